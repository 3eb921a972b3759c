/**
 * The outbox of server events: every event is written here before it is sent, and leaves only when a send is
 * confirmed (the REST route or admin-ajax answered success) or handed to a transport that outlives the page (a
 * beacon the browser accepted, a keepalive request). A failed send stays and is tried again with exponential backoff,
 * on this page and on the next ones, until it is sent, gives up or expires. PixelYourSite has no such thing: a send
 * that fails is lost (tracking-consent.md §1.6).
 *
 * localStorage, one key, versioned JSON (`{v: 1, q: [entries], s: {eventID: time sent}}`), shared by the shop's tabs:
 * an attempt first leases its entry (its next try moves past the attempt's end), so two tabs never send one entry at
 * once. What cannot be read (tampered, another version, storage refused) is dropped without a throw; where storage
 * refuses to be written (private modes, a full quota) the outbox lives in memory for the page.
 */
import type { ServerEvent } from './types'

/** The storage key. */
export const OUTBOX_KEY = 'saar_server_events'

/**
 * How long an event may wait for its send, and how long its id is remembered as sent: one day. Meta's Conversions API
 * takes events up to 7 days old; an add to cart a day old is no longer worth a retry.
 */
export const TTL = 864e5

/** Attempts an event gets over all pages before it is given up. */
export const MAX_ATTEMPTS = 6

/** The wait after the `n`th failed attempt: 2 s, then doubling (2, 4, 8, 16, 32 s). */
export const backoff = (n: number): number => 2000 * 2 ** (n - 1)

/** How long an attempt holds its entry against the other tabs: past REST's and admin-ajax's timeouts together. */
export const LEASE = 30_000

/** At most this many events wait: beyond, the oldest goes (a shop's page never makes so many; a loop might). */
const MAX_WAITING = 100

/** One event waiting for its send. */
export interface Entry {
  /** The event as handed to `send`, without its delay. */
  e: Omit<ServerEvent, 'delay'>
  /** The page it happened on (PixelYourSite's `url` / `event_source_url`). */
  url: string
  /** When it was written (ms). */
  t: number
  /** Attempts so far. */
  n: number
  /** Not to be tried before this time (ms): its delay, a lease, or its backoff. */
  at: number
}

interface Box {
  v: 1
  q: Entry[]
  s: Record<string, number>
}

/** The outbox when storage refuses it: this page's only. */
let memory: Box | undefined

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x == 'object'

/**
 * Whether a stored entry can be kept: it names its event, and its times and count are numbers. The event's other
 * fields are sent as they are (PixelYourSite's server sanitises what it gets).
 */
const valid = (x: unknown): x is Entry => isObject(x) && isObject(x.e) && typeof x.e.eventID == 'string' && [x.t, x.n, x.at].every(Number.isFinite)

/** The outbox as stored, without what expired or gave up; empty when there is none or it cannot be read. */
function load(now: number): Box {
  if (memory) return memory
  let box: Box = { v: 1, q: [], s: {} }
  try {
    const text = localStorage.getItem(OUTBOX_KEY)
    try {
      const stored: unknown = text && JSON.parse(text)
      if (isObject(stored) && stored.v === 1 && Array.isArray(stored.q) && isObject(stored.s)) box = stored as unknown as Box
      else if (text) throw 0
    } catch {
      localStorage.removeItem(OUTBOX_KEY)
    }
  } catch {
    return (memory = box)
  }
  box.q = box.q.filter((x) => valid(x) && now - x.t < TTL && (x.n < MAX_ATTEMPTS || x.at > now))
  for (const id of Object.keys(box.s)) if (!(now - box.s[id]! < TTL)) delete box.s[id]
  return box
}

function save(box: Box): void {
  if (memory) return void (memory = box)
  try {
    if (box.q.length || Object.keys(box.s).length) localStorage.setItem(OUTBOX_KEY, JSON.stringify(box))
    else localStorage.removeItem(OUTBOX_KEY)
  } catch {
    memory = box
  }
}

/** Reads the outbox, lets `change` work on it, and writes it back: one synchronous step, so no tab interleaves. */
function update<T>(change: (box: Box) => T, now: number): T {
  const box = load(now)
  const out = change(box)
  save(box)
  return out
}

/**
 * Writes an event, to be tried `delay` ms from now. False when its id is already waiting or was sent (an event goes
 * at most once).
 */
export function add(e: Entry['e'], url: string, delay = 0, now = Date.now()): boolean {
  return update((box) => {
    if (Object.hasOwn(box.s, e.eventID) || box.q.some((x) => x.e.eventID == e.eventID)) return false
    box.q.push({ e, url, t: now, n: 0, at: now + delay })
    box.q.splice(0, box.q.length - MAX_WAITING)
    return true
  }, now)
}

/** Whether an entry may be tried at all: attempts left, and (when `retries` is false) never tried before. */
const tryable = (x: Entry, retries: boolean): boolean => x.n < MAX_ATTEMPTS && (retries || !x.n)

/** Takes the first entry due for an attempt and leases it (its attempt counted); undefined when none is due. */
export function take(retries = true, now = Date.now()): Entry | undefined {
  return update((box) => {
    const x = box.q.find((x) => x.at <= now && tryable(x, retries))
    if (x) {
      x.n++
      x.at = now + LEASE
    }
    return x
  }, now)
}

/** When the next entry falls due (ms), for the timer of the next attempt; Infinity when none will. */
export const next = (retries = true, now = Date.now()): number => Math.min(...load(now).q.filter((x) => tryable(x, retries)).map((x) => x.at))

/**
 * An attempt's outcome: sent, the entry leaves and its id is remembered; failed, it waits its backoff (or is given
 * up after its last attempt). An entry already gone (another tab, a revocation) stays gone.
 */
export function settle(id: string, sent: boolean, now = Date.now()): void {
  update((box) => {
    const i = box.q.findIndex((x) => x.e.eventID == id)
    const x = box.q[i]
    if (!x) return
    if (sent || x.n >= MAX_ATTEMPTS) box.q.splice(i, 1)
    else x.at = now + backoff(x.n)
    if (sent) box.s[id] = now
  }, now)
}

/** The entries waiting (for a flush when the page goes). */
export const waiting = (now = Date.now()): Entry[] => load(now).q

/** Whether any event waits (the tracking script then loads the sender at once). Reads the store only; never throws. */
export function pending(): boolean {
  try {
    return (memory ?? JSON.parse(localStorage.getItem(OUTBOX_KEY)!)).q.length > 0
  } catch {
    return false
  }
}

/** Empties the outbox (a revocation): nothing waiting, no ids remembered. */
export function clear(): void {
  if (memory) memory = { v: 1, q: [], s: {} }
  try {
    localStorage.removeItem(OUTBOX_KEY)
  } catch {
    // storage refused: only the memory held it
  }
}
