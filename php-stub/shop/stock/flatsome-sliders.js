/*
 * Stand-in for Flatsome's `slider` and `count-up` behaviors (assets/js/flatsome.js of Flatsome 3.19.14, read in
 * /work/.mirror/AmirIni19+amir-dev/repo, minified). Written for the stand-in, not copied. As the real ones (part of
 * flatsome-js there, a file of its own here so the stand-in can leave it out):
 * - `slider`: every `[data-flickity-options]` becomes a Flickity slider when first seen (here: it is marked
 *   `flickity-enabled` with `data-stock-slider`, and `flatsome-flickity-ready` is triggered on it); the product
 *   gallery's are left to the stand-in's gallery here;
 * - `count-up`: every `span.count-up` counts up when first seen (here: it is made `active` with `data-stock-count-up`).
 */
/* global jQuery, Flatsome */
;(function ($) {
  var seen = function (el, fn) {
    var io = new IntersectionObserver(function (entries) {
      if (entries[0].isIntersecting) io.disconnect(), fn()
    })
    io.observe(el)
  }
  Flatsome.behavior('slider', {
    attach: function (context) {
      $('[data-flickity-options]', context)
        .not('.product-gallery-slider, .product-thumbnails')
        .each(function () {
          var slider = this
          seen(slider, function () {
            $(slider).addClass('flickity-enabled').attr('data-stock-slider', '').trigger('flatsome-flickity-ready')
          })
        })
    },
  })
  Flatsome.behavior('count-up', {
    attach: function (context) {
      $('span.count-up', context).each(function () {
        var span = this
        seen(span, function () {
          $(span).addClass('active').attr('data-stock-count-up', '')
        })
      })
    },
  })
})(jQuery)
