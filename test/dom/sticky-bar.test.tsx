/**
 * Flatsome's sticky add-to-cart bar: when it shows, that nothing below it moves, and reduced motion.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serverMarkup } from './helpers'
import { wireAll } from '../../src/dom'
import { mountStickyBar, STICKY_ACTIVE_CLASS, STICKY_BAR_SELECTOR, STICKY_BODY_CLASS, STICKY_SLIDE_CLASS } from '../../islands/sticky-bar/sticky-bar'
import { productMeta, stickyAddToCart } from '../../php-stub/shop/parts/product-form'
import { permalink, productBySlug } from '../../php-stub/shop/catalogue'

const socks = productBySlug('villased-sokid')!

/** Flatsome 3.19 as the stand-in prints it (its product form part): the wrapper holds the bar around the whole form. */
const standInMarkup = `
  <div class="product-info summary col-fit col entry-summary product-summary">
    <h1 class="product-title product_title entry-title">${socks.name}</h1>
    ${stickyAddToCart(socks, permalink(socks))}
    ${productMeta(socks)}
  </div>`

/** The bar's product line in the two layouts below. */
const barContent = `
  <div class="sticky-add-to-cart__product">
    <img src="/wp-content/uploads/myts-100x100.jpg" alt="Villane müts" class="sticky-add-to-cart-img">
    <div class="product-title-small hide-for-small"><strong>Villane müts</strong></div>
    <div class="price-wrapper"><p class="price product-page-price"><span class="woocommerce-Price-amount amount"><bdi>25,00&nbsp;<span class="woocommerce-Price-currencySymbol">&euro;</span></bdi></span></p></div>
  </div>`

/** Flatsome up to 3.17: the wrapper sits inside the product's own form (an older version's markup: kept inline). */
const legacyMarkup = `
  <div class="product-info summary col-fit col entry-summary product-summary">
    <h1 class="product-title product_title entry-title">Villane müts</h1>
    <form class="cart" action="/toode/villane-myts/" method="post" enctype="multipart/form-data">
      <div class="sticky-add-to-cart-wrapper">
        <div class="sticky-add-to-cart">
          ${barContent}
          <div class="quantity buttons_added"><input type="button" value="-" class="minus button is-form"><input type="number" class="input-text qty text" name="quantity" value="1" aria-label="Toote kogus"><input type="button" value="+" class="plus button is-form"></div>
          <button type="submit" name="add-to-cart" value="34" class="single_add_to_cart_button button alt">Lisa korvi</button>
        </div>
      </div>
    </form>
    <p id="below">Tootekood: M-1</p>
  </div>`

/**
 * Flatsome 3.18+ with the bar printed in the footer; a variable product gets a "select options" button. A layout the
 * stand-in does not print: kept inline.
 */
const footerMarkup = `
  <div class="product-info summary entry-summary product-summary">
    <form class="variations_form cart" action="/toode/villane-myts/" method="post" data-product_id="34">
      <table class="variations" role="presentation"><tr><th class="label"><label for="pa_varv">Värv</label></th>
        <td class="value"><select id="pa_varv" name="attribute_pa_varv" data-attribute_name="attribute_pa_varv"><option value="">Vali variant</option><option value="punane">Punane</option></select></td></tr></table>
      <button type="submit" class="single_add_to_cart_button button alt disabled">Lisa korvi</button>
    </form>
  </div>
  <footer id="footer" class="footer-wrapper">
    <div class="sticky-add-to-cart-wrapper">
      <div class="sticky-add-to-cart" data-product-id="34">
        <div class="sticky-add-to-cart__product product-type-variable">
          ${barContent}
          <button type="button" class="button secondary sticky-add-to-cart-select-options-button mb-0 ml-half">Vali valikud</button>
        </div>
      </div>
    </div>
  </footer>`

/** A controllable IntersectionObserver. */
class FakeObserver {
  static all: FakeObserver[] = []
  targets: Element[] = []
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {}
  /** Reports the anchor at `top`..`bottom` px from the top of an 800 px viewport. */
  report(top: number, bottom: number) {
    const entry = { isIntersecting: bottom > 0 && top < 800, boundingClientRect: { top, bottom } } as unknown as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

const wrapper = () => document.querySelector<HTMLElement>('.sticky-add-to-cart-wrapper')!
const bar = () => document.querySelector<HTMLElement>('.sticky-add-to-cart')!
const active = () => bar().classList.contains(STICKY_ACTIVE_CLASS)

function mount(markup: string, { reducedMotion = false, height = 64, before = () => {} } = {}): FakeObserver | undefined {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }))
  serverMarkup(markup)
  document.body.className = ''
  before()
  Object.defineProperty(wrapper(), 'offsetHeight', { configurable: true, get: () => (active() ? 0 : height) })
  FakeObserver.all = []
  wireAll(STICKY_BAR_SELECTOR, mountStickyBar)
  return FakeObserver.all[0]
}

afterEach(() => vi.unstubAllGlobals())

describe.each([
  ['the stand-in’s (Flatsome 3.19)', standInMarkup],
  ['Flatsome 3.17’s', legacyMarkup],
])('sticky add-to-cart bar in %s layout', (_, markup) => {
  it('shows once the product form has scrolled past the top, and keeps its place so nothing moves', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const observer = mount(markup)!
    expect(observer.targets).toEqual([wrapper()])
    observer.report(300, 364)
    expect(active()).toBe(false)
    expect(wrapper().style.height).toBe('')
    observer.report(-200, -136)
    expect(active()).toBe(true)
    expect(wrapper().style.height).toBe('64px')
    expect(bar().classList.contains(STICKY_SLIDE_CLASS)).toBe(true)
    // The theme's room for the bar at the page's foot, so it covers none of the page's last content.
    expect(document.body.classList.contains(STICKY_BODY_CLASS)).toBe(true)
  })

  it('hides again on the way back up', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const observer = mount(markup)!
    observer.report(-200, -136)
    observer.report(-20, 44)
    expect(active()).toBe(false)
    expect(wrapper().style.height).toBe('')
    expect(bar().classList.contains(STICKY_SLIDE_CLASS)).toBe(false)
    expect(document.body.classList.contains(STICKY_BODY_CLASS)).toBe(false)
  })

  it('stays hidden while the form is still below the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const observer = mount(markup)!
    observer.report(1200, 1264)
    expect(active()).toBe(false)
  })

  it('does not slide when the shopper prefers reduced motion', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const observer = mount(markup, { reducedMotion: true })!
    observer.report(-200, -136)
    expect(active()).toBe(true)
    expect(bar().classList.contains(STICKY_SLIDE_CLASS)).toBe(false)
    // The theme's own animation is switched off by sticky-bar.css (the browser test sees it), not by a style here.
    expect(bar().getAttribute('style')).toBeNull()
  })

})

describe('sticky add-to-cart bar, other layouts', () => {
  it('watches the product form when the bar is printed in the footer, and takes "select options" to it', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const observer = mount(footerMarkup)!
    expect(observer.targets).toEqual([document.querySelector('form.variations_form')])
    observer.report(-400, -100)
    expect(active()).toBe(true)
    document.querySelector<HTMLElement>('.sticky-add-to-cart-select-options-button')!.click()
    expect(document.activeElement).toBe(document.getElementById('pa_varv'))
  })

  it('falls back to one check per frame on scroll without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    let bottom = 364
    mount(legacyMarkup, { before: () => void vi.spyOn(wrapper(), 'getBoundingClientRect').mockImplementation(() => ({ top: bottom - 64, bottom }) as DOMRect) })
    expect(active()).toBe(false)
    bottom = -10
    window.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('scroll'))
    expect(frames).toHaveLength(1)
    expect(active()).toBe(false)
    frames.shift()!(0)
    expect(active()).toBe(true)
    bottom = 200
    window.dispatchEvent(new Event('scroll'))
    frames.shift()!(0)
    expect(active()).toBe(false)
  })
})
