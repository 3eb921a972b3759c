/**
 * The events bridge. Other plugins bind to WooCommerce's jQuery events (`$(document.body).on('added_to_cart',
 * (e, fragments, hash, $button) => …)`). A native CustomEvent would hand them nothing, so when jQuery is on the page
 * Saar triggers through jQuery with the same target and arguments; without jQuery it dispatches a bubbling
 * CustomEvent of the same name whose `detail` is the argument list. Names and arguments come from the event table
 * (src/event-table.ts).
 */
import type { AskedEvent, EventName, EventTable, Heard } from './event-table'

interface JQueryEventLike {
  originalEvent?: Event
}
interface JQueryCollectionLike {
  trigger(name: string, args?: unknown[]): unknown
  triggerHandler(name: string, args?: unknown[]): unknown
  on(name: string, handler: (event: JQueryEventLike, ...args: unknown[]) => unknown): unknown
  off(name: string, handler: (event: JQueryEventLike, ...args: unknown[]) => unknown): unknown
}
type JQueryFn = (target: EventTarget) => JQueryCollectionLike

/** The page's jQuery, if any. */
export function pageJQuery(): JQueryFn | undefined {
  const $ = (globalThis as { jQuery?: unknown }).jQuery
  return typeof $ === 'function' ? ($ as JQueryFn) : undefined
}

/**
 * jQuery hands listeners the wrapped element where WooCommerce passes `$button`: arguments that are elements are
 * wrapped for jQuery listeners, and unwrapped (left as elements) for DOM listeners.
 */
function forJQuery($: JQueryFn, args: unknown[]): unknown[] {
  return args.map((a) => (a instanceof Element ? $(a) : a))
}

/** Fires a WooCommerce event on `target` with `args`. */
export function emit<N extends EventName>(target: EventTarget, name: N, ...args: EventTable[N]): void {
  const $ = pageJQuery()
  if ($) $(target).trigger(name, forJQuery($, args))
  else target.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: args }))
}

/**
 * Asks the listeners of a veto event (WooCommerce's `triggerHandler` events such as
 * `should_send_ajax_request.adding_to_cart`): false when any listener says no.
 */
export function ask<N extends AskedEvent>(target: EventTarget, name: N, ...args: EventTable[N]): boolean {
  const $ = pageJQuery()
  if ($) return $(target).triggerHandler(name, forJQuery($, args)) !== false
  return target.dispatchEvent(new CustomEvent(name, { cancelable: true, detail: args }))
}

/** Unwraps jQuery objects back into elements for Saar's own listeners. */
function fromJQuery(args: unknown[]): unknown[] {
  return args.map((a) => {
    const maybe = a as { jquery?: unknown; 0?: unknown } | null
    return maybe?.jquery && maybe[0] instanceof Element ? maybe[0] : a
  })
}

/**
 * Listens to an event fired either way: through jQuery (arguments after the event object) or as a DOM event
 * (arguments in `detail`). Returns a function that stops listening.
 */
export function listen<N extends EventName>(target: EventTarget, name: N, handler: (args: Heard<N>, event: Event | undefined) => void): () => void {
  const $ = pageJQuery()
  // A jQuery handler; DOM events come in as { originalEvent } with their arguments in `detail`.
  const jq = (event: JQueryEventLike, ...args: unknown[]): void => {
    const detail = (event.originalEvent as CustomEvent | undefined)?.detail
    // What arrives is whatever the firing script passed: the table says what the stock scripts pass.
    handler((args.length === 0 && Array.isArray(detail) ? detail : fromJQuery(args)) as Heard<N>, event.originalEvent)
  }
  if ($) {
    // jQuery's `on` also receives native events dispatched on the element, so one binding covers both.
    $(target).on(name, jq)
    return () => void $(target).off(name, jq)
  }
  const dom = (originalEvent: Event): void => jq({ originalEvent })
  target.addEventListener(name, dom)
  // jQuery may arrive later (delay-JS plugins). Its trigger() also calls the `on<name>` property of each element on
  // the event path with (event, ...args), so a hub there hears `$(document.body).trigger(name, args)`. Only for
  // names that are no DOM event handler (`onchange` is one) and whose property nobody else has taken. Native events
  // are left to `dom` (happy-dom calls on<name> properties for any event type).
  const hubs = target as unknown as Record<string, { s?: Set<typeof jq> } | null>
  const key = 'on' + name
  if (!(key in target))
    hubs[key] = Object.assign((event: JQueryEventLike, ...args: unknown[]) => event instanceof Event || hubs[key]!.s!.forEach((h) => h(event, ...args)), { s: new Set<typeof jq>() })
  hubs[key]?.s?.add(jq)
  return () => {
    target.removeEventListener(name, dom)
    hubs[key]?.s?.delete(jq)
  }
}
