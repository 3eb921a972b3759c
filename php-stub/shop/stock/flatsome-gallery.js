/*
 * Stand-in for Flickity on Flatsome's product gallery (assets/js/flatsome.js of Flatsome 3.19.14, read in
 * /work/.mirror/AmirIni19+amir-dev/repo, minified): its `slider` behavior makes every `[data-flickity-options]` a
 * Flickity slider, the product gallery's `.product-gallery-slider` and its `.product-thumbnails` (`asNavFor`) among
 * them, and woocommerce.js waits for their `flatsome-flickity-ready`. Written for the stand-in, not copied. Here
 * (a file of its own so the stand-in can leave it out, printed after flatsome-sliders.js, which leaves the gallery
 * alone): each is marked `flickity-enabled` with `data-stock-slider` and gets `flatsome-flickity-ready`; the slider
 * shows its selected image only, and a click on a thumbnail selects its image and marks the thumbnail
 * `is-nav-selected`, as Flickity's asNavFor does.
 */
/* global jQuery */
;(function ($) {
  $(function () {
    $('.product-gallery-slider[data-flickity-options]').each(function () {
      var $slider = $(this)
      var $slides = $slider.children()
      var $thumbs = $slider.closest('.product').find('.product-thumbnails')
      var select = function (index) {
        $slides.each(function (i) {
          $(this).toggleClass('is-selected', i === index).prop('hidden', i !== index)
        })
        $thumbs.children().each(function (i) {
          $(this).toggleClass('is-nav-selected', i === index)
        })
      }
      $thumbs.on('click', '.col', function () {
        select($(this).index())
      })
      select(0)
      $slider.add($thumbs).addClass('flickity-enabled').attr('data-stock-slider', '').trigger('flatsome-flickity-ready')
    })
  })
})(jQuery)
