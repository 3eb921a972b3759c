/*
 * Stand-in for WooCommerce's checkout script (handle `wc-checkout`, assets/js/frontend/checkout.js of WooCommerce
 * 9.9.5, read in /work/real/wc/checkout.js). A real shop keeps it beside Saar, so the stand-in checkout runs this in
 * every mode. Written for the stand-in, not copied; it keeps only the order review refresh that parcel pickup and the
 * password meter depend on, bound as the real script binds it:
 * - `update_checkout` on document.body (a jQuery event; Saar's pickup and other plugins trigger it) waits 5 ms, so
 *   several changes at once make one request, then posts wc-ajax=update_order_review: the nonce of
 *   `wc_checkout_params`, the payment method, the billing address, the chosen shipping methods by their data-index,
 *   and the whole form serialized as `post_data`. A newer update aborts the one in flight, as the real one aborts
 *   its xhr, so an older answer can never be applied last.
 * - A change of a shipping method or of a field in `.update_totals_on_change` (the country select) triggers it with
 *   the changed element as `current_target`.
 * - The answer's fragments replace their selectors (those that changed since the last answer), focus goes back to
 *   the shipping method whose change caused the update, and `updated_checkout` fires with the answer, through jQuery.
 * Not stood in for: the update on page load (the server's markup is current), payment boxes, inline validation,
 * coupons, blockUI and the ajax submit (the stand-in's checkout form posts as a page).
 * The stand-in shop refuses a POST without its four anti-spam fields; on a real shop the anti-spam plugin supplies
 * them, here they are read from the settings JSON the page prints, or without it from the checkout form.
 */
/* global jQuery, wc_checkout_params */
jQuery(function ($) {
  if (typeof wc_checkout_params === 'undefined') return

  var timer = 0
  var xhr = null
  var shownFragments = {}
  // On a real shop the anti-spam plugin supplies its fields; here they come from the settings JSON, or without it
  // (?settings=0) from the hidden inputs it printed into the checkout form.
  var antiSpam = {}
  try {
    antiSpam = JSON.parse(document.getElementById('saar-settings').textContent).antiSpam || {}
  } catch (e) {
    $('form[method="post"] input[type="hidden"][name^="saar_"]').each(function () {
      antiSpam[this.name] = this.value
    })
  }

  function triggerUpdate(event) {
    clearTimeout(timer)
    $(document.body).trigger('update_checkout', { current_target: event ? event.currentTarget : null })
  }

  $(document.body).on('update_checkout', function (event, args) {
    clearTimeout(timer)
    timer = setTimeout(function () {
      update(args)
    }, 5)
  })

  $('form.checkout').on(
    'change',
    'select.shipping_method, input[name^="shipping_method"], .update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"]',
    triggerUpdate,
  )

  function update(args) {
    if (xhr) xhr.abort()
    var $form = $('form.checkout')
    if (!$form.length) return
    args = args || { update_shipping_method: true }
    var data = $.extend({}, antiSpam, {
      security: wc_checkout_params.update_order_review_nonce,
      payment_method: $form.find('input[name="payment_method"]:checked').val(),
      country: $('#billing_country').val(),
      postcode: $('#billing_postcode').val(),
      city: $('#billing_city').val(),
      address: $('#billing_address_1').val(),
      post_data: $form.serialize(),
    })
    if (args.update_shipping_method !== false) {
      var methods = {}
      $('select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]').each(function () {
        methods[$(this).data('index')] = $(this).val()
      })
      data.shipping_method = methods
    }
    xhr = $.ajax({
      type: 'POST',
      url: String(wc_checkout_params.wc_ajax_url).replace('%%endpoint%%', 'update_order_review'),
      data: data,
      dataType: 'json',
      success: function (answer) {
        if (answer && answer.reload === true) return void window.location.reload()
        if (answer && answer.fragments) {
          $.each(answer.fragments, function (selector, markup) {
            if (shownFragments[selector] !== markup) $(selector).replaceWith(markup)
          })
          shownFragments = answer.fragments
        }
        var target = args.current_target
        if (answer && answer.result === 'success' && target && target.id && target.id.indexOf('shipping_method') !== -1) {
          var again = document.getElementById(target.id)
          if (again) again.focus()
        }
        $(document.body).trigger('updated_checkout', [answer])
      },
    })
  }
})
