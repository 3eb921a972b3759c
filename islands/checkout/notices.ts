/**
 * The checkout's notices, where checkout.js puts them: a `woocommerce-NoticeGroup` at the top of the form, one for
 * the order review's refresh (`-updateOrderReview`), one for a placed order (`-checkout`). What the server answered
 * goes in as its own markup, cleaned (src/safe-html.ts) and only from the shop's own origin (src/ajax.ts refuses the
 * rest); what Saar has to say itself (no connection, an answer that was no answer) is WooCommerce's error notice with
 * Saar's text in it as text. That notice is the server's markup, with nothing that follows state, and it must show
 * when the connection is gone, which is when an on-demand file could not come: so it is made here, not in React.
 *
 * A notice put in above what the shopper is looking at would push it down; so the page is scrolled by what it
 * grew above the element in the middle of the window, in the same frame (what the browser's scroll anchoring does),
 * and then taken smoothly to the notices, below the sticky header.
 */
import { scrollToNotices } from '../../src/scroll'
import { cleanFragment } from '../../src/safe-html'

export type NoticeGroup = 'checkout' | 'updateOrderReview'

/**
 * WooCommerce's error notice with `text` in it (text only), as a node: announced by its wrapper (an alert on the
 * list itself would hide that it is one, as checkout.js found), the list focusable.
 */
export function errorNotice(text: string): HTMLElement {
  const alert = document.createElement('div')
  const list = document.createElement('ul')
  const item = document.createElement('li')
  alert.setAttribute('role', 'alert')
  list.className = 'woocommerce-error'
  list.tabIndex = -1
  item.textContent = text
  list.append(item)
  alert.append(list)
  return alert
}

/** The server's notices HTML as nodes: cleaned, and (as checkout.js has it) the list no alert of its own, focusable. */
export function serverNotices(html: string): DocumentFragment {
  const fragment = cleanFragment(html)
  for (const el of Array.from(fragment.children)) {
    el.removeAttribute('role')
    el.setAttribute('tabindex', '-1')
  }
  return fragment
}

/**
 * Runs `change` (markup put in or taken out) without moving what the window shows: the element in the middle of the
 * window keeps its place, the page scrolled by what grew above it.
 */
export function keepingPlace(change: () => void): void {
  // Not a busy region's veil: it stays with the region's top, whatever grows inside it.
  const anchor = document.elementsFromPoint?.(innerWidth / 2, innerHeight / 2).find((el) => !el.classList.contains('saar-busy-veil'))
  const before = anchor?.getBoundingClientRect().top
  change()
  if (anchor?.isConnected && before !== undefined) {
    const moved = anchor.getBoundingClientRect().top - before
    if (moved) window.scrollTo({ top: scrollY + moved, behavior: 'instant' })
  }
}

/** Removes what matches `selector` in the page, keeping the window's place. */
export function removeNotices(selector: string): void {
  const gone = document.querySelectorAll(selector)
  if (gone.length) keepingPlace(() => gone.forEach((el) => el.remove()))
}

/** Puts `content` at the top of the form in a notice group of that kind; returns the group. */
export function showNotices(form: HTMLFormElement, kind: NoticeGroup, content: Node): HTMLElement {
  const group = document.createElement('div')
  group.className = `woocommerce-NoticeGroup woocommerce-NoticeGroup-${kind}`
  group.append(content)
  keepingPlace(() => form.prepend(group))
  return group
}

/** checkout.js's scroll_to_notices: to the refresh's or the order's notices, else to the form. */
export function scrollToCheckoutNotices(form: HTMLFormElement): Promise<void> {
  return scrollToNotices(document.querySelector('.woocommerce-NoticeGroup-updateOrderReview, .woocommerce-NoticeGroup-checkout') ?? form)
}
