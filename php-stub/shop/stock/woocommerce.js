/*
 * Stand-in for WooCommerce's woocommerce.js (handle `woocommerce`, assets/js/frontend/woocommerce.js of WooCommerce
 * 9.9.5, read in /work/real/wc/woocommerce.js). It stays on a real shop whenever a script that depends on it stays
 * (Flatsome's theme script does). Written for the stand-in, not copied; on ready it binds, as the real one:
 * - the ordering select submits its form on change;
 * - a quantity input outside the cart table below its `min` is set to it;
 * - the store notice shows unless its cookie `store_notice<notice id>` says "hidden"; its dismiss link (click, or
 *   Enter / Space) sets that cookie for the whole site and hides the notice;
 * - show-password toggles: every `.woocommerce form .woocommerce-Input[type=password]` is wrapped in
 *   `span.password-input` (a password input's existing span parent gets the class instead, as on the checkout), each
 *   `.password-input` gets a `button.show-password-input` labelled with `woocommerce_params.i18n_password_show`
 *   and described by its input; a click toggles `display-password`, the label (show / hide), the input's type
 *   (password / text) and puts focus back in the input;
 * - field help: a field's `span.description` slides down (250 ms) when its input gets focus or a click, the others'
 *   slide up; Escape in the input or a click elsewhere on the page slides it up;
 * - `$.scroll_to_notices(element)` scrolls to a notice;
 * - the coming-soon banner's dismiss link: a click POSTs `woocommerce_meta[coming_soon_banner_dismissed]=yes`
 *   (form-encoded) to its `data-rest-url` with `X-WP-Nonce` from `data-rest-nonce`, and hides the banner when the
 *   call completes, whatever the result (the link stays as printed: no href, so no keyboard reaches it).
 * Not stood in for: focusing the first notice, the result count's live region.
 */
/* global jQuery, woocommerce_params */
jQuery(function ($) {
  $('.woocommerce-ordering').on('change', 'select.orderby', function () {
    $(this).closest('form').trigger('submit')
  })

  $('input.qty:not(.product-quantity input.qty)').each(function () {
    var min = parseFloat($(this).attr('min'))
    if (min >= 0 && parseFloat($(this).val()) < min) $(this).val(min)
  })

  var $notice = $('.woocommerce-store-notice')
  var cookieName = 'store_notice' + ($notice.data('noticeId') || '')
  var hidden = document.cookie.split('; ').indexOf(cookieName + '=hidden') !== -1
  if (hidden) {
    $notice.hide()
  } else {
    $notice.show()
    var $dismiss = $('.woocommerce-store-notice__dismiss-link')
    var dismiss = function (event) {
      event.preventDefault()
      document.cookie = cookieName + '=hidden; path=/'
      $notice.hide()
      $dismiss.off('click', dismiss).off('keydown', dismissByKey)
    }
    var dismissByKey = function (event) {
      if (event.key === 'Enter' || event.key === ' ') dismiss(event)
    }
    $dismiss.on('click', dismiss).on('keydown', dismissByKey)
  }

  var visibleHelp = '.woocommerce-input-wrapper span.description:visible'
  if ($('.woocommerce-input-wrapper span.description').length) {
    $(document.body).on('click', function () {
      $(visibleHelp).prop('aria-hidden', true).slideUp(250)
    })
  }
  $('.woocommerce-input-wrapper').on('click', function (event) {
    event.stopPropagation()
  })
  $('.woocommerce-input-wrapper :input')
    .on('keydown', function (event) {
      var $help = $(this).parent().find('span.description')
      if (event.key === 'Escape' && $help.is(':visible')) {
        $help.prop('aria-hidden', true).slideUp(250)
        return false
      }
    })
    .on('click focus', function () {
      var $wrapper = $(this).parent()
      var $help = $wrapper.find('span.description')
      $(visibleHelp).not($help).prop('aria-hidden', true).slideUp(250)
      if ($help.length && $help.is(':hidden')) $help.prop('aria-hidden', false).slideDown(250)
    })

  $('a.coming-soon-footer-banner-dismiss').on('click', function (event) {
    var $target = $(event.target)
    $.ajax({
      type: 'post',
      url: $target.data('rest-url'),
      data: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } },
      beforeSend: function (xhr) {
        xhr.setRequestHeader('X-WP-Nonce', $target.data('rest-nonce'))
      },
      complete: function () {
        $('#coming-soon-footer-banner').hide()
      },
    })
  })

  $.scroll_to_notices = function ($element) {
    if ($element.length) $('html, body').animate({ scrollTop: $element.offset().top - 100 }, 1000)
  }

  $('.woocommerce form .woocommerce-Input[type="password"]').wrap('<span class="password-input"></span>')
  $('.woocommerce form input[type="password"]').parent('span').addClass('password-input')
  $('.password-input').each(function () {
    $('<button type="button" class="show-password-input"></button>')
      .attr('aria-label', woocommerce_params.i18n_password_show)
      .attr('aria-describedby', $(this).find('input').attr('id'))
      .appendTo(this)
  })
  $('.show-password-input').on('click', function (event) {
    event.preventDefault()
    var $button = $(this)
    var show = !$button.hasClass('display-password')
    $button.toggleClass('display-password', show).attr('aria-label', show ? woocommerce_params.i18n_password_hide : woocommerce_params.i18n_password_show)
    $button.siblings(show ? 'input[type="password"]' : 'input[type="text"]').prop('type', show ? 'text' : 'password')
    $button.siblings('input').trigger('focus')
  })
})
