/**
 * The recent-purchase popup on the stand-in's own `_woocommerce_notification_params` and its
 * `woonotification_get_product` answers: the first-load script's timer, the request, the toast as a shopper and a
 * screen reader meet it, pausing, closing, and everything that makes no popup (the pages it never shows on, the
 * close cookie, a malformed global, refused and garbled answers, VillaTheme's own script beside Saar's).
 */
import type { IncomingMessage } from 'node:http'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { adminAjax as standIn } from '../../php-stub/shop/ajax/notification'
import { stockGlobals } from '../../php-stub/shop/globals'
import { requestContext } from '../../php-stub/shop/request'
import { verifyNonce, visitorFor, type Visitor } from '../../php-stub/shop/visitors'
import { productById, permalink } from '../../php-stub/shop/catalogue'
import { OUT } from '../../islands/notification/toast'
import { saarLines, stockGlobal } from './page-load'

/** The shop is the page's own origin: the popup links only there. */
const SHOP = location.origin
const PRODUCT = 101

let visitor: Visitor
/** What the popup asked for, and how the stand-in answers (its handler, or a test's own text). */
let asked: URLSearchParams[]
let answer: ((params: URLSearchParams) => string) | undefined

/** The params the stand-in prints on a page of `pageType` (parsed from its inline script, strings as WordPress prints). */
function standInParams(query = ''): Record<string, unknown> {
  const ctx = requestContext({ shopUrl: SHOP, thirdPartyUrl: 'http://tp.test', distDir: '', quiet: true }, visitor, new URL(`${SHOP}/toode/x/${query}`), { headers: {} } as IncomingMessage)
  const printed = stockGlobals(ctx, 'product').value
  return JSON.parse(/var _woocommerce_notification_params = (\{.*?\});<\/script>/.exec(printed)![1]!) as Record<string, unknown>
}

/** A product page of the stand-in's catalogue, with its params printed, then the first-load script as a page load runs it. */
const productPage = (params = standInParams()): Promise<void> => pageWith(params, `product-template-default single single-product postid-${PRODUCT} woocommerce woocommerce-page`)

/** A page with these params (as printed, or whatever a broken localization left) and body classes. */
async function pageWith(params: unknown, bodyClass: string): Promise<void> {
  document.body.className = bodyClass
  document.body.innerHTML = '<main id="main"><h1 class="product-title">Toode</h1></main>'
  stockGlobal('_woocommerce_notification_params', params)
  // A page load: a fresh module graph, the popup's bundle as from the cache (no settle: the clock is the test's).
  vi.resetModules()
  const [{ provide }, { startPopup }] = await Promise.all([import('../../src/loader'), import('../../islands/notification/popup')])
  provide('notification-popup', startPopup)
  await import('../../entries/notification')
}

const toast = (): HTMLElement | null => document.querySelector('aside.saar-wn')
const liveText = (): string => document.querySelector('.saar-live-region[aria-live=polite]')?.textContent ?? ''
const shown = (): boolean => !!toast() && !toast()!.classList.contains(OUT)

beforeEach(() => {
  visitor = visitorFor({ headers: {} } as IncomingMessage).visitor
  asked = []
  answer = undefined
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] })
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const params = new URLSearchParams(String(init.body))
    asked.push(params)
    if (answer) return new Response(answer(params), { status: 200 })
    const handler = standIn.woonotification_get_product!
    if (!verifyNonce(visitor, handler.nonce!.action, params.get('nonce') ?? undefined)) return new Response('-1', { status: 403 })
    const reply = handler.handle({ params, ctx: { config: { shopUrl: SHOP } }, method: 'POST' } as never)
    return new Response(reply.body as string, { status: reply.status, headers: reply.headers })
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('the cycle on the stand-in params', () => {
  it('asks for the product page purchases with the plugin nonce after the initial delay, and shows one as text with a link', async () => {
    const params = standInParams()
    await productPage(params)
    await vi.advanceTimersByTimeAsync(4900)
    expect(asked).toEqual([])
    expect(toast()).toBeNull()
    await vi.advanceTimersByTimeAsync(200)
    expect(asked).toHaveLength(1)
    expect(Object.fromEntries(asked[0]!)).toMatchObject({ action: 'woonotification_get_product', nonce: params.nonce, viwn_pd_id: String(PRODUCT) })
    expect(shown()).toBe(true)
    const p = productById(PRODUCT)!
    const message = toast()!.querySelector('.saar-wn-message')!
    expect(message.textContent).toBe(`Ma*i (Tartu) ostis ${p.name} Umbes 30 minutit tagasi`)
    const link = message.querySelector('a')!
    expect(link.getAttribute('href')).toBe(`${SHOP}${permalink(p)}`)
    expect(link.textContent).toBe(p.name)
    expect(toast()!.getAttribute('aria-label')).toBe('Hiljutised ostud')
    const close = toast()!.querySelector('button')!
    expect(close.getAttribute('aria-label')).toBe('Sulge ostuteated')
    expect(close.type).toBe('button')
    // No live region of its own: the page's polite region says the first message, outside the box and its button.
    expect(toast()!.querySelector('[aria-live],[role=status],[role=alert]')).toBeNull()
    expect(toast()!.contains(document.activeElement)).toBe(false)
    await vi.advanceTimersByTimeAsync(60)
    expect(liveText()).toBe(message.textContent)
  })

  it("narrows to the category on a category page, and takes the plugin's own fields first", async () => {
    await pageWith(standInParams(), 'archive tax-product_cat term-kudumismasinad term-15 woocommerce woocommerce-page')
    await vi.advanceTimersByTimeAsync(5100)
    expect(Object.fromEntries(asked[0]!)).toMatchObject({ viwn_category_name: 'kudumismasinad' })
    expect(asked[0]!.has('viwn_pd_id')).toBe(false)
    await pageWith({ ...standInParams(), viwn_pd_id: '102', viwn_category_name: 'x' }, `single single-product postid-${PRODUCT}`)
    await vi.advanceTimersByTimeAsync(5100)
    expect(Object.fromEntries(asked[1]!)).toMatchObject({ viwn_pd_id: '102' })
    await pageWith(standInParams(), 'archive post-type-archive-product woocommerce-shop')
    await vi.advanceTimersByTimeAsync(5100)
    expect([asked[2]!.has('viwn_pd_id'), asked[2]!.has('viwn_category_name')]).toEqual([false, false])
  })

  it('hides after display_time, keeps the last link reachable, shows again after next_time, and announces only the first', async () => {
    await productPage()
    await vi.advanceTimersByTimeAsync(5100 + 60)
    const first = liveText()
    await vi.advanceTimersByTimeAsync(5000)
    expect(shown()).toBe(false)
    expect(toast()!.querySelector<HTMLAnchorElement>('.saar-wn-message a')!.tabIndex).toBe(0)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(shown()).toBe(false)
    await vi.advanceTimersByTimeAsync(1000)
    expect(shown()).toBe(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(liveText()).toBe(first)
    expect(document.querySelectorAll('aside.saar-wn')).toHaveLength(1)
  })

  it('stops after notification_per_page messages and shows one only without loop', async () => {
    await productPage(standInParams('?wn_per_page=2'))
    let shows = 0
    for (let s = 0; s < 600; s++) {
      const before = shown()
      await vi.advanceTimersByTimeAsync(1000)
      if (!before && shown()) shows++
    }
    expect(shows).toBe(2)
    await productPage(standInParams('?wn_loop=0'))
    shows = 0
    for (let s = 0; s < 300; s++) {
      const before = shown()
      await vi.advanceTimersByTimeAsync(1000)
      if (!before && shown()) shows++
    }
    expect(shows).toBe(1)
  })

  it('pauses while hovered and while focus is inside, then gives a whole display_time', async () => {
    await productPage()
    await vi.advanceTimersByTimeAsync(5100)
    toast()!.dispatchEvent(new MouseEvent('mouseenter'))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(shown()).toBe(true)
    toast()!.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    toast()!.dispatchEvent(new MouseEvent('mouseleave'))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(shown()).toBe(true)
    toast()!.querySelector('a')!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }))
    await vi.advanceTimersByTimeAsync(4900)
    expect(shown()).toBe(true)
    await vi.advanceTimersByTimeAsync(200)
    expect(shown()).toBe(false)
  })

  it("stands above Flatsome's sticky add-to-cart bar while that is out, and back down when it goes", async () => {
    await productPage()
    await vi.advanceTimersByTimeAsync(5100)
    expect(toast()!.style.bottom).toBe('')
    const bar = document.createElement('div')
    bar.className = 'sticky-add-to-cart'
    bar.getBoundingClientRect = () => ({ height: 70 }) as DOMRect
    document.body.append(bar)
    bar.classList.add('sticky-add-to-cart--active')
    await vi.waitFor(() => expect(toast()!.style.bottom).toBe('86px'))
    bar.classList.remove('sticky-add-to-cart--active')
    await vi.waitFor(() => expect(toast()!.style.bottom).toBe(''))
  })

  it('closes for time_close hours: the box goes, the cookie is set, nothing more shows, and the next page loads nothing', async () => {
    await productPage()
    await vi.advanceTimersByTimeAsync(5100)
    toast()!.querySelector('button')!.click()
    expect(toast()).toBeNull()
    expect(document.cookie).toContain('woo_notification_close=1')
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(toast()).toBeNull()
    expect(asked).toHaveLength(1)
    await productPage()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asked).toHaveLength(1)
  })
})

describe('no popup', () => {
  it('on the cart, checkout and account pages', async () => {
    for (const page of ['woocommerce-cart', 'woocommerce-checkout', 'woocommerce-account']) {
      await pageWith(standInParams(), `page-template-default page ${page} woocommerce-page`)
      await vi.advanceTimersByTimeAsync(10_000)
    }
    expect(asked).toEqual([])
    expect(toast()).toBeNull()
  })

  it('without the plugin global, or with one that is no object', async () => {
    for (const params of [undefined, null, '', 'x', [], 5]) {
      await pageWith(params, 'single single-product postid-101')
      await vi.advanceTimersByTimeAsync(10_000)
    }
    expect(asked).toEqual([])
    expect(toast()).toBeNull()
  })

  it('beside VillaTheme own script, which it leaves the popup to, said once', async () => {
    stockGlobal('woo_notification', { init() {} })
    await productPage()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(asked).toEqual([])
    expect(toast()).toBeNull()
    expect(saarLines()).toEqual(['Saar: recent-purchase popup left to Notification for WooCommerce (woo_notification)'])
  })

  it('on a refused (-1, 0), garbled, empty or hostile answer, said on the console', async () => {
    for (const [text, warns] of [['-1', 1], ['0', 1], ['<html>oops', 1], ['{"title":"x"}', 1], ['[]', 0], ['[{"title":"","url":"javascript:alert(1)"}]', 1]] as const) {
      answer = () => text
      vi.mocked(console.warn).mockClear()
      await productPage()
      await vi.advanceTimersByTimeAsync(10_000)
      expect(toast(), text).toBeNull()
      expect(vi.mocked(console.warn).mock.calls.length, text).toBe(warns)
    }
  })
})
