/**
 * Flatsome's content tabs and accordions as its shortcodes print them (inc/shortcodes/tabs.php `[tabgroup]` /
 * `[tab]`, inc/shortcodes/accordion.php `[accordion]` / `[accordion-item]`, Flatsome 3.19.14): the first tab and its
 * panel `active`, tabs named by `#<anchor>` when the item has one (the href is then not the panel's id), and each
 * accordion item a title link holding Flatsome's chevron button, its content shown inline only when open.
 */
import { html, type Html } from '../html'

/** One tab or accordion item: its title, its anchor (Flatsome's `anchor` attribute; else named from the title), its body. */
export interface ContentItem {
  title: string
  anchor?: string
  body: Html
}

/** `flatsome_to_dashed`: lower case, runs of anything but letters and digits as one dash. */
const dashed = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')

/** A `[tabgroup]` (vertical: `[tabgroup_vertical]`), the first tab open. */
export function tabGroup(title: string, items: ContentItem[], vertical = false): Html {
  return html`<div class="tabbed-content"><h4 class="uppercase text-left">${title}</h4><ul class="nav nav-line${vertical ? ' nav-vertical' : ''} nav-uppercase nav-size-normal nav-left" role="tablist">${items.map((item, i) => {
    const id = dashed(item.anchor ?? item.title)
    return html`<li id="tab-${id}" class="tab${i === 0 ? ' active' : ''} has-icon" role="presentation"><a href="#${item.anchor ? encodeURIComponent(item.anchor) : `tab_${id}`}" role="tab" aria-selected="${i === 0 ? 'true' : 'false'}" aria-controls="tab_${id}"${i === 0 ? '' : html` tabindex="-1"`}><span>${item.title}</span></a></li>`
  })}</ul><div class="tab-panels">${items.map((item, i) => {
    const id = dashed(item.anchor ?? item.title)
    return html`<div id="tab_${id}" class="panel${i === 0 ? ' active' : ''} entry-content" role="tabpanel" aria-labelledby="tab-${id}">${item.body}</div>`
  })}</div></div>`
}

/** An `[accordion]`, item `open` (1-based, 0 for none) open. */
export function accordion(title: string, items: ContentItem[], open = 0): Html {
  return html`<h3 class="accordion_title">${title}</h3><div class="accordion">${items.map((item, i) => {
    const id = `accordion-${dashed(item.anchor ?? item.title)}`
    const on = i + 1 === open
    return html`<div id="${id}" class="accordion-item"><a id="${id}-label" class="accordion-title plain${on ? ' active' : ''}" href="#${item.anchor ? encodeURIComponent(item.anchor) : `accordion-item-${dashed(item.title)}`}" aria-expanded="${on ? 'true' : 'false'}" aria-controls="${id}-content"><button class="toggle" aria-label="Toggle"><i class="icon-angle-down"></i></button><span>${item.title}</span></a><div id="${id}-content" class="accordion-inner"${on ? html` style="display: block;"` : ''} aria-labelledby="${id}-label">${item.body}</div></div>`
  })}</div>`
}
