/*
 * Stand-in for Cookiebot's uc.js (Cybot, consent.cookiebot.com/uc.js), written from its developer SDK
 * (cookiebot.com/en/developer), nothing copied: `window.Cookiebot` with `consent.{necessary, preferences,
 * statistics, marketing}`, `consented`, `declined`, `hasResponse`, `renew()`, `submitCustomConsent()`; the
 * `CookieConsent` cookie (`{stamp:'…',necessary:true,preferences:…,statistics:…,marketing:…,method:'explicit',ver:1}`,
 * 12 months); window events `CookiebotOnLoad`, `CookiebotOnConsentReady`, `CookiebotOnAccept` and
 * `CookiebotOnDecline`. Its dialog keeps Cookiebot's ids (`#CybotCookiebotDialog`, the allow-all and decline
 * buttons), and once answered its widget (`#CookiebotWidget`) opens it again, as `Cookiebot.renew()` does.
 * The stand-in shop prints it async at the end of the body, after Saar's scripts: a tool that arrives late.
 */
(function () {
  var dialog, widget
  var bot = (window.Cookiebot = {
    consent: { necessary: true, preferences: false, statistics: false, marketing: false, stamp: '0', method: null },
    consented: false,
    declined: false,
    hasResponse: false,
    renew: show,
    show: show,
    hide: hide,
    submitCustomConsent: function (preferences, statistics, marketing) {
      answer(!!preferences, !!statistics, !!marketing)
    },
  })

  function fire(name) {
    window.dispatchEvent(new Event(name))
  }

  function apply(preferences, statistics, marketing) {
    bot.consent.preferences = preferences
    bot.consent.statistics = statistics
    bot.consent.marketing = marketing
    bot.consent.method = 'explicit'
    bot.consented = preferences || statistics || marketing
    bot.declined = !bot.consented
    bot.hasResponse = true
  }

  function answer(preferences, statistics, marketing) {
    apply(preferences, statistics, marketing)
    var value = "{stamp:'" + Date.now() + "',necessary:true,preferences:" + preferences + ',statistics:' + statistics + ',marketing:' + marketing + ",method:'explicit',ver:1}"
    document.cookie = 'CookieConsent=' + encodeURIComponent(value) + '; path=/; max-age=31536000; SameSite=Lax'
    hide()
    fire('CookiebotOnConsentReady')
    fire(bot.consented ? 'CookiebotOnAccept' : 'CookiebotOnDecline')
  }

  function show() {
    if (widget) widget.hidden = true
    if (dialog) {
      dialog.hidden = false
      return
    }
    dialog = document.createElement('div')
    dialog.id = 'CybotCookiebotDialog'
    dialog.className = 'saar-cmp-banner'
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-label', 'Küpsiste nõusolek')
    dialog.innerHTML =
      '<h2 id="CybotCookiebotDialogBodyContentTitle">See veebileht kasutab küpsiseid</h2>' +
      '<p id="CybotCookiebotDialogBodyContentText">Kasutame küpsiseid statistikaks ja turunduseks.</p>' +
      '<button type="button" id="CybotCookiebotDialogBodyButtonDecline">Keeldu</button> ' +
      '<button type="button" id="CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll">Luba kõik</button>'
    dialog.querySelector('#CybotCookiebotDialogBodyButtonDecline').addEventListener('click', function () {
      answer(false, false, false)
    })
    dialog.querySelector('#CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll').addEventListener('click', function () {
      answer(true, true, true)
    })
    document.body.appendChild(dialog)
  }

  function hide() {
    if (dialog) dialog.hidden = true
    if (!widget) {
      widget = document.createElement('button')
      widget.type = 'button'
      widget.id = 'CookiebotWidget'
      widget.className = 'saar-cmp-reopen'
      widget.textContent = 'Küpsiste seaded'
      widget.addEventListener('click', show)
      document.body.appendChild(widget)
    }
    widget.hidden = false
  }

  var stored = /(?:^|; )CookieConsent=([^;]*)/.exec(document.cookie)
  if (stored) {
    var value = decodeURIComponent(stored[1])
    apply(/preferences:true/.test(value), /statistics:true/.test(value), /marketing:true/.test(value))
    hide()
  }
  fire('CookiebotOnLoad')
  if (stored) fire('CookiebotOnConsentReady')
  else show()
})()
