/*
 * Stand-in for WooCommerce's address i18n (handle `wc-address-i18n`, assets/js/frontend/address-i18n.js of
 * WooCommerce 9.9.5, after country-select.js; its `wc_address_i18n_params` is printed in every mode, since Saar reads
 * it too), for `?stock=1`. Written for the stand-in from the script's behaviour, not copied. As the real one, on the
 * document's ready:
 * - `country_to_state_changing` [country, $group] (a jQuery event on the body: country-select.js fires it after each
 *   country change, and other scripts do) gives the group's rows of each field in `locale_fields` the country's locale
 *   (its entry in `locale` over `default`'s, or `default`'s alone): the label's text, the placeholder, the required
 *   mark (`*`, or the "(optional)" text, with aria-required on the field), the row hidden and its field emptied (the
 *   state's row excepted, which country-select.js shows or hides) and the priority; then the rows of the address field
 *   wrappers are put in their priority order;
 * - once that listener is bound, `wc_address_i18n_ready` fires on the body (country-select.js answers it).
 * The stand-in also marks the group `data-stock-address-i18n` with the country it applied, so a test sees which handler
 * acted. Not stood in for: the width classes.
 */
/* global jQuery, wc_address_i18n_params */
jQuery(function ($) {
  if (typeof wc_address_i18n_params === 'undefined') return

  var parse = function (json) {
    return JSON.parse(String(json).replace(/&quot;/g, '"'))
  }
  var locale = parse(wc_address_i18n_params.locale)
  var fields = parse(wc_address_i18n_params.locale_fields)
  var optional = wc_address_i18n_params.i18n_optional_text
  var yes = function (value) {
    return value === true || value === 1 || value === '1' || value === 'yes'
  }
  var WRAPPERS = '.woocommerce-billing-fields__field-wrapper, .woocommerce-shipping-fields__field-wrapper, .woocommerce-address-fields__field-wrapper'

  /** The label's text, then its mark: `*` where the field is required, "(optional)" where it is not. */
  function label($row, text, required) {
    var $label = $row.find('label').first()
    if (!$label.length) return
    if (text === undefined) text = $label.contents().first().text().replace(/\u00a0$/, '')
    var mark = required ? $('<span class="required" aria-hidden="true">*</span>') : $('<span class="optional"></span>').text('(' + optional + ')')
    $label.empty().append(document.createTextNode(text + '\u00a0'), mark)
    $row.toggleClass('validate-required', required)
    $row.find(':input').not('[type=hidden]').each(function () {
      if (required) $(this).attr('aria-required', 'true')
      else $(this).removeAttr('aria-required')
    })
  }

  $(document.body).on('country_to_state_changing', function (_event, country, group) {
    var $group = $(group)
    var own = locale[country] || locale['default'] || {}
    $.each(fields, function (key, selector) {
      var $row = $group.find(selector)
      if (!$row.length) return
      var rules = $.extend(true, {}, (locale['default'] || {})[key], own[key])
      label($row, rules.label, yes(rules.required))
      if (rules.placeholder !== undefined) $row.find(':input').attr({ placeholder: rules.placeholder, 'data-placeholder': rules.placeholder })
      if (key !== 'state') {
        if (yes(rules.hidden)) $row.hide().find(':input').val('')
        else $row.show()
      }
      if (rules.priority) $row.attr('data-priority', rules.priority)
    })
    $(WRAPPERS).each(function () {
      var rows = $(this).children('.form-row').get()
      var sorted = rows.slice().sort(function (a, b) {
        return (parseInt($(a).attr('data-priority'), 10) || 0) - (parseInt($(b).attr('data-priority'), 10) || 0)
      })
      // Moved only where the order changed, so the field a shopper is in keeps its focus.
      if (sorted.some(function (row, i) { return row !== rows[i] })) $(this).append(sorted)
    })
    $group.attr('data-stock-address-i18n', country)
  })

  $(document.body).trigger('wc_address_i18n_ready')
})
