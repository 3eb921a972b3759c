/**
 * PixelYourSite's event parameters that are read from the page when the event fires (its custom events' "dynamic"
 * parameters): `{ value, selector, dynamic, input_type, name }` in place of a value. With `dynamic` and a selector the
 * value is the matching element's value or text at fire time; `input_type` "int" or "float" turns it into a number.
 * A parameter that cannot be read (no such element, a bad selector, no number in the text) is left out, as
 * PixelYourSite leaves it out; anything else is kept as printed.
 */
import type { Templates } from './watch'

type Params = Record<string, unknown>

/** What a parameter's configuration holds (one with only a `name` is an ordinary object). */
const CONFIG_KEYS = ['value', 'selector', 'dynamic', 'input_type', 'name']

/**
 * The number in a price-like text: spaces (thousands in Estonian) dropped and a decimal comma read as a point, so
 * "1 234,50 €" is 1234.5 where PixelYourSite's parseFloat gives NaN. undefined when there is none.
 */
function numberIn(text: string, int: boolean): number | undefined {
  const match = /-?\d+(?:[.,]\d+)?/.exec(text.replace(/\s/g, ''))
  const n = match ? Number(match[0].replace(',', '.')) : NaN
  return isNaN(n) ? undefined : int ? Math.trunc(n) : n
}

/** The element's value, text, `content` or `data-value`, whichever it has first. */
function readElement(selector: string): string | undefined {
  try {
    const el = document.querySelector(selector)
    return (el && ((el as HTMLInputElement).value || el.textContent?.trim() || el.getAttribute('content') || el.getAttribute('data-value'))) || undefined
  } catch {
    return undefined
  }
}

/** One parameter resolved: undefined leaves it out. */
function resolve(value: unknown): unknown {
  if (value == null || typeof value != 'object') return value ?? undefined
  if (Array.isArray(value)) return value.map(resolve)
  const param = value as Params
  const keys = Object.keys(param)
  if (keys.every((k) => k == 'name') || !keys.every((k) => CONFIG_KEYS.includes(k))) return resolveParams(param)
  const selector = typeof param.selector == 'string' ? param.selector.trim() : ''
  const read = param.dynamic && selector ? readElement(selector) : param.value
  const type = param.input_type
  return type == 'int' || type == 'float' ? read == null ? undefined : numberIn(String(read), type == 'int') : (read ?? undefined)
}

/** `params` with every dynamic parameter read from the page now; nested objects (an `ecommerce` block) alike. */
export function resolveParams(params: unknown): Params {
  const out: Params = {}
  if (params && typeof params == 'object' && !Array.isArray(params))
    for (const [key, value] of Object.entries(params)) {
      const resolved = resolve(value)
      if (resolved !== undefined) out[key] = resolved
    }
  return out
}

/** Each template with its params resolved now (the templates themselves are left as printed, for the next time). */
export function resolveTemplates(templates: Templates): Templates {
  const out: Templates = {}
  for (const [pixel, template] of Object.entries(templates) as [keyof Templates, Record<string, unknown>][])
    out[pixel] = { ...template, params: resolveParams(template.params) }
  return out
}
