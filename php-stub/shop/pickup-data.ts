/**
 * Pickup points of both plugin families: the terminal-search family (DPD Baltic: search, pages of 10, list items
 * grouped by city) and the cascading family (E-Abi: groups → offices). Used by the checkout markup and the
 * pickup ajax handlers.
 */
import { html, type Html } from './html'
import { postOffices, terminals, type OfficeGroup, type Terminal } from './catalogue'
import { fold } from './pages/shop'

export const terminalPageSize = 10

/** Active terminals of a country, sorted by city (ksort) then name. */
export const activeTerminals = (country: string): Terminal[] =>
  terminals
    .filter((t) => t.status === '1' && t.country === country)
    .sort((a, b) => a.city.localeCompare(b.city, 'et') || a.company.localeCompare(b.company, 'et'))

/** search_pudo's matching: company, street and postcode as substrings, city as a prefix; at most 100 rows. */
export function searchTerminals(value: string, country: string): Terminal[] {
  const q = fold(value.trim())
  return activeTerminals(country)
    .filter((t) => !q || [t.company, t.street, t.pcode].some((f) => fold(f).includes(q)) || fold(t.city).startsWith(q))
    .slice(0, 100)
}

/** One page (0-based) of active terminals and whether more follow. */
export function terminalPage(country: string, page: number): { rows: Terminal[]; hasMore: boolean } {
  const all = activeTerminals(country)
  const start = Math.max(0, page) * terminalPageSize
  return { rows: all.slice(start, start + terminalPageSize), hasMore: all.length > start + terminalPageSize }
}

/** `li.group-pudo` city headers and `li.pudo` items, as the plugin's dropdown prints them. */
export function terminalItems(rows: Terminal[], selected = ''): Html {
  const cities = [...new Set(rows.map((t) => t.city))]
  return html`${cities.map(
    (city) => html`<li class="group-pudo">${city}</li>${rows
      .filter((t) => t.city === city)
      .map(
        (t) => html`<li class="pudo${t.parcelshop_id === selected ? ' selected' : ''}" data-value="${t.parcelshop_id}" data-cod="${t.cod}">${t.name}, ${t.street}, ${t.pcode}</li>`,
      )}`,
  )}`
}

export const terminalById = (id: string): Terminal | undefined => terminals.find((t) => t.parcelshop_id === id)

/** E-Abi groups of a country, sorted by group_sort descending, then name. */
export const officeGroups = (country: string): OfficeGroup[] =>
  postOffices.filter((g) => g.country === country).sort((a, b) => Number(b.sort) - Number(a.sort) || a.title.localeCompare(b.title, 'et'))

/** eabi_postoffice_get_offices rows: `{label, value, group, group_title, selected}`. */
export function officeRows(country: string, groupId: string, selected: string): { label: string; value: string; group: string; group_title: string; selected: boolean }[] {
  return officeGroups(country)
    .filter((g) => !groupId || g.id === groupId)
    .flatMap((g) => g.offices.map((o) => ({ label: o.label, value: o.value, group: g.id, group_title: g.title, selected: o.value === selected })))
}

export const officeExists = (value: string): boolean => postOffices.some((g) => g.offices.some((o) => o.value === value))
