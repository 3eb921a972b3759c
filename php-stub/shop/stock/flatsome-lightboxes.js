/*
 * Stand-in for Flatsome's `lightboxes` and `lightboxes-link` behaviors (assets/js/flatsome.js of Flatsome 3.19.14, read
 * in /work/.mirror/AmirIni19+amir-dev/repo, minified; they open Magnific Popup from its popups chunk). Written for the
 * stand-in, not copied. As the real ones (part of flatsome-js there, a file of its own here so the stand-in can leave
 * it out):
 * - `lightboxes`: a click on a `[data-open]` present at attach opens the element its selector names: moved into
 *   Magnific's markup (`.mfp-bg` and `.mfp-wrap > .mfp-container > .mfp-content`, prepended to the body) with the
 *   main class `off-canvas <data-color> off-canvas-<data-pos>`, `has-off-canvas` on the root and
 *   `current-lightbox-clicked` on the trigger;
 * - `lightboxes-link`: a click on an `a[href="#id"]` to a `.lightbox-by-id` block present at attach opens that block
 *   the same way, without the off-canvas classes;
 * - the close button, Escape (on keyup, as Magnific) and a click beside the content close it; the element goes back
 *   in its place with `mfp-hide`, and focus back to the trigger. No fade, no roles (as Magnific 1.1).
 */
/* global jQuery, Flatsome */
;(function ($) {
  function open(trigger, target, mainClass) {
    var $target = $(target)
    if (!$target.length || $target.closest('.mfp-content').length) return
    var $place = $('<div class="mfp-hide"></div>').insertAfter($target)
    var $bg = $('<div class="mfp-bg mfp-ready"></div>').addClass(mainClass)
    var $wrap = $('<div class="mfp-wrap mfp-auto-cursor mfp-ready" tabindex="-1"><div class="mfp-container mfp-s-ready mfp-inline-holder"><div class="mfp-content"></div></div><button title="Close (Esc)" type="button" class="mfp-close">×</button></div>').addClass(mainClass)
    $wrap.find('.mfp-content').append($target.removeClass('mfp-hide'))
    $('body').prepend($bg, $wrap)
    $(trigger).addClass('current-lightbox-clicked')
    function close() {
      $(document).off('keyup.stand-in-mfp')
      $place.replaceWith($target.addClass('mfp-hide'))
      $bg.remove()
      $wrap.remove()
      $('html').removeClass('has-off-canvas')
      $(trigger).removeClass('current-lightbox-clicked').trigger('focus')
    }
    $wrap.on('click', function (e) {
      if (e.target === this || $(e.target).is('.mfp-container, .mfp-close')) close()
    })
    $(document).on('keyup.stand-in-mfp', function (e) {
      if (e.key === 'Escape') close()
    })
    $wrap.trigger('focus')
  }
  Flatsome.behavior('lightboxes', {
    attach: function (context) {
      $('[data-open]', context).on('click', function (e) {
        e.preventDefault()
        var data = $(this).data()
        $('html').addClass('has-off-canvas')
        open(this, data.open, 'off-canvas ' + (data.color || '') + ' off-canvas-' + data.pos)
      })
    },
  })
  Flatsome.behavior('lightboxes-link', {
    attach: function (context) {
      $('.lightbox-by-id', context).each(function () {
        var id = this.id
        $('a[href="#' + id + '"]', context).on('click', function (e) {
          e.preventDefault()
          open(this, document.getElementById(id), '')
        })
      })
    },
  })
})(jQuery)
