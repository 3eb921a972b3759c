/**
 * The sticky header's pieces of Flatsome's markup (Flatsome 3.19.14): the classes of `#header`
 * (inc/structure/structure-header.php flatsome_header_classes), the top bar that hides when the header is stuck
 * (template-parts/header/header-top.php, `header_inner_class('top')` giving `hide-for-sticky` and the dark nav), the
 * page loader (template-parts/header/page-loader.php, on `flatsome_before_header` when the theme's site loader is
 * on) and the back-to-top link (template-parts/footer/back-to-top.php, on `flatsome_footer`).
 *
 * Switches, per request: `?header=hide-on-scroll` (the theme's "hide on scroll" option: `sticky-hide-on-scroll`),
 * `?header=shrink` (its "shrink" sticky style instead of "jump"), `?header=static` (no sticky row: no `has-sticky`);
 * `?page_loader=1` prints the page loader (the theme's "site loader", off by default: it holds every click for a
 * second).
 */
import { html, raw, type Html } from '../html'
import { site } from '../catalogue'
import type { RequestContext } from '../context'

/** `#header`'s classes for the request's `?header=` switch. */
export function headerClasses(ctx: RequestContext): string {
  const mode = ctx.url.searchParams.get('header')
  if (mode === 'static') return 'header'
  return `header has-sticky ${mode === 'shrink' ? 'sticky-shrink' : 'sticky-jump'}${mode === 'hide-on-scroll' ? ' sticky-hide-on-scroll' : ''}`
}

/** The top bar: on large screens only (no mobile top-bar elements: `hide-for-medium`), not kept when the header is stuck. */
export const topBar = (): Html =>
  html`<div id="top-bar" class="header-top hide-for-sticky nav-dark hide-for-medium"><div class="flex-row container"><div class="flex-col hide-for-medium flex-left"><ul class="nav nav-left medium-nav-center nav-small nav-divided"><li class="html custom html_topbar_left">Tasuta tarne pakiautomaati alates 50 €</li></ul></div><div class="flex-col hide-for-medium flex-right"><ul class="nav top-bar-nav nav-right nav-small nav-divided"><li class="html custom html_topbar_right"><a href="tel:+3725551234">+372 555 1234</a></li></ul></div></div></div>`

/** The page loader, `?page_loader=1`: the site's logo and a spinner over the page until the theme's script lets it go. */
export const pageLoader = (ctx: RequestContext): Html =>
  ctx.url.searchParams.get('page_loader') === '1'
    ? html`<div class="page-loader fixed fill z-top-3"><div class="page-loader-inner x50 y50 md-y50 md-x50 lg-y50 lg-x50 absolute"><div class="page-loader-logo"><span class="logo">${site.title}</span></div><div class="page-loader-spin"><div class="loading-spin"></div></div></div></div>`
    : raw('')

/** The back-to-top link as Flatsome prints it by default (a circle, hidden on medium screens), its label translated. */
export const backToTop = (): Html =>
  raw('<a href="#top" class="back-to-top button icon invert plain fixed bottom z-1 is-outline hide-for-medium circle" id="top-link" aria-label="Tagasi üles"><i class="icon-angle-up" aria-hidden="true"></i></a>')
