/**
 * The automatic events and custom triggers in Chromium on the stand-in shop (`?pys_triggers=1`: custom events of each
 * trigger type and a block with a care guide's PDF link and a "call us" button), its third-party stand-ins recording
 * what Meta's and GA4's pixels send: a download (by mouse and by keyboard) and a CSS-click trigger reach both with one
 * event id, a broken trigger is skipped while the others work, and with consent rejected nothing goes anywhere.
 * Browser files share one stand-in: every request is picked by this test's own marker in the page's address.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'
import type { RecordedRequest } from '../../php-stub/shop/third-party'

const b = useBrowser()

const marker = () => `t${Math.random().toString(36).slice(2)}`

/** Meta's and GA4's events from pages whose address carries `marker`: destination, name, event id, parameters. */
async function events(page: Page, marker: string): Promise<{ to: string; name: string; id: string; params: Record<string, unknown> }[]> {
  const all = (await (await page.request.get(`${b.shop}/__saar/requests`)).json()) as RecordedRequest[]
  const json = (text: string | undefined): Record<string, unknown> => (text ? (JSON.parse(text) as Record<string, unknown>) : {})
  return all
    .filter((r) => (r.query.dl ?? r.headers.referer ?? '').includes(marker))
    .flatMap((r) => {
      if (r.path == '/fb/tr') return [{ to: 'facebook', name: r.query.ev!, id: r.query.eid!, params: json(r.query.cd) }]
      if (r.path == '/ga/g/collect') return [{ to: 'ga', name: r.query.en!, id: String(json(r.query.ep).event_id), params: json(r.query.ep) }]
      return []
    })
}

/** The product page with the triggers' block, the pixels loaded (Meta's PageView seen). */
async function productPage(consent: 'accepted' | 'rejected'): Promise<{ page: Page; m: string; warnings: string[] }> {
  const page = await b.page({ consent })
  const warnings: string[] = []
  page.on('console', (message) => void (message.type() == 'warning' && warnings.push(message.text())))
  const m = marker()
  await page.goto(`/toode/villased-sokid/?pys_triggers=1&${m}`)
  if (consent == 'accepted') {
    // As a consent tool gives it on this page: the shared store, which every script follows.
    await page.waitForFunction(() => 'saar' in window)
    await page.evaluate(() =>
      (window as unknown as { saar: { core: { $consent: { set(v: unknown): void } } } }).saar.core.$consent.set({ decided: true, source: 'test', analytics: true, marketing: true, destinations: {} }),
    )
    await expect.poll(async () => (await events(page, m)).some((e) => e.name == 'PageView')).toBe(true)
  }
  // The shop's notice sits over the bottom of the window, where the block is: the shopper closes it first.
  await page.locator('.woocommerce-store-notice__dismiss-link').click()
  await expect.poll(() => page.locator('.woocommerce-store-notice').isVisible()).toBe(false)
  return { page, m, warnings }
}

const named = async (page: Page, m: string, name: string) => (await events(page, m)).filter((e) => e.name == name)

describe('automatic events and triggers after consent', () => {
  it('a download link clicked, then activated by keyboard, reaches Meta and GA4 with its file, one event id per click', async () => {
    const { page, m } = await productPage('accepted')
    const link = page.getByRole('link', { name: 'Hooldusjuhend (PDF)' })
    await link.click()
    await expect.poll(async () => (await named(page, m, 'Download')).map((e) => e.to).sort()).toEqual(['facebook', 'ga'])
    const [first] = await named(page, m, 'Download')
    expect(first!.params).toMatchObject({ download_url: `${b.shop}/wp-content/uploads/2025/01/hooldusjuhend.pdf`, download_type: 'pdf', download_name: 'hooldusjuhend.pdf' })
    expect((await named(page, m, 'Download')).map((e) => e.id)).toEqual([first!.id, first!.id])

    await link.focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await named(page, m, 'Download')).length).toBe(4)
    expect(new Set((await named(page, m, 'Download')).map((e) => e.id)).size).toBe(2)
  })

  it('a CSS-click trigger fires its custom event with the parameter read from the page; the broken trigger is skipped with a warning', async () => {
    const { page, m, warnings } = await productPage('accepted')
    await page.getByRole('button', { name: 'Helista meile' }).click()
    await expect.poll(async () => (await named(page, m, 'CallUs')).map((e) => e.to).sort()).toEqual(['facebook', 'ga'])
    const calls = await named(page, m, 'CallUs')
    expect(calls[0]!.id).toBe(calls[1]!.id)
    expect(calls.find((e) => e.to == 'facebook')!.params).toMatchObject({ button_text: 'Helista meile' })
    expect(warnings.filter((w) => w.includes('[saar] tracking: trigger of event 905 skipped'))).toHaveLength(1)
    await b.flushRequests(page)
    expect(await named(page, m, 'Broken')).toEqual([])
    await expectNoAxeViolations(page, '.pys-trigger-demo')
  })
})

describe('automatic events and triggers with consent rejected', () => {
  it('sends nothing anywhere for a download, a trigger click, a hover or a scroll', async () => {
    const { page } = await productPage('rejected')
    await page.getByRole('link', { name: 'Hooldusjuhend (PDF)' }).click()
    await page.getByRole('button', { name: 'Helista meile' }).hover()
    await page.getByRole('button', { name: 'Helista meile' }).click()
    await page.mouse.wheel(0, 10000)
    await b.flushRequests(page)
    expect(b.requests.filter((r) => r.url().startsWith(b.thirdParty)).map((r) => r.url())).toEqual([])
  })
})
