/*
 * Stand-in for Flatsome's `dropdown` behavior (assets/js/flatsome.js of Flatsome 3.19.14, read in
 * /work/.mirror/AmirIni19+amir-dev/repo, minified; there on WordPress's jQuery hoverIntent). Written for the
 * stand-in, not copied. As the real one (part of flatsome-js there, a file of its own here so the stand-in can leave
 * it out), on every `.nav li.has-dropdown`:
 * - hovering opens it (here after 20 ms in and 70 ms out, in place of hoverIntent's polling): the others close, it
 *   gets `current-dropdown` and its `.nav-top-link` `aria-expanded="true"`, and `flatsome-dropdown-opened` is
 *   triggered on the document with the item; leaving closes it (its panel's `style=""`);
 * - Space (`e.code == 'Space'`) on its first link toggles it;
 * - a click-mode item (`nav-dropdown-toggle`, not on a touch device) toggles on a click of its first link, and a
 *   click elsewhere closes the last one clicked;
 * - on a touch device, the first click in an item after a touchstart is prevented (the tap that opened it).
 * No Escape, no arrows, no repositioning here.
 */
/* global jQuery, Flatsome */
;(function ($) {
  var isTouch = 'ontouchstart' in window
  function open(li, all) {
    all.each(function () {
      if ($(this).hasClass('current-dropdown')) close($(this))
    })
    li.addClass('current-dropdown').find('.nav-top-link').attr('aria-expanded', 'true')
    $(document).trigger('flatsome-dropdown-opened', [li])
  }
  function close(li) {
    li.removeClass('current-dropdown').find('.nav-top-link').attr('aria-expanded', 'false')
    li.find('.nav-dropdown').attr('style', '')
  }
  Flatsome.behavior('dropdown', {
    attach: function (context) {
      var all = $('.nav li.has-dropdown', context)
      var lastClicked = null
      all.each(function () {
        var li = $(this)
        var touched = false
        var followed = false
        li.on('touchstart click', function (e) {
          if (e.type === 'touchstart') touched = true
          if (e.type === 'click' && touched) {
            if (!followed) e.preventDefault()
            followed = true
          }
        })
        if (li.hasClass('nav-dropdown-toggle') && !isTouch) {
          li.on('click', 'a:first', function (e) {
            e.preventDefault()
            lastClicked = li
            if (li.hasClass('current-dropdown')) close(li)
            else open(li, all)
          })
          return
        }
        li.on('keydown', 'a:first', function (e) {
          if (e.code !== 'Space') return
          e.preventDefault()
          if (li.hasClass('current-dropdown')) close(li)
          else open(li, all)
        })
        var timer
        li.on('mouseenter', function () {
          clearTimeout(timer)
          timer = setTimeout(function () {
            open(li, all)
          }, 20)
        })
        li.on('mouseleave', function () {
          clearTimeout(timer)
          timer = setTimeout(function () {
            touched = followed = false
            close(li)
          }, 70)
        })
      })
      $(document).on('click', function (e) {
        if (lastClicked && lastClicked[0] !== e.target && !lastClicked.has(e.target).length) close(lastClicked)
      })
      $(document).on('flatsome-header-sticky', function () {
        all.each(function () {
          close($(this))
        })
      })
    },
  })
})(jQuery)
