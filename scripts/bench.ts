/**
 * `npm run bench`: what Saar costs a shopper, measured, not asserted.
 *
 * 1. Bytes of each built script: raw, gzip (level 9) and brotli (quality 11).
 * 2. Bytes of Saar's first-load JavaScript per page type of the stand-in shop (the scripts the page enqueues).
 * 3. Main-thread time Chromium spends on Saar's scripts on each page type: the DevTools protocol's ScriptDuration
 *    for a load with Saar, minus the same page with Saar's scripts blocked; the median of several loads.
 *
 * 4. zxcvbn requests around the first focus of a password field; the variation form's select change → updated DOM
 *    at 10 to 5,000 variations; a quick view's click → open dialog (focus inside), → variation form ready, → slider set up.
 *
 * Options: BENCH_RUNS (default 7) loads per page and mode; BENCH_CPU (default 4) CPU throttling rate.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { buildAll, distDir, type Manifest } from './build'
import { startShop } from '../php-stub/shop/server'
import { launchChromium } from '../test/browser/browser'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = distDir()
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
  // Checkout sends an empty cart back to the cart page, as WooCommerce does: put a product in first.
  checkout: '/kassa/?add-to-cart=101',
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

/** Files requested by the page loads measured (to show which on-demand bundles a first visit pulls in). */
const lazyRequests = new Set<string>()

const kB = (n: number): string => (n / 1000).toFixed(2)
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |'
  return [line(head), '|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|', ...rows.map(line)].join('\n')
}

/** The HTML a browser ends up with at `url`: redirects followed with the cookies they set (the visitor's cart). */
async function pageHtml(url: string): Promise<string> {
  let cookie = ''
  for (let hops = 0; hops < 5; hops++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie } })
    const set = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    if (set) cookie = cookie ? `${cookie}; ${set}` : set
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) return response.text()
    url = new URL(location, url).href
  }
  throw new Error(`too many redirects at ${url}`)
}

/** Milliseconds of script execution for one load of `url`, with Saar's scripts allowed or blocked. */
async function scriptTime(browser: Browser, url: string, withSaar: boolean): Promise<number> {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.on('request', (r) => lazyRequests.add(r.url().split('/').pop() ?? ''))
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

/** A variable-product form with `count` variations over three attributes, as the server would print it. */
export function variationFixture(count: number): string {
  const side = Math.ceil(Math.cbrt(count))
  const values = (name: string) => Array.from({ length: side }, (_, i) => `${name}-${i + 1}`)
  const [a, b, c] = [values('suurus'), values('värv'), values('materjal')]
  const variations = []
  for (let i = 0; i < count; i++) {
    const attributes = { attribute_pa_a: a[i % side]!, attribute_pa_b: b[Math.floor(i / side) % side]!, attribute_pa_c: c[Math.floor(i / side / side) % side]! }
    variations.push({ variation_id: i + 1, attributes, price_html: `<span class="price">${10 + (i % 50)},00 €</span>`, availability_html: '<p class="stock in-stock">Laos</p>', is_purchasable: true, is_in_stock: true, variation_is_visible: true, variation_is_active: true, is_sold_individually: 'no', min_qty: 1, max_qty: '', sku: `SKU-${i + 1}` })
  }
  const select = (name: string, options: string[]) =>
    `<tr><th><label for="pa_${name}">${name}</label></th><td><select id="pa_${name}" name="attribute_pa_${name}" data-attribute_name="attribute_pa_${name}"><option value="">Vali</option>${options.map((o) => `<option value="${o}">${o}</option>`).join('')}</select></td></tr>`
  const data = JSON.stringify(variations).replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return `<!DOCTYPE html><html lang="et"><head><title>bench</title></head><body><div class="product"><form class="variations_form cart" method="post" data-product_id="1" data-product_variations="${data}"><table class="variations"><tbody>${select('a', a)}${select('b', b)}${select('c', c)}</tbody></table><div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><input type="number" class="qty" name="quantity" value="1" aria-label="Kogus"></div><button type="submit" class="single_add_to_cart_button button alt disabled" disabled>Lisa korvi</button><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form><div class="product_meta"><span class="sku">SKU</span></div></div></body></html>`
}

/** Runs in the page: chooses full combinations one select at a time and times the last change, which finds the variation. */
const measureInPage = `function (runs) {
  var selects = Array.prototype.slice.call(document.querySelectorAll('select'))
  var change = function (s, value) { s.value = value; s.dispatchEvent(new Event('change', { bubbles: true })) }
  var out = []
  for (var r = 0; r < runs; r++) {
    selects.forEach(function (s) { change(s, '') })
    selects.slice(0, -1).forEach(function (s, i) { change(s, s.options[1 + ((r * 7 + i) % (s.options.length - 1))].value) })
    var last = selects[selects.length - 1]
    var offered = Array.prototype.filter.call(last.options, function (o) { return o.value && !o.hidden })
    last.value = offered.length ? offered[r % offered.length].value : ''
    var t0 = performance.now()
    last.dispatchEvent(new Event('change', { bubbles: true }))
    out.push(performance.now() - t0)
  }
  return out
}`

/** Median milliseconds from a select change to the updated DOM (the form updates synchronously in list mode). */
async function variationChangeTime(browser: Browser, manifest: Manifest, count: number): Promise<number> {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (CPU > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU })
  await page.setContent(variationFixture(count))
  for (const name of ['runtime', 'product']) await page.addScriptTag({ path: path.join(dist, manifest[name]!.file) })
  await page.waitForFunction(() => document.querySelector('.single_add_to_cart_button')?.getAttribute('aria-disabled') === 'true')
  // Passed as source text: the bench runs under tsx, whose helpers must not leak into the page.
  const times = (await page.evaluate(`(${measureInPage})(${RUNS})`)) as number[]
  await context.close()
  return median(times)
}

/** zxcvbn requests on the account page before and after the first focus of a password field. */
async function zxcvbnOnFocus(browser: Browser, shopUrl: string, file: string): Promise<[number, number]> {
  const context = await browser.newContext()
  const page = await context.newPage()
  let requests = 0
  page.on('request', (r) => void (r.url().endsWith(`/${file}`) && requests++))
  await page.goto(`${shopUrl}/minu-konto/`, { waitUntil: 'networkidle' })
  const before = requests
  await page.focus('form.register input[type=password]')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  await context.close()
  return [before, requests]
}

/** Runs in the page: clicks the quick view of product `id` and resolves with the milliseconds to each stage. */
const quickViewInPage = `function (id) {
  return new Promise(function (resolve) {
    var times = {}
    var t0 = performance.now()
    var check = function () {
      var dialog = document.querySelector('.saar-quick-view [role=dialog]')
      if (!dialog) return
      var now = performance.now() - t0
      if (times.open == null && dialog.contains(document.activeElement)) times.open = now
      var form = dialog.querySelector('form.variations_form')
      if (times.form == null && (!form || form.querySelector('.single_add_to_cart_button[aria-disabled]'))) times.form = now
      if (times.slider == null && dialog.querySelector('.swiper-initialized')) times.slider = now
      if (times.open != null && times.form != null && times.slider != null) done()
    }
    var observer = new MutationObserver(check)
    var timer = setTimeout(function () { done() }, 10000)
    function done() { observer.disconnect(); clearTimeout(timer); resolve(times) }
    observer.observe(document.body, { subtree: true, childList: true, attributes: true })
    document.querySelector('.quick-view[data-prod="' + id + '"]').click()
  })
}`

interface QuickViewTimes {
  open?: number
  form?: number
  slider?: number
}

/** Medians, over fresh (cold-cache) loads of the shop listing, of a quick view's stages for product `id`. */
async function quickViewTimes(browser: Browser, shopUrl: string, id: number): Promise<Required<QuickViewTimes>> {
  const runs: QuickViewTimes[] = []
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    if (CPU > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU })
    await page.goto(`${shopUrl}/pood/`, { waitUntil: 'networkidle' })
    runs.push((await page.evaluate(`(${quickViewInPage})(${id})`)) as QuickViewTimes)
    await context.close()
  }
  const stage = (key: keyof QuickViewTimes) => median(runs.map((r) => r[key] ?? NaN))
  return { open: stage('open'), form: stage('form'), slider: stage('slider') }
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
      const html = await pageHtml(shop.url + url)
      const loaded = Object.entries(manifest).filter(([, e]) => html.includes(`/dist/${e.file}" defer`)).map(([n]) => n)
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
    const lazyLoaded = Object.entries(manifest).filter(([, e]) => e.lazy && lazyRequests.has(e.file)).map(([n]) => n)
    console.log(`\nOn-demand files requested during these loads: ${lazyLoaded.length ? lazyLoaded.join(', ') : 'none'} (zxcvbn is never among them: it loads on the first focus of a password field).`)

    if (manifest.zxcvbn) {
      const [before, after] = await zxcvbnOnFocus(browser, shop.url, manifest.zxcvbn.file)
      console.log(`\nzxcvbn on /minu-konto/: ${before} request(s) before a password field is focused, ${after} after the first focus.`)
    }

    const quickViewRows: string[][] = []
    for (const [label, id] of [['simple (101)', 101], ['variable (102)', 102]] as const) {
      const q = await quickViewTimes(browser, shop.url, id)
      quickViewRows.push([label, q.open.toFixed(1), q.form.toFixed(1), q.slider.toFixed(1)])
    }
    console.log(`\nQuick view on /pood/: ms from the click (first quick view of a fresh visit; the request, the on-demand bundles and Flatsome's 300 ms slider delay included; ${CPU}x CPU throttling, median of ${RUNS}):\n`)
    console.log(table(['product', 'dialog open, focus inside', 'variation form ready', 'slider set up'], quickViewRows))

    const variationRows: string[][] = []
    for (const count of [10, 100, 1000, 5000]) variationRows.push([String(count), (await variationChangeTime(browser, manifest, count)).toFixed(2)])
    console.log(`\nVariation form: select change → updated DOM, three attributes (ms, ${CPU}x CPU throttling, median of ${RUNS}; goal ≤ 16 ms at 1,000, ≤ 50 ms at 5,000):\n`)
    console.log(table(['variations', 'ms'], variationRows))
  } finally {
    await browser.close()
    await shop.close()
  }
}

await main()
