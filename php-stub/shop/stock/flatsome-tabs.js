/*
 * Stand-in for Flatsome's `tabs` and `accordion-title` behaviors (assets/js/flatsome.js of Flatsome 3.19.14, read in
 * /work/.mirror/AmirIni19+amir-dev/repo, minified). Written for the stand-in, not copied. As the real ones (part of
 * flatsome-js there, a file of its own here so the stand-in can leave it out):
 * - `tabs`: on every `.tabbed-content` (the product tabs too), a click on a tab's link marks its `li` and the panel
 *   of the same place `active`, with `aria-selected` and the roving tabindex; the tab whose href the URL's hash
 *   names opens at attach;
 * - `accordion-title`: a click on a `.accordion-title` closes every item of its accordion and opens its own, unless
 *   it was open (`active`, `aria-expanded`, the content's inline display, no slide here).
 * Nothing reacts to a hash change after load, as in the real script.
 */
/* global jQuery, Flatsome */
;(function ($) {
  var hash = window.location.hash.slice(1)
  Flatsome.behavior('tabs', {
    attach: function (context) {
      $('.tabbed-content', context).each(function () {
        var tabs = $(this).find('> .nav > li')
        var panels = $(this).find('> .tab-panels > .panel')
        var select = function (i) {
          tabs.each(function (j) {
            $(this).toggleClass('active', i === j).find('a').attr('aria-selected', String(i === j)).attr('tabindex', i === j ? null : '-1')
          })
          panels.each(function (j) {
            $(this).toggleClass('active', i === j)
          })
        }
        tabs.each(function (i) {
          var link = $(this).find('a')
          link.off('click.flatsome').on('click.flatsome', function (e) {
            e.preventDefault()
            e.stopPropagation()
            select(i)
          })
          if (hash && (link.attr('href') || '').split('#')[1] === hash) select(i)
        })
      })
    },
  })
  Flatsome.behavior('accordion-title', {
    attach: function (context) {
      $('.accordion-title', context).each(function () {
        $(this).off('click.flatsome').on('click.flatsome', function (e) {
          var open = $(this).hasClass('active')
          $(this).parent().parent().find('.accordion-title').attr('aria-expanded', 'false').removeClass('active').next().css('display', 'none')
          if (!open) $(this).attr('aria-expanded', 'true').addClass('active').next().css('display', 'block')
          e.preventDefault()
        })
      })
    },
  })
})(jQuery)
