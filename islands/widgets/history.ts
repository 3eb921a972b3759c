/**
 * Following a single-page shop's navigations, so the loader re-runs its installer (re-applying per-URL rules):
 * `history.pushState` wrapped once per page (a second wrap, from a second loader, would run everything twice),
 * `popstate`, and Ecwid's page-load hook, polled for every 500 ms up to 30 times (spec §4, §9) since Ecwid's script
 * may come after the widgets.
 */

/** How often Ecwid's hook is looked for (spec §9: every 500 ms). */
export const ECWID_POLL_MS = 500
/** How many times at most (spec §9: up to 30 tries). */
export const ECWID_POLL_TRIES = 30

/** The event the wrapped pushState dispatches on window after each navigation. */
export const NAVIGATED = 'saar:pushstate'

const WRAPPED = Symbol.for('saar.pushState')

interface Ecwid {
  OnPageLoaded?: { add?(fn: () => void): void }
}

/** Calls `fn` after every navigation of the page's history (pushState, back and forward) and every Ecwid page load. */
export function onNavigate(fn: () => void): void {
  const push = history.pushState as History['pushState'] & { [WRAPPED]?: true }
  if (!push[WRAPPED]) {
    const wrapped = function (this: History, ...args: Parameters<History['pushState']>) {
      push.apply(this, args)
      dispatchEvent(new Event(NAVIGATED))
    }
    history.pushState = Object.assign(wrapped, { [WRAPPED]: true as const })
  }
  addEventListener(NAVIGATED, fn)
  addEventListener('popstate', fn)
  let tries = 0
  // The page's own window, not whatever `window` is when the timer fires (none, once a test page is torn down).
  const page = window as unknown as { Ecwid?: Ecwid }
  const poll = setInterval(() => {
    const hook = page.Ecwid?.OnPageLoaded
    if (typeof hook?.add == 'function' || ++tries >= ECWID_POLL_TRIES) clearInterval(poll)
    if (typeof hook?.add == 'function') {
      try {
        hook.add(fn)
      } catch (error) {
        console.warn('[saar] widget loader: Ecwid.OnPageLoaded', error)
      }
    }
  }, ECWID_POLL_MS)
}
