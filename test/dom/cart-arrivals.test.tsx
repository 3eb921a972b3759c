/**
 * Where cart fragments arrive (islands/cart/sync.ts): an add, a remove, a refresh, this tab's storage, another tab,
 * another script's event. Each answer is read once, and what is put on the page, kept and counted is that one
 * reading; `$cart` follows every source, and the page's cart counts show it; what WooCommerce's own scripts do on
 * the page is left to them.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { startAddToCart } from '../../islands/cart/add-to-cart'
import { startCartFragments } from '../../islands/cart/sync'
import { provide } from '../../src/loader'
import { $cart } from '../../src/stores/cart'
import { headerWithCart, printSettings, serverMarkup, settle } from './helpers'
import { productBySlug } from '../../php-stub/shop/catalogue'
import { cartFragments, cartIcon, type CartView } from '../../php-stub/shop/parts/mini-cart'
import { productCard } from '../../php-stub/shop/parts/product-card'

// The cart that opens after an add is not this file's: it opens nothing here.
provide('cart-panel', () => {})

const sokid = productBySlug('villased-sokid')!
/** A cart of `count` pairs of socks (one line, key `abc`), as the stand-in's parts render it. */
const cartOf = (count: number): CartView => ({
  lines: count ? [{ item: { key: 'abc', productId: 101, variationId: 0, variation: {}, quantity: count }, product: sokid, variation: undefined, price: 12.9, total: 12.9 * count }] : [],
  subtotal: 12.9 * count,
  count,
  cartNonce: 'n',
})
/** What get_refreshed_fragments (and an add's or a remove's answer) carries for that cart. */
const fragments = (count: number) => cartFragments(cartOf(count))

/** A listing: the header cart holding one pair, the socks' card, and a bottom bar with a cart count of its own. */
const page = () =>
  serverMarkup(`${headerWithCart(cartOf(1))}${productCard(sokid)}<nav class="bottom-bar"><a href="/ostukorv/" class="cart-item">${cartIcon(cartOf(1))}</a></nav>`)

const headerCount = () => document.querySelector('.header .cart-icon strong')!.textContent
/** The mini cart's line quantity ("4 × …"), undefined when it is empty. */
const inMiniCart = () => document.querySelector('.widget_shopping_cart_content .quantity')?.textContent?.split(' ')[0]
const json = (body: unknown) => new Response(JSON.stringify(body))

/** Fragments whose every reading of their keys is counted (a third party's object, or the answer's). */
function counted(value: Record<string, unknown>) {
  const reads = { count: 0 }
  const proxy = new Proxy(value, {
    ownKeys(target) {
      reads.count++
      return Reflect.ownKeys(target)
    },
  })
  return { proxy, reads }
}

const fire = (name: string, ...detail: unknown[]) => document.body.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }))

beforeEach(() => {
  document.documentElement.replaceChild(document.createElement('body'), document.body)
  printSettings({ locale: 'et', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/ostukorv/', antiSpam: { ak_js: '1' } })
  $cart.set({ itemCount: 0, hash: '', busy: false })
  sessionStorage.clear()
  localStorage.clear()
})

describe('one reading of each answer', () => {
  it("another script's added_to_cart: its fragments are read once, and that reading is on the page, kept and counted", async () => {
    page()
    startCartFragments()
    startAddToCart()
    const { proxy, reads } = counted({ ...fragments(4), broken: 7 })
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    fire('added_to_cart', proxy, 'h4', button)
    expect(headerCount()).toBe('4')
    expect(inMiniCart()).toBe('4')
    expect(button.classList.contains('added')).toBe(true)
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_saar')!)).toEqual(fragments(4))
    expect(sessionStorage.getItem('wc_cart_hash_saar')).toBe('h4')
    expect($cart.get()).toMatchObject({ itemCount: 4, hash: 'h4' })
    expect(reads.count).toBe(1)
  })

  it("Saar's own add: the answer's fragments are read once, and what is kept is the very reading every listener was handed", async () => {
    page()
    const parse = JSON.parse
    let reads = { count: 0 }
    vi.spyOn(JSON, 'parse').mockImplementation((text: string) => {
      const value = parse(text)
      if (value?.fragments) ({ proxy: value.fragments, reads } = counted(value.fragments))
      return value
    })
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ fragments: { ...fragments(2), broken: 7 }, cart_hash: 'h2' }))
    const stringify = vi.spyOn(JSON, 'stringify')
    const handed: unknown[] = []
    document.body.addEventListener('added_to_cart', (event) => handed.push((event as CustomEvent<unknown[]>).detail[0]))
    startCartFragments()
    startAddToCart()
    document.querySelector<HTMLElement>('.ajax_add_to_cart')!.click()
    await vi.waitFor(() => expect(handed).toHaveLength(1))
    expect(headerCount()).toBe('2')
    expect(handed[0]).toEqual(fragments(2)) // read: the non-string entry is gone
    expect(stringify.mock.calls.filter(([value]) => value === handed[0])).toHaveLength(1)
    expect(parse(sessionStorage.getItem('wc_fragments_saar')!)).toEqual(fragments(2))
    expect(reads.count).toBe(1)
    expect($cart.get()).toMatchObject({ itemCount: 2, hash: 'h2' })
  })
})

describe('$cart follows every source', () => {
  it('storage, another tab, an add, a remove, a refresh and another script each set its count and hash', async () => {
    page()
    document.cookie = 'woocommerce_cart_hash=h1; path=/'
    sessionStorage.setItem('wc_fragments_saar', JSON.stringify(fragments(1)))
    sessionStorage.setItem('wc_cart_hash_saar', 'h1')
    sessionStorage.setItem('wc_cart_created', String(Date.now()))
    const answers: Record<string, unknown> = {}
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => json(answers[String(url).replace(/.*wc-ajax=/, '')]))
    startCartFragments()
    startAddToCart()
    // This tab's storage.
    expect($cart.get()).toMatchObject({ itemCount: 1, hash: 'h1' })
    expect(fetchMock).not.toHaveBeenCalled()

    // Another tab changed the cart: its hash in localStorage, heard here as a storage event, brings a refresh.
    answers.get_refreshed_fragments = { fragments: fragments(5), cart_hash: 'h5' }
    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'wc_cart_hash_saar', newValue: 'h5' }))
    await vi.waitFor(() => expect($cart.get()).toMatchObject({ itemCount: 5, hash: 'h5' }))

    answers.add_to_cart = { fragments: fragments(6), cart_hash: 'h6' }
    document.querySelector<HTMLElement>('.ajax_add_to_cart')!.click()
    await vi.waitFor(() => expect($cart.get()).toMatchObject({ itemCount: 6, hash: 'h6' }))

    answers.remove_from_cart = { fragments: fragments(0), cart_hash: '' }
    document.querySelector<HTMLElement>('.remove_from_cart_button')!.click()
    await vi.waitFor(() => expect($cart.get()).toMatchObject({ itemCount: 0, hash: '' }))
    expect(inMiniCart()).toBeUndefined()

    answers.get_refreshed_fragments = { fragments: fragments(2), cart_hash: 'h7' }
    fire('wc_fragment_refresh')
    await vi.waitFor(() => expect($cart.get()).toMatchObject({ itemCount: 2, hash: 'h7' }))

    // Another script's add without a hash: the count is the fragments', the hash stays the cart's last.
    fire('added_to_cart', fragments(8))
    expect($cart.get()).toMatchObject({ itemCount: 8, hash: 'h7' })
  })

  it('every cart count of the page shows $cart, also one the fragments do not replace', async () => {
    page()
    startCartFragments()
    fire('added_to_cart', fragments(3), 'h3')
    expect(headerCount()).toBe('3')
    expect(document.querySelector('.bottom-bar .cart-icon strong')!.textContent).toBe('3')
  })
})

describe('beside the stock scripts', () => {
  it("with WooCommerce's add-to-cart.js on the page, an add's fragments are kept and counted, and put on the page by it alone", async () => {
    page()
    startCartFragments(false, [], true, false)
    const loaded = vi.fn()
    document.body.addEventListener('wc_fragments_loaded', loaded)
    fire('added_to_cart', fragments(3), 'h3')
    expect(inMiniCart()).toBe('1') // the server's, until add-to-cart.js puts the add's in its place
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_saar')!)).toEqual(fragments(3))
    expect($cart.get()).toMatchObject({ itemCount: 3, hash: 'h3' })
    expect(loaded).not.toHaveBeenCalled()
  })

  it("with WooCommerce's cart-fragments.js on the page, an add's fragments are put on the page and counted, never kept, restored or refreshed", async () => {
    page()
    document.cookie = 'woocommerce_cart_hash=h9; path=/'
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ fragments: fragments(9), cart_hash: 'h9' }))
    startCartFragments(false, [], false, true)
    const loaded = vi.fn()
    document.body.addEventListener('wc_fragments_loaded', loaded)
    fire('added_to_cart', fragments(3), 'h3')
    expect(headerCount()).toBe('3')
    expect(loaded).toHaveBeenCalledOnce()
    expect($cart.get()).toMatchObject({ itemCount: 3, hash: 'h3' })
    fire('wc_fragment_refresh')
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(sessionStorage.length).toBe(0)
  })
})
