/**
 * The brand filter's rules: the checkboxes (spec §4, "Brand category filter": choosing 'all' clears the others,
 * choosing another clears 'all', and when none is left 'all' is chosen again), which action a form calls, and
 * which answers are results. Plain values in, plain values out.
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

/**
 * Whether an answer of `pw_brand_fetch_*` is results: markup with at least one element, not a whole page (where a
 * redirect to the login page leads) and not a PHP warning or error. `-1`, `0`, an empty body and plain text are not.
 */
export const isBrandResult = (html: string): boolean =>
  /<[a-z]/i.test(html) && !/<(!doctype|html|head|body)\b|<b>(warning|notice|deprecated|(fatal|parse) error)<\/b>:|^\s*(warning|notice|deprecated|(fatal|parse) error):/i.test(html)
