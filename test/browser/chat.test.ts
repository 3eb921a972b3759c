/**
 * The chat launcher in Chromium on the stand-in shop (lazy/chat-launcher.ts, shown by the first-load `widgets` script
 * for the contacts the settings print, `features.widgets.chat`, and by the widget loader for the domain record's): the button opens the shop's Messenger
 * conversation at its m.me link in a new tab with no handle on the shop, WhatsApp at wa.me; nothing goes to Facebook,
 * m.me, WhatsApp or the widget host before the click, with consent or without; its menu by keyboard; axe-clean closed
 * and open; its place (the end corner, over the popup's step, above the sticky add-to-cart bar and the store notice,
 * without a layout shift or, when reduced, motion), also under the strict CSP.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser, underStrictCsp } from './browser'

const b = useBrowser()

/** Facebook's, Messenger's and WhatsApp's addresses: answered here by a stub page, and recorded. */
const META = /^https?:\/\/(?:[\w-]+\.)*(?:facebook\.com|fb\.com|fb\.me|m\.me|messenger\.com|wa\.me|whatsapp\.com|whatsapp\.net|fbcdn\.net|facebook\.net)(?::\d+)?\//

/** A page whose requests to Meta's hosts are answered by a stub and listed in `meta`. */
async function chatPage(options?: Parameters<typeof b.page>[0]): Promise<{ page: Page; meta: string[] }> {
  const page = await b.page(options)
  const meta: string[] = []
  await page.context().route(META, (route) => {
    meta.push(route.request().url())
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!DOCTYPE html><title>Messenger</title><p>Stub</p>' })
  })
  return { page, meta }
}

/**
 * Opens `path` and waits for the launcher the first-load `widgets` script shows at idle for the settings' contacts
 * (`features.widgets.chat`); then shows it once more through the runtime's `loadAsset`, as the widget loader does
 * for the domain record: still one launcher.
 */
async function showLauncher(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect.poll(() => page.locator('.saar-chat-button').isVisible()).toBe(true)
  const shown = await page.evaluate(async () => {
    const core = window.saar!.core
    const show = await core.loadAsset('chat-launcher')
    return !!show(core.featureSettings('widgets').chat as object)
  })
  expect(shown).toBe(true)
  expect(await page.locator('.saar-chat').count()).toBe(1)
}

/** What the page asked of Meta's hosts or the widget host (the third-party port's Zotabox paths), all it started so far. */
async function outsiders(page: Page, meta: string[]): Promise<string[]> {
  await b.flushRequests(page)
  return [...meta, ...b.requests.map((r) => r.url()).filter((u) => META.test(u) || (u.startsWith(b.thirdParty) && u.includes('zotabox')))]
}

/** A desktop window and an emulated touch phone, where Flatsome's sticky bar matters most. */
const DEVICES = {
  desktop: { viewport: { width: 1280, height: 720 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
}

const box = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect)

describe('chat launcher', () => {
  for (const consent of ['undecided', 'rejected'] as const)
    it(`opens the shop's Messenger conversation at m.me in a new tab; nothing to Facebook or the widget host before the click (consent ${consent})`, async () => {
      const { page, meta } = await chatPage({ consent })
      await showLauncher(page, '/pood/?chat=messenger')
      const button = page.locator('.saar-chat-button')
      await expect.poll(() => button.getAttribute('aria-label')).toBe('Kirjuta meile Messengeris (avaneb uues aknas)')
      expect(await button.getAttribute('aria-expanded')).toBeNull()
      expect(await outsiders(page, meta)).toEqual([])
      await expectNoAxeViolations(page, '.saar-chat')

      const [conversation] = await Promise.all([page.context().waitForEvent('page'), button.click()])
      await conversation.waitForLoadState()
      expect(conversation.url()).toBe('https://m.me/saarekasitoo')
      // No handle on the shop's tab, and the shop stays where it was.
      expect(await conversation.evaluate(() => window.opener)).toBeNull()
      expect(meta).toEqual(['https://m.me/saarekasitoo'])
      expect(new URL(page.url()).pathname).toBe('/pood/')
    })

  it('with both contacts is a menu by keyboard: Enter opens it, Tab goes through its links, Escape closes it onto the button; axe-clean closed and open', async () => {
    const { page, meta } = await chatPage()
    await showLauncher(page, '/pood/')
    const button = page.locator('.saar-chat-button')
    expect(await button.getAttribute('aria-label')).toBe('Võta meiega ühendust')
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await expectNoAxeViolations(page)

    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => page.locator('.saar-chat-menu a').evaluateAll((links) => links.map((a) => a.checkVisibility()))).toEqual([true, true])
    await expectNoAxeViolations(page)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Kirjuta meile Messengeris (avaneb uues aknas)')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('https://wa.me/37255551234')
    await page.keyboard.press('Escape')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('saar-chat-button')
    expect(await page.locator('.saar-chat-menu').isVisible()).toBe(false)
    expect(await outsiders(page, meta)).toEqual([])

    // Space opens it too; the shopper follows WhatsApp from the keyboard, and the menu closes behind the new tab.
    await page.keyboard.press('Space')
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const [conversation] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')])
    await conversation.waitForLoadState()
    expect(conversation.url()).toBe('https://wa.me/37255551234')
    expect(await conversation.evaluate(() => window.opener)).toBeNull()
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('saar-chat-button')
  })

  for (const [device, options] of Object.entries(DEVICES))
    it(`stays in its corner over the popup's step, above the store notice and the sticky add-to-cart bar, without a layout shift (${device})`, async () => {
      const { page } = await chatPage({ device: options })
      const { width, height } = options.viewport!
      await page.addInitScript(() => {
        const moved: string[] = []
        Object.defineProperty(window, 'chatShifts', { value: moved })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { sources?: Array<{ node?: Node }> }>)
            for (const source of entry.sources ?? []) if (source.node instanceof Element && source.node.closest('.saar-chat')) moved.push(source.node.className)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await showLauncher(page, '/toode/villased-sokid/')
      expect(await page.locator('.saar-chat').evaluate((el) => getComputedStyle(el).zIndex)).toBe('970')
      // The end corner: right on this page.
      expect(width - (await box(page, '.saar-chat')).right).toBeLessThan(40)
      // Above the store notice, which the stand-in shows fixed at the bottom.
      expect((await box(page, '.woocommerce-store-notice')).height).toBeGreaterThan(0)
      await expect.poll(async () => (await box(page, '.saar-chat')).bottom <= (await box(page, '.woocommerce-store-notice')).top).toBe(true)
      await page.locator('.woocommerce-store-notice__dismiss-link').click()
      await expect.poll(async () => (await box(page, '.saar-chat')).bottom).toBeGreaterThan(height - 40)

      // Flatsome's rule for the out bar (its theme CSS, which the stand-in does not carry), and room below the product
      // (the stand-in's page ends soon after its form on a phone); then the shopper scrolls past the form.
      await page.addStyleTag({ content: '.sticky-add-to-cart--active{position:fixed;bottom:0;left:0;right:0;z-index:990;background:#fff;padding:10px}.footer-wrapper{padding-bottom:2000px}' })
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight))
      await expect.poll(() => page.locator('.sticky-add-to-cart--active').count()).toBe(1)
      await expect.poll(async () => (await box(page, '.saar-chat')).bottom <= (await box(page, '.sticky-add-to-cart--active')).top).toBe(true)
      // Its button is the one under its own middle: nothing covers it (polled: the lift is a transition, and the bar
      // slides in under it).
      await expect.poll(() => page.locator('.saar-chat-button').evaluate((el) => {
        const r = el.getBoundingClientRect()
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest('.saar-chat-button') === el
      })).toBe(true)
      // Back up to where the bar sits in the page: it goes in, the launcher down.
      await page.evaluate(() => document.querySelector('.sticky-add-to-cart-wrapper')!.scrollIntoView())
      await expect.poll(() => page.locator('.sticky-add-to-cart--active').count()).toBe(0)
      await expect.poll(async () => (await box(page, '.saar-chat')).bottom).toBeGreaterThan(height - 40)
      expect(await page.evaluate(() => (window as unknown as { chatShifts: string[] }).chatShifts)).toEqual([])
    })

  it('sits in the left corner on a right-to-left page, and does not move in when the shopper prefers reduced motion', async () => {
    const { page } = await chatPage({ reducedMotion: 'reduce', device: { viewport: { width: 1280, height: 720 } } })
    await showLauncher(page, '/pood/?rtl=1')
    expect((await box(page, '.saar-chat')).left).toBeLessThan(40)
    expect(await page.locator('.saar-chat-button').evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
    expect(await page.locator('.saar-chat').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s')
    await page.locator('.saar-chat-button').click()
    expect((await box(page, '.saar-chat-menu')).left).toBeGreaterThanOrEqual(0)
    await expectNoAxeViolations(page, '.saar-chat')
  })

  it("with marketing consent the widget host's Facebook chat is the same launcher, with the domain record's WhatsApp; the widget API opens and hides it", async () => {
    const { page, meta } = await chatPage({ consent: 'accepted' })
    await showLauncher(page, '/pood/?chat=messenger')
    await expect.poll(() => page.evaluate(() => !!(window as { Zotabox?: { initialized?: boolean } }).Zotabox?.initialized)).toBe(true)
    // The record's whatsapp_contact_id joined the settings' Messenger page: one launcher, now a menu of both.
    await expect.poll(() => page.locator('.saar-chat-button').getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('.saar-chat').count()).toBe(1)
    expect(await page.locator('.saar-chat-menu a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))).toEqual(['https://m.me/saarekasitoo', 'https://wa.me/37255551234'])
    type Api = { showWidget(id: string): Promise<boolean>; hideWidget(id: string): Promise<boolean> }
    expect(await page.evaluate(() => (window as unknown as { Zotabox: Api }).Zotabox.showWidget('a1b2c3d4'))).toBe(true)
    await expect.poll(() => page.locator('.saar-chat-menu').isVisible()).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { Zotabox: Api }).Zotabox.hideWidget('a1b2c3d4'))).toBe(true)
    await expect.poll(() => page.locator('.saar-chat').isVisible()).toBe(false)
    expect(await outsiders(page, meta).then((urls) => urls.filter((u) => META.test(u)))).toEqual([])
  })

  it('is not there, and not even fetched, when the shop gives no contact and no consent', async () => {
    const { page } = await chatPage()
    await page.goto('/pood/?chat=0')
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 3000 })))
    await b.flushRequests(page)
    expect(b.requests.filter((r) => /\/chat-launcher\.[0-9a-f]+\.(?:js|css)$/.test(r.url())).map((r) => r.url())).toEqual([])
    expect(await page.locator('.saar-chat').count()).toBe(0)
  })

  it('is styled by its own sheet under the strict CSP, with no violation', async () => {
    const { page } = await chatPage()
    const violations = await underStrictCsp(page, b.shop)
    await showLauncher(page, '/pood/')
    expect(await page.locator('.saar-chat').evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    await page.locator('.saar-chat-button').click()
    await expect.poll(() => page.locator('.saar-chat-menu').isVisible()).toBe(true)
    expect(await violations()).toEqual([])
  })
})
