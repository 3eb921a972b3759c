/**
 * Flatsome's chrome bits as its templates print them (Flatsome 3.19.14): the `[scroll_to]` marker
 * (inc/shortcodes/scroll_to.php: `span.scroll-to` with the bullet flag, the link, the title and a custom offset,
 * around `a[name]`), the sticky column (inc/functions/fl-template-functions.php `flatsome_sticky_column_open`, here in
 * JavaScript mode) and the single-page nav's spot in the primary menu (structure-header.php: `li.nav-single-page`,
 * printed by the single-page-nav page templates, here `/meist/`'s).
 */
import { html, type Html } from '../html'
import type { RequestContext } from '../context'

/** A `[scroll_to]` marker: `link` without its `#` (Flatsome adds it), `offset` for `offset_type="custom"`. */
export function scrollToMarker(title: string, link: string, options: { bullet?: boolean; offset?: number } = {}): Html {
  const custom = options.offset === undefined ? '' : html` data-offset-type="custom" data-offset="${String(options.offset)}"`
  return html`<span class="scroll-to" data-label="${`Scroll to: #${link}`}" data-bullet="${options.bullet === false ? 'false' : 'true'}" data-link="#${link}" data-title="${title}"${custom}><a name="${link}"></a></span>`
}

/** A sticky column in JavaScript mode around `content`. */
export const stickyColumn = (content: Html): Html =>
  html`<div class="is-sticky-column" data-sticky-mode="javascript"><div class="is-sticky-column__inner">${content}</div></div>`

/** The page that uses the single-page nav template. */
export const singlePageNavPath = '/meist/'

/** The primary menu's spot for the single-page nav's links, on that page only. */
export const singlePageNavSpot = (ctx: RequestContext): Html =>
  ctx.url.pathname === singlePageNavPath ? html`<li class="nav-single-page hidden"></li>` : html``
