/**
 * The one way the stand-in shop writes HTML. `html` is a tagged template that escapes every interpolated value
 * unless it is already `Html` (built by `html` itself or marked trusted with `raw`). So catalogue text such as a
 * product named `<img src=x onerror=…>` can never reach a page unescaped, whether it lands in text or in a
 * double-quoted attribute.
 */

/** A string of HTML that is already safe to print. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

/** Anything that may be interpolated into `html`. Falsy values other than 0 print nothing. */
export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[]

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' }

/** Escapes text for HTML text and double- or single-quoted attribute values (what esc_html / esc_attr do). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!)
}

/** An attribute value: the same escaping, named for readability where a value is built outside a template. */
export const attr = (value: string | number): string => escapeHtml(String(value))

function print(value: HtmlValue): string {
  if (value instanceof Html) return value.value
  if (Array.isArray(value)) return value.map(print).join('')
  if (value === null || value === undefined || value === false || value === true) return ''
  return escapeHtml(String(value))
}

/** Builds HTML, escaping every interpolated value that is not `Html`. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0]!
  values.forEach((value, i) => (out += print(value) + strings[i + 1]!))
  return new Html(out)
}

/** Marks a string as trusted HTML. Only for markup the shop itself wrote, never for catalogue text. */
export const raw = (trusted: string): Html => new Html(trusted)

/** JSON for an HTML attribute (`data-product_variations`): escaped like esc_attr( wp_json_encode() ). */
export const jsonAttr = (value: unknown): string => escapeHtml(JSON.stringify(value))

/** JSON inside a `<script>` element: `<` becomes \u003c so no text can close the element. */
export const scriptJson = (value: unknown): Html => raw(JSON.stringify(value).replace(/</g, '\\u003c'))

/** Optional attribute: ` name="value"` when the value is set, nothing otherwise. */
export const optAttr = (name: string, value: string | number | undefined | null | false): Html =>
  value === undefined || value === null || value === false ? raw('') : raw(` ${name}="${attr(value)}"`)
