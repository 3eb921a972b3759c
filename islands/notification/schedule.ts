/**
 * When the recent-purchase popup shows and hides: a pure function of the plugin's timing, the events of the toast
 * and the clock, so the whole cycle is testable without timers. VillaTheme's cycle (js/woo-notification.js):
 * hidden until the initial delay has passed, shown for `display_time`, hidden, shown again `next_time` after it
 * hid while `loop` is on, and no more than `notification_per_page` messages on a page. While the pointer is over
 * the toast or focus is inside it, time stands still; when both have left, the current phase starts over (the
 * shopper gets a whole `display_time` to read on). Closing ends it for the page, and so does the close cookie,
 * set here or by another tab.
 */

/** The plugin's timing, in milliseconds (and a count). */
export interface Timing {
  /** `initial_delay`: from the first-load script's start to the first message. */
  delay: number
  /** `display_time`: how long a message shows. */
  display: number
  /** `next_time`: from a message hiding to the next one. */
  next: number
  /** `loop`: whether more than one message shows. */
  loop: boolean
  /** `notification_per_page`: the most messages a page shows. */
  total: number
}

/** Where the popup is, and until when. */
export interface Schedule {
  /** Before the first message, showing one, between two, or over for this page. */
  phase: 'waiting' | 'shown' | 'hidden' | 'done'
  /** Messages shown so far. */
  shown: number
  /** The clock time the phase ends, unless paused; Infinity once done. */
  due: number
  /** The pointer is over the toast. */
  hovered: boolean
  /** Focus is inside the toast. */
  focused: boolean
}

/** What happens to the schedule: a timer fired, the pointer or focus came or went, the shopper closed it. */
export type ScheduleEvent = { type: 'tick' } | { type: 'hover' | 'focus'; on: boolean } | { type: 'close' }

/** The schedule when the first-load script started its timer (`startedAt`, on the same clock). */
export const startSchedule = (timing: Timing, startedAt: number): Schedule => ({ phase: 'waiting', shown: 0, due: startedAt + timing.delay, hovered: false, focused: false })

const done = (s: Schedule): Schedule => ({ ...s, phase: 'done', due: Infinity })

/** Whether time stands still for the schedule. */
export const isPaused = (s: Schedule): boolean => s.hovered || s.focused

/**
 * The schedule after `event` at clock time `now`. `closed` says the close cookie is set (by this tab or another):
 * then nothing more shows. A tick moves at most one phase on, from `now`, so a page whose timers were held back
 * (a hidden tab) goes on from where it is instead of flashing the messages it missed.
 */
export function step(timing: Timing, s: Schedule, event: ScheduleEvent, now: number, closed = false): Schedule {
  if (s.phase == 'done') return s
  if (event.type == 'close' || closed) return done(s)
  if (event.type != 'tick') {
    const next = { ...s, [event.type == 'hover' ? 'hovered' : 'focused']: event.on }
    // Leaving starts the phase over (before the first message there is nothing to leave).
    if (isPaused(s) && !isPaused(next) && s.phase != 'waiting') next.due = now + (s.phase == 'shown' ? timing.display : timing.next)
    return next
  }
  if (isPaused(s) || now < s.due) return s
  if (s.phase == 'shown') return s.shown >= timing.total || !timing.loop ? done(s) : { ...s, phase: 'hidden', due: now + timing.next }
  return s.shown >= timing.total ? done(s) : { ...s, phase: 'shown', shown: s.shown + 1, due: now + timing.display }
}
