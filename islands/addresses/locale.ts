/**
 * The address rules of WooCommerce's two localized globals, read purely: what the state field of a country is
 * (`wc_country_select_params.countries`: a list, free text or hidden, as country-select.js decides) and how each
 * address field looks for a country (`wc_address_i18n_params.locale`: label, placeholder, required, hidden, priority
 * and width, the country's entry over `default`, as address-i18n.js merges them). WooCommerce 9.9.5 prints both as
 * JSON strings inside the object, with `&quot;` for quotes where an old filter escaped them; both scripts undo that
 * before parsing, and so does this. Malformed data gives "no rules" (undefined), never an error: the stock scripts
 * then do nothing, and so does Saar.
 */

type Dict = Record<string, unknown>

const dict = (value: unknown): Dict | undefined => (value && typeof value == 'object' && !Array.isArray(value) ? (value as Dict) : undefined)

/** A JSON object as WooCommerce localizes it: a string (maybe `&quot;`-escaped), or an object already. */
function jsonObject(value: unknown): Dict | undefined {
  if (typeof value != 'string') return dict(value)
  try {
    return dict(JSON.parse(value.replace(/&quot;/g, '"')))
  } catch {
    return undefined
  }
}

/** Each country's states: code → (state code → name). An empty object means the country has no states. */
export type StateTable = Record<string, Record<string, string>>

/** `wc_country_select_params.countries` read, each country's states as text; undefined when unreadable. */
export function readStates(params: unknown): StateTable | undefined {
  const table = jsonObject(dict(params)?.countries)
  if (!table) return undefined
  const out: StateTable = {}
  for (const [country, states] of Object.entries(table)) {
    // PHP's json_encode prints an empty array for a country without states: `[]` counts as `{}`.
    const list = Array.isArray(states) && !states.length ? {} : dict(states)
    if (!list) continue
    const names: Record<string, string> = {}
    for (const [code, name] of Object.entries(list)) if (typeof name == 'string' || typeof name == 'number') names[code] = String(name)
    out[country] = names
  }
  return out
}

/** What the state field of a country is: a select of its states, a hidden input (none), or free text (unknown). */
export type StateField = { kind: 'select'; states: [code: string, name: string][] } | { kind: 'hidden' } | { kind: 'text' }

/** country-select.js's rule: a listed country with states is a select, a listed one without is hidden, any other free text. */
export function stateFieldFor(table: StateTable, country: string): StateField {
  const states = Object.prototype.hasOwnProperty.call(table, country) ? table[country] : undefined
  if (!states) return { kind: 'text' }
  const list = Object.entries(states)
  return list.length ? { kind: 'select', states: list } : { kind: 'hidden' }
}

/** One field's rules for a country (what address-i18n.js reads of them). */
export interface FieldLocale {
  label?: string
  placeholder?: string
  required?: boolean
  hidden?: boolean
  priority?: number
  /** The width classes (`form-row-first`, …) when the locale gives them. */
  class?: string[]
}

/** Each field key (`state`, `postcode`, …) → its rules, by country, with `default`. */
export type LocaleTable = Record<string, Record<string, Dict>>

/** The readable parts of `wc_address_i18n_params`: the locale table, the fields' selectors, the "optional" text. */
export interface AddressI18n {
  locale: LocaleTable
  /** Field key → the CSS selector of its rows (`#billing_state_field, #shipping_state_field, …`). */
  fields: [key: string, selector: string][]
  optionalText: string
}

/** `wc_address_i18n_params` read; undefined when its locale or field selectors are unreadable (address-i18n.js stops too). */
export function readAddressI18n(params: unknown): AddressI18n | undefined {
  const p = dict(params)
  const locale = jsonObject(p?.locale)
  const selectors = jsonObject(p?.locale_fields)
  if (!locale || !selectors) return undefined
  const table: LocaleTable = {}
  for (const [country, fields] of Object.entries(locale)) {
    const f = dict(fields)
    if (!f) continue
    table[country] = {}
    for (const [key, rules] of Object.entries(f)) {
      const r = dict(rules)
      if (r) table[country]![key] = r
    }
  }
  const fields = Object.entries(selectors).filter((e): e is [string, string] => typeof e[1] == 'string' && !!e[1].trim())
  return { locale: table, fields, optionalText: typeof p!.i18n_optional_text == 'string' ? p!.i18n_optional_text : '' }
}

/** A boolean as PHP's JSON may give it (true, 1, "1", "yes"). */
const flag = (v: unknown): boolean | undefined => (v === undefined || v === null ? undefined : v === true || v === 1 || v === '1' || v === 'yes')

/**
 * One field's rules for a country: the country's over `default` (address-i18n.js's deep `$.extend`), keeping only
 * what it reads; a country the table lacks gets `default`'s alone.
 */
export function fieldLocale(locale: LocaleTable, country: string, key: string): FieldLocale {
  const own = Object.prototype.hasOwnProperty.call(locale, country) ? locale[country] : undefined
  const merged: Dict = { ...locale.default?.[key], ...own?.[key] }
  const out: FieldLocale = {}
  if (typeof merged.label == 'string') out.label = merged.label
  if (typeof merged.placeholder == 'string') out.placeholder = merged.placeholder
  const required = flag(merged.required)
  if (required !== undefined) out.required = required
  const hidden = flag(merged.hidden)
  if (hidden !== undefined) out.hidden = hidden
  const priority = typeof merged.priority == 'number' ? merged.priority : typeof merged.priority == 'string' ? parseInt(merged.priority, 10) : NaN
  if (Number.isFinite(priority)) out.priority = priority
  if (Array.isArray(merged.class)) out.class = merged.class.filter((c): c is string => typeof c == 'string' && /^[\w-]+$/.test(c))
  return out
}

/**
 * The order address-i18n.js gives a fieldset's rows: each by its priority, a row without one right after the row
 * before it (last + 1), ties in their present order. Returns the rows' indexes in their new order.
 */
export function sortedOrder(priorities: readonly (number | undefined)[]): number[] {
  let last = 0
  const keyed = priorities.map((p, i) => {
    const priority = p || last + 1
    last = priority
    return { i, priority }
  })
  return keyed.sort((a, b) => a.priority - b.priority || a.i - b.i).map((k) => k.i)
}
