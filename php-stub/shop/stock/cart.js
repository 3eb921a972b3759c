/*
 * Stand-in for WooCommerce's cart script (handle `wc-cart`, assets/js/frontend/cart.js of WooCommerce 9.9.5), for
 * `?stock=1`: a shop that still prints cart.js beside Saar, where Saar's cart page stands down. Written for the
 * stand-in from what that script does on the cart page, not copied; bound and answered as it binds and answers:
 * - on ready the "Update cart" button is disabled and the shipping calculator closed; a change or input in a cart
 *   line's field enables the button;
 * - the cart form's submit: the Update button (or Enter in a quantity) posts the serialized form with
 *   `update_cart` to its action; the coupon button (or Enter in the code) posts wc-ajax=apply_coupon
 *   (`security`, `coupon_code`), shows the answer's notice (an error under the field), fires `applied_coupon`
 *   with the code, empties the field and posts the form again to refresh it, the notices kept;
 * - a line's remove link and a notice's undo link (`.restore-item`) are fetched, and the page they lead to
 *   replaces the form and the totals; `item_removed_from_classic_cart` after a removal;
 * - a coupon's remove link posts wc-ajax=remove_coupon (`security`, `coupon`), shows the notice, fires
 *   `removed_coupon`, then refreshes the form; Space on it is a click;
 * - a shipping rate's change posts wc-ajax=update_shipping_method (`security`, `shipping_method` by data-index),
 *   replaces the totals (`updated_cart_totals`), gives focus back to the rate and fires `updated_shipping_method`;
 * - the calculator's button toggles it (`aria-expanded`), triggers `change` on the country fields and
 *   `country_to_state_changed`; its submit posts the form with `calc_shipping=x` and replaces the form and totals;
 * - `wc_update_cart` and `added_to_cart` on the document refresh the form;
 * - every replacement of the form fires `updated_wc_div` (and `updated_cart_totals` with the totals; a cart that
 *   became empty takes the empty-cart block, `wc_cart_emptied`), through jQuery, as the real script does.
 * The regions are marked `processing` while a request runs (blockUI's overlay is not stood in for), and a second
 * submit meanwhile is ignored. The stand-in's anti-spam fields are added from the settings JSON, or without it from
 * the page's POST forms; on a real shop the anti-spam plugin supplies them.
 */
/* global jQuery, wc_cart_params */
jQuery(function ($) {
  if (typeof wc_cart_params === 'undefined') return
  document.documentElement.setAttribute('data-stock-cart', '')

  var antiSpam = {}
  try {
    antiSpam = JSON.parse(document.getElementById('saar-settings').textContent).antiSpam || {}
  } catch (e) {
    $('form[method="post"] input[type="hidden"][name^="saar_"]').each(function () {
      antiSpam[this.name] = this.value
    })
  }
  var NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success'
  var url = function (endpoint) {
    return String(wc_cart_params.wc_ajax_url).replace('%%endpoint%%', endpoint)
  }
  var busy = function ($el) {
    return $el.is('.processing') || $el.parents('.processing').length > 0
  }
  var block = function ($el) {
    $el.addClass('processing').attr('aria-busy', 'true')
  }
  var unblock = function ($el) {
    $el.removeClass('processing').removeAttr('aria-busy')
  }
  var showNotices = function (notices) {
    $('.woocommerce-notices-wrapper').first().prepend(notices)
  }
  var replaceTotals = function (markup) {
    $('.cart_totals').replaceWith(markup)
    $(document.body).trigger('updated_cart_totals')
  }

  // The page an action led to, in place of this one's form and totals.
  function updateDiv(markup, keepNotices) {
    var $page = $($.parseHTML(markup))
    var $form = $page.find('.woocommerce-cart-form')
    var seen = {}
    var $notices = $page.find(NOTICES).filter(function () {
      var text = $(this).text()
      return seen[text] ? false : (seen[text] = true)
    })
    if (!$('.woocommerce-cart-form').length) return void window.location.reload()
    if (!keepNotices) $(NOTICES + ', .coupon-error-notice').remove()
    if (!$form.length) {
      $('.woocommerce-cart-form__contents').closest('.woocommerce').replaceWith($page.find('.wc-empty-cart-message').closest('.woocommerce'))
      if ($notices.length) showNotices($notices)
      $(document.body).trigger('wc_cart_emptied')
    } else {
      $('.woocommerce-cart-form').replaceWith($form)
      $('.woocommerce-cart-form :input[name="update_cart"]').prop('disabled', true)
      if ($notices.length) showNotices($notices)
      replaceTotals($page.find('.cart_totals'))
    }
    $(document.body).trigger('updated_wc_div')
  }

  function send(options, $regions, done) {
    $.each($regions, function (_, $r) {
      block($r)
    })
    $.ajax(
      $.extend({ dataType: 'html' }, options, {
        complete: function () {
          $.each($regions, function (_, $r) {
            unblock($r)
          })
          if (done) done()
        },
      }),
    )
  }

  function postForm(extra, keepNotices) {
    var $form = $('.woocommerce-cart-form')
    var data = $form.serialize() + (extra ? '&' + extra : '') + '&' + $.param(antiSpam)
    send({ type: 'POST', url: $form.attr('action'), data: data, success: function (markup) { updateDiv(markup, keepNotices) } }, [$form, $('div.cart_totals')], function () {
      if ($.scroll_to_notices) $.scroll_to_notices($('[role="alert"]'))
    })
  }

  function applyCoupon($form) {
    var $field = $('#coupon_code')
    var code = $field.val()
    send(
      {
        type: 'POST',
        url: url('apply_coupon'),
        data: $.extend({ security: wc_cart_params.apply_coupon_nonce, coupon_code: code }, antiSpam),
        success: function (markup) {
          $(NOTICES + ', .coupon-error-notice').remove()
          if (markup.indexOf('woocommerce-error') === -1 && markup.indexOf('is-error') === -1) showNotices(markup)
          else {
            var text = $($.parseHTML(markup)).text().trim()
            $field.addClass('has-error').attr({ 'aria-invalid': 'true', 'aria-describedby': 'coupon-error-notice' })
            $field.closest('.coupon').append($('<p class="coupon-error-notice" id="coupon-error-notice"></p>').text(text))
          }
          $(document.body).trigger('applied_coupon', [code])
        },
      },
      [$form],
      function () {
        $field.val('')
        postForm('', true)
      },
    )
  }

  var clicked = null
  $(document).on('click', '.woocommerce-cart-form :input[type=submit]', function () {
    clicked = this
  })
  $(document).on('keypress', '.woocommerce-cart-form :input[type=number]', function (event) {
    if (event.keyCode !== 13) return
    event.preventDefault()
    $(this).closest('form').trigger('submit')
  })
  $(document).on('submit', '.woocommerce-cart-form', function (event) {
    var $form = $(this)
    var active = document.activeElement
    var by = clicked
    clicked = null
    if (!$form.find('.woocommerce-cart-form__contents').length) return
    if (busy($form)) return false
    if ((by && by.name === 'update_cart') || $(active).is('input.qty')) {
      event.preventDefault()
      postForm('update_cart=' + encodeURIComponent('Update Cart'), false)
    } else if ((by && by.name === 'apply_coupon') || $(active).is('#coupon_code')) {
      event.preventDefault()
      applyCoupon($form)
    }
  })
  $(document).on('change input', '.woocommerce-cart-form .cart_item :input', function () {
    $('.woocommerce-cart-form :input[name="update_cart"]').prop('disabled', false)
  })
  $(document).on('blur change input', '#coupon_code', function () {
    $(this).removeClass('has-error').removeAttr('aria-invalid aria-describedby').closest('.coupon').find('.coupon-error-notice').remove()
  })
  $(document).on('click', '.woocommerce-cart-form .product-remove > a', function (event) {
    event.preventDefault()
    send({ type: 'GET', url: this.getAttribute('href'), success: function (markup) { updateDiv(markup, false) } }, [$(this).closest('form'), $('div.cart_totals')], function () {
      if ($.scroll_to_notices) $.scroll_to_notices($('[role="alert"]'))
      $(document.body).trigger('item_removed_from_classic_cart')
    })
  })
  $(document).on('click', '.woocommerce-cart .restore-item', function (event) {
    event.preventDefault()
    send({ type: 'GET', url: this.getAttribute('href'), success: function (markup) { updateDiv(markup, false) } }, [$('form.woocommerce-cart-form'), $('div.cart_totals')])
  })
  $(document).on('click', 'a.woocommerce-remove-coupon', function (event) {
    event.preventDefault()
    var $totals = $(this).closest('.cart_totals')
    var code = this.getAttribute('data-coupon')
    send(
      {
        type: 'POST',
        url: url('remove_coupon'),
        data: $.extend({ security: wc_cart_params.remove_coupon_nonce, coupon: code }, antiSpam),
        success: function (markup) {
          $(NOTICES).remove()
          showNotices(markup)
          $(document.body).trigger('removed_coupon', [code])
        },
      },
      [$totals],
      function () {
        postForm('', true)
      },
    )
  })
  $(document).on('keydown', 'a.woocommerce-remove-coupon', function (event) {
    if (event.key === ' ') {
      event.preventDefault()
      $(this).trigger('click')
    }
  })
  $(document).on('change', 'select.shipping_method, :input[name^=shipping_method]', function () {
    var id = this.id
    var methods = {}
    $('select.shipping_method, :input[name^=shipping_method][type=radio]:checked, :input[name^=shipping_method][type=hidden]').each(function () {
      methods[$(this).data('index')] = $(this).val()
    })
    send(
      {
        type: 'POST',
        url: url('update_shipping_method'),
        data: $.extend({ security: wc_cart_params.update_shipping_method_nonce, shipping_method: methods }, antiSpam),
        success: function (markup) {
          replaceTotals(markup)
          var again = document.getElementById(id)
          if (again) again.focus()
        },
      },
      [$('div.cart_totals')],
      function () {
        $(document.body).trigger('updated_shipping_method')
      },
    )
  })
  $(document).on('click', '.shipping-calculator-button', function () {
    var $form = $('.shipping-calculator-form')
    $form.toggle()
    $(this).attr('aria-expanded', $form.is(':visible') ? 'true' : 'false')
    $('select.country_to_state, input.country_to_state').trigger('change')
    $(document.body).trigger('country_to_state_changed')
    return false
  })
  $(document).on('submit', 'form.woocommerce-shipping-calculator', function (event) {
    event.preventDefault()
    var $form = $(this)
    send({ type: 'POST', url: $form.attr('action'), data: $form.serialize() + '&calc_shipping=x&' + $.param(antiSpam), success: function (markup) { updateDiv(markup, false) } }, [$('div.cart_totals'), $form])
  })
  $(document).on('wc_update_cart added_to_cart', function (event, keepNotices) {
    postForm('', keepNotices)
  })

  $('.woocommerce-cart-form :input[name="update_cart"]').prop('disabled', true)
  $('.shipping-calculator-form').hide()
})
