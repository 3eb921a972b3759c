/**
 * Saar enqueued by hand on a listing: no settings with the anti-spam fields, and no POST form to read them from, so
 * a shop whose anti-spam plugin demands them refuses the listing's ajax add and the quick view's POST (a 4xx). The
 * shopper loses nothing: the add follows the button's own add link (the no-JS `?add-to-cart=ID`, same origin,
 * once), the quick view goes to the product's page, and the console names the missing setting. Every other failure
 * (a refusal although the fields were sent, a server error, a link to another origin) keeps its notice and
 * announcement. The shipped entries run as a page load would (page-load.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { printSettings, serverMarkup, settle } from './helpers'
import { start } from './page-load'
import { productCard } from '../../php-stub/shop/parts/product-card'
import { productBySlug } from '../../php-stub/shop/catalogue'

/** The listing's card of the simple product 101, Villased sokid (the stand-in's product card part). */
const card = () => productCard(productBySlug('villased-sokid')!).value

/** Every POST answered with `status` (the stand-in's anti-spam refusal by default); the URLs asked for. */
function answer(status = 403, body: unknown = { success: false, data: 'spam' }) {
  const urls: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    urls.push(String(url))
    return new Response(JSON.stringify(body), { status })
  })
  return urls
}

const warned = () => vi.mocked(console.warn).mock.calls.map((args) => args.join(' ')).filter((line) => line.includes('`antiSpam`'))
const assertive = () => document.querySelector('.saar-live-region[aria-live=assertive]')?.textContent ?? ''
const settingsWith = (extra: Record<string, unknown> = {}) =>
  printSettings({ locale: 'et', ajaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%', cartUrl: '/ostukorv/', ...extra })

/** What a page load bound on the document (the quick view's delegated click): it goes with the page, as the body does. */
const onDocument: Array<Parameters<typeof document.removeEventListener>> = []
const leavePage = () => {
  for (const args of onDocument.splice(0)) document.removeEventListener(...args)
  document.documentElement.replaceChild(document.createElement('body'), document.body)
}

beforeEach(() => {
  const add = document.addEventListener.bind(document)
  vi.spyOn(document, 'addEventListener').mockImplementation((...args: Parameters<typeof add>) => {
    onDocument.push(args)
    add(...args)
  })
  leavePage()
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(leavePage)

/** The listing with the cart script loaded, and where its add would send the page. */
async function listing(addLink?: string) {
  serverMarkup(card())
  // A filter may point the add link elsewhere (another origin): the only place the card's markup is varied.
  if (addLink) document.querySelector('.ajax_add_to_cart')!.setAttribute('href', addLink)
  await start('cart')
  const { nav } = await import('../../islands/cart/add-to-cart')
  const go = vi.spyOn(nav, 'go').mockImplementation(() => {})
  const button = document.querySelector<HTMLAnchorElement>('.ajax_add_to_cart')!
  return { go, button }
}

describe('a listing’s add', () => {
  it('refused for want of the anti-spam fields adds by the product’s add link in the background, once a click, and stays', async () => {
    settingsWith()
    const urls = answer()
    const { go, button } = await listing()
    button.click()
    button.click()
    const gets = () => urls.filter((url) => !url.includes('wc-ajax') && url.includes('add-to-cart=101'))
    await vi.waitFor(() => expect(gets()).toHaveLength(2))
    await settle()
    // The refused post is not tried again for the second click.
    expect(urls.filter((url) => url.includes('wc-ajax=add_to_cart'))).toHaveLength(1)
    expect(go).not.toHaveBeenCalled()
    expect(gets().map((url) => new URL(url, location.href)).map((url) => [url.origin, url.pathname, url.searchParams.get('add-to-cart')])).toEqual([
      [location.origin, location.pathname, '101'],
      [location.origin, location.pathname, '101'],
    ])
    expect(warned()).toHaveLength(1)
  })

  it('refused although the anti-spam fields were sent keeps its notice and announcement, and stays', async () => {
    settingsWith({ antiSpam: { saar_token: 't' } })
    answer()
    const { go, button } = await listing()
    button.click()
    await vi.waitFor(() => expect(assertive()).not.toBe(''))
    expect(document.querySelector('.saar-cart-notice.woocommerce-error')).not.toBeNull()
    expect(go).not.toHaveBeenCalled()
    expect(warned()).toEqual([])
  })

  it('failing otherwise without the fields (a server error), or with an add link to another origin, keeps its notice', async () => {
    for (const [status, link] of [[500, undefined], [403, 'https://muu.example/?add-to-cart=101']] as const) {
      leavePage()
      settingsWith()
      answer(status)
      const { go, button } = await listing(link)
      button.click()
      await vi.waitFor(() => expect(document.querySelector('.saar-cart-notice.woocommerce-error')).not.toBeNull())
      await vi.waitFor(() => expect(assertive()).not.toBe(''))
      expect(go).not.toHaveBeenCalled()
      vi.mocked(globalThis.fetch).mockRestore()
    }
  })
})

describe('a quick view', () => {
  /** The listing with the quick-view script loaded, and where a trigger would send the page. */
  async function quickView() {
    serverMarkup(card())
    await start('quick-view')
    const { navigation } = await import('../../islands/quick-view/quick-view')
    return vi.spyOn(navigation, 'go').mockImplementation(() => {})
  }

  it('refused for want of the anti-spam fields goes to the product’s page', async () => {
    settingsWith()
    const urls = answer()
    const go = await quickView()
    document.querySelector<HTMLElement>('.quick-view')!.click()
    await vi.waitFor(() => expect(go).toHaveBeenCalledOnce())
    expect(go).toHaveBeenCalledWith(new URL('/toode/villased-sokid/', location.href).href)
    expect(urls).toHaveLength(1)
    expect(warned()).toHaveLength(1)
    expect(assertive()).toBe('')
  })

  it('failing otherwise (refused although the fields were sent, a server error) says so and stays', async () => {
    for (const [status, antiSpam] of [[403, { saar_token: 't' }], [500, undefined]] as const) {
      leavePage()
      document.getElementById('saar-settings')?.remove()
      settingsWith(antiSpam ? { antiSpam } : {})
      answer(status, '<p>Viga</p>')
      const go = await quickView()
      document.querySelector<HTMLElement>('.quick-view')!.click()
      await vi.waitFor(() => expect(assertive()).not.toBe(''))
      expect(go).not.toHaveBeenCalled()
      vi.mocked(globalThis.fetch).mockRestore()
    }
  })
})
