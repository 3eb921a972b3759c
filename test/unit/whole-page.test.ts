/**
 * The bench's whole-page sort (scripts/whole-page.ts): what a page received goes to Saar's files, the kept scripts
 * of its page type (by the path the list names, on the shop's own origin only) or the unexplained; what the list keeps
 * but the stand-in cannot serve is counted at its real size, a stand-in weighs as its real file on "real shop".
 */
import { describe, expect, it } from 'vitest'
import { sortScripts, totals } from '../../scripts/whole-page'
import type { KeptScript } from '../../php-stub/shop/stock'

const shop = 'http://127.0.0.1:8080'
const kept: KeptScript[] = [
  { handle: 'jquery-core', why: 'the cart script needs it', source: 'npm', file: 'node_modules/jquery/dist/jquery.min.js', src: '/wp-includes/js/jquery/jquery.min.js', gzip: 30201, deps: [] },
  { handle: 'wc-checkout', why: 'Saar does not replace it', source: 'stand-in', file: 'php-stub/shop/stock/checkout.js', src: '/wp-content/stand-in-stock/checkout.js', gzip: 4671, deps: ['jquery'] },
  { handle: 'wp-emoji', why: "core's emoji script", source: 'none', src: '/wp-includes/js/wp-emoji-release.min.js', gzip: 5268, deps: [], queued: false },
]

describe('sortScripts', () => {
  it("sorts Saar's files, the kept scripts and the rest, and sums them", () => {
    const page = sortScripts(
      [
        { url: `${shop}/wp-content/plugins/saar/dist/runtime.abc123.js`, gzip: 6000 },
        { url: `${shop}/wp-content/themes/flatsome-child/saar/theme.abc123.js?ver=6.9`, gzip: 4000 },
        { url: `${shop}/wp-includes/js/jquery/jquery.min.js`, gzip: 30300 },
        { url: `${shop}/wp-content/stand-in-stock/checkout.js?ver=1`, gzip: 1900 },
        { url: 'http://127.0.0.1:8081/zotabox/static/a/b/x/widgets.js', gzip: 700 },
      ],
      shop,
      kept,
    )
    expect(page.saar.map((r) => r.gzip)).toEqual([6000, 4000])
    expect(page.kept.map((k) => [k.script.handle, k.received.gzip])).toEqual([['jquery-core', 30300], ['wc-checkout', 1900]])
    expect(page.notServed.map((k) => k.handle)).toEqual(['wp-emoji'])
    expect(page.missing).toEqual([])
    expect(page.unexplained.map((r) => r.url)).toEqual(['http://127.0.0.1:8081/zotabox/static/a/b/x/widgets.js'])
    expect([page.jquery, page.zxcvbn]).toEqual([true, false])
    expect(totals(page)).toEqual({ whole: 6000 + 4000 + 30300 + 1900 + 5268 + 700, saar: 10000, keptReceived: 32200, notServed: 5268, unexplained: 700, realShop: 10000 + 30300 + 4671 + 5268 + 700 })
  })

  it('takes a kept path on another origin, or a Saar path elsewhere, for unexplained; names a served kept script the page missed', () => {
    const page = sortScripts(
      [
        { url: 'https://cdn.example/wp-includes/js/jquery/jquery.min.js', gzip: 30000 },
        { url: 'https://cdn.example/wp-content/plugins/saar/dist/runtime.abc.js', gzip: 6000 },
        { url: `${shop}/wp-content/plugins/saar/dist/zxcvbn.abc.js`, gzip: 390000 },
      ],
      shop,
      kept,
      'zxcvbn.abc.js',
    )
    expect(page.saar.map((r) => r.gzip)).toEqual([390000])
    expect(page.unexplained.map((r) => r.gzip)).toEqual([30000, 6000])
    expect(page.missing.map((k) => k.handle)).toEqual(['jquery-core', 'wc-checkout'])
    // jQuery was fetched, if from elsewhere; zxcvbn by its built name.
    expect([page.jquery, page.zxcvbn]).toEqual([true, true])
  })

  it('a page with nothing kept and only Saar: no jQuery, no zxcvbn', () => {
    const page = sortScripts([{ url: `${shop}/wp-content/plugins/saar/dist/runtime.abc.js`, gzip: 6000 }], shop, [])
    expect([page.jquery, page.zxcvbn, page.unexplained.length, totals(page).whole]).toEqual([false, false, 0, 6000])
  })
})
