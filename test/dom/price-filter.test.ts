/**
 * WooCommerce's price filter widget as Saar's slider (islands/price-filter/), on the widget's own markup
 * (content-widget-price-filter.php): jQuery UI's markup and classes drawn into the track, each handle an ARIA slider
 * named by the widget's labels, the form's fields and the label following every move, by keys (arrows, Page Up and
 * Down, Home and End, mirrored right to left) and by a press and drag on the track; the handles never cross and keep to
 * the step; price-slider.js's events, through jQuery for the theme's listeners; bounds that are no range leave the
 * widget as printed; hostile values and a currency symbol with markup stay text; beside jQuery UI's slider it stands
 * down.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { serverMarkup } from './helpers'
import { mountPriceFilter } from '../../islands/price-filter/price-filter'
import { formatMoney, moneyFormat } from '../../islands/price-filter/money'
import { PRICE_SLIDER, standsDown } from '../../src/stock'

type Page = { jQuery?: unknown; woocommerce_price_slider_params?: unknown }
const page = globalThis as unknown as Page
const NBSP = '\u00a0'

afterEach(() => {
  delete page.jQuery
  delete page.woocommerce_price_slider_params
  document.body.removeAttribute('dir')
})

/** The widget as WooCommerce prints it, with these bounds and current values, mounted. */
function widget({ min = '10', max = '90', step = '10', current = ['10', '90'], dir = '' } = {}): HTMLElement {
  page.woocommerce_price_slider_params ??= { currency_format_num_decimals: 0, currency_format_symbol: '&euro;', currency_format_decimal_sep: ',', currency_format_thousand_sep: ' ', currency_format: '%v&nbsp;%s' }
  if (dir) document.body.setAttribute('dir', dir)
  serverMarkup(`<aside class="widget woocommerce widget_price_filter"><form method="get" action="/pood/"><div class="price_slider_wrapper">
<div class="price_slider" style="display:none;"></div>
<div class="price_slider_amount" data-step="${step}">
<label class="screen-reader-text" for="min_price">Min hind</label><input type="text" id="min_price" name="min_price" value="${current[0]}" data-min="${min}" placeholder="Min hind">
<label class="screen-reader-text" for="max_price">Max hind</label><input type="text" id="max_price" name="max_price" value="${current[1]}" data-max="${max}" placeholder="Max hind">
<button type="submit" class="button">Filtreeri</button>
<div class="price_label" style="display:none;">Hind: <span class="from"></span> — <span class="to"></span></div>
<div class="clear"></div></div></div></form></aside>`)
  const amount = document.querySelector<HTMLElement>('.price_slider_amount')!
  mountPriceFilter(amount)
  return amount
}

const track = () => document.querySelector<HTMLElement>('.price_slider')!
const handles = () => Array.from(document.querySelectorAll<HTMLElement>('.price_slider .ui-slider-handle'))
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value
const label = () => [document.querySelector('.price_label .from')!.textContent, document.querySelector('.price_label .to')!.textContent]
const key = (el: HTMLElement, k: string, type: 'keydown' | 'keyup' = 'keydown') => el.dispatchEvent(new KeyboardEvent(type, { key: k, bubbles: true, cancelable: true }))
const press = (el: HTMLElement, k: string) => (key(el, k), key(el, k, 'keyup'))
const pointer = (type: string, clientX: number, target: Element = track()) => target.dispatchEvent(new MouseEvent(type, { clientX, button: 0, bubbles: true, cancelable: true }))

/** The body's price_slider_* events, as DOM events (no jQuery) or as jQuery hands them to the theme. */
function events(through: 'dom' | 'jquery'): string[] {
  const seen: string[] = []
  for (const name of ['price_slider_create', 'price_slider_slide', 'price_slider_change', 'price_slider_updated']) {
    if (through == 'jquery') $(document.body).on(name, (_e, min: number, max: number) => void seen.push(`${name} ${min} ${max}`))
    else document.body.addEventListener(name, (e) => seen.push(`${name} ${(e as CustomEvent<number[]>).detail.join(' ')}`))
  }
  return seen
}

describe('the price filter slider', () => {
  it("draws jQuery UI's slider in the track, each handle a slider named by the widget's labels, and the label in the shop's format", () => {
    widget({ max: '1300', current: ['10', '1300'] })
    expect(track().className).toContain('ui-slider ui-slider-horizontal')
    expect(track().style.display).toBe('')
    expect(document.querySelector<HTMLElement>('.price_label')!.style.display).toBe('')
    expect(track().firstElementChild!.className).toContain('ui-slider-range')
    expect(handles().map((h) => [h.getAttribute('role'), h.tabIndex, h.getAttribute('aria-label'), h.getAttribute('aria-valuenow'), h.getAttribute('aria-valuetext')])).toEqual([
      ['slider', 0, 'Min hind', '10', `10${NBSP}€`],
      ['slider', 0, 'Max hind', '1300', `1 300${NBSP}€`],
    ])
    expect(label()).toEqual([`10${NBSP}€`, `1 300${NBSP}€`])
    expect(handles().map((h) => h.style.left)).toEqual(['0%', '100%'])
  })

  it('moves a handle by keys, a step at a time, and by Page Up and Down, Home and End; the handles never cross', () => {
    widget({ max: '110', current: ['10', '110'] })
    const [low, high] = handles() as [HTMLElement, HTMLElement]
    press(low, 'ArrowRight')
    expect([field('min_price'), low.getAttribute('aria-valuenow'), label()[0]]).toEqual(['20', '20', `20${NBSP}€`])
    press(low, 'ArrowUp')
    press(low, 'PageUp')
    expect(field('min_price')).toBe('50')
    press(high, 'PageDown')
    press(high, 'ArrowLeft')
    expect(field('max_price')).toBe('80')
    press(low, 'End')
    expect([field('min_price'), field('max_price')]).toEqual(['80', '80'])
    press(low, 'ArrowRight')
    expect(field('min_price')).toBe('80')
    press(high, 'End')
    press(low, 'Home')
    expect([field('min_price'), field('max_price')]).toEqual(['10', '110'])
    // The bounds each handle says are where it can go.
    press(high, 'PageDown')
    expect([low.getAttribute('aria-valuemax'), high.getAttribute('aria-valuemin')]).toEqual(['90', '10'])
  })

  it("fires price-slider.js's events: create once, slide at each move, change when the key is let go, updated after the label", () => {
    const seen = events('dom')
    widget()
    const [low] = handles() as [HTMLElement]
    key(low, 'ArrowRight')
    key(low, 'ArrowRight')
    expect(seen.filter((e) => e.includes('change'))).toEqual([])
    key(low, 'ArrowRight', 'keyup')
    expect(seen).toEqual([
      'price_slider_create 10 90', 'price_slider_updated 10 90',
      'price_slider_slide 20 90', 'price_slider_updated 20 90',
      'price_slider_slide 30 90', 'price_slider_updated 30 90',
      'price_slider_change 30 90',
    ])
  })

  it("hands the events to jQuery's listeners with the two values, as Flatsome's ajax filters take price_slider_change", () => {
    page.jQuery = $
    const seen = events('jquery')
    widget()
    press(handles()[1]!, 'Home')
    expect(seen.at(-1)).toBe('price_slider_change 10 10')
    $(document.body).off()
  })

  it('a press on the track moves the nearer handle there, a drag moves it on, and letting go ends the choice', () => {
    const seen = events('dom')
    widget()
    vi.spyOn(track(), 'getBoundingClientRect').mockReturnValue({ left: 100, right: 300, width: 200, top: 0, bottom: 5, height: 5, x: 100, y: 0, toJSON: () => ({}) })
    pointer('pointerdown', 250)
    expect(field('max_price')).toBe('70')
    expect(document.activeElement).toBe(handles()[1])
    pointer('pointermove', 150)
    expect(field('max_price')).toBe('30')
    pointer('pointermove', 50)
    expect([field('min_price'), field('max_price')]).toEqual(['10', '10'])
    pointer('pointerup', 50)
    expect(seen.filter((e) => e.includes('change'))).toEqual(['price_slider_change 10 10'])
    // Where both meet, a press above them takes the upper one.
    pointer('pointerdown', 200)
    pointer('pointerup', 200)
    expect([field('min_price'), field('max_price')]).toEqual(['10', '50'])
  })

  it('mirrors right to left: the handles placed from the right, Left moves up', () => {
    widget({ dir: 'rtl', current: ['30', '90'] })
    const [low] = handles() as [HTMLElement]
    expect(low.style.right).toBe('25%')
    press(low, 'ArrowLeft')
    expect(field('min_price')).toBe('40')
    press(low, 'ArrowRight')
    press(low, 'ArrowRight')
    expect(field('min_price')).toBe('20')
  })

  it.each([
    ['bounds that are no numbers', { min: 'abc' }],
    ['no range (the minimum not below the maximum)', { min: '90', max: '90' }],
    ['a reversed range', { min: '90', max: '10' }],
  ])('leaves the widget as printed for %s', (_, bounds) => {
    widget(bounds)
    expect(handles()).toEqual([])
    expect(track().classList.contains('ui-slider')).toBe(false)
    expect(track().style.display).toBe('none')
  })

  it('takes current values that are no prices, out of the range, off the step or crossed, as the nearest it can', () => {
    widget({ current: ['javascript:alert(1)', '<img src=x onerror=alert(1)>'] })
    expect([field('min_price'), field('max_price')]).toEqual(['10', '90'])
    widget({ current: ['-500', '9999'] })
    expect([field('min_price'), field('max_price')]).toEqual(['10', '90'])
    widget({ current: ['34', '66'] })
    expect([field('min_price'), field('max_price')]).toEqual(['30', '70'])
    widget({ current: ['70', '20'] })
    expect([field('min_price'), field('max_price')]).toEqual(['20', '70'])
  })

  it('is mounted once', () => {
    const amount = widget()
    mountPriceFilter(amount)
    expect(handles()).toHaveLength(2)
  })

  it("stands down beside jQuery UI's slider (WooCommerce's price-slider.js on the page)", () => {
    page.jQuery = Object.assign(() => undefined, { fn: { slider: () => undefined } })
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    expect(standsDown(PRICE_SLIDER)).toBe(true)
    delete page.jQuery
    expect(standsDown(PRICE_SLIDER)).toBe(false)
  })
})

describe("the price filter's money format", () => {
  it("writes prices as the shop's format says, its escaped parameters decoded", () => {
    const euro = moneyFormat({ currency_format_num_decimals: 0, currency_format_symbol: '&euro;', currency_format_decimal_sep: ',', currency_format_thousand_sep: '&nbsp;', currency_format: '%v&nbsp;%s' })
    expect(formatMoney(1234567, euro)).toBe(`1${NBSP}234${NBSP}567${NBSP}€`)
    const dollar = moneyFormat({ currency_format_num_decimals: 2, currency_format_symbol: '$', currency_format_decimal_sep: '.', currency_format_thousand_sep: ',', currency_format: '%s%v' })
    expect(formatMoney(1250.5, dollar)).toBe('$1,250.50')
    expect(formatMoney(-5, dollar)).toBe('-$5.00')
  })

  it('falls back to a plain format for missing or malformed parameters, and markup in them is only text', () => {
    expect(formatMoney(1000, moneyFormat(undefined))).toBe('1,000')
    expect(formatMoney(10, moneyFormat({ currency_format_num_decimals: 'x', currency_format: 'nothing', currency_format_symbol: 7 }))).toBe('10')
    page.woocommerce_price_slider_params = { currency_format_symbol: '<img src=x onerror="window.hit=1">€', currency_format: '%s%v' }
    widget()
    expect(document.querySelector('.price_label img')).toBeNull()
    expect(label()[0]).toBe('€10')
  })
})
