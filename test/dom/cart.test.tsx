/**
 * The cart script on theme markup: what a loop button and a product form send (a variation as its own id, a
 * variation with an "any" attribute as the whole form to its action), the jQuery events with WooCommerce's
 * arguments, the veto, failures (and the fragments refresh after a timeout), mini-cart remove and its failures, the
 * cart page and redirect settings, the dropdown's auto-close, the off-canvas dialog and its style and focus, and the
 * cart fragments (no request for an empty cart, restore from storage, the 24 h, tampered storage, the back-forward
 * cache, storage unavailable).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { nav, startAddToCart } from '../../islands/cart/add-to-cart'
import { formData } from '../../islands/cart/logic'
import { AUTO_CLOSE_MS, cartStyle, openCart, openDropdown } from '../../islands/cart/open-cart'
import { openPanel } from '../../islands/cart/panel'
import { startCartFragments } from '../../islands/cart/sync'
import { provide } from '../../src/loader'
import { resetSettings } from '../../src/settings'
import { $cart } from '../../src/stores/cart'
import { headerWithCart, printSettings, serverMarkup, settle } from './helpers'
import { productCard } from '../../php-stub/shop/parts/product-card'
import { permalink, productBySlug, type Product } from '../../php-stub/shop/catalogue'
import { addToCartArea } from '../../php-stub/shop/parts/product-form'
import { escapeHtml } from '../../php-stub/shop/html'
import type { CartLine } from '../../php-stub/shop/cart'

// Opening the cart after an add is the on-demand `cart-panel` bundle: here it is already provided.
provide('cart-panel', openCart)

const antiSpam = { ak_js: '1', hp_field: '' }
const fragments = {
  'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">Villased sokid</li></ul></div>',
  '.header .cart-icon': '<span class="cart-icon"><strong>3</strong></span>',
}

const sokid = productBySlug('villased-sokid')!

/** A listing: Flatsome's header cart (the stand-in's part, empty) and the card of product 101, then `extra`. */
const page = (extra = '') => serverMarkup(`${headerWithCart()}${productCard(sokid)}${extra}`)

/** A fetch answering every call with `body` (a string is sent as it is); records the bodies sent. */
function mockFetch(body: unknown, status = 200) {
  const sent: URLSearchParams[] = []
  const urls: string[] = []
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    urls.push(String(url))
    sent.push(new URLSearchParams(String(init?.body ?? '')))
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
  })
  return { sent, urls, fetchMock, calls: urls }
}

/** A fetch answering by URL (the first route whose key the URL contains, else 404); records every call. */
function routeFetch(routes: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  const calls: { url: string; body: unknown }[] = []
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    calls.push({ url: String(url), body: init?.body })
    const key = Object.keys(routes).find((k) => String(url).includes(k))
    return key ? routes[key]!(init) : new Response('', { status: 404 })
  })
  return { calls, fetchMock, sent: (key: string) => calls.filter((c) => c.url.includes(key)).map((c) => Object.fromEntries(new URLSearchParams(String(c.body)))) }
}
const json = (body: unknown, status = 200) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
/** A request that never answers: it ends only when the caller aborts it (its timeout). */
const hang = (init?: RequestInit) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'))
const settings = { locale: 'et', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/ostukorv/', antiSpam, ajaxTimeout: 5000 }
/** A page shown again from the back-forward cache (happy-dom has no PageTransitionEvent). */
const backFromCache = () => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
const headerCount = () => document.querySelector('.header .cart-icon strong')!.textContent
/**
 * What the cart script starts before the first add: the cart fragments (where every add's and remove's fragments
 * arrive: on the page, kept, counted), then the add-to-cart code.
 */
const startCart = () => (startCartFragments(), startAddToCart())

beforeEach(() => {
  // A fresh body: listeners of the last test's body go with it.
  document.documentElement.replaceChild(document.createElement('body'), document.body)
  printSettings(settings)
  window.alert = vi.fn()
  $cart.set({ itemCount: 0, hash: '', busy: false })
  sessionStorage.clear()
  localStorage.clear()
})

describe('loop buttons', () => {
  it('adds with the button data, shows added + View cart, applies fragments and updates the store', async () => {
    page()
    const { sent, urls } = mockFetch({ fragments, cart_hash: 'h1' })
    startCart()
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(button.classList.contains('loading')).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await vi.waitFor(() => expect(button.classList.contains('added')).toBe(true))
    expect(urls[0]).toContain('wc-ajax=add_to_cart')
    expect(Object.fromEntries(sent[0]!)).toEqual({ quantity: '1', product_id: '101', product_sku: sokid.sku, success_message: '„Villased sokid“ on lisatud sinu ostukorvi', ...antiSpam })
    expect(button.classList.contains('loading')).toBe(false)
    const link = button.nextElementSibling as HTMLAnchorElement
    expect([link.className, link.textContent, link.getAttribute('href')]).toEqual(['added_to_cart wc-forward', 'Vaata ostukorvi', '/ostukorv/'])
    expect(document.querySelector('.header .cart-icon strong')!.textContent).toBe('3')
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('Villased sokid')
    expect($cart.get()).toMatchObject({ itemCount: 3, hash: 'h1', busy: false })
    await vi.waitFor(() => expect(document.querySelector('.cart-item')!.classList.contains('current-dropdown')).toBe(true))
    await vi.waitFor(() => expect(document.querySelector('.saar-live-region[aria-live=polite]')!.textContent).toBe('„Villased sokid“ on lisatud sinu ostukorvi')) // the card's data-success_message
  })

  it('leaves a link with an empty data-product_id to navigate', async () => {
    page()
    const { fetchMock } = mockFetch({ fragments })
    startCart()
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    button.setAttribute('data-product_id', '')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    button.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(button.classList.contains('loading')).toBe(false)
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('announces the button’s data-success_message', async () => {
    page()
    mockFetch({ fragments, cart_hash: 'h1' })
    startCart()
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    button.dataset.success_message = '“Villased sokid” on nüüd korvis'
    button.click()
    await vi.waitFor(() => expect(document.querySelector('.saar-live-region[aria-live=polite]')?.textContent).toBe('“Villased sokid” on nüüd korvis'))
  })

  it('adds no View cart link on the cart page (is_cart), and opens no cart there', async () => {
    document.head.innerHTML = ''
    printSettings({ ...settings, isCart: '1' })
    page()
    mockFetch({ fragments, cart_hash: 'h1' })
    startCart()
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    button.click()
    await vi.waitFor(() => expect(button.classList.contains('added')).toBe(true))
    await settle()
    expect(document.querySelector('a.added_to_cart')).toBeNull()
    expect(headerCount()).toBe('3')
    expect(document.querySelector('.cart-item')!.classList.contains('current-dropdown')).toBe(false)
  })

  it('goes to the cart after an add when cart_redirect_after_add is on', async () => {
    document.head.innerHTML = ''
    printSettings({ ...settings, cartRedirectAfterAdd: 'yes' })
    page()
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {})
    mockFetch({ fragments, cart_hash: 'h1' })
    startCart()
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    button.click()
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/ostukorv/'))
    expect(button.classList.contains('loading')).toBe(false)
  })

  it('fires the jQuery events with WooCommerce’s targets and arguments, and honours the veto', async () => {
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    page()
    vi.spyOn($, 'ajax').mockImplementation(((options: { complete: (x: unknown, s: string) => void }) => {
      setTimeout(() => options.complete({ status: 200, responseText: JSON.stringify({ fragments, cart_hash: 'h2' }) }, 'success'))
      return { abort() {} }
    }) as never)
    startCart()
    const seen: string[] = []
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    $(document.body).on('adding_to_cart', (_e, $button, data) => seen.push(`adding ${$button[0] === button} ${data.product_id}`))
    $(document.body).on('added_to_cart', (_e, frags, hash, $button) => seen.push(`added ${Object.keys(frags).length} ${hash} ${$button[0] === button}`))
    $(document.body).on('wc_cart_button_updated', (_e, $button) => seen.push(`updated ${$button[0] === button}`))
    $(document.body).on('wc_fragments_loaded', () => seen.push('loaded'))
    button.click()
    await vi.waitFor(() => expect(seen).toContain('loaded'))
    // Saar's own added_to_cart handlers were bound first (as add-to-cart.js's is), so they run before this test's:
    // the cart fragments' (started first on a page: the fragments on the page, then wc_fragments_loaded), then the
    // add-to-cart code's (the button, then wc_cart_button_updated).
    expect(seen).toEqual(['adding true 101', 'loaded', 'updated true', 'added 2 h2 true'])

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
      startCart()
      const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
      button.click()
      await vi.waitFor(() => expect(document.querySelector('.woocommerce-error')).not.toBeNull())
      expect(document.querySelector('.woocommerce-error')!.textContent).toBe('Toodet ei õnnestunud ostukorvi lisada. Palun proovi uuesti.')
      expect(button.className).not.toMatch(/loading|added/)
      expect(document.querySelector('.added_to_cart')).toBeNull()
      expect($cart.get().busy).toBe(false)
    })
  }

  for (const [name, answer] of [['a timeout', hang], ['a lost connection', networkDown]] as const) {
    it(`after ${name} tells the shopper and refreshes the fragments: the server may have added it`, async () => {
      vi.useFakeTimers()
      page()
      const { calls } = routeFetch({ 'wc-ajax=add_to_cart': answer, 'wc-ajax=get_refreshed_fragments': () => json({ fragments, cart_hash: 'h5' }) })
      startCart()
      const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
      button.click()
      await vi.advanceTimersByTimeAsync(5000)
      await vi.waitFor(() => expect(document.querySelector('.woocommerce-error')?.textContent).toBe('Toodet ei õnnestunud ostukorvi lisada. Palun proovi uuesti.'))
      expect(button.className).not.toMatch(/loading|added/)
      expect(calls.map((c) => c.url.replace(/.*wc-ajax=/, ''))).toEqual(['add_to_cart', 'get_refreshed_fragments'])
      await vi.waitFor(() => expect(headerCount()).toBe('3'))
    })
  }

  it('follows product_url of an error answer only on the shop’s own origin', async () => {
    page()
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {})
    mockFetch({ error: true, product_url: 'https://evil.example/x' })
    startCart()
    document.querySelector<HTMLElement>('.ajax_add_to_cart')!.click()
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-error')).not.toBeNull())
    expect(go).not.toHaveBeenCalled()
    mockFetch({ error: true, product_url: '/toode/villased-sokid/' })
    document.querySelector<HTMLElement>('.ajax_add_to_cart')!.click()
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/toode/villased-sokid/'))
  })

  it('with the wc-ajax URL on another origin sends nothing, and tells the shopper the add failed', async () => {
    document.head.innerHTML = ''
    printSettings({ ...settings, wcAjaxUrl: 'https://cdn.example/?wc-ajax=%%endpoint%%' })
    page()
    document.cookie = 'woocommerce_items_in_cart=1; path=/'
    const { calls } = mockFetch({ fragments, cart_hash: 'h1' })
    startCart()
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    button.click()
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-error')?.textContent).toBe('Toodet ei õnnestunud ostukorvi lisada. Palun proovi uuesti.'))
    await settle()
    expect(calls).toEqual([])
    expect(button.className).not.toMatch(/loading|added/)
    expect(headerCount()).toBe('0')
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('Ostukorvis pole tooteid.')
  })

  it('puts nothing of an add answer a redirect brought from another origin into the page, and tells the shopper', async () => {
    page()
    document.cookie = 'woocommerce_items_in_cart=1; path=/'
    const hostile = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content hostile"><img src=x onerror="window.__hostile=1"></div>' }
    const calls: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      calls.push(String(url))
      const response = new Response(JSON.stringify({ fragments: hostile, cart_hash: 'hostile' }))
      Object.defineProperty(response, 'url', { value: 'https://evil.example/hostile/fragments' })
      return response
    })
    const failed = vi.fn()
    document.body.addEventListener('wc_fragments_ajax_error', failed)
    startCart()
    await vi.waitFor(() => expect(failed).toHaveBeenCalledOnce()) // the start-up refresh, refused
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    button.click()
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-error')?.textContent).toBe('Toodet ei õnnestunud ostukorvi lisada. Palun proovi uuesti.'))
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(2)) // and the refresh after the failed add
    expect(calls.map((c) => c.replace(/.*wc-ajax=/, ''))).toEqual(['get_refreshed_fragments', 'add_to_cart', 'get_refreshed_fragments'])
    expect(document.querySelector('.hostile, img[onerror]')).toBeNull()
    expect(headerCount()).toBe('0')
    expect(button.classList.contains('added')).toBe(false)
  })

  it('links View cart, and goes after an add, only to the shop’s own cart page', async () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => {})
    for (const cartUrl of ['javascript:alert(1)', 'https://evil.example/ostukorv/']) {
      document.head.innerHTML = ''
      printSettings({ ...settings, cartUrl, cartRedirectAfterAdd: true })
      page()
      mockFetch({ fragments, cart_hash: 'h1' })
      startCart()
      const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
      button.click()
      await vi.waitFor(() => expect(button.classList.contains('added')).toBe(true))
      expect(button.parentElement!.querySelector('.added_to_cart')).toBeNull()
    }
    expect(go).not.toHaveBeenCalled()
  })

  it('sends nothing for a disabled button', async () => {
    page()
    const { fetchMock } = mockFetch({ fragments })
    startCart()
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    button.classList.add('disabled')
    button.click()
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('product forms', () => {
  const kampsun = productBySlug('villane-kampsun')!
  const kingikomplekt = productBySlug('kingikomplekt-saaremaa-hommik')!
  const kruus = productBySlug('kruus-xss')!

  /** The product's title and purchase area from the stand-in's product form part, `quantity` in its field; the form. */
  const productForm = (p: Product, { action = '', quantity = '' } = {}) => {
    serverMarkup(`<div class="product"><h1 class="product_title">${escapeHtml(p.name)}</h1>${addToCartArea(p, action)}</div>`)
    const qty = document.querySelector<HTMLInputElement>('input[name=quantity]')
    if (qty && quantity) qty.value = quantity
    // happy-dom takes the empty max WooCommerce prints (no limit) for 0 and refuses the form; browsers ignore it.
    document.querySelectorAll('input.qty[max=""]').forEach((input) => input.removeAttribute('max'))
    return document.querySelector<HTMLFormElement>('form.cart')!
  }

  it('reads a simple form: quantity and product_id, never the no-JS add-to-cart field', () => {
    const f = productForm(sokid, { quantity: '3' })
    expect(formData(f, f.querySelector('button'))).toEqual({ quantity: '3', product_id: '101' })
  })

  /** WooCommerce's variable.php form (the stand-in's, Villane kampsun) with a choice made and `variationId` set. */
  const variableForm = (variationId: string, size: string, colour: string, embedded?: unknown) => {
    const f = productForm(kampsun, { action: permalink(kampsun), quantity: '2' })
    for (const [name, value] of [['attribute_pa_suurus', size], ['attribute_varv', colour]]) f.querySelector<HTMLSelectElement>(`select[name=${name}]`)!.value = value!
    if (embedded !== undefined) f.setAttribute('data-product_variations', JSON.stringify(embedded))
    f.querySelector<HTMLInputElement>('[name=variation_id]')!.value = variationId
    return f
  }

  it('sends a variation as its own product_id, nothing without a variation or with a disabled button', () => {
    const f = variableForm('0', 'xl', 'Roheline')
    expect(formData(f, null)).toBe('none')
    f.querySelector<HTMLInputElement>('[name=variation_id]')!.value = '10206'
    expect(formData(f, null)).toMatchObject({ product_id: '10206', quantity: '2' })
    expect(formData(f, null)).not.toHaveProperty('add-to-cart')
    f.querySelector('button')!.classList.add('disabled')
    expect(formData(f, null)).toBe('none')
  })

  it('keeps the whole form (add-to-cart included) for a variation with an "any" attribute, or with no embedded data', () => {
    expect(formData(variableForm('10204', 'm', 'Sinine'), null)).toMatchObject({ 'add-to-cart': '102', attribute_pa_suurus: 'm', variation_id: '10204' })
    for (const embedded of [false, 'not json', [{ variation_id: 1 }]]) {
      const f = variableForm('10206', 'xl', 'Roheline', embedded)
      if (embedded === 'not json') f.setAttribute('data-product_variations', '{oops')
      expect(formData(f, null)).toMatchObject({ 'add-to-cart': '102', variation_id: '10206' })
    }
  })

  it('posts a variable form with an "any" choice to its action, then fetches the fragments and ends like an ajax add', async () => {
    startCart()
    const f = variableForm('10204', 'm', 'Sinine')
    const { calls } = routeFetch({
      '/toode/villane-kampsun/': () => {
        document.cookie = 'woocommerce_cart_hash=h7; path=/' // what the form handler's answer sets
        return new Response('<html>page</html>')
      },
      'wc-ajax=get_refreshed_fragments': () => json({ fragments, cart_hash: 'h7' }),
    })
    const seen: unknown[][] = []
    document.body.addEventListener('added_to_cart', (e) => seen.push((e as CustomEvent).detail))
    const button = f.querySelector('button')!
    button.click()
    expect(button.classList.contains('loading')).toBe(true)
    await vi.waitFor(() => expect(button.classList.contains('added')).toBe(true))
    expect(calls.map((c) => c.url)).toEqual([f.action, '/?wc-ajax=get_refreshed_fragments'])
    const posted = calls[0]!.body as FormData
    expect(posted).toBeInstanceOf(FormData)
    expect(Object.fromEntries(posted as unknown as Iterable<[string, string]>)).toMatchObject({
      'add-to-cart': '102', attribute_pa_suurus: 'm', attribute_varv: 'Sinine', variation_id: '10204', quantity: '2', ...antiSpam,
    })
    expect(seen).toEqual([[fragments, 'h7', button]])
    expect(button.classList.contains('loading')).toBe(false)
    expect(button.nextElementSibling!.className).toBe('added_to_cart wc-forward')
    expect(document.querySelector('.woocommerce-message')!.textContent).toBe('„Villane kampsun“ on lisatud ostukorvi.')
    await vi.waitFor(() => expect(document.querySelector('.saar-live-region[aria-live=polite]')?.textContent).toBe('„Villane kampsun“ on lisatud ostukorvi.'))
    expect($cart.get()).toMatchObject({ itemCount: 3, hash: 'h7', busy: false })
  })

  for (const [name, answer] of [['did not add it', () => new Response('<html>error notice</html>')], ['failed', networkDown]] as const) {
    it(`submits the form natively, the button loading, when the post ${name}`, async () => {
      startCart()
      const f = variableForm('10204', 'm', 'Sinine')
      const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
      const { calls } = routeFetch({ '/toode/villane-kampsun/': answer })
      const button = f.querySelector('button')!
      button.click()
      await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce())
      expect(calls).toHaveLength(1) // no fragments asked for an add that did not happen
      expect([button.classList.contains('loading'), button.getAttribute('aria-busy')]).toEqual([true, 'true'])
      expect(document.querySelector('.woocommerce-error')).toBeNull()
    })
  }

  it('sends nothing for a grouped form with no quantities, and lets one with quantities submit as it is', () => {
    const f = productForm(kingikomplekt)
    f.querySelector<HTMLInputElement>('[name="quantity[105]"]')!.value = '0'
    expect(formData(f, null)).toBe('grouped-empty')
    f.querySelector<HTMLInputElement>('[name="quantity[106]"]')!.value = '2'
    expect(formData(f, null)).toBe('native')
  })

  it('shows loading on the button of a form left to submit natively, and undoes it when the page comes back', () => {
    startCart()
    const f = productForm(kingikomplekt)
    f.querySelector<HTMLInputElement>('[name="quantity[105]"]')!.value = '1'
    const button = f.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button })
    f.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(false)
    expect([button.classList.contains('loading'), button.getAttribute('aria-busy')]).toEqual([true, 'true'])
    backFromCache()
    expect([button.classList.contains('loading'), button.getAttribute('aria-busy')]).toEqual([false, null])
    expect($cart.get().busy).toBe(false)
  })

  it('a double click on a product page’s add button adds one; its next click, after the answer, adds again', async () => {
    productForm(sokid)
    const answers: (() => void)[] = []
    const sent: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      sent.push(String(init?.body))
      await new Promise<void>((resolve) => answers.push(resolve))
      return json({ fragments, cart_hash: `h${sent.length}` })
    })
    startCart()
    const button = document.querySelector('button')!
    button.click()
    button.click()
    await settle()
    expect(sent).toHaveLength(1)
    expect(button.classList.contains('loading')).toBe(true)
    answers.shift()!()
    await vi.waitFor(() => expect(button.classList.contains('added')).toBe(true))
    await settle()
    expect(sent).toHaveLength(1)
    button.click()
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    answers.shift()!()
    await vi.waitFor(() => expect(button.classList.contains('loading')).toBe(false))
  })

  it('a double click on a product page’s add button adds one even when the first add answered before the second click', async () => {
    productForm(sokid)
    const sent: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      sent.push(String(init?.body))
      return json({ fragments, cart_hash: `h${sent.length}` })
    })
    startCart()
    const button = document.querySelector('button')!
    const click = (detail: number) => button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }))
    click(1)
    await vi.waitFor(() => expect(button.classList.contains('added')).toBe(true))
    await settle()
    click(2) // the same double click's second click, after a fast answer
    await settle()
    expect(sent).toHaveLength(1)
    click(1) // a click of its own: another add
    await vi.waitFor(() => expect(sent).toHaveLength(2))
  })

  it('a double click on a listing’s add button adds one, even when the first add answered before the second click', async () => {
    page()
    const sent: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      sent.push(new URLSearchParams(String(init?.body)).get('product_id')!)
      return json({ fragments, cart_hash: `h${sent.length}` })
    })
    startCart()
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    const click = (detail: number) => button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }))
    click(1)
    await vi.waitFor(() => expect(button.classList.contains('added')).toBe(true))
    expect(click(2)).toBe(false) // the same double click's second click: its link is not followed either
    await settle()
    expect(sent).toEqual(['101'])
    click(1) // a click of its own: another add
    await vi.waitFor(() => expect(sent).toEqual(['101', '101']))
  })

  it('two clicks on a listing’s add button add two, one after the other', async () => {
    page()
    const answers: (() => void)[] = []
    const sent: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      sent.push(new URLSearchParams(String(init?.body)).get('product_id')!)
      await new Promise<void>((resolve) => answers.push(resolve))
      return json({ fragments, cart_hash: `h${sent.length}` })
    })
    startCart()
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!
    button.click()
    button.click()
    await settle()
    expect(sent).toEqual(['101']) // the second waits its turn
    answers.shift()!()
    await vi.waitFor(() => expect(sent).toEqual(['101', '101']))
    expect(button.classList.contains('loading')).toBe(true)
    answers.shift()!()
    await vi.waitFor(() => expect(button.classList.contains('loading')).toBe(false))
  })

  it('submits a simple product form by ajax and shows a message with the product name as text', async () => {
    productForm(kruus, { quantity: '2' })
    const { sent } = mockFetch({ fragments: {}, cart_hash: 'h' })
    startCart()
    document.querySelector('button')!.click()
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-message')).not.toBeNull())
    expect(Object.fromEntries(sent[0]!)).toMatchObject({ quantity: '2', product_id: '113' })
    expect(document.querySelector('.woocommerce-message')!.textContent).toBe(`„${kruus.name}“ on lisatud ostukorvi.`)
    expect(document.querySelector('img')).toBeNull()
  })
})

describe('mini-cart remove', () => {
  /** The header cart holding one pair of socks (line key `abc`), from the stand-in's part. */
  const miniCart = () => {
    const line: CartLine = { item: { key: 'abc', productId: 101, variationId: 0, variation: {}, quantity: 1 }, product: sokid, variation: undefined, price: 12.9, total: 12.9 }
    serverMarkup(headerWithCart({ lines: [line], subtotal: 12.9, count: 1, cartNonce: 'n' }))
  }

  it('removes by ajax: removed_from_cart with the fragments, announced', async () => {
    miniCart()
    const { sent } = routeFetch({ 'wc-ajax=remove_from_cart': () => json({ fragments, cart_hash: '' }) })
    startCart()
    document.querySelector<HTMLElement>('.remove_from_cart_button')!.click()
    await vi.waitFor(() => expect(headerCount()).toBe('3'))
    expect(sent('remove_from_cart')[0]).toMatchObject({ cart_item_key: 'abc' })
    await vi.waitFor(() => expect(document.querySelector('.saar-live-region[aria-live=polite]')?.textContent).toBe('„Villased sokid“ on ostukorvist eemaldatud.'))
  })

  for (const [name, answer] of [
    ['{success: false}', () => json({ success: false })],
    ['an answer without fragments', () => json({ cart_hash: 'h' })],
    ['empty fragments', () => json({ fragments: {}, cart_hash: 'h' })],
    ['invalid JSON', () => json('<br /><b>Warning</b> {"fragments":')],
    ['a timeout', hang],
  ] as const) {
    it(`follows the link's href after ${name}`, async () => {
      vi.useFakeTimers()
      miniCart()
      const go = vi.spyOn(nav, 'go').mockImplementation(() => {})
      routeFetch({ 'wc-ajax=remove_from_cart': answer })
      startCart()
      const row = document.querySelector('.woocommerce-mini-cart-item')!
      document.querySelector<HTMLElement>('.remove_from_cart_button')!.click()
      expect(row.getAttribute('aria-busy')).toBe('true')
      await vi.advanceTimersByTimeAsync(5000)
      await vi.waitFor(() => expect(go).toHaveBeenCalledWith(new URL('/ostukorv/?remove_item=abc&_wpnonce=n', location.href).href))
      expect(row.classList.contains('updating')).toBe(false)
      expect(row.getAttribute('aria-busy')).toBeNull()
    })
  }
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
    expect(dialog.textContent).toContain('Ostukorvis pole tooteid.')
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(dialog.hidden).toBe(true)
    expect(document.activeElement).toBe(opener)
  })
})

describe('the cart style and the off-canvas focus', () => {
  it('takes the plugin’s setting, else Flatsome’s own markup and flatsomeVars', () => {
    page()
    expect(cartStyle()).toBe('dropdown')
    document.querySelector('.header-cart-link')!.setAttribute('data-open', '#cart-popup')
    expect(cartStyle()).toBe('off-canvas')
    ;(window as { flatsomeVars?: unknown }).flatsomeVars = { is_mini_cart_reveal: '' } // wp_localize_script's false
    expect(cartStyle()).toBeUndefined()
    ;(window as { flatsomeVars?: unknown }).flatsomeVars = { is_mini_cart_reveal: '1' }
    expect(cartStyle()).toBe('off-canvas')
    document.head.innerHTML = ''
    printSettings({ ...settings, features: { theme: { cartStyle: 'dropdown' } } })
    resetSettings()
    expect(cartStyle()).toBe('dropdown')
    delete (window as { flatsomeVars?: unknown }).flatsomeVars
  })

  it('opens the off-canvas panel after an add on a Flatsome off-canvas header without the plugin’s settings', async () => {
    page()
    document.querySelector('.header-cart-link')!.setAttribute('data-open', '#cart-popup')
    mockFetch({ fragments, cart_hash: 'h1' })
    startCart()
    document.querySelector<HTMLElement>('.ajax_add_to_cart')!.click()
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('#saar-cart-panel[role=dialog]')?.hidden).toBe(false))
    expect(document.querySelector('.cart-item')!.classList.contains('current-dropdown')).toBe(false)
  })

  it('returns focus to where it was when the panel opened, else to the header cart link, when the opener has gone', () => {
    page('<button class="quick-view" data-prod="101">Kiirvaade</button><div class="popup"><button class="single_add_to_cart_button">Lisa korvi</button></div>')
    const inPopup = document.querySelector<HTMLElement>('.popup button')!
    const trigger = document.querySelector<HTMLElement>('.quick-view')!
    // The quick view closed (focus back on its trigger) before the panel opened; its markup goes a moment later.
    trigger.focus()
    openPanel(inPopup)
    document.querySelector('.popup')!.remove()
    const dialog = document.querySelector<HTMLElement>('[role=dialog]')!
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(document.activeElement).toBe(trigger)

    document.body.focus()
    openPanel(trigger)
    trigger.remove()
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(document.activeElement).toBe(document.querySelector('.header .cart-item a'))
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

  it('stored fragments tampered with handlers, scripts and javascript: links show their text and run nothing', async () => {
    page()
    document.cookie = 'woocommerce_cart_hash=h1; path=/'
    const tampered = {
      'div.widget_shopping_cart_content':
        '<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item" onmouseover="window.__hostile=1">Villased sokid' +
        '<img src="x" onerror="window.__hostile=1"><script>window.__hostile=1</script><iframe srcdoc="<script>parent.__hostile=1</script>"></iframe>' +
        '<a class="remove" href=" java\tscript:window.__hostile=1">×</a><a class="ok" href="/ostukorv/">Ostukorv</a>' +
        '<svg><a xlink:href="javascript:window.__hostile=1"><text>x</text></a><animate attributeName="href" to="javascript:window.__hostile=1"/></svg>' +
        '<form action="javascript:window.__hostile=1"><button formaction="JAVASCRIPT:window.__hostile=1">Osta</button></form></li></ul></div>',
      '.header .cart-icon': '<span class="cart-icon"><strong>3</strong></span>',
    }
    sessionStorage.setItem('wc_fragments_saar', JSON.stringify(tampered))
    sessionStorage.setItem('wc_cart_hash_saar', 'h1')
    sessionStorage.setItem('wc_cart_created', String(Date.now()))
    const { fetchMock } = mockFetch({ fragments, cart_hash: 'h1' })
    startCartFragments()
    await settle()
    expect(fetchMock).not.toHaveBeenCalled() // the hash matched: the stored copy was used, cleaned
    const cart = document.querySelector('.widget_shopping_cart_content')!
    expect(cart.textContent).toContain('Villased sokid')
    expect(headerCount()).toBe('3')
    expect(cart.querySelectorAll('script, iframe')).toHaveLength(0)
    const attributes = Array.from(cart.querySelectorAll('*')).flatMap((el) => Array.from(el.attributes, (a) => `${a.name}=${a.value}`))
    expect(attributes.filter((a) => /^on|script:/i.test(a.replace(/\s/g, '')))).toEqual([])
    expect(cart.querySelector('a.ok')!.getAttribute('href')).toBe('/ostukorv/')
    expect(cart.querySelector('a.remove')!.hasAttribute('href')).toBe(false)
    expect((window as { __hostile?: unknown }).__hostile).toBeUndefined()
  })

  it('a stored fragment whose key names the body, the head or the page replaces none of them', async () => {
    page()
    document.cookie = 'woocommerce_cart_hash=h1; path=/'
    const fake = '<div class="fake-login"><form action="https://evil.example/"><input name="pwd"></form></div>'
    sessionStorage.setItem('wc_fragments_saar', JSON.stringify({ ...fragments, body: fake, html: fake, head: fake, '#nope[': 'x', 7: 'x' }))
    sessionStorage.setItem('wc_cart_hash_saar', 'h1')
    sessionStorage.setItem('wc_cart_created', String(Date.now()))
    mockFetch({ fragments, cart_hash: 'h1' })
    startCartFragments()
    await settle()
    expect(document.querySelector('.fake-login')).toBeNull()
    expect(document.head).not.toBeNull()
    expect(headerCount()).toBe('3')
  })

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

  it('writes nothing to storage for an empty-cart visitor, neither on the load path nor when the page is idle (no test write)', () => {
    page()
    const idle: (() => void)[] = []
    const touched: string[] = []
    const storage = (name: string) => ({ getItem: () => null, setItem: (key: string) => void touched.push(`${name}.setItem ${key}`), removeItem: (key: string) => void touched.push(`${name}.removeItem ${key}`) })
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn))
    vi.stubGlobal('sessionStorage', storage('session'))
    vi.stubGlobal('localStorage', storage('local'))
    try {
      startCartFragments()
      for (const fn of idle) fn()
      expect(touched).toEqual([])
      // What an add brings is kept, in both stores, as before.
      $(document.body).trigger('added_to_cart', [fragments, 'h9'])
      expect(touched).toContain('session.setItem wc_cart_hash_saar')
      expect(touched).toContain('local.setItem wc_cart_hash_saar')
    } finally {
      vi.unstubAllGlobals()
    }
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
