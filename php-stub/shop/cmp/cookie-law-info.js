/*
 * Stand-in for the older bar of Cookie Law Info ("GDPR Cookie Consent" 1.x/2.x, public/js/cookie-law-info-public.js),
 * written from what PixelYourSite 11.2's public.js and the plugin's cookie descriptions say of it, nothing copied: the
 * bar writes `viewed_cookie_policy` (`yes` accepted, `no` rejected) and one `cookielawinfo-checkbox-<category>`
 * (`yes`/`no`) per category when one of its buttons is clicked, and keeps the answer in `CLI.consent`. Its markup keeps
 * the plugin's ids and classes: `#cookie-law-info-bar`, accept `#cookie_action_close_header`, reject
 * `#cookie_action_close_header_reject`, accept all `#wt-cli-accept-all-btn` (all `.cli_action_button`), the
 * categories' checkboxes `#wt-cli-checkbox-<category>`, and `#cookie-law-info-again` opens the bar again. The plugin
 * prints its settings (`Cli_Data`) inline before this script.
 */
(function () {
  var CATEGORIES = ['necessary', 'functional', 'performance', 'analytics', 'advertisement', 'others']
  var bar, again

  function ready(start) {
    if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
  }

  function cookie(name) {
    var m = new RegExp('(?:^|; )' + name + '=([^;]*)').exec(document.cookie)
    return m ? m[1] : ''
  }

  var CLI = (window.CLI = { consent: {} })

  function answer(viewed, granted) {
    var age = ';max-age=' + 365 * 86400 + ';path=/;SameSite=Lax'
    CATEGORIES.forEach(function (c) {
      var yes = c == 'necessary' || granted(c)
      CLI.consent[c] = yes
      document.cookie = 'cookielawinfo-checkbox-' + c + '=' + (yes ? 'yes' : 'no') + age
    })
    document.cookie = 'viewed_cookie_policy=' + viewed + age
    document.cookie = 'CookieLawInfoConsent=' + btoa(JSON.stringify(CLI.consent)) + age
    hide()
  }

  function show() {
    if (again) again.hidden = true
    if (bar) {
      bar.hidden = false
      return
    }
    bar = document.createElement('div')
    bar.id = 'cookie-law-info-bar'
    bar.className = 'saar-cmp-banner'
    bar.setAttribute('role', 'dialog')
    bar.setAttribute('aria-label', 'Küpsiste nõusolek')
    bar.innerHTML =
      '<span>Kasutame küpsiseid analüüsiks ja reklaamiks.</span> ' +
      '<label><input type="checkbox" id="wt-cli-checkbox-analytics"> Analüütika</label> ' +
      '<label><input type="checkbox" id="wt-cli-checkbox-advertisement"> Reklaam</label> ' +
      '<button type="button" id="cookie_action_close_header_reject" class="cookie_action_close_header_reject cli_action_button wt-cli-reject-btn">Keeldu</button> ' +
      '<button type="button" id="cookie_action_close_header" class="cli_action_button wt-cli-accept-btn">Nõustu valitutega</button> ' +
      '<button type="button" id="wt-cli-accept-all-btn" class="wt-cli-element cli_action_button">Nõustu kõigiga</button>'
    bar.querySelector('#cookie_action_close_header_reject').addEventListener('click', function () {
      answer('no', function () {
        return false
      })
    })
    bar.querySelector('#cookie_action_close_header').addEventListener('click', function () {
      answer('yes', function (c) {
        var box = bar.querySelector('#wt-cli-checkbox-' + c)
        return !!box && box.checked
      })
    })
    bar.querySelector('#wt-cli-accept-all-btn').addEventListener('click', function () {
      answer('yes', function () {
        return true
      })
    })
    document.body.appendChild(bar)
  }

  function hide() {
    if (bar) bar.hidden = true
    if (!again) {
      again = document.createElement('button')
      again.type = 'button'
      again.id = 'cookie-law-info-again'
      again.className = 'saar-cmp-reopen'
      again.textContent = 'Privaatsus- ja küpsiste seaded'
      again.addEventListener('click', show)
      document.body.appendChild(again)
    }
    again.hidden = false
  }

  ready(function () {
    CATEGORIES.forEach(function (c) {
      CLI.consent[c] = cookie('cookielawinfo-checkbox-' + c) == 'yes'
    })
    if (cookie('viewed_cookie_policy')) hide()
    else show()
  })
})()
