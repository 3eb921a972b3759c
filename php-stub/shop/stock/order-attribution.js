/*
 * Stand-in for WooCommerce's order attribution: assets/js/frontend/order-attribution.js (handle
 * `wc-order-attribution`) with the sourcebuster.js it depends on (assets/js/sourcebuster/sourcebuster.js, handle
 * `sourcebuster-js`), WooCommerce 9.9.5, read in the WordPress 6.9 + WooCommerce 9.9.5 tree. Written for the
 * stand-in, not copied; a few lines of sourcebuster, not its rules (Saar's attribution is tested against the real
 * one). As the real pair:
 * - `window.sbjs`: `init()` takes the visit's source when a session starts or a campaign link arrives: `utm` (a
 *   `utm_source` in the URL), `referral` (a referrer of another host) or `typein`, into the `sbjs_current` /
 *   `sbjs_current_add` cookies (and `sbjs_first` / `sbjs_first_add` once), counts the visit in `sbjs_udata` and the
 *   page in `sbjs_session` (which lasts `params.session` minutes), in sourcebuster's `key=value|||key=value` format,
 *   and reads them back into `sbjs.get`;
 * - `wc_order_attribution.getAttributionData()` maps `wc_order_attribution.fields` ('current.typ', …) over
 *   `sbjs.get`, all null while tracking is not allowed;
 * - `wc_order_attribution.setOrderTracking(allow)` starts sourcebuster, or expires its cookies, then puts the values
 *   into every `<wc-order-attribution-inputs>`; it runs at once with `params.allowTracking`;
 * - the `wc-order-attribution-inputs` element keeps one hidden input per field (`<prefix><field>`) and sets their
 *   values from `values`.
 * Not stood in for: organic search engines, the base64 option, the promo and migrations cookies, the checkout block.
 */
;(function (oa) {
  if (!oa) return
  var params = oa.params
  var names = ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations', 'sbjs_promo']

  function read(name) {
    var found = document.cookie.split('; ').filter(function (c) {
      return c.indexOf(name + '=') === 0
    })[0]
    var out = {}
    if (!found) return null
    decodeURIComponent(found.slice(name.length + 1))
      .split('|||')
      .forEach(function (pair) {
        var at = pair.indexOf('=')
        if (at > 0) out[pair.slice(0, at)] = pair.slice(at + 1)
      })
    return out
  }

  function write(name, values, minutes) {
    var text = Object.keys(values)
      .map(function (key) {
        return key + '=' + values[key]
      })
      .join('|||')
    document.cookie = name + '=' + encodeURIComponent(text) + (minutes ? '; max-age=' + minutes * 60 : '') + '; path=/; SameSite=Lax'
  }

  var sbjs = (window.sbjs = {
    get: null,
    init: function () {
      var query = new URLSearchParams(location.search)
      var host = ''
      try {
        host = document.referrer ? new URL(document.referrer).hostname : ''
      } catch (e) {}
      var session = read('sbjs_session')
      if (!session || query.get('utm_source')) {
        var typ = query.get('utm_source') ? 'utm' : host && host !== location.hostname ? 'referral' : 'typein'
        var utm = function (key) {
          return (typ === 'utm' && query.get(key)) || '(none)'
        }
        var current = {
          typ: typ,
          src: typ === 'utm' ? query.get('utm_source') : typ === 'referral' ? host : '(direct)',
          mdm: typ === 'referral' ? 'referral' : utm('utm_medium'),
          cmp: utm('utm_campaign'),
          cnt: utm('utm_content'),
          trm: utm('utm_term'),
          id: utm('utm_id'),
          plt: utm('utm_source_platform'),
          fmt: utm('utm_creative_format'),
          tct: utm('utm_marketing_tactic'),
        }
        var added = { fd: new Date().toISOString().slice(0, 19).replace('T', ' '), ep: location.href, rf: document.referrer || '(none)' }
        write('sbjs_current', current)
        write('sbjs_current_add', added)
        if (!read('sbjs_first')) {
          write('sbjs_first', current)
          write('sbjs_first_add', added)
        }
        var user = read('sbjs_udata') || {}
        write('sbjs_udata', { vst: String(Number(user.vst || 0) + 1), uip: '(none)', uag: navigator.userAgent })
        session = { pgs: '0' }
      }
      write('sbjs_session', { pgs: String(Number(session.pgs || 0) + 1), cpg: location.href }, Number(params.session) || 30)
      sbjs.get = { current: read('sbjs_current'), current_add: read('sbjs_current_add'), first: read('sbjs_first'), first_add: read('sbjs_first_add'), session: read('sbjs_session'), udata: read('sbjs_udata') }
    },
  })

  oa.getAttributionData = function () {
    var out = {}
    Object.keys(oa.fields).forEach(function (field) {
      out[field] = params.allowTracking && sbjs.get
        ? oa.fields[field].split('.').reduce(function (value, part) {
            return value && value[part]
          }, sbjs.get)
        : null
      if (out[field] === undefined) out[field] = null
    })
    return out
  }

  oa.setOrderTracking = function (allow) {
    params.allowTracking = allow
    if (!allow) {
      names.forEach(function (name) {
        document.cookie = name + '=; path=/; max-age=-999'
      })
      sbjs.get = null
    } else {
      sbjs.init()
    }
    var values = oa.getAttributionData()
    document.querySelectorAll('wc-order-attribution-inputs').forEach(function (element) {
      element.values = values
    })
  }

  oa.setOrderTracking(params.allowTracking === true || params.allowTracking === '1')

  customElements.define(
    'wc-order-attribution-inputs',
    class extends HTMLElement {
      constructor() {
        super()
        // Values set before the element was upgraded are an own property hiding the accessor below.
        if (Object.prototype.hasOwnProperty.call(this, 'values')) {
          var early = this.values
          delete this.values
          this._values = early
        }
      }

      connectedCallback() {
        var element = this
        Object.keys(oa.fields).forEach(function (field) {
          if (element.querySelector('input[name="' + params.prefix + field + '"]')) return
          var input = document.createElement('input')
          input.type = 'hidden'
          input.name = params.prefix + field
          element.appendChild(input)
        })
        this.values = this._values || oa.getAttributionData()
      }

      set values(values) {
        this._values = values
        if (!this.isConnected) return
        for (var field in values) {
          var input = this.querySelector('input[name="' + params.prefix + field + '"]')
          if (input) input.value = values[field] == null ? '' : values[field]
        }
      }

      get values() {
        return this._values
      }
    },
  )
})(window.wc_order_attribution)
