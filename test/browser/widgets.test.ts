/**
 * The widget loader in Chromium against the stand-in widget host (php-stub/shop/third-party.ts), which records every
 * request: nothing to the host before marketing consent, then the bootstrap, the data file, the bundle and the
 * scripts of the widget types present, each with the nonce of Saar's own script tag (0 violations under the strict
 * CSP), never the dead Facebook chat's script; one boot across a pushState and a repeated load of the script; the
 * public API (`window.Zotabox`) showing and hiding widgets by id, calls queued before the loader answered; a domain
 * whose widgets fail (a throwing installer, a script that defines nothing, a type without a script) while the others
 * keep working; fixed launchers that shift nothing.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser, underStrictCsp } from './browser'

const b = useBrowser()

const LISTING = '/pood/'
const DISCOUNT = '5a1e0d15'
const CONTACT = 'c0a7ac7f'
const CHAT = 'a1b2c3d4'

/** The requests to the widget host so far, as `<path>` (the host's scripts and calls). */
const hostRequests = () => b.requests.filter((r) => r.url().startsWith(`${b.thirdParty}/zotabox/`)).map((r) => new URL(r.url()).pathname)
const banner = (page: Page) => page.getByRole('region', { name: 'Küpsiste nõusolek' })
const initialized = (page: Page) => expect.poll(() => page.evaluate(() => window.Zotabox?.initialized === true), { timeout: 15_000 }).toBe(true)
const panel = (page: Page, id: string) => page.locator(`#zbwid-${id}-panel`)
/** Saar's own `widgets` script element (not the host's bootstrap, also named widgets.js). */
const OWN_SCRIPT = 'script[src*="/widgets."]:not([data-saar])'

/** Collects the console lines the page writes. */
function consoleOf(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (message) => void lines.push(message.text()))
  return lines
}

describe('widget loader: consent', () => {
  it('loads nothing from the widget host without marketing consent, rejected or undecided', async () => {
    for (const consent of ['rejected', 'undecided'] as const) {
      const page = await b.page({ consent })
      await page.goto(LISTING)
      await page.waitForLoadState('networkidle')
      await b.flushRequests(page)
      expect(hostRequests()).toEqual([])
      expect(b.requests.filter((r) => /widget-loader\.\w+\.js$/.test(r.url()))).toEqual([])
      // The API is there, its calls wait.
      expect(await page.evaluate(() => typeof window.Zotabox?.showWidget)).toBe('function')
    }
  })

  it('after the shopper accepts: the bootstrap, data, bundle and the present widgets’ scripts, once; a call made before is answered', async () => {
    const page = await b.page({ consent: 'undecided' })
    await page.goto(LISTING)
    await page.evaluate(() => {
      const w = window as unknown as { queued: Promise<boolean[]> }
      w.queued = Promise.all([window.Zotabox!.showWidget('c0a7ac7f'), window.Zotabox!.showWidget('ffffffff')])
    })
    await b.flushRequests(page)
    expect(hostRequests()).toEqual([])
    await banner(page).getByRole('button', { name: 'Luba kõik' }).click()
    await initialized(page)
    expect(await page.evaluate(() => (window as unknown as { queued: Promise<boolean[]> }).queued)).toEqual([true, false])
    await expect.poll(() => panel(page, CONTACT).isVisible()).toBe(true)
    const id = 'a1b2c3d4e5f60718'
    // The host's scripts (its stats, posted once the mouse has moved, are the platform's).
    expect(hostRequests().filter((p) => p.startsWith('/zotabox/static/')).sort()).toEqual(
      [`/zotabox/static/a/1/${id}/widgets.js`, `/zotabox/static/data/${id}.js`, '/zotabox/static/bundle.js', '/zotabox/static/widgets/advanceddiscount.js', '/zotabox/static/widgets/contactform.js'].sort(),
    )
    // Nothing of the dead Facebook chat: not its widget script, nothing from Facebook.
    expect(b.requests.filter((r) => /facebook\.com|m\.me|facebookchat/.test(r.url())).map((r) => r.url())).toEqual([])
  })
})

describe('widget loader: strict CSP', () => {
  it('every script it injects carries the nonce of Saar’s own tag, with no violation', async () => {
    const page = await b.page({ consent: 'accepted' })
    const violations = await underStrictCsp(page, b.shop)
    const response = await page.goto(LISTING)
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
    await initialized(page)
    const nonces = await page.evaluate((own) => ({
      own: document.querySelector<HTMLScriptElement>(own)!.nonce,
      injected: [...document.querySelectorAll<HTMLScriptElement>('script[src*="/zotabox/"]')].map((s) => [new URL(s.src).pathname, s.nonce]),
    }), OWN_SCRIPT)
    expect(nonces.own).toMatch(/^[\w+/=]{8,}$/)
    expect(nonces.injected.length).toBe(5)
    expect(nonces.injected.filter(([, nonce]) => nonce !== nonces.own)).toEqual([])
    await expect.poll(() => page.locator(`#zbwid-${DISCOUNT} .ztb-launcher`).isVisible()).toBe(true)
    // The five pixels consent also brings have run (they carry the page's nonce too): then no violation at all.
    const pixels = ['fbevents', 'gtag', 'gtm', 'pinterest', 'bing']
    await expect
      .poll(() => page.evaluate((names) => names.filter((n) => (window as unknown as { __saarThirdParty?: Record<string, boolean> }).__saarThirdParty?.[n]), pixels))
      .toEqual(pixels)
    expect(await violations()).toEqual([])
  })
})

describe('widget loader: once', () => {
  it('boots once across a pushState and a repeated load of the script; the blocked URL pattern hides the widgets and a navigation back shows them', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(LISTING)
    await initialized(page)
    const launcher = page.locator(`#zbwid-${DISCOUNT} .ztb-launcher`)
    await expect.poll(() => launcher.isVisible()).toBe(true)
    // The domain's blocked_url_patterns: /kassa/tellimus-vastu-voetud/*
    await page.evaluate(() => history.pushState({}, '', '/kassa/tellimus-vastu-voetud/1001/'))
    await expect.poll(() => launcher.isVisible()).toBe(false)
    await page.evaluate(() => history.pushState({}, '', '/pood/?lehekulg=2'))
    await expect.poll(() => launcher.isVisible()).toBe(true)
    await page.goBack()
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/kassa/tellimus-vastu-voetud/1001/')
    await expect.poll(() => launcher.isVisible()).toBe(false)
    await page.goBack()
    await expect.poll(() => launcher.isVisible()).toBe(true)
    // The script again, as a theme that enqueues it twice would: nothing new.
    await page.evaluate((own) => {
      const again = document.createElement('script')
      again.src = document.querySelector<HTMLScriptElement>(own)!.src
      document.body.append(again)
      return new Promise((resolve) => (again.onload = resolve))
    }, OWN_SCRIPT)
    await b.flushRequests(page)
    expect(hostRequests().filter((p) => p.endsWith('/widgets.js'))).toHaveLength(1)
    expect(hostRequests().filter((p) => p.includes('/data/'))).toHaveLength(1)
    expect(b.requests.filter((r) => /widget-loader\.\w+\.js$/.test(r.url()))).toHaveLength(1)
    expect(await page.locator('[id^=zbwid-]:not([id$=-panel])').count()).toBe(2)
    expect(await page.evaluate(() => history.pushState.toString().includes('[native code]'))).toBe(false)
  })
})

describe('widget loader: the API', () => {
  it('shows (and opens) and hides a widget by id, by the API and by a #zbwid- link; an unknown id is false', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(LISTING)
    await initialized(page)
    const api = (method: 'showWidget' | 'hideWidget', id: string) => page.evaluate(([m, i]) => window.Zotabox![m](i), [method, id] as const)
    expect(await panel(page, DISCOUNT).isVisible()).toBe(false)
    expect(await api('showWidget', DISCOUNT)).toBe(true)
    await expect.poll(() => panel(page, DISCOUNT).isVisible()).toBe(true)
    await expect.poll(() => page.locator(`#zbwid-${DISCOUNT} .ztb-launcher`).getAttribute('aria-expanded')).toBe('true')
    await expectNoAxeViolations(page, `#zbwid-${DISCOUNT}`)
    expect(await api('hideWidget', DISCOUNT)).toBe(true)
    await expect.poll(() => page.locator(`#zbwid-${DISCOUNT}`).isVisible()).toBe(false)
    expect(await api('showWidget', 'ffffffff')).toBe(false)
    expect(await api('hideWidget', '<img src=x onerror=alert(1)>')).toBe(false)
    // A link of the page to #zbwid-<id> opens it, as pages link to Zotabox's widgets.
    await page.evaluate((id) => {
      const a = document.createElement('a')
      a.href = `#zbwid-${id}`
      a.textContent = 'Kirjuta meile'
      a.className = 'test-link'
      document.querySelector('main, #main, body')!.prepend(a)
    }, CONTACT)
    await page.locator('a.test-link').click()
    await expect.poll(() => panel(page, CONTACT).isVisible()).toBe(true)
    // A navigation keeps a widget hidden through the API hidden.
    await page.evaluate(() => history.pushState({}, '', '/pood/?lehekulg=3'))
    await b.flushRequests(page)
    expect(await page.locator(`#zbwid-${DISCOUNT}`).isVisible()).toBe(false)
  })

  it('a later hash change to #zbwid-<id> (history, a script) opens that widget', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.goto(LISTING)
    await initialized(page)
    expect(await panel(page, CONTACT).isVisible()).toBe(false)
    await page.evaluate((id) => void (location.hash = `#zbwid-${id}`), CONTACT)
    await expect.poll(() => panel(page, CONTACT).isVisible()).toBe(true)
  })

  it('the Facebook chat widget is Saar’s chat launcher with the domain record’s contacts: shown and opened by id, nothing from Facebook or its widget script', async () => {
    const page = await b.page({ consent: 'accepted' })
    // No contacts in the settings (?chat=0): the launcher comes from the widget data alone.
    await page.goto(`${LISTING}?chat=0`)
    await initialized(page)
    await expect.poll(() => page.locator('.saar-chat-button').isVisible()).toBe(true)
    expect(await page.evaluate((id) => window.Zotabox!.showWidget(id), CHAT)).toBe(true)
    await expect.poll(() => page.locator('.saar-chat-menu').isVisible()).toBe(true)
    expect(await page.locator('.saar-chat-menu a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))).toEqual([
      'https://m.me/saarekasitoo',
      'https://wa.me/37255551234',
    ])
    expect(await page.evaluate((id) => window.Zotabox!.hideWidget(id), CHAT)).toBe(true)
    await expect.poll(() => page.locator('.saar-chat-button').isVisible()).toBe(false)
    await b.flushRequests(page)
    expect(b.requests.filter((r) => /facebook\.com|m\.me|wa\.me|facebookchat/.test(r.url())).map((r) => r.url())).toEqual([])
  })

  it('a domain whose widgets fail: each failure said by its kind, the other widgets work, the page throws nothing', async () => {
    const page = await b.page({ consent: 'accepted' })
    const said = consoleOf(page)
    await page.goto(`${LISTING}?widgets=faulty`)
    await initialized(page)
    const loaderLines = said.filter((line) => line.startsWith('[saar] widget loader'))
    expect(loaderLines.some((line) => line.includes('widget b0b0b0b0 threw in its installer'))).toBe(true)
    expect(loaderLines.some((line) => /nodefine: nodefine \(.*\/widgets\/nodefine\.js\)/.test(line))).toBe(true)
    expect(loaderLines.some((line) => line.includes('notloaded: no script for the widget type missingtype'))).toBe(true)
    expect(loaderLines.filter((line) => line.includes('mismatched') || line.includes('WrongInstaller'))).toEqual([
      '[saar] widget loader: mismatch: WrongInstaller defined where MismatchedInstaller was expected',
    ])
    const api = (method: 'showWidget' | 'hideWidget', id: string) => page.evaluate(([m, i]) => window.Zotabox![m](i), [method, id] as const)
    expect(await Promise.all(['b0b0b0b0', 'dddd0000', 'eeee0000', 'ffff0000'].map((id) => api('showWidget', id)))).toEqual([false, false, false, false])
    expect(await page.locator('#zbwid-b0b0b0b0, #zbwid-dddd0000, #zbwid-eeee0000, #zbwid-ffff0000').count()).toBe(0)
    expect(await api('showWidget', CONTACT)).toBe(true)
    await expect.poll(() => panel(page, CONTACT).isVisible()).toBe(true)
  })
})

describe('widget loader: placement', () => {
  it('fixed launchers: no layout shift while the widgets arrive, the page as tall as before', async () => {
    const page = await b.page({ consent: 'accepted' })
    await page.setViewportSize({ width: 1200, height: 800 })
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.defineProperty(window, 'shifts', { value: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // The loader is held back until the page has settled, then let through.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/widget-loader\.\w+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    // The held script delays the load event: the page is waited for as a person sees it settle.
    await page.goto(LISTING, { waitUntil: 'domcontentloaded' })
    await expect.poll(() => b.requests.some((r) => /widget-loader\.\w+\.js$/.test(r.url()))).toBe(true)
    await page.evaluate(() => document.fonts.ready.then(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))))
    const before = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, shifts: (window as unknown as { shifts: number[] }).shifts.length }))
    release()
    await initialized(page)
    await expect.poll(() => page.locator(`#zbwid-${CONTACT} .ztb-launcher`).isVisible()).toBe(true)
    const after = await page.evaluate((count) => ({ height: document.documentElement.scrollHeight, shifts: (window as unknown as { shifts: number[] }).shifts.slice(count) }), before.shifts)
    expect(after.height).toBe(before.height)
    expect(after.shifts).toEqual([])
    expect(await page.locator('[id^=zbwid-]:not([id$=-panel])').evaluateAll((els) => els.map((el) => getComputedStyle(el).position))).toEqual(['fixed', 'fixed'])
  })
})
