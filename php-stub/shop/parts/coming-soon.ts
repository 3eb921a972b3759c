/**
 * WooCommerce's coming-soon banner (Launch Your Store; WooCommerce 9.9.5 src/Admin/Features/LaunchYourStore.php,
 * maybe_add_coming_soon_banner_on_frontend, on wp_footer) in its exact markup: single-quoted attributes, an empty
 * dismiss link with the user's REST URL and a `wp_rest` nonce. WooCommerce prints it for a logged-in shop manager
 * while the store is in coming-soon mode, unless the user dismissed it or the page is a `?site-preview`.
 *
 * The stand-in's coming-soon mode is the visitor's: `?coming_soon=1` turns it on (and shows a dismissed banner
 * again, as WooCommerce does at each login), `?coming_soon=0` off. The logged-in demo user is the shop manager, user
 * 1; the store is not limited to store pages (`woocommerce_store_pages_only` no), so every page has the banner.
 * Its style (layout.ts) is WooCommerce's coming-soon.css but for the settings link, underlined here: WooCommerce's
 * blue without underline fails axe's link-in-text-block.
 */
import { html, type Html } from '../html'
import type { RequestContext } from '../context'
import { nonce, nonceActions } from '../visitors'

/** The demo user's id: the REST URL names it, and the route takes only it (or `me`). */
export const demoUserId = 1

/** `?coming_soon=1` / `=0`: the visitor's coming-soon mode, kept for their next pages. */
export function applyComingSoonSwitch(ctx: RequestContext): void {
  const value = ctx.url.searchParams.get('coming_soon')
  if (value === null) return
  ctx.visitor.comingSoon = value === '1'
  if (ctx.visitor.comingSoon) ctx.visitor.bannerDismissed = false
}

/** The banner's text, with the settings link: the string WooCommerce gives to __(), in the page's language. */
function text(ctx: RequestContext): Html {
  const link = html`<a href='/wp-admin/admin.php?page=wc-settings&amp;tab=site-visibility'>${ctx.lang === 'en' ? 'change visibility settings' : 'muuda nähtavuse seadeid'}</a>`
  return ctx.lang === 'en'
    ? html`This page is in "Coming soon" mode and is only visible to you and those who have permission. To make it public to everyone,&nbsp;${link}`
    : html`See leht on „Tulekul“ režiimis ja nähtav ainult sulle ning neile, kel on luba. Et see kõigile avalikuks teha,&nbsp;${link}`
}

/** The banner, or nothing when WooCommerce would print none. */
export function comingSoonBanner(ctx: RequestContext): Html {
  if (!ctx.user || !ctx.visitor.comingSoon || ctx.visitor.bannerDismissed || ctx.url.searchParams.has('site-preview')) return html``
  const restUrl = `${ctx.config.shopUrl}/wp-json/wp/v2/users/${demoUserId}`
  return html`<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>${text(ctx)}</div><a class='coming-soon-footer-banner-dismiss' data-rest-url='${restUrl}' data-rest-nonce='${nonce(ctx.visitor, nonceActions.dismissBanner)}'></a></div>`
}
