/**
 * How the automatic events and custom triggers hand an event to the pixels bundle, which gives it its one
 * `event_id`, sends each allowed destination its copy and the server its own.
 */
import type { Destination } from '../../../src/stores/consent'

/** One PixelYourSite event template (`dynamicEvents[key][pixel]` or `triggerEvents[id][pixel]`): name, params, delay… */
export type PysEvent = Record<string, unknown>

/** What fires an event. */
export interface FireOptions {
  /** Seconds to wait (the template's `delay` when absent). */
  delay?: number
  /** A click on a link: its server copy waits 500 ms (internal and outbound link events, spec §9). */
  link?: boolean
}

/**
 * Fires the event `key` for every destination `templates` has and consent allows, with `params` merged over each
 * template's own.
 */
export type FireDynamic = (key: string, templates: Partial<Record<Destination, PysEvent>>, params?: Record<string, unknown>, options?: FireOptions) => void
