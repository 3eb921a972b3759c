/**
 * Saar's cart script enqueued by hand on a saved copy of a live Flatsome listing (served from /saved/index.html, no
 * settings JSON, WooCommerce's scripts gone): its add buttons link to `index4b3c.html?add-to-cart=<id>`, a file the
 * saving tool named, and the page has no POST form to read the anti-spam fields from, so the shop refuses a wc-ajax
 * add. Clicks made before and while the cart code arrives (held, then replayed) each add exactly once, through the
 * product's add link on this page (`?add-to-cart=<id>&quantity=<n>`, whatever the button's link looks like) fetched
 * in the background, and the page stays where it is.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { headerWithCart, serverMarkup, settle } from './helpers'
import { start } from './page-load'
import { productCard } from '../../php-stub/shop/parts/product-card'
import { productBySlug } from '../../php-stub/shop/catalogue'

const products = ['villased-sokid', 'linane-ratik', 'keraamiline-kruus'].map((slug) => productBySlug(slug)!)
const headerCount = () => document.querySelector('.header .cart-icon strong')!.textContent

/** The saved listing: Flatsome's header cart and the cards, each add link rewritten as the saving tool wrote it. */
function savedListing() {
  history.replaceState(null, '', '/saved/index.html')
  serverMarkup(`${headerWithCart()}${products.map((p) => productCard(p).value).join('')}`.replace(/href="[^"]*\?add-to-cart=(\d+)[^"]*"/g, 'href="index4b3c.html?add-to-cart=$1"'))
}

/**
 * The shop: a wc-ajax POST without the anti-spam fields is refused (403, as its anti-spam plugin answers); a GET
 * with `add-to-cart` adds (the cart hash cookie changes) and answers a page; the fragments answer the cart's count.
 */
function shop() {
  const calls: { method: string; url: URL }[] = []
  let items = 0
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), location.href)
    const method = init?.method ?? 'GET'
    calls.push({ method, url })
    if (method === 'POST') return new Response('Forbidden', { status: 403 })
    if (url.searchParams.has('add-to-cart')) {
      items++
      document.cookie = `woocommerce_cart_hash=h${items}; path=/`
      document.cookie = 'woocommerce_items_in_cart=1; path=/'
      return new Response('<!doctype html><p>page</p>', { headers: { 'Content-Type': 'text/html' } })
    }
    if (url.searchParams.get('wc-ajax') === 'get_refreshed_fragments')
      return new Response(JSON.stringify({ fragments: { '.header .cart-icon': `<span class="cart-icon"><strong>${items}</strong></span>` }, cart_hash: `h${items}` }))
    return new Response('', { status: 404 })
  })
  return {
    /** The add links asked, as path and query. */
    adds: () => calls.filter((c) => c.url.searchParams.has('add-to-cart')).map((c) => `${c.method} ${c.url.pathname}${c.url.search}`),
    posts: () => calls.filter((c) => c.method === 'POST').map((c) => c.url.searchParams.get('wc-ajax')),
  }
}

beforeEach(() => {
  document.documentElement.replaceChild(document.createElement('body'), document.body)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.stubGlobal('requestIdleCallback', () => 0)
  return () => {
    vi.unstubAllGlobals()
    history.replaceState(null, '', '/')
  }
})

describe('a saved listing with Saar’s cart script enqueued by hand', () => {
  it('three clicks before the cart code has arrived each add once, by the add link in the background, and the page stays', async () => {
    savedListing()
    const { adds, posts } = shop()
    await start('cart')
    const { nav } = await import('../../islands/cart/add-to-cart')
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {})
    const buttons = Array.from(document.querySelectorAll<HTMLElement>('.ajax_add_to_cart'))
    expect(buttons.map((b) => b.getAttribute('href'))).toEqual(products.map((p) => `index4b3c.html?add-to-cart=${p.id}`))
    const clicks = buttons.map(() => new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }))
    buttons.forEach((button, i) => button.dispatchEvent(clicks[i]!))
    // Held, none followed: a link that is followed leaves the page.
    expect(clicks.map((c) => c.defaultPrevented)).toEqual([true, true, true])
    await vi.waitFor(() => expect(headerCount()).toBe('3'))
    await settle()
    expect(adds()).toEqual(products.map((p) => `GET /saved/index.html?add-to-cart=${p.id}&quantity=1`))
    // The first add learnt the shop refuses a POST without the fields: the others went by their links at once.
    expect(posts()).toEqual(['add_to_cart'])
    expect(go).not.toHaveBeenCalled()
    expect(location.pathname).toBe('/saved/index.html')
    expect(buttons.map((b) => b.classList.contains('added'))).toEqual([true, true, true])
    expect(buttons.map((b) => b.classList.contains('loading'))).toEqual([false, false, false])
  })

  it('a click once the code is here adds once too, the product by its id and quantity even where its link names no add', async () => {
    savedListing()
    const card = document.querySelectorAll<HTMLAnchorElement>('.ajax_add_to_cart')[1]!
    card.setAttribute('href', 'toode/linane-ratik/index.html') // a saved permalink: no add in it
    card.dataset.quantity = '2'
    const { adds } = shop()
    await start('cart')
    const first = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    first.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }))
    await vi.waitFor(() => expect(headerCount()).toBe('1'))
    await settle()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })
    card.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(headerCount()).toBe('2'))
    expect(adds()).toEqual([`GET /saved/index.html?add-to-cart=${products[0]!.id}&quantity=1`, `GET /saved/index.html?add-to-cart=${products[1]!.id}&quantity=2`])
    expect(location.pathname).toBe('/saved/index.html')
  })

  it('an add link the shop does not take (the cart hash stays) says the add failed, and follows nothing', async () => {
    savedListing()
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => new Response(init?.method === 'POST' ? 'Forbidden' : 'page', { status: init?.method === 'POST' ? 403 : 200 }))
    await start('cart')
    const { nav } = await import('../../islands/cart/add-to-cart')
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {})
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }))
    await vi.waitFor(() => expect(button.parentElement!.querySelector('.saar-cart-notice.woocommerce-error')).not.toBeNull())
    expect(button.classList.contains('loading')).toBe(false)
    expect(headerCount()).toBe('0')
    expect(go).not.toHaveBeenCalled()
  })
})
