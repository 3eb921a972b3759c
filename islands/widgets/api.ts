/**
 * The widgets on the page and what the public API does with them (spec §4): show or hide one by id, showing also
 * opening its popup or chat box; an unknown id (or a widget whose script failed) answers false. Per-URL rules hide
 * a blocked widget and bring back the others, except those hidden through the API; so does marketing consent taken
 * back on the page, for the host's widgets. A link to `#zbwid-<id>` (how pages open a widget) shows it too.
 */
import { isBlocked } from './url-rules'
import type { WidgetInstance } from './types'

interface Entry {
  instance?: WidgetInstance
  /** Hidden through the API: a navigation does not bring it back. */
  hidden: boolean
  /** Whether it needs marketing consent (every widget of the host; not Saar's chat launcher, which loads nothing). */
  consent: boolean
}

/** Runs a widget's own code: whatever it throws is reported, never the caller's problem. */
export function guarded(id: string, what: string, fn: () => void): boolean {
  try {
    fn()
    return true
  } catch (error) {
    console.error(`[saar] widget loader: widget ${id} threw in ${what}`, error)
    return false
  }
}

/** The page's widgets by id. */
export interface Registry {
  /** Adds a widget (no instance: its script or installer failed; the id is known but answers false). */
  add(id: string, instance: WidgetInstance | undefined, consent: boolean): void
  /** Shows and opens a widget: false when unknown, failed, or its consent was taken back. */
  show(id: string): boolean
  hide(id: string): boolean
  /** The ids of the widgets that work (their script and installer did). */
  working(): string[]
  /** Hides the widgets the rules block on `url`, shows the others (unless hidden through the API). */
  apply(patterns: unknown, url: URL): void
  /** Follows marketing consent: taken back, the widgets that need it hide; given again, they come back. */
  consent(granted: boolean): void
}

/** An empty registry, for one boot. */
export function createRegistry(): Registry {
  const entries = new Map<string, Entry>()
  let blocked = false
  let granted = true
  const call = (id: string, what: 'show' | 'hide' | 'open', instance: WidgetInstance) => guarded(id, what, () => instance[what]?.())
  const off = (entry: Entry) => blocked || (entry.consent && !granted)
  const refresh = () => {
    for (const [id, entry] of entries) if (entry.instance && (off(entry) || !entry.hidden)) call(id, off(entry) ? 'hide' : 'show', entry.instance)
  }
  return {
    add: (id, instance, consent) => void entries.set(id, { instance, hidden: false, consent }),
    show(id) {
      const entry = entries.get(id)
      if (!entry?.instance || (entry.consent && !granted)) return false
      entry.hidden = false
      return call(id, 'show', entry.instance) && call(id, 'open', entry.instance)
    },
    hide(id) {
      const entry = entries.get(id)
      if (!entry?.instance) return false
      entry.hidden = true
      return call(id, 'hide', entry.instance)
    },
    working: () => [...entries].filter(([, entry]) => entry.instance).map(([id]) => id),
    apply(patterns, url) {
      blocked = isBlocked(patterns, url)
      refresh()
    },
    consent(now) {
      if (now != granted) (granted = now), refresh()
    },
  }
}

/** The widget id a link or hash names (`#zbwid-<id>`), if any. */
export const linkedWidget = (hash: string): string | undefined => /^#zbwid-([\w-]+)$/.exec(hash)?.[1]

/**
 * Shows the widget the page's hash names now, each one a link names when clicked, and each one a later hash change
 * names (history, a script). A click shows at once (a theme's smooth scroll may keep the hash from changing); the
 * hash change the click then causes does not show it a second time.
 */
export function followWidgetLinks(show: (id: string) => void): void {
  const id = linkedWidget(location.hash)
  if (id) show(id)
  let clicked: string | undefined
  document.addEventListener('click', (event) => {
    const href = (event.target as Element | null)?.closest?.('a[href^="#zbwid-"]')?.getAttribute('href')
    const linked = href && linkedWidget(href)
    if (!linked) return
    show(linked)
    // The same hash as now changes nothing, so no hash change follows to be skipped.
    clicked = href == location.hash ? undefined : linked
  })
  addEventListener('hashchange', () => {
    const named = linkedWidget(location.hash)
    if (named && named != clicked) show(named)
    clicked = undefined
  })
}
