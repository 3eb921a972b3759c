/**
 * The whole page's first-load JavaScript, for `npm run bench` (BENCH_ONLY=whole-page): every script a page of the
 * stand-in shop receives before any interaction (its load, then 3 s idle, a fresh visitor who has not answered the
 * consent banner), weighed as gzip -9 of each response body as Chromium received it, and sorted into Saar's files,
 * the scripts a real shop keeps beside Saar (php-stub/shop/kept-scripts.json, with why each stays) and anything
 * else (unexplained). What the list keeps but the stand-in cannot serve (WordPress core's and WooCommerce's own
 * files) is counted at the real file's size the list gives, and said so.
 */
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { distBase, themeBase } from '../php-stub/shop/assets'
import type { KeptScript } from '../php-stub/shop/stock'

/** How long a page is left alone after its load event: what Saar (or anything else) loads at idle counts too. */
export const IDLE_MS = 3_000

/** One script response: its URL and the gzip -9 bytes of its body. */
export interface Received {
  url: string
  gzip: number
}

/** A page's scripts, sorted. */
export interface WholePage {
  /** Saar's own files (its plugin's and the child theme's folders): first-load and on-demand alike. */
  saar: Received[]
  /** Kept scripts the page received, each with its entry. */
  kept: Array<{ script: KeptScript; received: Received }>
  /** Kept scripts the stand-in does not serve: counted at their real size. */
  notServed: KeptScript[]
  /** Kept scripts with a file that the page did not receive (a stand-in that should be printed and is not). */
  missing: KeptScript[]
  /** Scripts that are neither Saar's nor in the list. */
  unexplained: Received[]
  jquery: boolean
  zxcvbn: boolean
}

/** The scripts one fresh load of `url` receives until `IDLE_MS` after its load event. */
export async function receivedScripts(browser: Browser, url: string): Promise<Received[]> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const bodies: Array<Promise<Received | undefined>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    // A redirect or an aborted response has no body to weigh; the request it leads to is weighed on its own.
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    )
  })
  try {
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(IDLE_MS)
    return (await Promise.all(bodies)).filter((r): r is Received => !!r)
  } finally {
    await context.close()
  }
}

/** Sorts what a page of type `kept` received; `zxcvbnFile` is Saar's built zxcvbn file's name, if any. */
export function sortScripts(received: Received[], shopUrl: string, kept: KeptScript[], zxcvbnFile?: string): WholePage {
  const origin = new URL(shopUrl).origin
  const own = (r: Received) => new URL(r.url).origin === origin
  const pathOf = (r: Received) => new URL(r.url).pathname
  const saar = received.filter((r) => own(r) && (pathOf(r).startsWith(distBase) || pathOf(r).startsWith(themeBase)))
  const rest = received.filter((r) => !saar.includes(r))
  const keptReceived = kept.flatMap((script) => rest.filter((r) => own(r) && pathOf(r) === script.src).map((received) => ({ script, received })))
  const explained = new Set(keptReceived.map((k) => k.received))
  return {
    saar,
    kept: keptReceived,
    notServed: kept.filter((k) => k.source === 'none'),
    missing: kept.filter((k) => k.source !== 'none' && !keptReceived.some((r) => r.script === k)),
    unexplained: rest.filter((r) => !explained.has(r)),
    jquery: received.some((r) => /\/jquery(?:[.-]\d[\w.]*)?(?:\.min)?\.js$/.test(new URL(r.url).pathname)),
    zxcvbn: received.some((r) => /zxcvbn/i.test(new URL(r.url).pathname) || (!!zxcvbnFile && new URL(r.url).pathname.endsWith(`/${zxcvbnFile}`))),
  }
}

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0)

/** Bytes of a sorted page: all of it (what it received, and the unserved kept scripts at their real size), and its parts. */
export function totals(p: WholePage): { whole: number; saar: number; keptReceived: number; notServed: number; unexplained: number; realShop: number } {
  const saar = sum(p.saar.map((r) => r.gzip))
  const keptReceived = sum(p.kept.map((k) => k.received.gzip))
  const notServed = sum(p.notServed.map((k) => k.gzip))
  const unexplained = sum(p.unexplained.map((r) => r.gzip))
  // As on the real shop: a stand-in weighs what the real file weighs (the list's size), the npm files as received.
  const realKept = sum(p.kept.map((k) => (k.script.source === 'stand-in' ? k.script.gzip : k.received.gzip)))
  return { whole: saar + keptReceived + notServed + unexplained, saar, keptReceived, notServed, unexplained, realShop: saar + realKept + notServed + unexplained }
}
