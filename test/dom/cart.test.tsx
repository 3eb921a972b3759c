/**
 * The cart script on theme markup: what a loop button and a product form send, the jQuery events with
 * WooCommerce's arguments, the veto, failures, the dropdown's auto-close, the off-canvas dialog, and the cart
 * fragments (no request for an empty cart, restore from storage, the 24 h, tampered storage, the back-forward cache,
 * storage unavailable).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { nav, startAddToCart } from '../../islands/cart/add-to-cart'
import { formData } from '../../islands/cart/logic'
import { AUTO_CLOSE_MS, openDropdown } from '../../islands/cart/open-cart'
import { openPanel } from '../../islands/cart/panel'
import { startCartFragments } from '../../islands/cart-fragments/fragments'
import { $cart } from '../../src/stores/cart'
import { printSettings, serverMarkup, settle } from './helpers'

const antiSpam = { ak_js: '1', hp_field: '' }
const fragments = {
  'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">Villased sokid</li></ul></div>',
  '.header .cart-icon': '<span class="cart-icon"><strong>3</strong></span>',
}

const page = (extra = '') =>
  serverMarkup(`
  <header class="header"><ul><li class="cart-item has-icon has-dropdown"><a href="/ostukorv/" class="header-cart-link">Ostukorv <span class="cart-icon"><strong>0</strong></span></a>
    <ul class="nav-dropdown"><li class="widget_shopping_cart"><div class="widget_shopping_cart_content"><p>Tühi</p></div></li></ul></li></ul></header>
  <div class="product-small product"><p class="product-title"><a href="/toode/villased-sokid/">Villased sokid</a></p>
    <div class="add-to-cart-button"><a href="?add-to-cart=101" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="101" data-product_sku="VS-1">Lisa korvi</a></div></div>
  ${extra}`)

/** A fetch answering every call with `body` (a string is sent as it is); records the bodies sent. */
function mockFetch(body: unknown, status = 200) {
  const sent: URLSearchParams[] = []
  const urls: string[] = []
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    urls.push(String(url))
    sent.push(new URLSearchParams(String(init?.body ?? '')))
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
  })
  return { sent, urls, fetchMock }
}

/** A page shown again from the back-forward cache (happy-dom has no PageTransitionEvent). */
const backFromCache = () => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
const headerCount = () => document.querySelector('.header .cart-icon strong')!.textContent

beforeEach(() => {
  // A fresh body: listeners of the last test's body go with it.
  document.documentElement.replaceChild(document.createElement('body'), document.body)
  printSettings({ locale: 'et', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/ostukorv/', antiSpam })
  window.alert = vi.fn()
  $cart.set({ itemCount: 0, hash: '', busy: false })
  sessionStorage.clear()
  localStorage.clear()
})

describe('loop buttons', () => {
  it('adds with the button data, shows added + View cart, applies fragments and updates the store', async () => {
    page()
    const { sent, urls } = mockFetch({ fragments, cart_hash: 'h1' })
    startAddToCart()
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(button.classList.contains('loading')).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await vi.waitFor(() => expect(button.classList.contains('added')).toBe(true))
    expect(urls[0]).toContain('wc-ajax=add_to_cart')
    expect(Object.fromEntries(sent[0]!)).toEqual({ quantity: '1', product_id: '101', product_sku: 'VS-1', ...antiSpam })
    expect(button.classList.contains('loading')).toBe(false)
    const link = button.nextElementSibling as HTMLAnchorElement
    expect([link.className, link.textContent, link.getAttribute('href')]).toEqual(['added_to_cart wc-forward', 'Vaata ostukorvi', '/ostukorv/'])
    expect(document.querySelector('.header .cart-icon strong')!.textContent).toBe('3')
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('Villased sokid')
    expect($cart.get()).toMatchObject({ itemCount: 3, hash: 'h1', busy: false })
    expect(document.querySelector('.cart-item')!.classList.contains('current-dropdown')).toBe(true)
    await settle()
    await new Promise((r) => setTimeout(r, 60))
    expect(document.querySelector('.saar-live-region[aria-live=polite]')!.textContent).toBe('„Villased sokid“ on lisatud ostukorvi.')
  })

  it('fires the jQuery events with WooCommerce’s targets and arguments, and honours the veto', async () => {
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    page()
    vi.spyOn($, 'ajax').mockImplementation(((options: { complete: (x: unknown, s: string) => void }) => {
      setTimeout(() => options.complete({ status: 200, responseText: JSON.stringify({ fragments, cart_hash: 'h2' }) }, 'success'))
      return { abort() {} }
    }) as never)
    startAddToCart()
    const seen: string[] = []
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    $(document.body).on('adding_to_cart', (_e, $button, data) => seen.push(`adding ${$button[0] === button} ${data.product_id}`))
    $(document.body).on('added_to_cart', (_e, frags, hash, $button) => seen.push(`added ${Object.keys(frags).length} ${hash} ${$button[0] === button}`))
    $(document.body).on('wc_cart_button_updated', (_e, $button) => seen.push(`updated ${$button[0] === button}`))
    $(document.body).on('wc_fragments_loaded', () => seen.push('loaded'))
    button.click()
    await vi.waitFor(() => expect(seen).toContain('loaded'))
    // Saar's own added_to_cart handler was bound first (as add-to-cart.js is), so it runs before this test's.
    expect(seen).toEqual(['adding true 101', 'updated true', 'loaded', 'added 2 h2 true'])

    // A listener that says no: nothing is sent, the button is back to normal.
    $(document.body).on('should_send_ajax_request.adding_to_cart', () => false)
    $(document.body).on('ajax_request_not_sent.adding_to_cart', (_e, a, b, $button) => seen.push(`not sent ${a} ${b} ${$button[0] === button}`))
    const calls = vi.mocked($.ajax).mock.calls.length
    button.click()
    await settle()
    expect(seen.at(-1)).toBe('not sent false false true')
    expect(vi.mocked($.ajax).mock.calls.length).toBe(calls)
    expect(button.classList.contains('loading')).toBe(false)
  })

  for (const [name, body, status] of [['500', '<p>error</p>', 500], ['invalid JSON', '<br>{"x":', 200], ['null', 'null', 200]] as const) {
    it(`returns the button to normal and tells the shopper on ${name}`, async () => {
      page()
      mockFetch(body, status)
      startAddToCart()
      const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
      button.click()
      await vi.waitFor(() => expect(document.querySelector('.woocommerce-error')).not.toBeNull())
      expect(document.querySelector('.woocommerce-error')!.textContent).toBe('Toodet ei õnnestunud ostukorvi lisada. Palun proovi uuesti.')
      expect(button.className).not.toMatch(/loading|added/)
      expect(document.querySelector('.added_to_cart')).toBeNull()
      expect($cart.get().busy).toBe(false)
    })
  }

  it('follows product_url of an error answer only on the shop’s own origin', async () => {
    page()
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {})
    mockFetch({ error: true, product_url: 'https://evil.example/x' })
    startAddToCart()
    document.querySelector<HTMLElement>('.ajax_add_to_cart')!.click()
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-error')).not.toBeNull())
    expect(go).not.toHaveBeenCalled()
    mockFetch({ error: true, product_url: '/toode/villased-sokid/' })
    document.querySelector<HTMLElement>('.ajax_add_to_cart')!.click()
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/toode/villased-sokid/'))
  })

  it('sends nothing for a disabled button', async () => {
    page()
    const { fetchMock } = mockFetch({ fragments })
    startAddToCart()
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    button.classList.add('disabled')
    button.click()
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('product forms', () => {
  const form = (html: string) => {
    serverMarkup(`<form class="cart" method="post" action="">${html}</form>`)
    return document.querySelector('form')!
  }

  it('reads a simple form: quantity and product_id, never the no-JS add-to-cart field', () => {
    const f = form('<input name="quantity" value="3"><button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button">Lisa</button>')
    expect(formData(f, f.querySelector('button'))).toEqual({ quantity: '3', product_id: '101' })
  })

  it('sends nothing for a variable form without a variation, or with a disabled button', () => {
    const f = form('<input name="attribute_pa_suurus" value="m"><input name="variation_id" value="0"><input type="hidden" name="product_id" value="102"><button type="submit" class="single_add_to_cart_button">Lisa</button>')
    f.classList.add('variations_form')
    expect(formData(f, null)).toBe('none')
    f.querySelector<HTMLInputElement>('[name=variation_id]')!.value = '10206'
    expect(formData(f, null)).toEqual({ attribute_pa_suurus: 'm', variation_id: '10206', product_id: '102' })
    f.querySelector('button')!.classList.add('disabled')
    expect(formData(f, null)).toBe('none')
  })

  it('sends nothing for a grouped form with no quantities, and lets one with quantities submit as it is', () => {
    const f = form('<input name="quantity[105]" value=""><input name="quantity[106]" value="0"><input type="hidden" name="add-to-cart" value="104"><button type="submit" class="single_add_to_cart_button">Lisa</button>')
    expect(formData(f, null)).toBe('grouped-empty')
    f.querySelector<HTMLInputElement>('[name="quantity[106]"]')!.value = '2'
    expect(formData(f, null)).toBe('native')
  })

  it('submits a simple product form by ajax and shows a message with the product name as text', async () => {
    serverMarkup(`<div class="product"><h1 class="product_title">Kruus &lt;img src=x onerror=alert(1)&gt;</h1>
      <form class="cart" method="post" action=""><input name="quantity" value="2"><button type="submit" name="add-to-cart" value="113" class="single_add_to_cart_button">Lisa korvi</button></form></div>`)
    const { sent } = mockFetch({ fragments: {}, cart_hash: 'h' })
    startAddToCart()
    document.querySelector('button')!.click()
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-message')).not.toBeNull())
    expect(Object.fromEntries(sent[0]!)).toMatchObject({ quantity: '2', product_id: '113' })
    expect(document.querySelector('.woocommerce-message')!.textContent).toBe('„Kruus <img src=x onerror=alert(1)>“ on lisatud ostukorvi.')
    expect(document.querySelector('img')).toBeNull()
  })
})

describe('opening the cart', () => {
  it('closes the dropdown after 5 s, not while focus is in it, and on Escape', () => {
    vi.useFakeTimers()
    page()
    const item = document.querySelector<HTMLElement>('.cart-item')!
    openDropdown(item)
    expect(item.classList.contains('current-dropdown')).toBe(true)
    vi.advanceTimersByTime(AUTO_CLOSE_MS - 10)
    expect(item.classList.contains('current-dropdown')).toBe(true)
    vi.advanceTimersByTime(20)
    expect(item.classList.contains('current-dropdown')).toBe(false)

    openDropdown(item)
    item.querySelector('a')!.focus()
    vi.advanceTimersByTime(AUTO_CLOSE_MS * 2)
    expect(item.classList.contains('current-dropdown')).toBe(true)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(item.classList.contains('current-dropdown')).toBe(false)
    expect(document.activeElement).toBe(item.querySelector('a'))
  })

  it('opens the off-canvas cart as a dialog: focus moves in, Escape closes, focus returns', () => {
    page()
    const opener = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    opener.focus()
    openPanel()
    const dialog = document.querySelector<HTMLElement>('[role=dialog]')!
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Ostukorv')
    expect(document.activeElement).toBe(dialog)
    expect(dialog.textContent).toContain('Tühi')
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(dialog.hidden).toBe(true)
    expect(document.activeElement).toBe(opener)
  })
})

describe('cart fragments', () => {
  it('makes no request for a visitor with an empty cart', async () => {
    page()
    const { fetchMock } = mockFetch({ fragments })
    startCartFragments()
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('restores stored fragments when the stored hash equals the cookie, without a request', async () => {
    page()
    document.cookie = 'woocommerce_cart_hash=h1; path=/'
    document.cookie = 'woocommerce_items_in_cart=1; path=/'
    sessionStorage.setItem('wc_fragments_saar', JSON.stringify(fragments))
    sessionStorage.setItem('wc_cart_hash_saar', 'h1')
    sessionStorage.setItem('wc_cart_created', String(Date.now()))
    const { fetchMock } = mockFetch({ fragments })
    const loaded = vi.fn()
    document.body.addEventListener('wc_fragments_loaded', loaded)
    startCartFragments()
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(loaded).toHaveBeenCalledOnce()
    expect(document.querySelector('.header .cart-icon strong')!.textContent).toBe('3')
    expect($cart.get()).toMatchObject({ itemCount: 3, hash: 'h1' })
  })

  it('refreshes when the hash differs, and stores what it got; failure fires wc_fragments_ajax_error', async () => {
    page()
    document.cookie = 'woocommerce_cart_hash=h9; path=/'
    sessionStorage.setItem('wc_fragments_saar', JSON.stringify(fragments))
    sessionStorage.setItem('wc_cart_hash_saar', 'h1')
    const { urls } = mockFetch({ fragments, cart_hash: 'h9' })
    const refreshed = vi.fn()
    document.body.addEventListener('wc_fragments_refreshed', refreshed)
    startCartFragments()
    await vi.waitFor(() => expect(refreshed).toHaveBeenCalledOnce())
    expect(urls[0]).toContain('wc-ajax=get_refreshed_fragments')
    expect(sessionStorage.getItem('wc_cart_hash_saar')).toBe('h9')
    expect(localStorage.getItem('wc_cart_hash_saar')).toBe('h9')

    mockFetch('oops', 500)
    const failed = vi.fn()
    document.body.addEventListener('wc_fragments_ajax_error', failed)
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { detail: [] }))
    await vi.waitFor(() => expect(failed).toHaveBeenCalledOnce())
  })

  it('refreshes once when the stored fragments are more than 24 h old, then uses them for the next 24 h', async () => {
    page()
    document.cookie = 'woocommerce_cart_hash=h1; path=/'
    sessionStorage.setItem('wc_fragments_saar', JSON.stringify(fragments))
    sessionStorage.setItem('wc_cart_hash_saar', 'h1')
    sessionStorage.setItem('wc_cart_created', String(Date.now() - 25 * 3600_000))
    const { fetchMock } = mockFetch({ fragments, cart_hash: 'h1' })
    startCartFragments()
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce())
    await vi.waitFor(() => expect(Date.now() - Number(sessionStorage.getItem('wc_cart_created'))).toBeLessThan(60_000))

    // The next page: no request, the stored fragments are shown.
    fetchMock.mockClear()
    document.documentElement.replaceChild(document.createElement('body'), document.body)
    page()
    startCartFragments()
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(headerCount()).toBe('3')
  })

  for (const [name, tamper] of [
    ['fragments that are not JSON', () => sessionStorage.setItem('wc_fragments_saar', '{"div.widget_shopping_cart_content": <oops')],
    ['a creation time that is not a number', () => sessionStorage.setItem('wc_cart_created', 'yesterday')],
    ['fragments that are no object', () => sessionStorage.setItem('wc_fragments_saar', '[1,2]')],
  ] as const) {
    it(`refreshes once, without an error, when sessionStorage holds ${name}`, async () => {
      page()
      document.cookie = 'woocommerce_cart_hash=h1; path=/'
      sessionStorage.setItem('wc_fragments_saar', JSON.stringify(fragments))
      sessionStorage.setItem('wc_cart_hash_saar', 'h1')
      sessionStorage.setItem('wc_cart_created', String(Date.now()))
      tamper()
      const { fetchMock } = mockFetch({ fragments, cart_hash: 'h1' })
      expect(() => startCartFragments()).not.toThrow()
      await vi.waitFor(() => expect(headerCount()).toBe('3'))
      expect(fetchMock).toHaveBeenCalledOnce()
      expect(JSON.parse(sessionStorage.getItem('wc_fragments_saar')!)).toEqual(fragments)
      expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThan(0)
    })
  }

  it('makes no request when a page of an empty-cart visitor comes back from the back-forward cache; with a cart it refreshes', async () => {
    page()
    const { fetchMock } = mockFetch({ fragments, cart_hash: 'h1' })
    startCartFragments()
    backFromCache()
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    // Meanwhile (another tab) the cart got an item: the restored page asks.
    document.cookie = 'woocommerce_items_in_cart=1; path=/'
    backFromCache()
    await vi.waitFor(() => expect(headerCount()).toBe('3'))
    expect(fetchMock).toHaveBeenCalled() // (earlier tests' window listeners answer the event too)
  })

  it('works in plain ajax mode when storage throws', async () => {
    page()
    document.cookie = 'woocommerce_items_in_cart=1; path=/'
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    const { fetchMock } = mockFetch({ fragments, cart_hash: 'h3' })
    startCartFragments()
    await vi.waitFor(() => expect(document.querySelector('.header .cart-icon strong')!.textContent).toBe('3'))
    expect(fetchMock).toHaveBeenCalledOnce()
  })
})
