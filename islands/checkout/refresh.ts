/**
 * When the order review refreshes: checkout.js's triggers and timers (WooCommerce 9.9), as plain logic over the
 * fields' selectors and an injected clock, so they are tested without a page.
 *
 * - A change of a shipping method, of the ship-to-another-address box or of a field in `.update_totals_on_change`
 *   (the country, and a gateway's own fields that say so) refreshes at once, naming that field (`current_target`).
 * - An address select's change refreshes once the address's required fields are all filled.
 * - Typing in an address text field (the postcode, the city; any key but Tab) refreshes 1 s after the last key, and
 *   so does its change after typing, once the address's required fields are filled.
 * - Every refresh goes through `update_checkout` on the body (anyone may trigger it), which waits 5 ms, so several
 *   changes at once make one request. One timer for both waits, as checkout.js has: a key pressed in those 5 ms
 *   starts the second wait again.
 */
import type { UpdateCheckoutOptions } from '../../src/event-table'

export const UPDATE_DEBOUNCE_MS = 5
export const TYPING_DELAY_MS = 1000

/** Fields whose change refreshes at once. */
export const UPDATE_NOW =
  'select.shipping_method, input[name^="shipping_method"], #ship-to-different-address input, .update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"]'
/** Address selects (the country, the state). */
export const ADDRESS_SELECT = '.address-field select'
/** Address text fields (and a text field in `.update_totals_on_change`). */
export const ADDRESS_TEXT = '.address-field input.input-text, .update_totals_on_change input.input-text'

/** What an event on a checkout field means: refresh now, an address select changed, a typed field changed, a key. */
export type Trigger = 'now' | 'select' | 'typed' | 'key'

/** The trigger of a `change` or `keydown` on `field`, if any (a field may match several: checkout.js binds all). */
export function triggersOf(type: string, key: string | undefined, field: { matches(selector: string): boolean }): Trigger[] {
  const out: Trigger[] = []
  if (type == 'change') {
    if (field.matches(UPDATE_NOW)) out.push('now')
    if (field.matches(ADDRESS_SELECT)) out.push('select')
    if (field.matches(ADDRESS_TEXT)) out.push('typed')
  } else if (type == 'keydown' && key != 'Tab' && field.matches(ADDRESS_TEXT)) out.push('key')
  return out
}

export interface Clock {
  set(run: () => void, ms: number): unknown
  clear(timer: unknown): void
}

export interface RefreshOptions<F> {
  /** Triggers `update_checkout` on the body with these arguments (others hear it; so does `schedule`). */
  trigger(options: UpdateCheckoutOptions): void
  /** Posts the refresh. */
  update(options: UpdateCheckoutOptions | undefined): void
  /** Whether the required address fields around this one are all filled. */
  complete(field: F): boolean
  clock: Clock
}

/** The refresh's state: the field typed in last (checkout.js's `dirtyInput`) and the one timer. */
export function refresher<F extends { matches(selector: string): boolean }>({ trigger, update, complete, clock }: RefreshOptions<F>) {
  let dirty: F | undefined
  let timer: unknown
  const reset = (): void => clock.clear(timer)
  const now = (field: F | null): void => {
    reset()
    dirty = undefined
    trigger({ current_target: field as unknown as Element | null })
  }
  const maybe = (): void => {
    if (!dirty || complete(dirty)) now(null)
  }
  return {
    /** A field's `change` or `keydown`. */
    field(type: string, key: string | undefined, field: F): void {
      for (const t of triggersOf(type, key, field)) {
        if (t == 'now') now(field)
        else if (t == 'select' || (t == 'typed' && dirty)) (dirty = field), maybe()
        else if (t == 'key') {
          dirty = field
          reset()
          timer = clock.set(maybe, TYPING_DELAY_MS)
        }
      }
    },
    /** `update_checkout` heard, from anyone: the refresh 5 ms later, unless another comes first. */
    schedule(options: UpdateCheckoutOptions | undefined): void {
      reset()
      timer = clock.set(() => update(options), UPDATE_DEBOUNCE_MS)
    },
    /** Stops a refresh waiting (the order is being placed). */
    reset,
  }
}
