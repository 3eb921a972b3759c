/*
 * Stand-in for ConsentMagic (PixelYourSite's consent tool), written from how PixelYourSite 11.2's public.js reads it,
 * nothing copied: its printed `CS_Data` names each script's category (`cs_script_cat`, category ids; the necessary
 * one is `cs_necessary_cat_id`) and the cookies' `test_prefix`; the answer per category is the cookie
 * `cs_enabled_cookie_term<test_prefix>_<id>` (`yes` or `no`), with `cs_viewed_cookie_policy` once answered. Its
 * buttons are `.cs_action_btn` with `data-cs_action` `allow_all` or `disable_all`; "Küpsiste seaded" opens its bar
 * again.
 */
(function () {
  function ready(start) {
    if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
  }

  var data = window.CS_Data
  var categories = []
  var bar, reopen
  Object.keys(data.cs_script_cat).forEach(function (script) {
    var id = data.cs_script_cat[script]
    if (id && id != data.cs_necessary_cat_id && categories.indexOf(id) < 0) categories.push(id)
  })

  function answer(value) {
    var age = ';max-age=' + 365 * 86400 + ';path=/;SameSite=Lax'
    categories.forEach(function (id) {
      document.cookie = 'cs_enabled_cookie_term' + data.test_prefix + '_' + id + '=' + value + age
    })
    document.cookie = 'cs_viewed_cookie_policy' + data.test_prefix + '=yes' + age
    hide()
  }

  function show() {
    if (reopen) reopen.hidden = true
    if (bar) {
      bar.hidden = false
      return
    }
    bar = document.createElement('div')
    bar.id = 'cs-info-bar'
    bar.className = 'cs-info-bar saar-cmp-banner'
    bar.setAttribute('role', 'dialog')
    bar.setAttribute('aria-label', 'Küpsiste nõusolek')
    bar.innerHTML =
      '<p class="cs-info-bar-text">Kasutame küpsiseid analüüsiks ja turunduseks.</p>' +
      '<button type="button" class="cs_action_btn cs-reject" data-cs_action="disable_all">Keela kõik</button> ' +
      '<button type="button" class="cs_action_btn cs-accept" data-cs_action="allow_all">Luba kõik</button>'
    bar.querySelectorAll('.cs_action_btn').forEach(function (button) {
      button.addEventListener('click', function (event) {
        event.preventDefault()
        answer(button.getAttribute('data-cs_action') == 'allow_all' ? 'yes' : 'no')
      })
    })
    document.body.appendChild(bar)
  }

  function hide() {
    if (bar) bar.hidden = true
    if (!reopen) {
      reopen = document.createElement('button')
      reopen.type = 'button'
      reopen.className = 'cs-info-sticky-button saar-cmp-reopen'
      reopen.textContent = 'Küpsiste seaded'
      reopen.addEventListener('click', show)
      document.body.appendChild(reopen)
    }
    reopen.hidden = false
  }

  // Its bar once the body is there (the script may run from the head before it).
  ready(function () {
    if (new RegExp('(?:^|; )cs_viewed_cookie_policy' + data.test_prefix + '=yes').test(document.cookie)) hide()
    else show()
  })
})()
