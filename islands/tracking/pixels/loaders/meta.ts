/**
 * Meta Pixel: the `fbq` queue stub, `fbevents.js`, `init` per pixel id with advanced matching (SHA-256 hashed in
 * memory, matching.ts) and the external id (identity.ts); `track` for Meta's standard names, `trackCustom` for the
 * rest, each with `{eventID}` as the fourth argument, the key of deduplication with the server copy.
 */
import { toBool } from '../../../../src/settings'
import { META_STANDARD } from '../payloads/meta'
import { hashMatching } from '../matching'
import { externalId, metaCookies } from '../identity'
import { inject, scriptUrl, win } from './inject'
import type { Loader } from './types'

type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[]; push?: unknown; loaded?: boolean; version?: string }

const fbq = (...args: unknown[]): void => (win.fbq as Fbq)(...args)

export const meta: Loader = {
  async load(ids, block, options) {
    if (!win.fbq) {
      // Meta's base code: commands queue until fbevents.js sets callMethod.
      const f: Fbq = Object.assign((...args: unknown[]) => (f.callMethod ? f.callMethod(...args) : void f.queue.push(args)), { queue: [] as unknown[], loaded: true, version: '2.0' })
      win.fbq = win._fbq = f.push = f
    }
    void inject(scriptUrl(block, 'https://connect.facebook.net/en_US/fbevents.js'))
    metaCookies()
    const plain = { ...(block.advancedMatchingEnabled !== false && (block.advancedMatching as Record<string, unknown>)) }
    const external = await externalId(options)
    if (external) plain.external_id = external
    const matching = await hashMatching(plain)
    if (toBool(block.meta_ldu)) fbq('dataProcessingOptions', ['LDU'], 0, 0)
    for (const id of ids) fbq('init', id, matching)
  },
  send({ name, params, id }) {
    fbq(META_STANDARD.includes(name) ? 'track' : 'trackCustom', name, params, { eventID: id })
  },
  revoke: () => fbq('consent', 'revoke'),
  grant() {
    // A revocation expired the first-party ids with the other tracking cookies: Meta's come back with consent.
    metaCookies()
    fbq('consent', 'grant')
  },
}
