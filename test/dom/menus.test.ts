/**
 * Flatsome's header dropdowns on the stand-in's markup (parts/main-menu.ts, the cart and a search dropdown): what
 * opens for a mouse's hover (with its intent), a tap, a click-mode click and the keyboard, what assistive technology
 * is told, one open at a time with the cart's dropdown too, the events other scripts hear, the positions of each
 * design at and below 750 px of container (and right to left), and the theme script's trigger and stand-down.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyCart, serverMarkup } from './helpers'
import $ from 'jquery'
import { start, stockGlobal, withJQuery } from './page-load'
import { mainMenu } from '../../php-stub/shop/parts/main-menu'
import { headerCart } from '../../php-stub/shop/parts/mini-cart'
import { HOVER_CLOSE_MS, HOVER_OPEN_MS, mountDropdown } from '../../islands/menus/dropdowns'
import { DROPDOWN_ITEM } from '../../src/header-dropdowns'
import { openDropdown as openCartDropdown } from '../../islands/cart/open-cart'

const searchItem = `<li class="header-search header-search-dropdown has-icon has-dropdown menu-item-has-children"><a href="#" aria-label="Otsi" class="is-small"><i class="icon-search"></i></a><ul class="nav-dropdown nav-dropdown-default"><li class="header-search-form search-form html relative has-icon"><form role="search" class="searchform" action="/"><input type="search" class="search-field" name="s" aria-label="Otsi"></form></li></ul></li>`

const header = (dir = '') =>
  `<div${dir}><header id="header" class="header"><div class="header-wrapper"><div id="masthead" class="header-main"><div class="header-inner container"><ul class="header-nav header-nav-main nav nav-left">${mainMenu().value}</ul><ul class="header-nav nav nav-right">${searchItem}<li class="account-item has-icon"><a href="/minu-konto/" class="nav-top-link">Logi sisse</a></li>${headerCart(emptyCart).value}</ul></div></div></div></header><main><a href="/pood/" id="elsewhere">Pood</a></main><div class="ux-body-overlay"></div></div>`

const item = (label: string) => Array.from(document.querySelectorAll<HTMLElement>(DROPDOWN_ITEM)).find((li) => li.querySelector('a')!.textContent!.trim() == label || li.querySelector('a')!.getAttribute('aria-label') == label)!
const top = (label: string) => item(label).querySelector('a')!
const cart = () => document.querySelector<HTMLElement>('.cart-item')!
const open = () => Array.from(document.querySelectorAll('.current-dropdown')).map((li) => li.querySelector('a')!.textContent!.trim() || li.querySelector('a')!.getAttribute('aria-label'))
const mountAll = () => document.querySelectorAll<HTMLElement>(DROPDOWN_ITEM).forEach(mountDropdown)

/** A pointer event (jsdom and happy-dom differ in PointerEvent support; `pointerType` is what matters). */
function pointer(type: string, el: Element, init: { pointerType?: string; x?: number; y?: number; to?: Element | null } = {}): MouseEvent {
  const Ctor = (globalThis.PointerEvent ?? MouseEvent) as typeof MouseEvent
  const event = new Ctor(type, { bubbles: true, cancelable: true, clientX: init.x ?? 0, clientY: init.y ?? 0, relatedTarget: init.to ?? null, detail: 1 })
  if ((event as PointerEvent).pointerType !== (init.pointerType ?? 'mouse')) Object.defineProperty(event, 'pointerType', { value: init.pointerType ?? 'mouse' })
  el.dispatchEvent(event)
  return event
}
/** A click: by a pointer (`detail` 1, its kind) or by the keyboard (Enter on a link: `detail` 0). */
function click(el: Element, kind: 'mouse' | 'touch' | 'keyboard'): MouseEvent {
  if (kind != 'keyboard') pointer('pointerdown', el, { pointerType: kind })
  const Ctor = (globalThis.PointerEvent ?? MouseEvent) as typeof MouseEvent
  const event = new Ctor('click', { bubbles: true, cancelable: true, detail: kind == 'keyboard' ? 0 : 1 })
  Object.defineProperty(event, 'pointerType', { value: kind == 'keyboard' ? '' : kind })
  el.dispatchEvent(event)
  return event
}
const press = (el: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  el.dispatchEvent(event)
  return event
}
/** The pointer comes over `el` and rests (the hover intent's check passes). */
const rest = (el: Element) => {
  pointer('pointerover', el)
  vi.advanceTimersByTime(HOVER_OPEN_MS)
}

beforeEach(() => {
  vi.useFakeTimers()
  serverMarkup(header())
  mountAll()
})
afterEach(() => {
  document.dispatchEvent(new CustomEvent('flatsome-header-sticky'))
  vi.useRealTimers()
})

describe('header dropdowns', () => {
  it('are disclosures: the top link says whether it is expanded, no menu popup is promised, a link to nowhere is a button', () => {
    expect(top('Kategooriad').getAttribute('aria-expanded')).toBe('false')
    expect(document.querySelectorAll('[aria-haspopup]')).toHaveLength(0)
    expect(top('Otsi').getAttribute('role')).toBe('button')
    expect(top('Kategooriad').getAttribute('role')).toBeNull()
    expect(cart().querySelector('a')!.getAttribute('aria-expanded')).toBe('false')
  })

  it('open on a mouse resting over one for 20 ms, not while it keeps moving, not for a touch, and close 70 ms after it leaves', () => {
    const heard: Element[] = []
    const listener = (e: Event) => heard.push(...((e as CustomEvent).detail as Element[]))
    document.addEventListener('flatsome-dropdown-opened', listener)
    pointer('pointerover', top('Kategooriad'), { x: 10, y: 10 })
    vi.advanceTimersByTime(HOVER_OPEN_MS - 1)
    expect(open()).toEqual([])
    // Still moving (more than 3 px each 20 ms): the pointer is passing over, nothing opens.
    pointer('pointermove', top('Kategooriad'), { x: 30, y: 10 })
    vi.advanceTimersByTime(2)
    expect(open()).toEqual([])
    pointer('pointermove', top('Kategooriad'), { x: 31, y: 11 })
    vi.advanceTimersByTime(HOVER_OPEN_MS)
    expect(open()).toEqual(['Kategooriad'])
    expect(top('Kategooriad').getAttribute('aria-expanded')).toBe('true')
    expect(heard).toEqual([item('Kategooriad')])

    // Out to the page and back within 70 ms: it stays; out for 70 ms: it closes.
    pointer('pointerout', top('Kategooriad'), { to: document.body })
    vi.advanceTimersByTime(HOVER_CLOSE_MS - 10)
    pointer('pointerover', item('Kategooriad').querySelector('.nav-dropdown a')!, { to: null })
    vi.advanceTimersByTime(HOVER_CLOSE_MS)
    expect(open()).toEqual(['Kategooriad'])
    // Moving inside it (from the top link into its panel) is no leaving.
    pointer('pointerout', top('Kategooriad'), { to: item('Kategooriad').querySelector('.nav-dropdown a') })
    vi.advanceTimersByTime(HOVER_CLOSE_MS)
    expect(open()).toEqual(['Kategooriad'])
    pointer('pointerout', item('Kategooriad'), { to: document.body })
    vi.advanceTimersByTime(HOVER_CLOSE_MS)
    expect(open()).toEqual([])
    expect(top('Kategooriad').getAttribute('aria-expanded')).toBe('false')

    pointer('pointerover', top('Brändid'), { pointerType: 'touch' })
    vi.advanceTimersByTime(HOVER_OPEN_MS * 5)
    expect(open()).toEqual([])
    document.removeEventListener('flatsome-dropdown-opened', listener)
  })

  it('open one at a time: hovering the next closes the first, the cart after an add closes a menu and a menu the cart', () => {
    rest(top('Kategooriad'))
    rest(top('Brändid'))
    expect(open()).toEqual(['Brändid'])
    openCartDropdown(cart())
    expect(cart().classList.contains('current-dropdown')).toBe(true)
    expect(open()).toHaveLength(1)
    expect(top('Brändid').getAttribute('aria-expanded')).toBe('false')
    rest(top('Kategooriad'))
    expect(open()).toEqual(['Kategooriad'])
    expect(cart().querySelector('a')!.getAttribute('aria-expanded')).toBe('false')
  })

  it('open on a first tap without following the link, follow it on the second, and close on a tap elsewhere', () => {
    const first = click(top('Kategooriad'), 'touch')
    expect(first.defaultPrevented).toBe(true)
    expect(open()).toEqual(['Kategooriad'])
    const second = click(top('Kategooriad'), 'touch')
    expect(second.defaultPrevented).toBe(false)
    expect(open()).toEqual(['Kategooriad'])
    // A tap on a link of its panel is that link's.
    expect(click(item('Kategooriad').querySelector('.nav-dropdown a')!, 'touch').defaultPrevented).toBe(false)
    click(document.getElementById('elsewhere')!, 'touch')
    expect(open()).toEqual([])
    // A mouse click on a real link is the link's (its hover opened the panel already).
    expect(click(top('Brändid'), 'mouse').defaultPrevented).toBe(false)
  })

  it('in click mode toggle on a click (never following the link), mark the page overlay, and ignore hovering', () => {
    rest(top('Abi'))
    expect(open()).toEqual([])
    expect(click(top('Abi'), 'mouse').defaultPrevented).toBe(true)
    expect(open()).toEqual(['Abi'])
    expect(document.querySelector('.ux-body-overlay')!.classList.contains('ux-body-overlay--click-active')).toBe(true)
    // Leaving it does not close it; a second click does.
    pointer('pointerout', item('Abi'), { to: document.body })
    vi.advanceTimersByTime(HOVER_CLOSE_MS * 2)
    expect(open()).toEqual(['Abi'])
    expect(click(top('Abi'), 'touch').defaultPrevented).toBe(true)
    expect(open()).toEqual([])
    expect(document.querySelector('.ux-body-overlay')!.classList.contains('ux-body-overlay--click-active')).toBe(false)
    click(top('Abi'), 'keyboard')
    expect(open()).toEqual(['Abi'])
  })

  it('by keyboard: Space toggles, Enter follows a real link and toggles a link to nowhere, the arrows go in and along, Escape returns', () => {
    top('Kategooriad').focus()
    expect(press(top('Kategooriad'), ' ').defaultPrevented).toBe(true)
    expect(open()).toEqual(['Kategooriad'])
    press(top('Kategooriad'), ' ')
    expect(open()).toEqual([])
    expect(click(top('Kategooriad'), 'keyboard').defaultPrevented).toBe(false)
    expect(open()).toEqual([])

    expect(click(top('Otsi'), 'keyboard').defaultPrevented).toBe(true)
    expect(open()).toEqual(['Otsi'])
    click(top('Otsi'), 'keyboard')
    expect(open()).toEqual([])

    const links = Array.from(item('Brändid').querySelectorAll<HTMLElement>('.nav-dropdown a'))
    // jsdom and happy-dom lay nothing out: every link counts as shown.
    for (const a of links) a.getClientRects = () => [{}] as unknown as DOMRectList
    top('Brändid').focus()
    expect(press(top('Brändid'), 'ArrowDown').defaultPrevented).toBe(true)
    expect(open()).toEqual(['Brändid'])
    expect(document.activeElement).toBe(links[0])
    press(links[0]!, 'ArrowDown')
    expect(document.activeElement).toBe(links[1])
    press(links[1]!, 'End')
    expect(document.activeElement).toBe(links.at(-1))
    press(links.at(-1)!, 'ArrowUp')
    expect(document.activeElement).toBe(links.at(-2))
    press(links.at(-2)!, 'Escape')
    expect(open()).toEqual([])
    expect(document.activeElement).toBe(top('Brändid'))

    top('Kategooriad').focus()
    press(top('Kategooriad'), 'ArrowUp')
    expect(open()).toEqual(['Kategooriad'])
    // Keys typed in a field of a panel (the search's) are the field's.
    click(top('Otsi'), 'keyboard')
    const field = item('Otsi').querySelector('input')!
    field.focus()
    expect(press(field, 'ArrowDown').defaultPrevented).toBe(false)
    expect(open()).toEqual(['Otsi'])
  })

  it('close when focus leaves by Tab, when focus reaches another top link, and when the header sticks', () => {
    top('Kategooriad').focus()
    press(top('Kategooriad'), ' ')
    const inside = item('Kategooriad').querySelector<HTMLElement>('.nav-dropdown a')!
    inside.focus()
    expect(open()).toEqual(['Kategooriad'])
    document.getElementById('elsewhere')!.focus()
    expect(open()).toEqual([])

    rest(top('Brändid'))
    expect(open()).toEqual(['Brändid'])
    top('Blogi').focus()
    expect(open()).toEqual([])
    rest(top('Brändid'))
    document.querySelector<HTMLElement>('.account-item > a')!.focus() // a top link without a dropdown
    expect(open()).toEqual([])

    rest(top('Kategooriad'))
    document.dispatchEvent(new CustomEvent('flatsome-header-sticky'))
    expect(open()).toEqual([])
  })

  it('speak jQuery with plugins where it is on the page: the opened item wrapped as Flatsome passed it, the sticky header heard', () => {
    withJQuery()
    const heard: Element[] = []
    $(document).on('flatsome-dropdown-opened', (_event, item: JQuery) => void heard.push(item[0]!))
    rest(top('Kategooriad'))
    expect(heard).toEqual([item('Kategooriad')])
    $(document).trigger('flatsome-header-sticky')
    expect(open()).toEqual([])
    $(document).off('flatsome-dropdown-opened')
    delete (window as { jQuery?: unknown }).jQuery
  })

  it('wipe the panel’s inline geometry on closing, as Flatsome’s CSS expects', () => {
    const panel = item('Blogi').querySelector<HTMLElement>('.nav-dropdown')!
    rest(top('Blogi'))
    expect(panel.getAttribute('style')).toBeTruthy()
    pointer('pointerout', item('Blogi'), { to: document.body })
    vi.advanceTimersByTime(HOVER_CLOSE_MS)
    expect(panel.getAttribute('style')).toBeNull()
  })
})

/** Gives `el` a layout box (jsdom and happy-dom lay nothing out). */
function box(el: Element, left: number, width: number, top = 0, height = 0): void {
  el.getBoundingClientRect = () => ({ left, right: left + width, width, top, bottom: top + height, height, x: left, y: top, toJSON() {} }) as DOMRect
}

describe('dropdown positions', () => {
  const container = () => document.querySelector<HTMLElement>('.container')!
  const panelOf = (label: string) => item(label).querySelector<HTMLElement>('.nav-dropdown')!

  beforeEach(() => {
    vi.stubGlobal('innerWidth', 1280)
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1280 })
    container().style.padding = '0 15px'
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    delete (document.documentElement as { clientWidth?: number }).clientWidth
  })

  it('shift a normal dropdown back inside a container of 750 px and more, and leave it where it is below', () => {
    // Container 1080 px wide (1050 of content), centred in 1280: its content starts at 115 px.
    box(container(), 100, 1080)
    const panel = panelOf('Kategooriad')
    // The panel starts 950 px into the container and is 260 px wide: 160 px past its end.
    box(panel, 115 + 950, 260)
    rest(top('Kategooriad'))
    expect(panel.style.marginLeft).toBe('-160px')
    expect(panel.classList.contains('nav-dropdown-full')).toBe(false)
    click(document.getElementById('elsewhere')!, 'mouse')
    expect(panel.getAttribute('style')).toBeNull()

    box(container(), 265, 740) // 710 px of content
    rest(top('Kategooriad'))
    expect(panel.getAttribute('style') ?? '').toBe('')
  })

  it('mirror the shift right to left, and mark one wider than its container', () => {
    serverMarkup(header(' dir="rtl"'))
    mountAll()
    container().style.padding = '0 15px'
    box(container(), 100, 1080)
    const panel = panelOf('Kategooriad')
    // Read from the right: the panel starts 950 px into the container's 1050 and is 260 px wide, 160 px past its
    // (left) end: its right edge at 1280 - 115 - 950.
    box(panel, 1280 - 115 - 950 - 260, 260)
    rest(top('Kategooriad'))
    expect(panel.style.marginRight).toBe('-160px')
    expect(panel.style.marginLeft).toBe('')
    click(document.getElementById('elsewhere')!, 'mouse')
    box(panel, -200, 1300)
    rest(top('Kategooriad'))
    expect(panel.classList.contains('nav-dropdown-full')).toBe(true)
  })

  it('span the container (container width) and the page (full width), hanging from the header row', () => {
    box(container(), 100, 1080)
    box(document.querySelector('#masthead')!, 0, 1280, 0, 90)
    box(item('Brändid'), 400, 90, 30, 30)
    box(panelOf('Brändid'), 385, 260)
    rest(top('Brändid'))
    expect(panelOf('Brändid').style.width).toBe('1050px')
    expect(panelOf('Brändid').style.left).toBe(`${100 - 385 + 15}px`)
    // The row's bottom (90) less the item's (60) plus its height (30).
    expect(panelOf('Brändid').style.top).toBe('60px')

    box(document.body, 0, 1280)
    Object.defineProperty(document.body, 'clientWidth', { configurable: true, value: 1280 })
    box(item('Blogi'), 500, 90, 30, 30)
    box(panelOf('Blogi'), 485, 260)
    rest(top('Blogi'))
    expect(panelOf('Blogi').style.width).toBe('1280px')
    expect(panelOf('Blogi').style.left).toBe('-485px')
    expect(panelOf('Blogi').style.top).toBe('60px')
    delete (document.body as { clientWidth?: number }).clientWidth
  })
})

describe('the theme script', () => {
  it("stands down beside Flatsome's dropdown behaviour", async () => {
    vi.useRealTimers()
    stockGlobal('Flatsome', { behaviors: { dropdown: { attach() {} } } })
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const mount = vi.fn()
    await start('theme', { menus: mount })
    serverMarkup(header())
    top('Kategooriad').dispatchEvent(new Event('pointerover', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(mount).not.toHaveBeenCalled()
    expect(top('Kategooriad').getAttribute('aria-haspopup')).toBe('menu')
    expect(info).toHaveBeenCalledWith('Saar: dropdown menus left to Flatsome (its dropdown behavior)')
    info.mockRestore()
  })

  it('loads no menus code for dropdowns that are shown, only at the first approach: a focus (Tab’s) is one', async () => {
    vi.useRealTimers()
    // jsdom and happy-dom have no IntersectionObserver: every dropdown counts as shown at once.
    const mount = vi.fn()
    serverMarkup(header())
    await start('theme', { menus: mount })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(mount).not.toHaveBeenCalled()
    top('Kategooriad').focus()
    await vi.waitFor(() => expect(mount).toHaveBeenCalled())
  })

  it('loads the menus code at the first approach to a dropdown not shown yet, whose held click it then takes', async () => {
    vi.useRealTimers()
    // Nothing is ever seen (a phone's header hides the desktop menus): only an approach loads it.
    vi.stubGlobal('IntersectionObserver', class { observe() {} unobserve() {} disconnect() {} })
    serverMarkup(header())
    await start('theme', { menus: mountDropdown })
    expect(top('Kategooriad').getAttribute('aria-haspopup')).toBe('menu') // not set up before
    const tap = click(top('Kategooriad'), 'touch')
    expect(tap.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(open()).toEqual(['Kategooriad']))
    expect(document.querySelectorAll('[aria-haspopup]')).toHaveLength(0)
    vi.unstubAllGlobals()
  })
})
