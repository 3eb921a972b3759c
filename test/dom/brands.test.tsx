/**
 * The brand listing: the 'all' checkbox rules, what each filter request carries, caching per form state, failures,
 * the product filter, and the A–Z index.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { wireAll } from '../../src/dom'
import { BRAND_FORM_SELECTOR, LETTER_SELECTOR, mountBrandForm, mountLetter } from '../../islands/brands/brands'
import type { RawSettings } from '../../src/settings'
import { printSettings, serverMarkup, settle } from './helpers'
import { brandBlocks, brandFilter, brandProductsFilter } from '../../php-stub/shop/parts/brand-filter'
import { brands } from '../../php-stub/shop/catalogue'

/** pw_brand_fetch_brands' answer listing the given brands: the letter blocks of the stand-in's part. */
const blocks = (...slugs: string[]) => brandBlocks(brands.filter((b) => slugs.includes(b.slug))).value
/** What the shopper reads of some markup. */
const text = (markup: string) => {
  const template = document.createElement('template')
  template.innerHTML = markup
  return template.content.textContent
}
/** The settings the plugin's form carries along (hidden `other_settings[…]` fields), serialized in order. */
const otherSettings = [['type', 'adv1'], ['pw_show_count', 'yes'], ['pw_featured', 'no'], ['pw_show_image', 'no'], ['pw_show_title', 'yes'], ['pw_columns', '4'], ['pw_style', 'style1'], ['pw_tooltip', 'no'], ['pw_adv1_category', 'all']].map(([k, v]) => [`other_settings[${k}]`, v])

/** The brands page's two shortcode instances (the stand-in's brand filter part): the brand filter, then the brand products filter. */
function page(settings: RawSettings = {}) {
  printSettings({ antiSpam: { saar_hp: '', saar_ts: '123' }, ...settings })
  serverMarkup(`${brandFilter({ formId: 'pw_brand_form1', resultId: 'pw_brand_result1' })}${brandProductsFilter({ formId: 'pw_brand_form2', resultId: 'pw_brand_result2' }, 'hiiu-vill')}`)
  wireAll<HTMLFormElement>(BRAND_FORM_SELECTOR, mountBrandForm)
  wireAll<HTMLAnchorElement>(LETTER_SELECTOR, mountLetter)
}

type Answer = (body: URLSearchParams) => Response | Promise<Response>
function stubAjax(answer: Answer = () => new Response(blocks('hiiu-vill'))) {
  const bodies: URLSearchParams[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    expect(url).toBe('/wp-admin/admin-ajax.php')
    expect(init.method).toBe('POST')
    const body = new URLSearchParams(String(init.body))
    bodies.push(body)
    return Promise.resolve(answer(body))
  })
  return bodies
}

const box = (value: string, form = 'pw_brand_form1') => document.querySelector<HTMLInputElement>(`#${form} input[value="${value}"]`)!
const checked = (form = 'pw_brand_form1') => Array.from(document.querySelectorAll<HTMLInputElement>(`#${form} input[type=checkbox]`)).filter((b) => b.checked).map((b) => b.value)
const result = (n = 1) => document.getElementById(`pw_brand_result${n}`)!
const politely = () => document.querySelector('.saar-live-region[aria-live=polite]')?.textContent
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

afterEach(() => vi.unstubAllGlobals())

describe('brand category filter', () => {
  it("follows the 'all' rules", async () => {
    stubAjax()
    page()
    box('16').click()
    expect(checked()).toEqual(['16']) // another clears 'all'
    box('17').click()
    expect(checked()).toEqual(['16', '17'])
    box('0').click()
    expect(checked()).toEqual(['0']) // 'all' clears the others
    box('0').click()
    expect(checked()).toEqual(['0']) // none left: 'all' again
    box('16').click()
    box('16').click()
    expect(checked()).toEqual(['0'])
    await settle()
  })

  it('posts the serialized form to pw_brand_fetch_brands and shows the answer, busy meanwhile, then announces it', async () => {
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    const bodies = stubAjax(() => held.then(() => new Response(blocks('moisa-keraamika'))))
    page()
    box('16').click()
    expect(result().getAttribute('aria-busy')).toBe('true')
    expect(result().textContent).toContain('Hiiu Vill') // the old results stay while loading
    release()
    await settle()
    expect(bodies.map((b) => [...b])).toEqual([
      [['pw_woob_category[]', '16'], ...otherSettings, ['action', 'pw_brand_fetch_brands'], ['saar_hp', ''], ['saar_ts', '123']],
    ])
    expect(result().hasAttribute('aria-busy')).toBe(false)
    expect(result().querySelector('h2')!.textContent).toBe('M')
    await wait(80)
    expect(politely()).toBe('Tulemused on uuendatud')
  })

  it('asks once per form state: going back to a state shown before needs no request', async () => {
    const bodies = stubAjax((b) => new Response(`<p>${b.getAll('pw_woob_category[]').join('+')}</p>`)) // an answer naming its state
    page()
    box('16').click()
    await settle()
    box('17').click()
    await settle()
    box('17').click()
    await settle()
    expect(result().textContent).toContain('16')
    expect(result().textContent).not.toContain('16+17')
    box('17').click()
    await settle()
    expect(result().textContent).toContain('16+17')
    expect(bodies.map((b) => b.getAll('pw_woob_category[]').join('+'))).toEqual(['16', '16+17'])
  })

  it('an answer that arrives after the shopper moved on to a cached state does not replace it', async () => {
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    stubAjax((b) => (b.getAll('pw_woob_category[]').includes('17') ? held.then(() => new Response('<p>late 17</p>')) : new Response('<p>only 16</p>')))
    page()
    box('16').click()
    await settle()
    box('17').click()
    box('17').click() // back to the cached state at once
    await settle()
    release()
    await settle()
    expect(result().textContent).toBe('only 16')
    expect(result().hasAttribute('aria-busy')).toBe(false)
  })

  for (const [name, answer] of [
    ['a 500', () => new Response('nope', { status: 500 })],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
  ] as const)
    it(`${name} keeps the previous results and says so; the next success clears the message`, async () => {
      let fail = true
      stubAjax((b) => (fail ? (answer as Answer)(b) : new Response(blocks('moisa-keraamika'))))
      page()
      box('16').click()
      await settle()
      expect(result().textContent).toContain('Hiiu Vill')
      expect(result().hasAttribute('aria-busy')).toBe(false)
      const error = document.querySelector('.saar-brands-error')!
      expect(error.textContent).toBe('Tulemusi ei õnnestunud uuendada. Palun proovi uuesti.')
      await wait(80)
      expect(document.querySelector('.saar-live-region[aria-live=assertive]')!.textContent).toBe(error.textContent)
      fail = false
      box('16').click() // 'all' again: not cached, since it was never asked
      await settle()
      expect(document.querySelector('.saar-brands-error')).toBeNull()
      expect(result().textContent).toContain('Mõisa Keraamika')
    })

  const loginPage = '<!DOCTYPE html><html lang="et"><head><style>body{background:red}</style></head><body><form class="woocommerce-form-login"><input name="password"></form></body></html>'
  const redirected = (body: string, to: string) => {
    const response = new Response(body)
    Object.defineProperty(response, 'url', { value: new URL(to, location.href).href })
    return response
  }
  for (const [name, answer] of [
    ['WordPress’s -1', () => new Response('-1')],
    ['WordPress’s 0', () => new Response('0')],
    ['an empty body', () => new Response('')],
    ['a PHP warning', () => new Response('<br />\n<b>Warning</b>:  Undefined array key "other_settings" in /var/www/ajax.php on line <b>9</b><br />\n' + blocks('moisa-keraamika'))],
    ['the login page a redirect led to', () => redirected(loginPage, '/minu-konto/')],
    ['a whole page, not redirected', () => new Response(loginPage)],
    ['plain text', () => new Response('Midagi läks valesti')],
  ] as const)
    it(`${name} is an error: the results stay, the error is announced, nothing is cached or announced as updated`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      let fail = true
      const bodies = stubAjax(() => (fail ? answer() : new Response(blocks('moisa-keraamika'))))
      page()
      const shown = result().innerHTML
      box('16').click()
      await vi.waitFor(() => expect(document.querySelector('.saar-brands-error')?.textContent).toBe('Tulemusi ei õnnestunud uuendada. Palun proovi uuesti.'))
      expect(result().innerHTML).toBe(shown)
      expect(document.querySelector('.woocommerce-form-login, style')).toBeNull()
      expect(result().hasAttribute('aria-busy')).toBe(false)
      await vi.waitFor(() => expect(document.querySelector('.saar-live-region[aria-live=assertive]')?.textContent).toBe('Tulemusi ei õnnestunud uuendada. Palun proovi uuesti.'))
      expect(politely() ?? '').not.toContain('Tulemused on uuendatud')
      // The same state again asks again: a failure is never cached.
      fail = false
      box('16').click()
      box('16').click()
      await vi.waitFor(() => expect(result().textContent).toBe(text(blocks('moisa-keraamika'))))
      expect(bodies.filter((b) => b.getAll('pw_woob_category[]').join() === '16')).toHaveLength(2)
      expect(document.querySelector('.saar-brands-error')).toBeNull()
    })

  it('in English the error is English, and a shop can reword it', async () => {
    stubAjax(() => new Response('-1'))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    page({ locale: 'en_GB' })
    box('16').click()
    await vi.waitFor(() => expect(document.querySelector('.saar-brands-error')?.textContent).toBe('The results could not be updated. Please try again.'))
    document.head.innerHTML = ''
    vi.unstubAllGlobals()
    const { resetSettings } = await import('../../src/settings')
    resetSettings()
    stubAjax(() => new Response('0'))
    page({ i18n: { brandResultsFailed: 'Brände ei saanud näidata.' } })
    box('16').click()
    await vi.waitFor(() => expect(document.querySelector('.saar-brands-error')?.textContent).toBe('Brände ei saanud näidata.'))
  })

  it('puts the results in without anything in them that runs: scripts, handlers, javascript: links', async () => {
    stubAjax(() => new Response('<ul class="wb-brandpro-list-cnt"><li><a href="javascript:alert(1)" class="bad">A</a><img src="x" onerror="window.__hostile=1"><script>window.__hostile=1</script><a href="/pood/?product_brand=a" class="good">Aasa</a></li></ul>'))
    page()
    box('16').click()
    await vi.waitFor(() => expect(result().querySelector('.good')).not.toBeNull())
    expect(result().querySelectorAll('script, [onerror]')).toHaveLength(0)
    expect(result().querySelector('.bad')!.hasAttribute('href')).toBe(false)
    expect(result().querySelector('.good')!.getAttribute('href')).toBe('/pood/?product_brand=a')
    expect((window as { __hostile?: unknown }).__hostile).toBeUndefined()
  })

  it('submitting the form loads the results in place', async () => {
    const bodies = stubAjax()
    page()
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    document.getElementById('pw_brand_form1')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    await settle()
    expect(bodies).toHaveLength(1)
  })

  it('puts HTML into the page only from the shop’s own origin; otherwise the form submits as it is', async () => {
    const bodies = stubAjax()
    page({ ajaxUrl: 'https://evil.example/wp-admin/admin-ajax.php' })
    box('16').click()
    await settle()
    expect(bodies).toHaveLength(0)
    expect(result().textContent).toContain('Hiiu Vill')
    // The filter button still works: the browser posts the form to the page (no-JS path), nothing is blocked.
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    document.getElementById('pw_brand_form1')!.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(false)
    expect(result().hasAttribute('aria-busy')).toBe(false)
    await settle()
    expect(bodies).toHaveLength(0)
  })

  it('a brand filter posts to pw_brand_fetch_products into its own result area', async () => {
    const bodies = stubAjax(() => new Response('<ul class="wb-brandpro-list-cnt"><li>Villased sokid</li></ul>'))
    page()
    box('0', 'pw_brand_form2').click()
    expect(checked('pw_brand_form2')).toEqual(['0'])
    await settle()
    expect(bodies[0]!.get('action')).toBe('pw_brand_fetch_products')
    expect(bodies[0]!.getAll('pw_woob_brand[]')).toEqual(['0'])
    expect(result(2).textContent).toBe('Villased sokid')
    expect(result(1).textContent).toContain('Hiiu Vill')
  })
})

describe('A–Z index', () => {
  function spyScroll() {
    const calls: [Element, ScrollIntoViewOptions][] = []
    const proto = Element.prototype as { scrollIntoView?: unknown }
    const original = proto.scrollIntoView
    proto.scrollIntoView = function (this: Element, options: ScrollIntoViewOptions) {
      calls.push([this, options])
    }
    return { calls, restore: () => (proto.scrollIntoView = original) }
  }

  it('scrolls smoothly to the letter and moves focus to its heading', () => {
    page()
    const scroll = spyScroll()
    const link = document.querySelector<HTMLAnchorElement>('a[href="#M"]')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    scroll.restore()
    expect(click.defaultPrevented).toBe(true)
    const heading = document.getElementById('M')!
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute('tabindex')).toBe('-1')
    expect(scroll.calls).toEqual([[heading, { behavior: 'smooth', block: 'start' }]])
  })

  it('jumps at once when the shopper prefers reduced motion; letters outside ASCII work', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q }))
    page()
    const scroll = spyScroll()
    const link = document.querySelector<HTMLAnchorElement>('a[href="#Õ"]')!
    link.setAttribute('href', '#%C3%95') // percent-encoded, as a page may print it
    link.click()
    scroll.restore()
    expect(scroll.calls).toEqual([[document.getElementById('Õ'), { behavior: 'auto', block: 'start' }]])
    expect(document.activeElement).toBe(document.getElementById('Õ'))
  })

  it('letters the current results lack are marked disabled and do nothing', async () => {
    stubAjax(() => new Response(blocks('hiiu-vill')))
    page()
    box('16').click()
    await settle()
    const m = document.querySelector<HTMLAnchorElement>('a[href="#M"]')!
    expect(m.getAttribute('aria-disabled')).toBe('true')
    expect(document.querySelector('a[href="#H"]')!.hasAttribute('aria-disabled')).toBe(false)
    const before = document.activeElement
    m.click()
    expect(document.activeElement).toBe(before)
    expect(location.hash).toBe('')
  })
})
