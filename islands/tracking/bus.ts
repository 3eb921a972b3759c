/**
 * The event bus: what the shopper does before the pixels are here (add to cart, remove from cart) is caught at once,
 * given its one `event_id`, and kept in memory until the pixels take it (consent on this page) or dropped (never).
 *
 * One listener, in the capture phase on document, so it hears every button whatever loads later (cart fragments,
 * the quick view) and before any script can stop the click. Saar's cart holds a click that lands before its code
 * (src/hydrate.ts, on window, before this listener) and replays it once: the held click never gets here, its replay
 * does, so each click is one action. What the action needs is read at that moment, as a snapshot (the button's data,
 * its form's fields, whether it is disabled), so a form changed afterwards does not change what was added; the
 * pixels bundle reads the snapshot (pixels/cart-actions.ts). First-load code: as little as that.
 */
import { $consent } from '../../src/stores/consent'
import { printed } from '../../src/stock-globals'
import { wantsPixels } from './pixels/wants'

/** One action, as caught: the id every copy of its event shares. */
export interface TrackedAction {
  /** The `event_id` of the browser pixel, the GA4 and GTM copies and the server copy. */
  id: string
  /** PixelYourSite's event key (`woo_add_to_cart_on_button_click`, `woo_remove_from_cart`, …). */
  key: string
  /** When it happened (ms since the epoch). */
  time: number
  /** What the action carries, read at the moment it happened: a cart action's {@link Snapshot}. */
  data: Record<string, unknown>
}

/** A cart button as it was when clicked. */
export interface Snapshot extends Record<string, unknown> {
  /** The button (or link) clicked. */
  button: Element
  /** Its `data-*` attributes. */
  dataset: Record<string, string | undefined>
  /** Its form's fields (a product form's quantities, the chosen variation), the button's own name and value last. */
  fields: FormData
  /** Whether it was disabled (the attribute, or WooCommerce's class). */
  disabled: boolean
}

/** PixelYourSite's keys of the two cart actions. */
export const ADD_KEY = 'woo_add_to_cart_on_button_click'
export const REMOVE_KEY = 'woo_remove_from_cart'

const ADD = '.add_to_cart_button,.single_add_to_cart_button'

/** The page's bus, handed to the pixels bundle when it loads. */
export interface Bus {
  /** From now on every action (those waiting first) goes to `handler`. */
  take(handler: (action: TrackedAction) => void): void
}

/** A UUID v4: `crypto.randomUUID` where the page is a secure context, else from `getRandomValues`. */
export const eventId = (): string =>
  crypto.randomUUID?.() ?? '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) => (+c ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (+c / 4)))).toString(16))

/** What a click on `target` does to the cart, as a snapshot, or undefined. */
function snapshot(target: Element): [key: string, data: Snapshot] | undefined {
  // The shop's remove selector (the cart page's links; a broken one is only skipped) and the mini cart's.
  const remove = (printed('pysOptions')?.woo as Record<string, unknown> | undefined)?.removeFromCartSelector
  let button: HTMLElement | null = null
  for (const selector of [ADD, remove, '.remove_from_cart_button'])
    try {
      button ||= target.closest(selector as string)
    } catch {
      // no selector
    }
  if (!button) return
  const { form, name, value } = button as HTMLButtonElement
  // A FormData is a copy: what the form holds now, whatever it holds later.
  const fields = new FormData(form || undefined)
  if (name && value != null) fields.append(name, value)
  const disabled = button.hasAttribute('disabled') || button.classList.contains('disabled')
  return [button.matches(ADD) ? ADD_KEY : REMOVE_KEY, { button, dataset: { ...button.dataset }, fields, disabled }]
}

/**
 * Starts catching actions. Until a handler takes them they wait in memory; once consent is decided with no
 * configured destination allowed they are dropped, and none is kept from then on (nobody would take them).
 * `stop()` ends the catching (tests; a page has one bus for its life).
 */
export function startBus(): Bus & { stop(): void } {
  const queue: TrackedAction[] = []
  let handler: ((action: TrackedAction) => void) | undefined
  const nobody = (): boolean => $consent.get().decided && !wantsPixels($consent.get())
  const stopConsent = $consent.listen(() => void (nobody() && queue.splice(0)))
  const listener = (event: Event): void => {
    const found = event.target instanceof Element && snapshot(event.target)
    if (!found) return
    const action: TrackedAction = { id: eventId(), key: found[0], time: Date.now(), data: found[1] }
    if (handler) handler(action)
    else if (!nobody()) queue.push(action)
  }
  document.addEventListener('click', listener, true)
  return {
    take(take) {
      handler = take
      for (const action of queue.splice(0)) take(action)
    },
    stop() {
      document.removeEventListener('click', listener, true)
      stopConsent()
    },
  }
}
