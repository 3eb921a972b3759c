/**
 * A region of the page while a request for it runs: the checkout's order review and payment methods, the whole
 * checkout form while an order is placed, the cart page's form and totals (WooCommerce blocked each with blockUI).
 * While busy the region says so (`aria-busy`), takes no click, key or focus (`inert`: nothing typed into it meanwhile
 * can be lost when the answer replaces it), and wears a veil, a white layer over it as blockUI drew one, with a
 * spinner (busy.css; still under reduced motion). The veil is out of the flow, so nothing on the page moves; a
 * region without a position of its own becomes `position: relative` for it, which moves nothing either.
 *
 * The veil is one empty element of Saar's own, not a component: it has no state and no text, and the first refresh
 * of a checkout runs as the page loads, where React (fetched on demand) would cost its whole file to draw a div.
 *
 * Released, the region is as it was, after a failure too. If focus was in the region when it went inert (the
 * browser then drops it to the page's body) and is still nowhere, it goes back to that element, if the answer left
 * it on the page. Marks of one region nest: it is released when the last one is.
 */
import { ownMarkup } from './dom'

interface Mark {
  count: number
  veil: HTMLElement
  anchored: boolean
  /** What had focus in the region when it went inert. */
  focused?: HTMLElement
}

const marks = new WeakMap<Element, Mark>()

/** Marks `region` busy; returns the release (calling it again does nothing). */
export function markBusy(region: Element): () => void {
  let mark = marks.get(region)
  if (mark) mark.count++
  else {
    const active = document.activeElement
    const veil = ownMarkup(document.createElement('div'))
    veil.className = 'saar-busy-veil'
    veil.setAttribute('aria-hidden', 'true')
    mark = { count: 1, veil, anchored: /^(static)?$/.test(getComputedStyle(region).position) }
    if (active instanceof HTMLElement && region.contains(active)) mark.focused = active
    marks.set(region, mark)
    region.classList.add('saar-busy')
    region.classList.toggle('saar-busy-anchor', mark.anchored)
    region.setAttribute('aria-busy', 'true')
    region.setAttribute('inert', '')
    region.appendChild(veil)
  }
  let released = false
  return () => {
    if (released) return
    released = true
    const m = marks.get(region)
    if (!m || --m.count) return
    marks.delete(region)
    m.veil.remove()
    region.classList.remove('saar-busy', 'saar-busy-anchor')
    region.removeAttribute('aria-busy')
    region.removeAttribute('inert')
    const active = document.activeElement
    if (m.focused?.isConnected && (!active || active == document.body) && !m.focused.closest('[inert]')) m.focused.focus({ preventScroll: true })
  }
}

/** Whether `region` is marked busy now. */
export const isBusy = (region: Element): boolean => marks.has(region)
