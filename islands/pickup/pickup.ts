/**
 * The pickup controller: one picker per page, set up once however often the checkout refreshes. WooCommerce
 * replaces `#order_review` (and the plugin's row in it) on every `update_order_review`; the picker's element is
 * kept and moved into each new row, so its state, the loaded points and the shopper's query survive, and there is
 * never a second picker (Omniva #381, MakeCommerce, DPD duplicates).
 *
 * The picker shows only while the chosen rate is a pickup rate. Its first set-up waits 1000 ms (1500 ms after a
 * billing or shipping country change), as the stock plugins do, so the checkout's own refresh settles first; the
 * picker's UI (lazy/pickup-picker.tsx) loads meanwhile. The pick is remembered per carrier for the session and
 * restored, once, when the server has forgotten it and still lists the point; a country change drops every pick.
 * The plugin's own field keeps the value, so the order posts what the server expects. A search or a page that
 * failed, and a pick the server did not take (a failed call, WordPress's `-1` / `0`, `success: false`), show an
 * error in the picker, announced, until the next one that works.
 */
import { atom } from 'nanostores'
import { listen } from '../../src/events'
import { setHidden } from '../../src/hidden'
import { t, type Message } from '../../src/i18n'
import { announce } from '../../src/live-region'
import { loadAsset } from '../../src/loader'
import { pickupSaveFailed, selectErrorLoading } from '../../src/messages'
import { countries, deliveryShifts, familyOf, ROW_SELECTOR, type Family } from './families'
import type { PickerState } from './Picker'
import type { mountPicker } from './mount-picker'
import { chosenRate, forgetAll, isPickupRate, recall, remember, SEARCH_DEBOUNCE_MS, setupDelay } from './rules'
import { longestWord, mergePoints, type Point } from './search'

interface Data {
  points: Point[]
  more: boolean
  page: number
  /** The server's list has arrived (the cascading family's set-up fetch; the markup for the other). */
  listed: boolean
}

const byCity = (a: Point, b: Point): number => a.city.localeCompare(b.city, 'et') || a.name.localeCompare(b.name, 'et')

/** Sets the pickup picker up on the page; returns the function that re-checks the page (tests call it). */
export function startPickup(): () => void {
  const $state = atom<PickerState>({ points: [], more: false, busy: false, city: '' })
  const data = new Map<string, Data>()
  const ready = new Set<string>()
  const restored = new Set<string>()
  const verified = new Set<string>()
  const autoPicked = new Set<string>()
  const families = new WeakMap<Element, Family | undefined>()
  let family: Family | undefined
  let host: HTMLElement | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let country = countries()
  let countryChanged = false
  /** What had focus in the picker when the checkout update began: moving the picker drops it. */
  let refocus: HTMLElement | undefined
  let mount: typeof mountPicker | undefined
  let loading: Promise<typeof mountPicker | undefined> | undefined

  let searches = 0

  const key = (f: Family): string => `${f.carrier}|${f.country}`
  const set = (patch: Partial<PickerState>): void => $state.set({ ...$state.get(), ...patch })
  /** The picker's error state: shown in it and announced; the next call that works clears it. */
  const fail = (message: Message): void => {
    set({ error: t(message) })
    announce(t(message), 'assertive')
  }
  /** Writes a pick and tells the server; a pick it did not take is an error the shopper sees. */
  const save = (f: Family, point: Point | undefined): void =>
    void f.pick(point).then((ok) => (ok ? f === family && set({ error: undefined }) : fail(pickupSaveFailed)))
  /** Adds points to a family's list; `fresh`: the server's full list, whose entries win over the markup's. */
  const store = (f: Family, points: Point[], fresh = false): Point[] => {
    const d = data.get(key(f))!
    d.points = fresh ? mergePoints(points, d.points) : mergePoints(d.points, points)
    // The terminal-search family's pages and searches arrive in any order: keep the list by city, then name.
    if (f.loadMore) d.points.sort(byCity)
    if (f === family) set({ points: d.points })
    return d.points
  }

  const actions = {
    pick(point: Point | undefined) {
      if (!family) return
      save(family, point)
      remember(family.carrier, point)
      set({ selected: point })
    },
    search(query: string) {
      clearTimeout(searchTimer)
      const q = query.trim()
      const f = family
      const mine = ++searches
      // Local filtering is instant; the terminal-search server adds the points not loaded yet. A failed search is
      // an error, not "no results"; the answer to a search the shopper has typed past is dropped.
      if (q && f?.loadMore)
        searchTimer = setTimeout(async () => {
          const points = await f.fetch(longestWord(q))
          if (mine !== searches) return
          if (!points) return fail(selectErrorLoading)
          store(f, points)
          if (f === family) set({ error: undefined })
        }, SEARCH_DEBOUNCE_MS)
    },
    async more() {
      const f = family
      const d = f && data.get(key(f))
      if (!f?.loadMore || !d) return
      set({ busy: true })
      const page = await f.loadMore(d.page)
      // A failure resets the button and says so: the shopper can try again.
      if (page) {
        d.page++
        d.more = page.more
        store(f, page.points)
      } else fail(selectErrorLoading)
      if (f === family) set({ busy: false, more: d.more, ...(page && { error: undefined }) })
    },
  }

  function attach(f: Family): void {
    family = f
    const d = data.get(key(f))!
    store(f, f.points)
    if (!host) {
      host = document.createElement('div')
      mount!(host, $state, actions)
    }
    for (const el of Array.from(f.slot.children) as HTMLElement[]) if (el !== host && el.tagName !== 'INPUT') setHidden(el, true)
    // Moving an element drops its focus: only move it into a new row.
    if (host.parentNode !== f.slot) f.slot.appendChild(host)
    const k = key(f)
    const value = f.value()
    const memory = recall(f.carrier)
    const known = memory && d.points.find((p) => p.id === memory.id)
    let selected = value ? d.points.find((p) => p.id === value) ?? (memory?.id === value ? { ...memory, name: f.label() || memory.name } : { id: value, name: f.label() || value, city: '' }) : undefined
    // The server forgot the pick (a new session, another method in between): restore it — the server's own entry
    // for it, never the stored text. Once until the server shows it again, so a server that refuses the point
    // cannot start a loop of checkout updates.
    if (value) restored.delete(k + value)
    else if (memory && !restored.has(k + memory.id)) {
      if (known) {
        restored.add(k + memory.id)
        save(f, (selected = known))
      } else if (f.loadMore && !verified.has(k + memory.id)) {
        // Not among the points loaded so far: the terminal search finds it (by postcode, else by name) or not.
        verified.add(k + memory.id)
        void f.fetch(memory.pcode || longestWord(memory.name)).then((points = []) => {
          store(f, points)
          if (points.some((p) => p.id === memory.id)) sync()
        })
      }
    }
    // A single office is chosen for the shopper (the cascading plugin's rule), once: a server that does not keep
    // it cannot start a loop of saves and checkout updates.
    if (!selected && !f.loadMore && d.listed && d.points.length === 1 && !autoPicked.has(k)) {
      autoPicked.add(k)
      save(f, (selected = d.points[0]))
    }
    set({ points: d.points, selected, more: d.more, busy: false, city: document.querySelector<HTMLInputElement>('#billing_city')?.value ?? '' })
    // Focus back where the shopper had it (the clear button, load more), else to the search field.
    if (refocus && (!document.activeElement || document.activeElement === document.body)) (host.contains(refocus) ? refocus : host.querySelector('input'))?.focus()
    refocus = undefined
  }

  /** The plugin row now on the page, when the chosen rate is a pickup rate. */
  const current = (): [Element, Family] | undefined => {
    const row = document.querySelector(ROW_SELECTOR)
    if (!row || !isPickupRate(chosenRate())) return
    // One family per row element: it is read (and its listeners added) once, however often the row is seen.
    if (!families.has(row)) families.set(row, familyOf(row))
    const f = families.get(row)
    return f && [row, f]
  }

  function sync(): void {
    const now = current()
    if (!now) return
    if (ready.has(key(now[1]))) {
      // No set-up to wait for: a country change is settled.
      countryChanged = false
      return attach(now[1])
    }
    // The picker's UI arrives while the set-up waits; if it cannot, the plugin's own markup stays, and the next
    // checkout refresh tries again.
    loading ??= loadAsset('pickup-picker').catch((error) => {
      console.error('[saar] pickup', error)
      loading = undefined
      return undefined
    })
    const waiting = loading
    clearTimeout(timer)
    timer = setTimeout(async () => {
      countryChanged = false
      if (!(mount ??= await waiting)) return
      // The checkout may have refreshed meanwhile: set up on the row there is now.
      const f = current()?.[1]
      if (!f || ready.has(key(f))) return sync()
      ready.add(key(f))
      const d: Data = { points: [], more: f.more, page: f.page, listed: !!f.loadMore }
      data.set(key(f), d)
      // The cascading family lists every office at once (merged: the markup's are there already if the checkout
      // refreshed meanwhile); a failing source leaves the markup's own.
      if (!f.loadMore) {
        store(f, (await f.fetch('')) ?? [], true)
        d.listed = true
      }
      sync()
    }, setupDelay(countryChanged))
  }

  listen(document.body, 'update_checkout', () => {
    const active = document.activeElement as HTMLElement | null
    if (active && host?.contains(active)) refocus ??= active
  })
  listen(document.body, 'updated_checkout', sync)
  listen(document.body, 'change', (_, event) => {
    // DPD's home-delivery time window: saved by its own call on Divi (the plugin's workaround), then an update.
    const shifts = event?.target as HTMLSelectElement | null
    if (shifts?.name?.endsWith('delivery_shifts')) deliveryShifts(shifts.value)
    if (countries() === country) return
    country = countries()
    countryChanged = true
    forgetAll()
  })
  return sync
}

export { ROW_SELECTOR }
