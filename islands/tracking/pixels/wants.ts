import { type ConsentState, type Destination } from '../../../src/stores/consent'
import { allows, DESTINATIONS } from '../../../src/consent'
import { printed } from '../../../src/stock-globals'

/** A destination's ids in its `pysOptions` block (`pixelIds`, Google's `trackingIds`): the non-empty texts and numbers. */
export function pixelIds(destination: Destination): string[] {
  const block = printed('pysOptions')?.[destination] as Record<string, unknown> | undefined
  const ids = block?.[destination == 'ga' || destination == 'gtm' ? 'trackingIds' : 'pixelIds']
  return Array.isArray(ids) ? ids.filter((id) => typeof id == 'string' || typeof id == 'number').map(String).filter(Boolean) : []
}

/** Whether the pixels bundle is needed: a configured destination (its `pysOptions` block has ids) is granted. */
export function wantsPixels(state: ConsentState): boolean {
  return DESTINATIONS.some((d) => pixelIds(d).length > 0 && allows(d, state))
}
