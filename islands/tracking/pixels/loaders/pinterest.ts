/**
 * The Pinterest tag: the `pintrk` queue stub, `core.js`, `load` per tag id (enhanced match with the hashed email
 * only), the page call for the first event and `track` with Pinterest's lowercase names and `event_id`.
 * Consent's own switch is `setconsent`.
 */
import { hashMatching } from '../matching'
import { pinterestName } from '../payloads/pinterest'
import { inject, scriptUrl, win } from './inject'
import type { Loader } from './types'

type Pintrk = ((...args: unknown[]) => void) & { queue: unknown[]; version: string }

const pintrk = (...args: unknown[]): void => (win.pintrk as Pintrk)(...args)

export const pinterest: Loader = {
  async load(ids, block) {
    if (!win.pintrk) {
      const p: Pintrk = Object.assign((...args: unknown[]) => void p.queue.push(args), { queue: [], version: '3.0' })
      win.pintrk = p
    }
    void inject(scriptUrl(block, 'https://s.pinimg.com/ct/core.js'))
    const { em } = await hashMatching({ em: (block.advancedMatching as Record<string, unknown> | undefined)?.em })
    for (const id of ids) pintrk('load', id, em ? { em } : {})
  },
  send({ name, params, id, init }) {
    if (init) pintrk('page', { ...params, event_id: id })
    else pintrk('track', pinterestName(name), { ...params, event_id: id })
  },
  revoke: () => pintrk('setconsent', false),
  grant: () => pintrk('setconsent', true),
}
