/**
 * WordPress's `[video]` / `[audio]` on native controls in Chromium, on the stand-in's `/blogi/sauna-helid/` (two
 * videos, an audio, and a video whose file is missing): playing one pauses the other, the end rewinds, the missing
 * caption track goes, the missing file shows the cannot-play box with its download link; axe-clean, under the strict
 * CSP; and with `?stock=1` (WordPress's MediaElement stand-in on the page) Saar leaves the media to it.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, underStrictCsp, useBrowser } from './browser'

const b = useBrowser()
const PAGE = '/blogi/sauna-helid/'
const mediaBundle = () => b.requests.filter((r) => /\/media\.[\w-]+\.js/.test(r.url()))

const paused = (page: Page, id: string) => page.locator(`#${id}`).evaluate((m: HTMLMediaElement) => m.paused)

describe('media on native controls', () => {
  it('pauses the playing video when the audio starts, and the audio when the video starts again', async () => {
    const page = await b.page()
    await page.goto(PAGE)
    await expect.poll(() => mediaBundle().length).toBe(1)
    await page.locator('#video-503-1').focus()
    await page.keyboard.press('Space')
    await expect.poll(() => paused(page, 'video-503-1')).toBe(false)
    await page.locator('#audio-503-3').focus()
    await page.keyboard.press('Space')
    await expect.poll(() => paused(page, 'audio-503-3')).toBe(false)
    await expect.poll(() => paused(page, 'video-503-1')).toBe(true)
    await page.locator('#video-503-1').focus()
    await page.keyboard.press('Space')
    await expect.poll(() => paused(page, 'audio-503-3')).toBe(true)
    expect(await paused(page, 'video-503-2')).toBe(true)
  })

  it('rewinds to the start at the end', async () => {
    const page = await b.page()
    await page.goto(PAGE)
    await expect.poll(() => mediaBundle().length).toBe(1)
    const audio = page.locator('#audio-503-3')
    // The stand-in's tone is one second long (its server answers no range requests, so there is no seeking ahead).
    await audio.evaluate((m: HTMLMediaElement) => m.addEventListener('ended', () => m.setAttribute('data-ended', '')))
    await audio.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => audio.getAttribute('data-ended')).toBe('')
    await expect.poll(() => audio.evaluate((m: HTMLMediaElement) => [m.currentTime, m.paused])).toEqual([0, true])
    expect(await audio.evaluate((m: HTMLMediaElement) => m.volume)).toBeCloseTo(0.8)
  })

  it('drops the caption track that fails, and shows the cannot-play box for the missing file: axe-clean', async () => {
    const page = await b.page()
    await page.goto(PAGE)
    await expect.poll(() => page.locator('#video-503-1 track').evaluateAll((ts) => ts.map((t) => (t as HTMLTrackElement).srclang))).toEqual(['en'])
    const box = page.locator('.saar-media-error')
    await box.scrollIntoViewIfNeeded()
    await expect.poll(() => box.isVisible()).toBe(true)
    expect(await page.locator('#video-503-4').isVisible()).toBe(false)
    expect(await box.locator('p').allTextContents()).toEqual(['Esitajat ei leitud', 'Seda faili ei saa siin esitada. Laadi see alla:'])
    expect(await box.locator('a').evaluateAll((as) => as.map((a) => [a.textContent, (a as HTMLAnchorElement).href, a.hasAttribute('download')]))).toEqual([
      ['Laadi fail alla: vana-klipp.webm', `${b.shop}/wp-content/uploads/2025/03/vana-klipp.webm?_=4`, true],
    ])
    // At the video's size: 640 × 360 (or less, on a narrow column), nothing below moved by more than the box.
    const { width, height } = (await box.boundingBox())!
    expect(Math.round((width / height) * 9)).toBe(16)
    expect(await page.locator('#video-503-2').evaluate((v) => getComputedStyle(v).maxWidth)).toBe('100%')
    await expectNoAxeViolations(page, '.entry-content')
  })

  it('runs under the strict CSP without a violation', async () => {
    const page = await b.page()
    const violations = await underStrictCsp(page, b.shop)
    await page.goto(PAGE)
    await page.locator('.saar-media-error').scrollIntoViewIfNeeded()
    await expect.poll(() => page.locator('.saar-media-error').isVisible()).toBe(true)
    // The bundle's own sheet is linked, not made at run time.
    await expect.poll(() => page.locator('.saar-media-error').evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid')
    expect(await violations()).toEqual([])
  })

  it("stands down beside WordPress's MediaElement (?stock=1): one player per medium, no Saar bundle", async () => {
    const page = await b.page()
    const said: string[] = []
    page.on('console', (m) => said.push(m.text()))
    await page.goto(`${PAGE}?stock=1`)
    await expect.poll(() => page.locator('[data-stock-player]').count()).toBe(4)
    await expect.poll(() => said.some((s) => s.startsWith('Saar: media player left to WordPress'))).toBe(true)
    await page.locator('#video-503-4').scrollIntoViewIfNeeded()
    await b.flushRequests(page)
    expect(mediaBundle()).toEqual([])
    expect(await page.locator('.saar-media-error').count()).toBe(0)
  })
})
