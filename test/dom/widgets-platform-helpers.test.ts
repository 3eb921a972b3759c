/**
 * The helpers the widgets are given (islands/widgets/platform/helpers.ts) and the page facts the loader reads
 * (editor.ts, location.ts's isCheckout): what a shopper sees in the email dialog, what each post carries, when the
 * captcha library and the stats go out.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHelpers } from '../../islands/widgets/platform/helpers'
import { $consent } from '../../src/stores/consent'
import { editorUrl, wantsEditor } from '../../islands/widgets/platform/editor'
import { isCheckout } from '../../islands/widgets/platform/location'
import { GCLID_KEY, widgetStorage } from '../../islands/widgets/platform/session'
import type { Bootstrap, DomainRecord, WidgetData } from '../../islands/widgets/types'

const tp = 'https://tp.test/zotabox'
const boot: Bootstrap = {
  root: tp,
  domains: { stats: `${tp}/stats`, actions: `${tp}/actions`, static: `${tp}/static` },
  staticURL: `${tp}/static`,
  dataURL: `${tp}/static/data/ab12.js`,
  bundleURL: `${tp}/static/bundle.js`,
  widgetURLs: {},
  widgetInstallerClasses: {},
  version: '1.0.0-saar',
  timestamp: 1735689600,
  captchaV2SiteKey: 'key-v2',
  captchaV3SiteKey: 'key-v3',
}
const data = (domain: DomainRecord = {}): WidgetData => ({
  domain: { id: 4711, secure_id: 'ab12', use_captcha: 0, ...domain },
  customer: { id: 815 },
  domainNames: [],
  embedWidgets: [],
  widgets: [],
})

let posts: Array<{ url: string; body: Record<string, string> }>
let status = 200
const w = window as unknown as { grecaptcha?: unknown }

beforeEach(() => {
  posts = []
  status = 200
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    posts.push({ url, body: Object.fromEntries(new URLSearchParams(String(init.body ?? ''))) })
    return new Response('{"status":1}', { status })
  })
  // happy-dom loads no script file: as a browser whose script arrived.
  const happy = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM
  if (happy) happy.settings.handleDisabledFileLoadingAsSuccess = true
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  delete w.grecaptcha
  document.querySelectorAll('.saar-widget-dialog,.saar-widget-backdrop').forEach((el) => el.remove())
})

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 10))
/** The script the captcha injected, marked loaded as a browser would once it ran. */
async function loadedLibrary(): Promise<HTMLScriptElement> {
  await settle()
  const script = document.querySelector<HTMLScriptElement>('script[data-saar]')!
  script.dispatchEvent(new Event('load'))
  await settle()
  return script
}

describe('captcha', () => {
  it('use_captcha 0 (or anything but 1 and 2): off, a token of "", no library', async () => {
    for (const use of [0, undefined, 3, -1, '2; alert(1)' as unknown as number]) {
      const helpers = createHelpers(boot, data({ use_captcha: use }), 'n0nce')
      expect(helpers.captcha.mode, String(use)).toBe(0)
      expect(await helpers.captcha.token('email')).toBe('')
    }
    expect(document.querySelector('script')).toBeNull()
  })

  it('v3 (2): the library loads only when a widget asks, with the nonce and the v3 site key, and gives the action’s token', async () => {
    const execute = vi.fn(async () => 'v3-token')
    // Ready a moment after it ran, as Google's library (it loads more files first).
    w.grecaptcha = { ready: (run: () => void) => void setTimeout(run, 20), execute, render: vi.fn() }
    const helpers = createHelpers(boot, data({ use_captcha: 2 }), 'n0nce')
    await settle()
    expect(document.querySelector('script'), 'nothing before a widget asks').toBeNull()
    const token = helpers.captcha.token('subscribe')
    const script = await loadedLibrary()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=key-v3')
    expect(script.nonce).toBe('n0nce')
    expect(await token).toBe('v3-token')
    expect(execute).toHaveBeenCalledWith('key-v3', { action: 'subscribe' })
    await helpers.captcha.token('again')
    expect(document.querySelectorAll('script')).toHaveLength(1)
  })

  it('v2 (1): the normal-size checkbox with the v2 key in the widget’s container; the token once it is ticked', async () => {
    let tick: (token: string) => void = () => {}
    const render = vi.fn((_: HTMLElement, options: { callback(token: string): void }) => ((tick = options.callback), 0))
    w.grecaptcha = { ready: (run: () => void) => run(), execute: vi.fn(), render }
    const container = document.createElement('div')
    const token = createHelpers(boot, data({ use_captcha: 1 }), '').captcha.token('email', container)
    const script = await loadedLibrary()
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=explicit')
    expect(render).toHaveBeenCalledWith(container, expect.objectContaining({ sitekey: 'key-v2', size: 'normal' }))
    tick('v2-token')
    expect(await token).toBe('v2-token')
  })

  it('a captcha whose library fails, or with no site key, gives no token and says so', async () => {
    const helpers = createHelpers({ ...boot, captchaV3SiteKey: undefined }, data({ use_captcha: 2 }), '')
    expect(await helpers.captcha.token('email')).toBeUndefined()
    expect(console.warn).toHaveBeenCalledWith('Saar: no widget captcha')
  })
})

describe('the email dialog', () => {
  const open = (domain?: DomainRecord, title = 'Uudiskiri') => {
    const helpers = createHelpers(boot, data(domain), '')
    return helpers.email({ widgetId: 'a1b2c3d4', title, text: 'Saa teada uutest toodetest.' })
  }
  const dialog = (): HTMLElement => document.querySelector('.saar-widget-dialog')!
  const field = (): HTMLInputElement => dialog().querySelector('input[type=email]')!
  const send = (): void => dialog().querySelector<HTMLButtonElement>('button[type=submit]')!.click()

  it('is a modal dialog named by its heading, with a labelled email field that has focus', () => {
    void open()
    expect(dialog().getAttribute('role')).toBe('dialog')
    expect(dialog().getAttribute('aria-modal')).toBe('true')
    const heading = document.getElementById(dialog().getAttribute('aria-labelledby')!)
    expect(heading?.textContent).toBe('Uudiskiri')
    expect(document.activeElement).toBe(field())
    expect(field().labels?.[0]?.textContent).toBe('E-posti aadress')
    expect(field().required).toBe(true)
    expect(dialog().querySelector('button[aria-label="Sulge"]')).not.toBeNull()
  })

  it('shows a widget’s hostile title and text as text', () => {
    void createHelpers(boot, data(), '').email({ widgetId: 'a1', title: '<img src=x onerror="window.pwned=1">', text: '<script>window.pwned=1</script>' })
    expect(dialog().querySelector('img,script')).toBeNull()
    expect(dialog().textContent).toContain('<img src=x onerror="window.pwned=1">')
  })

  it('posts the address to <actions>/subscriber/add, thanks the visitor and resolves with it once closed', async () => {
    const sent = open()
    field().value = 'mari@example.ee'
    send()
    await settle()
    expect(posts).toEqual([{ url: `${tp}/actions/subscriber/add`, body: { domain_id: 'ab12', widget_id: 'a1b2c3d4', email: 'mari@example.ee' } }])
    expect(document.activeElement?.textContent).toBe('Aitäh! Sinu aadress on saadetud.')
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await sent).toBe('mari@example.ee')
  })

  it('an answer that is not the host’s yes (garbled, status 0, empty) is a failure too', async () => {
    for (const body of ['<b>Warning</b>', '{"status":0}', '', 'null']) {
      vi.stubGlobal('fetch', async () => new Response(body))
      void open()
      field().value = 'mari@example.ee'
      send()
      await settle()
      expect(dialog().querySelector('[role=alert]')?.textContent, body).toBe('Aadressi ei õnnestunud saata. Palun proovi uuesti.')
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      await settle()
      document.querySelectorAll('.saar-widget-dialog,.saar-widget-backdrop').forEach((el) => el.remove())
    }
  })

  it('a failed post says so and keeps the address; the next try goes', async () => {
    status = 500
    void open()
    field().value = 'mari@example.ee'
    send()
    await settle()
    expect(dialog().querySelector('[role=alert]')?.textContent).toBe('Aadressi ei õnnestunud saata. Palun proovi uuesti.')
    expect(field().value).toBe('mari@example.ee')
    status = 200
    send()
    await settle()
    expect(posts).toHaveLength(2)
    expect(dialog().querySelector('[role=alert]')).toBeNull()
    expect(dialog().textContent).toContain('Aitäh!')
  })

  it('sends the v3 token with the address where the domain uses captcha', async () => {
    w.grecaptcha = { ready: (run: () => void) => run(), execute: async () => 'v3-token', render: vi.fn() }
    void open({ use_captcha: 2 })
    field().value = 'mari@example.ee'
    send()
    await loadedLibrary()
    await settle()
    expect(posts[0]?.body['g-recaptcha-response']).toBe('v3-token')
  })

  it('Escape or the close button closes it without a post, and resolves with nothing', async () => {
    const sent = open()
    field().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await sent).toBeUndefined()
    const again = open()
    dialog().querySelector<HTMLButtonElement>('button[aria-label="Sulge"]')!.click()
    expect(await again).toBeUndefined()
    expect(posts).toEqual([])
  })
})

describe('stats', () => {
  const marketing = (granted: boolean) => $consent.set({ decided: true, source: 'test', analytics: granted, marketing: granted, destinations: {} })
  beforeEach(() => marketing(true))
  afterEach(() => $consent.set({ decided: false, source: '', analytics: false, marketing: false, destinations: {} }))

  it('start at the first mouse movement; events before it wait, a view counts once a session', async () => {
    const storage = widgetStorage()
    const { stats } = createHelpers(boot, data(), '', storage)
    stats.track('a1', 'view')
    stats.start()
    stats.track('b2', 'open')
    stats.start()
    await settle()
    expect(posts, 'nothing before the mouse moves').toEqual([])
    document.dispatchEvent(new MouseEvent('mousemove'))
    document.dispatchEvent(new MouseEvent('mousemove'))
    await settle()
    expect(posts.map((p) => [p.url, p.body])).toEqual([
      [`${tp}/stats/api/`, { customer_id: '815', domain_id: '4711', version: '1.0.0-saar' }],
      [`${tp}/stats/api/`, { customer_id: '815', domain_id: '4711', version: '1.0.0-saar', widget_id: 'a1', event: 'view' }],
      [`${tp}/stats/api/`, { customer_id: '815', domain_id: '4711', version: '1.0.0-saar', widget_id: 'b2', event: 'open' }],
    ])
    stats.track('a1', 'view')
    stats.track('a1', 'open')
    await settle()
    expect(posts.slice(3).map((p) => p.body.event)).toEqual(['open'])
    expect(createHelpers(boot, data(), '', storage).stats.track('a1', 'view'), 'the next page of the session').toBeUndefined()
  })

  it('post nothing once marketing consent is taken back on the page, and again when it is given', async () => {
    const { stats } = createHelpers(boot, data(), '', widgetStorage())
    stats.start()
    document.dispatchEvent(new MouseEvent('mousemove'))
    await settle()
    expect(posts).toHaveLength(1)
    marketing(false)
    stats.track('a1', 'open')
    await settle()
    expect(posts, 'nothing while consent is withdrawn').toHaveLength(1)
    marketing(true)
    stats.track('a1', 'open')
    await settle()
    expect(posts.map((p) => p.body.event)).toEqual([undefined, 'open'])
  })
})

describe('mobile button and location', () => {
  it('the mobile button: a button with its label that runs its action; isMobile follows the media query', () => {
    const press = vi.fn()
    const helpers = createHelpers(boot, data(), '')
    const button = helpers.mobileButton.create('Kirjuta meile', press)
    expect([button.tagName, button.type, button.textContent, button.className]).toEqual(['BUTTON', 'button', 'Kirjuta meile', 'saar-widget-mobile-button'])
    button.click()
    expect(press).toHaveBeenCalledTimes(1)
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query == '(max-width: 549px)' }))
    expect(helpers.mobileButton.isMobile()).toBe(true)
    vi.stubGlobal('matchMedia', () => ({ matches: false }))
    expect(helpers.mobileButton.isMobile()).toBe(false)
  })

  it('location: the page’s address, whether it is a checkout, the domain and the kept click ids', () => {
    const storage = widgetStorage()
    storage.setItem(GCLID_KEY, 'Cj0KCQ')
    const { location: where } = createHelpers(boot, data(), '', storage)
    expect(where()).toEqual({ url: window.location.href, referrer: document.referrer, checkout: false, domainId: 'ab12', clickIds: { gclid: 'Cj0KCQ', fbclid: undefined } })
    document.body.classList.add('woocommerce-checkout')
    expect(where().checkout, 'read at each call').toBe(true)
    document.body.classList.remove('woocommerce-checkout')
  })
})

describe('isCheckout and the editor decision', () => {
  it('a checkout is WooCommerce’s or EDD’s checkout body class', () => {
    const body = document.createElement('body')
    expect(isCheckout(body)).toBe(false)
    body.className = 'page woocommerce-cart'
    expect(isCheckout(body)).toBe(false)
    body.className = 'page woocommerce-checkout woocommerce-page'
    expect(isCheckout(body)).toBe(true)
    body.className = 'edd-checkout'
    expect(isCheckout(body)).toBe(true)
    expect(isCheckout(null)).toBe(false)
  })

  it('the editor bootstrap loads for its hashes, the demo or settings cookie, or embed widgets; not otherwise', () => {
    expect(wantsEditor('', data())).toBe(false)
    expect(wantsEditor('#reviews', undefined)).toBe(false)
    expect(wantsEditor('#/zotabox-demo/', data())).toBe(true)
    expect(wantsEditor('', { embedWidgets: [{ _id: 'e1', type: 'form', container: '#x' }] })).toBe(true)
    expect(wantsEditor('', { embedWidgets: 'yes' as unknown as [] })).toBe(false)
    document.cookie = '_ZB_DEMO=; path=/'
    expect(wantsEditor('', data()), 'an empty cookie').toBe(false)
    document.cookie = '_ZB_DEMO=1; path=/'
    expect(wantsEditor('', data())).toBe(true)
    document.cookie = '_ZB_DEMO=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    document.cookie = '_ZB_SETTINGS=abc; path=/'
    expect(wantsEditor('', data())).toBe(true)
    expect(editorUrl(`${tp}/static/`)).toBe(`${tp}/static/embed-widget/bootstrap.js`)
  })
})
