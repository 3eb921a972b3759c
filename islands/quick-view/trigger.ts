/**
 * Flatsome's quick-view triggers: `.quick-view[data-prod]` (a link or button in a product card; a non-empty
 * `data-prod`). What each says about itself belongs to the first paint (the quick-view script); opening the quick
 * view is quick-view.ts, on demand.
 */

export const QUICK_VIEW_SELECTOR = '.quick-view[data-prod]'

/** The product a trigger opens, or '' when it opens nothing. */
export const productOf = (el: Element): string => (el.getAttribute('data-prod') ?? '').trim()

/** Each trigger, once: it says it opens a dialog, and one that is not a link or button gets a button's keys. */
export function wireQuickViewTrigger(el: HTMLElement): void {
  el.setAttribute('aria-haspopup', 'dialog')
  if (el.matches('a[href],button,input')) return
  el.setAttribute('role', 'button')
  el.tabIndex = 0
  el.addEventListener('keydown', (event) => {
    if (event.key != 'Enter' && event.key != ' ') return
    event.preventDefault()
    el.click()
  })
}
