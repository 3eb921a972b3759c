/**
 * The `price-filter` script (the shop listing and the brand pages, where WooCommerce's price filter widget prints):
 * in place of WooCommerce's price-slider.js and jQuery UI, the slider's code (islands/price-filter/) when the widget
 * comes into view. Beside the stock slider, where it stays, it stands down.
 */
import { onReady } from '../src/dom'
import { wireWhen } from '../src/hydrate'
import { loadAsset } from '../src/loader'
import { PRICE_SLIDER, standsDown } from '../src/stock'
import { PRICE_FILTER_SELECTOR } from '../islands/price-filter/selector'

onReady(() => {
  if (!standsDown(PRICE_SLIDER)) wireWhen<HTMLElement>(PRICE_FILTER_SELECTOR, 'visible', () => loadAsset('price-slider'))
})
