/**
 * A cart action in one neutral shape, from which each platform's builder makes its payload (tracking-consent.md §5
 * rec. 3: GA4 `items` ↔ Meta `contents` ↔ Pinterest `line_items` ↔ UET `items` / `ecomm_*`).
 */

/** One product line: the id the platforms see (a variation's own id), its name, category, unit price, quantity. */
export interface Line {
  id: string
  name: string
  category: string
  price: number
  quantity: number
  /** The variation's attributes as a shopper reads them ("Sinine, M"), when known. */
  variant?: string
}

/** What an add or a remove concerns. */
export interface Commerce {
  /** PixelYourSite's product type: simple 0, variable 1, bundle 2, grouped 3. */
  type: number
  currency: string
  lines: Line[]
  /** The ids name product groups (a variable product's parent, `wooVariableAsSimple`). */
  group?: boolean
}

/** Money as the platforms take it: a number with at most two decimals. */
export const money = (n: number): number => Math.round(n * 100) / 100

/** Σ price × quantity. */
export const valueOf = (c: Commerce): number => money(c.lines.reduce((sum, l) => sum + l.price * l.quantity, 0))

/** Σ quantity. */
export const quantityOf = (c: Commerce): number => c.lines.reduce((sum, l) => sum + l.quantity, 0)
