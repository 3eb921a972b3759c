/*
 * Stand-in for Real Cookie Banner (devowl.io, real-cookie-banner 5.x, its banner bundle), written from how
 * PixelYourSite 11.2 and others use its API, nothing copied: `window.consentApi` asked per service by the cookie the
 * service sets: `consentSync(type, name, host)` returns `{cookie, cookieOptIn}`, `consent(type, name, host)` a promise
 * that is fulfilled once the visitor consents to it and rejected once the visitor decided without it. The decision
 * is its cookie `real_cookie_banner-v:3_blog:1_path:<hash>` (`<time>:<uuid>:<revision>:<JSON of groups>`); each
 * decision dispatches `RCBConsentChange` on document. Its banner's classes are generated per site, so the stand-in's
 * buttons are named by their text; "Privaatsusseaded" opens it again. Services: Google Analytics (`_ga`, statistics),
 * Meta Pixel (`_fbp`), Pinterest Tag (`_pinterest_sess` on .pinterest.com), Microsoft UET (`_uetsid`): marketing.
 */
(function () {
  function ready(start) {
    if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
  }

  var NAME = 'real_cookie_banner-v:3_blog:1_path:7b8f3e3'
  var SERVICES = { _ga: 'statistics', _fbp: 'marketing', _pinterest_sess: 'marketing', _uetsid: 'marketing' }
  var waiting = []
  var banner, reopen

  function decision() {
    var m = new RegExp('(?:^|; )' + NAME.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '=([^;]*)').exec(document.cookie)
    if (!m) return null
    try {
      return JSON.parse(decodeURIComponent(m[1]).split(':').slice(3).join(':'))
    } catch (e) {
      return null
    }
  }

  function optIn(name) {
    var groups = decision()
    return !!groups && !!SERVICES[name] && groups.indexOf(SERVICES[name]) >= 0
  }

  function settle() {
    if (!decision()) return
    waiting.splice(0).forEach(function (w) {
      ;(optIn(w.name) ? w.resolve : w.reject)()
    })
  }

  window.consentApi = {
    consentSync: function (type, name) {
      return { cookie: SERVICES[name] ? { type: type, name: name } : null, cookieOptIn: optIn(name) }
    },
    consent: function (type, name) {
      return new Promise(function (resolve, reject) {
        waiting.push({ name: name, resolve: resolve, reject: reject })
        settle()
      })
    },
  }

  function answer(groups) {
    var value = Math.floor(Date.now() / 1000) + ':' + 'u' + Math.random().toString(36).slice(2) + ':fb8b4370:' + JSON.stringify(groups)
    document.cookie = NAME + '=' + encodeURIComponent(value) + ';max-age=' + 365 * 86400 + ';path=/;SameSite=Lax'
    hide()
    settle()
    document.dispatchEvent(new CustomEvent('RCBConsentChange', { detail: { button: groups.length > 1 ? 'accept_all' : 'accept_essentials', consent: groups } }))
  }

  function show() {
    if (reopen) reopen.hidden = true
    if (banner) {
      banner.hidden = false
      return
    }
    banner = document.createElement('div')
    banner.className = 'saar-cmp-banner'
    banner.setAttribute('role', 'dialog')
    banner.setAttribute('aria-label', 'Privaatsuseelistused')
    banner.innerHTML =
      '<p>Kasutame teenuseid, mis salvestavad küpsiseid statistikaks ja turunduseks.</p>' +
      '<button type="button" data-rcb="essentials">Jätka ilma nõusolekuta</button> <button type="button" data-rcb="all">Nõustu kõigiga</button>'
    banner.querySelector('[data-rcb="essentials"]').addEventListener('click', function () {
      answer(['essential'])
    })
    banner.querySelector('[data-rcb="all"]').addEventListener('click', function () {
      answer(['essential', 'statistics', 'marketing'])
    })
    document.body.appendChild(banner)
  }

  function hide() {
    if (banner) banner.hidden = true
    if (!reopen) {
      reopen = document.createElement('button')
      reopen.type = 'button'
      reopen.className = 'saar-cmp-reopen'
      reopen.textContent = 'Privaatsusseaded'
      reopen.addEventListener('click', show)
      document.body.appendChild(reopen)
    }
    reopen.hidden = false
  }

  // Its banner once the body is there (the script may run from the head before it).
  ready(function () {
    if (decision()) hide()
    else show()
  })
})()
