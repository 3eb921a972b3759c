/**
 * PixelYourSite's PHP filters as the page carries them (`gdpr.*_disabled_by_api`, `cookie.*`), refreshed from
 * `pys_get_gdpr_filters_values` before any pixel loads when the shop asks for it (`gdpr.ajax_enabled`: a cached
 * page's values may be stale). A failed refresh keeps the printed values, and says so in the console.
 */
import { adminAjax } from '../../../src/ajax'
import { toBool } from '../../../src/settings'
import type { Destination } from '../../../src/stores/consent'

type Dict = Record<string, unknown>

/** Refreshes the filter values in `options` (its `gdpr` and `cookie` blocks) when the shop asks for it. */
export async function refreshFilters(options: Dict): Promise<void> {
  const gdpr = (options.gdpr ??= {}) as Dict
  const cookie = (options.cookie ??= {}) as Dict
  if (!toBool(gdpr.ajax_enabled)) return
  const answer = await adminAjax<Dict>('pys_get_gdpr_filters_values', {}, { method: 'GET' })
  if (!answer.ok) return console.warn('[saar] pys_get_gdpr_filters_values:', answer.error.kind)
  for (const [key, value] of Object.entries(answer.data ?? {})) (key.includes('_cookie') || key.startsWith('externalID') ? cookie : gdpr)[key] = value
}

/** Whether the shop's filters turn a destination off (Google's two share `analytics`, as PixelYourSite does). */
export const filtered = (options: Dict, destination: Destination): boolean => {
  const gdpr = (options.gdpr ?? {}) as Dict
  return toBool(gdpr.all_disabled_by_api) || toBool(gdpr[(destination[0] == 'g' ? 'analytics' : destination) + '_disabled_by_api'])
}
