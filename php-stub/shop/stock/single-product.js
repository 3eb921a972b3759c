/*
 * Stand-in for WooCommerce's single-product.js (handle `wc-single-product`, assets/js/frontend/single-product.js of
 * WooCommerce 9.9.5, read in /work/real/wc/single-product.js). Written for the stand-in, not copied; on ready it
 * binds, as the real one, with `wc_single_product_params`:
 * - tabs: the panels of `.wc-tabs-wrapper, .woocommerce-tabs` start with the first tab's shown (the reviews' or the
 *   additional information's when the URL hash names them); a click on a tab shows its panel and marks it active and
 *   selected; ArrowLeft / ArrowRight / Home / End move focus between tabs; the review link opens the reviews tab;
 * - the rating: `#rating` is hidden behind `p.stars` with five radio links (`i18n_rating_options`) that choose its
 *   value; submitting a review without a rating, when `review_rating_required` is "yes", alerts
 *   `i18n_required_rating_text` and is cancelled;
 * - the gallery: `$.fn.wc_product_gallery` and, on each `.woocommerce-product-gallery`, PhotoSwipe when
 *   `window.PhotoSwipe` exists and `photoswipe_enabled` is set: without flexslider and zoom (this shop loads neither
 *   library) a click on a `.woocommerce-product-gallery__image a` opens PhotoSwipe on that image with every image of
 *   the gallery (`data-large_image`, its size, alt and caption); when it closes, focus goes back to the link.
 */
/* global jQuery, wc_single_product_params, PhotoSwipe, PhotoSwipeUI_Default */
jQuery(function ($) {
  if (typeof wc_single_product_params === 'undefined') return
  var params = wc_single_product_params

  function showTab($link) {
    var $wrapper = $link.closest('.wc-tabs-wrapper, .woocommerce-tabs')
    var $list = $wrapper.find('.wc-tabs, ul.tabs')
    $list.find('li').removeClass('active')
    $list.find('a[role="tab"]').attr({ 'aria-selected': 'false', tabindex: '-1' })
    $wrapper.find('.wc-tab, .panel:not(.panel .panel)').hide()
    $link.closest('li').addClass('active')
    $link.attr({ 'aria-selected': 'true', tabindex: '0' })
    $wrapper.find('#' + $link.attr('href').split('#')[1]).show()
  }

  function chooseStar($star) {
    $star.closest('#respond').find('#rating').val($star.closest('p.stars').find('a').index($star) + 1)
    $star.siblings('a').removeClass('active').attr({ 'aria-checked': 'false', tabindex: '-1' })
    $star.addClass('active').attr({ 'aria-checked': 'true', tabindex: '0' })
    $star.closest('.stars').addClass('selected')
  }

  $('body')
    .on('click', '.wc-tabs li a, ul.tabs li a', function (event) {
      event.preventDefault()
      showTab($(this))
    })
    // Arrows, Home and End move focus between the tabs (a click or Enter shows one).
    .on('keydown', '.wc-tabs li a, ul.tabs li a', function (event) {
      var $tabs = $(this).closest('.wc-tabs, ul.tabs').find('a[role="tab"]')
      var last = $tabs.length - 1
      var at = $tabs.index(this)
      var to = { ArrowLeft: at === 0 ? last : at - 1, ArrowRight: at === last ? 0 : at + 1, Home: 0, End: last }[event.key]
      if (to === undefined) return
      event.preventDefault()
      $tabs.eq(to).trigger('focus')
    })
    .on('click', 'a.woocommerce-review-link', function () {
      $('.reviews_tab a').trigger('click')
    })
    .on('click', '#respond p.stars a', function (event) {
      event.preventDefault()
      chooseStar($(this))
    })
    .on('click', '#respond #submit', function () {
      var $rating = $(this).closest('#respond').find('#rating')
      if ($rating.length && !$rating.val() && params.review_rating_required === 'yes') {
        window.alert(params.i18n_required_rating_text)
        return false
      }
    })

  $('.wc-tabs-wrapper, .woocommerce-tabs').each(function () {
    var $tabs = $(this).find('.wc-tabs, ul.tabs').first()
    var hash = window.location.hash
    var reviews = hash.toLowerCase().indexOf('comment-') !== -1 || hash === '#reviews' || hash === '#tab-reviews'
    var $first = reviews ? $tabs.find('li.reviews_tab a') : hash === '#tab-additional_information' ? $tabs.find('li.additional_information_tab a') : $()
    showTab($first.length ? $first : $tabs.find('li:first a'))
  })

  $('#rating').each(function () {
    var $group = $('<span role="group"></span>').attr('aria-labelledby', 'comment-form-rating-label')
    for (var n = 1; n <= 5; n++) {
      $('<a role="radio" href="#"></a>')
        .addClass('star-' + n)
        .attr({ tabindex: n === 1 ? '0' : '-1', 'aria-checked': 'false' })
        .text(params.i18n_rating_options[n - 1])
        .appendTo($group)
    }
    $(this).hide().before($('<p class="stars"></p>').append($group))
  })

  function ProductGallery($target) {
    var $images = $target.find('.woocommerce-product-gallery__image')
    if (!$images.length || typeof PhotoSwipe === 'undefined' || !params.photoswipe_enabled) return
    $target.on('click', '.woocommerce-product-gallery__image a', function (event) {
      event.preventDefault()
      var link = this
      var items = $images
        .map(function () {
          var $img = $(this).find('img')
          return { src: $img.attr('data-large_image'), w: $img.attr('data-large_image_width'), h: $img.attr('data-large_image_height'), alt: $img.attr('alt'), title: $img.attr('data-caption') || $img.attr('title') }
        })
        .get()
      var options = $.extend(
        {
          index: $images.index($(link).closest('.woocommerce-product-gallery__image')),
          addCaptionHTMLFn: function (item, caption) {
            caption.children[0].textContent = item.title || ''
            return !!item.title
          },
        },
        params.photoswipe_options,
      )
      var gallery = new PhotoSwipe($('.pswp')[0], PhotoSwipeUI_Default, items, options)
      gallery.listen('close', function () {
        link.focus()
      })
      gallery.init()
    })
  }

  $.fn.wc_product_gallery = function () {
    new ProductGallery(this)
    return this
  }

  $('.woocommerce-product-gallery').each(function () {
    $(this).wc_product_gallery(params)
  })
})
