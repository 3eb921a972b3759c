/*
 * Stand-in for an IAB TCF 2.2 consent management platform, written from the IAB Tech Lab's "CMP API v2"
 * (InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework, TCFv2/IAB Tech Lab - CMP API v2.md), nothing
 * copied: the page's inline stub (`__tcfapi` queueing calls in `__tcfapi.a` until the CMP loads) is replaced by the
 * CMP's `__tcfapi(command, version, callback, parameter)`: `ping`, `addEventListener` (calls back at once with
 * the current TCData, and again on each change, each with its `listenerId`), `removeEventListener`. TCData carries
 * `gdprApplies`, `eventStatus` (`tcloaded`, `cmpuishown`, `useractioncomplete`), `cmpStatus`,
 * `purpose.consents` and `purpose.legitimateInterests`. The choice is kept in `euconsent-v2`; a real CMP encodes
 * the TC string there, the stand-in keeps `all` or `none`. Its dialog uses Google's CMP classes
 * (`.fc-consent-root`, `.fc-cta-consent`, `.fc-cta-do-not-consent`); "Privaatsus- ja küpsiste seaded" opens it again.
 */
(function () {
  function ready(start) {
    if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
  }

  var queued = (window.__tcfapi && window.__tcfapi.a) || []
  var listeners = {}
  var nextId = 1
  var root, reopen

  function stored() {
    var m = /(?:^|; )euconsent-v2=([^;]*)/.exec(document.cookie)
    return m ? m[1] : ''
  }

  function tcData(eventStatus, listenerId) {
    var all = stored() == 'all'
    var purposes = {}
    for (var n = 1; n <= 11; n++) purposes[n] = all
    return {
      tcString: stored() ? 'CPstand-in' + stored() : '',
      tcfPolicyVersion: 4,
      cmpId: 300,
      cmpVersion: 1,
      gdprApplies: true,
      eventStatus: eventStatus,
      cmpStatus: 'loaded',
      listenerId: listenerId,
      isServiceSpecific: true,
      useNonStandardTexts: false,
      purposeOneTreatment: false,
      publisherCC: 'EE',
      purpose: { consents: purposes, legitimateInterests: {} },
      vendor: { consents: {}, legitimateInterests: {} },
      specialFeatureOptins: {},
      publisher: { consents: {}, legitimateInterests: {} },
    }
  }

  function tell(eventStatus) {
    Object.keys(listeners).forEach(function (id) {
      listeners[id](tcData(eventStatus, Number(id)), true)
    })
  }

  function api(command, version, callback, parameter) {
    if (version !== 2 || typeof callback != 'function') return
    if (command == 'ping') callback({ gdprApplies: true, cmpLoaded: true, cmpStatus: 'loaded', displayStatus: root && !root.hidden ? 'visible' : 'hidden', apiVersion: '2.2', cmpId: 300, cmpVersion: 1, tcfPolicyVersion: 4 })
    else if (command == 'addEventListener') {
      var id = nextId++
      listeners[id] = callback
      callback(tcData(stored() ? 'tcloaded' : 'cmpuishown', id), true)
    } else if (command == 'removeEventListener') {
      var had = !!listeners[parameter]
      delete listeners[parameter]
      callback(had)
    } else callback(null, false)
  }

  function answer(value) {
    document.cookie = 'euconsent-v2=' + value + ';max-age=' + 390 * 86400 + ';path=/;SameSite=Lax'
    hide()
    tell('useractioncomplete')
  }

  function show() {
    if (reopen) reopen.hidden = true
    if (root) {
      root.hidden = false
      tell('cmpuishown')
      return
    }
    root = document.createElement('div')
    root.className = 'fc-consent-root saar-cmp-banner'
    root.setAttribute('role', 'dialog')
    root.setAttribute('aria-label', 'Teie andmete kasutamine')
    root.innerHTML =
      '<p class="fc-dialog-headline">Saar soovib teie nõusolekut teie isikuandmete kasutamiseks:</p>' +
      '<button type="button" class="fc-button fc-cta-do-not-consent">Ei nõustu</button> <button type="button" class="fc-button fc-cta-consent">Nõustun</button>'
    root.querySelector('.fc-cta-do-not-consent').addEventListener('click', function () {
      answer('none')
    })
    root.querySelector('.fc-cta-consent').addEventListener('click', function () {
      answer('all')
    })
    document.body.appendChild(root)
  }

  function hide() {
    if (root) root.hidden = true
    if (!reopen) {
      reopen = document.createElement('button')
      reopen.type = 'button'
      reopen.className = 'fc-revoke saar-cmp-reopen'
      reopen.textContent = 'Privaatsus- ja küpsiste seaded'
      reopen.addEventListener('click', show)
      document.body.appendChild(reopen)
    }
    reopen.hidden = false
  }

  window.__tcfapi = api
  // Its dialog once the body is there (the script may run from the head before it).
  ready(function () {
    if (stored()) hide()
    else show()
  })
  queued.forEach(function (args) {
    api.apply(null, args)
  })
})()
