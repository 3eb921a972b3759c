/**
 * The header's dropdown menus in Chromium on the stand-in (its main menu: a normal dropdown, a container-width one
 * with columns, a full-width block menu and a click-mode item; the cart): by mouse (one open at a time, leaving
 * closes), by touch (first tap opens, second follows, a tap elsewhere closes), by keyboard (Space, Enter, arrows,
 * Escape, Tab out), click mode, where each design opens at and below a 750 px container, axe-clean open and under the
 * strict CSP; their code only at the first approach (a hover, a focus, a touch), not when shown; and beside Flatsome's own dropdown code (`?stock=1`), one handler: Flatsome's.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, underStrictCsp, useBrowser } from './browser'

const b = useBrowser()

const item = (page: Page, label: string) => page.locator('#header .header-nav-main > li.has-dropdown', { has: page.locator(':scope > a', { hasText: label }) })
const top = (page: Page, label: string) => item(page, label).locator(':scope > a')
const panel = (page: Page, label: string) => item(page, label).locator(':scope > .nav-dropdown')
/** The labels of the open items, as Flatsome's CSS shows them. */
const open = (page: Page) => page.locator('#header li.current-dropdown > a').evaluateAll((links) => links.map((a) => a.textContent!.trim()))
const menusBundle = () => b.requests.filter((r) => /\/menus\.[0-9a-f]+\.js/.test(r.url()))
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim())

/** Holds the menus bundle back until the returned function is called (what a shopper does meanwhile is then replayed). */
async function holdMenusBundle(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/menus\.[0-9a-f]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

describe('header dropdowns', () => {
  it('by mouse: a hover opens one, the next closes it, leaving closes; axe-clean open and under the strict CSP', async () => {
    const page = await b.page()
    const violations = await underStrictCsp(page, b.shop)
    await page.goto('/pood/')
    expect(await panel(page, 'Kategooriad').isVisible()).toBe(false)
    await top(page, 'Kategooriad').hover()
    await expect.poll(() => panel(page, 'Kategooriad').isVisible()).toBe(true)
    expect(await top(page, 'Kategooriad').getAttribute('aria-expanded')).toBe('true')
    expect(await top(page, 'Kategooriad').getAttribute('aria-haspopup')).toBeNull()
    await expectNoAxeViolations(page)
    await top(page, 'Brändid').hover()
    await expect.poll(() => open(page)).toEqual(['Brändid'])
    await expect.poll(() => panel(page, 'Kategooriad').isVisible()).toBe(false)
    await expect.poll(() => panel(page, 'Brändid').getByRole('link', { name: 'Hiiu Vill' }).isVisible()).toBe(true)
    // The header with its open panel: the panel lies over the sidebar, and axe takes a control it partly covers there
    // (the price filter's handle) for a target too small, which only the open overlay makes it.
    await expectNoAxeViolations(page, '#header')
    // Down into its panel: still open; out to the page: closed.
    await panel(page, 'Brändid').getByRole('link', { name: 'Hiiu Vill' }).hover()
    expect(await open(page)).toEqual(['Brändid'])
    await page.locator('main').hover({ position: { x: 20, y: 300 } })
    await expect.poll(() => open(page)).toEqual([])
    expect(await top(page, 'Brändid').getAttribute('aria-expanded')).toBe('false')
    expect(await violations()).toEqual([])
  })

  it('in click mode: a click opens it without following the link, a hover does not, a click outside closes', async () => {
    const page = await b.page()
    await page.clock.install()
    await page.goto('/pood/')
    // The first pointer over a dropdown brings its code, which finds the pointer resting there: a click-mode item
    // stays closed however long it rests.
    await top(page, 'Abi').hover()
    await expect.poll(() => menusBundle().length).toBe(1)
    await expect.poll(() => top(page, 'Abi').getAttribute('aria-haspopup')).toBeNull()
    await page.clock.runFor(500)
    expect(await open(page)).toEqual([])
    await top(page, 'Abi').click()
    await expect.poll(() => panel(page, 'Abi').isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/pood/')
    await page.locator('main').click({ position: { x: 20, y: 300 } })
    await expect.poll(() => open(page)).toEqual([])
  })

  it('take a click made before their code arrived: a click-mode item opens once it does, its link not followed', async () => {
    const page = await b.page()
    const release = await holdMenusBundle(page)
    await page.goto('/pood/')
    await b.flushRequests(page)
    expect(menusBundle()).toEqual([]) // the menus are shown, but nobody has come near one
    await top(page, 'Abi').click()
    await expect.poll(() => menusBundle().length).toBe(1) // asked for at the approach, held back
    await b.flushRequests(page)
    expect(await open(page)).toEqual([])
    expect(new URL(page.url()).pathname).toBe('/pood/')
    release()
    await expect.poll(() => panel(page, 'Abi').isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/pood/')
  })

  it('take a hover made before their code arrived: a mouse still resting there opens it once it does', async () => {
    const page = await b.page()
    const release = await holdMenusBundle(page)
    await page.goto('/pood/')
    await b.flushRequests(page)
    expect(menusBundle()).toEqual([])
    await top(page, 'Kategooriad').hover()
    await expect.poll(() => menusBundle().length).toBe(1) // asked for at the approach, held back
    await b.flushRequests(page)
    expect(await open(page)).toEqual([])
    release()
    await expect.poll(() => panel(page, 'Kategooriad').isVisible()).toBe(true)
  })

  it('by keyboard: Space, the arrows, Escape back to the top link, Enter on a click-mode item, Tab out; axe-clean open', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    await b.flushRequests(page)
    expect(menusBundle()).toEqual([]) // shown, not approached: no code yet
    // Focus onto a top item (Tab's) is an approach: its code comes, and takes the keys from then on.
    await top(page, 'Kategooriad').focus()
    await expect.poll(() => top(page, 'Kategooriad').getAttribute('aria-haspopup')).toBeNull()
    await page.keyboard.press('Space')
    await expect.poll(() => panel(page, 'Kategooriad').isVisible()).toBe(true)
    await page.keyboard.press('Space')
    await expect.poll(() => panel(page, 'Kategooriad').isVisible()).toBe(false)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focusedText(page)).toBe('Rõivad')
    await page.keyboard.press('ArrowDown')
    expect(await focusedText(page)).toBe('Kodu')
    await page.keyboard.press('End')
    expect(await focusedText(page)).toBe('Kingitused')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => open(page)).toEqual([])
    expect(await focusedText(page)).toBe('Kategooriad')

    await top(page, 'Abi').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => panel(page, 'Abi').isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/pood/')
    // Tab through its three links and on, out of it: it closes.
    for (const label of ['Tarne', 'Tagastamine', 'Minu konto']) {
      await page.keyboard.press('Tab')
      expect(await focusedText(page)).toBe(label)
    }
    expect(await open(page)).toEqual(['Abi'])
    await page.keyboard.press('Tab')
    await expect.poll(() => open(page)).toEqual([])
  })

  it('by touch: the first tap opens, a tap elsewhere closes, a second tap follows the link', async () => {
    const page = await b.page({ device: { viewport: { width: 1024, height: 768 }, isMobile: true, hasTouch: true } })
    await page.goto('/pood/?orderby=price')
    await top(page, 'Kategooriad').tap()
    await expect.poll(() => panel(page, 'Kategooriad').isVisible()).toBe(true)
    expect(new URL(page.url()).search).toBe('?orderby=price')
    await page.locator('main').tap({ position: { x: 10, y: 10 } })
    await expect.poll(() => open(page)).toEqual([])
    await top(page, 'Kategooriad').tap()
    await expect.poll(() => open(page)).toEqual(['Kategooriad'])
    await top(page, 'Kategooriad').tap()
    // The link's page, loaded (a context closed mid-navigation can hang).
    await page.waitForURL((url) => url.pathname == '/pood/' && !url.search, { waitUntil: 'load' })
  })

  it('open where Flatsome puts each design: inside the container from 750 px, spanning it or the page', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    const geometry = (label: string) =>
      item(page, label).evaluate((li) => {
        const box = (el: Element) => el.getBoundingClientRect()
        const container = li.closest('.container')!
        const s = getComputedStyle(container)
        const content = { left: box(container).left + parseFloat(s.paddingLeft), right: box(container).right - parseFloat(s.paddingRight) }
        const p = box(li.querySelector('.nav-dropdown')!)
        return { left: Math.round(p.left - content.left), right: Math.round(content.right - p.right), width: Math.round(p.width), page: document.body.clientWidth, pageLeft: Math.round(p.left) }
      })
    await top(page, 'Brändid').hover()
    await expect.poll(() => open(page)).toEqual(['Brändid'])
    // Container width: the container's content box exactly.
    expect(await geometry('Brändid')).toMatchObject({ left: 0, right: 0 })
    await top(page, 'Blogi').hover()
    await expect.poll(() => open(page)).toEqual(['Blogi'])
    const full = await geometry('Blogi')
    expect(full).toMatchObject({ pageLeft: 0, width: full.page })
    // Below the header row: its top is the masthead's bottom.
    const gap = await page.evaluate(() => Math.round(document.querySelector('#menu-item-13 > .nav-dropdown')!.getBoundingClientRect().top - document.querySelector('#masthead')!.getBoundingClientRect().bottom))
    expect(gap).toBe(0)

    // Right to left, the container-width panel spans the same box.
    await page.goto('/pood/?rtl=1')
    await top(page, 'Brändid').hover()
    await expect.poll(() => open(page)).toEqual(['Brändid'])
    expect(await geometry('Brändid')).toMatchObject({ left: 0, right: 0 })
    await page.goto('/pood/')

    // A normal dropdown that would pass the container's end by 60 px is shifted back inside a container of 750 px
    // or more…
    await page.mouse.move(10, 500)
    await expect.poll(() => open(page)).toEqual([])
    const start = await item(page, 'Kategooriad').evaluate((li) => {
      const container = li.closest('.container')!
      const s = getComputedStyle(container)
      return { at: li.getBoundingClientRect().left - 15 - container.getBoundingClientRect().left - parseFloat(s.paddingLeft), width: container.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) }
    })
    await page.addStyleTag({ content: `#menu-item-11 > .nav-dropdown { min-width: ${Math.round(start.width - start.at + 60)}px }` })
    await top(page, 'Kategooriad').hover()
    await expect.poll(() => open(page)).toEqual(['Kategooriad'])
    expect(await panel(page, 'Kategooriad').getAttribute('style')).toMatch(/margin-left: -/)
    expect((await geometry('Kategooriad')).right).toBeGreaterThanOrEqual(0)
    await page.mouse.move(10, 500)
    await expect.poll(() => open(page)).toEqual([])
    expect(await panel(page, 'Kategooriad').getAttribute('style')).toBeNull() // its shift wiped on closing
    // …and left where Flatsome's CSS puts it in a narrower one, past the container's end.
    await page.addStyleTag({ content: '#masthead .container { max-width: 700px }' })
    await top(page, 'Kategooriad').hover()
    await expect.poll(() => open(page)).toEqual(['Kategooriad'])
    expect(await panel(page, 'Kategooriad').getAttribute('style')).toBeNull()
    expect((await geometry('Kategooriad')).right).toBeLessThan(0)
  })

  it('fetch no menus code on a phone whose header shows no dropdown', async () => {
    const page = await b.page({ device: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } })
    // The desktop menus are hidden below 850 px; the stand-in's phone header keeps the desktop cart, which a
    // Flatsome phone header prints as its own item without a dropdown: hidden here as that one would be.
    await page.addInitScript(() => {
      const sheet = document.createElement('style')
      sheet.textContent = '#header .cart-item { display: none !important }'
      // Once the document is parsed (before its deferred scripts run).
      document.addEventListener('readystatechange', () => document.head.appendChild(sheet), { once: true })
    })
    await page.goto('/pood/', { waitUntil: 'networkidle' })
    expect(await item(page, 'Kategooriad').isVisible()).toBe(false)
    await b.flushRequests(page)
    expect(menusBundle()).toEqual([])
  })

  it("beside Flatsome's dropdown code (?stock=1) leave them to it: no bundle, its hover opens, its markup as printed", async () => {
    const page = await b.page()
    const said: string[] = []
    page.on('console', (m) => said.push(m.text()))
    await page.goto('/pood/?stock=1')
    await expect.poll(() => said).toContain('Saar: dropdown menus left to Flatsome (its dropdown behavior)')
    await top(page, 'Kategooriad').hover()
    await expect.poll(() => open(page)).toEqual(['Kategooriad'])
    expect(await top(page, 'Kategooriad').getAttribute('aria-haspopup')).toBe('menu')
    await top(page, 'Abi').click()
    await expect.poll(() => open(page)).toEqual(['Abi'])
    await b.flushRequests(page)
    expect(menusBundle()).toEqual([])
  })
})
