/**
 * The stand-in's look (issue 13, item 12): every page links the theme's own style sheet (styles/*.css, served as a
 * same-origin file, so the strict-CSP mode allows it), no page or sheet needs an emoji font, and the showcase page
 * (/naidised/) carries content tabs, an accordion, a video and a Flatsome block whose editor links only the editor
 * gets.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import { Visitor } from './client'

let shop: RunningShop
beforeAll(async () => {
  shop = await startShop({ port: 0, quiet: true })
})
afterAll(() => shop.close())

const stylesDir = path.resolve(import.meta.dirname, '../../php-stub/shop/styles')
const PAGES = ['/pood/', '/toode/villane-kampsun/', '/ostukorv/', '/kassa/?add-to-cart=101', '/minu-konto/', '/blogi/sauna-helid/', '/kasulik-info/', '/naidised/', '/ei-ole-olemas/']
/** A character only an emoji font draws (U+1F000 and up: the eye, the sunglasses, the lens …), or its CSS escape. */
const EMOJI = /[\u{1F000}-\u{1FFFF}]|\\0*1F[0-9A-F]{3}\b/iu

describe('the theme style sheet', () => {
  it('is linked in the head of every page, before Saar’s own sheet, and served as CSS with every file of styles/', async () => {
    const v = new Visitor(shop.url)
    const hrefs = new Set<string>()
    for (const url of PAGES) {
      const page = await v.page(url)
      const links = [...page.doc.head.querySelectorAll('link[rel=stylesheet]')].map((l) => l.id)
      expect(links[0], url).toBe('flatsome-main-css')
      expect(page.doc.querySelector('style'), url).toBeNull()
      hrefs.add(page.doc.getElementById('flatsome-main-css')!.getAttribute('href')!)
    }
    expect(hrefs.size).toBe(1)
    const href = [...hrefs][0]!
    const res = await v.fetch(href)
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/css; charset=UTF-8'])
    const css = await res.text()
    const files = readdirSync(stylesDir).filter((f) => f.endsWith('.css')).sort()
    expect(files).toContain('base.css')
    for (const file of files) expect(css, file).toContain(readFileSync(path.join(stylesDir, file), 'utf8'))
    // Its version is its content's: a changed rule is a new URL, never a stale sheet.
    expect(href).toBe(`/wp-content/themes/flatsome/assets/css/flatsome.css?ver=${createHash('sha256').update(css).digest('hex').slice(0, 8)}`)
  })

  it('is a file the strict CSP allows: the page under it prints no <style>', async () => {
    const v = new Visitor(shop.url)
    v.jar.set('saar_csp', '1')
    const page = await v.page('/pood/')
    expect(page.headers.get('content-security-policy')).toContain("style-src 'self'")
    expect(page.doc.getElementById('flatsome-main-css')?.getAttribute('href')).toMatch(/^\/wp-content\/themes\/flatsome\//)
    expect(page.html).not.toMatch(/<style\b/)
  })
})

describe('icons', () => {
  it('no page and no sheet needs an emoji font: the icons are SVG', async () => {
    const v = new Visitor(shop.url)
    for (const url of PAGES) expect(EMOJI.exec((await v.page(url)).html)?.[0], url).toBeUndefined()
    const css = await (await v.fetch(v.doc!.getElementById('flatsome-main-css')!.getAttribute('href')!)).text()
    expect(EMOJI.exec(css)?.[0]).toBeUndefined()
    // The show-password eye and the icon classes are drawn from SVG data URIs.
    expect(css).toMatch(/\.show-password-input::after\{[^}]*mask:var\(--icon-eye\)/)
    for (const icon of ['search', 'user', 'basket', 'menu', 'close', 'angle-up', 'eye', 'eye-off']) expect(css).toMatch(new RegExp(`--icon-${icon}:url\\("data:image/svg\\+xml,`))
  })

  it('the back-to-top link draws its arrow as an icon, and keeps its name', async () => {
    const page = await new Visitor(shop.url).page('/pood/')
    const link = page.doc.getElementById('top-link')!
    expect([link.getAttribute('aria-label'), link.textContent, link.querySelector('i.icon-angle-up[aria-hidden=true]')]).toEqual(['Tagasi üles', '', expect.anything()])
  })
})

describe('the showcase page', () => {
  it('is linked from the footer and shows tabs, an accordion, a slider, a video and a Flatsome block', async () => {
    const v = new Visitor(shop.url)
    const home = await v.page('/')
    expect(home.doc.querySelector('#footer a[href="/naidised/"]')?.textContent).toBe('Näidised')
    const page = await v.page('/naidised/')
    expect(page.status).toBe(200)
    expect(page.doc.title).toBe('Näidised – Saare Käsitöö')
    expect(page.doc.querySelectorAll('.entry-content .tabbed-content [role=tab]')).toHaveLength(3)
    expect(page.doc.querySelectorAll('.entry-content .accordion .accordion-item')).toHaveLength(2)
    expect(page.doc.querySelectorAll('.entry-content .slider-wrapper .slider[data-flickity-options] > .banner')).toHaveLength(3)
    const video = page.doc.querySelector('.wp-video video.wp-video-shortcode')!
    expect(video.querySelector('source')?.getAttribute('src')).toMatch(/^\/wp-content\/uploads\/2025\/03\/suitsusaun-klipp\.webm\?_=1$/)
    expect([...video.querySelectorAll('track')].map((t) => t.getAttribute('srclang'))).toEqual(['en'])
    expect(page.doc.querySelector('.showcase-block')).toBeTruthy()
    // Links reach every page type and the switches.
    const links = [...page.doc.querySelectorAll('.showcase-links a')].map((a) => a.getAttribute('href'))
    expect(links).toEqual(expect.arrayContaining(['/pood/', '/toode/villane-kampsun/', '/ostukorv/', '/minu-konto/', '/meist/', '/pood/?stock=1', '/?coming_soon=1']))
    // Its headings step down one level at a time (h1, h2, h3, h4).
    const levels = [...page.doc.querySelectorAll('main h1, main h2, main h3, main h4')].map((h) => Number(h.tagName[1]))
    levels.forEach((level, i) => i && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1))
    // Nobody but the editor gets the block's edit links, whatever the URL says.
    expect((await v.page('/naidised/?editor=1')).doc.querySelector('.block-edit-link')).toBeNull()
  })

  it('gives the logged-in editor the block’s edit links, with the page as UX Builder’s preview', async () => {
    const v = new Visitor(shop.url)
    await v.page('/minu-konto/')
    const login = await v.post('/minu-konto/', { username: 'demo', password: 'demo', 'woocommerce-login-nonce': v.nonce('login'), login: 'Logi sisse' })
    expect(login.status).toBe(303)
    expect((await v.page('/naidised/')).doc.querySelector('.block-edit-link')).toBeNull()
    const edit = (await v.page('/naidised/?editor=1')).doc.querySelector('.entry-content .block-edit-link')!
    expect([edit.getAttribute('data-title'), edit.getAttribute('data-backend'), edit.getAttribute('data-link')]).toEqual([
      'Edit Block: Näidiste plokk',
      '/wp-admin/post.php?post=903&action=edit',
      '/wp-admin/edit.php?page=uxbuilder&post_id=960&edit_post_id=903',
    ])
  })
})
