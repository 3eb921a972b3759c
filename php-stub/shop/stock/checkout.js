/*
 * Stand-in for WooCommerce's checkout script (handle `wc-checkout`, assets/js/frontend/checkout.js of WooCommerce
 * 9.9.5, from what the real script binds and sends). Written for the stand-in, not copied.
 * The stand-in prints it where a real shop keeps checkout.js: in stock mode (`?stock=1`), and where a gateway's script
 * depends on it (`?gateway_dep=wc-checkout`); beside it Saar's checkout stands down. What it does, bound as the real
 * script binds it (jQuery on the form and the body):
 * - The order review's refresh: `update_checkout` on the body (anyone may trigger it) waits 5 ms, so several changes
 *   make one request, then posts wc-ajax=update_order_review (the nonce of `wc_checkout_params`, the payment method,
 *   the billing address and the shipping one, `has_full_address`, the whole form as `post_data`, the chosen shipping
 *   methods by their data-index); a newer refresh aborts the one in flight. Triggered on load (`init_checkout`), by a
 *   change of a shipping method, the ship-to box or an `.update_totals_on_change` field (naming it as
 *   `current_target`), by an address select's change, and 1 s after the last key in an address text field (the
 *   postcode, the city) or at its change, once the address's required fields are filled.
 * - The answer: `reload` reloads; the fragments that changed replace their selectors; the terms box and the payment
 *   boxes' typed values are put back; notices are shown; the payment methods are set up again; focus goes back to the
 *   shipping method whose change caused it; `updated_checkout` fires with the answer.
 * - Payment methods: the chosen box opens (a 230 ms slide), the others close, the button takes the gateway's text,
 *   `payment_method_selected` fires on a change.
 * - The toggles: ship to a different address, create an account, the login form (`.showlogin`), the coupon form
 *   (`.showcoupon`, applied with wc-ajax=apply_coupon, then a refresh), a coupon's removal, the terms text.
 * - Placing the order: `checkout_place_order` and `checkout_place_order_<gateway>` asked with triggerHandler (false
 *   stops it), one post of wc-ajax=checkout while the form is `processing`; a success follows `redirect`
 *   (`checkout_place_order_success` may stop it), a failure shows the notices at the top of the form, scrolls there
 *   and fires `checkout_error`; a failed call shows `i18n_checkout_error`.
 * Not stood in for: blockUI's overlay (the stand-in marks the regions `aria-busy` only), inline validation.
 * The stand-in shop refuses a POST without its four anti-spam fields; on a real shop the anti-spam plugin supplies
 * them, here they are read from the settings JSON the page prints, or without it from the checkout form.
 */
/* global jQuery, wc_checkout_params */
jQuery(function ($) {
  if (typeof wc_checkout_params === 'undefined') return

  var timer = 0
  var xhr = null
  var dirty = null
  var selected = false
  var shownFragments = null
  var $form = $('form.checkout')
  var antiSpam = {}
  try {
    antiSpam = JSON.parse(document.getElementById('saar-settings').textContent).antiSpam || {}
  } catch (e) {
    $('form[method="post"] input[type="hidden"][name^="saar_"]').each(function () {
      antiSpam[this.name] = this.value
    })
  }
  var endpoint = function (name) {
    return String(wc_checkout_params.wc_ajax_url).replace('%%endpoint%%', name)
  }
  var slide = function ($el, open, ms) {
    if (open) $el.slideDown(ms)
    else $el.slideUp(ms)
  }

  // Payment methods.
  function initPaymentMethods() {
    var $methods = $('.woocommerce-checkout input[name="payment_method"]')
    if ($methods.length === 1) $methods.eq(0).hide()
    if (selected) $('#' + selected).prop('checked', true)
    if (!$methods.filter(':checked').length) $methods.eq(0).prop('checked', true)
    var checked = $methods.filter(':checked').eq(0).prop('id')
    if ($methods.length > 1) $('div.payment_box:not(".' + checked + '")').filter(':visible').slideUp(0)
    $methods.filter(':checked').eq(0).trigger('click')
  }
  $form.on('click', 'input[name="payment_method"]', function () {
    if ($('.payment_methods input.input-radio').length > 1) {
      var $box = $('div.payment_box.' + this.id)
      if (this.checked && !$box.is(':visible')) {
        $('div.payment_box').filter(':visible').slideUp(230)
        $box.slideDown(230)
      }
    } else $('div.payment_box').show()
    $('#place_order').text($(this).data('order_button_text') || $('#place_order').data('value'))
    var now = $('.woocommerce-checkout input[name="payment_method"]:checked').attr('id')
    if (now !== selected) $(document.body).trigger('payment_method_selected')
    selected = now
  })

  // The order review's refresh.
  function triggerUpdate(target) {
    clearTimeout(timer)
    dirty = null
    $(document.body).trigger('update_checkout', { current_target: target || null })
  }
  function maybeUpdate() {
    var complete = true
    if (dirty)
      $(dirty)
        .closest('div')
        .find('.address-field.validate-required')
        .each(function () {
          if ($(this).find('input.input-text').val() === '') complete = false
        })
    if (complete) triggerUpdate()
  }
  $(document.body).on('update_checkout', function (event, args) {
    clearTimeout(timer)
    timer = setTimeout(function () {
      update(args)
    }, 5)
  })
  $(document.body).on('init_checkout', function () {
    $(document.body).trigger('update_checkout')
  })
  $form.on('update', function () {
    triggerUpdate(this)
  })
  $form.on('change', 'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, .update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"]', function () {
    triggerUpdate(this)
  })
  $form.on('change', '.address-field select', function () {
    dirty = this
    maybeUpdate()
  })
  $form.on('change', '.address-field input.input-text, .update_totals_on_change input.input-text', function () {
    if (!dirty) return
    dirty = this
    maybeUpdate()
  })
  $form.on('keydown', '.address-field input.input-text, .update_totals_on_change input.input-text', function (event) {
    if (event.which === 9) return
    dirty = this
    clearTimeout(timer)
    timer = setTimeout(maybeUpdate, 1000)
  })

  function update(args) {
    if (xhr) xhr.abort()
    if (!$('form.checkout').length) return
    args = args || { update_shipping_method: true }
    var value = function (id) {
      return $(':input#' + id).val()
    }
    var elsewhere = $('#ship-to-different-address input').is(':checked')
    var full = true
    $form.find('.address-field.validate-required:visible').each(function () {
      if ($(this).find(':input').val() === '') full = false
    })
    var data = $.extend({}, antiSpam, { security: wc_checkout_params.update_order_review_nonce, payment_method: $form.find('input[name="payment_method"]:checked').val(), has_full_address: full, post_data: $form.serialize() })
    $.each(['country', 'state', 'postcode', 'city', 'address', 'address_2'], function (_, name) {
      var field = name === 'address' ? 'address_1' : name
      data[name] = value('billing_' + field)
      data['s_' + name] = value((elsewhere ? 'shipping_' : 'billing_') + field)
    })
    if (args.update_shipping_method !== false) {
      var methods = {}
      $('select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]').each(function () {
        methods[$(this).data('index')] = $(this).val()
      })
      data.shipping_method = methods
    }
    var $busy = $('.woocommerce-checkout-payment, .woocommerce-checkout-review-order-table').attr('aria-busy', 'true')
    xhr = $.ajax({
      type: 'POST',
      url: endpoint('update_order_review'),
      data: data,
      dataType: 'json',
      complete: function () {
        $busy.removeAttr('aria-busy')
      },
      success: function (answer) {
        if (answer && answer.reload === true) return void window.location.reload()
        $('.woocommerce-NoticeGroup-updateOrderReview').remove()
        var terms = $('#terms').prop('checked')
        var typed = {}
        $('.payment_box :input').each(function () {
          if (this.id) typed[this.id] = this.type === 'checkbox' || this.type === 'radio' ? this.checked : $(this).val()
        })
        if (answer && answer.fragments) {
          $.each(answer.fragments, function (selector, markup) {
            if (!shownFragments || shownFragments[selector] !== markup) $(selector).replaceWith(markup)
          })
          shownFragments = answer.fragments
        }
        if (terms) $('#terms').prop('checked', true)
        $('.payment_box :input').each(function () {
          if (!this.id || !(this.id in typed)) return
          if (this.type === 'checkbox' || this.type === 'radio') $(this).prop('checked', typed[this.id]).trigger('change')
          else if ($(this).val() === '') $(this).val(typed[this.id]).trigger('change')
        })
        var failure = answer && answer.result === 'failure'
        if (failure) $('.woocommerce-error, .woocommerce-message').remove()
        if (answer && answer.messages) $form.prepend('<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-updateOrderReview">' + answer.messages + '</div>')
        if (failure) scrollToNotices()
        initPaymentMethods()
        var target = args.current_target
        if (answer && answer.result === 'success' && target && target.id && target.id.indexOf('shipping_method') !== -1) {
          var again = document.getElementById(target.id)
          if (again) again.focus()
        }
        $(document.body).trigger('updated_checkout', [answer])
      },
    })
  }

  function scrollToNotices() {
    var $notices = $('.woocommerce-NoticeGroup-updateOrderReview, .woocommerce-NoticeGroup-checkout')
    var el = ($notices.length ? $notices : $form)[0]
    if (el) window.scrollTo({ top: Math.max(0, el.getBoundingClientRect().top + window.scrollY - 100) })
  }

  // The toggles.
  $form.on('change', '#ship-to-different-address input', function () {
    slide($('div.shipping_address'), this.checked, 400)
  })
  $('div.shipping_address').toggle($('#ship-to-different-address input').is(':checked'))
  if (wc_checkout_params.option_guest_checkout === 'yes') {
    $('input#createaccount')
      .on('change', function () {
        if (this.checked) $('#account_password').val('')
        slide($('div.create-account'), this.checked, 400)
      })
      .each(function () {
        $('div.create-account').toggle(this.checked)
      })
  }
  $(document.body).on('click', 'a.showlogin', function () {
    $('form.login, form.woocommerce-form--login').slideToggle(400)
    return false
  })
  $(document.body).on('click', 'a.woocommerce-terms-and-conditions-link', function () {
    var $terms = $('.woocommerce-terms-and-conditions')
    if (!$terms.length) return
    $terms.slideToggle(400)
    return false
  })
  $('form.checkout_coupon').hide()
  $(document.body).on('click', 'a.showcoupon', function () {
    var $link = $(this)
    $('.checkout_coupon').slideToggle(400, function () {
      $link.attr('aria-expanded', $(this).is(':visible') ? 'true' : 'false')
      if ($(this).is(':visible')) $(this).find(':input:eq(0)').trigger('focus')
    })
    return false
  })
  $(document.body).on('submit', 'form.checkout_coupon', function () {
    var $coupon = $(this)
    var code = $coupon.find('input[name="coupon_code"]').val()
    $.ajax({
      type: 'POST',
      url: endpoint('apply_coupon'),
      data: $.extend({}, antiSpam, { security: wc_checkout_params.apply_coupon_nonce, coupon_code: code, billing_email: $form.find('input[name="billing_email"]').val() }),
      dataType: 'html',
      success: function (notices) {
        $('.woocommerce-error, .woocommerce-message, .coupon-error-notice').remove()
        if (!notices) return
        if (notices.indexOf('woocommerce-error') === -1) {
          $coupon.slideUp(400).before(notices)
          $coupon.find('input[name="coupon_code"]').val('')
        } else $('<span class="coupon-error-notice" id="coupon-error-notice" role="alert"></span>').text($(notices).text().trim()).appendTo($coupon.find('#coupon_code').parent())
        $(document.body).trigger('applied_coupon_in_checkout', [code])
        $(document.body).trigger('update_checkout', { update_shipping_method: false })
      },
    })
    return false
  })
  $(document.body).on('click', '.woocommerce-remove-coupon', function (event) {
    event.preventDefault()
    var code = $(this).data('coupon')
    $.ajax({
      type: 'POST',
      url: endpoint('remove_coupon'),
      data: $.extend({}, antiSpam, { security: wc_checkout_params.remove_coupon_nonce, coupon: code }),
      dataType: 'html',
      success: function (notices) {
        $('.woocommerce-error, .woocommerce-message').remove()
        if (!notices) return
        $('form.woocommerce-checkout').before(notices)
        $(document.body).trigger('removed_coupon_in_checkout', [code])
        $(document.body).trigger('update_checkout', { update_shipping_method: false })
      },
    })
  })

  // Placing the order.
  function submitError(html) {
    $('.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message').remove()
    $form.prepend('<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">' + html + '</div>')
    $form.removeClass('processing').removeAttr('aria-busy')
    scrollToNotices()
    $(document.body).trigger('checkout_error', [html])
  }
  $form.attr('novalidate', 'novalidate')
  $form.on('submit', function () {
    clearTimeout(timer)
    if ($form.is('.processing')) return false
    var gateway = $form.find('input[name="payment_method"]:checked').val()
    if ($form.triggerHandler('checkout_place_order', [{}]) === false || $form.triggerHandler('checkout_place_order_' + gateway, [{}]) === false) return false
    $form.addClass('processing').attr('aria-busy', 'true')
    $.ajax({
      type: 'POST',
      url: wc_checkout_params.checkout_url,
      data: $form.serialize() + '&' + $.param(antiSpam),
      dataType: 'json',
      success: function (result) {
        if (result && result.result === 'success') {
          if ($form.triggerHandler('checkout_place_order_success', [result, {}]) === false) return
          if (/^https?:\/\//.test(result.redirect)) return void (window.location = result.redirect)
        }
        if (result && result.reload === true) return void window.location.reload()
        if (result && result.refresh === true) $(document.body).trigger('update_checkout')
        submitError(result && result.messages ? '<div role="alert">' + result.messages + '</div>' : '<div class="woocommerce-error">' + wc_checkout_params.i18n_checkout_error + '</div>')
      },
      error: function () {
        submitError('<div class="woocommerce-error">' + wc_checkout_params.i18n_checkout_error + '</div>')
      },
    })
    return false
  })

  initPaymentMethods()
  if (String(wc_checkout_params.is_checkout) === '1') $(document.body).trigger('init_checkout')
})
