/**
 * The brand filter's checkbox rules (spec §4, "Brand category filter"): choosing 'all' clears the others, choosing
 * another clears 'all', and when none is left 'all' is chosen again. Plain values in, plain values out.
 */

/** The values that stay checked after the shopper toggled `changed`, given everything checked now. */
export function brandChoice(checked: string[], changed: string, all = '0'): string[] {
  const next = changed === all ? (checked.includes(all) ? [all] : checked) : checked.filter((v) => v !== all)
  return next.length ? next : [all]
}

/** The admin-ajax action of a brand form: its `data-action`, else products when it filters by brand, else brands. */
export function brandAction(dataAction: string | undefined, filtersByBrand: boolean): string {
  if (dataAction === 'pw_brand_fetch_brands' || dataAction === 'pw_brand_fetch_products') return dataAction
  return filtersByBrand ? 'pw_brand_fetch_products' : 'pw_brand_fetch_brands'
}
