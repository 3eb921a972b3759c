/**
 * The pickup plugins' admin-ajax actions (shop-plugins.md §1): the terminal-search family (search_pudo,
 * load_more_items, set_checkout_session, set_delivery_shifts, set_terminal_value) and the cascading family
 * (eabi_postoffice_get_groups, eabi_postoffice_get_offices, eabi_postoffice_save_office).
 */
import { activeTerminals, officeExists, officeGroups, officeRows, searchTerminals, terminalById, terminalItems, terminalPage } from '../pickup-data'
import { json, type Reply } from '../reply'
import { nonceActions } from '../visitors'
import type { AjaxHandler } from './types'

const ok = (): Reply => json({ success: true })

export const adminAjax: Record<string, AjaxHandler> = {
  search_pudo: {
    handle({ params, ctx }) {
      const country = ctx.visitor.country
      // Select2's data source asks with `q` alone and gets raw rows; the dropdown asks with search_value for HTML.
      if (!params.has('search_value') && params.has('q')) return json(searchTerminals(params.get('q') ?? '', country))
      const rows = searchTerminals(params.get('search_value') ?? params.get('q') ?? '', country)
      return json({ terminals: terminalItems(rows, ctx.visitor.dpdTerminal).value })
    },
  },
  load_more_items: {
    handle({ params, ctx }) {
      const page = Number(params.get('page') ?? 1)
      const { rows, hasMore } = terminalPage(ctx.visitor.country, Number.isInteger(page) ? page : 1)
      return json({ success: true, data: { listPudos: rows, hasMore } })
    },
  },
  set_checkout_session: {
    nonce: { field: 'fe_ajax_nonce', action: nonceActions.feAjax },
    handle({ params, ctx }) {
      ctx.visitor.dpdCod = params.get('cod') === '0' ? '0' : '1'
      return ok()
    },
  },
  set_delivery_shifts: {
    handle({ params, ctx }) {
      ctx.visitor.deliveryShifts = params.get('delivery_shifts') ?? ''
      return ok()
    },
  },
  set_terminal_value: {
    handle({ params, ctx }) {
      const id = params.get('selected_value') ?? ''
      const terminal = terminalById(id)
      ctx.visitor.dpdTerminal = terminal && terminal.status === '1' ? id : ''
      if (terminal) ctx.visitor.dpdCod = terminal.cod
      return ok()
    },
  },
  eabi_postoffice_get_groups: {
    handle({ params, ctx }) {
      const country = params.get('address_id') || ctx.visitor.country
      return json(officeGroups(country).map((g) => ({ label: g.title, value: g.id })))
    },
  },
  eabi_postoffice_get_offices: {
    handle({ params, ctx }) {
      const carrier = params.get('carrier_code') ?? ''
      const country = params.get('address_id') || ctx.visitor.country
      const group = params.get('group_id') ?? ''
      ctx.visitor.eabiGroup = group
      return json(officeRows(country, group, ctx.visitor.eabiOffice[carrier] ?? ''))
    },
  },
  eabi_postoffice_save_office: {
    handle({ params, ctx }) {
      const carrier = params.get('carrier_code') ?? ''
      const location = params.get('pickup_location') ?? ''
      if (params.get('clear') === '1' || params.get('clear') === 'true' || !location) delete ctx.visitor.eabiOffice[carrier]
      else if (officeExists(location)) ctx.visitor.eabiOffice[carrier] = location
      else return json({ success: false, data: 'Palun värskenda lehte ja vali teine pakiautomaat' })
      return ok()
    },
  },
}

/** Exposed for tests and the checkout: how many active points a country has. */
export const activeTerminalCount = (country: string): number => activeTerminals(country).length
