/**
 * A region of the page while a request for it runs: the checkout's order review and payment methods, the whole
 * checkout form while an order is placed, the cart page's form and totals (WooCommerce blocked each with blockUI).
 * While busy the region says so (`aria-busy`), takes no click, key or focus (`inert`: nothing typed into it meanwhile
 * can be lost when the answer replaces it), and wears a veil, a white layer over it as blockUI drew one, with a
 * spinner (busy.css; still under reduced motion). The veil is out of the flow, so nothing on the page moves; a
 * region without a position of its own becomes `position: relative` for it, which moves nothing either.
 *
 * The marks on the region are plain attributes on the server's markup, set at once, so the request waits for
 * nothing. The veil is Saar's own UI, a React component (src/own-ui.ts) drawn into an empty container Saar owns at the
 * end of the region: at once where the UI is here, else as soon as it comes, if the region is still busy then (the
 * checkout's first refresh, as the page loads, fetches no React for it).
 *
 * Released, the region is as it was, after a failure too. If focus was in the region when it went inert (the
 * browser then drops it to the page's body) and is still nowhere, it goes back to that element, if the answer left
 * it on the page. Marks of one region nest: it is released when the last one is.
 */
import { ownMarkup } from './dom'
import { whenOwnUi } from './own-ui'

interface Mark {
  count: number
  /** Saar's container for the veil, the region's last child while it is busy. */
  host: HTMLElement
  anchored: boolean
  /** What had focus in the region when it went inert. */
  focused?: HTMLElement
  /** Takes the drawn veil away. */
  erase?: () => void
}

const marks = new WeakMap<Element, Mark>()

/** Marks `region` busy; returns the release (calling it again does nothing). */
export function markBusy(region: Element): () => void {
  let mark = marks.get(region)
  if (mark) mark.count++
  else {
    const active = document.activeElement
    const host = ownMarkup(document.createElement('div'))
    host.className = 'saar-busy-host'
    mark = { count: 1, host, anchored: /^(static)?$/.test(getComputedStyle(region).position) }
    if (active instanceof HTMLElement && region.contains(active)) mark.focused = active
    marks.set(region, mark)
    region.classList.add('saar-busy')
    region.classList.toggle('saar-busy-anchor', mark.anchored)
    region.setAttribute('aria-busy', 'true')
    region.setAttribute('inert', '')
    region.appendChild(host)
    const drawn = mark
    // If the region is still busy with this mark when the UI is here (at once, as a rule, on a page that has it).
    whenOwnUi((ui) => marks.get(region) == drawn && (drawn.erase = ui.veil(host)))
  }
  let released = false
  return () => {
    if (released) return
    released = true
    const m = marks.get(region)
    if (!m || --m.count) return
    marks.delete(region)
    m.erase?.()
    m.host.remove()
    region.classList.remove('saar-busy', 'saar-busy-anchor')
    region.removeAttribute('aria-busy')
    region.removeAttribute('inert')
    const active = document.activeElement
    if (m.focused?.isConnected && (!active || active == document.body) && !m.focused.closest('[inert]')) m.focused.focus({ preventScroll: true })
  }
}

/** Whether `region` is marked busy now. */
export const isBusy = (region: Element): boolean => marks.has(region)
