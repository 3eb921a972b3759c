/**
 * The price filter's slider (islands/price-filter/), loaded by the `price-filter` script when the widget comes into
 * view.
 */
import { provide } from '../src/loader'
import { mountPriceFilter } from '../islands/price-filter/price-filter'

declare module '../src/assets' {
  interface Assets {
    'price-slider': typeof mountPriceFilter
  }
}

provide('price-slider', mountPriceFilter)
