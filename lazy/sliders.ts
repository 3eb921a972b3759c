/**
 * Flatsome's content sliders and count-up numbers (islands/sliders/), loaded by the `theme` script when one comes
 * into view. Each waits for its own moment to be seen; beside Flatsome's own `slider` and `count-up` behaviors
 * (flatsome.js still on the page) it does nothing (src/stock.ts), and the slider library is then never requested.
 * The pause button's look is its own sheet (lazy/sliders.css).
 */
import { linkBundleSheet } from '../src/bundle-sheet'
import { provide } from '../src/loader'
import { COUNT_UP, standsDown } from '../src/stock'
import { countUp } from '../islands/sliders/count-up'
import { mountContentSlider } from '../islands/sliders/content-slider'
import { whenInView } from '../islands/sliders/in-view'

/** A slider, or a count-up (`.count-up`), counted once seen. */
function mountSliders(el: HTMLElement): void {
  if (!el.classList.contains('count-up')) mountContentSlider(el)
  else if (!standsDown(COUNT_UP)) whenInView(el, () => countUp(el))
}

declare module '../src/assets' {
  interface Assets {
    sliders: typeof mountSliders
  }
}

provide('sliders', linkBundleSheet().then(() => mountSliders))
