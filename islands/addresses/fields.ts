/**
 * The address forms on WooCommerce's own markup (the checkout's billing and shipping fields, the cart's shipping
 * calculator, the account's edit-address form), in place of country-select.js and address-i18n.js (WooCommerce
 * 9.9.5), plain code as the design wants for server markup:
 * - a country change (or `refresh`, which others trigger) makes the group's state field what the country needs: a
 *   select of its states, a hidden input with its row hidden, or free text; then `country_to_state_changed` (when the
 *   field was swapped or refilled) and `country_to_state_changing` fire on the body with the country and the group;
 * - `country_to_state_changing`, from Saar or any script, gives the group's fields the country's locale: labels,
 *   placeholders, the required mark, hidden rows (emptied), width classes and the order of the fieldsets' rows;
 * - `wc_address_i18n_ready` refreshes every group's country field that has a value: fired once at start, as
 *   address-i18n.js does, and answered whoever fires it.
 * Events go through jQuery where it is on the page (checkout.js and cart.js listen with it). Each half stands down
 * where WooCommerce's own script is on the page (src/stock.ts), and then answers the other's events as WooCommerce's
 * would. Nothing from the server goes in as HTML: labels, placeholders and state names are text.
 */
import { emit, listen, pageJQuery } from '../../src/events'
import { fieldLocale, sortedOrder, stateFieldFor, type AddressI18n, type StateTable } from './locale'
import { ANY_STATE } from './selectors'

/** The country fields, as country-select.js binds them. */
export const COUNTRY_INPUT = 'select.country_to_state, input.country_to_state'
/** The groups a country field governs. */
export const ADDRESS_GROUP = '.woocommerce-billing-fields,.woocommerce-shipping-fields,.woocommerce-address-fields,.woocommerce-shipping-calculator'
const COUNTRY_BOX = '#billing_country, #shipping_country, #calc_shipping_country'
/** The fieldsets address-i18n.js sorts by priority. */
const FIELDSETS = '.woocommerce-billing-fields__field-wrapper,.woocommerce-shipping-fields__field-wrapper,.woocommerce-address-fields__field-wrapper,.woocommerce-additional-fields__field-wrapper .woocommerce-account-fields'
/** What an enhanced select adds beside its field: selectWoo's container, Saar's combobox (islands/addresses/combobox). */
export const ENHANCED = '.select2-container, [data-saar-combobox]'

type Box = HTMLInputElement | HTMLSelectElement

/** The group of a country field: its wrapper, else its row's parent (country-select.js's fallback). */
export function groupOf(field: Element): Element | null {
  return field.closest(ADDRESS_GROUP) ?? field.closest('.form-row')?.parentElement ?? null
}

/** Shows or hides as jQuery's show()/hide() do, so other scripts' `:visible` and show() agree with Saar. */
const show = (el: Element | null | undefined, shown: boolean): void => {
  if (el instanceof HTMLElement) el.style.display = shown ? '' : 'none'
}

/**
 * A new state box in the old one's place: its id, name and input classes, the field's labelling kept. A field no
 * label names (the shipping calculator's hidden state input: WooCommerce prints it without one) gives the list or the
 * text that replaces it its placeholder as its name, so that is never nameless.
 */
function replaceBox(old: Box, next: Box, classes: string): Box {
  next.id = old.id
  next.name = old.name
  const inputClasses = old.getAttribute('data-input-classes') ?? ''
  next.setAttribute('data-input-classes', inputClasses)
  next.className = `${classes} ${inputClasses}`.trim()
  for (const name of ['aria-required', 'aria-describedby', 'aria-label', 'autocomplete', 'data-label']) {
    const value = old.getAttribute(name)
    if (value !== null && next.type !== 'hidden') next.setAttribute(name, value)
  }
  const name = old.getAttribute('placeholder')
  if (name && next.type !== 'hidden' && !next.hasAttribute('aria-label') && !Array.from(document.querySelectorAll('label')).some((l) => l.htmlFor === old.id))
    next.setAttribute('aria-label', name)
  old.parentElement?.querySelectorAll(ENHANCED).forEach((e) => e.remove())
  old.replaceWith(next)
  return next
}

/** Select text of `wc_country_select_params` ('Select an option…'). */
export interface StateTexts {
  selectState: string
}

/**
 * country-select.js's change handler: the group's state field for `country`; then `country_to_state_changed` where it
 * was swapped or refilled, and `country_to_state_changing` always.
 */
export function countryChanged(field: Box, table: StateTable, texts: StateTexts): void {
  const group = groupOf(field)
  if (!group) return
  const country = field.value
  let box = group.querySelector<Box>(ANY_STATE)
  const row = box?.closest('.form-row')
  const value = box?.value ?? ''
  let placeholder = box?.getAttribute('placeholder') || box?.getAttribute('data-placeholder') || ''
  if (placeholder === texts.selectState) placeholder = ''
  const rule = stateFieldFor(table, country)
  let changed = false
  if (rule.kind === 'hidden') {
    if (box) {
      const hidden = document.createElement('input')
      hidden.type = 'hidden'
      replaceBox(box, hidden, 'hidden')
    }
    show(row, false)
    changed = true
  } else if (rule.kind === 'select') {
    show(row, true)
    if (box && !(box instanceof HTMLSelectElement)) box = replaceBox(box, document.createElement('select'), 'state_select')
    if (box instanceof HTMLSelectElement) {
      box.setAttribute('data-placeholder', placeholder || texts.selectState)
      const options = [['', texts.selectState], ...rule.states].map(([code, name]) => {
        const option = document.createElement('option')
        option.value = code!
        option.textContent = name!
        return option
      })
      box.replaceChildren(...options)
      box.value = rule.states.some(([code]) => code === value) ? value : ''
      emit(box, 'change')
    }
    changed = true
  } else if (box && (box instanceof HTMLSelectElement || box.type === 'hidden')) {
    const text = document.createElement('input')
    text.type = 'text'
    if (placeholder) text.placeholder = placeholder
    replaceBox(box, text, 'input-text')
    show(row, true)
    changed = true
  }
  if (changed) emit(document.body, 'country_to_state_changed', country, group)
  emit(document.body, 'country_to_state_changing', country, group)
}

/** The label's text part (what precedes the required or optional mark). */
function setLabel(label: HTMLLabelElement, text: string): void {
  label.replaceChildren(text)
}

/** address-i18n.js's required mark: `*` (hidden from readers, the field says aria-required) or "(optional)". */
function markRequired(row: Element, required: boolean, optionalText: string): void {
  const label = row.querySelector('label')
  if (required) {
    row.querySelectorAll('label .optional').forEach((e) => e.remove())
    row.classList.add('validate-required')
    if (label && !label.querySelector('.required')) {
      const mark = document.createElement('span')
      mark.className = 'required'
      mark.setAttribute('aria-hidden', 'true')
      mark.textContent = '*'
      label.append('\u00a0', mark)
    }
  } else {
    row.querySelectorAll('label .required').forEach((e) => e.remove())
    row.classList.remove('validate-required', 'woocommerce-invalid', 'woocommerce-invalid-required-field')
    if (label && !label.querySelector('.optional')) {
      const mark = document.createElement('span')
      mark.className = 'optional'
      mark.textContent = `(${optionalText})`
      label.append('\u00a0', mark)
    }
  }
  row.querySelectorAll('input:not([type=hidden]),select,textarea').forEach((input) => {
    if (required) input.setAttribute('aria-required', 'true')
    else input.removeAttribute('aria-required')
  })
}

const inputsOf = (row: Element): NodeListOf<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> => row.querySelectorAll('input,select,textarea')

/** address-i18n.js's `country_to_state_changing` listener: the group's fields follow `country`'s locale. */
export function applyLocale(i18n: AddressI18n, country: string, group: Element): void {
  for (const [key, selector] of i18n.fields) {
    const rule = fieldLocale(i18n.locale, country, key)
    let rows: Element[]
    try {
      rows = Array.from(group.querySelectorAll(selector))
    } catch {
      continue // A filter's broken selector: that field is left as printed.
    }
    for (const row of rows) {
      if (rule.label !== undefined) row.querySelectorAll('label').forEach((l) => setLabel(l, rule.label!))
      const placeholder = rule.placeholder ?? (rule.label !== undefined && !row.querySelector('label:not(.screen-reader-text)') ? rule.label : undefined)
      if (placeholder !== undefined)
        inputsOf(row).forEach((input) => {
          input.setAttribute('placeholder', placeholder)
          input.setAttribute('data-placeholder', placeholder)
        })
      // A row without any label (the calculator's state) is named by the locale's label.
      if (rule.label !== undefined && !row.querySelector('label'))
        inputsOf(row).forEach((input) => input.type !== 'hidden' && input.setAttribute('aria-label', rule.label!))
      markRequired(row, !!rule.required, i18n.optionalText)
      if (rule.priority !== undefined) (row as HTMLElement).dataset.priority = String(rule.priority)
      if (key !== 'state') {
        show(row, !rule.hidden)
        if (rule.hidden) inputsOf(row).forEach((input) => (input.value = ''))
      }
      if (rule.class) {
        row.classList.remove('form-row-first', 'form-row-last', 'form-row-wide')
        row.classList.add(...rule.class)
      }
    }
  }
  sortFieldsets()
}

/**
 * Each fieldset's rows in their priority order. Only the rows out of place move, each after the row it now follows:
 * a moved element loses focus, and the country field the shopper has just changed (Estonia's postcode moving after
 * the city for the United States) must keep it.
 */
function sortFieldsets(): void {
  for (const fieldset of Array.from(document.querySelectorAll(FIELDSETS))) {
    const rows = Array.from(fieldset.querySelectorAll<HTMLElement>('.form-row'))
    const parent = rows[0]?.parentElement
    if (!parent) continue
    const order = sortedOrder(rows.map((r) => parseInt(r.dataset.priority ?? '', 10) || undefined))
    let last: Element | undefined
    for (const row of order.map((i) => rows[i]!)) {
      if (last ? last.nextElementSibling !== row : row.parentElement !== parent) last ? last.after(row) : parent.append(row)
      last = row
    }
  }
}

/** Every country field of the page that has a value gets `refresh` (country-select.js's answer to `wc_address_i18n_ready`). */
export function refreshAll(): void {
  for (const group of Array.from(document.querySelectorAll(ADDRESS_GROUP))) {
    const field = group.querySelector<Box>(COUNTRY_BOX)
    if (field?.value) emit(field, 'refresh')
  }
}

interface JQueryDelegate {
  on(types: string, selector: string, handler: (this: Element) => void): unknown
  off(types: string, selector: string, handler: (this: Element) => void): unknown
}

/**
 * Calls `handler` on every `change` or `refresh` of a country field: through jQuery where it is on the page (it hears
 * what jQuery's trigger() fires, which a DOM listener does not), else as DOM events. Returns what stops it.
 */
export function onCountry(handler: (field: Box) => void): () => void {
  const $ = pageJQuery() as unknown as ((el: Element) => JQueryDelegate) | undefined
  if ($) {
    const jq = function (this: Element): void {
      handler(this as Box)
    }
    $(document.body).on('change refresh', COUNTRY_INPUT, jq)
    return () => void $(document.body).off('change refresh', COUNTRY_INPUT, jq)
  }
  const dom = (event: Event): void => {
    const field = (event.target as Element | null)?.closest?.(COUNTRY_INPUT)
    if (field) handler(field as Box)
  }
  for (const type of ['change', 'refresh']) document.body.addEventListener(type, dom)
  return () => ['change', 'refresh'].forEach((type) => document.body.removeEventListener(type, dom))
}

/** What the bundle starts with: the rules each half has, undefined for a half that stands down or has no data. */
export interface AddressRules {
  states?: { table: StateTable; texts: StateTexts }
  i18n?: AddressI18n
}

/**
 * Starts both halves on the page, then fires `wc_address_i18n_ready` (the locale half's, as address-i18n.js).
 * Returns what stops them (for tests: a page has them for its life).
 */
export function startAddresses({ states, i18n }: AddressRules): () => void {
  const stops: (() => void)[] = []
  if (states) stops.push(onCountry((field) => countryChanged(field, states.table, states.texts)), listen(document.body, 'wc_address_i18n_ready', refreshAll))
  if (i18n)
    stops.push(
      listen(document.body, 'country_to_state_changing', ([country, group]) => {
        if (typeof country == 'string' && group instanceof Element) applyLocale(i18n, country, group)
      }),
    )
  if (i18n) emit(document.body, 'wc_address_i18n_ready')
  return () => stops.forEach((stop) => stop())
}
