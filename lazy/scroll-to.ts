/** Scroll-to bullets and single-page links, and sticky columns (islands/scroll-to, islands/sticky-column), loaded by the idle step (islands/bits). */
import { provide } from '../src/loader'
import { mountScrollTo, SCROLL_TO_SELECTOR } from '../islands/scroll-to/scroll-to'
import { mountStickyColumn } from '../islands/sticky-column/sticky-column'

declare module '../src/assets' {
  interface Assets {
    'scroll-to': (el: HTMLElement) => void
  }
}

provide('scroll-to', (el) => (el.matches(SCROLL_TO_SELECTOR) ? mountScrollTo() : mountStickyColumn(el)))
