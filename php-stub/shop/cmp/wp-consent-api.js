/*
 * Stand-in for the WP Consent API plugin's script (wp-consent-api 1.0, assets/js/wp-consent-api.js), written from
 * what it does, nothing copied: `wp_has_consent(category)` (no consent type: no banner manages consent, so yes;
 * `optout` without a cookie: yes; otherwise only an `allow` cookie), `wp_set_consent(category, value)` writes the
 * cookie `<consent_api.cookie_prefix>_<category>` and dispatches `wp_listen_for_consent_change` on document with
 * `{<category>: value}`. The consent type comes from the banner (`window.wp_consent_type`), else the printed
 * `consent_api.consent_type`.
 */
(function () {
  var api = window.consent_api
  window.wp_fallback_consent_type = api.consent_type

  function cookie(name) {
    var m = new RegExp('(?:^|; )' + name + '=([^;]*)').exec(document.cookie)
    return m ? m[1] : ''
  }

  window.wp_has_consent = function (category) {
    var type = window.wp_consent_type !== undefined ? window.wp_consent_type : window.wp_fallback_consent_type
    var value = cookie(api.cookie_prefix + '_' + category)
    if (!type) return true
    if (type.indexOf('optout') !== -1 && value === '') return true
    return value === 'allow'
  }

  window.wp_set_consent = function (category, value) {
    if (value !== 'allow' && value !== 'deny') return
    document.cookie = api.cookie_prefix + '_' + category + '=' + value + ';max-age=' + api.cookie_expiration * 86400 + ';path=/;SameSite=Lax'
    var detail = {}
    detail[category] = value
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: detail }))
  }
})()
