/**
 * Microsoft UET: `bat.js`, then one UET object per tag id over the page's `uetq` (what was queued there, such as
 * the consent core's `consent default`, is handed to the first); events wait for it. The first event is UET's
 * `pageLoad`; the rest are GA4-style actions with the retail parameters.
 */
import { UET_NAMES } from '../payloads/uet'
import { inject, scriptUrl, win } from './inject'
import type { Loader } from './types'

interface Uet {
  push(...args: unknown[]): void
}

let tags: Uet[] = []

export const uet: Loader = {
  async load(ids, block) {
    if (!(await inject(scriptUrl(block, 'https://bat.bing.com/bat.js')))) return
    const UET = win.UET as new (options: Record<string, unknown>) => Uet
    tags = ids.map((ti, i) => new UET({ ti, enableAutoSpaTracking: true, q: i ? [] : (win.uetq ?? []) }))
    win.uetq = tags[0]
  },
  send({ name, params, id, init }) {
    for (const tag of tags) {
      if (init) tag.push('pageLoad')
      else tag.push('event', UET_NAMES[name] ?? name, { ...params, event_id: id })
    }
  },
}
