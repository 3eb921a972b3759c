/**
 * The stand-in's `?settings=0` mode: Saar's built scripts enqueued by hand in a child theme, without the plugin. No
 * settings JSON; the scripts printed as WordPress prints a theme's footer scripts (its `?ver=`, `id="saar-<name>-js"`)
 * from the theme's folder, which serves the same files; the mode kept on links and redirects; the anti-spam fields
 * still in every POST form, where Saar reads them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import type { Manifest } from '../../php-stub/shop/assets'
import { Visitor } from './client'

let shop: RunningShop
let dist: string

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'saar-by-hand-'))
  const manifest: Manifest = {
    runtime: { file: 'runtime.aaaa1111.js', deps: [], css: 'saar.eeee5555.css' },
    theme: { file: 'theme.bbbb2222.js', deps: ['runtime'] },
    product: { file: 'product.cccc3333.js', deps: ['runtime'] },
    glightbox: { file: 'glightbox.dddd4444.js', deps: ['runtime'], lazy: true, css: 'glightbox.ffff6666.css' },
  }
  writeFileSync(path.join(dist, 'manifest.json'), JSON.stringify(manifest))
  for (const entry of Object.values(manifest)) for (const file of [entry.file, entry.css ?? entry.file]) writeFileSync(path.join(dist, file), `/* ${file} */`)
  shop = await startShop({ port: 0, quiet: true, distDir: dist })
})
afterAll(async () => {
  await shop.close()
  rmSync(dist, { recursive: true, force: true })
})

const scripts = (doc: Document) => [...doc.querySelectorAll('script[src]')].filter((s) => /saar/.test(s.getAttribute('src')!))
/** Saar's style sheets in the head: [id, href]. */
const sheets = (doc: Document) => [...doc.head.querySelectorAll('link[rel=stylesheet]')].filter((l) => /saar/.test(l.getAttribute('href')!)).map((l) => [l.id, l.getAttribute('href')])

describe('?settings=0 (Saar enqueued by hand)', () => {
  it('prints no settings, and the scripts as a theme enqueues them, from its own folder', async () => {
    const v = new Visitor(shop.url)
    const page = await v.page('/toode/villased-sokid/?settings=0')
    expect(page.doc.getElementById('saar-settings')).toBeNull()
    expect(scripts(page.doc).map((s) => [s.id, s.getAttribute('src'), s.hasAttribute('defer')])).toEqual([
      ['saar-runtime-js', '/wp-content/themes/flatsome-child/saar/runtime.aaaa1111.js?ver=6.9', false],
      ['saar-theme-js', '/wp-content/themes/flatsome-child/saar/theme.bbbb2222.js?ver=6.9', false],
      ['saar-product-js', '/wp-content/themes/flatsome-child/saar/product.cccc3333.js?ver=6.9', false],
    ])
    // The shared sheet as the theme enqueues it (wp_enqueue_style); the lightbox's own sheet is its bundle's to link.
    expect(sheets(page.doc)).toEqual([['saar-runtime-css', '/wp-content/themes/flatsome-child/saar/saar.eeee5555.css?ver=6.9&settings=0']])
    const sheet = await v.fetch('/wp-content/themes/flatsome-child/saar/saar.eeee5555.css')
    expect([sheet.status, sheet.headers.get('content-type'), await sheet.text()]).toEqual([200, 'text/css; charset=UTF-8', '/* saar.eeee5555.css */'])
    // The on-demand file is served next to the runtime, where the runtime looks for it.
    const lazy = await v.fetch('/wp-content/themes/flatsome-child/saar/glightbox.dddd4444.js')
    expect([lazy.status, await lazy.text()]).toEqual([200, '/* glightbox.dddd4444.js */'])
    // The globals WordPress and the plugins print themselves stay; the anti-spam plugin's fields are in every POST form.
    expect(page.html).toContain('<script id="flatsome-js-js-extra">var flatsomeVars = {')
    const posts = [...page.doc.querySelectorAll('form')].filter((f) => f.getAttribute('method')?.toLowerCase() === 'post')
    expect(posts.length).toBeGreaterThan(0)
    for (const form of posts)
      expect([...form.querySelectorAll('input[type=hidden]')].map((i) => i.getAttribute('name')).filter((n) => n?.startsWith('saar_')).sort()).toEqual(['saar_hp_email', 'saar_hp_name', 'saar_token', 'saar_ts'])
  })

  it('keeps the mode on the page’s own links and on redirects', async () => {
    const v = new Visitor(shop.url)
    const page = await v.page('/pood/?settings=0')
    expect(page.doc.querySelector('#header a[href^="/pood/"]')!.getAttribute('href')).toContain('settings=0')
    const empty = await v.fetch('/kassa/?settings=0')
    expect([empty.status, empty.headers.get('location')]).toEqual([302, '/ostukorv/?settings=0'])
  })

  it('leaves the default page as the plugin serves it', async () => {
    const page = await new Visitor(shop.url).page('/toode/villased-sokid/')
    expect(page.doc.getElementById('saar-settings')).not.toBeNull()
    expect(scripts(page.doc).map((s) => [s.getAttribute('src'), s.hasAttribute('defer')])).toEqual([
      ['/wp-content/plugins/saar/dist/runtime.aaaa1111.js', true],
      ['/wp-content/plugins/saar/dist/theme.bbbb2222.js', true],
      ['/wp-content/plugins/saar/dist/product.cccc3333.js', true],
    ])
    expect(sheets(page.doc)).toEqual([['saar-runtime-css', '/wp-content/plugins/saar/dist/saar.eeee5555.css']])
  })
})
