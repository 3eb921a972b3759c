/**
 * The cart script's first load (entries/cart.ts), before its on-demand cart fragments have arrived: a refresh a
 * plugin asks for then (`wc_fragment_refresh`, `updated_wc_div`, through jQuery as plugins fire them) is not lost.
 * It brings the fragments at once and is handed over once; after that the fragments hear such events themselves.
 * The page's idle time never comes here, so only the event can bring them.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { headerWithCart, printSettings, serverMarkup, settle } from './helpers'
import { start, withJQuery } from './page-load'

const fragments = { '.header .cart-icon': '<span class="cart-icon"><strong>2</strong></span>' }
const headerCount = () => document.querySelector('.header .cart-icon strong')!.textContent

/** The jQuery ajax calls for the fragments, each answered with them. */
function answeredJQuery() {
  const ajax = withJQuery()
  ajax.mockImplementation((options) => {
    const { complete } = options as unknown as { complete: (xhr: { status: number; responseText: string }, status: string) => void }
    setTimeout(() => complete({ status: 200, responseText: JSON.stringify({ fragments, cart_hash: 'h2' }) }, 'success'))
    return { abort() {} }
  })
  return () => ajax.mock.calls.filter(([options]) => options.url.includes('get_refreshed_fragments'))
}

beforeEach(() => {
  document.documentElement.replaceChild(document.createElement('body'), document.body)
  vi.spyOn(console, 'info').mockImplementation(() => {})
  printSettings({ locale: 'et', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/ostukorv/', antiSpam: { saar_token: 't' } })
  serverMarkup(headerWithCart())
  // The page is never idle here: whatever loads the fragments, it is not the idle policy.
  vi.stubGlobal('requestIdleCallback', () => 0)
  return () => void vi.unstubAllGlobals()
})

describe('a refresh asked for before the cart fragments have arrived', () => {
  it('wc_fragment_refresh brings them at once and refreshes once; the next one is theirs, once', async () => {
    const refreshes = answeredJQuery()
    await start('cart')
    expect(refreshes()).toHaveLength(0)

    $(document.body).trigger('wc_fragment_refresh')
    await vi.waitFor(() => expect(headerCount()).toBe('2'))
    await settle()
    expect(refreshes()).toHaveLength(1)

    $(document.body).trigger('wc_fragment_refresh')
    await settle()
    expect(refreshes()).toHaveLength(2)
  })

  it('several asked for before they arrive (updated_wc_div too) are one refresh', async () => {
    const refreshes = answeredJQuery()
    await start('cart')
    $(document.body).trigger('updated_wc_div')
    $(document.body).trigger('wc_fragment_refresh')
    await vi.waitFor(() => expect(headerCount()).toBe('2'))
    await settle()
    expect(refreshes()).toHaveLength(1)
  })

  it('with an empty cart and nothing asked for, nothing is refreshed until the page is idle', async () => {
    const refreshes = answeredJQuery()
    await start('cart')
    await settle()
    expect(refreshes()).toHaveLength(0)
    expect(headerCount()).toBe('0')
  })

  it('with no cart, the fragments wait for the shopper to look at the tab again; an add made in another tab then shows', async () => {
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => (setTimeout(fn), 0)) // idle comes at once here
    const refreshes = answeredJQuery()
    await start('cart')
    await settle()
    expect(refreshes()).toHaveLength(0)
    // Another tab adds: the cart cookies are shared, and this tab is looked at again.
    document.cookie = 'woocommerce_items_in_cart=1; path=/'
    document.cookie = 'woocommerce_cart_hash=h2; path=/'
    try {
      window.dispatchEvent(new Event('focus')) // as a window opening: no reason yet
      await settle()
      expect(headerCount()).toBe('0')
      window.dispatchEvent(new Event('blur'))
      window.dispatchEvent(new Event('focus'))
      // (Not how many: the earlier tests' pages, loaded into this same window, hear the focus too.)
      await vi.waitFor(() => expect(headerCount()).toBe('2'))
    } finally {
      document.cookie = 'woocommerce_items_in_cart=; path=/; max-age=0'
      document.cookie = 'woocommerce_cart_hash=; path=/; max-age=0'
    }
  })

  it('on the checkout, never cached whole, a cart brings nothing at idle; an order review answer after the cart hash changed refreshes them', async () => {
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => (setTimeout(fn), 0)) // idle comes at once here
    document.getElementById('saar-settings')!.remove()
    printSettings({ locale: 'et', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/ostukorv/', isCheckout: true, antiSpam: { saar_token: 't' } })
    document.cookie = 'woocommerce_items_in_cart=1; path=/'
    document.cookie = 'woocommerce_cart_hash=h1; path=/'
    const refreshes = answeredJQuery()
    try {
      await start('cart')
      await settle()
      // The same cart as the page printed: an answer of the order review is no reason.
      $(document.body).trigger('updated_checkout', [{}])
      await settle()
      expect(refreshes()).toHaveLength(0)
      expect(headerCount()).toBe('0')
      // A coupon or a plugin changed the cart: its cookie says so, and the next answer brings the header in step.
      document.cookie = 'woocommerce_cart_hash=h2; path=/'
      $(document.body).trigger('updated_checkout', [{}])
      await vi.waitFor(() => expect(headerCount()).toBe('2'))
      await settle()
      expect(refreshes()).toHaveLength(1)
      $(document.body).trigger('updated_checkout', [{}])
      await settle()
      expect(refreshes()).toHaveLength(1)
    } finally {
      document.cookie = 'woocommerce_items_in_cart=; path=/; max-age=0'
      document.cookie = 'woocommerce_cart_hash=; path=/; max-age=0'
    }
  })

  it('an add before the fragments have started is kept for the next page, without a refresh', async () => {
    const refreshes = answeredJQuery()
    await start('cart')
    sessionStorage.clear()
    $(document.body).trigger('added_to_cart', [fragments, 'h3', $()])
    await vi.waitFor(() => expect(sessionStorage.getItem('wc_cart_hash_saar')).toBe('h3'))
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_saar')!)).toEqual(fragments)
    expect(refreshes()).toHaveLength(0)
  })

  it("$cart starts as the header the server printed (its count, the cart cookie's hash), then follows an add heard before the fragments started", async () => {
    answeredJQuery()
    document.querySelector('.header .cart-icon strong')!.textContent = '5'
    document.cookie = 'woocommerce_cart_hash=h5; path=/'
    await start('cart')
    // The page's own store: the modules imported after its load.
    const { $cart } = await import('../../src/stores/cart')
    expect($cart.get()).toMatchObject({ itemCount: 5, hash: 'h5' })
    $(document.body).trigger('added_to_cart', [{ '.header .cart-icon': '<span class="cart-icon"><strong>6</strong></span>' }, 'h6', $()])
    await vi.waitFor(() => expect($cart.get()).toMatchObject({ itemCount: 6, hash: 'h6' }))
    expect(headerCount()).toBe('6')
  })
})
