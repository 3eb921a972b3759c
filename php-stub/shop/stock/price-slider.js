/*
 * Stand-in for WooCommerce's price filter script (handle `wc-price-slider`, assets/js/frontend/price-slider.js of
 * WooCommerce 9.9.5) with the part of jQuery UI's slider it uses (WordPress 6.9 wp-includes/js/jquery/ui/slider.js,
 * `jquery-ui-slider`), both read in /work/realshop and written for the stand-in, not copied. What the real ones do:
 * - jQuery UI defines `jQuery.fn.slider`; with `range: true` it draws a `.ui-slider-range` and two
 *   `.ui-slider-handle` spans (tabindex 0) in the element, which gets `ui-slider ui-slider-horizontal`; a press of
 *   the primary button on the track moves the nearer handle and a drag moves it on (jQuery UI's mouse widget ignores
 *   the other buttons), arrows step it, Page Up / Down by a fifth of the range (`numPages` 5), Home and End send it
 *   to the ends; values keep to the step; `slide` runs at each move and `change` when it ends: the mouse let go, or
 *   the keyup after one of those keys (its `_keySliding`; any other key's keyup changes nothing);
 * - price-slider.js hides `#min_price` and `#max_price`, shows `.price_slider` and `.price_label`, puts the slider on
 *   `.price_slider:not(.ui-slider)` with the fields' `data-min`, `data-max` and values and the amount's `data-step`,
 *   writes each value into its field, fires `price_slider_create`, `price_slider_slide`, `price_slider_change` on the
 *   body, and on create and slide writes the label's prices (accounting.js with `woocommerce_price_slider_params`) and
 *   fires `price_slider_updated`; `init_price_filter` on the body sets up the widget again.
 * The stand-in marks what it drew with `data-stock-slider`, for tests.
 */
/* global jQuery, woocommerce_price_slider_params */
;(function ($) {
  $.fn.slider = function (options) {
    return this.each(function () {
      var $el = $(this).addClass('ui-slider ui-slider-horizontal ui-widget ui-widget-content ui-corner-all').attr('data-stock-slider', '')
      var values = options.values.map(Number)
      var min = Number(options.min)
      var max = Number(options.max)
      var step = Number(options.step) || 1
      var $range = $('<div class="ui-slider-range ui-corner-all ui-widget-header"></div>')
      var $handles = $('<span tabindex="0" class="ui-slider-handle ui-corner-all ui-state-default"></span><span tabindex="0" class="ui-slider-handle ui-corner-all ui-state-default"></span>')
      $el.empty().append($range, $handles)
      var ui = function () { return { values: values.slice() } }
      var draw = function () {
        var at = values.map(function (v) { return ((v - min) / (max - min)) * 100 })
        $handles.each(function (i) { this.style.left = at[i] + '%' })
        $range[0].style.left = at[0] + '%'
        $range[0].style.width = at[1] - at[0] + '%'
      }
      var set = function (i, value) {
        value = Math.min(max, Math.max(min, min + Math.round((value - min) / step) * step))
        value = i ? Math.max(values[0], value) : Math.min(values[1], value)
        if (value === values[i]) return false
        values[i] = value
        draw()
        if (options.slide) options.slide.call($el[0], $.Event('slide'), ui())
        return true
      }
      var changed = function () { if (options.change) options.change.call($el[0], $.Event('slidechange'), ui()) }
      var dragging = -1
      var at = function (event) {
        var box = $el[0].getBoundingClientRect()
        return min + Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * (max - min)
      }
      $el.on('mousedown', function (event) {
        if (event.which !== 1) return
        var value = at(event)
        var i = $handles.index(event.target)
        if (i < 0) i = Math.abs(value - values[0]) < Math.abs(value - values[1]) ? 0 : 1
        dragging = i
        $handles[i].focus()
        set(i, value)
        event.preventDefault()
      })
      $(document).on('mousemove', function (event) { if (dragging >= 0) set(dragging, at(event)) })
      $(document).on('mouseup', function () { if (dragging >= 0) (dragging = -1), changed() })
      var keySliding = false
      var page = (max - min) / 5
      $handles.on('keydown', function (event) {
        var i = $handles.index(this)
        var keys = { ArrowRight: values[i] + step, ArrowUp: values[i] + step, ArrowLeft: values[i] - step, ArrowDown: values[i] - step, Home: min, End: max, PageUp: values[i] + page, PageDown: values[i] - page }
        if (!Object.prototype.hasOwnProperty.call(keys, event.key)) return
        event.preventDefault()
        keySliding = true
        set(i, keys[event.key])
      })
      $handles.on('keyup', function () {
        if (!keySliding) return
        keySliding = false
        changed()
      })
      draw()
      if (options.create) options.create.call($el[0])
    })
  }

  var params = window.woocommerce_price_slider_params
  if (!params) return
  var money = function (value) {
    var amount = Number(value).toFixed(params.currency_format_num_decimals).replace(/\B(?=(\d{3})+(?!\d))/g, params.currency_format_thousand_sep)
    return params.currency_format.replace('%s', params.currency_format_symbol).replace('%v', amount)
  }
  $(document.body).on('price_slider_create price_slider_slide', function (event, min, max) {
    $('.price_slider_amount span.from').html(money(min))
    $('.price_slider_amount span.to').html(money(max))
    $(document.body).trigger('price_slider_updated', [min, max])
  })
  function init() {
    $('input#min_price, input#max_price').hide()
    $('.price_slider, .price_label').show()
    var $min = $('.price_slider_amount #min_price')
    var $max = $('.price_slider_amount #max_price')
    var current = [$min.val(), $max.val()]
    $('.price_slider:not(.ui-slider)').slider({
      range: true,
      min: $min.data('min'),
      max: $max.data('max'),
      step: $('.price_slider_amount').data('step') || 1,
      values: current,
      create: function () { $(document.body).trigger('price_slider_create', current) },
      slide: function (event, ui) {
        $('input#min_price').val(ui.values[0])
        $('input#max_price').val(ui.values[1])
        $(document.body).trigger('price_slider_slide', [ui.values[0], ui.values[1]])
      },
      change: function (event, ui) { $(document.body).trigger('price_slider_change', [ui.values[0], ui.values[1]]) },
    })
  }
  $(init)
  $(document.body).on('init_price_filter', init)
})(jQuery)
