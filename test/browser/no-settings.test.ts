/**
 * Saar enqueued by hand, without the plugin: every page type of the stand-in with `?settings=0` (no settings JSON,
 * the scripts from a child theme's folder, only the globals WordPress and the plugins print themselves). Each
 * feature works as with the settings: the on-demand files come from next to the runtime (glightbox, zoom, stars,
 * sticky bar, zxcvbn, swiper, the variation form, comment replies, live search, the pickup picker, React), and every
 * POST carries the anti-spam fields the page's POST forms carry. What cannot work says so once, naming the setting,
 * and loses nothing: a listing (no POST form to read the fields from) adds through the button's own add link and
 * shows a quick view's product on its page.
 */
import { describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

const THEME_FOLDER = '/wp-content/themes/flatsome-child/saar/'
const DIALOG = '[role=dialog][aria-modal=true]'

/** The page in the by-hand mode (a hash after it), with the `[saar]` console lines it writes. */
async function open(path: string, hash = ''): Promise<{ page: Page; said: string[] }> {
  const page = await b.page()
  const said: string[] = []
  page.on('console', (message) => void (message.text().startsWith('[saar]') && said.push(message.text())))
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}settings=0${hash}`)
  expect(await page.locator('#saar-settings').count()).toBe(0)
  return { page, said }
}

const cartCount = (page: Page) => page.locator('.header .cart-icon strong').first().textContent().then(Number)
/** The on-demand file `name` as fetched: from the theme's folder, next to the runtime. */
const fetched = (name: string) => b.requests.filter((r) => new URL(r.url()).pathname.match(new RegExp(`/${name}\\.[0-9a-f]+\\.js$`))).map((r) => new URL(r.url()).pathname.replace(/[^/]+$/, ''))
/** The POSTs the page sent to the shop since request `since` (not the test's own markers). */
const posts = (since = 0) => b.requests.slice(since).filter((r) => r.method() === 'POST' && r.url().startsWith(b.shop))
const action = (r: Request) => new URL(r.url()).searchParams.get('wc-ajax') ?? new URLSearchParams(r.postData() ?? '').get('action') ?? new URL(r.url()).pathname

/** A field of a POST body, url-encoded or multipart. */
function field(r: Request, name: string): string | null {
  const body = r.postData() ?? ''
  if (!(r.headers()['content-type'] ?? '').includes('multipart/')) return new URLSearchParams(body).get(name)
  return new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1] ?? null
}

/** The anti-spam token the page's POST forms carry (the anti-spam plugin printed it). */
const printedToken = (page: Page) => page.locator('form[method=post] input[name=saar_token]').first().inputValue()

/** Every POST since `since` carries the page's anti-spam token, and there was at least one. */
async function expectAntiSpam(page: Page, since: number) {
  const token = await printedToken(page)
  expect(token).toMatch(/^[0-9a-f]{32}$/)
  expect(posts(since).map((r) => [action(r), field(r, 'saar_token')])).toEqual(posts(since).map((r) => [action(r), token]))
  expect(posts(since).length).toBeGreaterThan(0)
}

describe('without the settings JSON (Saar enqueued by hand)', () => {
  it('simple product: adds to the cart with the anti-spam fields, zooms, opens the glightbox viewer, shows the sticky bar', async () => {
    const { page, said } = await open('/toode/villased-sokid/')
    await page.setViewportSize({ width: 1000, height: 600 })
    await page.waitForLoadState('networkidle')
    const since = b.requests.length
    const before = await cartCount(page)
    await page.click('form.cart .single_add_to_cart_button')
    await expect.poll(() => cartCount(page)).toBe(before + 1)
    await expectAntiSpam(page, since)

    await page.hover('.woocommerce-product-gallery__image img')
    await expect.poll(() => page.locator('img.saar-zoom').count()).toBe(1)
    expect(fetched('zoom')).toEqual([THEME_FOLDER])
    await page.mouse.move(5, 5)

    const imageUrl = page.url()
    await page.click('.woocommerce-product-gallery__trigger')
    await expect.poll(() => page.locator(DIALOG).isVisible()).toBe(true)
    expect(fetched('glightbox')).toEqual([THEME_FOLDER])
    expect(page.url()).toBe(imageUrl) // the viewer, not the raw image file
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator(DIALOG).count()).toBe(0)

    await page.evaluate(() => window.scrollTo(0, document.querySelector('.sticky-add-to-cart-wrapper')!.getBoundingClientRect().bottom + window.scrollY + 200))
    await expect.poll(() => page.locator('.sticky-add-to-cart').getAttribute('class')).toContain('sticky-add-to-cart--active')
    expect(fetched('sticky-bar')).toEqual([THEME_FOLDER])
    expect(said).toEqual([])
  })

  it('variable product: keyboard review stars, the variation form, the add', async () => {
    const { page, said } = await open('/toode/villane-kampsun/', '#reviews')
    const stars = page.locator('.saar-stars [role=radio]')
    await expect.poll(() => stars.count()).toBe(5)
    expect(fetched('stars')).toEqual([THEME_FOLDER])
    await stars.first().focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.inputValue('select#rating')).toBe('2')
    await expectNoAxeViolations(page, '#review_form')

    await page.selectOption('#pa_suurus', 'xl')
    await page.selectOption('#varv', 'Roheline')
    await expect.poll(() => page.inputValue('input.variation_id')).toBe('10206')
    await expect.poll(() => page.locator('.single_variation .price').textContent()).toMatch(/€/)
    const since = b.requests.length
    await page.click('.single_add_to_cart_button')
    await expect.poll(() => page.locator('.woocommerce-message').first().textContent()).toMatch(/Villane kampsun/)
    await expectAntiSpam(page, since)
    expect(said).toEqual([])
  })

  it('shop: the live search; a listing add the shop refuses for want of the anti-spam fields goes by its add link in the background, a quick view the no-JS way, and they say why once', async () => {
    // Logged in: for a logged-out shopper Flatsome's header account popup puts its login and register forms, POST
    // forms with the anti-spam fields, on the listing too.
    const { page } = await open('/minu-konto/')
    await page.fill('form.login #username', 'demo')
    await page.fill('form.login #password', 'demo')
    await Promise.all([page.waitForURL('**/minu-konto/**'), page.click('form.login button[name=login]')])
    await page.goto('/pood/?settings=0')
    await page.focus('#woocommerce-product-search-field-0')
    await page.keyboard.type('vil')
    const options = page.locator('#header [role=listbox] [role=option] .search-name')
    await expect.poll(() => options.allTextContents()).toEqual(expect.arrayContaining(['Villased sokid', 'Villane kampsun']))
    expect(fetched('live-search')).toEqual([THEME_FOLDER])
    expect(fetched('react')).toEqual([THEME_FOLDER])
    await page.keyboard.press('Escape')

    // The anti-spam plugin prints its fields into POST forms, and a logged-in shopper's listing has none: nothing to send, so the shop
    // refuses the add. The console names the setting that would have carried them, and the button's own add link
    // (`?add-to-cart=101`, what it does without scripts), asked in the background, puts the product in the cart: the
    // page stays.
    expect(await page.locator('form[method=post]').count()).toBe(0)
    // Each page says it once. The page the link leads to may say it too (its own fragments refresh, when idle, is
    // refused alike), so the lines are kept per document.
    const naming: string[][] = [[]]
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && naming.push([])))
    page.on('console', (message) => void (message.text().includes('set `antiSpam` in the settings') && naming.at(-1)!.push(message.text())))
    const before = await cartCount(page)
    const since = b.requests.length
    const listing = page.url()
    await page.click('.ajax_add_to_cart[data-product_id="101"]')
    const followed = () => b.requests.slice(since).filter((r) => new URL(r.url()).searchParams.get('add-to-cart') === '101')
    await expect.poll(() => followed().length).toBe(1)
    await expect.poll(() => cartCount(page)).toBe(before + 1)
    expect(posts(since).filter((r) => action(r) === 'add_to_cart')).toHaveLength(1)
    expect(followed().map((r) => [r.method(), r.isNavigationRequest()])).toEqual([['GET', false]])
    expect(page.url()).toBe(listing)
    await expect.poll(() => naming[0]).toHaveLength(1)
    expect(naming.filter((lines) => lines.length > 1)).toEqual([])

    // The quick view's POST is refused alike: the trigger's product page shows the product instead.
    await page.goto('/pood/?settings=0')
    const card = page.locator('.product-small:has(.quick-view[data-prod="102"])').first()
    const productPath = new URL((await card.locator('.woocommerce-LoopProduct-link').getAttribute('href'))!, b.shop).pathname
    await card.locator('.quick-view[data-prod="102"]').click({ force: true })
    await expect.poll(() => new URL(page.url()).pathname).toBe(productPath)
    await expect.poll(() => page.locator('.product_title').isVisible()).toBe(true)
    expect(await page.locator('[role=dialog]').count()).toBe(0)
  })

  it('brands: the filter updates in place; the quick view opens with its slider and variation form, and adds', async () => {
    const { page, said } = await open('/brandid/')
    await page.waitForLoadState('networkidle')
    let since = b.requests.length
    const result = page.locator('#pw_brand_result4821')
    const all = await result.locator('.wb-allview-item-cnt').count()
    const first = await page.locator('#pw_brand_form4821 input[type=checkbox]:not([value="0"])').first().getAttribute('value')
    await page.focus(`#pw_brand_form4821 input[value="${first}"]`)
    await page.keyboard.press('Space')
    await expect.poll(() => result.locator('.wb-allview-item-cnt').count()).toBeLessThan(all)
    await expectAntiSpam(page, since)

    since = b.requests.length
    const before = await cartCount(page)
    await page.click('.quick-view[data-prod="102"]')
    const popup = page.locator(`.product-lightbox${DIALOG}`)
    await expect.poll(() => popup.isVisible()).toBe(true)
    await page.locator('.product-lightbox .swiper-initialized').waitFor()
    expect(fetched('swiper')).toEqual([THEME_FOLDER])
    await page.selectOption('.product-lightbox #pa_suurus', 'm')
    await page.selectOption('.product-lightbox #varv', 'Hõbehall')
    const button = page.locator('.product-lightbox .single_add_to_cart_button')
    await expect.poll(() => button.evaluate((el: HTMLButtonElement) => !el.disabled && !el.classList.contains('disabled'))).toBe(true)
    expect(fetched('variation-form')).toEqual([THEME_FOLDER])
    await expectNoAxeViolations(page)
    await button.click()
    await expect.poll(() => cartCount(page)).toBe(before + 1)
    await expectAntiSpam(page, since)
    expect(said).toEqual([])
  })

  it('cart: the mini cart removes a line with the anti-spam fields', async () => {
    const { page, said } = await open('/ostukorv/?add-to-cart=101')
    await expect.poll(() => cartCount(page)).toBe(1)
    await page.waitForLoadState('networkidle')
    const since = b.requests.length
    await page.hover('.header .cart-item')
    // The dropdown opens once the pointer rests there (Flatsome's hover intent): its links are reachable then.
    await expect.poll(() => page.locator('.header .remove_from_cart_button').isVisible()).toBe(true)
    await page.focus('.header .remove_from_cart_button')
    await page.keyboard.press('Enter')
    await expect.poll(() => cartCount(page)).toBe(0)
    await expectAntiSpam(page, since)
    expect(said).toEqual([])
  })

  it('checkout: the pickup picker searches, picks and saves the terminal', async () => {
    const { page, said } = await open('/kassa/?add-to-cart=101')
    await page.goto('/kassa/?settings=0')
    const since = b.requests.length
    await page.check('#shipping_method_0_dpd_parcels')
    const combobox = page.locator('.saar-pickup [role=combobox]')
    await expect.poll(() => combobox.count()).toBe(1)
    expect(fetched('pickup-picker')).toEqual([THEME_FOLDER])
    await combobox.fill('tartu selver')
    const options = page.locator('.saar-pickup [role=option]')
    await expect.poll(() => options.count()).toBe(2)
    await options.filter({ hasText: 'Raadi' }).click()
    await expect.poll(() => page.inputValue('#wc_shipping_dpd_parcels_terminal')).toBe('EE90019')
    await expect.poll(() => posts(since).filter((r) => action(r) === 'set_checkout_session').map((r) => field(r, 'fe_ajax_nonce'))).toEqual([expect.stringMatching(/^[0-9a-f]{10}$/)])
    await expectAntiSpam(page, since)
    expect(said).toEqual([])
  })

  it('account: the password meter fetches zxcvbn and names a weak password', async () => {
    const { page, said } = await open('/minu-konto/')
    await page.focus('#reg_password')
    await page.keyboard.type('aaaa')
    // Held to WooCommerce's default minimum (3): the shop's lower one is in the settings only.
    await expect.poll(() => page.locator('.woocommerce-password-strength').textContent()).toBe('Väga nõrk - Palun sisesta keerukam salasõna.')
    expect(fetched('password-meter')).toEqual([THEME_FOLDER])
    expect(fetched('zxcvbn')).toEqual([THEME_FOLDER])
    expect(said).toEqual([])
  })

  it('post: a comment reply moves the form under the comment without a page load', async () => {
    const { page, said } = await open('/blogi/villaste-riiete-hooldus/')
    const reply = page.locator('.comment-reply-link').first()
    const commentId = await reply.getAttribute('data-commentid')
    await b.flushRequests(page)
    expect(fetched('comments')).toEqual([]) // the reply code comes at the first approach, not with the page
    await reply.click() // the approach, and a click held until the code is here
    await expect.poll(() => page.inputValue('#comment_parent')).toBe(commentId)
    expect(fetched('comments')).toEqual([THEME_FOLDER])
    expect(page.url()).not.toContain('replytocom')
    expect(await page.evaluate((id) => document.getElementById(`div-comment-${id}`)?.nextElementSibling?.id, commentId)).toBe('respond')
    expect(said).toEqual([])
  })
})
