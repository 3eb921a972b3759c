/**
 * PixelYourSite's custom events with their triggers (`pysOptions.triggerEvents[id][pixel]`, fired by
 * `triggerEventTypes[type][id] = [trigger, …]`, tracking-consent.md §1.2–1.3):
 * - `url_click`: a click on a link the server marked `data-pys-event-id="id,…"` (it matched the event's URL rules);
 * - `css_click`: a click on (or inside) an element matching one of the event's selectors, heard on the document in
 *   the capture phase so that no other script can stop it first;
 * - `css_mouseover`: the pointer over such an element, once per element (PixelYourSite counts each child again);
 * - `scroll_pos`: once per page and percentage, when the page is scrolled past it;
 * - `comment`: the comment form's submit.
 * Each event's parameters are read at fire time (their dynamic values, params.ts). A trigger that cannot work (a bad
 * selector, a percentage that is no number) is skipped with a console warning; the others work.
 */
import type { PysOptions } from '../../../src/stock-globals'
import type { FireDynamic } from './fire'
import { resolveTemplates } from './params'
import { COMMENT_FORM, fields, firstTime, list, numberOf, on, onScrollPast, skip, some, templatesOf, type Stop } from './watch'

/** A selector as printed, if the browser can use it; otherwise undefined, with a warning. */
function usable(selector: unknown, id: string): string | undefined {
  try {
    if (typeof selector == 'string' && selector.trim()) {
      document.querySelector(selector)
      return selector
    }
  } catch {
    // A selector the browser refuses: warned below, like any other unusable one.
  }
  skip(`trigger of event ${id}`, selector)
}

/** The element `target` is, or is inside of, that matches `selector`. */
const matching = (target: EventTarget | null, selector: string): Element | null => (target instanceof Element ? target.closest(selector) : null)

/** Starts watching for the triggers `options` configures; returns what stops it. */
export function watchTriggers(options: PysOptions, fire: FireDynamic): Stop {
  const stops: Stop[] = []
  const events = options.triggerEvents
  const fireEvent = (id: string, link?: boolean): void => {
    const templates = templatesOf(events[id])
    if (some(templates)) fire(id, resolveTemplates(templates), undefined, link ? { link } : undefined)
  }
  const urls = new Set<string>()
  const clicks: [string, string][] = []
  const hovers: [string, string][] = []
  const comments: string[] = []

  for (const [type, byEvent] of Object.entries(options.triggerEventTypes))
    for (const [id, triggers] of Object.entries(fields(byEvent))) {
      if (type == 'url_click') urls.add(id)
      else if (type == 'comment') comments.push(id)
      else if (type == 'css_click' || type == 'css_mouseover') {
        const selectors = list(triggers).map((selector) => usable(selector, id)).filter(Boolean)
        if (selectors.length) (type == 'css_click' ? clicks : hovers).push([id, selectors.join()])
      } else if (type == 'scroll_pos') {
        const percents = list(triggers).flatMap((percent) => numberOf(percent, `trigger of event ${id}`) ?? [])
        if (percents.length) stops.push(onScrollPast(percents, (percent) => firstTime(document, `scroll_pos:${id}:${percent}`) && fireEvent(id)))
      }
    }

  if (urls.size || clicks.length)
    stops.push(
      on(
        'click',
        (event) => {
          // A link may name several events (PixelYourSite reads each as an integer).
          const ids = matching(event.target, 'a[data-pys-event-id]')?.getAttribute('data-pys-event-id')?.split(',') ?? []
          for (const id of new Set(ids.map((id) => String(parseInt(id))))) if (urls.has(id)) fireEvent(id, true)
          for (const [id, selector] of clicks) if (matching(event.target, selector)) fireEvent(id)
        },
        true,
      ),
    )
  if (hovers.length)
    stops.push(
      on(
        'mouseover',
        (event) => {
          for (const [id, selector] of hovers) {
            const el = matching(event.target, selector)
            if (el && firstTime(el, `css_mouseover:${id}`)) fireEvent(id)
          }
        },
        true,
      ),
    )
  if (comments.length) stops.push(on('submit', (event) => matching(event.target, COMMENT_FORM) && comments.forEach((id) => fireEvent(id)), true))
  return () => stops.forEach((stop) => stop())
}
