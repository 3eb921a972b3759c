/**
 * The data layers of Google's tags as PixelYourSite names them: gtag (GA4) on its own, `dataLayerPYS` by default
 * (`GATags`), so it never mixes with GTM's, whose name is the GTM block's `gtm_dataLayer_name`. Stateless and tiny:
 * the consent core reads it too, to put Consent Mode's `consent default` in front of both.
 */
import { printed } from '../../../src/stock-globals'

type Dict = Record<string, unknown>

/** The layer gtag pushes to: `dataLayerPYS` (PixelYourSite's default), a custom name, or `dataLayer`. */
export function gaLayer(): string {
  const tags = printed('pysOptions')?.GATags as Dict | undefined
  const type = tags?.ga_datalayer_type ?? 'default'
  return type == 'default' ? 'dataLayerPYS' : type == 'custom' && typeof tags?.ga_datalayer_name == 'string' && tags.ga_datalayer_name ? tags.ga_datalayer_name : 'dataLayer'
}

/** The layer of the GTM container. */
export function gtmLayer(): string {
  const name = (printed('pysOptions')?.gtm as Dict | undefined)?.gtm_dataLayer_name
  return typeof name == 'string' && name ? name : 'dataLayer'
}

/**
 * A data layer on window, made when missing (an array whose `push` a tag may later replace). Only a name that nothing
 * holds yet becomes one: a mistaken or hostile name from the settings (`location`, `name`, a function) is never
 * overwritten, and its events go to an array nobody reads.
 */
export function layer(name: string): unknown[] {
  const w = window as unknown as Record<string, unknown>
  if (w[name] === undefined && /^\w+$/.test(name)) w[name] = []
  return Array.isArray(w[name]) ? (w[name] as unknown[]) : []
}
