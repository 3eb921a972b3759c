/**
 * The live search's pure logic (Flatsome's `flatsome_ajax_search_products`, shop-plugins.md §6): when to search
 * (3 or more characters, trimmed), reading the `{suggestions: [...]}` answer defensively, which suggestions lead
 * somewhere (`id` −1 is an info row such as 'No results'), and the debounce.
 */
import { isSameOrigin, safeUrl } from '../../src/safe-url'

/** Flatsome's header search forms (and the mobile menu's), where the live search mounts. */
export const SEARCH_FORM_SELECTOR = 'form.searchform'

export const MIN_CHARS = 3
export const DEBOUNCE_MS = 200

export interface Suggestion {
  id: number
  /** The product name: text, never HTML. */
  value: string
  url: string
  img: string
  /** The price as WooCommerce's price HTML: shown only through safeFragment. */
  price: string
}

/** The text to search for: trimmed, or '' while it is shorter than 3 characters. */
export function searchTerm(raw: string): string {
  const q = raw.trim()
  return Array.from(q).length >= MIN_CHARS ? q : ''
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/** The suggestions of an answer; undefined when the answer is not Flatsome's shape at all. Broken rows are dropped. */
export function parseSuggestions(data: unknown): Suggestion[] | undefined {
  const list = (data as { suggestions?: unknown } | null)?.suggestions
  if (!Array.isArray(list)) return undefined
  return list.flatMap((s: Record<string, unknown> | null) =>
    s && typeof s === 'object' && text(s.value)
      ? [{ id: Number(s.id ?? -1), value: text(s.value), url: text(s.url), img: text(s.img), price: text(s.price) }]
      : [],
  )
}

/** Where a suggestion leads: its URL when it is a real suggestion on the shop's own origin, else undefined. */
export const leadsTo = (s: Suggestion | undefined, base?: string): string | undefined =>
  s && s.id !== -1 && s.url && isSameOrigin(s.url, base) ? s.url : undefined

/**
 * The image a suggestion may show: on the shop's own origin, or any https: address (shops serve images from a CDN);
 * never javascript:, data:, blob: of another origin, plain http: elsewhere, or what is no URL at all.
 */
export const imageOf = (s: Suggestion, base?: string): string | undefined => (safeUrl(s.img, 'image', base) ? s.img : undefined)

/** `fn` called `ms` after the last call; `cancel` drops a pending call. */
export function debounce(fn: () => void, ms: number): (() => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = (): void => clearTimeout(timer)
  return Object.assign(() => {
    cancel()
    timer = setTimeout(fn, ms)
  }, { cancel })
}
