/*
 * Stand-in for Flatsome's quick view, from its assets/js/woocommerce.js (handle `flatsome-theme-woocommerce-js`,
 * Flatsome 3.19.14, read in /work/real/flatsome/woocommerce.js, minified): `Flatsome.behavior("quick-view", …)`.
 * Written for the stand-in, not copied. What the real one binds, on every `.quick-view` of the context not yet marked
 * `quick-view-added`:
 * - a click with a non-empty `data-prod` marks the product box `processing` and posts admin-ajax `flatsome_quickview`
 *   (`product` = data-prod); the answer opens in Magnific Popup as `<div class="product-lightbox lightbox-content">`
 *   inside `.mfp-wrap … .mfp-content`, with the close button of `flatsomeVars.lightbox.close_markup`;
 * - then it calls WooCommerce's `.wc_variation_form()` on `.product-lightbox form.variations_form`, puts a shown
 *   variation's image on the first slide (`show_variation`), the product image back on `hide_variation` and on the
 *   reset link, and calls `.addQty()` on `.product-lightbox .quantity`;
 * - the popup closes on its close button, on Escape and on a click beside the content, and focus goes to the first
 *   link of the product box's text.
 * Unlike the real one, which throws "wc_variation_form is not a function" when nothing provides it, the stand-in
 * skips the call then and says so in the console. Not stood in for: the slider (Flickity), tooltips, the 300 ms
 * closing animation. The stand-in shop refuses a POST without its anti-spam fields; on a real shop the anti-spam
 * plugin supplies them, here they are read from the settings JSON the page prints.
 */
/* global jQuery, Flatsome, flatsomeVars */
;(function ($) {
  // On a real shop the anti-spam plugin supplies its fields; here they come from the settings JSON, or without it
  // (?settings=0) from the hidden inputs it printed into the page's POST forms.
  var antiSpam = {}
  try {
    antiSpam = JSON.parse(document.getElementById('saar-settings').textContent).antiSpam || {}
  } catch (e) {
    $('form[method="post"] input[type="hidden"][name^="saar_"]').each(function () {
      antiSpam[this.name] = this.value
    })
  }

  var $open = null
  var $returnTo = null

  function close() {
    if (!$open) return
    $open.remove()
    $open = null
    $(document).off('keydown.flatsomeQuickView')
    if ($returnTo) $returnTo.trigger('focus')
    $returnTo = null
  }

  function open(markup, $trigger) {
    close()
    var lightbox = flatsomeVars.lightbox || {}
    $open = $('<div class="mfp-quick-view"><div class="mfp-bg mfp-ready"></div><div class="mfp-wrap mfp-close-btn-in mfp-auto-cursor mfp-ready" tabindex="-1" role="dialog" aria-modal="true" aria-label="Kiirvaade"><div class="mfp-container mfp-s-ready mfp-inline-holder"><div class="mfp-content"></div></div></div></div>')
    var $content = $('<div class="product-lightbox lightbox-content"></div>').html(markup)
    $open.find('.mfp-content').append($content)
    $open.find('.mfp-container').append(lightbox.close_markup || '<button title="Close (Esc)" type="button" class="mfp-close">×</button>')
    $('body').append($open)
    $returnTo = $trigger.closest('.box').find('.box-text a').first()
    $open.on('click', '.mfp-close', close)
    $open.on('click', '.mfp-container', function (event) {
      if (event.target === this) close()
    })
    $(document).on('keydown.flatsomeQuickView', function (event) {
      if (event.key === 'Escape') close()
    })
    $open.find('.mfp-wrap').trigger('focus')
    wireProduct()
  }

  /** What the theme does to the product inside the popup. */
  function wireProduct() {
    var $form = $('.product-lightbox form.variations_form')
    var $image = $('.product-lightbox .product-gallery-slider .slide.first img')
    var $link = $('.product-lightbox .product-gallery-slider .slide.first a')
    var productImage = $image.attr('data-src') || $image.attr('src')
    var productLink = $link.attr('href')
    if ($form.length) {
      if (typeof $form.wc_variation_form === 'function') $form.wc_variation_form()
      else console.error('Flatsome quick view (stand-in): jQuery.fn.wc_variation_form is not a function')
    }
    $form.on('show_variation', function (event, variation) {
      var src = variation && ((variation.image && variation.image.src) || variation.image_src)
      if (src) {
        $image.attr('src', src).attr('srcset', '')
        $link.attr('href', variation.image_link || (variation.image && variation.image.full_src) || productLink)
      }
    })
    $form.on('hide_variation', function () {
      $image.attr('src', productImage).attr('srcset', '')
      $link.attr('href', productLink)
    })
    $form.on('click', '.reset_variations', function () {
      $image.attr('src', productImage).attr('srcset', '')
      $link.attr('href', productLink)
    })
    if (typeof $.fn.addQty === 'function') $('.product-lightbox .quantity').addQty()
  }

  Flatsome.behavior('quick-view', {
    attach: function (context) {
      $('.quick-view', context).each(function (i, trigger) {
        var $trigger = $(trigger)
        if ($trigger.hasClass('quick-view-added')) return
        $trigger.on('click', function (event) {
          event.preventDefault()
          var product = $trigger.attr('data-prod')
          if (!product) return
          var $box = $trigger.parent().parent().addClass('processing')
          $.post(flatsomeVars.ajaxurl, $.extend({}, antiSpam, { action: 'flatsome_quickview', product: product }), function (markup) {
            $box.removeClass('processing')
            open(markup, $trigger)
          })
        })
        $trigger.addClass('quick-view-added')
      })
    },
  })
})(jQuery)
