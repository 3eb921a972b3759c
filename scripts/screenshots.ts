/**
 * `npm run screenshots`: pictures of the stand-in shop running Saar, so a shop owner sees it before installing
 * anything (the README shows them near its top). Starts the stand-in on a free port with the built scripts
 * (building them when dist/ is missing), opens each page of SHOTS in the tests' Chromium (Debian's, never a
 * downloaded one) at each width of WIDTHS, and writes one screen of it (the viewport, not the whole page, so the
 * files stay small) to docs/screenshots/<name>-<width>.png, or to SCREENSHOTS_DIR.
 *
 * The visitor has answered the consent question (rejected), closed the purchase popup and the store notice, as a
 * returning shopper has, so none covers the shop; motion is reduced, so no picture catches a transition half-way.
 */
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { buildAll, distDir } from './build'
import { startShop } from '../php-stub/shop/server'
import { launchChromium } from '../test/browser/browser'
import { encodeChoice, STORED_COOKIE } from '../islands/tracking/consent/stored'
import { site } from '../php-stub/shop/catalogue'
import { md5 } from '../php-stub/shop/visitors'

/** One picture: the page's URL on the stand-in, and what a shopper does there first (at the given width). */
export interface Shot {
  name: string
  url: string
  /** What the picture shows, for the README's alt text. */
  alt: string
  act?: (page: Page, width: number) => Promise<void>
}

/** The widths of every picture: a laptop's window and a phone's (an iPhone 12 to 15). */
export const WIDTHS = [1280, 390] as const
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 1280: 800, 390: 844 }

/** The menu a shopper opens: the burger's slide-in menu on a phone, the categories' dropdown on a laptop. */
async function openMenu(page: Page, width: number): Promise<void> {
  if (width < 850) {
    const burger = page.locator('[data-open="#main-menu"]').first()
    if (!(await burger.isVisible())) return console.warn('  no burger on the page: the menu picture shows the header as it is')
    await burger.click()
    await page.locator('#main-menu').waitFor({ state: 'visible' })
  } else {
    const menu = page.locator('#header .has-dropdown > a', { hasText: 'Kategooriad' }).first()
    await menu.hover()
    await page.locator('#header .has-dropdown:hover .nav-dropdown, #header .current-dropdown .nav-dropdown').first().waitFor({ state: 'visible' })
  }
}

/** The pages pictured, in the README's order: the listing, a variable product, checkout with a product in the cart, the menu. */
export const SHOTS: Shot[] = [
  { name: 'listing', url: '/pood/', alt: 'The shop listing: header, categories and the product grid' },
  { name: 'product', url: '/toode/villane-kampsun/', alt: 'A variable product: gallery, price, options and the add-to-cart button' },
  // Checkout sends an empty cart back to the cart page, as WooCommerce does: put a product in first.
  { name: 'checkout', url: '/kassa/?add-to-cart=101', alt: 'Checkout: billing fields, the order review and shipping' },
  { name: 'menu', url: '/pood/', alt: 'The menu open: the slide-in menu on a phone, the categories dropdown on a laptop', act: openMenu },
]

/** The file of a picture, relative to the repository (the README links these). */
export const screenshotFile = (name: string, width: number): string => `docs/screenshots/${name}-${width}.png`

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

async function main(): Promise<void> {
  const dist = distDir()
  if (!existsSync(path.join(dist, 'manifest.json'))) await buildAll(dist)
  const outDir = process.env.SCREENSHOTS_DIR ? path.resolve(process.env.SCREENSHOTS_DIR) : undefined
  const shop = await startShop({ port: 0, distDir: dist, quiet: true })
  const browser = await launchChromium()
  try {
    for (const width of WIDTHS) {
      const phone = width < 850
      const context = await browser.newContext({
        viewport: { width, height: HEIGHTS[width] },
        isMobile: phone,
        hasTouch: phone,
        locale: 'et-EE',
        reducedMotion: 'reduce',
        baseURL: shop.url,
      })
      const rejected = encodeURIComponent(encodeChoice({ analytics: false, marketing: false }))
      await context.addCookies([
        { name: STORED_COOKIE, value: rejected, url: shop.url, sameSite: 'Lax' },
        { name: 'woo_notification_close', value: '1', url: shop.url, sameSite: 'Lax' },
        // WooCommerce's dismissal cookie of this notice's text (store_notice<md5 of it>).
        { name: `store_notice${md5(site.storeNotice)}`, value: 'hidden', url: shop.url, sameSite: 'Lax' },
      ])
      for (const shot of SHOTS) {
        const page = await context.newPage()
        await page.goto(shot.url, { waitUntil: 'networkidle' })
        await shot.act?.(page, width)
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        const file = outDir ? path.join(outDir, path.basename(screenshotFile(shot.name, width))) : path.join(root, screenshotFile(shot.name, width))
        mkdirSync(path.dirname(file), { recursive: true })
        await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
        console.log(`  ${path.relative(root, file)}`)
        await page.close()
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await shop.close()
  }
}

// Run as `npm run screenshots`; imported (the unit test reads SHOTS), nothing runs.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
