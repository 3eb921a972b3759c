/**
 * Flatsome's scroll-to markers (the stand-in's `[scroll_to]` part) and the account's orders table: the bullets and
 * single-page links built from the markers, the current section marked on both, a click scrolling below the sticky
 * header (or by a marker's own offset) with the hash in the history and focus moved, exact hashes only, hostile links
 * and hashes; the orders table wrapped as a focusable, labelled region, a server's wrapper kept; the sticky column
 * handing over to the theme's CSS mode where it cannot run.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverMarkup } from './helpers'
import { wireAll } from '../../src/dom'
import { mountScrollTo, SCROLL_TO_SELECTOR } from '../../islands/scroll-to/scroll-to'
import { mountOrdersTable, ORDERS_TABLE_SELECTOR } from '../../islands/account/orders-table'
import { mountStickyColumn, STICKY_COLUMN_SELECTOR } from '../../islands/sticky-column/sticky-column'
import { scrollToMarker, stickyColumn } from '../../php-stub/shop/parts/scroll-to'
import { html } from '../../php-stub/shop/html'

/** The page: the primary menu with the single-page spot, four markers (one without a bullet, one with its own offset). */
const page = () =>
  serverMarkup(
    `<nav><ul class="header-nav"><li class="menu-item"><a href="/pood/">Pood</a></li><li class="nav-single-page hidden"></li></ul></nav>` +
      `<p><a href="#meistrid" id="to-meistrid">Meistrid</a> <a href="#meist" id="to-meist">Meist</a> <a href="/muu/#meistrid" id="elsewhere">Mujal</a> <a href="#%E0%A4%A" id="malformed">Katki</a></p>` +
      [scrollToMarker('Meie lugu', 'lugu'), scrollToMarker('Meistrid', 'meistrid'), scrollToMarker('Töökoda', 'tookoda', { bullet: false }), scrollToMarker('Kontakt', 'kontakt', { offset: 40 })]
        .map((m, i) => `${m.value}<h2>Osa ${i}</h2>`)
        .join(''),
  )
const markers = () => Array.from(document.querySelectorAll<HTMLElement>(SCROLL_TO_SELECTOR))
const bullets = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('.scroll-to-bullets a'))
const navLinks = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('li.scroll-to-link > a'))
const current = () => [...bullets(), ...navLinks()].filter((a) => a.getAttribute('aria-current') == 'location').map((a) => `${a.closest('nav')!.className.includes('bullets') ? 'bullet' : 'nav'} ${a.getAttribute('href')}`)
/** Puts each marker at a place in the window (jsdom lays nothing out). */
const placeMarkers = (tops: number[]) =>
  markers().forEach((m, i) => vi.spyOn(m, 'getBoundingClientRect').mockReturnValue({ top: tops[i]!, bottom: tops[i]!, left: 0, right: 0, width: 0, height: 0, x: 0, y: tops[i]!, toJSON: () => ({}) }))
const mount = async () => {
  wireAll(SCROLL_TO_SELECTOR, mountScrollTo)
  await Promise.resolve()
  await Promise.resolve()
}

let scrolled: ScrollToOptions[]
beforeEach(() => {
  scrolled = []
  vi.stubGlobal('scrollTo', (options: ScrollToOptions) => scrolled.push(options))
  document.documentElement.style.scrollPaddingTop = '70px' // the sticky header's height, as Flatsome's CSS sets it
  history.replaceState(null, '', '/meist/')
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.documentElement.style.scrollPaddingTop = ''
  document.querySelectorAll('.scroll-to-bullets').forEach((n) => n.remove())
})

describe('scroll-to', () => {
  it('builds a bullet per marker that wants one and a menu link per marker, named by their titles', async () => {
    page()
    await mount()
    const nav = document.querySelector('nav.scroll-to-bullets')!
    expect(nav.getAttribute('aria-label')).toBe('Lehe osad')
    expect(nav.classList.contains('hide-for-medium')).toBe(true)
    expect(bullets().map((a) => [a.getAttribute('href'), a.getAttribute('aria-label'), a.title])).toEqual([
      ['#lugu', 'Meie lugu', 'Meie lugu'],
      ['#meistrid', 'Meistrid', 'Meistrid'],
      ['#kontakt', 'Kontakt', 'Kontakt'],
    ])
    expect(navLinks().map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#lugu', 'Meie lugu'],
      ['#meistrid', 'Meistrid'],
      ['#tookoda', 'Töökoda'],
      ['#kontakt', 'Kontakt'],
    ])
    // Before the spot, in order.
    expect(document.querySelector('li.nav-single-page')!.previousElementSibling!.textContent).toBe('Kontakt')
  })

  it('marks the section being read (its marker above the header + 100 px) on bullets and menu links alike', async () => {
    page()
    await mount()
    placeMarkers([-900, 150, 400, 1500])
    dispatchEvent(new Event('scroll'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(current()).toEqual(['bullet #meistrid', 'nav #meistrid'])
    expect(bullets().filter((a) => a.classList.contains('active')).map((a) => a.getAttribute('href'))).toEqual(['#meistrid'])
    // The section without a bullet is marked in the menu only.
    placeMarkers([-1900, -900, 160, 800])
    dispatchEvent(new Event('scroll'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(current()).toEqual(['nav #tookoda'])
    placeMarkers([300, 900, 1500, 2500])
    dispatchEvent(new Event('resize'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(current()).toEqual([])
  })

  it('scrolls a click on a link to a marker below the sticky header, keeps the hash in the history and moves focus there', async () => {
    page()
    await mount()
    placeMarkers([-900, 600, 1200, 2000])
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.getElementById('to-meistrid')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(scrolled).toEqual([{ top: 600 + scrollY - 70, behavior: 'smooth' }])
    expect(location.hash).toBe('#meistrid')
    expect(document.activeElement).toBe(markers()[1])
    // The marker's own offset (data-offset-type="custom") instead of the header's.
    navLinks()[3]!.click()
    expect(scrolled[1]).toEqual({ top: 2000 + scrollY - 40, behavior: 'smooth' })
  })

  it('jumps without smooth scrolling under reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
    page()
    await mount()
    bullets()[0]!.click()
    expect(scrolled).toEqual([{ top: expect.any(Number), behavior: 'instant' }])
  })

  it('leaves a hash that only starts like a marker’s, another page’s link, a malformed hash and a click with a modifier to the browser', async () => {
    page()
    await mount()
    for (const [id, init] of [['to-meist', {}], ['elsewhere', {}], ['malformed', {}], ['to-meistrid', { ctrlKey: true }]] as const) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
      document.getElementById(id)!.addEventListener('click', (e) => e.preventDefault(), { once: true })
      document.getElementById(id)!.dispatchEvent(click)
    }
    expect(scrolled).toEqual([])
  })

  it('scrolls to the marker the URL names at load, percent-encoded too; a marker with a hostile link or none gets no bullet', async () => {
    history.replaceState(null, '', '/meist/#t%C3%B6%C3%B6koda')
    serverMarkup(`${scrollToMarker('Töökoda', 'töökoda').value}<span class="scroll-to" data-bullet="true" data-link="javascript:alert(1)" data-title="Halb"><a name="x"></a></span><span class="scroll-to" data-bullet="true" data-title="Lingita"></span>`)
    // A page's first markers: the module as a fresh page loads it.
    vi.resetModules()
    const fresh = await import('../../islands/scroll-to/scroll-to')
    wireAll(SCROLL_TO_SELECTOR, fresh.mountScrollTo)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(scrolled).toHaveLength(1)
    expect(scrolled[0]!.behavior).toBe('instant')
    // Only the real marker's bullet: no javascript: link, none without a link.
    expect(bullets().map((a) => a.getAttribute('href'))).toEqual(['#töökoda'])
  })

  it('rebuilds for markers added later, and leaves no bullets when none wants one', async () => {
    serverMarkup(scrollToMarker('Üks', 'uks', { bullet: false }).value)
    await mount()
    expect(document.querySelector('.scroll-to-bullets')).toBeNull()
    document.body.insertAdjacentHTML('beforeend', scrollToMarker('Kaks', 'kaks').value)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(bullets().map((a) => a.getAttribute('href'))).toEqual(['#kaks'])
  })
})

describe('orders table', () => {
  const table = '<table class="woocommerce-orders-table shop_table shop_table_responsive my_account_orders"><tr><th>Tellimus</th></tr></table>'

  it('is wrapped for touch scrolling in a focusable region named for the orders', () => {
    serverMarkup(`<div class="woocommerce-MyAccount-content">${table}</div>`)
    wireAll(ORDERS_TABLE_SELECTOR, mountOrdersTable)
    const wrap = document.querySelector<HTMLElement>('.touch-scroll-table')!
    expect(wrap.parentElement!.className).toBe('woocommerce-MyAccount-content')
    expect(wrap.querySelector('table.my_account_orders')).not.toBeNull()
    expect([wrap.getAttribute('role'), wrap.getAttribute('aria-label'), wrap.tabIndex]).toEqual(['region', 'Tellimused', 0])
  })

  it('keeps a wrapper the server printed, never a second', () => {
    serverMarkup(`<div class="touch-scroll-table">${table}</div>`)
    wireAll(ORDERS_TABLE_SELECTOR, mountOrdersTable)
    wireAll(ORDERS_TABLE_SELECTOR, mountOrdersTable)
    expect(document.querySelectorAll('.touch-scroll-table')).toHaveLength(1)
    expect(document.querySelector('.touch-scroll-table')!.getAttribute('role')).toBe('region')
  })
})

describe('sticky column', () => {
  it('hands over to the theme’s CSS mode where it has no positioned parent or no ResizeObserver', () => {
    serverMarkup(`<div class="row"><div class="col">${stickyColumn(html`<p>Külgriba</p>`).value}</div></div>`)
    vi.stubGlobal('ResizeObserver', undefined)
    wireAll(STICKY_COLUMN_SELECTOR, mountStickyColumn)
    const column = document.querySelector<HTMLElement>('.is-sticky-column')!
    expect(column.hasAttribute('data-sticky-mode')).toBe(false)
    expect(column.style.top).toBe('')
  })
})
