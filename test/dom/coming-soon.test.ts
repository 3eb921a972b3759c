/**
 * The coming-soon banner (WooCommerce's Launch Your Store) on the markup the stand-in prints as WooCommerce 9.9.5
 * does: what the dismissal sends, and that the banner goes whatever the answer, with focus kept and the failure said.
 */
import type { IncomingMessage } from 'node:http'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverMarkup, settle } from './helpers'
import { wireAll } from '../../src/dom'
import { COMING_SOON_DISMISS, mountComingSoonDismiss } from '../../islands/coming-soon/coming-soon'
import { applyComingSoonSwitch, comingSoonBanner } from '../../php-stub/shop/parts/coming-soon'
import { requestContext } from '../../php-stub/shop/request'
import { loginCookie, loginCookieValue, nonce, nonceActions, visitorFor } from '../../php-stub/shop/visitors'

const SHOP = location.origin

/** The banner as the stand-in prints it for the logged-in demo user in coming-soon mode, and its nonce. */
function bannerMarkup(): { markup: string; nonce: string } {
  const req = { headers: { cookie: `${loginCookie}=${encodeURIComponent(loginCookieValue('demo'))}` } } as IncomingMessage
  const { visitor } = visitorFor(req)
  const ctx = requestContext({ shopUrl: SHOP, thirdPartyUrl: 'http://tp.test', distDir: '', quiet: true }, visitor, new URL(`${SHOP}/pood/?coming_soon=1`), req)
  applyComingSoonSwitch(ctx)
  return { markup: comingSoonBanner(ctx).value, nonce: nonce(visitor, nonceActions.dismissBanner) }
}

interface Sent {
  url: string
  method: string | undefined
  headers: Headers
  body: unknown
}

let sent: Sent[]
let answer: () => Promise<Response>

beforeEach(() => {
  sent = []
  answer = async () => new Response(JSON.stringify({ id: 1, woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }), { status: 200 })
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) })
    return answer()
  })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const banner = () => document.getElementById('coming-soon-footer-banner')!
const dismiss = () => document.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss')!
const politely = () => document.querySelector('.saar-live-region[aria-live=polite]')?.textContent

/** The page with the banner, wired; returns the nonce it carries. */
function page(edit?: (link: HTMLElement) => void): string {
  const { markup, nonce } = bannerMarkup()
  serverMarkup(`<main id="main"><h1>Pood</h1></main><footer>${markup}</footer>`)
  edit?.(dismiss())
  wireAll(COMING_SOON_DISMISS, mountComingSoonDismiss)
  return nonce
}

describe('coming-soon banner', () => {
  it('is printed as WooCommerce prints it: an empty link with the REST URL and nonce', () => {
    const nonce = page()
    expect(banner().querySelector('.coming-soon-footer-banner__content a')?.getAttribute('href')).toBe('/wp-admin/admin.php?page=wc-settings&tab=site-visibility')
    expect(dismiss().dataset.restUrl).toBe(`${SHOP}/wp-json/wp/v2/users/1`)
    expect(dismiss().dataset.restNonce).toBe(nonce)
    expect(dismiss().hasAttribute('href')).toBe(false)
  })

  it('makes the dismiss link a named button in the tab order', () => {
    page()
    expect(dismiss().getAttribute('role')).toBe('button')
    expect(dismiss().tabIndex).toBe(0)
    expect(dismiss().getAttribute('aria-label')).toBe('Sulge')
    expect(dismiss().textContent).toBe('')
  })

  it('POSTs the meta as JSON to the link’s REST URL with its nonce, then hides the banner', async () => {
    const nonce = page()
    dismiss().click()
    expect(banner().style.display).toBe('')
    await vi.waitFor(() => expect(banner().style.display).toBe('none'))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ url: `${SHOP}/wp-json/wp/v2/users/1`, method: 'POST', body: { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } })
    expect(sent[0]!.headers.get('X-WP-Nonce')).toBe(nonce)
    expect(sent[0]!.headers.get('Content-Type')).toBe('application/json')
    expect(console.warn).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(politely()).toBe('Teade on suletud.'))
  })

  for (const key of ['Enter', ' ']) {
    it(`dismisses by keyboard (${key === ' ' ? 'Space' : key}), moving focus to the main content`, async () => {
      page()
      dismiss().focus()
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
      dismiss().dispatchEvent(event)
      expect(event.defaultPrevented).toBe(true) // Space does not scroll the page
      await vi.waitFor(() => expect(banner().style.display).toBe('none'))
      expect(sent).toHaveLength(1)
      expect(document.activeElement).toBe(document.getElementById('main'))
    })
  }

  it('ignores other keys', async () => {
    page()
    dismiss().dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))
    await settle()
    expect(sent).toEqual([])
    expect(banner().style.display).toBe('')
  })

  const failures: [string, () => Promise<Response>, string][] = [
    ['a 403 (rest_cookie_invalid_nonce)', async () => new Response(JSON.stringify({ code: 'rest_cookie_invalid_nonce', data: { status: 403 } }), { status: 403 }), 'http'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['a garbled answer', async () => new Response('<html>oops', { status: 200 }), 'parse'],
    ['WordPress’s -1', async () => new Response('-1', { status: 200 }), 'rejected'],
  ]
  for (const [what, failing, kind] of failures) {
    it(`still hides the banner on ${what}, and says so on the console`, async () => {
      answer = failing
      page()
      dismiss().click()
      await vi.waitFor(() => expect(banner().style.display).toBe('none'))
      expect(sent).toHaveLength(1)
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('coming-soon'), expect.objectContaining({ kind }))
    })
  }

  for (const hostile of ['https://evil.example/wp-json/wp/v2/users/1', '//evil.example/x', 'javascript:alert(1)', '']) {
    it(`refuses to send the nonce to ${JSON.stringify(hostile)}, and still hides the banner`, async () => {
      page((link) => (hostile ? link.setAttribute('data-rest-url', hostile) : link.removeAttribute('data-rest-url')))
      dismiss().click()
      await vi.waitFor(() => expect(banner().style.display).toBe('none'))
      expect(sent).toEqual([])
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('coming-soon'), expect.objectContaining({ kind: 'origin' }))
    })
  }

  it('sends without a nonce header when the link has none (WordPress then treats the call as logged out)', async () => {
    page((link) => link.removeAttribute('data-rest-nonce'))
    dismiss().click()
    await vi.waitFor(() => expect(banner().style.display).toBe('none'))
    expect(sent[0]!.headers.get('X-WP-Nonce')).toBe('')
  })
})
