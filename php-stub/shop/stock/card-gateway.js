/*
 * Stand-in for a card gateway's checkout script (handle `stand-in-card-gateway`): a gateway that makes a token of
 * the card in the browser, as Stripe's, Montonio's or Maksekeskus's card forms do, written for the stand-in (no third
 * party: nothing leaves the page but a made-up token). It hooks in where gateways hook into WooCommerce's checkout:
 * `checkout_place_order_standin_card` on form.checkout, asked before the order is posted; through jQuery where the
 * page has it (as every real gateway does), else as the DOM event of that name that Saar's checkout dispatches on
 * the form without jQuery (cancelable: preventDefault() says no, as a jQuery handler's false does).
 * - Without a token yet the card's fields are checked (a number of 13–19 digits that passes Luhn's check, an expiry
 *   MM / YY not past, a CVC of 3–4 digits): what is wrong is said in the box (its role=alert region), focus goes to
 *   the field, and the post is stopped. When they pass, the post is stopped all the same while the token is made
 *   (`tok_<last four digits>`, in a hidden `standin_card_token` field of the form, 50 ms later, as a real gateway's
 *   call takes a moment), and the form is submitted again as gateways do it (`$form.trigger('submit')`, else
 *   requestSubmit()); this time the token is there and the post goes on.
 * - Typing into the card's fields drops the token and the message.
 * The checkout's own refreshes keep what was typed: the fields have ids, which checkout.js (and Saar) put back.
 */
/* global jQuery */
(function () {
  var ID = 'standin_card'

  function checkoutForm() {
    return document.querySelector('form.checkout')
  }
  function field(name) {
    return document.getElementById(ID + '-card-' + name)
  }
  function tokenField(form) {
    return form && form.querySelector('input[name="' + ID + '_token"]')
  }
  function digits(value) {
    return String(value || '').replace(/[\s-]/g, '')
  }
  function luhn(number) {
    var sum = 0
    for (var i = 0; i < number.length; i++) {
      var d = Number(number[number.length - 1 - i])
      if (i % 2) d = d * 2 > 9 ? d * 2 - 9 : d * 2
      sum += d
    }
    return sum % 10 === 0
  }
  /** The first thing wrong with the card's fields, as [field, text]; null when nothing is. */
  function problem() {
    var number = digits(field('number') && field('number').value)
    if (!/^\d{13,19}$/.test(number) || !luhn(number)) return ['number', 'Kaardi number ei ole õige.']
    var expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec((field('expiry') && field('expiry').value) || '')
    var now = new Date()
    var month = expiry ? Number(expiry[1]) : 0
    var year = expiry ? 2000 + Number(expiry[2]) : 0
    if (!expiry || month < 1 || month > 12 || year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return ['expiry', 'Kaardi aegumiskuupäev ei ole õige.']
    if (!/^\d{3,4}$/.test(digits(field('cvc') && field('cvc').value))) return ['cvc', 'Kaardi turvakood ei ole õige.']
    return null
  }
  function say(text) {
    var box = document.getElementById(ID + '-errors')
    if (box) box.textContent = text
  }

  /** The gateway's answer to checkout_place_order_standin_card: true lets the post go. */
  function placeOrder() {
    var form = checkoutForm()
    if (!form || tokenField(form)) return true
    var wrong = problem()
    if (wrong) {
      say(wrong[1])
      field(wrong[0]).focus()
      return false
    }
    say('')
    var last = digits(field('number').value).slice(-4)
    setTimeout(function () {
      var token = document.createElement('input')
      token.type = 'hidden'
      token.name = ID + '_token'
      token.value = 'tok_' + last
      form.appendChild(token)
      if (window.jQuery) jQuery(form).trigger('submit')
      else form.requestSubmit()
    }, 50)
    return false
  }

  document.addEventListener('input', function (event) {
    var target = event.target
    if (!target || !target.id || target.id.indexOf(ID + '-card-') !== 0) return
    var token = tokenField(checkoutForm())
    if (token) token.parentNode.removeChild(token)
    say('')
  })

  function bind() {
    var form = checkoutForm()
    if (!form) return
    if (window.jQuery) jQuery(form).on('checkout_place_order_' + ID, placeOrder)
    else
      form.addEventListener('checkout_place_order_' + ID, function (event) {
        if (!placeOrder()) event.preventDefault()
      })
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', bind)
  else bind()
})()
