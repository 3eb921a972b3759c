/**
 * Running the shipped entries in DOM tests as a page load would (a fresh module graph each time), with stand-ins of
 * the stock scripts that stay on a real shop: their localized globals, their jQuery plugins, and jQuery itself with
 * its ajax recorded. Everything a test puts on the page this way is taken off again after it.
 */
import { afterEach, vi } from 'vitest'
import $ from 'jquery'
import { settle } from './helpers'
import type { AssetName, Assets } from '../../src/assets'

type Dict = Record<string, unknown>
const page = globalThis as unknown as Dict

// A page load imports the entry's whole graph afresh: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 })

const entries = {
  theme: () => import('../../entries/theme'),
  cart: () => import('../../entries/cart'),
  'cart-page': () => import('../../entries/cart-page'),
  search: () => import('../../entries/search'),
  product: () => import('../../entries/product'),
  post: () => import('../../entries/post'),
  'quick-view': () => import('../../entries/quick-view'),
  account: () => import('../../entries/account'),
  password: () => import('../../entries/password'),
  tracking: () => import('../../entries/tracking'),
}

/**
 * The on-demand bundles that carry each entry's features (src/hydrate.ts loads them on approach): a page load here
 * brings them along, as from the browser's cache, so a test's click finds its code on the way (still a promise away:
 * what comes first is held and replayed).
 */
const featureBundles: Partial<Record<keyof typeof entries, Array<() => Promise<unknown>>>> = {
  cart: [() => import('../../lazy/add-to-cart'), () => import('../../lazy/cart-fragments')],
  search: [() => import('../../lazy/live-search')],
  product: [() => import('../../lazy/variation-form')],
  'quick-view': [() => import('../../lazy/quick-view-popup')],
  theme: [() => import('../../lazy/show-password')],
}

const resets: Array<() => void> = []
const plugins: string[] = []
const globals: string[] = []

/**
 * Runs an entry as a page load would: fresh modules, the entry's feature bundles and the on-demand bundles in
 * `provides` already there. The last load's wiring stops watching (its MutationObserver would set up the next markup
 * too). Modules imported after it (until the next load) are the page's own.
 */
export async function start(entry: keyof typeof entries, provides: Partial<Assets> = {}): Promise<void> {
  for (const reset of resets.splice(0)) reset()
  vi.resetModules()
  const [{ resetWiring }, { provide }] = await Promise.all([import('../../src/dom'), import('../../src/loader')])
  resets.push(resetWiring)
  for (const name of Object.keys(provides) as AssetName[]) provide(name, provides[name]!)
  await Promise.all((featureBundles[entry] ?? []).map((bundle) => bundle()))
  await entries[entry]()
  await settle()
}

/** The shopper's pointer reaches `el` (what loads a feature wired on approach, src/hydrate.ts); its code then mounts. */
export async function approach(el: Element): Promise<void> {
  el.dispatchEvent(new Event('pointerover', { bubbles: true }))
  await settle()
}

/** A global a stock script prints (`var name = {…}`). */
export function stockGlobal(name: string, value: unknown): void {
  page[name] = value
  globals.push(name)
}

/** A stand-in jQuery plugin on `$.fn`. */
export function plugin(name: string, fn: (this: JQuery, ...args: never[]) => unknown): void {
  ;($.fn as unknown as Dict)[name] = fn
  plugins.push(name)
}

/** jQuery on the page, its ajax recorded and never answered (Saar's calls go through it when it is there). */
export function withJQuery() {
  const ajax = vi.fn((_options: { url: string; data?: string }) => ({ abort() {} }))
  page.jQuery = Object.assign((selector: unknown) => $(selector as never), $, { ajax })
  return ajax
}

/** The console lines Saar wrote with console.info (spied on by the test). */
export const saarLines = (): string[] =>
  vi.mocked(console.info).mock.calls.map((args) => String(args[0])).filter((line) => line.startsWith('Saar:'))

/** WooCommerce's jQuery API as Saar provides it (jquery-api.ts), taken off after each test. */
const API = ['wc_variation_form', 'wc_variations_image_update', 'wc_variations_image_reset', 'wc_set_content', 'wc_reset_content', 'wc_set_variation_attr', 'wc_reset_variation_attr', 'wc_product_gallery']

afterEach(() => {
  for (const reset of resets.splice(0)) reset()
  for (const name of [...plugins.splice(0), ...API]) delete ($.fn as unknown as Dict)[name]
  for (const name of globals.splice(0)) delete page[name]
  $(document).off()
  $(window).off()
  delete page[Symbol.for('saar.stock') as unknown as string]
})
