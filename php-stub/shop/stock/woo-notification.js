/*
 * Stand-in for VillaTheme's "Notification for WooCommerce" front end, woo-notification.js (handle
 * `woo-notification`, woo-notification/js/woo-notification.js of 1.4.2 free, read in
 * WordPressBugBounty/plugins-woo-notification). Written for the stand-in, not copied. As the real one:
 * - defines the global `woo_notification` at once (the object the real file declares with `var`);
 * - on window load, where the footer's `#message-purchased` is, reads `_woocommerce_notification_params`, posts
 *   `action=woonotification_get_product` with its `nonce` to its `ajax_url`, and `initial_delay` seconds after the
 *   answer shows one product in `#message-purchased` (`.message-purchase-main` with the image and
 *   `p.wn-notification-message-container`, and a `#notify-close` div when `show_close`), for `display_time`
 *   seconds, then again every `next_time` seconds while `loop` is on, `notification_per_page` times in all;
 * - a click on `#notify-close` hides it and sets `woo_notification_close` for `time_close` hours.
 * Unlike the real one it writes the message as text, never as HTML (the stand-in serves hostile names). Not stood in
 * for: hover pause, swipes, effects, geolocation, virtual names and times, `{custom}`.
 */
/* global jQuery, _woocommerce_notification_params */
var woo_notification = {
  count: 0,
  timer: 0,
  params: {},
  products: [],

  init: function () {
    var self = this
    var p = (this.params = window._woocommerce_notification_params || {})
    if (!p.ajax_url) return
    var body = new URLSearchParams(this.antiSpam())
    body.set('action', 'woonotification_get_product')
    body.set('nonce', p.nonce || '')
    fetch(p.ajax_url, { method: 'POST', body: body, credentials: 'same-origin' })
      .then(function (r) {
        return r.json()
      })
      .then(function (products) {
        if (!Array.isArray(products) || !products.length) return
        self.products = products
        self.timer = setTimeout(function () {
          self.show()
        }, (Number(p.initial_delay) || 0) * 1000)
      })
      .catch(function () {})
  },

  // On a real shop the anti-spam plugin supplies its fields; here they come from the settings JSON, or without it
  // (?settings=0) from the hidden inputs it printed into the page's POST forms.
  antiSpam: function () {
    var fields = {}
    try {
      fields = JSON.parse(document.getElementById('saar-settings').textContent).antiSpam || {}
    } catch (e) {
      document.querySelectorAll('form[method="post"] input[type="hidden"][name^="saar_"]').forEach(function (input) {
        fields[input.name] = input.value
      })
    }
    return fields
  },

  decode: function (text) {
    try {
      return decodeURIComponent(escape(atob(text || '')))
    } catch (e) {
      return text || ''
    }
  },

  show: function () {
    var self = this
    var p = this.params
    if (this.count++ >= (Number(p.notification_per_page) || 30) || this.getCookie('woo_notification_close')) return
    var product = this.products[this.count % this.products.length]
    var el = document.getElementById('message-purchased')
    var main = document.createElement('div')
    main.className = 'message-purchase-main'
    var text = document.createElement('p')
    text.className = 'wn-notification-message-container'
    var link = document.createElement('a')
    link.className = 'wn-popup-product-title-with-link'
    link.href = product.url
    link.textContent = product.title
    text.append(this.decode(product.first_name) + ' (' + this.decode(product.city) + ') ostis ', link)
    main.append(text)
    el.replaceChildren(main)
    if (Number(p.show_close) > 0) {
      var close = document.createElement('div')
      close.id = 'notify-close'
      close.addEventListener('click', function () {
        self.hide(true)
        document.cookie = 'woo_notification_close=1;max-age=' + 3600 * (Number(p.time_close) || 0) + ';path=/'
      })
      el.append(close)
    }
    el.style.display = 'inline-grid'
    this.timer = setTimeout(function () {
      self.hide(false)
    }, (Number(p.display_time) || 5) * 1000)
  },

  hide: function (closed) {
    var self = this
    clearTimeout(this.timer)
    document.getElementById('message-purchased').style.display = 'none'
    if (closed || Number(this.params.loop) !== 1) return
    this.timer = setTimeout(function () {
      self.show()
    }, (Number(this.params.next_time) || 60) * 1000)
  },

  getCookie: function (name) {
    var found = document.cookie.split('; ').filter(function (c) {
      return c.indexOf(name + '=') === 0
    })[0]
    return found ? found.slice(name.length + 1) : ''
  },
}

jQuery(window).on('load', function () {
  if (document.getElementById('message-purchased')) woo_notification.init()
})
