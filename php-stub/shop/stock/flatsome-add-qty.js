/*
 * Stand-in for Flatsome's quantity buttons, from its assets/js/woocommerce.js (handle
 * `flatsome-theme-woocommerce-js`, Flatsome 3.19.14, read in /work/real/flatsome/woocommerce.js, minified):
 * `Flatsome.plugin("addQty", …)`, the "add-qty" behavior and when the theme attaches it again. Written for the
 * stand-in, not copied. What the real one binds:
 * - `jQuery.fn.addQty` on a `.quantity` element: a delegated click (namespace `.flatsome`, bound once per element)
 *   on its `.plus` / `.minus` buttons steps the element's `.qty` input by the input's `step` ("any", empty or not a
 *   number steps by 1, decimals kept as many as the step has), never past `max` on plus nor below `min` (or 0) on
 *   minus, then triggers `input` and `change` on the input;
 * - the "add-qty" behavior calls it on every `.quantity` of a context (Flatsome attaches all behaviors on ready);
 * - after any jQuery ajax call completes and on `wc_fragments_refreshed` / `wc_fragments_loaded`, the theme attaches
 *   it again to every `.quantity`'s parent (the plugin data keeps an element from being bound twice).
 */
/* global jQuery, Flatsome */
;(function ($) {
  /** Digits after the decimal point of a step such as "0.5" or "0.25". */
  function decimals(step) {
    var match = /\.(\d+)$/.exec(String(step))
    return match ? match[1].length : 0
  }

  function stepQuantity() {
    var $qty = $(this).closest('.quantity').find('.qty')
    var value = parseFloat($qty.val()) || 0
    var max = parseFloat($qty.attr('max'))
    var min = parseFloat($qty.attr('min'))
    var stepText = $qty.attr('step')
    var step = parseFloat(stepText)
    if (stepText === 'any' || isNaN(step)) {
      step = 1
      stepText = '1'
    }
    if ($(this).is('.plus')) {
      $qty.val(max && value >= max ? max : (value + step).toFixed(decimals(stepText)))
    } else if (min && value <= min) {
      $qty.val(min)
    } else if (value > 0) {
      $qty.val((value - step).toFixed(decimals(stepText)))
    }
    $qty.trigger('input').trigger('change')
  }

  Flatsome.plugin('addQty', function (element) {
    $(element).off('click.flatsome', '.plus, .minus').on('click.flatsome', '.plus, .minus', stepQuantity)
  })

  Flatsome.behavior('add-qty', {
    attach: function (context) {
      $('.quantity', context).addQty()
    },
  })

  function attachAgain() {
    Flatsome.attach('add-qty', $('.quantity').parent())
  }
  $(document).ajaxComplete(attachAgain)
  $(document.body).on('wc_fragments_refreshed wc_fragments_loaded', attachAgain)
})(jQuery)
