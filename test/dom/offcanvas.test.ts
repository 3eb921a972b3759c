/**
 * Flatsome's off-canvas panels and anchored lightboxes on its markup (the stand-in's parts): the theme script's
 * triggers (a click held until the code is here, jQuery's click), the panel in Magnific's classes with every
 * `data-*` option, what a screen reader is told, focus, Escape and the element put back; the mobile menu's levels,
 * toggles and tabs; hostile options; `flatsome-open-mini-cart`; and standing down beside Flatsome's own code.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { settle, headerWithCart } from './helpers'
import { plugin, saarLines, start, stockGlobal, withJQuery } from './page-load'
import { mobileMenuButton, offCanvasFooter, shopSidebar } from '../../php-stub/shop/parts/offcanvas'
import { mountOffCanvasTrigger, REMOVAL_MS } from '../../islands/offcanvas/offcanvas'
import { SLIDE_MS } from '../../islands/offcanvas/menu'
import { openCart } from '../../islands/cart/open-cart'

const el = <E extends HTMLElement = HTMLElement>(selector: string): E => document.querySelector<E>(selector)!
const click = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
const key = (name: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }))
const wrap = () => document.querySelector<HTMLElement>('.mfp-wrap')
const root = () => document.documentElement.classList

// What a panel left open writes outside the body (the root's classes and lock, the body's direction) goes with the test.
afterEach(() => {
  document.documentElement.className = ''
  document.documentElement.removeAttribute('style')
  document.body.className = ''
})

/** The theme script's page load with the off-canvas code already fetched (as from the cache). */
async function page(markup: string): Promise<void> {
  document.body.innerHTML = markup
  await start('theme', { offcanvas: mountOffCanvasTrigger })
}

/** Escape, then the 300 ms fade (on fake timers). */
async function escape(): Promise<void> {
  vi.useFakeTimers()
  key('Escape')
  vi.advanceTimersByTime(REMOVAL_MS)
  vi.useRealTimers()
  await settle()
}

const panel = `<p><a href="#" id="t" data-open="#panel" data-pos="right" data-color="dark" data-bg="my-bg" data-class="off-canvas-cart" aria-expanded="false" aria-label="Ostukorv">Korv</a></p>
<div id="panel" class="mfp-hide"><h4>Sinu ostukorv</h4><input id="field"><a href="/kassa/">Kassa</a></div>`

describe('an off-canvas panel ([data-open])', () => {
  it('opens what the trigger names in Magnific’s markup with its options, as a modal named by the trigger, and puts it back on Escape', async () => {
    await page(panel)
    const trigger = el('#t')
    trigger.focus()
    // The click comes before the code has mounted (it loads on approach): held, and replayed once it has.
    expect(click(trigger)).toBe(false) // the link's "#" is not followed
    await settle()
    expect(document.querySelectorAll('.mfp-wrap').length).toBe(1)
    const bg = el('.mfp-bg')
    expect([...bg.classList]).toEqual(['mfp-bg', 'off-canvas', 'dark', 'off-canvas-right', 'my-bg', 'mfp-ready'])
    expect(wrap()!.className).toBe('mfp-wrap mfp-auto-cursor off-canvas dark off-canvas-right mfp-ready')
    expect(el('.mfp-wrap > .mfp-container.mfp-inline-holder > .mfp-content.off-canvas-cart > #panel')).toBeTruthy()
    expect(el('#panel').classList.contains('mfp-hide')).toBe(false)
    expect(wrap()!.getAttribute('role')).toBe('dialog')
    expect(wrap()!.getAttribute('aria-modal')).toBe('true')
    expect(wrap()!.getAttribute('aria-label')).toBe('Ostukorv')
    expect(el('.mfp-wrap > .mfp-close').getAttribute('aria-label')).toBe('Sulge (Esc)')
    expect(el('.mfp-close').title).toBe('Sulge (Esc)')
    expect(document.activeElement!.id).toBe('field')
    expect(root().contains('has-off-canvas') && root().contains('has-off-canvas-right')).toBe(true)
    expect(trigger.className).toBe('current-lightbox-clicked')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')

    vi.useFakeTimers()
    key('Escape')
    // Closing: the fade runs (mfp-removing) and the root loses has-off-canvas at once, the element comes back after.
    expect(wrap()!.classList.contains('mfp-removing')).toBe(true)
    expect(root().contains('has-off-canvas')).toBe(false)
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(trigger)
    vi.advanceTimersByTime(REMOVAL_MS - 1)
    expect(wrap()).not.toBe(null)
    vi.advanceTimersByTime(1)
    vi.useRealTimers()
    expect(wrap()).toBe(null)
    expect(document.querySelector('.mfp-bg')).toBe(null)
    expect(el('#panel').classList.contains('mfp-hide')).toBe(true)
    expect(el('#panel').previousElementSibling!.tagName).toBe('P') // back in its place
    expect(root().contains('has-off-canvas-right')).toBe(false)
    expect(trigger.className).toBe('')
  })

  it('opened again while it fades out: the one element, in the new panel, and it stays there', async () => {
    await page(panel)
    click(el('#t'))
    await settle()
    vi.useFakeTimers()
    key('Escape')
    click(el('#t'))
    vi.advanceTimersByTime(REMOVAL_MS * 2)
    vi.useRealTimers()
    await settle()
    expect(document.querySelectorAll('.mfp-wrap').length).toBe(1)
    expect(document.querySelectorAll('#panel').length).toBe(1)
    expect(el('.mfp-wrap:not(.mfp-removing) .mfp-content > #panel')).toBeTruthy()
    expect(el('#t').getAttribute('aria-expanded')).toBe('true')
  })

  it('closes on its close button and a click on the backdrop, not on a click inside', async () => {
    await page(panel)
    click(el('#t'))
    await settle()
    click(el('#panel h4'))
    expect(wrap()!.classList.contains('mfp-removing')).toBe(false)
    click(el('.mfp-close svg'))
    expect(wrap()!.classList.contains('mfp-removing')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, REMOVAL_MS + 20))
    click(el('#t'))
    await settle()
    click(el('.mfp-container'))
    expect(wrap()!.classList.contains('mfp-removing')).toBe(true)
  })

  it('a visible element (the shop’s sidebar: data-visible-after, or none and shown) goes back visible; without data-pos it is a centred box', async () => {
    await page(`<a href="#" data-open="#shop-sidebar" data-visible-after="true" data-pos="left">Filtreeri</a><div class="col">${shopSidebar('kodu').value}</div>
<a href="#" id="login" data-open="#login-form-popup">Logi sisse</a><div id="login-form-popup" class="lightbox-content"><h3>Logi sisse</h3><input></div>`)
    click(el('[data-open="#shop-sidebar"]'))
    await settle()
    expect(wrap()!.getAttribute('aria-label')).toBe('Filtreeri')
    await escape()
    expect(el('.col > #shop-sidebar').classList.contains('mfp-hide')).toBe(false)
    click(el('#login'))
    await settle()
    expect(wrap()!.className).toBe('mfp-wrap mfp-auto-cursor off-canvas mfp-ready') // no off-canvas-undefined
    expect(root().contains('has-off-canvas')).toBe(true)
    await escape()
    expect(el('#login-form-popup').classList.contains('mfp-hide')).toBe(false)
  })

  it('with hostile or broken options opens nothing, or opens without them, and never throws', async () => {
    const errors = vi.spyOn(console, 'error')
    await page(`<a href="#" id="a" data-open="#nope">a</a><a href="#" id="b" data-open="[[">b</a><a href="#" id="c" data-open="body">c</a>
<a href="#" id="d" data-open="#p" data-pos="left x" data-bg="  a  b " data-focus="]]">d</a><div id="p" class="mfp-hide"><button>ok</button></div>`)
    for (const id of ['a', 'b', 'c']) {
      click(el(`#${id}`))
      await settle()
      expect(wrap()).toBe(null)
    }
    click(el('#d'))
    await settle()
    expect(wrap()!.className).toBe('mfp-wrap mfp-auto-cursor off-canvas mfp-ready')
    expect([...el('.mfp-bg').classList]).toEqual(['mfp-bg', 'off-canvas', 'a', 'b', 'mfp-ready'])
    expect(document.activeElement!.textContent).toBe('ok')
    expect(errors).not.toHaveBeenCalled()
  })
})

describe('an anchored lightbox (a[href="#id"] to .lightbox-by-id)', () => {
  it('opens the block named by its heading, with its size from its style, without the off-canvas classes', async () => {
    await page(`<a href="#uudiskiri" id="link">Telli</a><a href="#muu" id="other">Muu</a><div id="muu"></div>
<div id="uudiskiri" class="lightbox-by-id lightbox-content mfp-hide" style="max-width:520px ;padding:24px"><h2>Liitu uudiskirjaga</h2><input type="email"></div>`)
    expect(click(el('#other'))).toBe(true) // an ordinary in-page link stays one
    expect(click(el('#link'))).toBe(false)
    await settle()
    expect(wrap()!.className).toBe('mfp-wrap mfp-auto-cursor mfp-ready')
    expect(root().contains('has-off-canvas')).toBe(false)
    const heading = el('#uudiskiri h2')
    expect(wrap()!.getAttribute('aria-labelledby')).toBe(heading.id)
    expect(el('#uudiskiri').style.maxWidth).toBe('520px')
    expect(el('#uudiskiri').style.padding).toBe('24px')
    expect((document.activeElement as HTMLInputElement).type).toBe('email')
    await escape()
    expect(el('#uudiskiri').classList.contains('mfp-hide')).toBe(true)
    expect(document.activeElement!.id).toBe('link')
  })

  it('a block without an id takes no link’s click (not even a "#" link’s)', async () => {
    await page(`<a href="#" id="top">Üles</a><div class="lightbox-by-id mfp-hide"><h2>Ilma id-ta</h2></div>`)
    expect(click(el('#top'))).toBe(true)
    await settle()
    expect(wrap()).toBe(null)
  })

  it('with the close button inside (flatsomeVars.lightbox.close_btn_inside)', async () => {
    stockGlobal('flatsomeVars', { lightbox: { close_btn_inside: true, close_markup: '<button onclick="alert(1)">x</button>' } })
    await page(`<a href="#b" id="link">Telli</a><div id="b" class="lightbox-by-id mfp-hide"><p>Tekst</p></div>`)
    click(el('#link'))
    await settle()
    expect(wrap()!.classList.contains('mfp-close-btn-in')).toBe(true)
    expect(el('.mfp-content > .mfp-close').getAttribute('onclick')).toBe(null) // Saar's own button, never the server's markup
    expect(wrap()!.getAttribute('aria-label')).toBe('Telli')
  })
})

describe('the mobile menu', () => {
  const menu = () => `<header>${mobileMenuButton().value}</header>${offCanvasFooter().value}`
  const sidebar = () => el('#main-menu .sidebar-menu')
  const toggle = (name: string) => Array.from(document.querySelectorAll<HTMLButtonElement>('#main-menu button.toggle')).find((b) => b.getAttribute('aria-label') == name)!

  it('slides to a level and back: classes, the shift, back headers, focus, inert, and the top again when reopened', async () => {
    await page(menu())
    click(el('[data-open="#main-menu"]'))
    await settle()
    expect(wrap()!.getAttribute('aria-label')).toBe('Menüü')
    const shop = toggle('Pood: alammenüü')
    const level = shop.nextElementSibling as HTMLElement
    expect(level.firstElementChild!.className).toBe('nav-slide-header pt-half pb-half')
    const back = level.querySelector<HTMLButtonElement>('.nav-slide-header button')!
    expect(back.textContent).toBe('Pood')
    expect(back.getAttribute('aria-label')).toBe('Tagasi: Pood')
    click(shop)
    expect(level.classList.contains('is-current-slide')).toBe(true)
    expect(level.parentElement!.parentElement!.classList.contains('is-current-parent')).toBe(true)
    expect(sidebar().style.transform).toBe('translateX(-100%)')
    expect(shop.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(back)
    expect(shop.inert && el('#main-menu .sidebar-menu-tabs').inert).toBe(true)
    // Level two, by its "#" link.
    const categories = Array.from(level.querySelectorAll('a')).find((a) => a.textContent == 'Kategooriad')!
    click(categories)
    expect(sidebar().style.transform).toBe('translateX(-200%)')
    const deep = categories.parentElement!.querySelector('ul')!
    expect(deep.classList.contains('is-current-slide')).toBe(true)
    expect(document.activeElement!.getAttribute('aria-label')).toBe('Tagasi: Kategooriad')
    // Back: focus on the link that opened it; the level stays drawn for the slide, then goes.
    vi.useFakeTimers()
    click(document.activeElement!)
    expect(sidebar().style.transform).toBe('translateX(-100%)')
    expect(document.activeElement).toBe(categories)
    expect(deep.classList.contains('is-current-slide')).toBe(true)
    vi.advanceTimersByTime(SLIDE_MS)
    expect(deep.classList.contains('is-current-slide')).toBe(false)
    vi.useRealTimers()
    // Escape at level one: the menu closes, and opens again at its top.
    await escape()
    expect(sidebar().style.transform).toBe('')
    expect(document.querySelectorAll('#main-menu .is-current-slide, #main-menu [inert]').length).toBe(0)
    expect(shop.getAttribute('aria-expanded')).toBe('false')
    click(el('[data-open="#main-menu"]'))
    await settle()
    expect(document.querySelectorAll('#main-menu .nav-slide-header').length).toBe(3) // set up once: Pood, Kategooriad, Blogi
  })

  it('slides the other way right to left', async () => {
    await page(menu())
    document.body.classList.add('rtl')
    click(el('[data-open="#main-menu"]'))
    await settle()
    click(toggle('Pood: alammenüü'))
    expect(sidebar().style.transform).toBe('translateX(100%)')
  })

  it('switches its tabs by click and arrow keys', async () => {
    await page(menu())
    click(el('[data-open="#main-menu"]'))
    await settle()
    const tabs = Array.from(document.querySelectorAll<HTMLElement>('#main-menu [role=tab]'))
    const lists = () => Array.from(document.querySelectorAll<HTMLElement>('#main-menu ul.nav-sidebar')).filter((ul) => !ul.classList.contains('hidden')).map((ul) => ul.dataset.tab)
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false'])
    expect(lists()).toEqual(['1'])
    click(tabs[1]!)
    expect(lists()).toEqual(['2'])
    tabs[1]!.focus()
    key('ArrowLeft')
    expect(lists()).toEqual(['1'])
    expect(document.activeElement).toBe(tabs[0])
  })

  it('without levels: accordion toggles (the current category’s parent open), and in mobile-submenu-toggle mode the parent link toggles', async () => {
    document.body.className = 'mobile-submenu-toggle'
    await page(`<a href="#" data-open="#side" data-pos="left">Menüü</a><div id="side" class="mobile-sidebar mfp-hide"><div class="sidebar-menu"><ul class="nav nav-sidebar">
<li class="menu-item"><a href="/pood/">Pood</a><ul class="sub-menu children"><li><a href="/a/">A</a></li></ul></li>
<li class="menu-item current-cat-parent"><a href="/blogi/">Blogi</a><ul class="sub-menu children"><li><a href="/b/">B</a></li></ul></li></ul></div></div>`)
    click(el('[data-open="#side"]'))
    await settle()
    const [shop, blog] = Array.from(document.querySelectorAll<HTMLLIElement>('#side .nav > li'))
    expect(shop!.className).toBe('menu-item has-child')
    expect(blog!.classList.contains('active')).toBe(true)
    const button = shop!.querySelector<HTMLButtonElement>('button.toggle')!
    expect(button.nextElementSibling!.matches('ul.children')).toBe(true)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(shop!.querySelector('ul')!.inert).toBe(true)
    expect(click(shop!.querySelector('a')!)).toBe(false) // toggles instead of navigating
    expect(shop!.classList.contains('active')).toBe(true)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(shop!.querySelector('ul')!.inert).toBe(false)
    click(button)
    expect(shop!.classList.contains('active')).toBe(false)
  })
})

describe('jQuery and Flatsome', () => {
  it('jQuery’s click on a trigger (which fires no native click on a link) opens it, once', async () => {
    withJQuery()
    await page(panel)
    $('#t').trigger('click')
    await settle()
    expect(document.querySelectorAll('.mfp-wrap').length).toBe(1)
  })

  it('stands down beside Flatsome’s lightboxes behaviour: the click is Flatsome’s, and the console says so', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    stockGlobal('Flatsome', { behaviors: { lightboxes: { attach() {} } } })
    await page(panel)
    expect(click(el('#t'))).toBe(true)
    await settle()
    expect(wrap()).toBe(null)
    expect(saarLines()).toContain('Saar: off-canvas panels left to Flatsome (its lightboxes behavior)')
  })
})

describe('flatsome-open-mini-cart', () => {
  it('another plugin’s jQuery trigger opens the header’s cart dropdown, whatever the reveal setting', async () => {
    withJQuery()
    stockGlobal('flatsomeVars', { is_mini_cart_reveal: '' })
    document.body.innerHTML = headerWithCart()
    await start('cart', { 'cart-panel': openCart })
    $(document).trigger('flatsome-open-mini-cart')
    await settle()
    expect(el('.cart-item').classList.contains('current-dropdown')).toBe(true)
  })

  it('as a DOM event without jQuery; the theme’s own off-canvas cart (#cart-popup) opens by its link', async () => {
    document.body.innerHTML = `${headerWithCart()}<a href="#" data-open="#cart-popup" data-pos="right">Ostukorv</a><div id="cart-popup" class="mfp-hide"></div>`
    await start('cart', { 'cart-panel': openCart })
    const opened = vi.fn()
    el('[data-open="#cart-popup"]').addEventListener('click', opened)
    document.dispatchEvent(new CustomEvent('flatsome-open-mini-cart'))
    await settle()
    expect(opened).toHaveBeenCalledTimes(1)
    expect(document.getElementById('saar-cart-panel')).toBe(null)
  })

  it('is left to Flatsome’s woocommerce.js where it listens', async () => {
    withJQuery()
    plugin('addQty', function () {
      return this
    })
    document.body.innerHTML = headerWithCart()
    await start('cart', { 'cart-panel': openCart })
    $(document).trigger('flatsome-open-mini-cart')
    await settle()
    expect(el('.cart-item').classList.contains('current-dropdown')).toBe(false)
  })
})
