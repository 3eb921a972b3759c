/**
 * The stand-in's strict CSP mode (php-stub/shop/csp.ts), which test/browser/strict-csp.test.ts runs Saar under: with
 * the `saar_csp` cookie every page carries the policy with a fresh nonce, and every `<script>` and `<style>` the page
 * prints carries that nonce; the theme's style attributes are left out of pages and ajax answers; without the cookie
 * nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import { Visitor } from './client'

let shop: RunningShop
beforeAll(async () => {
  shop = await startShop({ port: 0, quiet: true })
})
afterAll(async () => {
  await shop.close()
})

const strict = (): Visitor => {
  const v = new Visitor(shop.url)
  v.jar.set('saar_csp', '1')
  return v
}

describe('strict CSP mode', () => {
  it('serves every page with the policy and a fresh nonce on each of its own scripts and styles', async () => {
    const v = strict()
    const nonces = []
    for (const path of ['/pood/', '/toode/villased-sokid/', '/minu-konto/']) {
      const res = await v.fetch(path)
      const policy = res.headers.get('content-security-policy') ?? ''
      const nonce = /^script-src 'self' 'nonce-([\w+/=]+)'; style-src 'self' 'nonce-\1'; object-src 'none'; base-uri 'none'$/.exec(policy)?.[1]
      expect(nonce, `${path}: ${policy}`).toBeTruthy()
      nonces.push(nonce)
      const html = await res.text()
      const tags = html.match(/<(script|style)\b[^>]*>/g) ?? []
      expect(tags.length).toBeGreaterThan(3)
      expect(tags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([])
      expect(html).not.toMatch(/\sstyle="/)
    }
    expect(new Set(nonces).size).toBe(3)
  })

  it('leaves the theme’s style attributes out of ajax answers too, and changes nothing without the cookie', async () => {
    const quickView = async (v: Visitor) => {
      await v.page('/pood/') // the anti-spam fields a POST needs
      return v.post('/wp-admin/admin-ajax.php', { action: 'flatsome_quickview', product: '101' })
    }
    const plain = new Visitor(shop.url)
    const normal = await quickView(plain)
    expect(await normal.text()).toMatch(/\sstyle="/)
    const res = await quickView(strict())
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toBeTruthy()
    expect(await res.text()).not.toMatch(/\sstyle="/)

    const page = await plain.fetch('/pood/')
    expect(page.headers.get('content-security-policy')).toBeNull()
    expect(await page.text()).toMatch(/<link rel="stylesheet" id="flatsome-main-css" href="\/wp-content\/themes\/flatsome\/assets\/css\/flatsome\.css\?ver=\w{8}"/)
  })
})
