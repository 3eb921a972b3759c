/**
 * Flatsome's lightbox links on the stand-in's post `/blogi/sauna-helid/` (a [ux_gallery] of four, the fourth's file
 * missing; an image block; a video button to YouTube): the viewer comes on demand, opens at the link with focus in
 * and back on the link at the close, pages with the arrow keys, numbers a failed image, fades out in 300 ms (at once
 * under reduced motion), is axe-clean and CSP-clean; the video's player (YouTube's no-cookie host, stood in for by a
 * route here: nothing leaves the machine) is asked for only after the click; and beside Flatsome's own lightboxes
 * (`?stock=1`) one handler: Flatsome's.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, underStrictCsp, useBrowser } from './browser'

const b = useBrowser()
const PAGE = '/blogi/sauna-helid/'

const viewerBundle = () => b.requests.filter((r) => /\/glightbox\.[0-9a-f]+\.js$/.test(r.url()))
const dialog = (page: Page) => page.locator('.glightbox-container[role=dialog][aria-modal=true]')
const status = (page: Page) => page.locator('.glightbox-container [role=status]').textContent()
const galleryLink = (page: Page, n: number) => page.locator('.gallery-col a').nth(n)
const active = (page: Page) => page.evaluate(() => document.activeElement?.closest('a')?.getAttribute('href') ?? document.activeElement?.className)
/** Every animation has ended (mid-fade, text is not yet at full contrast for axe). */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))

/** YouTube and Vimeo stood in for: each request recorded and answered here, so none leaves the machine. */
async function videoHosts(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.context().route(/^https?:\/\/([\w-]+\.)*(youtube|youtube-nocookie|ytimg|vimeo|vimeocdn)\.com\//, (route) => {
    asked.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Player</title><p>Player</p></html>' })
  })
  return asked
}

describe('lightbox links in content', () => {
  it('open the gallery at the link by keyboard, page with the arrows, and give focus back on Escape; axe-clean', async () => {
    const page = await b.page()
    await page.goto(PAGE)
    await page.waitForLoadState('networkidle')
    await b.flushRequests(page)
    expect(viewerBundle()).toHaveLength(0)
    const second = galleryLink(page, 1)
    await second.focus() // focus fetches the viewer
    await expect.poll(() => viewerBundle().length).toBe(1)
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog(page).isVisible()).toBe(true)
    expect(await dialog(page).getAttribute('aria-label')).toBe('Pildigalerii')
    await expect.poll(() => active(page)).toContain('gclose')
    expect(await page.locator('.gclose').getAttribute('aria-label')).toBe('Sulge (Esc)')
    await expect.poll(() => status(page)).toBe('Pilt 2/4: Saunalava')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => status(page)).toBe('Pilt 3/4: <img src=x onerror=alert(1)> Vihad')
    // The hostile caption is text.
    expect(await page.locator('.gslide.current .gslide-desc img').count()).toBe(0)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => status(page)).toBe('Pilt 1/4: Kerised enne kütmist')
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true)
    await settled(page)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog(page).count()).toBe(0)
    await expect.poll(() => active(page)).toBe('/wp-content/uploads/saun-lava-1200x1200.svg')
    // The link was not followed.
    expect(new URL(page.url()).pathname).toBe(PAGE)
  })

  it('mirrors the arrows on a right-to-left page: Left is the next image', async () => {
    const page = await b.page()
    await page.goto(`${PAGE}?rtl=1`)
    await galleryLink(page, 0).click()
    await expect.poll(() => status(page)).toBe('Pilt 1/4: Kerised enne kütmist')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => status(page)).toBe('Pilt 2/4: Saunalava')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => status(page)).toBe('Pilt 1/4: Kerised enne kütmist')
  })

  it('numbers the image that could not be loaded, in Estonian, with a link to the file', async () => {
    const page = await b.page()
    await page.goto(PAGE)
    await galleryLink(page, 3).click()
    const error = page.locator('.gslide.current .saar-image-error')
    await expect.poll(() => error.textContent()).toBe('Pilti #4 ei õnnestunud laadida. Ava pilt')
    expect(await error.locator('a').getAttribute('href')).toContain('/wp-content/uploads/2025/03/tiik-suur.jpg')
    await settled(page)
    await expectNoAxeViolations(page)
  })

  it('says it in English on an English site', async () => {
    const page = await b.page()
    await page.goto(`${PAGE}?lang=en`)
    await galleryLink(page, 3).click()
    await expect.poll(() => page.locator('.gslide.current .saar-image-error').textContent()).toBe('The image #4 could not be loaded. Open the image')
    expect(await page.locator('.gclose').getAttribute('aria-label')).toBe('Close (Esc)')
  })

  it('asks YouTube for nothing before the video is opened, then plays it from the no-cookie host', async () => {
    const page = await b.page()
    const asked = await videoHosts(page)
    await page.goto(PAGE)
    const button = page.locator('a.open-video[href*=youtube]')
    await button.hover()
    await button.focus()
    await page.waitForLoadState('networkidle')
    await b.flushRequests(page)
    expect(asked).toEqual([])
    expect(await page.locator('iframe').count()).toBe(0)
    await page.keyboard.press('Enter')
    const frame = dialog(page).locator('iframe')
    await expect.poll(() => frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Xy1rT6Q9sAk?autoplay=1&start=65')
    expect(await frame.getAttribute('title')).toBe('Suitsusauna kütmine')
    expect(await dialog(page).getAttribute('aria-label')).toBe('Video')
    await expect.poll(() => asked).toEqual(['https://www.youtube-nocookie.com/embed/Xy1rT6Q9sAk?autoplay=1&start=65'])
    // 16:9, within the window.
    const box = (await frame.boundingBox())!
    expect(Math.round((box.width / box.height) * 9)).toBe(16)
    await settled(page)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('iframe').count()).toBe(0)
    await expect.poll(() => active(page)).toContain('youtube.com/watch')
  })

  it('fades out and is removed after 300 ms, at once under reduced motion', async () => {
    const page = await b.page()
    await page.goto(PAGE)
    await page.locator('.wp-block-image a').click()
    await expect.poll(() => dialog(page).getAttribute('aria-label')).toBe('Pilt')
    await settled(page)
    // Close by its button, then time the removal in the page.
    const stayed = await page.evaluate(() => {
      const modal = document.querySelector('.glightbox-container')!
      const start = performance.now()
      ;(window as unknown as { removedAfter?: number }).removedAfter = undefined
      new MutationObserver((_, observer) => {
        if (modal.isConnected) return
        ;(window as unknown as { removedAfter?: number }).removedAfter = performance.now() - start
        observer.disconnect()
      }).observe(document.body, { childList: true })
      document.querySelector<HTMLElement>('.gclose')!.click()
      return modal.isConnected && modal.classList.contains('glightbox-closing')
    })
    expect(stayed).toBe(true)
    await expect.poll(() => page.evaluate(() => (window as unknown as { removedAfter?: number }).removedAfter)).toBeGreaterThanOrEqual(280)
    await expect.poll(() => active(page)).toBe('/wp-content/uploads/saun-ohtul-1200x1200.svg')

    const still = await b.page({ reducedMotion: 'reduce' })
    await still.goto(PAGE)
    await still.locator('.wp-block-image a').click()
    await expect.poll(() => dialog(still).isVisible()).toBe(true)
    const removedAtOnce = await still.evaluate(() => {
      document.querySelector<HTMLElement>('.gclose')!.click()
      return !document.querySelector('.glightbox-container')
    })
    expect(removedAtOnce).toBe(true)
  })

  it("plays the shop's own clip in a <video> with controls", async () => {
    const page = await b.page()
    await page.goto(PAGE)
    await page.locator('a.open-video[href$=".webm"]').click()
    const video = dialog(page).locator('video')
    await expect.poll(() => video.getAttribute('aria-label')).toBe('Kolm sekundit suitsu')
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 2)).toBe(true)
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true)
    await settled(page)
    await expectNoAxeViolations(page)
  })

  it('opens a link added after load', async () => {
    const page = await b.page()
    await page.goto(PAGE)
    await page.evaluate(() =>
      document.querySelector('.entry-content')!.insertAdjacentHTML('beforeend', '<p><a class="image-lightbox" id="late" href="/wp-content/uploads/hilja-1200x1200.svg">Hiljem lisatud pilt</a></p>'),
    )
    await page.locator('#late').click()
    await expect.poll(() => dialog(page).getAttribute('aria-label')).toBe('Pilt')
    await expect.poll(() => page.locator('.gslide.current img').getAttribute('src')).toContain('/wp-content/uploads/hilja-1200x1200.svg')
  })

  it('follows the link when the viewer cannot be loaded (offline)', async () => {
    const page = await b.page()
    await page.route(/\/glightbox\.[0-9a-f]+\.(js|css)$/, (route) => route.abort())
    await page.goto(PAGE)
    await galleryLink(page, 0).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/wp-content/uploads/saun-kerised-1200x1200.svg')
  })

  it('leaves a text link in the post to the browser', async () => {
    const page = await b.page()
    await page.goto(PAGE)
    await page.locator('.entry-content p a[href="/blogi/saunakultuur/"]').click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blogi/saunakultuur/')
    expect(await page.locator('.glightbox-container').count()).toBe(0)
  })

  it('runs under the strict CSP without a violation', async () => {
    const page = await b.page()
    await videoHosts(page)
    const violations = await underStrictCsp(page, b.shop)
    await page.goto(PAGE)
    await galleryLink(page, 0).click()
    await expect.poll(() => dialog(page).isVisible()).toBe(true)
    await expect.poll(() => page.locator('.glightbox-container').evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog(page).count()).toBe(0)
    await page.locator('a.open-video[href*=youtube]').click()
    await expect.poll(() => dialog(page).locator('iframe').count()).toBe(1)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog(page).count()).toBe(0)
    expect(await violations()).toEqual([])
  })

  it("stands down beside Flatsome's lightboxes (?stock=1): Flatsome's popup opens, no Saar viewer", async () => {
    const page = await b.page()
    await videoHosts(page)
    const said: string[] = []
    page.on('console', (m) => said.push(m.text()))
    await page.goto(`${PAGE}?stock=1`)
    await expect.poll(() => said.includes('Saar: lightboxes left to Flatsome (lightbox-image)')).toBe(true)
    await galleryLink(page, 0).hover()
    await galleryLink(page, 0).click()
    await expect.poll(() => page.locator('.mfp-wrap img.mfp-img').getAttribute('src')).toContain('/wp-content/uploads/saun-kerised-1200x1200.svg')
    await page.locator('.mfp-close').click()
    await page.locator('a.open-video[href*=youtube]').click()
    await expect.poll(() => page.locator('.mfp-wrap iframe').count()).toBe(1)
    await b.flushRequests(page)
    expect(viewerBundle()).toEqual([])
    expect(await page.locator('.glightbox-container').count()).toBe(0)
  })
})
