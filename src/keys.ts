/**
 * Arrow, Home and End movement over a list of items, the one copy every island uses: tabs (roving tabindex), the
 * live search and the pickup picker (active descendant: focus stays in the field), the lightbox (slides).
 *
 * `nextIndex` is the pure part: a key, where we are and how many items there are → where we go. `keyMove` is the
 * same for a key event (a DOM one or React's, from an onKeyDown): it leaves keys with Alt, Ctrl or Meta to the
 * browser and the screen reader, takes the direction from the page, and prevents the key's default (scrolling, the
 * caret) when it moves. `rove` moves a roving tabindex and focus; `pointTo` moves `aria-activedescendant`.
 * Stateless: each script bundles it where it needs it.
 */
import { isRtl } from './direction'

/** Which arrows move: Left/Right (tabs, slides), Up/Down (a listbox), or both (tabs read either way). */
export type Orientation = 'horizontal' | 'vertical' | 'both'

export interface KeyMoveOptions {
  /** Default `both`. */
  orientation?: Orientation
  /** Right to left: Left goes forward and Right back. `keyMove` reads it from the page when not given. */
  rtl?: boolean
  /** Past the last item to the first and back; otherwise the ends stop the movement. */
  wrap?: boolean
  /** Whether item `i` can be landed on (default: every one); the others are skipped. */
  can?: (i: number) => boolean
}

/**
 * The index `key` moves to among `count` items from `index`, or undefined when the key does not move (another key,
 * an arrow of the other orientation). `index` -1 (or out of range) is "none yet", focus in a combobox's field: an
 * arrow forward goes to the first item, back to the last, and Home and End are left to the field (its caret, as the
 * APG combobox has it). Items `can` refuses are skipped; when there is nowhere to go (an end without `wrap`, no item
 * allowed) the index stays, -1 for none.
 */
export function nextIndex(key: string, index: number, count: number, options: KeyMoveOptions = {}): number | undefined {
  const { orientation, rtl, wrap, can = () => true } = options
  const along = orientation == 'horizontal' ? 0 : 1
  const across = orientation == 'vertical' ? 0 : rtl ? -1 : 1
  // 1 forward, -1 back, 0 (or NaN for any other key) no movement.
  const step = +({ Home: 1, End: -1, ArrowDown: along, ArrowUp: -along, ArrowRight: across, ArrowLeft: -across } as Record<string, number>)[key]!
  // Home and End (the keys not named Arrow…) walk in from outside the list, as does any key from no item.
  const jump = key[0] != 'A'
  const from = index >= 0 && index < count ? index : -1
  if (!step || (jump && from < 0)) return undefined
  for (let i = jump || from < 0 ? (step > 0 ? -1 : count) : from, n = count; n--; ) {
    i = wrap ? (i + step + count) % count : i + step
    if (i < 0 || i >= count) break
    if (can(i)) return i
  }
  return from
}

/** What `keyMove` reads of a key event: a DOM KeyboardEvent and React's both have it. */
export interface KeyEventLike {
  key: string
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  target: EventTarget | null
  preventDefault(): void
}

/**
 * `nextIndex` for a key event: undefined (and the event left alone) with Alt, Ctrl or Meta held; right to left when
 * the event's target is in a `dir=rtl` element or page, unless `options.rtl` says; the default prevented when the key
 * moves (even where there is nowhere to go, so the page does not scroll instead).
 */
export function keyMove(event: KeyEventLike, index: number, count: number, options?: KeyMoveOptions): number | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined
  const next = nextIndex(event.key, index, count, { rtl: isRtl(event.target as Element), ...options })
  if (next !== undefined) event.preventDefault()
  return next
}

/**
 * Roving tabindex: a key on one of `items` (the event's target) moves to another, which gets
 * tabindex 0 and focus while the others get -1; items that are (or sit in) `hidden`, `aria-disabled` or disabled
 * are skipped. Returns the index moved to, or undefined when the key is not a movement or its target is no item (a
 * key in a tab panel).
 */
export function rove(event: KeyboardEvent, items: readonly HTMLElement[], options?: KeyMoveOptions): number | undefined {
  const index = items.indexOf(event.target as HTMLElement)
  const next = index < 0 ? undefined : keyMove(event, index, items.length, { can: (i) => !items[i]!.closest('[hidden],[aria-disabled=true],:disabled'), ...options })
  if (next !== undefined) {
    items.forEach((el, i) => (el.tabIndex = i == next ? 0 : -1))
    items[next]!.focus()
  }
  return next
}

/** Active descendant: `field` (a combobox) points at `option`, scrolled into view, or at nothing. */
export function pointTo(field: Element, option: Element | null | undefined): void {
  if (option) {
    field.setAttribute('aria-activedescendant', option.id)
    option.scrollIntoView?.({ block: 'nearest' })
  } else field.removeAttribute('aria-activedescendant')
}
