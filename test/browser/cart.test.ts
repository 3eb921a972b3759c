/**
 * The cart script in Chromium on the stand-in shop: ajax add from the listing and from product forms (a variation
 * by its own id, a variation with an "any" attribute through the product form), the queue under 100 rapid clicks,
 * the cart dropdown (auto-close, Escape, axe), the off-canvas panel (also after a quick view), mini-cart remove,
 * injected failures and timeouts, hostile product names, and the cart fragments (no request for an empty cart,
 * restore from storage, cross-tab refresh).
 */
import { describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

const button = (id: number) => `.ajax_add_to_cart[data-product_id="${id}"]`
const count = (page: Page) => page.locator('.header .cart-icon strong').first().textContent()
const dropdownOpen = (page: Page) => page.locator('.header .cart-item.has-dropdown').evaluate((el) => el.classList.contains('current-dropdown'))
const politeText = (page: Page) => page.locator('.saar-live-region[aria-live=polite]').textContent()
const assertiveText = (page: Page) => page.locator('.saar-live-region[aria-live=assertive]').textContent()
const wcAjaxCalls = (endpoint: string) => b.requests.filter((r) => r.url().includes(`wc-ajax=${endpoint}`))

async function inject(page: Page, rules: string) {
  await page.context().addCookies([{ name: 'saar_inject', value: rules, url: b.shop }])
}

interface Stamps {
  shown?: number
  open?: boolean
  closed?: number
}

/**
 * Notes on the page's own clock when the header count first shows `count` and when the dropdown, open after that,
 * closes: a test measures how long it stayed open without depending on how fast the test itself runs.
 */
async function stampDropdown(page: Page, count: string): Promise<() => Promise<Stamps>> {
  await page.evaluate((n) => {
    const stamps: Stamps = ((window as unknown as { stamps: Stamps }).stamps = {})
    new MutationObserver(() => {
      if (stamps.shown === undefined && document.querySelector('.header .cart-icon strong')?.textContent === n) stamps.shown = Date.now()
      if (stamps.shown === undefined || stamps.closed !== undefined) return
      if (document.querySelector('.header .cart-item.current-dropdown')) stamps.open = true
      else if (stamps.open) stamps.closed = Date.now()
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class'] })
  }, count)
  return () => page.evaluate(() => (window as unknown as { stamps: Stamps }).stamps)
}

/** Records the dialogs a page opens (an injected `alert(1)` would be one). */
function dialogs(page: Page): string[] {
  const seen: string[] = []
  page.on('dialog', (d) => {
    seen.push(d.message())
    void d.dismiss()
  })
  return seen
}

describe('add to cart from the listing', () => {
  it('goes loading → added with a View cart link, updates the header and opens the dropdown for 5 s', async () => {
    const page = await b.page()
    await page.clock.install()
    // The answer takes 1.5 s, so the loading state lasts long enough to be seen however busy the machine is.
    await inject(page, 'add_to_cart=latency:1500')
    await page.goto('/pood/')
    expect(await count(page)).toBe('0')
    const add = page.locator(button(101))
    const state = () => add.evaluate((el) => ({ loading: el.classList.contains('loading'), added: el.classList.contains('added'), busy: el.getAttribute('aria-busy') }))
    await add.click()
    await expect.poll(state).toEqual({ loading: true, added: false, busy: 'true' })
    await expect.poll(state).toEqual({ loading: false, added: true, busy: null })
    const viewCart = page.locator('.add-to-cart-button a.added_to_cart.wc-forward')
    await expect.poll(() => viewCart.count()).toBe(1)
    expect(await viewCart.textContent()).toBe('Vaata ostukorvi')
    expect(new URL((await viewCart.getAttribute('href'))!, b.shop).href).toBe(new URL('/ostukorv/', b.shop).href) // where it leads
    await expect.poll(() => count(page)).toBe('1')
    await expect.poll(() => page.locator('.header .widget_shopping_cart_content').textContent()).toContain('Villased sokid')
    await expect.poll(() => dropdownOpen(page)).toBe(true) // opened by the on-demand cart-panel bundle
    await expect.poll(() => politeText(page)).toContain('Villased sokid')
    await expectNoAxeViolations(page)

    // Adding again keeps one View cart link; the dropdown closes 5 s after the last add, measured on the page's
    // clock from the moment the header shows it (the test's own pace does not count).
    const stamps = await stampDropdown(page, '2')
    await add.click()
    await expect.poll(() => count(page)).toBe('2')
    await expect.poll(state).toEqual({ loading: false, added: true, busy: null })
    expect(await viewCart.count()).toBe(1)
    expect(await dropdownOpen(page)).toBe(true)
    await page.clock.runFor(6000)
    await expect.poll(() => dropdownOpen(page)).toBe(false)
    const { shown, closed } = await stamps()
    expect(closed! - shown!).toBeGreaterThanOrEqual(4900)
    expect(closed! - shown!).toBeLessThan(5500)
  })

  it('fetches the on-demand cart once, as the shopper reaches for an add button by pointer or keyboard, never on load', async () => {
    const panelFetches = () => b.requests.filter((r) => /\/cart-panel\.[0-9a-f]+\.js$/.test(r.url())).length
    let page = await b.page()
    await page.goto('/pood/', { waitUntil: 'networkidle' })
    await page.mouse.move(5, 5)
    expect(panelFetches()).toBe(0)
    await page.hover(button(101))
    await expect.poll(panelFetches).toBe(1)
    await page.hover(button(105))
    await page.click(button(105))
    await expect.poll(() => dropdownOpen(page)).toBe(true)
    expect(panelFetches()).toBe(1)

    page = await b.page()
    await page.goto('/pood/', { waitUntil: 'networkidle' })
    expect(panelFetches()).toBe(0)
    await page.focus(button(101))
    await expect.poll(panelFetches).toBe(1)
  })

  it('keeps the dropdown open while it is hovered and closes it with Escape', async () => {
    const page = await b.page()
    await page.clock.install()
    await page.goto('/pood/')
    await page.click(button(105))
    await expect.poll(() => dropdownOpen(page)).toBe(true)
    await page.hover('.header .cart-item .widget_shopping_cart_content')
    await page.clock.fastForward(8000)
    expect(await dropdownOpen(page)).toBe(true)
    await page.mouse.move(5, 600)
    await page.keyboard.press('Escape')
    await expect.poll(() => dropdownOpen(page)).toBe(false)
  })

  it('adds by keyboard alone (Space on the link) and removes from the mini cart by keyboard', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    await page.focus(button(106))
    await page.keyboard.press('Space')
    await expect.poll(() => count(page)).toBe('1')
    expect(page.url()).toContain('/pood/') // the link was not followed
    await page.keyboard.press('Enter') // Enter follows nothing either: it is the same ajax add
    await expect.poll(() => count(page)).toBe('2')
    expect(wcAjaxCalls('add_to_cart')).toHaveLength(2)

    // Remove with Space inside the open dropdown.
    await expect.poll(() => dropdownOpen(page)).toBe(true)
    // Reachable once its fade-in has begun (the theme's CSS shows the panel with a visibility transition).
    await expect.poll(() => page.locator('.header .remove_from_cart_button').isVisible()).toBe(true)
    await page.focus('.header .remove_from_cart_button')
    await page.keyboard.press('Space')
    await expect.poll(() => count(page)).toBe('0')
    const sent = new URLSearchParams(wcAjaxCalls('remove_from_cart')[0]!.postData() ?? '')
    expect(sent.get('cart_item_key')).toMatch(/^[0-9a-f]{32}$/)
    await expect.poll(() => politeText(page)).toContain('eemaldatud')
    expect(page.url()).toContain('/pood/')
    // Focus did not fall to the page: it is in the replaced mini cart or on the cart link.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.header .cart-item'))).toBe(true)
  })

  it('sends exactly 100 requests for 100 rapid clicks, one at a time, none lost', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    let inFlight = 0
    let maxInFlight = 0
    let done = 0
    const isAdd = (r: Request) => r.url().includes('wc-ajax=add_to_cart')
    page.on('request', (r) => isAdd(r) && (maxInFlight = Math.max(maxInFlight, ++inFlight)))
    page.on('requestfinished', (r) => isAdd(r) && (inFlight--, done++))
    page.on('requestfailed', (r) => isAdd(r) && (inFlight--, done++))
    const ids = [101, 105, 106, 110]
    await page.evaluate((list) => {
      for (let i = 0; i < 100; i++) document.querySelector<HTMLElement>(`.ajax_add_to_cart[data-product_id="${list[i % list.length]}"]`)!.click()
    }, ids)
    await expect.poll(() => done, { timeout: 60000 }).toBe(100)
    expect(wcAjaxCalls('add_to_cart')).toHaveLength(100)
    expect(maxInFlight).toBe(1)
    await expect.poll(() => count(page)).toBe('100')
    await expect.poll(() => page.locator('.ajax_add_to_cart.loading').count()).toBe(0)
    for (const id of ids) await expect.poll(() => page.locator(button(id)).getAttribute('class')).toContain('added')
  })
})

describe('failures', () => {
  for (const mode of ['500', 'invalid-json', 'empty', 'timeout']) {
    it(`add_to_cart=${mode}: the button returns to normal and the shopper is told`, async () => {
      const page = await b.page()
      await page.clock.install()
      await inject(page, `add_to_cart=${mode}`)
      await page.goto('/pood/')
      const add = page.locator(button(101))
      await add.click()
      if (mode === 'timeout') {
        await expect.poll(() => add.getAttribute('aria-busy')).toBe('true')
        await page.clock.runFor(5000) // the shop's request_timeout, on the page's clock
      }
      const error = page.locator('.add-to-cart-button .woocommerce-error')
      await expect.poll(() => error.count()).toBe(1)
      expect(await error.textContent()).toBe('Toodet ei õnnestunud ostukorvi lisada. Palun proovi uuesti.')
      await expect.poll(() => add.getAttribute('class')).not.toMatch(/loading|added/)
      await expect.poll(() => add.getAttribute('aria-busy')).toBeNull()
      await expect.poll(() => assertiveText(page)).toBe('Toodet ei õnnestunud ostukorvi lisada. Palun proovi uuesti.')
      expect(await count(page)).toBe('0')
      expect(await page.locator('a.added_to_cart').count()).toBe(0)
      await expectNoAxeViolations(page)
    })
  }

  it('goes to the product page when the server refuses the add ({error, product_url})', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    await page.click(button(108)) // sold individually: the second add is refused
    await expect.poll(() => count(page)).toBe('1')
    await Promise.all([page.waitForURL('**/toode/nahast-rahakott/'), page.click(button(108))])
    await expect.poll(() => page.locator('.woocommerce-error').first().textContent()).toContain('rohkem kui ühe')
  })

  it('after a timeout says it failed, and the fragments refresh shows what the server did', async () => {
    const page = await b.page()
    await page.clock.install()
    // The add reaches the server only once the shop's 5 s timeout has run on the page's clock, and the server still
    // adds it; the refresh that follows is let through only after that add is done. The order is fixed, not raced
    // against the server's latency (a busy machine could let a 1.5 s add answer before the timeout was run).
    let timedOut!: () => void
    const afterTimeout = new Promise<void>((resolve) => (timedOut = resolve))
    let added!: () => void
    const addDone = new Promise<void>((resolve) => (added = resolve))
    await page.route(/wc-ajax=add_to_cart/, async (route) => {
      await afterTimeout
      const response = await route.fetch()
      added()
      await route.fulfill({ response }).catch(() => {}) // the page gave up on it already
    })
    await page.route(/wc-ajax=get_refreshed_fragments/, async (route) => {
      await addDone
      await route.continue()
    })
    await page.goto('/pood/')
    const add = page.locator(button(101))
    await add.click()
    await expect.poll(() => add.getAttribute('class')).toContain('loading')
    await page.clock.runFor(5000)
    await expect.poll(() => page.locator('.add-to-cart-button .woocommerce-error').count()).toBe(1)
    await expect.poll(() => add.getAttribute('class')).not.toMatch(/loading|added/)
    await expect.poll(() => assertiveText(page)).toBe('Toodet ei õnnestunud ostukorvi lisada. Palun proovi uuesti.')
    await expect.poll(() => wcAjaxCalls('get_refreshed_fragments').length).toBe(1)
    expect(await count(page)).toBe('0')
    timedOut()
    await expect.poll(() => count(page)).toBe('1')
  })

  for (const mode of ['500', 'invalid-json', 'timeout']) {
    it(`remove_from_cart=${mode} follows the remove link instead`, async () => {
      const page = await b.page()
      await page.clock.install()
      await page.goto('/pood/')
      await page.click(button(101))
      await expect.poll(() => count(page)).toBe('1')
      await inject(page, `remove_from_cart=${mode}`)
      await expect.poll(() => dropdownOpen(page)).toBe(true)
      const removeUrl = await page.locator('.header .remove_from_cart_button').getAttribute('href')
      const left = page.waitForURL('**/ostukorv/**')
      await page.click('.header .remove_from_cart_button')
      if (mode === 'timeout') {
        await expect.poll(() => page.locator('.header .woocommerce-mini-cart-item[aria-busy=true]').count()).toBe(1)
        await page.clock.runFor(5000) // the shop's request_timeout, on the page's clock
      }
      await left
      expect(page.url()).toContain(removeUrl!.replace(/&amp;/g, '&').split('?')[0])
      await expect.poll(() => count(page)).toBe('0')
    })
  }
})

describe('product forms', () => {
  it('adds a simple product with its quantity by ajax and says so', async () => {
    const page = await b.page()
    await page.goto('/toode/villased-sokid/')
    await page.fill('form.cart input.qty', '3')
    await page.click('form.cart .single_add_to_cart_button')
    await expect.poll(() => count(page)).toBe('3')
    const sent = new URLSearchParams(wcAjaxCalls('add_to_cart')[0]!.postData() ?? '')
    expect([sent.get('product_id'), sent.get('quantity'), sent.has('add-to-cart')]).toEqual(['101', '3', false])
    expect(page.url()).toContain('/toode/villased-sokid/')
    await expect.poll(() => page.locator('form.cart + .saar-cart-notice, .saar-cart-notice.woocommerce-message').first().textContent()).toContain('Villased sokid')
    await expect.poll(() => page.locator('form.cart a.added_to_cart').count()).toBe(1)
    // The header's cart opens to show the line; axe judges it once it is open (it fades in after the answer).
    await expect.poll(() => dropdownOpen(page)).toBe(true)
    await expectNoAxeViolations(page)
  })

  it('sends the chosen variation as its own product_id, and nothing while the choice is incomplete', async () => {
    const page = await b.page()
    page.on('dialog', (d) => void d.dismiss())
    await page.goto('/toode/villane-kampsun/')
    await page.focus('.single_add_to_cart_button') // aria-disabled: Playwright will not click it, a shopper can
    const told = page.waitForEvent('dialog') // the shopper is told to choose first
    await page.keyboard.press('Enter')
    await told
    await b.flushRequests(page)
    expect(wcAjaxCalls('add_to_cart')).toHaveLength(0)
    await page.selectOption('#pa_suurus', 'xl')
    await page.selectOption('#varv', 'Roheline')
    await expect.poll(() => page.inputValue('input.variation_id')).toBe('10206')
    await page.click('.single_add_to_cart_button')
    await expect.poll(() => count(page)).toBe('1')
    const sent = Object.fromEntries(new URLSearchParams(wcAjaxCalls('add_to_cart')[0]!.postData() ?? ''))
    // WooCommerce's add_to_cart reads product_id and quantity only: the variation goes as its own id.
    expect(sent).toMatchObject({ product_id: '10206', quantity: '1' })
    const chosen = page.locator('.header .widget_shopping_cart_content dd')
    await expect.poll(() => chosen.allTextContents()).toEqual(['XL', 'Roheline'])
  })

  it('adds a variation with an "any" attribute through the product form, with the shopper’s choice, without leaving the page', async () => {
    const page = await b.page()
    await page.goto('/toode/villane-kampsun/')
    await page.selectOption('#pa_suurus', 'm')
    await page.selectOption('#varv', 'Sinine')
    await expect.poll(() => page.inputValue('input.variation_id')).toBe('10204')
    const add = page.locator('.single_add_to_cart_button')
    await add.click()
    await expect.poll(() => count(page)).toBe('1')
    expect(wcAjaxCalls('add_to_cart')).toHaveLength(0) // wc-ajax would have left the size empty
    const posts = b.requests.filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/toode/villane-kampsun/')
    expect(posts).toHaveLength(1)
    const posted = posts[0]!.postData() ?? ''
    for (const [name, value] of [['add-to-cart', '102'], ['variation_id', '10204'], ['attribute_pa_suurus', 'm'], ['attribute_varv', 'Sinine'], ['quantity', '1']])
      expect(posted).toMatch(new RegExp(`name="${name}"\r\n\r\n${value}\r\n`))
    expect(wcAjaxCalls('get_refreshed_fragments')).toHaveLength(1)
    expect(page.url()).toContain('/toode/villane-kampsun/')
    await expect.poll(() => page.locator('.header .widget_shopping_cart_content dd').allTextContents()).toEqual(['M', 'Sinine'])
    await expect.poll(() => add.getAttribute('class')).toContain('added')
    await expect.poll(() => add.getAttribute('class')).not.toContain('loading')
    await expect.poll(() => page.locator('form.cart a.added_to_cart').count()).toBe(1)
    await expect.poll(() => page.locator('.saar-cart-notice.woocommerce-message').textContent()).toContain('Villane kampsun')
    await expect.poll(() => politeText(page)).toContain('Villane kampsun')
    await expectNoAxeViolations(page)
  })

  it('sends nothing for a grouped product without quantities, and says why', async () => {
    const page = await b.page()
    await page.goto('/toode/kingikomplekt-saaremaa-hommik/')
    await page.click('form.grouped_form .single_add_to_cart_button')
    await expect.poll(() => page.locator('form.grouped_form ~ .woocommerce-error, .saar-cart-notice.woocommerce-error').count()).toBe(1)
    expect(wcAjaxCalls('add_to_cart')).toHaveLength(0)
    expect(page.url()).toContain('/toode/kingikomplekt-saaremaa-hommik/')
  })
})

describe('hostile text', () => {
  it('shows a product name with <img onerror> as text and runs nothing', async () => {
    const page = await b.page()
    const seen = dialogs(page)
    await page.goto('/pood/')
    await page.click(button(113))
    await expect.poll(() => count(page)).toBe('1')
    await expect.poll(() => politeText(page)).toContain('<img src=x onerror=alert(1)>')
    await expect.poll(() => page.locator('.header .widget_shopping_cart_content').textContent()).toContain('Kruus <img src=x onerror=alert(1)>')
    await page.goto('/toode/kruus-xss/')
    await page.click('form.cart .single_add_to_cart_button')
    await expect.poll(() => count(page)).toBe('2')
    await expect.poll(() => page.locator('.saar-cart-notice').textContent()).toContain('<img src=x onerror=alert(1)>')
    expect(await page.locator('img[src=x]').count()).toBe(0)
    expect(seen).toEqual([])
  })
})

describe('cart fragments', () => {
  it('makes no fragments request for a visitor with an empty cart', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    await page.goto('/toode/villased-sokid/')
    await b.flushRequests(page) // the fragments decide on DOMContentLoaded: a request would have started by now
    expect(wcAjaxCalls('get_refreshed_fragments')).toHaveLength(0)
  })

  it('restores stored fragments on the next page and refreshes when another tab changes the cart', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    await page.click(button(101))
    await expect.poll(() => count(page)).toBe('1')
    await page.goto('/brandid/')
    await expect.poll(() => count(page)).toBe('1')
    await b.flushRequests(page)
    expect(wcAjaxCalls('get_refreshed_fragments')).toHaveLength(0) // the stored hash matches the cookie

    const other = await page.context().newPage()
    await other.goto('/pood/')
    await other.click(button(105))
    await expect.poll(() => count(other)).toBe('2')
    // The first tab hears of it through localStorage and asks for fresh fragments.
    await expect.poll(() => count(page)).toBe('2')
    expect(wcAjaxCalls('get_refreshed_fragments')).toHaveLength(1)
  })

  it('refreshes after wc_fragment_refresh and when a page comes back from the back-forward cache', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    await page.click(button(101))
    await expect.poll(() => count(page)).toBe('1')
    await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { bubbles: true })))
    await expect.poll(() => wcAjaxCalls('get_refreshed_fragments').length).toBe(1)
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))
    await expect.poll(() => wcAjaxCalls('get_refreshed_fragments').length).toBe(2)
  })
})

/** The shop listing with the plugin's cart style set to off-canvas. */
async function offCanvas(page: Page) {
  await page.route('**/pood/', async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace('"cartStyle":"dropdown"', '"cartStyle":"off-canvas"')
    await route.fulfill({ response, body })
  })
}

describe('off-canvas cart', () => {
  it('opens a dialog after an add: focus moves in, Escape closes, focus returns', async () => {
    const page = await b.page()
    await offCanvas(page)
    await page.goto('/pood/')
    await page.focus(button(101))
    await page.keyboard.press('Enter')
    const dialog = page.locator('#saar-cart-panel[role=dialog]')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('saar-cart-panel')
    await expect.poll(() => dialog.textContent()).toContain('Villased sokid')
    expect(await dropdownOpen(page)).toBe(false)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Shift+Tab') // focus stays inside
    expect(await page.evaluate(() => !!document.activeElement?.closest('#saar-cart-panel'))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-product_id'))).toBe('101')
  })
})

describe('off-canvas cart after a quick view', () => {
  it('gives focus back to the quick view trigger: the button it was opened from has gone with the quick view', async () => {
    const page = await b.page()
    await offCanvas(page)
    await page.goto('/pood/')
    const trigger = page.locator('.quick-view[data-prod="101"]').first()
    await trigger.focus()
    await page.keyboard.press('Enter')
    await page.locator('.product-lightbox[role=dialog] .single_add_to_cart_button').waitFor()
    await page.focus('.product-lightbox[role=dialog] .single_add_to_cart_button')
    await page.keyboard.press('Enter')
    const dialog = page.locator('#saar-cart-panel[role=dialog]')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await expect.poll(() => page.locator('.mfp-wrap').count()).toBe(0) // the quick view and its button are gone
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.isVisible()).toBe(false)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-prod'))).toBe('101')
  })
})
