/**
 * Product tabs on Flatsome's and WooCommerce's markup: which panel the shopper sees, what assistive technology is
 * told, and how the keyboard moves between tabs.
 */
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import $ from 'jquery'
import { serverMarkup } from './helpers'
import { wireAll } from '../../src/dom'
import { emit } from '../../src/events'
import { mountTabs, TABS_SELECTOR } from '../../islands/tabs/tabs'
import { productTabs } from '../../php-stub/shop/parts/product-tabs'
import { productBySlug } from '../../php-stub/shop/catalogue'

/** Kept inline (the stand-in prints WooCommerce 9's markup, below): Flatsome 3.x with WC ≤ 7, role=tab on the li, first li and panel `.active`, panels in `div.tab-panels`. */
const flatsomeTabs = `
  <div class="product-summary"><a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">2</span> kliendi arvustust)</a></div>
  <div class="woocommerce-tabs wc-tabs-wrapper container tabbed-content">
    <ul class="tabs wc-tabs product-tabs small-nav-collapse nav nav-uppercase nav-line nav-left" role="tablist">
      <li class="description_tab active" id="tab-title-description" role="tab" aria-controls="tab-description"><a href="#tab-description">Kirjeldus</a></li>
      <li class="additional_information_tab" id="tab-title-additional_information" role="tab" aria-controls="tab-additional_information"><a href="#tab-additional_information">Lisainfo</a></li>
      <li class="reviews_tab" id="tab-title-reviews" role="tab" aria-controls="tab-reviews"><a href="#tab-reviews">Arvustused (2)</a></li>
    </ul>
    <div class="tab-panels">
      <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content active" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description">
        <p>Villane müts.</p><ul><li><a href="#hooldus">Hooldus</a></li></ul><h3 id="hooldus">Hooldus</h3>
      </div>
      <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information">
        <table class="woocommerce-product-attributes shop_attributes"><tr><th>Värv</th><td>Punane</td></tr></table>
      </div>
      <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content" id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews">
        <div id="reviews" class="woocommerce-Reviews"><h2 class="woocommerce-Reviews-title">2 arvustust</h2></div>
      </div>
    </div>
  </div>`

/** Kept inline (not Flatsome's markup, which the stand-in prints): WooCommerce 9/10 core, li role=presentation, a role=tab, `.wc-tab` panels, nothing marked active. */
const coreTabs = `
  <div class="woocommerce-tabs wc-tabs-wrapper">
    <ul class="tabs wc-tabs" role="tablist">
      <li role="presentation" class="description_tab" id="tab-title-description"><a href="#tab-description" role="tab" aria-controls="tab-description">Kirjeldus</a></li>
      <li role="presentation" class="additional_information_tab" id="tab-title-additional_information"><a href="#tab-additional_information" role="tab" aria-controls="tab-additional_information">Lisainfo</a></li>
      <li role="presentation" class="reviews_tab" id="tab-title-reviews"><a href="#tab-reviews" role="tab" aria-controls="tab-reviews">Arvustused (0)</a></li>
    </ul>
    <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel entry-content wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description"><h2>Kirjeldus</h2></div>
    <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--additional_information panel entry-content wc-tab" id="tab-additional_information" role="tabpanel" aria-labelledby="tab-title-additional_information"><h2>Lisainfo</h2></div>
    <div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--reviews panel entry-content wc-tab" id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews"><div id="reviews"></div></div>
  </div>`

const tabs = () => Array.from(document.querySelectorAll<HTMLElement>('ul.tabs a'))
const panels = () => Array.from(document.querySelectorAll<HTMLElement>('.woocommerce-Tabs-panel'))
const shown = (el: HTMLElement) => !el.hidden && getComputedStyle(el).display !== 'none'
/** The ids of the panels the shopper sees. */
const visiblePanels = () => panels().filter(shown).map((p) => p.id)
const selectedTabs = () => tabs().filter((a) => a.getAttribute('aria-selected') === 'true').map((a) => a.textContent)
const press = (el: Element, key: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
const setUrl = (url: string) => history.replaceState(null, '', url)

// Saar's hiding class is in the shared sheet, which a DOM test does not link: the page gets its rule.
beforeEach(() => {
  const sheet = document.createElement('style')
  sheet.textContent = readFileSync('src/hidden.css', 'utf8')
  document.head.appendChild(sheet)
  return () => sheet.remove()
})

afterEach(() => {
  setUrl('/toode/villane-myts/')
  document.documentElement.removeAttribute('dir')
})

describe('product tabs', () => {
  it('exposes Flatsome tabs as WAI-ARIA tabs and shows only the first panel', () => {
    serverMarkup(flatsomeTabs)
    wireAll(TABS_SELECTOR, mountTabs)
    expect(document.querySelector('ul.tabs')!.getAttribute('role')).toBe('tablist')
    expect(tabs().map((a) => a.getAttribute('role'))).toEqual(['tab', 'tab', 'tab'])
    expect(Array.from(document.querySelectorAll('ul.tabs li')).map((li) => li.getAttribute('role'))).toEqual(['presentation', 'presentation', 'presentation'])
    expect(tabs().map((a) => a.getAttribute('aria-controls'))).toEqual(['tab-description', 'tab-additional_information', 'tab-reviews'])
    expect(panels().map((p) => p.getAttribute('role'))).toEqual(['tabpanel', 'tabpanel', 'tabpanel'])
    expect(selectedTabs()).toEqual(['Kirjeldus'])
    expect(tabs().map((a) => a.tabIndex)).toEqual([0, -1, -1])
    expect(visiblePanels()).toEqual(['tab-description'])
  })

  it('keeps the tabs the stand-in prints (WooCommerce 9 in Flatsome 3.19: already WAI-ARIA) and moves between them', () => {
    serverMarkup(productTabs(productBySlug('villane-kampsun')!).value)
    wireAll(TABS_SELECTOR, mountTabs)
    expect(tabs().map((a) => a.getAttribute('role'))).toEqual(['tab', 'tab', 'tab'])
    expect(selectedTabs()).toEqual(['Kirjeldus'])
    expect(tabs().map((a) => a.tabIndex)).toEqual([0, -1, -1])
    expect(visiblePanels()).toEqual(['tab-description'])
    tabs()[0]!.focus()
    press(tabs()[0]!, 'End')
    expect(document.activeElement).toBe(tabs()[2])
    tabs()[2]!.click()
    expect(visiblePanels()).toEqual(['tab-reviews'])
    expect(selectedTabs()).toEqual([tabs()[2]!.textContent])
  })

  it('never hides the tab the server already showed (no layout shift)', () => {
    serverMarkup(flatsomeTabs)
    const first = document.getElementById('tab-description')!
    const observer = new MutationObserver(() => {})
    observer.observe(first, { attributes: true, attributeOldValue: true, attributeFilter: ['style', 'hidden'] })
    wireAll(TABS_SELECTOR, mountTabs)
    const records = observer.takeRecords()
    observer.disconnect()
    expect(records.map((r) => r.oldValue ?? '').join()).not.toMatch(/none/)
    expect(first.hidden).toBe(false)
    expect(shown(first)).toBe(true)
  })

  it('names panels by their tabs', () => {
    serverMarkup(coreTabs.replace(' aria-labelledby="tab-title-reviews"', ''))
    wireAll(TABS_SELECTOR, mountTabs)
    const labelled = (id: string) => document.getElementById(document.getElementById(id)!.getAttribute('aria-labelledby')!)?.textContent
    expect(labelled('tab-description')).toBe('Kirjeldus')
    expect(labelled('tab-reviews')).toBe('Arvustused (0)')
  })

  it.each([
    ['/toode/villane-myts/#reviews', 'tab-reviews'],
    ['/toode/villane-myts/#tab-reviews', 'tab-reviews'],
    ['/toode/villane-myts/#comment-12', 'tab-reviews'],
    ['/toode/villane-myts/comment-page-2/#comments', 'tab-reviews'],
    ['/toode/villane-myts/?cpage=2', 'tab-reviews'],
    ['/toode/villane-myts/#tab-additional_information', 'tab-additional_information'],
    ['/toode/villane-myts/#tab-description', 'tab-description'],
    ['/toode/villane-myts/#hooldus', 'tab-description'],
  ])('opens the tab %s asks for', (url, panel) => {
    setUrl(url)
    serverMarkup(coreTabs)
    wireAll(TABS_SELECTOR, mountTabs)
    expect(visiblePanels()).toEqual([panel])
    expect(document.querySelector(`a[aria-controls="${panel}"]`)!.getAttribute('aria-selected')).toBe('true')
  })

  it('opens a clicked tab, without following its link or moving the page', () => {
    serverMarkup(flatsomeTabs)
    wireAll(TABS_SELECTOR, mountTabs)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    tabs()[2]!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(visiblePanels()).toEqual(['tab-reviews'])
    expect(selectedTabs()).toEqual(['Arvustused (2)'])
    expect(document.querySelector('li.reviews_tab')!.classList.contains('active')).toBe(true)
    expect(document.querySelector('li.description_tab')!.classList.contains('active')).toBe(false)
    expect(tabs().map((a) => a.tabIndex)).toEqual([-1, -1, 0])
  })

  it('leaves links inside a panel alone', () => {
    serverMarkup(flatsomeTabs)
    wireAll(TABS_SELECTOR, mountTabs)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('a[href="#hooldus"]')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(visiblePanels()).toEqual(['tab-description'])
  })

  it('moves with arrow keys, Home and End, wrapping around, and activates the tab it lands on', () => {
    serverMarkup(flatsomeTabs)
    wireAll(TABS_SELECTOR, mountTabs)
    tabs()[0]!.focus()
    press(tabs()[0]!, 'ArrowRight')
    expect(document.activeElement).toBe(tabs()[1])
    expect(visiblePanels()).toEqual(['tab-additional_information'])
    press(tabs()[1]!, 'ArrowDown')
    expect(document.activeElement).toBe(tabs()[2])
    press(tabs()[2]!, 'ArrowRight')
    expect(document.activeElement).toBe(tabs()[0])
    press(tabs()[0]!, 'ArrowLeft')
    expect(document.activeElement).toBe(tabs()[2])
    press(tabs()[2]!, 'Home')
    expect(document.activeElement).toBe(tabs()[0])
    press(tabs()[0]!, 'End')
    expect(document.activeElement).toBe(tabs()[2])
    press(tabs()[2]!, 'ArrowUp')
    expect(document.activeElement).toBe(tabs()[1])
    expect(visiblePanels()).toEqual(['tab-additional_information'])
    expect(tabs().map((a) => a.tabIndex)).toEqual([-1, 0, -1])
  })

  it('mirrors Left and Right in a right-to-left layout', () => {
    document.documentElement.setAttribute('dir', 'rtl')
    serverMarkup(flatsomeTabs)
    wireAll(TABS_SELECTOR, mountTabs)
    press(tabs()[0]!, 'ArrowLeft')
    expect(document.activeElement).toBe(tabs()[1])
    press(tabs()[1]!, 'ArrowRight')
    expect(document.activeElement).toBe(tabs()[0])
  })

  it('mirrors where only the tabs are written right to left, and skips a tab the theme hides', () => {
    serverMarkup(flatsomeTabs.replace('<div class="woocommerce-tabs', '<div dir="rtl" class="woocommerce-tabs').replace('<li class="additional_information_tab"', '<li hidden class="additional_information_tab"'))
    wireAll(TABS_SELECTOR, mountTabs)
    press(tabs()[0]!, 'ArrowLeft')
    expect(document.activeElement).toBe(tabs()[2])
    expect(visiblePanels()).toEqual(['tab-reviews'])
    press(tabs()[2]!, 'ArrowRight')
    expect(document.activeElement).toBe(tabs()[0])
    press(tabs()[0]!, 'End')
    expect(document.activeElement).toBe(tabs()[2])
  })

  it('leaves keys in a panel and keys with a modifier to the page', () => {
    serverMarkup(flatsomeTabs)
    wireAll(TABS_SELECTOR, mountTabs)
    const inPanel = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true })
    document.querySelector('a[href="#hooldus"]')!.dispatchEvent(inPanel)
    const withAlt = new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, bubbles: true, cancelable: true })
    tabs()[0]!.dispatchEvent(withAlt)
    expect([inPanel.defaultPrevented, withAlt.defaultPrevented]).toEqual([false, false])
    expect(visiblePanels()).toEqual(['tab-description'])
  })

  it('opens the reviews when the rating link in the summary is clicked, and lets the jump happen', () => {
    serverMarkup(flatsomeTabs)
    wireAll(TABS_SELECTOR, mountTabs)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('a.woocommerce-review-link')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(visiblePanels()).toEqual(['tab-reviews'])
  })

  it.each([
    ['without jQuery', () => {}, (el: Element) => emit(el, 'init')],
    ['through jQuery', () => ((globalThis as { jQuery?: unknown }).jQuery = $), (el: Element) => void $(el).trigger('init')],
  ])('sets up a tab another plugin added when it triggers init (%s)', (_, setUp, trigger) => {
    setUp()
    serverMarkup(coreTabs)
    wireAll(TABS_SELECTOR, mountTabs)
    const wrapper = document.querySelector('.woocommerce-tabs')!
    wrapper.querySelector('ul')!.insertAdjacentHTML('beforeend', '<li class="size_tab" id="tab-title-size"><a href="#tab-size">Suurustabel</a></li>')
    wrapper.insertAdjacentHTML('beforeend', '<div class="woocommerce-Tabs-panel panel wc-tab" id="tab-size">S, M, L</div>')
    trigger(wrapper)
    expect(tabs()[3]!.getAttribute('role')).toBe('tab')
    expect(document.getElementById('tab-size')!.getAttribute('role')).toBe('tabpanel')
    expect(visiblePanels()).toEqual(['tab-description'])
    tabs()[3]!.click()
    expect(visiblePanels()).toEqual(['tab-size'])
  })
})
