/** Failure injection, the third-party stand-ins and their recording, and the script tags from the manifest. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import { Visitor } from './client'

let shop: RunningShop
const dist = mkdtempSync(path.join(tmpdir(), 'saar-dist-'))

beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'manifest.json'),
    JSON.stringify({
      runtime: { file: 'runtime.1.js', deps: [] },
      cart: { file: 'cart.1.js', deps: ['runtime', 'theme'] },
      theme: { file: 'theme.1.js', deps: ['runtime'] },
      product: { file: 'product.1.js', deps: ['runtime'] },
      zxcvbn: { file: 'zxcvbn.1.js', deps: ['runtime'], lazy: true },
    }),
  )
  writeFileSync(path.join(dist, 'runtime.1.js'), 'window.saar = {}')
  shop = await startShop({ port: 0, distDir: dist, quiet: true })
})
afterAll(async () => {
  await shop.close()
  rmSync(dist, { recursive: true, force: true })
})

const ajax = '/wp-admin/admin-ajax.php'

describe('injection', () => {
  it("WordPress's -1 and 0, and a page of HTML, by header", async () => {
    const v = new Visitor(shop.url)
    const answer = async (mode: string) => {
      const res = await v.post('/?wc-ajax=get_variation', { product_id: '102' }, { headers: { 'X-Saar-Inject': `get_variation=${mode}` } })
      return [res.status, res.headers.get('content-type')?.split(';')[0], await res.text()]
    }
    expect(await answer('minus-one')).toEqual([200, 'application/json', '-1'])
    expect(await answer('zero')).toEqual([200, 'application/json', '0'])
    const [status, type, body] = await answer('html')
    expect([status, type]).toEqual([200, 'text/html'])
    expect(body).toMatch(/^<!DOCTYPE html>.*<\/html>$/s)
  })

  it('500, invalid-json and empty by header; other calls untouched', async () => {
    const v = new Visitor(shop.url)
    await v.page('/')
    const search = `${ajax}?action=flatsome_ajax_search_products&query=sokid`
    expect((await v.fetch(search, { headers: { 'X-Saar-Inject': 'flatsome_ajax_search_products=500' } })).status).toBe(500)
    const invalid = await v.fetch(search, { headers: { 'X-Saar-Inject': 'get_variation=empty|*=invalid-json' } })
    expect(invalid.status).toBe(200)
    await expect(invalid.clone().json()).rejects.toThrow()
    const empty = await v.post('/?wc-ajax=get_variation', { product_id: '102' }, { headers: { 'X-Saar-Inject': 'get_variation=empty|*=invalid-json' } })
    expect(await empty.text()).toBe('')
    expect((await v.fetch(search, { headers: { 'X-Saar-Inject': 'add_to_cart=500' } })).status).toBe(200)
  })

  it('latency by cookie, combined with 500', async () => {
    const v = new Visitor(shop.url)
    await v.page('/')
    v.jar.set('saar_inject', encodeURIComponent('add_to_cart=latency:300+500'))
    const started = Date.now()
    const res = await v.post('/?wc-ajax=add_to_cart', { product_id: '101' })
    expect(res.status).toBe(500)
    expect(Date.now() - started).toBeGreaterThanOrEqual(280)
  })

  it('per-visitor rules via /__saar/inject, cleared by /__saar/reset', async () => {
    const v = new Visitor(shop.url)
    await v.page('/')
    const other = new Visitor(shop.url)
    await other.page('/')
    const set = await fetch(`${shop.url}/__saar/inject`, { method: 'POST', body: JSON.stringify({ visitor: v.jar.get('saar_visitor'), rules: 'pys_get_pbid=500' }) })
    expect(set.status).toBe(200)
    expect((await v.fetch(`${ajax}?action=pys_get_pbid`)).status).toBe(500)
    expect((await other.fetch(`${ajax}?action=pys_get_pbid`)).status).toBe(200)
    await fetch(`${shop.url}/__saar/reset`, { method: 'POST' })
    expect((await v.fetch(`${ajax}?action=pys_get_pbid`)).status).toBe(200)
  })

  it('timeout holds the answer (aborted by the client here)', async () => {
    const v = new Visitor(shop.url)
    await v.page('/')
    const res = v.fetch(`${ajax}?action=pys_get_pbid`, { headers: { 'X-Saar-Inject': 'pys_get_pbid=timeout' }, signal: AbortSignal.timeout(300) })
    await expect(res).rejects.toThrow()
  })
})

describe('third parties', () => {
  it('record what they receive, with CORS, and serve scripts that mark themselves', async () => {
    // This test's calls carry a tag of their own, so its records are found by tag, not by a time window.
    const tag = randomUUID()
    const res = await fetch(`${shop.thirdPartyUrl}/fb/tr?id=123&ev=PageView&test=${tag}`, { headers: { Origin: shop.url, Referer: `${shop.url}/pood/`, Cookie: '_fbp=fb.1.2.3' } })
    expect(res.headers.get('access-control-allow-origin')).toBe(shop.url)
    const geo = (await (await fetch(`${shop.thirdPartyUrl}/geo/json?test=${tag}`)).json()) as Record<string, string>
    expect(Object.keys(geo)).toEqual(expect.arrayContaining(['city', 'country', 'ip']))
    const script = await (await fetch(`${shop.thirdPartyUrl}/fb/fbevents.js?test=${tag}`)).text()
    expect(script).toContain('__saarThirdParty')
    expect(script).toContain(shop.thirdPartyUrl)
    await fetch(`${shop.thirdPartyUrl}/ga/g/collect?v=2&en=add_to_cart&test=${tag}`, { method: 'POST', body: 'x=1' })
    const all = (await (await fetch(`${shop.url}/__saar/requests`)).json()) as { path: string; query: Record<string, string>; body: string; headers: Record<string, string> }[]
    const recorded = all.filter((r) => r.query.test === tag)
    expect(recorded.map((r) => r.path)).toEqual(['/fb/tr', '/geo/json', '/fb/fbevents.js', '/ga/g/collect'])
    expect(recorded[0]).toMatchObject({ query: { id: '123', ev: 'PageView' }, headers: { referer: `${shop.url}/pood/`, cookie: '_fbp=fb.1.2.3', origin: shop.url } })
    expect(recorded[3]!.body).toBe('x=1')
    expect((await fetch(`${shop.thirdPartyUrl}/geo/json`, { headers: { 'X-Saar-Inject': '/geo=500' } })).status).toBe(500)
  })
})

describe('scripts and globals', () => {
  it('prints runtime then each needed script in dependency order, lazy ones as assets, and serves dist files', async () => {
    const v = new Visitor(shop.url)
    const page = await v.page('/toode/villased-sokid/?jquery=1')
    const srcs = [...page.doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))
    expect(srcs).toEqual([
      '/wp-includes/js/jquery/jquery.min.js',
      '/wp-content/plugins/saar/dist/runtime.1.js',
      '/wp-content/plugins/saar/dist/theme.1.js',
      '/wp-content/plugins/saar/dist/cart.1.js',
      '/wp-content/plugins/saar/dist/product.1.js',
    ])
    expect([...page.doc.querySelectorAll('script[src*="/dist/"]')].every((s) => s.hasAttribute('defer'))).toBe(true)
    expect(v.settings.assets).toEqual({ zxcvbn: '/wp-content/plugins/saar/dist/zxcvbn.1.js' })
    expect((v.settings.features as { thirdParty: { origin: string } }).thirdParty.origin).toBe(shop.thirdPartyUrl)
    expect(await (await fetch(`${shop.url}/wp-content/plugins/saar/dist/runtime.1.js`)).text()).toBe('window.saar = {}')
    expect((await fetch(`${shop.url}/wp-content/plugins/saar/dist/..%2F..%2Fetc%2Fpasswd`)).status).toBeGreaterThanOrEqual(403)
    expect((await fetch(`${shop.url}/wp-includes/js/jquery/jquery.min.js`)).status).toBe(200)
    // Localized globals carry strings, as wp_localize_script prints them.
    expect(page.html).toMatch(/var flatsomeVars = \{[^<]*"is_mini_cart_reveal":""/)
    expect(page.html).toMatch(/var flatsomeVars = \{[^<]*"sticky_height":"70"/)
  })

  it('renders without scripts when the manifest is missing', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'saar-nodist-'))
    const bare = await startShop({ port: 0, distDir: empty, quiet: true })
    try {
      const html = await (await fetch(`${bare.url}/pood/`)).text()
      expect(html).toContain('class="products')
      expect(html).not.toContain('/wp-content/plugins/saar/dist/')
    } finally {
      await bare.close()
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
