/*
 * Stand-in for a consent banner that speaks only Google Consent Mode (as a GTM community template of a CMP does),
 * written from Google's consent documentation (developers.google.com/tag-platform/security/guides/consent), nothing
 * copied: gtag's `consent default` with everything denied and `wait_for_update` first, then `consent update` with
 * `analytics_storage`, `ad_storage`, `ad_user_data` and `ad_personalization` on each choice, and on each page once a
 * choice is stored (its own cookie, `consent_mode_choice`, `granted` or `denied`), pushed as gtag pushes them: the
 * `arguments` object onto `dataLayer`. "Nõusoleku seaded" opens it again.
 */
(function () {
  function ready(start) {
    if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
  }

  window.dataLayer = window.dataLayer || []
  function gtag() {
    window.dataLayer.push(arguments)
  }
  var banner, reopen
  var TYPES = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization']

  function values(value) {
    var out = {}
    TYPES.forEach(function (t) {
      out[t] = value
    })
    return out
  }

  function stored() {
    var m = /(?:^|; )consent_mode_choice=(granted|denied)/.exec(document.cookie)
    return m ? m[1] : ''
  }

  function answer(value) {
    document.cookie = 'consent_mode_choice=' + value + ';max-age=' + 365 * 86400 + ';path=/;SameSite=Lax'
    hide()
    gtag('consent', 'update', values(value))
  }

  function show() {
    if (reopen) reopen.hidden = true
    if (banner) {
      banner.hidden = false
      return
    }
    banner = document.createElement('div')
    banner.className = 'consent-mode-banner saar-cmp-banner'
    banner.setAttribute('role', 'dialog')
    banner.setAttribute('aria-label', 'Nõusolek')
    banner.innerHTML =
      '<p>Kas lubate analüüsi- ja reklaamiküpsised?</p><button type="button" class="consent-deny">Ei</button> <button type="button" class="consent-grant">Jah</button>'
    banner.querySelector('.consent-deny').addEventListener('click', function () {
      answer('denied')
    })
    banner.querySelector('.consent-grant').addEventListener('click', function () {
      answer('granted')
    })
    document.body.appendChild(banner)
  }

  function hide() {
    if (banner) banner.hidden = true
    if (!reopen) {
      reopen = document.createElement('button')
      reopen.type = 'button'
      reopen.className = 'consent-mode-reopen saar-cmp-reopen'
      reopen.textContent = 'Nõusoleku seaded'
      reopen.addEventListener('click', show)
      document.body.appendChild(reopen)
    }
    reopen.hidden = false
  }

  gtag('consent', 'default', Object.assign(values('denied'), { wait_for_update: 500 }))
  if (stored()) gtag('consent', 'update', values(stored()))
  // Its banner once the body is there (the script may run from the head before it).
  ready(function () {
    if (stored()) hide()
    else show()
  })
})()
