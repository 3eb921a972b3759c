/**
 * The tracking entry beside the stock tracking scripts (src/stock.ts): where PixelYourSite's public.js has run
 * (`pys.getPixelBySlag`) Saar's pixels never load, where WooCommerce's order-attribution.js has
 * (`wc_order_attribution.setOrderTracking`) Saar's WooCommerce attribution never loads (PixelYourSite's visit cookies,
 * their own bundle, still come unless public.js is here too), each said once on the console; their
 * localized data alone (`pysOptions`, `wc_order_attribution` without its functions, which Saar's plugin keeps for
 * Saar) changes nothing. Whether a bundle is wanted is the consent core's business: here it is always wanted, so
 * what keeps a bundle away is the stock script alone.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { saarLines, start, stockGlobal } from './page-load'

vi.mock('../../islands/tracking/pixels/wants', () => ({ wantsPixels: () => true }))
vi.mock('../../islands/tracking/attribution/wants', () => ({ wantsSourcebuster: () => true, wantsPys: () => true }))

const pixels = vi.fn()
const attribution = vi.fn()
const pysAttribution = vi.fn()
const load = () => start('tracking', { pixels, attribution, 'pys-attribution': pysAttribution })

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  for (const bundle of [pixels, attribution, pysAttribution]) bundle.mockClear()
})

describe('tracking beside the stock tracking scripts', () => {
  it("with PixelYourSite's public.js on the page, Saar's pixels and PixelYourSite's cookies never load; WooCommerce's attribution does", async () => {
    stockGlobal('pys', { getPixelBySlag: () => undefined, Utils: {} })
    await load()
    expect(pixels).not.toHaveBeenCalled()
    expect(pysAttribution).not.toHaveBeenCalled()
    expect(attribution).toHaveBeenCalledTimes(1)
    expect(saarLines()).toEqual(['Saar: pixels left to PixelYourSite (public.js)'])
  })

  it("with WooCommerce's order-attribution.js on the page, Saar's WooCommerce attribution never loads; its pixels and PixelYourSite's cookies do", async () => {
    stockGlobal('wc_order_attribution', { params: {}, fields: {}, setOrderTracking: () => undefined, getAttributionData: () => ({}) })
    await load()
    expect(attribution).not.toHaveBeenCalled()
    expect(pysAttribution).toHaveBeenCalledTimes(1)
    expect(pixels).toHaveBeenCalledTimes(1)
    expect(saarLines()).toEqual(['Saar: order attribution left to WooCommerce (order-attribution.js)'])
  })

  it("with both stock scripts on the page, neither Saar's pixels nor its attribution load", async () => {
    stockGlobal('wc_order_attribution', { params: {}, fields: {}, setOrderTracking: () => undefined, getAttributionData: () => ({}) })
    stockGlobal('pys', { getPixelBySlag: () => undefined, Utils: {} })
    await load()
    expect(attribution).not.toHaveBeenCalled()
    expect(pysAttribution).not.toHaveBeenCalled()
    expect(pixels).not.toHaveBeenCalled()
    expect(saarLines()).toEqual(['Saar: pixels left to PixelYourSite (public.js)', 'Saar: order attribution left to WooCommerce (order-attribution.js)'])
  })

  it("with only their data on the page (as Saar's plugin leaves it), Saar's pixels and attribution load, once each, and nothing is said", async () => {
    stockGlobal('pysOptions', { staticEvents: {}, dynamicEvents: {} })
    stockGlobal('wc_order_attribution', { params: { prefix: 'wc_order_attribution_' }, fields: { source_type: 'current.typ' } })
    // A PixelYourSite add-on makes `window.pys` before public.js: no sign of public.js either.
    stockGlobal('pys', { Pinterest: {} })
    await load()
    expect(pixels).toHaveBeenCalledTimes(1)
    expect(attribution).toHaveBeenCalledTimes(1)
    expect(pysAttribution).toHaveBeenCalledTimes(1)
    expect(saarLines()).toEqual([])
  })
})
