/**
 * How Saar stands down beside a stock script that stays on the page: the test and its one console line. The features
 * and the signal of each stock handler are src/stock.ts; this part is the same for all of them, so it lives once, in
 * the runtime, rather than in a copy in each script that asks (five on a product page).
 */

/** A feature Saar leaves to a stock handler that is on the page. */
export interface StockFeature {
  /** What Saar leaves, as the console line names it. */
  what: string
  /** Each stock handler that may have it: its name and signal for the console line, and the test that it is here. */
  by: Array<[who: string, present: () => unknown]>
}

type Dict = Record<string, unknown>

const page = globalThis as unknown as Dict
const jQueryFn = (): Dict | undefined => (page.jQuery as { fn?: Dict } | undefined)?.fn
/** Whether a jQuery plugin function is on the page, unless it is Saar's own (islands/variations/jquery-api.ts marks those). */
export const jQueryPlugin = (name: string): boolean => typeof jQueryFn()?.[name] === 'function' && !(jQueryFn()![name] as { saar?: unknown }).saar
/** A Flatsome behaviour flatsome.js (or a script on the page) registered. */
export const flatsomeBehavior = (name: string): unknown => (page.Flatsome as { behaviors?: Dict } | undefined)?.behaviors?.[name]
/** Whether the page has an element for `selector` (a stock script's tag, its markup). */
export const onPage = (selector: string): boolean => !!document.querySelector(selector)

/** The features Saar has said it left, once per page however many scripts ask. */
const said = (): Dict => ((page as Record<symbol, Dict>)[Symbol.for('saar.stock')] ??= {})

/** Whether a stock handler has the feature on this page; the first time per page, one console line says whose. */
export function standsDown({ what, by }: StockFeature): boolean {
  const found = by.find(([, present]) => present())
  if (found && !said()[what]) console.info(`Saar: ${what} left to ${(said()[what] = found[0])}`)
  return !!found
}
