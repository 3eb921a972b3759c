/**
 * Product tabs (`.woocommerce-tabs` / `.wc-tabs-wrapper`: `ul.tabs` of `li > a[href="#tab-<key>"]` and panels
 * `#tab-<key>`), as WAI-ARIA tabs on the server's markup. The `a` is the tab (the `li` becomes presentation, whichever
 * of the two the server gave `role=tab`), with a roving tabindex (src/keys.ts). Arrow keys (Left/Right mirrored in
 * RTL, Up/Down), Home and End move and activate at once (automatic activation: showing a panel is instant, nothing
 * is loaded); Enter and a click activate too. Hidden panels take `saar-hidden` (src/hidden.ts: beats theme CSS, as
 * the stock script's inline style did) and lose `.active` (Flatsome shows only `.active` panels); the tab already
 * open in the server HTML is never hidden and shown again, so it does not shift. The tab to open comes from the
 * URL; a click on `a.woocommerce-review-link` opens the reviews; the jQuery `init` event on the wrapper sets the tabs
 * up again.
 */
import { listen } from '../../src/events'
import { HIDDEN_CLASS } from '../../src/hidden'
import { rove } from '../../src/keys'

export const TABS_SELECTOR = '.wc-tabs-wrapper, .woocommerce-tabs'

/** The panel id the URL asks for (`tab-reviews`, `tab-additional_information`), or undefined for the first tab. */
export function tabFromUrl(href: string, hash: string): string | undefined {
  if (/comment-|^#(tab-)?reviews$/.test(hash) || /comment-page-|cpage=/.test(href)) return 'tab-reviews'
  if (hash === '#tab-additional_information') return 'tab-additional_information'
}

type Tab = [li: HTMLElement, link: HTMLAnchorElement, panel: HTMLElement]

export function mountTabs(wrapper: HTMLElement): void {
  let tabs: Tab[] = []
  const attr = (el: Element, name: string, value: string): void => el.setAttribute(name, value)
  const select = (index: number): void =>
    tabs.forEach(([li, link, panel], i) => {
      const on = i === index
      attr(link, 'aria-selected', String(on))
      link.tabIndex = on ? 0 : -1
      li.classList.toggle('active', on)
      panel.classList.toggle('active', on)
      panel.classList.toggle(HIDDEN_CLASS, !on)
    })
  const find = (id: string | undefined): number => tabs.findIndex((tab) => tab[2].id === id)
  const setUp = (): void => {
    const list = wrapper.querySelector('ul.tabs, .wc-tabs')
    tabs = []
    for (const link of Array.from(list?.querySelectorAll<HTMLAnchorElement>('li > a[href^="#"]') ?? [])) {
      const panel = document.getElementById(link.getAttribute('href')!.slice(1))
      const li = link.parentElement!
      if (!panel || !wrapper.contains(panel)) continue
      attr(li, 'role', 'presentation')
      li.removeAttribute('aria-controls')
      attr(link, 'role', 'tab')
      attr(link, 'aria-controls', panel.id)
      attr(panel, 'role', 'tabpanel')
      if (!panel.hasAttribute('aria-labelledby')) attr(panel, 'aria-labelledby', (link.id ||= `${panel.id}-title`))
      if (!panel.hasAttribute('tabindex')) panel.tabIndex = 0
      tabs.push([li, link, panel])
    }
    if (list) attr(list, 'role', 'tablist')
    select(Math.max(0, find(tabFromUrl(location.href, location.hash))))
  }
  const at = (event: Event): number => tabs.findIndex((tab) => tab[1] === (event.target as Element).closest?.('a'))
  wrapper.addEventListener('click', (event) => {
    const i = at(event)
    if (i < 0) return
    event.preventDefault()
    select(i)
  })
  wrapper.addEventListener('keydown', (event) => {
    const next = rove(event, tabs.map((tab) => tab[1]), { wrap: true })
    if (next !== undefined) select(next)
  })
  // The review link lets its jump to #reviews happen, into the panel now shown.
  document.addEventListener('click', (event) => {
    const i = find('tab-reviews')
    if (i >= 0 && (event.target as Element).closest?.('a.woocommerce-review-link')) select(i)
  })
  listen(wrapper, 'init', setUp)
  setUp()
}
