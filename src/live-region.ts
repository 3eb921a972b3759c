/**
 * Announcements for screen readers. One polite and one assertive region per page, created on first use and
 * visually hidden (live-region.css), so islands announce changes (an item added, a variation found, a notice
 * dismissed) without each inventing its own.
 */

const regions: Partial<Record<'polite' | 'assertive', HTMLElement>> = {}

function region(politeness: 'polite' | 'assertive'): HTMLElement {
  let el = regions[politeness]
  if (!el || !el.isConnected) {
    el = document.createElement('div')
    el.className = 'saar-live-region screen-reader-text'
    el.setAttribute('role', politeness === 'assertive' ? 'alert' : 'status')
    el.setAttribute('aria-live', politeness)
    el.setAttribute('aria-atomic', 'true')
    document.body.appendChild(el)
    regions[politeness] = el
  }
  return el
}

/** Announces plain text. Repeating the same text announces it again. */
export function announce(text: string, politeness: 'polite' | 'assertive' = 'polite'): void {
  const el = region(politeness)
  el.textContent = ''
  // A fresh text node in a later task is what screen readers reliably pick up as a change.
  setTimeout(() => (el.textContent = text), 50)
}
