/**
 * Flatsome's tabs and accordions in page content, on the server's markup (`[tabgroup]`: `div.tabbed-content >
 * ul.nav > li > a` paired in order with `div.tab-panels > .panel`; `[accordion]`: `div.accordion > .accordion-item >
 * a.accordion-title + .accordion-inner`), as WAI-ARIA tabs and a disclosure accordion, with the classes Flatsome's
 * CSS draws them by (`active` on the tab's `li`, its panel and an open title).
 *
 * Tabs: the `a` is the tab (its `li` presentation, the panel labelled by the `a`), with a roving tabindex; arrows
 * (Left/Right mirrored in RTL, Up/Down), Home and End move and open at once as the product tabs do (src/keys.ts),
 * Enter, Space and a click open; `.active-on-hover` opens on a mouse hover too. A tab without its panel stays a link.
 * Accordion: the title is a button (`role=button`, its `href` kept for the hash and for no script), expanded or not,
 * Enter, Space and a click open it and close the item open before (one open at a time, as Flatsome), or close it;
 * Flatsome's chevron button inside it becomes a drawing (no second tab stop, no nested control). Opening is instant.
 *
 * The item the URL's hash names opens at load and whenever the hash changes (islands/tabs/hash.ts), and is scrolled
 * to. The product tabs (`.woocommerce-tabs`, also `.tabbed-content`) are islands/tabs/tabs.ts's, in the product
 * script, which opens the one the URL names at load; this module adds what a first-load script need not carry: a
 * hash that names a product tab, its panel or anything in it (`#tab-description`, `#comment-3`) opens it, at load and
 * after, by a click on its link, so whichever handler owns the product tabs (Saar's, WooCommerce's) opens it.
 */
import { HIDDEN_CLASS } from '../../src/hidden'
import { rove } from '../../src/keys'
import { prefersReducedMotion } from '../../src/motion'
import { hashIndex, onHashChange, scrollToHash } from './hash'

/** Content tab groups and accordions (Flatsome's shortcodes; Flatsome's product tabs carry `tabbed-content` too). */
export const CONTENT_ONLY_SELECTOR = '.tabbed-content:not(.woocommerce-tabs):not(.wc-tabs-wrapper), .accordion'
/** The product tabs: this code only switches them on a hash (their own script sets them up). */
export const PRODUCT_TABS = '.wc-tabs-wrapper, .woocommerce-tabs'
/** Content tab groups and accordions, and the product tabs (for the hash only). */
export const CONTENT_TABS_SELECTOR = `${CONTENT_ONLY_SELECTOR}, ${PRODUCT_TABS}`

/** One item: its link (tab or title), its panel (or accordion content) and the element that carries `active`. */
type Item = [link: HTMLAnchorElement, panel: HTMLElement, marked: HTMLElement]

const attr = (el: Element, name: string, value: string): void => el.setAttribute(name, value)
const child = (el: Element | undefined, selector: string): HTMLElement[] =>
  Array.from(el?.children ?? []).filter((c): c is HTMLElement => c.matches(selector))
/** An id for `el`, its own or `fallback` given to it. */
const idOf = (el: HTMLElement, fallback: string): string => (el.id ||= fallback)

type PageJQuery = ((els: ArrayLike<Element>) => { packery(method: 'layout'): unknown }) & { fn?: { packery?: unknown } }

/** Flatsome's packery grids (banner grids) in a panel just shown lay out again, as its own tabs and accordion do. */
function relayout(panel: HTMLElement): void {
  const $ = (globalThis as { jQuery?: PageJQuery }).jQuery
  const grids = panel.querySelectorAll('[data-packery-options]')
  if ($?.fn?.packery && grids.length) $(grids).packery('layout')
}

/** Tabs and accordion items alike: what `open` and `close` do, and which keys and clicks reach them. */
function mountItems(root: HTMLElement, items: Item[], accordion: boolean): void {
  const set = ([link, panel, marked]: Item, on: boolean): void => {
    marked.classList.toggle('active', on)
    attr(link, accordion ? 'aria-expanded' : 'aria-selected', String(on))
    if (accordion) panel.style.display = on ? 'block' : 'none'
    else panel.classList.toggle('active', on), panel.classList.toggle(HIDDEN_CLASS, !on), (link.tabIndex = on ? 0 : -1)
  }
  const isOpen = (item: Item): boolean => item[0].getAttribute(accordion ? 'aria-expanded' : 'aria-selected') == 'true'
  /** Opens item `i` and closes the others; `toggle` (an accordion title used) closes it instead when it is open. */
  const open = (i: number, toggle?: boolean): void => {
    const closing = toggle && isOpen(items[i]!)
    const opening = i >= 0 && !closing && !isOpen(items[i]!)
    items.forEach((item, j) => set(item, j == i && !closing))
    if (opening) relayout(items[i]![1])
  }
  const at = (event: Event): number => items.findIndex(([link]) => link == (event.target as Element).closest?.('a'))
  root.addEventListener('click', (event) => {
    const i = at(event)
    if (i >= 0) event.preventDefault(), open(i, accordion)
  })
  root.addEventListener('keydown', (event) => {
    const i = at(event)
    if (i >= 0 && event.key == ' ') event.preventDefault(), open(i, accordion)
    else if (!accordion) {
      const next = rove(event, items.map(([link]) => link), { wrap: true })
      if (next !== undefined) open(next)
    }
  })
  if (root.querySelector(':scope > .active-on-hover'))
    root.addEventListener('mouseover', (event) => {
      const i = at(event)
      if (i >= 0 && !isOpen(items[i]!)) open(i)
    })
  const fromHash = (): boolean => {
    const i = hashIndex(location.hash, items)
    if (i >= 0 && !isOpen(items[i]!)) open(i)
    if (i >= 0) scrollToHash(items[i]![2], prefersReducedMotion())
    return i >= 0
  }
  onHashChange(fromHash)
  // At load: the hash's item, else what the server marked open (Flatsome's first tab, an accordion's `open=N`).
  if (!fromHash()) {
    const marked = items.findIndex(([link, panel, mark]) => mark.classList.contains('active') || (accordion && panel.style.display == 'block') || link.classList.contains('active'))
    if (marked >= 0 || !accordion) open(Math.max(0, marked))
    else open(-1)
  }
}

/** A `[tabgroup]`: its tabs paired in order with its panels. */
function mountTabGroup(root: HTMLElement): void {
  const [list] = child(root, '.nav')
  const panels = child(child(root, '.tab-panels')[0], '.panel')
  const items: Item[] = []
  child(list, 'li').forEach((li, i) => {
    const link = li.querySelector('a')
    const panel = panels[i]
    if (!link) return
    if (!panel) {
      // No panel to control (a shortcode's panel lost in editing): a plain link, reachable, pointing at nothing unsaid.
      for (const name of ['role', 'aria-controls', 'aria-selected', 'tabindex']) link.removeAttribute(name)
      return
    }
    panel.removeAttribute('style')
    attr(li, 'role', 'presentation')
    attr(link, 'role', 'tab')
    attr(link, 'aria-controls', idOf(panel, `${idOf(li, `tab-${i}`)}-panel`))
    attr(panel, 'role', 'tabpanel')
    attr(panel, 'aria-labelledby', idOf(link, `${panel.id}-tab`))
    if (!panel.hasAttribute('tabindex')) panel.tabIndex = 0
    items.push([link, panel, li])
  })
  if (!list || !items.length) return
  attr(list, 'role', 'tablist')
  if (list.classList.contains('nav-vertical')) attr(list, 'aria-orientation', 'vertical')
  mountItems(root, items, false)
}

/** An `[accordion]`: each item's title and content. */
function mountAccordion(root: HTMLElement): void {
  const items: Item[] = []
  child(root, '.accordion-item').forEach((item, i) => {
    const [link] = child(item, 'a.accordion-title') as HTMLAnchorElement[]
    const [inner] = child(item, '.accordion-inner')
    if (!link || !inner) return
    attr(link, 'role', 'button')
    attr(link, 'aria-controls', idOf(inner, `${idOf(item, `accordion-item-${i}`)}-content`))
    attr(inner, 'role', 'region')
    attr(inner, 'aria-labelledby', idOf(link, `${inner.id}-label`))
    // Flatsome's chevron is a <button> inside the title link: a second tab stop and a control nested in one (axe
    // nested-interactive, even unfocusable). A span of the same class draws it (flatsome.css styles `.toggle`),
    // unannounced; a click on it is a click on the title.
    for (const button of link.querySelectorAll('button')) {
      const chevron = document.createElement('span')
      chevron.className = button.className
      attr(chevron, 'aria-hidden', 'true')
      chevron.append(...button.childNodes)
      button.replaceWith(chevron)
    }
    items.push([link, inner, link])
  })
  if (items.length) mountItems(root, items, true)
}

/** The product tabs: the hash opens a tab by a click on its link, then brings it into view. */
function followHash(root: HTMLElement): void {
  const fromHash = (): void => {
    const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('ul.tabs > li > a[href^="#"], .wc-tabs > li > a[href^="#"]'))
    const items = links.flatMap((link) => {
      const panel = document.getElementById(link.getAttribute('href')!.slice(1))
      return panel ? [[link, panel] as const] : []
    })
    const i = hashIndex(location.hash, items)
    if (i >= 0 && items[i]![0].getAttribute('aria-selected') != 'true') items[i]![0].click(), scrollToHash(items[i]![1], prefersReducedMotion())
  }
  onHashChange(fromHash)
  fromHash()
}

/** Mounts one content tab group or accordion, or the product tabs' hash (CONTENT_TABS_SELECTOR). */
export function mountContentTabs(root: HTMLElement): void {
  if (root.matches(PRODUCT_TABS)) followHash(root)
  else if (root.classList.contains('accordion')) mountAccordion(root)
  else mountTabGroup(root)
}
