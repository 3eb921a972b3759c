/**
 * Cart fragments where the plugin replaced WooCommerce's cart-fragments.js: its parameters (storage keys, timeout)
 * come from Saar's settings (`features.cart`), so what WooCommerce's script stored under its keys before the switch
 * is found, and a refresh gives up when WooCommerce's would.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { headerWithCart, printSettings, serverMarkup, settle } from './helpers'
import type { RawSettings } from '../../src/settings'
import { startCartFragments } from '../../islands/cart/sync'

const fragments = {
  'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">Villased sokid</li></ul></div>',
  '.header .cart-icon': '<span class="cart-icon"><strong>3</strong></span>',
}
// What the plugin prints: wc_cart_fragments_params' values, as WooCommerce computes them for the shop.
const cart = { fragment_name: 'wc_fragments_4f1c', cart_hash_key: 'wc_cart_hash_4f1c', request_timeout: 5000 }
const win = window as unknown as Record<string, unknown>
const headerCount = () => document.querySelector('.header .cart-icon strong')!.textContent

function page(settings: RawSettings): void {
  printSettings({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', ajaxTimeout: 20000, ...settings })
  serverMarkup(headerWithCart())
}

/** A cart that WooCommerce's script left in storage, under the keys given. */
function stored(fragmentName: string, hashKey: string, hash: string): void {
  document.cookie = `woocommerce_cart_hash=${hash}; path=/`
  sessionStorage.setItem(fragmentName, JSON.stringify(fragments))
  sessionStorage.setItem(hashKey, hash)
  sessionStorage.setItem('wc_cart_created', String(Date.now()))
}

beforeEach(() => {
  document.documentElement.replaceChild(document.createElement('body'), document.body)
  sessionStorage.clear()
  localStorage.clear()
  delete win.wc_cart_fragments_params
})

describe('cart fragments with the parameters the plugin prints', () => {
  it("restores what WooCommerce's script stored under its own keys, without a request", async () => {
    page({ features: { cart } })
    stored(cart.fragment_name, cart.cart_hash_key, 'h1')
    const fetchMock = vi.spyOn(globalThis, 'fetch')
    startCartFragments()
    await settle()
    expect(headerCount()).toBe('3')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("keeps a refreshed cart under those keys, not Saar's own", async () => {
    page({ features: { cart } })
    stored(cart.fragment_name, cart.cart_hash_key, 'h1')
    document.cookie = 'woocommerce_cart_hash=h2; path=/'
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ fragments, cart_hash: 'h2' })))
    startCartFragments()
    await vi.waitFor(() => expect(sessionStorage.getItem(cart.cart_hash_key)).toBe('h2'))
    expect(localStorage.getItem(cart.cart_hash_key)).toBe('h2')
    expect(sessionStorage.getItem('wc_cart_hash_saar')).toBeNull()
    expect(sessionStorage.getItem('wc_fragments_saar')).toBeNull()
  })

  it('win over a stock global with other keys', async () => {
    win.wc_cart_fragments_params = { fragment_name: 'wc_fragments_old', cart_hash_key: 'wc_cart_hash_old', request_timeout: '1000' }
    page({ features: { cart } })
    stored(cart.fragment_name, cart.cart_hash_key, 'h1')
    const fetchMock = vi.spyOn(globalThis, 'fetch')
    startCartFragments()
    await settle()
    expect(headerCount()).toBe('3')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('give up a refresh after request_timeout, not the general ajax timeout', async () => {
    vi.useFakeTimers()
    page({ features: { cart: { ...cart, request_timeout: 3000 } } })
    document.cookie = 'woocommerce_cart_hash=h9; path=/'
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_, init) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    )
    const failed = vi.fn()
    document.body.addEventListener('wc_fragments_ajax_error', failed)
    startCartFragments()
    await vi.advanceTimersByTimeAsync(2900)
    expect(failed).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(failed).toHaveBeenCalledOnce()
  })
})
