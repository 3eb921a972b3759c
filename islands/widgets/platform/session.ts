/**
 * The widget platform's stored state (spec §9): session data under the `_ZB_STATIC_SS` and `_ZB_STATS_SS` prefixes,
 * cleared after more than 3,600 s without an access; the last access `_ZB_STATIC_LAST_ACCESS_TIME`; the first click
 * ids `_ZB_STATIC_GCLID` and `_ZB_STATIC_FBCLID`. All in one Storage (the loader passes `widgetStorage()`).
 *
 * The last access is kept 365 days, in storage rather than a cookie (a cookie would travel with every request to the
 * shop for nothing): its value is the time in milliseconds, rewritten at each access, so it expires 365 days after
 * the last one; an older value, as a missing, garbled or future one (a tampered value, a clock set back), counts as
 * no last access: the session data is cleared, and the value written anew.
 */

/** Storage keys and prefixes of spec §9. */
export const LAST_ACCESS_KEY = '_ZB_STATIC_LAST_ACCESS_TIME'
export const GCLID_KEY = '_ZB_STATIC_GCLID'
export const FBCLID_KEY = '_ZB_STATIC_FBCLID'
export const SESSION_PREFIXES = ['_ZB_STATIC_SS', '_ZB_STATS_SS']

/** How long a session lasts without an access, and how long the last access is kept (ms). */
export const SESSION_MS = 3_600_000
export const LAST_ACCESS_KEPT_MS = 365 * 86_400_000

/**
 * localStorage, or where the browser refuses it (blocked site data) a store for this page alone: nothing kept, nothing
 * thrown. Its keys are its own properties, as a Storage's are, so both are listed by `Object.keys`.
 */
export function widgetStorage(): Storage {
  try {
    return localStorage
  } catch {
    const store = {} as Record<string, string>
    const methods = { getItem: (k: string) => store[k] ?? null, setItem: (k: string, v: string) => void (store[k] = String(v)), removeItem: (k: string) => void delete store[k] }
    return Object.setPrototypeOf(store, methods) as Storage
  }
}

/** Runs a storage operation; a refused one (quota, a blocked origin) does nothing. */
function quietly(run: () => void): void {
  try {
    run()
  } catch {
    // Nothing kept: the widgets start a new session next time.
  }
}

/** Removes the keys with these prefixes. */
function removePrefixed(storage: Storage, prefixes: string[]): void {
  Object.keys(storage)
    .filter((key) => prefixes.some((p) => key.startsWith(p)))
    .forEach((key) => quietly(() => storage.removeItem(key)))
}

/** Clears the stored state for `#zbrefresh` / `#zbrc`: the session data and the last access (the click ids stay: they are the visit's, not state). */
export function clearStoredState(storage: Storage): void {
  removePrefixed(storage, [...SESSION_PREFIXES, LAST_ACCESS_KEY])
}

/**
 * Records an access at `now` (ms): first clears the session data when the last access was more than 3,600 s ago (or
 * is unknown). Returns whether it cleared.
 */
export function touchSession(storage: Storage, now: number): boolean {
  const text = storage.getItem(LAST_ACCESS_KEY)
  const last = text && /^\d{1,15}$/.test(text) ? Number(text) : NaN
  const stale = !(now - last <= SESSION_MS && last <= now && now - last <= LAST_ACCESS_KEPT_MS)
  if (stale) removePrefixed(storage, SESSION_PREFIXES)
  quietly(() => storage.setItem(LAST_ACCESS_KEY, String(now)))
  return stale
}

/** A click id as ad platforms make them (letters, digits, `_`, `-`, `.`); anything else is not one. */
export const isClickId = (value: unknown): value is string => typeof value == 'string' && /^[\w.-]{1,512}$/.test(value)

/**
 * Keeps the visit's click ids: the first `gclid` / `fbclid` value of the query (either case: `GCLID` too) when it is
 * given and is a click id, and only when none is kept yet (a kept value that is no click id, tampered, counts as none).
 */
export function captureClickIds(search: string, storage: Storage): void {
  const params = [...new URLSearchParams(search)]
  for (const [name, key] of [['gclid', GCLID_KEY], ['fbclid', FBCLID_KEY]]) {
    const first = params.find(([n]) => n.toLowerCase() == name)?.[1]
    quietly(() => {
      if (isClickId(first) && !isClickId(storage.getItem(key!))) storage.setItem(key!, first)
    })
  }
}

/** The kept click ids, each only when it is one. */
export function clickIds(storage: Storage): { gclid?: string; fbclid?: string } {
  const read = (key: string): string | undefined => {
    const value = storage.getItem(key)
    return isClickId(value) ? value : undefined
  }
  return { gclid: read(GCLID_KEY), fbclid: read(FBCLID_KEY) }
}
