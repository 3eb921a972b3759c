/**
 * WooCommerce's "Filter products by price" widget (templates/content-widget-price-filter.php) as a range slider with
 * two handles, in place of price-slider.js and the jQuery UI slider it needs (48 kB with jQuery on a listing).
 *
 * It works on what the server printed: the form's `min_price` and `max_price` fields (their `data-min` and
 * `data-max` are the listing's cheapest and dearest, rounded to the `data-step` of `.price_slider_amount`) keep the
 * values the form submits, as they do without scripts; `.price_slider` gets jQuery UI's classes and markup (a range
 * and two handles), so the theme's own CSS draws it as it drew jQuery UI's; `.price_label` shows the two prices in the
 * shop's format. It behaves as jQuery UI's range slider did for the shopper and for other scripts:
 * - a press on the track moves the nearer handle there, a drag moves it on; arrows, Page Up / Page Down (a fifth of
 *   the range), Home and End move the focused one; the handles never cross, and every value is a step;
 * - `price_slider_create` once, `price_slider_slide` as a value changes, `price_slider_change` when a choice ends
 *   (the press let go, the key released: Flatsome's ajax filters reload the listing on it), `price_slider_updated`
 *   after the labels, each with the two values.
 *
 * Beyond jQuery UI: each handle is an ARIA slider (its name the widget's own label for that field, its value said as
 * a price), a right-to-left page mirrors it (and its arrow keys), and a drag on a touch screen leaves vertical scrolling
 * to the page (CSS). A widget whose bounds are not numbers, or empty (`data-min` not below `data-max`), is left as the
 * server printed it, fields and all.
 */
import { emit } from '../../src/events'
import { isRtl } from '../../src/direction'
import { t } from '../../src/i18n'
import { priceFilterMax, priceFilterMin } from '../../src/messages'
import { printed } from '../../src/stock-globals'
import { formatMoney, moneyFormat } from './money'

/** jQuery UI's classes for what it drew, which Flatsome's and WooCommerce's sheets style. */
const TRACK_CLASSES = ['ui-slider', 'ui-slider-horizontal', 'ui-widget', 'ui-widget-content', 'ui-corner-all', 'saar-price-slider']
const RANGE_CLASSES = ['ui-slider-range', 'ui-corner-all', 'ui-widget-header']
const HANDLE_CLASSES = ['ui-slider-handle', 'ui-corner-all', 'ui-state-default']

/** The arrow keys: how many steps each moves a handle, left to right. */
const KEY_STEPS: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, ArrowRight: 1, ArrowLeft: -1 }

/** The widget's bounds and step, or undefined when they are no range. */
export function readBounds(amount: HTMLElement, low: HTMLInputElement, high: HTMLInputElement): { min: number; max: number; step: number } | undefined {
  const min = parseFloat(low.dataset.min ?? '')
  const max = parseFloat(high.dataset.max ?? '')
  const step = parseFloat(amount.dataset.step ?? '')
  if (!Number.isFinite(min) || !Number.isFinite(max) || min >= max) return undefined
  return { min, max, step: step > 0 ? step : 1 }
}

/** Sets the widget `amount` (its `.price_slider_amount`) up as a slider, once. */
export function mountPriceFilter(amount: HTMLElement): void {
  const track = amount.closest('.price_slider_wrapper')?.querySelector<HTMLElement>('.price_slider')
  const low = amount.querySelector<HTMLInputElement>('input[name="min_price"]')
  const high = amount.querySelector<HTMLInputElement>('input[name="max_price"]')
  if (!track || !low || !high || track.classList.contains('ui-slider')) return
  const bounds = readBounds(amount, low, high)
  if (!bounds) return
  const { min, max, step } = bounds
  const money = moneyFormat(printed('woocommerce_price_slider_params'))
  const rtl = isRtl(track)
  const label = amount.querySelector('.price_label')

  /** `value` on the range: within the bounds, on a step counted from the minimum (jQuery UI's rounding). */
  const align = (value: number): number => {
    const steps = Math.round((Math.min(max, Math.max(min, value)) - min) / step)
    return Math.min(max, +(min + steps * step).toFixed(10))
  }
  const fieldValue = (field: HTMLInputElement, otherwise: number): number => {
    const value = parseFloat(field.value)
    return Number.isFinite(value) ? align(value) : otherwise
  }
  const values = [fieldValue(low, min), fieldValue(high, max)] as [number, number]
  if (values[0] > values[1]) values.reverse()

  const range = part('div', RANGE_CLASSES)
  const handles = [low, high].map((field, i) => {
    const handle = part('span', HANDLE_CLASSES)
    handle.tabIndex = 0
    handle.setAttribute('role', 'slider')
    const name = field.labels?.[0]?.textContent?.trim()
    handle.setAttribute('aria-label', name || t(i ? priceFilterMax : priceFilterMin))
    return handle
  }) as [HTMLElement, HTMLElement]
  track.replaceChildren(range, ...handles)
  track.classList.add(...TRACK_CLASSES)
  track.style.display = ''
  if (label instanceof HTMLElement) label.style.display = ''

  /** Draws the handles and the range where the values are, and tells assistive technology. */
  function draw(): void {
    const at = values.map((v) => ((v - min) / (max - min)) * 100)
    const [start, end] = rtl ? ['right', 'left'] as const : ['left', 'right'] as const
    handles.forEach((handle, i) => {
      handle.style[start] = `${at[i]}%`
      handle.style[end] = ''
      handle.setAttribute('aria-valuemin', String(i ? values[0] : min))
      handle.setAttribute('aria-valuemax', String(i ? max : values[1]))
      handle.setAttribute('aria-valuenow', String(values[i]))
      handle.setAttribute('aria-valuetext', formatMoney(values[i]!, money))
    })
    range.style[start] = `${at[0]}%`
    range.style.width = `${at[1]! - at[0]!}%`
  }

  /** Writes the values into the form's fields and the label, and says so to the page's scripts. */
  function show(event: 'price_slider_create' | 'price_slider_slide'): void {
    low!.value = String(values[0])
    high!.value = String(values[1])
    draw()
    label?.querySelector('.from')?.replaceChildren(formatMoney(values[0], money))
    label?.querySelector('.to')?.replaceChildren(formatMoney(values[1], money))
    emit(document.body, event, values[0], values[1])
    emit(document.body, 'price_slider_updated', values[0], values[1])
  }

  /** Moves handle `i` to `value`, short of the other handle; whether it moved. */
  function move(i: number, value: number): boolean {
    const next = i ? Math.max(values[0], align(value)) : Math.min(values[1], align(value))
    if (next == values[i]) return false
    values[i] = next
    show('price_slider_slide')
    return true
  }

  const changed = (): void => emit(document.body, 'price_slider_change', values[0], values[1])

  /** The value under a pointer at `clientX`. */
  const valueAt = (clientX: number): number => {
    const box = track.getBoundingClientRect()
    const ratio = Math.min(1, Math.max(0, (rtl ? box.right - clientX : clientX - box.left) / (box.width || 1)))
    return min + ratio * (max - min)
  }

  // A press: the handle pressed, or the nearer one (the upper when they meet and the press is above them), moves
  // there and follows the pointer until it is let go.
  let dragging: number | undefined
  let moved = false
  track.addEventListener('pointerdown', (event) => {
    if (event.button != 0) return
    const value = valueAt(event.clientX)
    const pressed = handles.indexOf(event.target as HTMLElement)
    const i = pressed >= 0 ? pressed : Math.abs(value - values[0]) < Math.abs(value - values[1]) || (values[0] == values[1] && value < values[0]) ? 0 : 1
    event.preventDefault()
    handles[i]!.focus()
    track.setPointerCapture?.(event.pointerId)
    dragging = i
    moved = pressed < 0 && move(i, value)
  })
  track.addEventListener('pointermove', (event) => {
    if (dragging !== undefined && move(dragging, valueAt(event.clientX))) moved = true
  })
  const letGo = (): void => {
    if (dragging === undefined) return
    dragging = undefined
    if (moved) changed()
    moved = false
  }
  track.addEventListener('pointerup', letGo)
  track.addEventListener('pointercancel', letGo)

  /** Where a key sends a handle at `value` that may go between `bound`, or undefined for another key. */
  function keyTarget(key: string, value: number, bound: [number, number]): number | undefined {
    const page = Math.max(step, Math.round((max - min) / 5 / step) * step)
    // Left and Right follow the page's direction; Up is always more.
    const arrow = KEY_STEPS[key]
    if (arrow !== undefined) return value + (rtl && (key == 'ArrowLeft' || key == 'ArrowRight') ? -arrow : arrow) * step
    return { PageUp: value + page, PageDown: value - page, Home: bound[0], End: bound[1] }[key]
  }

  // Keys on a focused handle: each press moves it (`slide`), the release ends the choice (`change`), as jQuery UI's.
  let keyed = false
  handles.forEach((handle, i) =>
    handle.addEventListener('keydown', (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      const target = keyTarget(event.key, values[i]!, i ? [values[0], max] : [min, values[1]])
      if (target === undefined) return
      event.preventDefault()
      if (move(i, target)) keyed = true
    }),
  )
  track.addEventListener('keyup', () => {
    if (keyed) changed()
    keyed = false
  })

  show('price_slider_create')
}

/** An element of the slider's own, with jQuery UI's classes. */
function part(tag: 'div' | 'span', classes: string[]): HTMLElement {
  const el = document.createElement(tag)
  el.classList.add(...classes)
  return el
}
