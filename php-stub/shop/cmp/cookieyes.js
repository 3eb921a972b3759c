/*
 * Stand-in for CookieYes (the CookieYes plugin 3.x, lite/frontend/js/script.min.js, once "GDPR Cookie Consent"),
 * written from its documentation (cookieyes.com/documentation: getCkyConsent(), the cookieyes_consent_update event),
 * nothing copied: the cookie `cookieyes-consent`
 * (`consentid:…,consent:yes|no,action:yes,necessary:yes,functional:…,analytics:…,performance:…,advertisement:…`,
 * a year), `getCkyConsent()`, document events `cookieyes_banner_load` and `cookieyes_consent_update` (detail
 * `{accepted, rejected}`: category slugs). Its banner keeps CookieYes's classes (`.cky-consent-container`,
 * `.cky-btn-accept`, `.cky-btn-reject`), and its revisit button (`.cky-btn-revisit`) opens it again. The plugin
 * prints its settings (`_ckyConfig`) inline before this script, which loads async.
 */
(function () {
  function ready(start) {
    if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
  }

  var CATEGORIES = ['necessary', 'functional', 'analytics', 'performance', 'advertisement']
  var banner, revisit

  function read() {
    var m = /(?:^|; )cookieyes-consent=([^;]*)/.exec(document.cookie)
    var fields = {}
    if (m)
      decodeURIComponent(m[1])
        .split(',')
        .forEach(function (pair) {
          var at = pair.indexOf(':')
          fields[pair.slice(0, at)] = pair.slice(at + 1)
        })
    return fields
  }

  window.getCkyConsent = function () {
    var fields = read()
    var categories = {}
    CATEGORIES.forEach(function (c) {
      categories[c] = c == 'necessary' || fields[c] == 'yes'
    })
    return { activeLaw: 'gdpr', categories: categories, isUserActionCompleted: fields.action == 'yes', consentID: fields.consentid || '', languageCode: 'et' }
  }

  function answer(accepted) {
    var fields = ['consentid:c' + Math.random().toString(36).slice(2), 'consent:' + (accepted.length > 1 ? 'yes' : 'no'), 'action:yes']
    CATEGORIES.forEach(function (c) {
      fields.push(c + ':' + (accepted.indexOf(c) >= 0 ? 'yes' : 'no'))
    })
    document.cookie = 'cookieyes-consent=' + fields.join(',') + '; path=/; max-age=31536000; SameSite=Lax'
    hide()
    document.dispatchEvent(
      new CustomEvent('cookieyes_consent_update', {
        detail: { accepted: accepted, rejected: CATEGORIES.filter(function (c) { return accepted.indexOf(c) < 0 }) },
      }),
    )
  }

  function show() {
    if (revisit) revisit.hidden = true
    if (banner) {
      banner.hidden = false
      return
    }
    banner = document.createElement('div')
    banner.className = 'cky-consent-container saar-cmp-banner'
    banner.setAttribute('role', 'region')
    banner.setAttribute('aria-label', 'Küpsiste nõusolek')
    banner.innerHTML =
      '<div class="cky-consent-bar"><p class="cky-title">Me hindame teie privaatsust</p>' +
      '<p class="cky-notice-des">Kasutame küpsiseid analüüsiks ja reklaamiks.</p>' +
      '<div class="cky-notice-btn-wrapper"><button type="button" class="cky-btn cky-btn-reject">Keeldu kõigist</button> ' +
      '<button type="button" class="cky-btn cky-btn-accept">Nõustu kõigiga</button></div></div>'
    banner.querySelector('.cky-btn-reject').addEventListener('click', function () {
      answer(['necessary'])
    })
    banner.querySelector('.cky-btn-accept').addEventListener('click', function () {
      answer(CATEGORIES.slice())
    })
    document.body.appendChild(banner)
  }

  function hide() {
    if (banner) banner.hidden = true
    if (!revisit) {
      revisit = document.createElement('div')
      revisit.className = 'cky-btn-revisit-wrapper'
      revisit.innerHTML = '<button type="button" class="cky-btn-revisit saar-cmp-reopen">Küpsiste seaded</button>'
      revisit.querySelector('button').addEventListener('click', show)
      document.body.appendChild(revisit)
    }
    revisit.hidden = false
  }

  // Its banner once the body is there (the script may run from the head before it).
  ready(function () {
    if (read().action == 'yes') hide()
    else show()
    document.dispatchEvent(new CustomEvent('cookieyes_banner_load', { detail: window.getCkyConsent() }))
  })
})()
