/**
 * Flatsome's quick view, rebuilt: a click on `.quick-view[data-prod]` (a link or button in a product card; a
 * non-empty `data-prod`) marks the trigger and its product box `processing` (as Flatsome), POSTs admin-ajax
 * `flatsome_quickview` with `product`, and opens the answer — the server's HTML fragment, taken only when it came
 * from the shop's own origin after any redirect (the ajax core's check), its scripts dropped — in the popup with the slider and the variation form set up. A newer click aborts an older request still in flight.
 * A failed call (HTTP error, timeout, an answer that is no product) leaves nothing open or spinning: the mark goes,
 * an assertive message says so, and focus stays on the trigger. A call the shop refused for want of the anti-spam
 * fields (none known: no settings, no POST form on the page) goes to the product's page instead. Without this script
 * the trigger is a plain link.
 *
 * Plugins that hook Flatsome's quick view get its events on `document`: `mfpOpen` and `flatsome_quickview` once
 * the content is in the page, `mfpClose` when it closes; their Flatsome behaviours are attached to the content.
 */
import { adminAjaxRaw } from '../../src/ajax'
import { emit, listen } from '../../src/events'
import { attachFlatsomeBehaviors } from '../../src/flatsome'
import { t } from '../../src/i18n'
import { announce } from '../../src/live-region'
import { quickViewFailed } from '../../src/messages'
import { inertContent } from '../../src/safe-html'
import { safeUrl } from '../../src/safe-url'
import { mountPopupForms } from './forms'
import { openPopup, type Popup } from './popup'
import { mountSlider } from './slider'
import { productOf, QUICK_VIEW_SELECTOR } from './trigger'

/**
 * The popup's content from the server's answer, or undefined when the answer is no product (empty, an error
 * page, a PHP notice). Scripts in it are dropped, never run.
 */
export function quickViewContent(html: unknown, doc: Document = document): DocumentFragment | undefined {
  if (typeof html != 'string' || !html.trim()) return undefined
  const content = inertContent(html, doc)
  if (!content.querySelector('.product,.product-quick-view-container')) return undefined
  content.querySelectorAll('script').forEach((s) => s.remove())
  return doc.importNode(content, true)
}

let current: Popup | undefined

/** Navigation, replaceable in tests. */
export const navigation = { go: (url: string): void => location.assign(url) }

/**
 * The product's own page on the shop's origin: the trigger's link when it leads to a page, else its card's first
 * (Flatsome's trigger links to `#quick-view`); not the card's buttons (its add link adds).
 */
const productPage = (trigger: HTMLElement): URL | undefined =>
  [trigger, ...(trigger.closest('.product-small, .product')?.querySelectorAll('a:not(.button, .quick-view)') ?? [])]
    .map((link) => (link.getAttribute('href') ?? '#')[0] != '#' && safeUrl(link.getAttribute('href'), 'own'))
    .find(Boolean) || undefined

/** Opens the quick view of a trigger's product. Resolves once it is open or has failed. */
export async function openQuickView(trigger: HTMLElement): Promise<void> {
  const product = productOf(trigger)
  if (!product) return
  // Flatsome marks the product box: the theme's CSS shows it loading.
  const marked = [trigger, trigger.closest('.product-small, .product')]
  for (const el of marked) el?.classList.add('processing')
  trigger.setAttribute('aria-busy', 'true')
  // An answer from another origin (an ajax URL set to one, or a redirect) is an error here like any other.
  const result = await adminAjaxRaw<string>('flatsome_quickview', { product }, { expect: 'text', key: 'flatsome_quickview' })
  for (const el of marked) el?.classList.remove('processing')
  trigger.removeAttribute('aria-busy')
  if (!result.ok && result.error.kind == 'aborted') return // a newer click took over
  // Refused for want of the anti-spam fields (Saar enqueued by hand on a listing: no settings, no POST form to read
  // them from): the product's page shows what the quick view would have.
  const page = !result.ok && result.error.unguarded ? productPage(trigger) : undefined
  if (page) return navigation.go(page.href)
  const content = result.ok ? quickViewContent(result.data) : undefined
  if (!content) {
    announce(t(quickViewFailed), 'assertive')
    if (trigger.isConnected) trigger.focus()
    return
  }
  current?.close()
  const popup = (current = openPopup(content, trigger))
  const body = popup.dialog
  const stops = [mountPopupForms(body), mountSlider(body)]
  // Added to the cart from inside: the cart opens, so the quick view makes way.
  stops.push(listen(document.body, 'added_to_cart', (args) => void (args[2] instanceof Element && body.contains(args[2]) && popup.close())))
  popup.onClose(() => {
    for (const stop of stops) stop()
    if (current == popup) current = undefined
    emit(document, 'mfpClose')
  })
  // Plugins' Flatsome behaviours (swatches, wishlists) bind to the new product, as Flatsome's quick view let them.
  attachFlatsomeBehaviors(body)
  emit(document, 'mfpOpen')
  emit(document, 'flatsome_quickview')
}

/** The delegated click: a plain click on a trigger opens its quick view (modified clicks keep the link's way). */
export function onQuickViewClick(event: MouseEvent): void {
  const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(QUICK_VIEW_SELECTOR)
  if (!trigger || !productOf(trigger) || event.button > 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  if (!trigger.classList.contains('processing')) void openQuickView(trigger)
}
