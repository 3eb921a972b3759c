/**
 * Reading JSON the server put into attributes and script tags. Malformed JSON is an expected input (a plugin
 * printed it wrong, a cache mangled it): it gives `undefined`, never an exception.
 */

/** Parses JSON text; `undefined` for malformed or missing text. */
export function parseJson(text: string | null | undefined): unknown {
  if (text == null) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** Reads JSON from an element's attribute (`data-product_variations`, `data-flickity-options`, …). */
export const readJsonAttribute = (el: Element, name: string): unknown => parseJson(el.getAttribute(name))
