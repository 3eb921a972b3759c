/*
 * Stand-in for Complianz (complianz-gdpr 7.x, cookiebanner/js/complianz.js), written from what its banner script does,
 * nothing copied: one cookie per category, `<complianz.prefix><category>` (`allow` or `deny`), and
 * `<prefix>banner-status` `dismissed` once answered; `cmplz_set_consent(category, value)` writes a category, tells
 * the WP Consent API (`wp_set_consent`) and dispatches `cmplz_status_change` (detail `{category, value, region,
 * categories}`); `cmplz_has_consent(category)`; it sets the consent type for the WP Consent API
 * (`window.wp_consent_type`, event `wp_consent_type_defined`). Its banner keeps Complianz's classes
 * (`.cmplz-cookiebanner`, `.cmplz-btn.cmplz-accept`, `.cmplz-btn.cmplz-deny`) and `.cmplz-manage-consent` opens it
 * again. The plugin prints its settings (`complianz`) inline before this script, which loads async.
 */
(function () {
  function ready(start) {
    if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
  }

  var settings = window.complianz
  var prefix = settings.prefix
  var banner, manage

  function cookie(name) {
    var m = new RegExp('(?:^|; )' + name + '=([^;]*)').exec(document.cookie)
    return m ? m[1] : ''
  }

  function accepted() {
    return ['functional', 'preferences', 'statistics', 'marketing'].filter(function (c) {
      return c == 'functional' || cookie(prefix + c) == 'allow'
    })
  }

  window.cmplz_has_consent = function (category) {
    if (category == 'functional') return true
    var value = cookie(prefix + category)
    return settings.consenttype == 'optout' && value === '' ? true : value == 'allow'
  }

  window.cmplz_set_consent = function (category, value) {
    document.cookie = prefix + category + '=' + value + ';max-age=' + 365 * 86400 + ';path=/;SameSite=Lax'
    if (typeof window.wp_set_consent == 'function') window.wp_set_consent(category, value)
    document.dispatchEvent(new CustomEvent('cmplz_status_change', { detail: { category: category, value: value, region: settings.region, categories: accepted() } }))
  }

  function answer(value) {
    document.cookie = prefix + 'banner-status=dismissed;max-age=' + 365 * 86400 + ';path=/;SameSite=Lax'
    ;['preferences', 'statistics', 'marketing'].forEach(function (c) {
      window.cmplz_set_consent(c, value)
    })
    hide()
    document.dispatchEvent(new CustomEvent('cmplz_fire_categories', { detail: { category: accepted().slice(-1)[0], categories: accepted() } }))
  }

  function show() {
    if (manage) manage.hidden = true
    if (banner) {
      banner.hidden = false
      return
    }
    banner = document.createElement('div')
    banner.className = 'cmplz-cookiebanner cmplz-show saar-cmp-banner'
    banner.setAttribute('role', 'dialog')
    banner.setAttribute('aria-label', 'Halda küpsiste nõusolekut')
    banner.innerHTML =
      '<div class="cmplz-message">Kasutame küpsiseid statistikaks ja turunduseks.</div>' +
      '<div class="cmplz-buttons"><button type="button" class="cmplz-btn cmplz-deny">Keeldu</button> ' +
      '<button type="button" class="cmplz-btn cmplz-accept">Nõustu</button></div>'
    banner.querySelector('.cmplz-deny').addEventListener('click', function () {
      answer('deny')
    })
    banner.querySelector('.cmplz-accept').addEventListener('click', function () {
      answer('allow')
    })
    document.body.appendChild(banner)
  }

  function hide() {
    if (banner) banner.hidden = true
    if (!manage) {
      manage = document.createElement('button')
      manage.type = 'button'
      manage.className = 'cmplz-manage-consent saar-cmp-reopen'
      manage.textContent = 'Halda nõusolekut'
      manage.addEventListener('click', show)
      document.body.appendChild(manage)
    }
    manage.hidden = false
  }

  window.wp_consent_type = settings.consenttype
  document.dispatchEvent(new CustomEvent('wp_consent_type_defined'))
  // Its banner once the body is there (the script may run from the head before it).
  ready(function () {
    if (cookie(prefix + 'banner-status') == 'dismissed') hide()
    else show()
  })
})()
