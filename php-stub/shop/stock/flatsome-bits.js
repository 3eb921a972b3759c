/*
 * Stand-in for Flatsome's small chrome pieces, from its assets/js/flatsome.js (Flatsome 3.19.14, read in
 * /work/.mirror/AmirIni19+amir-dev/repo, minified) and, for the orders table, its assets/js/woocommerce.js. Written
 * for the stand-in, not copied. As the real ones:
 * - `jQuery.fn.lazyTooltipster(options)`: at the first mouseenter of each element, moves its `title` into a
 *   Tooltipster-like `div.tooltipster-base` after the body's content (here plain, marked `data-stock-tooltip`), shown
 *   while the mouse is over it; mouse only, no focus, no Escape (as the real one);
 * - the `tooltips` behavior: `lazyTooltipster` on `.tooltip:not(.hotspot), .has-tooltip, .tip-top, li.chosen a`;
 * - the `scroll-to` behavior: `div.scroll-to-bullets` appended to the body with an `a[href][title]` per
 *   `span.scroll-to[data-bullet=true]`, a `li.scroll-to-link` per marker before each `li.nav-single-page`, and a
 *   click on a link containing a marker's hash scrolling to its `a[name]` (the URL's hash unchanged);
 * - the `sticky-sidebar` behavior: every `.is-sticky-column[data-sticky-mode="javascript"]` gets an inline `top` of
 *   `flatsomeVars.sticky_height + 30` px (the real one's first step) and `data-stock-sticky`;
 * - at load, with `flatsomeVars.user.can_edit_pages`: each `.block-edit-link`'s next element gets `has-block` and a
 *   lazy tooltip with its two links, and the placeholder goes;
 * - woocommerce.js at load: `table.my_account_orders` wrapped in `div.touch-scroll-table`.
 */
/* global jQuery, Flatsome, flatsomeVars */
;(function ($) {
  $.fn.lazyTooltipster = function (options) {
    return this.each(function () {
      var el = $(this)
      el.one('mouseenter', function () {
        var content = (options && options.content) || el.attr('title') || ''
        el.removeAttr('title').addClass('tooltipstered')
        var tip = $('<div class="tooltipster-base" data-stock-tooltip></div>').text(content).hide().appendTo(document.body)
        el.on('mouseenter', function () { tip.show() }).on('mouseleave', function () { tip.hide() })
        tip.show()
      })
    })
  }

  Flatsome.behavior('tooltips', {
    attach: function (context) {
      $('.tooltip:not(.hotspot), .has-tooltip, .tip-top, li.chosen a', context).lazyTooltipster()
    },
  })

  Flatsome.behavior('scroll-to', {
    attach: function () {
      var markers = $('span.scroll-to')
      if (!markers.length) return
      var bullets = $('<div class="scroll-to-bullets hide-for-medium" data-stock-bullets></div>').appendTo(document.body)
      markers.each(function () {
        var marker = $(this)
        var link = marker.data('link')
        var title = marker.data('title')
        if (marker.data('bullet')) bullets.append($('<a><strong></strong></a>').attr({ href: link, title: title, 'data-title': title }))
        $('li.nav-single-page').before($('<li class="scroll-to-link"></li>').append($('<a></a>').attr({ href: link, title: title }).text(title)))
        $('a[href*="' + link + '"]').off('click').on('click', function (e) {
          var target = $('a[name="' + String(link).slice(1) + '"]')
          if (target.length) window.scrollTo(0, target.offset().top - 70)
          e.preventDefault()
        })
      })
    },
  })

  Flatsome.behavior('sticky-sidebar', {
    attach: function (context) {
      $('.is-sticky-column[data-sticky-mode="javascript"]', context).each(function () {
        this.style.top = parseInt(flatsomeVars.sticky_height, 10) + 30 + 'px'
        this.setAttribute('data-stock-sticky', '')
      })
    },
  })

  if (flatsomeVars.user && flatsomeVars.user.can_edit_pages) {
    $('.block-edit-link').each(function () {
      var marker = $(this)
      marker.next().addClass('has-block').lazyTooltipster({ content: marker.data('title') + ' UX Builder / WP Editor' })
      marker.remove()
    })
  }

  $(function () {
    $('table.my_account_orders').wrap('<div class="touch-scroll-table"/>')
  })
})(jQuery)
