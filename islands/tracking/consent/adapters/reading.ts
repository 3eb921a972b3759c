/**
 * What the adapters share: a tool's answer is a Choice only when it is a clear yes or no for both categories; a read
 * never throws (a tool's global may be half loaded, of another version or tampered with: that is no answer); and a
 * tool is followed by reading it again on its own events and after a click on its buttons, once its own handlers ran.
 */
import type { Destination } from '../../../../src/stores/consent'
import type { Choice } from '../types'
import type { Reader } from './on-demand'

/** The page's globals, as a consent tool prints them. */
export const global = globalThis as unknown as Record<string, unknown>

/** Whether the page has a global of that name (a tool's object, function or printed settings). */
export const has = (name: string): boolean => !!global[name]

/** What `read` returns, or undefined where it throws. */
export function safe<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}

/** Two answers as a Choice; anything but two booleans (a field missing or malformed) is no answer. */
export const choice = (analytics: unknown, marketing: unknown): Choice | undefined =>
  typeof analytics == 'boolean' && typeof marketing == 'boolean' ? { analytics, marketing } : undefined

/**
 * A tool that answers per vendor (PixelYourSite asks them by the vendors' cookies): Google's answer is analytics
 * (GA4 and GTM alike), and marketing is granted when an ad vendor is, each ad pixel following its own answer.
 */
export function byVendor(ga: boolean, facebook: boolean, pinterest: boolean, bing: boolean): Choice {
  const destinations: Partial<Record<Destination, boolean>> = { ga, gtm: ga, facebook, pinterest, bing }
  return { analytics: ga, marketing: facebook || pinterest || bing, destinations }
}

type Change = (choice: Choice | undefined) => void

/** Calls `change` with a fresh `read` on each of `events` (space-separated) on `target`. */
export function rereadOn(read: () => Choice | undefined, change: Change, events: string, target: EventTarget = document): void {
  for (const type of events.split(' ')) target.addEventListener(type, () => change(read()))
}

/**
 * Calls `change` with a fresh `read` after a click on one of a tool's `buttons`: once right after the tool's own
 * handlers (they write its cookie), once a second later (a tool that writes after an animation or a request).
 */
export function rereadAfterClicks(read: () => Choice | undefined, change: Change, buttons: string): void {
  const again = (): void => change(read())
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target as Element).closest?.(buttons)) return
      setTimeout(again)
      setTimeout(again, 1000)
    },
    true,
  )
}

/**
 * A reader that follows with changes only: an answer the same as the last one it reported (a tool's several events
 * for one choice, a click read twice) is not reported again, so the consent core decides once per choice (one
 * `pys_consent` write, one Consent Mode update).
 */
export const changesOnly = (reader: Reader): Reader => ({
  ...reader,
  follow(change) {
    let last = JSON.stringify(reader.read())
    reader.follow((choice) => {
      const now = JSON.stringify(choice)
      if (now != last) change(choice)
      last = now
    })
  },
})
