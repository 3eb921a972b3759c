/*
 * Stand-in for the header code of Flatsome's flatsome.js (assets/js/flatsome.js of Flatsome 3.19.14, read in
 * /work/.mirror/AmirIni19+amir-dev/repo, minified; part of flatsome-js there, a file of its own here so the stand-in
 * can leave it out). Written for the stand-in, not copied. As the real one:
 * - at its run: `loading-site` leaves <html> and `.page-loader` goes 1000 ms later; a click on `#top-link` scrolls
 *   to the top (no focus move);
 * - on DOMContentLoaded, for `#header.has-sticky`: one scroll listener; thresholds measured once, at the first use
 *   (stick past the wrapper's height + 100, normal again below the hiding top bar's height + 1); sticking triggers
 *   jQuery's `flatsome-header-sticky` on the document, adds `.stuck` and keeps `#header`'s height inline;
 *   `sticky-hide-on-scroll` adds its `--active` class on the way down and (un)sticks after 100 ms of quiet;
 * - the `back-to-top` behaviour toggles `.active` from a window's height (read at the first scroll).
 * No `--flatsome--header--sticky-height` measuring (the real one clones the header at the first key or pointer
 * move), no transparent header, no PJAX.
 */
/* global jQuery, Flatsome */
;(function ($) {
  $('html').removeClass('loading-site')
  setTimeout(function () {
    $('.page-loader').remove()
  }, 1000)
  $('#top-link').on('click', function (e) {
    window.scrollTo(0, 0)
    e.preventDefault()
  })

  Flatsome.behavior('back-to-top', {
    attach: function (context) {
      var link = $('.back-to-top', context)
      if (!link.length) return
      var threshold = null
      window.addEventListener('scroll', function () {
        if (threshold === null) threshold = $(window).height()
        link.toggleClass('active', $(window).scrollTop() >= threshold)
      }, { passive: true })
    },
  })

  document.addEventListener('DOMContentLoaded', function () {
    var header = $('#header')
    if (!header.hasClass('has-sticky')) return
    var wrapper = header.find('.header-wrapper')
    var top = $('.header-top', header)
    var hideOnScroll = header.hasClass('sticky-hide-on-scroll')
    var stickPast, normalBelow, timer
    var last = 0

    function stick() {
      if (wrapper.hasClass('stuck')) return
      var height = header.height()
      $(document).trigger('flatsome-header-sticky')
      wrapper.addClass('stuck')
      header.height(height)
    }
    function unstick() {
      if (!wrapper.hasClass('stuck')) return
      header.height('')
      wrapper.removeClass('stuck ux-no-animation')
    }
    function follow(y, direction) {
      if (stickPast === undefined) {
        stickPast = wrapper.height() + 100
        normalBelow = top.hasClass('hide-for-sticky') ? top.height() + 1 : 1
      }
      if (!hideOnScroll) {
        if (y > stickPast) stick()
        else if (y < normalBelow) unstick()
      } else if (direction === 'down' || y < normalBelow) {
        if (y < normalBelow) unstick()
        else {
          timer = setTimeout(unstick, 100)
          header.addClass('sticky-hide-on-scroll--active')
        }
      } else if (y > stickPast) {
        timer = setTimeout(stick, 100)
        header.removeClass('sticky-hide-on-scroll--active')
      }
    }
    window.addEventListener('scroll', function () {
      var y = window.scrollY
      var direction = y > last ? 'down' : 'up'
      last = y
      clearTimeout(timer)
      if (!document.body.classList.contains('body-scroll-lock--active')) follow(y, direction)
    }, { passive: true })
    timer = setTimeout(function () {
      if (window.scrollY) follow(window.scrollY, 'down')
    }, 100)
  })
})(jQuery)
