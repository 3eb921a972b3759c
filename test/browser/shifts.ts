/**
 * Layout shift in browser tests, from the moment Saar's scripts start: the page is opened with them held back until
 * the whole server page is parsed and a frame of it painted. Chromium paints a page while it is still parsing when
 * the machine is busy, and the rest of the page's markup arriving then moves what was painted: a shift of the
 * server's markup, the same with or without Saar, which would hide or fake one of Saar's. Saar's scripts are
 * deferred, so on a real page they run after the parse too.
 */
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { distBase } from '../../php-stub/shop/assets'

/** Records every layout shift of the page from its first paint on, with the time Saar's scripts were let go. */
const recordShifts = () => {
  const shifts: Array<{ value: number; startTime: number }> = []
  ;(window as unknown as { saarShifts: typeof shifts }).saarShifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) shifts.push({ value: (entry as PerformanceEntry & { value: number }).value, startTime: entry.startTime })
  }).observe({ type: 'layout-shift', buffered: true })
}

/** The sum of the shifts since Saar's scripts were let go, read once the page has rendered twice and been idle. */
const shiftAfterIdle = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        requestIdleCallback(() => {
          const page = window as unknown as { saarShifts: Array<{ value: number; startTime: number }>; saarScriptsAt: number }
          resolve(page.saarShifts.filter((s) => s.startTime >= page.saarScriptsAt).reduce((sum, s) => sum + s.value, 0))
        }, { timeout: 1000 }),
      ),
    ),
  )

/** The page's total shift once it has settled: the same sum on two idle reads in a row, and no animation running. */
export async function settledShift(page: Page): Promise<number> {
  let last = Number.NaN
  await expect
    .poll(async () => {
      const now = await page.evaluate(shiftAfterIdle)
      const animating = await page.evaluate(() => document.getAnimations().length > 0)
      const settled = now === last && !animating
      last = now
      return settled
    })
    .toBe(true)
  return last
}

/**
 * Opens `path` with Saar's scripts held back until the whole server page is parsed and a frame of it has been
 * painted; the page notes that moment (`saarScriptsAt`), from which its shifts count. Saar's style sheet is not held:
 * it is in the page's head, and the frame is drawn with it.
 */
export async function openHeld(page: Page, path: string): Promise<void> {
  await page.addInitScript(recordShifts)
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${distBase}**`, async (route) => {
    if (route.request().resourceType() == 'script') await released
    await route.fallback().catch(() => {})
  })
  await page.goto(path, { waitUntil: 'commit' })
  // Parsed: the deferred scripts wait on the network, held.
  await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe('loading')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.evaluate(() => void ((window as unknown as { saarScriptsAt: number }).saarScriptsAt = performance.now()))
  release()
  await page.waitForLoadState('load')
  // Every on-demand file the page fetches by itself (on idle, on sight) has arrived.
  await page.waitForLoadState('networkidle')
}

