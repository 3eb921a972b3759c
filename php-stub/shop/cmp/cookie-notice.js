/*
 * Stand-in for Cookie Notice & Compliance for GDPR / CCPA (Hu-manity.co, 2.x js/front.js), written from what its
 * front script does, nothing copied: all or nothing; the cookie named by `cnArgs.cookieName` (printed inline before
 * this script) holds `true` or `false` for `cnArgs.cookieTime` seconds; after each choice `setCookieNotice` is
 * dispatched on document (detail `{value, time, expires, data}`) and the body gets `cookies-set` and
 * `cookies-accepted` or `cookies-refused`. The notice keeps its ids and classes (`#cookie-notice`, `.cn-set-cookie`
 * with `data-cookie-set="accept|refuse"`), and with revoking on, `.cn-revoke-cookie` shows it again.
 */
(function () {
  function ready(start) {
    if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
  }

  var args = window.cnArgs
  var notice, revoke

  function set(value) {
    var expires = new Date(Date.now() + Number(args.cookieTime) * 1000)
    document.cookie = args.cookieName + '=' + value + ';expires=' + expires.toUTCString() + ';path=' + (args.cookiePath || '/') + ';SameSite=Lax'
    document.body.classList.remove('cookies-not-set', 'cookies-accepted', 'cookies-refused')
    document.body.classList.add('cookies-set', value == 'true' ? 'cookies-accepted' : 'cookies-refused')
    hide()
    document.dispatchEvent(new CustomEvent('setCookieNotice', { detail: { value: value, time: new Date(), expires: expires, data: args }, bubbles: true, cancelable: true }))
  }

  function show() {
    if (revoke) revoke.hidden = true
    if (notice) {
      notice.hidden = false
      return
    }
    notice = document.createElement('div')
    notice.id = 'cookie-notice'
    notice.className = 'cookie-notice-hidden saar-cmp-banner'
    notice.setAttribute('role', 'dialog')
    notice.setAttribute('aria-label', 'Küpsiste teade')
    notice.innerHTML =
      '<div class="cookie-notice-container"><span id="cn-notice-text" class="cn-text-container">Kasutame küpsiseid, et pakkuda parimat kogemust.</span>' +
      '<span id="cn-notice-buttons" class="cn-buttons-container"><button type="button" id="cn-accept-cookie" data-cookie-set="accept" class="cn-set-cookie cn-button">Nõustun</button> ' +
      '<button type="button" id="cn-refuse-cookie" data-cookie-set="refuse" class="cn-set-cookie cn-button">Keeldun</button></span></div>'
    notice.querySelectorAll('.cn-set-cookie').forEach(function (button) {
      button.addEventListener('click', function () {
        set(button.getAttribute('data-cookie-set') == 'accept' ? 'true' : 'false')
      })
    })
    document.body.appendChild(notice)
  }

  function hide() {
    if (notice) notice.hidden = true
    if (args.revokeCookies != '1') return
    if (!revoke) {
      revoke = document.createElement('div')
      revoke.className = 'cookie-revoke-container'
      revoke.innerHTML = '<button type="button" class="cn-revoke-cookie cn-button saar-cmp-reopen">Tühista nõusolek</button>'
      revoke.querySelector('button').addEventListener('click', show)
      document.body.appendChild(revoke)
    }
    revoke.hidden = false
  }

  // Its notice once the body is there (the script may run from the head before it).
  ready(function () {
    var value = new RegExp('(?:^|; )' + args.cookieName + '=([^;]*)').exec(document.cookie)
    document.body.classList.add(value ? 'cookies-set' : 'cookies-not-set')
    if (value) hide()
    else show()
  })
})()
