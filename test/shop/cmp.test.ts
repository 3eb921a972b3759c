/**
 * The consent tools' stand-ins (cmp.ts): `?cmp=<name>` prints the tool where WordPress prints it (its settings, then
 * its script async; Cookiebot after Saar's scripts), the visitor keeps it on later pages until `?cmp=none`, and each
 * stand-in file is served and names the real tool it was written from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import { CMP_STAND_INS, cmpBase } from '../../php-stub/shop/cmp'
import { Visitor, type Page } from './client'

let shop: RunningShop

beforeAll(async () => {
  shop = await startShop({ port: 0, quiet: true })
})
afterAll(() => shop.close())

/** The stand-in scripts a page prints, in order, with where they are (head or body) and whether async. */
const standIns = (page: Page) =>
  [...page.doc.querySelectorAll<HTMLScriptElement>(`script[src^="${cmpBase}"]`)].map((s) => ({ file: s.getAttribute('src')!.slice(cmpBase.length), in: s.closest('head') ? 'head' : 'body', async: s.hasAttribute('async') }))

describe('consent tool stand-ins', () => {
  it('prints the chosen tool on every later page of the visitor, until ?cmp=none', async () => {
    const v = new Visitor(shop.url)
    expect(standIns(await v.page('/pood/'))).toEqual([])
    const first = await v.page('/pood/?cmp=cookieyes')
    expect(standIns(first)).toEqual([{ file: 'cookieyes.js', in: 'head', async: true }])
    // Its settings are printed before it, as wp_localize_script prints them.
    const data = first.doc.getElementById('cookie-law-info-js-extra')
    expect(data?.textContent).toMatch(/^var _ckyConfig = \{/)
    expect(data?.compareDocumentPosition(first.doc.getElementById('cookie-law-info-js')!)).toBe(4)
    for (const path of ['/toode/villased-sokid/', '/ostukorv/', '/minu-konto/', '/blogi/saunakultuur/']) expect(standIns(await v.page(path)), path).toEqual([{ file: 'cookieyes.js', in: 'head', async: true }])
    expect(standIns(await v.page('/pood/?cmp=none'))).toEqual([])
    expect(standIns(await v.page('/pood/'))).toEqual([])
    expect(standIns(await v.page('/pood/?cmp=no-such-tool'))).toEqual([])
  })

  it("prints Cookiebot at the end of the body after Saar's scripts: a tool that arrives late", async () => {
    const page = await new Visitor(shop.url).page('/toode/villased-sokid/?cmp=cookiebot')
    expect(standIns(page)).toEqual([{ file: 'cookiebot.js', in: 'body', async: true }])
    const scripts = [...page.doc.body.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')!)
    expect(scripts.at(-1)).toBe(`${cmpBase}cookiebot.js`)
    expect(scripts.some((src) => /\/tracking\.\w+\.js$/.test(src))).toBe(true)
  })

  it('prints the IAB stub before the TCF CMP, and the WP Consent API before Complianz', async () => {
    const tcf = await new Visitor(shop.url).page('/?cmp=tcf')
    const stub = tcf.doc.getElementById('tcf-stub')!
    expect(stub.textContent).toContain('__tcfapi')
    expect(stub.compareDocumentPosition(tcf.doc.getElementById('tcf-cmp-js')!)).toBe(4)
    const complianz = await new Visitor(shop.url).page('/?cmp=complianz')
    expect(standIns(complianz).map((s) => s.file)).toEqual(['wp-consent-api.js', 'complianz.js'])
    expect(complianz.doc.getElementById('cmplz-cookiebanner-js-extra')?.textContent).toMatch(/^var complianz = \{/)
    expect(complianz.doc.getElementById('wp-consent-api-js-extra')?.textContent).toMatch(/^var consent_api = \{/)
  })

  it('serves each stand-in as JavaScript, naming the real tool it stands in for', async () => {
    const files = Object.values(CMP_STAND_INS).flatMap((s) => s.scripts.map(([, file]) => file))
    expect(files).toHaveLength(10)
    for (const file of files) {
      const res = await fetch(`${shop.url}${cmpBase}${file}`)
      expect(res.status, file).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/javascript/)
      expect((await res.text()).slice(0, 400), file).toMatch(/^\/\*\n \* Stand-in for .*(written from|nothing copied)/s)
    }
    expect((await fetch(`${shop.url}${cmpBase}../server.ts`)).headers.get('content-type')).not.toMatch(/javascript/)
  })
})
