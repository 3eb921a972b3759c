/*
 * Stand-in for Flatsome's content lightboxes: the `lightbox-gallery`, `lightbox-image` and `lightbox-video` behaviors
 * of assets/js/flatsome.js (Flatsome 3.19.14, read in /work/.mirror/AmirIni19+amir-dev/repo, minified), which open
 * in Magnific Popup. Written for the stand-in, not copied. As the real ones, on attach:
 * - `lightbox-gallery`: the parents of `.lightbox .gallery a[href*=.jpg|.jpeg|.png]` and `.lightbox a.lightbox-gallery`
 *   get one click (`.one`) on their links, which opens the image (Magnific: a gallery of all of them);
 * - `lightbox-image`: the single image links (`.lightbox a.image-lightbox`, image blocks, attachments, image links in
 *   `.entry-content`) open the image;
 * - `lightbox-video`: `a.open-video` and `a.button` to YouTube or Vimeo open an iframe of
 *   `//www.youtube.com/embed/<text after the last v=>?autoplay=1` (the tests block the request).
 * The popup is `.mfp-wrap.mfp-ready` with `.mfp-content` and a `.mfp-close` button, closed by it or Escape. Not
 * stood in for: paging, captions, the 300 ms removal, the loading spinner.
 */
/* global jQuery, Flatsome */
;(function ($) {
  var image = 'a[href*=".jpg"],a[href*=".jpeg"],a[href*=".png"]'

  function open(content) {
    $('.mfp-wrap').remove()
    var $wrap = $('<div class="mfp-wrap mfp-ready stand-in-lightbox" tabindex="-1"><div class="mfp-container"><div class="mfp-content"></div><button type="button" class="mfp-close" title="Close (Esc)">×</button></div></div>')
    $wrap.find('.mfp-content').append(content)
    $wrap.find('.mfp-close').on('click', function () {
      $wrap.remove()
    })
    $(document).one('keyup', function (e) {
      if (e.key === 'Escape') $wrap.remove()
    })
    $('body').append($wrap)
  }
  function openImage(e) {
    e.preventDefault()
    open($('<img class="mfp-img">').attr('src', this.href))
  }

  Flatsome.behavior('lightbox-gallery', {
    attach: function (context) {
      $('.lightbox .gallery a', context).filter(image).add($('.lightbox a.lightbox-gallery', context)).parent().find('a').one('click', openImage)
    },
  })
  Flatsome.behavior('lightbox-image', {
    attach: function (context) {
      $('.lightbox [id^="attachment"] a, .lightbox .wp-block-image a:not([target="_blank"]), .lightbox a.image-lightbox, .lightbox .entry-content a', context)
        .filter(image)
        .not('.lightbox .gallery a, .lightbox a.lightbox-gallery')
        .one('click', openImage)
    },
  })
  Flatsome.behavior('lightbox-video', {
    attach: function (context) {
      $('a.open-video, a.button[href*="vimeo"]:not(.product_type_external), a.button[href*="youtube.com/watch"]:not(.product_type_external)', context).on('click', function (e) {
        e.preventDefault()
        var id = this.href.split('v=').pop()
        open($('<iframe class="mfp-iframe" allowfullscreen>').attr('src', '//www.youtube.com/embed/' + id + '?autoplay=1'))
      })
    },
  })
})(jQuery)
