/**
 * Hook mode's ajax add: the shop's AddToCart arrives in the answer's `#pys_ajax_events` fragment, printed by the
 * stand-in in PixelYourSite 11's shape (an inline script with one JSON literal per pixel). Saar reads the literals as
 * data, fires each pixel's event with the add's one id, once per cart hash (PixelYourSite's own cookie), and runs
 * nothing of the script.
 */
import type { IncomingMessage } from 'node:http'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fromFragment, FRAGMENT_GUARD } from '../../islands/tracking/pixels/late-event'
import { pysAjaxEventsFragment } from '../../php-stub/shop/parts/tracking'
import { requestContext } from '../../php-stub/shop/request'
import { visitorFor } from '../../php-stub/shop/visitors'
import { addToCart } from '../../php-stub/shop/cart'

/** The fragment an ajax add of two pairs of socks (101) answers with in hook mode. */
function fragment(hash: string): string {
  const { visitor } = visitorFor({ headers: {} } as IncomingMessage)
  const ctx = requestContext({ shopUrl: 'http://shop.test', thirdPartyUrl: 'http://tp.test', distDir: '', quiet: true }, visitor, new URL('http://shop.test/pood/?pys_atc=hook'), { headers: {} } as IncomingMessage)
  addToCart(visitor, 101, 2)
  return pysAjaxEventsFragment(ctx, hash)['#pys_ajax_events']!
}

let fired: Array<[string, string, string]>
const fire = (pixel: string, event: Record<string, unknown>, id: string) => void fired.push([pixel, String(event.name), id])

beforeEach(() => {
  fired = []
  document.cookie = `${FRAGMENT_GUARD}=; max-age=0; path=/`
})
afterEach(() => vi.restoreAllMocks())

describe("hook mode's #pys_ajax_events fragment", () => {
  it("fires each pixel's event with the add's one id, and sets PixelYourSite's guard to the cart hash", () => {
    const html = fragment('hash-1')
    const id = /pys_action_event_id = '([\w-]+)'/.exec(html)![1]!
    fromFragment(html, fire)
    expect(fired).toEqual([['facebook', 'AddToCart', id], ['ga', 'add_to_cart', id]])
    expect(document.cookie).toContain(`${FRAGMENT_GUARD}=hash-1`)
  })

  it('fires nothing again for the same cart hash (a fragment restored or repeated), and again for a new one', () => {
    const html = fragment('hash-2')
    fromFragment(html, fire)
    fromFragment(html, fire)
    expect(fired).toHaveLength(2)
    fromFragment(fragment('hash-3'), fire)
    expect(fired).toHaveLength(4)
  })

  it('runs nothing of the script: its own functions are never called', () => {
    const page = window as unknown as { pys_getCookie?: unknown; getPixelBySlag?: unknown }
    page.getPixelBySlag = vi.fn()
    page.pys_getCookie = vi.fn()
    fromFragment(fragment('hash-4'), fire)
    expect(page.getPixelBySlag).not.toHaveBeenCalled()
    expect(page.pys_getCookie).not.toHaveBeenCalled()
    delete page.getPixelBySlag
    delete page.pys_getCookie
  })

  it('skips a broken literal with a warning and fires the others; a fragment without events or hash fires nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const html = fragment('hash-5').replace(/var event = \{"delay"/, 'var event = {"delay":,')
    fromFragment(html, fire)
    expect(fired.map(([pixel]) => pixel)).toEqual(['ga'])
    expect(warn).toHaveBeenCalledWith('[saar] Invalid JSON in the pys_ajax_events fragment:', expect.any(SyntaxError))
    fired = []
    fromFragment("<div id='pys_ajax_events'></div>", fire)
    fromFragment('<script>var cartHash = "x";</script>', fire)
    expect(fired).toEqual([])
  })
})
