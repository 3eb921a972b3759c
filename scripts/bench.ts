/**
 * `npm run bench`: what Saar costs a shopper, measured, not asserted.
 *
 * 1. Bytes of each built script: raw, gzip (level 9) and brotli (quality 11).
 * 2. Bytes of Saar's first-load JavaScript per page type of the stand-in shop (the scripts the page enqueues).
 * 3. Main-thread time Chromium spends on Saar's scripts on each page type: the DevTools protocol's ScriptDuration
 *    for a load with Saar, minus the same page with Saar's scripts blocked; the median of several loads.
 *
 * Options: BENCH_RUNS (default 7) loads per page and mode; BENCH_CPU (default 4) CPU throttling rate.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { buildAll, type Manifest } from './build'
import { startShop } from '../php-stub/shop/server'
import { launchChromium } from '../test/browser/browser'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const CPU = Number(process.env.BENCH_CPU ?? 4)

/** A representative URL of each page type of the stand-in shop. */
export const PAGE_TYPES: Record<string, string> = {
  shop: '/pood/',
  'product (simple)': '/toode/villane-sall/',
  'product (min/max quantity)': '/toode/mesilasvahakuunlad/',
  'product (variable)': '/toode/villane-kampsun/',
  'product (many variations)': '/toode/linane-sark/',
  brands: '/brandid/',
  cart: '/ostukorv/',
  checkout: '/kassa/',
  account: '/minu-konto/',
  post: '/blogi/villaste-riiete-hooldus/',
}

interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

const sizeOf = (code: Buffer): Sizes => ({
  raw: code.length,
  gzip: gzipSync(code, { level: 9 }).length,
  brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
})

const kB = (n: number): string => (n / 1000).toFixed(2)
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |'
  return [line(head), '|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|', ...rows.map(line)].join('\n')
}

/** Milliseconds of script execution for one load of `url`, with Saar's scripts allowed or blocked. */
async function scriptTime(browser: Browser, url: string, withSaar: boolean): Promise<number> {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (!withSaar) await page.route(/\/wp-content\/plugins\/saar\/dist\//, (route) => route.abort())
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
  await page.goto(url, { waitUntil: 'load' })
  // Islands mount on DOMContentLoaded and in the tasks right after it: let them finish.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
  const { metrics } = await cdp.send('Performance.getMetrics')
  await context.close()
  return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000
}

async function main(): Promise<void> {
  if (!existsSync(path.join(dist, 'manifest.json'))) await buildAll(dist)
  const manifest = JSON.parse(await readFile(path.join(dist, 'manifest.json'), 'utf8')) as Manifest
  const sizes: Record<string, Sizes> = {}
  for (const [name, entry] of Object.entries(manifest)) sizes[name] = sizeOf(await readFile(path.join(dist, entry.file)))

  console.log(`\nSaar bench — ${new Date().toISOString()}\n\nScripts (bytes; gzip -9, brotli q11):\n`)
  console.log(
    table(
      ['script', 'raw', 'gzip', 'brotli', 'loads'],
      Object.entries(sizes).map(([name, s]) => [name, String(s.raw), String(s.gzip), String(s.brotli), manifest[name]?.lazy ? 'on demand' : 'with page']),
    ),
  )

  const shop = await startShop({ port: 0, distDir: dist, quiet: true })
  const browser = await launchChromium()
  try {
    const rows: string[][] = []
    for (const [type, url] of Object.entries(PAGE_TYPES)) {
      // The scripts the page really loads, read from its markup.
      const html = await (await fetch(shop.url + url)).text()
      const loaded = Object.entries(manifest).filter(([, e]) => html.includes(`/dist/${e.file}`)).map(([n]) => n)
      const total = loaded.reduce((sum, n) => ({ gzip: sum.gzip + sizes[n]!.gzip, brotli: sum.brotli + sizes[n]!.brotli }), { gzip: 0, brotli: 0 })
      const withSaar: number[] = []
      const without: number[] = []
      for (let i = 0; i < RUNS; i++) {
        withSaar.push(await scriptTime(browser, shop.url + url, true))
        without.push(await scriptTime(browser, shop.url + url, false))
      }
      rows.push([type, url, loaded.join(' + '), kB(total.gzip), kB(total.brotli), (median(withSaar) - median(without)).toFixed(1)])
    }
    console.log(`\nPages of the stand-in shop (Saar's first-load JS in kB; main-thread ms at ${CPU}x CPU throttling, median of ${RUNS}):\n`)
    console.log(table(['page type', 'url', 'scripts', 'gzip kB', 'brotli kB', 'script ms'], rows))
    const lazyRequested = rows.length > 0
    if (lazyRequested) console.log('\nOn-demand files (zxcvbn, …) are not part of any first load above.')
  } finally {
    await browser.close()
    await shop.close()
  }
}

await main()
