/**
 * Flatsome's content tabs and accordions (the stand-in's shortcode markup, parts/content-tabs.ts): what a shopper
 * sees open, what assistive technology is told, the keyboard, the URL's hash at load and after, hostile hashes and
 * tabs without panels; and the product tabs following a hash change after load.
 */
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { serverMarkup } from './helpers'
import { html } from '../../php-stub/shop/html'
import { accordion, tabGroup } from '../../php-stub/shop/parts/content-tabs'
import { productTabs } from '../../php-stub/shop/parts/product-tabs'
import { productBySlug } from '../../php-stub/shop/catalogue'
import { CONTENT_TABS_SELECTOR, mountContentTabs } from '../../islands/tabs/content-tabs'
import { mountTabs, TABS_SELECTOR } from '../../islands/tabs/tabs'

const delivery = tabGroup('Tarne', [
  { title: 'Tarne', anchor: 'tarne', body: html`<p>Pakiautomaati.</p>` },
  { title: 'Küsimused', anchor: 'küsimused', body: html`<p id="vastus">Vastame päevaga.</p>` },
  { title: 'Garantii', body: html`<p>Kaks aastat.</p>` },
]).value
const questions = (open = 0) =>
  accordion(
    'KKK',
    [
      { title: 'Kas saan muuta?', body: html`<p>Jah.</p>` },
      { title: 'Kas saab kinkida?', anchor: 'kas-saab-kinkida', body: html`<p>Jah, kingisõnumiga.</p>` },
      { title: 'Kuidas maksta?', body: html`<p>Kaardiga.</p>` },
    ],
    open,
  ).value

const mountAll = () => document.querySelectorAll<HTMLElement>(CONTENT_TABS_SELECTOR).forEach(mountContentTabs)
const tabs = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('.tabbed-content .nav a'))
const shown = (el: HTMLElement) => getComputedStyle(el).display !== 'none'
const openPanels = () => Array.from(document.querySelectorAll<HTMLElement>('.tab-panels > .panel')).filter((p) => shown(p) && p.classList.contains('active')).map((p) => p.id)
const titles = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('.accordion-title'))
const openItems = () => titles().filter((t) => shown(t.nextElementSibling as HTMLElement)).map((t) => t.textContent)
const press = (el: Element, key: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
const setUrl = (url: string) => history.replaceState(null, '', url)
/** A hash change after load as the browser reports it: `hashchange`, or `popstate` for a step back. */
const goTo = (hash: string, type: 'hashchange' | 'popstate' = 'hashchange') => {
  setUrl(hash)
  dispatchEvent(type == 'popstate' ? new PopStateEvent('popstate') : new HashChangeEvent('hashchange'))
}

// The theme's CSS (flatsome.css) and Saar's hiding class, which a DOM test does not link.
beforeEach(() => {
  const sheet = document.createElement('style')
  sheet.textContent = `${readFileSync('src/hidden.css', 'utf8')} .accordion-inner { display: none }`
  document.head.appendChild(sheet)
  return () => sheet.remove()
})
afterEach(() => setUrl('/kasulik-info/'))

describe('content tabs', () => {
  it('are WAI-ARIA tabs on Flatsome markup, the first open', () => {
    serverMarkup(delivery)
    mountAll()
    expect(document.querySelector('.nav')!.getAttribute('role')).toBe('tablist')
    expect(tabs().map((a) => a.getAttribute('role'))).toEqual(['tab', 'tab', 'tab'])
    expect(Array.from(document.querySelectorAll('.nav li')).map((li) => li.getAttribute('role'))).toEqual(['presentation', 'presentation', 'presentation'])
    const panels = Array.from(document.querySelectorAll<HTMLElement>('.panel'))
    // Each panel labelled by its tab, the link (not the presentation li Flatsome names).
    expect(panels.map((p) => document.getElementById(p.getAttribute('aria-labelledby')!))).toEqual(tabs())
    expect(tabs().map((a) => a.getAttribute('aria-controls'))).toEqual(panels.map((p) => p.id))
    expect(openPanels()).toEqual(['tab_tarne'])
    expect(tabs().map((a) => a.tabIndex)).toEqual([0, -1, -1])
  })

  it('open by click, arrows, Home, End and Space, with the classes the theme draws', () => {
    serverMarkup(delivery)
    mountAll()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    tabs()[2]!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(openPanels()).toEqual(['tab_garantii'])
    expect(tabs()[2]!.parentElement!.classList.contains('active')).toBe(true)
    expect(tabs()[0]!.parentElement!.classList.contains('active')).toBe(false)
    tabs()[2]!.focus()
    press(tabs()[2]!, 'ArrowRight')
    expect(document.activeElement).toBe(tabs()[0])
    expect(openPanels()).toEqual(['tab_tarne'])
    press(tabs()[0]!, 'End')
    expect(openPanels()).toEqual(['tab_garantii'])
    press(tabs()[2]!, 'Home')
    press(tabs()[0]!, 'ArrowDown')
    expect(tabs().map((a) => a.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(tabs().map((a) => a.tabIndex)).toEqual([-1, 0, -1])
    tabs()[2]!.focus()
    press(tabs()[2]!, ' ')
    expect(openPanels()).toEqual(['tab_garantii'])
  })

  it('mirror Left and Right in RTL and say a vertical list is vertical', () => {
    serverMarkup(`<div dir="rtl">${delivery}</div>${tabGroup('V', [{ title: 'A', body: html`a` }, { title: 'B', body: html`b` }], true).value}`)
    mountAll()
    tabs()[0]!.focus()
    press(tabs()[0]!, 'ArrowLeft')
    expect(document.activeElement).toBe(tabs()[1])
    expect(document.querySelectorAll('.nav')[1]!.getAttribute('aria-orientation')).toBe('vertical')
  })

  it('open the tab the hash names at load: its anchor, written or percent-encoded, its panel, or something in it', () => {
    for (const [hash, open] of [
      ['#k%C3%BCsimused', 'tab_küsimused'],
      ['#küsimused', 'tab_küsimused'],
      ['#tab_garantii', 'tab_garantii'],
      ['#vastus', 'tab_küsimused'],
    ]) {
      setUrl(hash!)
      serverMarkup(delivery)
      mountAll()
      expect(openPanels(), hash).toEqual([open])
    }
  })

  it('switch when the hash changes after load, by a link or the back button', () => {
    serverMarkup(delivery)
    mountAll()
    goTo('#tab_garantii')
    expect(openPanels()).toEqual(['tab_garantii'])
    goTo('#tarne', 'popstate')
    expect(openPanels()).toEqual(['tab_tarne'])
  })

  it.each(['#%E0%A4%A', '#"><img src=x onerror=alert(1)>', '#', '#nope', '#%00'])('leave the open tab as it is for the hash %s', (hash) => {
    serverMarkup(delivery)
    mountAll()
    tabs()[1]!.click()
    goTo(hash)
    expect(openPanels()).toEqual(['tab_küsimused'])
    expect(document.querySelector('img')).toBeNull()
    setUrl('/kasulik-info/' + hash)
    serverMarkup(delivery)
    expect(() => mountAll()).not.toThrow()
    expect(openPanels()).toEqual(['tab_tarne'])
  })

  it('open on a mouse hover only where Flatsome set hover (.active-on-hover)', () => {
    serverMarkup(delivery + tabGroup('Hover', [{ title: 'Üks', body: html`1` }, { title: 'Kaks', body: html`2` }]).value.replace('nav-left', 'nav-left active-on-hover'))
    mountAll()
    tabs()[1]!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    tabs()[4]!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    expect(openPanels()).toEqual(['tab_tarne', 'tab_kaks'])
  })

  it("lay out Flatsome's packery grids again in a panel just shown, when the page has packery", () => {
    const laidOut: Element[][] = []
    const jQuery = Object.assign((els: ArrayLike<Element>) => ({ packery: (method: string) => method == 'layout' && laidOut.push(Array.from(els)) }), { fn: { packery() {} } })
    Object.assign(globalThis, { jQuery })
    try {
      serverMarkup(delivery.replace('<p>Kaks aastat.</p>', '<div class="banner-grid" data-packery-options="{}"></div>'))
      mountAll()
      tabs()[1]!.click()
      expect(laidOut).toEqual([])
      tabs()[2]!.click()
      tabs()[2]!.click()
      expect(laidOut).toEqual([[document.querySelector('[data-packery-options]')]])
    } finally {
      delete (globalThis as { jQuery?: unknown }).jQuery
    }
  })

  it('leave a tab without its panel a plain link', () => {
    serverMarkup(delivery)
    document.querySelectorAll('.panel')[2]!.remove()
    mountAll()
    expect(tabs().map((a) => a.getAttribute('role'))).toEqual(['tab', 'tab', null])
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    tabs()[2]!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(openPanels()).toEqual(['tab_tarne'])
  })
})

describe('content accordion', () => {
  it('is a set of disclosure buttons, all closed as printed, the chevron no second control', () => {
    serverMarkup(questions())
    mountAll()
    expect(titles().map((t) => [t.getAttribute('role'), t.getAttribute('aria-expanded')])).toEqual([
      ['button', 'false'],
      ['button', 'false'],
      ['button', 'false'],
    ])
    expect(openItems()).toEqual([])
    expect(document.querySelectorAll('.accordion-title button')).toHaveLength(0)
    for (const chevron of document.querySelectorAll('.accordion-title > .toggle')) {
      expect(chevron.tagName).toBe('SPAN')
      expect(chevron.getAttribute('aria-hidden')).toBe('true')
      expect(chevron.querySelector('i.icon-angle-down')).not.toBeNull()
    }
    expect(document.querySelectorAll('.accordion-title > .toggle')).toHaveLength(3)
    const inner = document.querySelector('.accordion-inner')!
    expect(inner.getAttribute('role')).toBe('region')
    expect(document.getElementById(inner.getAttribute('aria-labelledby')!)).toBe(titles()[0])
  })

  it('opens one item at a time by click, Enter (a click) or Space, and closes it again', () => {
    serverMarkup(questions(1))
    mountAll()
    expect(openItems()).toEqual(['Kas saan muuta?'])
    titles()[1]!.click()
    expect(openItems()).toEqual(['Kas saab kinkida?'])
    expect(titles().map((t) => t.classList.contains('active'))).toEqual([false, true, false])
    expect(titles()[1]!.getAttribute('aria-expanded')).toBe('true')
    titles()[1]!.click()
    expect(openItems()).toEqual([])
    press(titles()[2]!, ' ')
    expect(openItems()).toEqual(['Kuidas maksta?'])
    // A click on the chevron is a click on its title.
    document.querySelectorAll<HTMLElement>('.accordion-title > .toggle')[0]!.click()
    expect(openItems()).toEqual(['Kas saan muuta?'])
  })

  it('opens the item the hash names, at load and after, and ignores what names none', () => {
    setUrl('#kas-saab-kinkida')
    serverMarkup(questions())
    mountAll()
    expect(openItems()).toEqual(['Kas saab kinkida?'])
    goTo('#accordion-item-kuidas-maksta')
    expect(openItems()).toEqual(['Kuidas maksta?'])
    goTo('#%E0%A4%A')
    expect(openItems()).toEqual(['Kuidas maksta?'])
  })
})

describe('product tabs after load', () => {
  it('switch when the hash changes to a tab, or to something in one', () => {
    serverMarkup(productTabs(productBySlug('villane-kampsun')!).value)
    document.querySelectorAll<HTMLElement>(TABS_SELECTOR).forEach(mountTabs)
    mountAll()
    const visible = () => Array.from(document.querySelectorAll<HTMLElement>('.woocommerce-Tabs-panel')).filter(shown).map((p) => p.id)
    expect(visible()).toEqual(['tab-description'])
    goTo('#tab-additional_information')
    expect(visible()).toEqual(['tab-additional_information'])
    goTo('#reviews', 'popstate')
    expect(visible()).toEqual(['tab-reviews'])
    goTo('#nope')
    expect(visible()).toEqual(['tab-reviews'])
  })
})
