/**
 * The two plugin families as the server renders them (theme-markup.md C3, shop-plugins.md §1.2–1.3): what their
 * markup says (points, the chosen one, the carrier and country), their calls, and how a pick is written back into
 * the plugin's own field (the hidden input / the select), so the order posts what the server expects.
 *
 * - terminal search (DPD Baltic): `tr.wc_shipping_dpd_terminals` with the custom dropdown and the hidden
 *   `wc_shipping_dpd_parcels_terminal`; search_pudo, load_more_items, set_checkout_session, set_terminal_value.
 * - cascading (E-Abi): `#eabi_postoffice_pickup_location_div` with the group and location selects;
 *   eabi_postoffice_get_offices, eabi_postoffice_save_office.
 *
 * Every call's failure goes to the console (WordPress's `-1` / `0` refusals are logged by the ajax core); a failed
 * search, page or save is also reported to the controller, which shows it. The order is never blocked by a pickup call.
 */
import { adminAjaxRaw, type AjaxResult, type Payload, type RequestOptions } from '../../src/ajax'
import { emit } from '../../src/events'
import { inertContent } from '../../src/safe-html'
import { missingSetting, settings, toBool } from '../../src/settings'
import { printed } from '../../src/stock-globals'
import { chosenRate, UPDATE_DELAY_MS } from './rules'
import type { Point } from './search'

export const ROW_SELECTOR = 'tr.wc_shipping_dpd_terminals, #eabi_postoffice_pickup_location_div'

export interface Family {
  /** The rate / carrier code the pick is remembered under. */
  carrier: string
  country: string
  /** Where the picker goes. */
  slot: Element
  /** Points the markup already lists. */
  points: Point[]
  /** The value of the plugin's field and the name the markup shows for it. */
  value(): string
  label(): string
  /** Whether the server has more pages, and the next page to ask for. */
  more: boolean
  page: number
  /**
   * The server's points for a query (terminal search: undefined when the search failed), or all points (cascading:
   * a failing source gives [], spec §8).
   */
  fetch(query: string): Promise<Point[] | undefined>
  /** One more page: the points and whether more follow; undefined on failure. */
  loadMore?(page: number): Promise<{ points: Point[]; more: boolean } | undefined>
  /** Writes the pick (none: clears it) into the plugin's field and tells the server; false when the server did not take it. */
  pick(point: Point | undefined): Promise<boolean>
}

const text = (el: Element | null | undefined): string => (el?.textContent ?? '').replace(/\s+/g, ' ').trim()
const str = (v: unknown): string => (v == null ? '' : String(v))

/** Posts an admin-ajax action; a failure is logged (once: the ajax core logs `-1` / `0`) and gives undefined. */
async function call<T>(action: string, data: Payload, options?: RequestOptions): Promise<T | undefined> {
  const result: AjaxResult<T> = await adminAjaxRaw<T>(action, data, options)
  if (result.ok) return result.data
  if (!/aborted|rejected/.test(result.error.kind)) console.error(`[saar] pickup: ${action} failed`, result.error)
  return undefined
}

/**
 * Posts a call whose answer is not shown (spec §7): DPD's handlers end with an empty `wp_die()`, so the answer is
 * read as text. Resolves with whether the server took it: it answered (not `-1` / `0`: the ajax core refuses those)
 * and not with `success: false`.
 */
const save = (action: string, data: Payload): Promise<boolean> =>
  call<string>(action, data, { expect: 'text' }).then((text) => text !== undefined && !/"success"\s*:\s*false/.test(text))

const updateCheckout = (): void => void setTimeout(() => emit(document.body, 'update_checkout'), UPDATE_DELAY_MS)

/**
 * set_checkout_session's nonce: Saar's settings when the plugin prints it, else the one DPD localizes for its own
 * script (`wp_localize_script(…, 'dpd', { fe_ajax_nonce, ajax_url })`), which a shop without Saar's PHP has.
 */
function feAjaxNonce(): string {
  const nonce = settings().nonces.feAjax || str(printed('dpd')?.fe_ajax_nonce)
  if (!nonce) missingSetting('nonces.feAjax', 'DPD will not keep the chosen terminal without its nonce (the page has no `dpd.fe_ajax_nonce`)')
  return nonce
}

/** A new `<option>` (text only). */
function option(point: Point): HTMLOptionElement {
  const o = document.createElement('option')
  o.value = point.id
  o.textContent = point.name
  return o
}

const changed = (el: Element | null): void => void el?.dispatchEvent(new Event('change', { bubbles: true }))

/** `li.pudo` items under `li.group-pudo` city headers: "name, street, postcode". */
export function readItems(root: ParentNode): Point[] {
  let city = ''
  const out: Point[] = []
  for (const li of Array.from(root.querySelectorAll<HTMLElement>('li.group-pudo, li.pudo'))) {
    if (li.classList.contains('group-pudo')) city = text(li)
    else if (li.dataset.value) {
      const parts = text(li).split(', ')
      const pcode = parts.length > 2 && /\d/.test(parts[parts.length - 1]!) ? parts.pop() : ''
      const street = parts.length > 1 ? parts.pop() : ''
      out.push({ id: li.dataset.value, name: parts.join(', '), city, street, pcode, cod: li.dataset.cod ?? '1' })
    }
  }
  return out
}

/** DPD's terminal rows; only active ones (status '1'). */
export const fromRows = (rows: unknown): Point[] =>
  (Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [])
    .filter((r) => r && str(r.status) === '1' && str(r.parcelshop_id))
    .map((r) => ({ id: str(r.parcelshop_id), name: str(r.name) || str(r.company), city: str(r.city), street: str(r.street), pcode: str(r.pcode), cod: str(r.cod) }))

/** search_pudo's answer: raw rows, or `{terminals: "<li>…"}` read as inert markup (never shown as HTML). */
export function fromSearch(data: unknown): Point[] {
  const html = (data as { terminals?: unknown } | null)?.terminals
  if (typeof html !== 'string') return fromRows(data)
  return readItems(inertContent(`<ul>${html}</ul>`))
}

function terminalSearch(row: Element): Family | undefined {
  const field = row.querySelector<HTMLInputElement>('input[name=wc_shipping_dpd_parcels_terminal]')
  const dropdown = row.querySelector<HTMLElement>('.custom-dropdown')
  if (!field) return undefined
  const shown = row.querySelector<HTMLElement>('.selected-option')
  const more = row.querySelector<HTMLElement>('.js--pudo-load-more')
  return {
    carrier: chosenRate() || 'dpd_parcels',
    country: dropdown?.dataset.country || billingCountry(),
    slot: field.parentElement!,
    points: readItems(row),
    value: () => field.value,
    label: () => text(shown),
    more: !!more,
    page: Number(more?.dataset.page) || 1,
    async fetch(query) {
      const data = await call('search_pudo', { q: query, search_value: query }, { key: 'saar-pickup-search' })
      return data === undefined ? undefined : fromSearch(data)
    },
    async loadMore(page) {
      const data = await call<{ success?: unknown; data?: { listPudos?: unknown; hasMore?: unknown } }>('load_more_items', { page })
      return data?.success ? { points: fromRows(data.data?.listPudos), more: !!data.data?.hasMore } : undefined
    },
    pick(point) {
      field.value = point?.id ?? ''
      changed(field)
      if (shown) {
        shown.textContent = point?.name ?? ''
        shown.dataset.value = field.value
      }
      if (!point) return updateCheckout(), Promise.resolve(true)
      if (document.body.classList.contains('theme-Divi')) void save('set_terminal_value', { selected_value: point.id })
      return save('set_checkout_session', { cod: point.cod === '0' ? '0' : '1', fe_ajax_nonce: feAjaxNonce() }).then((ok) => (updateCheckout(), ok))
    },
  }
}

function cascading(row: Element): Family | undefined {
  const group = row.querySelector<HTMLSelectElement>('select#eabi_postoffice_pickup_group')
  const select = row.querySelector<HTMLSelectElement>('select[name=eabi_postoffice_pickup_location]')
  if (!select) return undefined
  const carrier = select.dataset.carrier_code || group?.dataset.carrier_code || chosenRate()
  const country = group?.dataset.address_id || billingCountry()
  // The heading of the markup's offices: their optgroup (the flat list), else the chosen group — never the
  // group select's placeholder.
  const groupTitle = group?.value ? text(group.selectedOptions[0]) : ''
  /** The offices of a group ('' for all) and the one the server says is chosen; undefined when the source fails. */
  const offices = async (groupId: string): Promise<{ points: Point[]; chosen?: Point } | undefined> => {
    const rows = await call<unknown>('eabi_postoffice_get_offices', { carrier_code: carrier, group_id: groupId, address_id: country })
    if (!Array.isArray(rows)) return undefined
    const out: { points: Point[]; chosen?: Point } = { points: [] }
    for (const r of rows as Record<string, unknown>[]) {
      if (!r || !str(r.value)) continue
      const point = { id: str(r.value), name: str(r.label), city: str(r.group_title), group: str(r.group) }
      out.points.push(point)
      if (toBool(r.selected)) out.chosen = point
    }
    return out
  }
  /** Shows the server's own pick in the plugin's selects (it has it already: nothing is sent). */
  const show = (point: Point): void => {
    if (group && point.group && Array.from(group.options).some((o) => o.value === point.group)) group.value = point.group
    if (!Array.from(select.options).some((o) => o.value === point.id)) select.add(option(point))
    select.value = point.id
    changed(select)
  }
  const family: Family = {
    carrier,
    country,
    slot: select.parentElement!,
    points: Array.from(select.options)
      .filter((o) => o.value)
      .map((o) => {
        const optgroup = o.parentElement?.tagName === 'OPTGROUP' ? o.parentElement : null
        return { id: o.value, name: text(o), city: optgroup ? (optgroup.getAttribute('label') ?? '').trim() : groupTitle, group: optgroup ? '' : group?.value ?? '' }
      }),
    value: () => select.value,
    label: () => text(select.selectedOptions[0]),
    more: false,
    page: 1,
    async fetch() {
      let all = await offices('')
      // group_id '' for every office is how the stand-in and E-Abi's flat list answer, but it is not documented:
      // an empty answer is asked again group by group, from the group select's own options.
      if (all && !all.points.length && group) {
        const each = await Promise.all(Array.from(group.options, (o) => o.value).filter(Boolean).map(offices))
        all = { points: each.flatMap((r) => r?.points ?? []), chosen: each.find((r) => r?.chosen)?.chosen }
      }
      if (all?.chosen && !select.value) show(all.chosen)
      // A failing source gives an empty list.
      return all?.points ?? []
    },
    pick(point) {
      if (point) {
        if (group && point.group && Array.from(group.options).some((o) => o.value === point.group)) group.value = point.group
        if (!Array.from(select.options).some((o) => o.value === point.id)) select.add(option(point))
      }
      select.value = point?.id ?? ''
      changed(select)
      const saving = save('eabi_postoffice_save_office', { carrier_code: carrier, address_id: country, pickup_location: select.value, ...(point ? {} : { clear: 1 }) })
      updateCheckout()
      return saving
    },
  }
  // The cascade, for whoever still changes the group select: it reloads the locations (a failing source leaves
  // none); a single one is chosen, else the one the server says is chosen is shown.
  group?.addEventListener('change', async () => {
    const found = await offices(group.value)
    const points = found?.points ?? []
    for (const o of Array.from(select.options)) if (o.value) o.remove()
    for (const p of points) select.add(option(p))
    if (points.length === 1) void family.pick(points[0])
    else if (found?.chosen) show(found.chosen)
  })
  return family
}

/** A home-delivery time window was chosen: on Divi the plugin saves it with its own call; then the checkout updates. */
export function deliveryShifts(value: string): void {
  if (document.body.classList.contains('theme-Divi')) void save('set_delivery_shifts', { delivery_shifts: value })
  updateCheckout()
}

/** The billing country the shopper chose. */
export const billingCountry = (): string => document.querySelector<HTMLSelectElement>('#billing_country')?.value ?? ''

/** Both address countries (billing, shipping), so that a change of either is seen. */
export const countries = (): string =>
  ['#billing_country', '#shipping_country'].map((s) => document.querySelector<HTMLSelectElement>(s)?.value ?? '').join('|')

/** The family of a picker row, or undefined when the row is not one Saar can serve. */
export const familyOf = (row: Element): Family | undefined =>
  row.matches('#eabi_postoffice_pickup_location_div') ? cascading(row) : terminalSearch(row)
