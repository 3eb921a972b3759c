/**
 * A product variation as WooCommerce prints it in `data-product_variations` (or answers from `get_variation`),
 * and reading that data defensively: the JSON comes from a page cache, a theme or a plugin and may be anything.
 */
import type { VariationImage } from './variation-image'

export interface Variation {
  variation_id: number
  /** `attribute_<name>` → value; '' means "any value". */
  attributes: Record<string, string>
  variation_is_visible?: boolean
  variation_is_active?: boolean
  is_purchasable?: boolean
  is_in_stock?: boolean
  is_sold_individually?: string
  min_qty?: number | string
  max_qty?: number | string
  price_html?: string
  availability_html?: string
  variation_description?: string
  sku?: string
  weight?: string
  weight_html?: string
  dimensions_html?: string
  image?: VariationImage
  image_id?: number
  /** Older WooCommerce's flat image fields, still read by Flatsome's quick view: the image and its full size. */
  image_src?: string
  image_link?: string
}

/** What a form's variation data says: the list, or that variations must be asked from the server. */
export type VariationSource = { mode: 'list'; variations: Variation[] } | { mode: 'ajax' }

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#039': "'" }

/** Decodes the HTML entities WordPress puts into attribute values (`&amp;`, `&#8217;`, `&#x2F;` …) into text. */
export function decodeEntities(text: string): string {
  // Most values have none: no regular expression over them (a form's every value is decoded when it mounts).
  if (!text.includes('&')) return text
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole
    }
    return entities[name.toLowerCase()] ?? whole
  })
}

const isDict = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** One variation from untrusted data, or undefined when it is not usable. Attribute values are decoded. */
export function toVariation(raw: unknown): Variation | undefined {
  if (!isDict(raw) || !isDict(raw.attributes)) return undefined
  const id = Number(raw.variation_id)
  if (!Number.isInteger(id) || id <= 0) return undefined
  const attributes: Record<string, string> = {}
  for (const [k, v] of Object.entries(raw.attributes)) attributes[k] = typeof v === 'string' ? decodeEntities(v) : v == null ? '' : String(v)
  return { ...(raw as unknown as Variation), variation_id: id, attributes }
}

/**
 * Reads the form's `data-product_variations`: `false` (more variations than the threshold) means ask the server;
 * an array is the list (unusable entries dropped; `[]` means out of stock); anything else — malformed JSON, a
 * mangled cache — also falls back to asking the server, which knows the truth.
 */
export function readVariations(attribute: string | null): VariationSource {
  if (attribute === null) return { mode: 'ajax' }
  let parsed: unknown
  try {
    parsed = JSON.parse(attribute)
  } catch {
    return { mode: 'ajax' }
  }
  if (!Array.isArray(parsed)) return { mode: 'ajax' }
  return { mode: 'list', variations: parsed.map(toVariation).filter((v): v is Variation => v !== undefined) }
}

/** A shopper can add it: purchasable, in stock and visible. */
export const isPurchasable = (v: Variation): boolean => v.is_purchasable !== false && v.is_in_stock !== false && v.variation_is_visible !== false
