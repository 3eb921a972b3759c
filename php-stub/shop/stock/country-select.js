/*
 * Stand-in for WooCommerce's country select (handle `wc-country-select`, assets/js/frontend/country-select.js of
 * WooCommerce 9.9.5; its `wc_country_select_params` is printed in every mode, since Saar reads it too), for `?stock=1`,
 * where a theme or an owner keeps WooCommerce's address scripts beside Saar. Written for the stand-in from the
 * script's behaviour, not copied. As the real one:
 * - a `change` or `refresh` (jQuery events, delegated on the body) of a country field (`select.country_to_state`,
 *   `input.country_to_state`) makes its group's state field (`#billing_state`, `#shipping_state`,
 *   `#calc_shipping_state`) what the country's entry in `countries` says: a select of its states, the value kept where
 *   the list has it, after a "Select an option…" (an empty entry: a hidden input in a hidden row; no entry: free text);
 *   then `country_to_state_changed` [country, $group] where it swapped or refilled the field, and
 *   `country_to_state_changing` [country, $group] always, on the body; the group is the address fields' wrapper
 *   (billing, shipping, the account's address fields, the shipping calculator), else the row's parent;
 * - `wc_address_i18n_ready` (address-i18n.js fires it once its listener is bound) refreshes every group's country
 *   field that has a value.
 * The stand-in also marks the group `data-stock-country-select` with the country it applied, so a test sees which
 * handler acted. Not stood in for: selectWoo on the country and state selects (not served here).
 */
/* global jQuery, wc_country_select_params */
;(function ($) {
  if (typeof wc_country_select_params === 'undefined') return

  var params = wc_country_select_params
  var states = JSON.parse(String(params.countries).replace(/&quot;/g, '"'))
  var selectText = String(params.i18n_select_state_text || '').replace(/&hellip;/g, '…')
  var GROUPS = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields, .woocommerce-shipping-calculator'
  var COUNTRY = 'select.country_to_state, input.country_to_state'
  var STATE = '#billing_state, #shipping_state, #calc_shipping_state'

  function groupOf(field) {
    var $group = $(field).closest(GROUPS)
    return $group.length ? $group : $(field).closest('.form-row').parent()
  }

  /** A new state field in the old one's place, with its name, id and labelling. */
  function swap($old, $new) {
    $new.attr({ name: $old.attr('name'), id: $old.attr('id') })
    if ($new.attr('type') !== 'hidden')
      $.each(['autocomplete', 'aria-required', 'aria-describedby'], function (_, name) {
        if ($old.attr(name) !== undefined) $new.attr(name, $old.attr(name))
      })
    $old.replaceWith($new)
    return $new
  }

  $(document.body).on('change refresh', COUNTRY, function () {
    var country = $(this).val()
    var $group = groupOf(this)
    var $box = $group.find(STATE).first()
    var $row = $box.closest('.form-row')
    var value = $box.val()
    var known = Object.prototype.hasOwnProperty.call(states, country)
    var codes = known ? Object.keys(states[country]) : []
    var changed = false
    if ($box.length && known && !codes.length) {
      swap($box, $('<input type="hidden" class="hidden" value="">'))
      $row.hide()
      changed = true
    } else if ($box.length && known) {
      if (!$box.is('select')) $box = swap($box, $('<select class="state_select"></select>'))
      $box.attr('data-placeholder', selectText).empty().append($('<option value=""></option>').text(selectText))
      $.each(codes, function (_, code) {
        $box.append($('<option></option>').attr('value', code).text(states[country][code]))
      })
      $box.val(codes.indexOf(value) >= 0 ? value : '').trigger('change')
      $row.show()
      changed = true
    } else if ($box.length && ($box.is('select') || $box.attr('type') === 'hidden')) {
      swap($box, $('<input type="text" class="input-text">'))
      $row.show()
      changed = true
    }
    $group.attr('data-stock-country-select', country)
    if (changed) $(document.body).trigger('country_to_state_changed', [country, $group])
    $(document.body).trigger('country_to_state_changing', [country, $group])
  })

  $(document.body).on('wc_address_i18n_ready', function () {
    $(GROUPS)
      .find('#billing_country, #shipping_country, #calc_shipping_country')
      .each(function () {
        if ($(this).val()) $(this).trigger('refresh')
      })
  })
})(jQuery)
