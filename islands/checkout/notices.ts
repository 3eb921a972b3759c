/**
 * The checkout's notices, where checkout.js puts them: a `woocommerce-NoticeGroup` at the top of the form, one for
 * the order review's refresh (`-updateOrderReview`), one for a placed order (`-checkout`). What the server answered
 * goes in as its own markup, cleaned (src/safe-html.ts) and only from the shop's own origin (src/ajax.ts refuses the
 * rest); what Saar has to say itself (no connection, an answer that was no answer) is Saar's own notice
 * (src/own-notice.ts: a React component drawn into its group, WooCommerce's error list with Saar's text as text; made
 * plainly where its code cannot come, as when the connection is gone).
 *
 * A notice put in above what the shopper is looking at would push it down; so the page is scrolled by what it
 * grew above the element in the middle of the window, in the same frame (what the browser's scroll anchoring does),
 * and then taken smoothly to the notices, below the sticky header.
 */
import { ownMarkup } from '../../src/dom'
import { drawListNotice } from '../../src/own-notice'
import { scrollToNotices } from '../../src/scroll'
import { cleanFragment } from '../../src/safe-html'

export type NoticeGroup = 'checkout' | 'updateOrderReview'

/** A notice group of that kind (with `content`), not in the page yet. */
export function noticeGroup(kind: NoticeGroup, content?: Node): HTMLElement {
  const group = document.createElement('div')
  group.className = `woocommerce-NoticeGroup woocommerce-NoticeGroup-${kind}`
  if (content) group.append(content)
  return group
}

/**
 * A notice group of that kind with Saar's error notice saying `text` in it, not in the page yet: resolves once it
 * is drawn (the alert on its wrapper, as checkout.js found a screen reader hears a list, the list focusable).
 */
export async function ownNotices(kind: NoticeGroup, text: string): Promise<HTMLElement> {
  const group = ownMarkup(noticeGroup(kind))
  await drawListNotice(group, text)
  return group
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

/** Puts a notice group at the top of the form. */
export function placeNotices(form: HTMLFormElement, group: HTMLElement): void {
  keepingPlace(() => form.prepend(group))
}

/** Puts `content` at the top of the form in a notice group of that kind; returns the group. */
export function showNotices(form: HTMLFormElement, kind: NoticeGroup, content: Node): HTMLElement {
  const group = noticeGroup(kind, content)
  placeNotices(form, group)
  return group
}

/** checkout.js's scroll_to_notices: to the refresh's or the order's notices, else to the form. */
export function scrollToCheckoutNotices(form: HTMLFormElement): Promise<void> {
  return scrollToNotices(document.querySelector('.woocommerce-NoticeGroup-updateOrderReview, .woocommerce-NoticeGroup-checkout') ?? form)
}
