/**
 * Delegated listening to the DOM events others also trigger through jQuery. WooCommerce's scripts and the plugins
 * around them fire `$(field).trigger('change')`, `$('form.checkout').trigger('submit')`, which jQuery delivers to
 * jQuery's own handlers alone: a DOM listener never hears them. So where the page has jQuery the handler is bound
 * through it (it also gets every native event), and without jQuery it is a DOM listener. A handler that returns
 * `false` stops the event's default and its way up, as a jQuery handler's `false` does: so a `submit` triggered
 * through jQuery, which would otherwise end in the form's native `submit()`, is stopped too.
 *
 * Stateless: each script bundles it where it needs it (not the runtime, whose budget is full).
 */
import { pageJQuery } from './events'

/** What a handler gets: the event as it came (a jQuery event where jQuery delivered it: the same type and target). */
export interface Delegated {
  type: string
  target: EventTarget | null
  preventDefault(): void
  /** Key events' key (a jQuery event carries it too). */
  key?: string
}

interface JQueryOn {
  on(types: string, selector: string, handler: (this: Element, event: Delegated) => unknown): unknown
  off(types: string, selector: string, handler: (this: Element, event: Delegated) => unknown): unknown
}

/**
 * Calls `handler(el, event)` for each of `types` (space-separated) on an element inside `root` that matches
 * `selector`: `el` is that element. Returns what stops listening.
 */
export function delegate(root: Document | Element, types: string, selector: string, handler: (el: Element, event: Delegated) => unknown): () => void {
  const $ = pageJQuery() as unknown as ((target: Document | Element) => JQueryOn) | undefined
  if ($) {
    const jq = function (this: Element, event: Delegated): unknown {
      return handler(this, event)
    }
    $(root).on(types, selector, jq)
    return () => void $(root).off(types, selector, jq)
  }
  const dom = (event: Event): void => {
    const el = (event.target as Element | null)?.closest?.(selector)
    // `root.contains`, but a document holds whatever is in it (happy-dom's Document has no `contains` that says so).
    if (el && (root.nodeType == 9 ? el.ownerDocument == root : root.contains(el)) && handler(el, event) === false) event.preventDefault(), event.stopPropagation()
  }
  const list = types.split(' ')
  for (const type of list) root.addEventListener(type, dom)
  return () => list.forEach((type) => root.removeEventListener(type, dom))
}
