/**
 * Scroll-to bullets and single-page links, and sticky columns (islands/scroll-to, islands/sticky-column), loaded by
 * the small pieces' step (lazy/bits.ts). Both go by the sticky header's height (the root's scroll padding), so the
 * header's code comes with them: it would otherwise come only at the first scroll, which a click on a section's link
 * is, too late to land that first jump below the header.
 */
import { loadAsset, provide } from '../src/loader'
import { mountScrollTo, SCROLL_TO_SELECTOR } from '../islands/scroll-to/scroll-to'
import { mountStickyColumn } from '../islands/sticky-column/sticky-column'

declare module '../src/assets' {
  interface Assets {
    'scroll-to': (el: HTMLElement) => void
  }
}

void loadAsset('header').catch(() => {})
provide('scroll-to', (el) => (el.matches(SCROLL_TO_SELECTOR) ? mountScrollTo() : mountStickyColumn(el)))
