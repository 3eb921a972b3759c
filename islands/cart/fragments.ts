/**
 * Cart fragments on the page: the server's cart markup (fragments: selector → HTML) put in place of what it
 * replaces, and the item count that markup shows.
 */
import { cleanFragment } from '../../src/safe-html'
import type { Fragments } from './logic'

/** The item count a piece of cart markup shows (Flatsome's `.cart-icon strong` or `data-icon-label`). */
export function countIn(root: ParentNode): number | undefined {
  const el = root.querySelector('.cart-icon strong, [data-icon-label]')
  const n = el ? parseInt(el.getAttribute('data-icon-label') ?? el.textContent ?? '', 10) : NaN
  return Number.isFinite(n) && n >= 0 ? n : undefined
}

/**
 * Replaces every element each selector matches inside the body (never the body, head or root themselves) with the
 * fragment's HTML, cleaned (cleanFragment: nothing in it runs), whether it comes from an answer, another script's
 * event or storage. Focus inside a replaced element moves to the first control of its replacement. Returns the
 * item count the fragments show, if any. `replace` false: only that count (another script puts them in place).
 */
export function applyFragments(fragments: Fragments, replace = true): number | undefined {
  let count: number | undefined
  const body = document.body
  for (const selector in fragments) {
    const content = cleanFragment(fragments[selector]!)
    count ??= countIn(content)
    let targets: Element[] = []
    try {
      if (replace) targets = Array.from(document.querySelectorAll(selector)).filter((el) => el != body && body.contains(el))
    } catch {
      continue
    }
    for (const el of targets) {
      const nodes = Array.from((content.cloneNode(true) as DocumentFragment).children)
      const hadFocus = el.contains(document.activeElement)
      el.replaceWith(...nodes)
      if (hadFocus) (nodes.map((n) => (n.matches('a,button') ? n : n.querySelector('a[href],button'))).find(Boolean) as HTMLElement | undefined)?.focus()
    }
  }
  return count
}

/**
 * Shows `count` in every cart count of the page (a cart item's `.cart-icon strong` or `data-icon-label`) that says
 * otherwise: the fragments replace the header's, and the shop's theme may print more (a bottom bar, a sidebar).
 */
export function showCount(count: number): void {
  const text = String(count)
  for (const el of document.querySelectorAll('.cart-item .cart-icon strong, .cart-item [data-icon-label]'))
    if ((el.getAttribute('data-icon-label') ?? el.textContent) != text) el.hasAttribute('data-icon-label') ? el.setAttribute('data-icon-label', text) : (el.textContent = text)
}
