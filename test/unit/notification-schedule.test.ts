/**
 * The recent-purchase popup's schedule as a pure function of the plugin's timing, the toast's events and the clock
 * (islands/notification/schedule.ts): VillaTheme's cycle, its loop and per-page total, the hover and focus pause,
 * the close button and the close cookie.
 */
import { describe, expect, it } from 'vitest'
import { startSchedule, step, type Schedule, type ScheduleEvent, type Timing } from '../../islands/notification/schedule'

/** The spec's defaults (§9): initial delay 5 s, display 5 s, next 60 s, total 30, with loop on. */
const defaults: Timing = { delay: 5000, display: 5000, next: 60000, loop: true, total: 30 }
const tick: ScheduleEvent = { type: 'tick' }

/** Runs the schedule's own timers from `from` to `until` ms: each tick at its due time, as the popup's one timer does. */
function runTimers(timing: Timing, s: Schedule, until: number, closedAt = Infinity): { s: Schedule; shows: number[]; hides: number[] } {
  const shows: number[] = []
  const hides: number[] = []
  while (s.due <= until) {
    const now = s.due
    const next = step(timing, s, tick, now, now >= closedAt)
    if (next.shown > s.shown) shows.push(now)
    else if (next.phase != s.phase && s.phase == 'shown') hides.push(now)
    s = next
  }
  return { s, shows, hides }
}

describe('the cycle', () => {
  it('waits for the initial delay from the first-load start, shows for display_time, hides, and shows again next_time after it hid', () => {
    const s0 = startSchedule(defaults, 1000)
    expect(s0).toMatchObject({ phase: 'waiting', shown: 0, due: 6000 })
    expect(step(defaults, s0, tick, 5999)).toBe(s0)
    const { shows, hides, s } = runTimers(defaults, s0, 75000)
    expect(shows).toEqual([6000, 71000])
    expect(hides).toEqual([11000])
    expect(s).toMatchObject({ phase: 'shown', shown: 2, due: 76000 })
  })

  it('shows a single message without loop, then is done', () => {
    const timing = { ...defaults, loop: false }
    const { shows, s } = runTimers(timing, startSchedule(timing, 0), 10 * 60000)
    expect(shows).toEqual([5000])
    expect(s).toMatchObject({ phase: 'done', shown: 1, due: Infinity })
  })

  it('stops after notification_per_page messages', () => {
    const timing = { ...defaults, total: 3 }
    const { shows, s } = runTimers(timing, startSchedule(timing, 0), 60 * 60000)
    expect(shows).toEqual([5000, 70000, 135000])
    expect(s.phase).toBe('done')
    expect(runTimers({ ...defaults, total: 0 }, startSchedule({ ...defaults, total: 0 }, 0), 60000).shows).toEqual([])
  })

  it('goes on from the time a late tick comes, one phase at a time (a throttled tab never flashes what it missed)', () => {
    const shown = step(defaults, startSchedule(defaults, 0), tick, 5000)
    const late = step(defaults, shown, tick, 500000)
    expect(late).toMatchObject({ phase: 'hidden', shown: 1, due: 560000 })
  })
})

describe('pausing', () => {
  const shown = step(defaults, startSchedule(defaults, 0), tick, 5000)

  it('stands still while hovered, and gives a whole display_time again once the pointer leaves', () => {
    const hovered = step(defaults, shown, { type: 'hover', on: true }, 7000)
    expect(step(defaults, hovered, tick, 10000)).toBe(hovered)
    expect(step(defaults, hovered, tick, 60000).phase).toBe('shown')
    const left = step(defaults, hovered, { type: 'hover', on: false }, 60000)
    expect(left).toMatchObject({ phase: 'shown', due: 65000, hovered: false })
    expect(step(defaults, left, tick, 65000).phase).toBe('hidden')
  })

  it('stands still while focus is inside, and while either the pointer or focus is still there', () => {
    let s = step(defaults, shown, { type: 'focus', on: true }, 6000)
    s = step(defaults, s, { type: 'hover', on: true }, 7000)
    s = step(defaults, s, { type: 'hover', on: false }, 8000)
    expect(step(defaults, s, tick, 30000)).toBe(s)
    s = step(defaults, s, { type: 'focus', on: false }, 30000)
    expect(s.due).toBe(35000)
  })

  it('restarts the wait for the next message when focus leaves the hidden box (its kept link)', () => {
    const hidden = step(defaults, shown, tick, 10000)
    let s = step(defaults, hidden, { type: 'focus', on: true }, 20000)
    expect(step(defaults, s, tick, 70000)).toBe(s)
    s = step(defaults, s, { type: 'focus', on: false }, 90000)
    expect(s).toMatchObject({ phase: 'hidden', due: 150000 })
  })
})

describe('closing', () => {
  it('ends the popup for the page when the shopper closes it', () => {
    const shown = step(defaults, startSchedule(defaults, 0), tick, 5000)
    const closed = step(defaults, shown, { type: 'close' }, 6000)
    expect(closed).toMatchObject({ phase: 'done', due: Infinity })
    expect(step(defaults, closed, tick, 100000)).toBe(closed)
    expect(step(defaults, closed, { type: 'hover', on: false }, 100000)).toBe(closed)
  })

  it('shows nothing more once the close cookie is set (by this tab or another)', () => {
    const { shows, s } = runTimers(defaults, startSchedule(defaults, 0), 10 * 60000, 20000)
    expect(shows).toEqual([5000])
    expect(s.phase).toBe('done')
    expect(step(defaults, startSchedule(defaults, 0), tick, 5000, true)).toMatchObject({ phase: 'done', shown: 0 })
  })
})
