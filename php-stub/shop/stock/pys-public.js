/*
 * Stand-in for PixelYourSite's front end, public.js (handle `pys`, pixelyoursite/dist/scripts/public.js of
 * PixelYourSite 11.2.0.7 free, read in WordPressBugBounty/plugins-pixelyoursite). Written for the stand-in, not
 * copied. As the real one with no consent tool on the page (it then fires every pixel, consent or not):
 * - defines `window.pys` at once (`Facebook`, `Utils`, `getPixelBySlag`, `setEventUniqueId`), and the global
 *   `getPixelBySlag`;
 * - on ready loads the Facebook pixel (from `pysOptions.facebook.scriptUrl`, the stand-in's key for fbevents.js),
 *   inits its pixel ids and fires its static events (`pysOptions.staticEvents.facebook`) with their `eventID`;
 * - a click on a listing's `.add_to_cart_button` (not a variable or bundle product's, nor a single product's) or on
 *   a single product's `.single_add_to_cart_button` (not `.disabled`) fires AddToCart with the product's
 *   `pysWooProductData[id].facebook` parameters and a fresh event id, and sends its server copy with the same id to
 *   the REST route (`pysFacebookRest.restApiUrl`) by beacon, as `sendRestAPIRequest` does.
 * Not stood in for: GA, GTM, Pinterest and Bing, consent tools, cookies, the other dynamic events, hook mode,
 * variable and grouped products' own choices (the form's `add-to-cart` id is used).
 */
/* global jQuery, pysOptions */
;(function ($, options) {
  if (!options) return

  function token() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID()
    return String(Date.now()) + String(Math.random()).slice(2)
  }

  var Facebook = {
    loaded: false,
    ids: (options.facebook && options.facebook.pixelIds) || [],
    load: function () {
      if (this.loaded || !this.ids.length) return
      this.loaded = true
      // Meta's base code: a queue until fbevents.js replaces fbq.
      var fbq = (window.fbq = function () {
        fbq.callMethod ? fbq.callMethod.apply(fbq, arguments) : fbq.queue.push(arguments)
      })
      fbq.queue = []
      var script = document.createElement('script')
      script.async = true
      script.src = options.facebook.scriptUrl
      document.head.appendChild(script)
      this.ids.forEach(function (id) {
        fbq('init', id)
      })
      var statics = (options.staticEvents && options.staticEvents.facebook) || {}
      Object.keys(statics).forEach(function (key) {
        ;[].concat(statics[key]).forEach(function (event) {
          fbq('track', event.name, event.params || {}, { eventID: event.eventID })
        })
      })
    },
    /** Fires a dynamic event in the browser and its server copy, with one event id. */
    fire: function (name, params) {
      if (!this.loaded) return
      var id = token()
      window.fbq('track', name, params, { eventID: id })
      var rest = window.pysFacebookRest && window.pysFacebookRest.restApiUrl
      if (!rest || !navigator.sendBeacon) return
      var body = new URLSearchParams({ event: name, data: JSON.stringify(params), ids: JSON.stringify(this.ids), eventID: id, woo_order: '0', edd_order: '0' })
      navigator.sendBeacon(rest, body)
    },
    addToCart: function (productId) {
      var data = window.pysWooProductData && window.pysWooProductData[productId]
      if (data && data.facebook) this.fire(data.facebook.name || 'AddToCart', data.facebook.params || {})
    },
  }

  var Utils = { generateToken: token }
  var getPixelBySlag = function (slug) {
    return slug === 'facebook' ? Facebook : undefined
  }
  window.pys = window.pys || {}
  window.pys.Facebook = Facebook
  window.pys.Utils = Utils
  window.pys.getPixelBySlag = getPixelBySlag
  window.pys.setEventUniqueId = function () {}
  window.getPixelBySlag = getPixelBySlag

  $(function () {
    Facebook.load()
    $('.add_to_cart_button:not(.product_type_variable,.product_type_bundle,.single_add_to_cart_button)').on('click', function () {
      var id = $(this).data('product_id')
      if (id !== undefined) Facebook.addToCart(id)
    })
    $('body').on('click', 'button.single_add_to_cart_button,.single_add_to_cart_button', function () {
      if ($(this).hasClass('disabled')) return
      var id = parseInt($(this).closest('form').find('[name="add-to-cart"]').val(), 10)
      if (id) Facebook.addToCart(id)
    })
  })
})(jQuery, window.pysOptions)
