/**
 * The quick view on Flatsome's listing markup, with a fake slider (`provide('swiper', …)`) and the variation island
 * provided as its on-demand bundle: what the request carries, the trigger's mark, the dialog (label, focus, Tab,
 * Escape, backdrop, removal), the slider's set-up and its jump back on a variation, the variation form mounted
 * exactly once, and every failure (500, network, not a product, another origin) with its defined outcome.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { printSettings, serverMarkup, settle } from './helpers'
import { provide } from '../../src/loader'
import { wireAll } from '../../src/dom'
import { emit, listen } from '../../src/events'
import { VARIATION_FORM_SELECTOR } from '../../src/variation-form'
import { mountVariationForm } from '../../islands/variations/variation-form'
import { onQuickViewClick, openQuickView, quickViewContent } from '../../islands/quick-view/quick-view'
import type { FlatsomeBehavior } from '../../src/flatsome'
import { QUICK_VIEW_SELECTOR, wireQuickViewTrigger } from '../../islands/quick-view/trigger'
import type { CreateSlider, SliderOptions } from '../../islands/quick-view/slider'
import { quickView } from '../../php-stub/shop/parts/quick-view'
import { productCard } from '../../php-stub/shop/parts/product-card'
import { gallery, productBySlug, variationImageSet, type Product } from '../../php-stub/shop/catalogue'

const sliders: Array<{ el: HTMLElement; options: SliderOptions; toFirst: ReturnType<typeof vi.fn>; destroy: ReturnType<typeof vi.fn> }> = []
const fakeSlider: CreateSlider = (el, options) => {
  const slider = { el, options, toFirst: vi.fn(), destroy: vi.fn(), box: el, step: vi.fn(), select: vi.fn(), onChange: vi.fn() }
  sliders.push(slider)
  return slider
}

beforeAll(() => {
  provide('swiper', fakeSlider)
  provide('variation-form', mountVariationForm)
})

/** The catalogue's product with a hostile name (markup in it, which its title must show as text), simple. */
const simple = productBySlug('kruus-xss')!
/** The catalogue's variable product (Villane kampsun: size and colour, a picture per variation). */
const variable = productBySlug('villane-kampsun')!
const other = productBySlug('villased-sokid')!
const [firstImage] = gallery(variable)
const grey = variable.variations!.find((v) => v.id === 10201)!

/**
 * The stand-in's flatsome_quickview answer (its quick view part), with `extra` markup appended inside the summary.
 * `cached`: the add button disabled (class and attribute), as older WooCommerce printed it and a cached page may still
 * carry it.
 */
function fragment(extra = '', product = simple, cached = false): string {
  const t = document.createElement('template')
  t.innerHTML = quickView(product).value
  t.content.querySelector('.product-lightbox-inner')!.insertAdjacentHTML('beforeend', extra)
  if (cached) {
    const button = t.content.querySelector('.single_add_to_cart_button')!
    button.classList.add('disabled')
    button.setAttribute('disabled', '')
  }
  return t.innerHTML
}

/** A listing of the stand-in's product cards (each with its quick-view trigger). */
const listing = (...products: Product[]) => serverMarkup(`<div class="products row">${products.length ? products.map(productCard).join('') : productCard(simple)}</div>`)
/** Triggers the shop never prints (a blank product id, a span another plugin made), in a bare card: kept inline. */
const oddTrigger = (trigger: string) =>
  serverMarkup(`<div class="products"><div class="product-small col product"><a href="/toode/x/">X</a><div class="image-tools">${trigger}</div></div></div>`)

interface Answer {
  status?: number
  body?: string
  fail?: boolean
  wait?: Promise<void>
}
function answer(reply: Answer | (() => Answer)) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const r = typeof reply == 'function' ? reply() : reply
    await r.wait
    if (r.fail) throw new TypeError('Failed to fetch')
    return new Response(r.body ?? '', { status: r.status ?? 200 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The shopper's motion preference (popups are removed at once under reduced motion, which keeps tests apart). */
const motion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }))

function setUp(settings: Record<string, unknown> = {}) {
  motion(true)
  printSettings({ locale: 'et', ajaxUrl: '/wp-admin/admin-ajax.php', antiSpam: { hp_field: '', ts_field: '123' }, ...settings })
  document.addEventListener('click', onQuickViewClick)
  wireAll(QUICK_VIEW_SELECTOR, wireQuickViewTrigger)
}

const trigger = () => document.querySelector<HTMLElement>(QUICK_VIEW_SELECTOR)!

/** A listing with one trigger, clicked, its quick view answered with the product fragment and open. */
async function openListingQuickView() {
  setUp()
  listing()
  answer({ body: fragment() })
  trigger().click()
  await settle()
}
const dialog = () => document.querySelector<HTMLElement>('.mfp-wrap .mfp-container .mfp-content > .product-lightbox.lightbox-content')
const alertText = async () => {
  await new Promise((resolve) => setTimeout(resolve, 60))
  return document.querySelector('.saar-live-region[aria-live=assertive]')?.textContent
}
const press = (key: string, target: Element = document.activeElement ?? document.body, shiftKey = false) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }))
const closeAll = () => document.querySelectorAll<HTMLElement>('.mfp-close').forEach((b) => b.click())

afterEach(async () => {
  motion(true)
  closeAll()
  await new Promise((resolve) => setTimeout(resolve, 5))
  document.removeEventListener('click', onQuickViewClick)
  document.documentElement.removeAttribute('dir')
  document.documentElement.removeAttribute('style')
  sliders.length = 0
  vi.unstubAllGlobals()
})

describe('quick view trigger and request', () => {
  it('POSTs flatsome_quickview with the product and the anti-spam fields, marking the trigger meanwhile', async () => {
    setUp()
    listing()
    await settle()
    let release!: () => void
    const fetchMock = answer({ body: fragment(), wait: new Promise<void>((resolve) => (release = resolve)) })
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    trigger().dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(trigger().classList.contains('processing')).toBe(true)
    expect(trigger().getAttribute('aria-busy')).toBe('true')
    // A second click while waiting sends nothing more.
    trigger().click()
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/wp-admin/admin-ajax.php')
    expect(Object.fromEntries(new URLSearchParams(String(init!.body)))).toEqual({ action: 'flatsome_quickview', product: String(simple.id), hp_field: '', ts_field: '123' })
    expect(dialog()).toBeNull()

    release()
    await settle()
    expect(trigger().classList.contains('processing')).toBe(false)
    expect(trigger().hasAttribute('aria-busy')).toBe(false)
    expect(dialog()).not.toBeNull()
  })

  it('ignores triggers without a product and modified clicks', async () => {
    setUp()
    oddTrigger('<a class="quick-view" data-prod=" " href="#quick-view">Kiirvaade</a>')
    const fetchMock = answer({ body: fragment() })
    trigger().click()
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    trigger().dispatchEvent(ctrl)
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(ctrl.defaultPrevented).toBe(false)
  })

  it('gives a trigger that is no link or button a button’s role and keys', async () => {
    setUp()
    oddTrigger(`<span class="quick-view button" data-prod="${simple.id}">Kiirvaade</span>`)
    answer({ body: fragment() })
    await settle()
    expect(trigger().getAttribute('role')).toBe('button')
    expect(trigger().tabIndex).toBe(0)
    press('Enter', trigger())
    await settle()
    expect(dialog()).not.toBeNull()
  })

  it('wires triggers that arrive later (brand filter results)', async () => {
    setUp()
    serverMarkup('<ul class="results"></ul>')
    answer({ body: fragment() })
    document.querySelector('.results')!.innerHTML = productCard(simple).value
    await settle()
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog')
    trigger().click()
    await settle()
    expect(dialog()).not.toBeNull()
  })
})

describe('quick view failures', () => {
  for (const [name, reply] of [
    ['HTTP 500', { status: 500, body: '<p>Saidil tekkis kriitiline viga.</p>' }],
    ['a network failure', { fail: true }],
    ['an empty answer', { body: '  ' }],
    ['WordPress’s "0"', { body: '0' }],
    ['a PHP notice instead of a product', { body: '<br />\n<b>Warning</b>: injected PHP notice {"success":tr' }],
  ] as Array<[string, Answer]>) {
    it(`${name}: no popup, no mark, an assertive message, focus on the trigger`, async () => {
      setUp()
      listing()
      answer(reply)
      trigger().click()
      await settle()
      expect(dialog()).toBeNull()
      expect(document.querySelector('.mfp-wrap, .mfp-bg')).toBeNull()
      expect(trigger().classList.contains('processing')).toBe(false)
      expect(document.activeElement).toBe(trigger())
      expect(document.documentElement.style.overflow).toBe('')
      expect(await alertText()).toBe('Kiirvaadet ei õnnestunud avada. Palun proovi uuesti.')
    })
  }

  it('never takes HTML from another origin', async () => {
    setUp({ ajaxUrl: 'https://elsewhere.example/wp-admin/admin-ajax.php' })
    listing()
    const fetchMock = answer({ body: fragment() })
    trigger().click()
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(dialog()).toBeNull()
    expect(await alertText()).toBe('Kiirvaadet ei õnnestunud avada. Palun proovi uuesti.')
  })

  it('never takes HTML that a redirect brought from another origin: nothing of it runs or shows, the shopper is told', async () => {
    setUp()
    listing()
    vi.stubGlobal('fetch', async () => {
      const response = new Response(fragment('<img class="hostile" src="x" onerror="window.__hostile=1"><script>window.__hostile=1</script>'))
      Object.defineProperty(response, 'url', { value: 'https://evil.example/hostile/html' })
      return response
    })
    trigger().click()
    await vi.waitFor(() => expect(document.querySelector('.saar-live-region[aria-live=assertive]')?.textContent).toBe('Kiirvaadet ei õnnestunud avada. Palun proovi uuesti.'))
    expect(dialog()).toBeNull()
    expect(document.querySelector('.hostile, .product-quick-view-container')).toBeNull()
    expect(trigger().classList.contains('processing')).toBe(false)
    expect(document.activeElement).toBe(trigger())
    expect((window as { __hostile?: unknown }).__hostile).toBeUndefined()
  })

  it('a newer click aborts the older request; only the newer opens', async () => {
    setUp()
    listing(simple, other)
    const [a, b] = Array.from(document.querySelectorAll<HTMLElement>(QUICK_VIEW_SELECTOR)) as [HTMLElement, HTMLElement]
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) =>
        new URLSearchParams(String(init.body)).get('product') === String(simple.id)
          ? new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
          : Promise.resolve(new Response(fragment())),
      ),
    )
    a.click()
    b.click()
    await settle()
    expect(document.querySelectorAll('.mfp-wrap').length).toBe(1)
    expect(a.classList.contains('processing')).toBe(false)
    expect(await alertText()).not.toBe('Kiirvaadet ei õnnestunud avada. Palun proovi uuesti.')
  })
})

describe('the popup', () => {
  it('gives the page’s Flatsome behaviours (a swatches plugin’s) the new product, as Flatsome’s quick view did; one that throws stops nothing', async () => {
    // window.Flatsome as Saar's flatsome script gives it where flatsome.js is replaced.
    vi.resetModules()
    await import('../../entries/flatsome')
    const attached: unknown[] = []
    const flatsome = window.Flatsome as unknown as { behavior(name: string, b: FlatsomeBehavior): void }
    flatsome.behavior('broken', { attach: () => { throw new Error('plugin bug') } })
    flatsome.behavior('swatches', { attach: (context) => attached.push(context) })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await openListingQuickView()
      expect(attached).toEqual([dialog()])
      expect(dialog()!.querySelector('.product')).not.toBeNull()
      expect(error).toHaveBeenCalledWith(expect.stringContaining('"broken"'), expect.any(Error))
    } finally {
      delete window.Flatsome
      error.mockRestore()
    }
  })

  it('is a modal dialog labelled by the product title, with focus inside and the page locked', async () => {
    await openListingQuickView()
    const box = dialog()!
    expect(box.getAttribute('role')).toBe('dialog')
    expect(box.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).toBe(simple.name)
    expect(box.contains(document.activeElement)).toBe(true)
    expect(document.querySelector('.mfp-wrap')!.classList.contains('mfp-ready')).toBe(true)
    expect(document.querySelector('.mfp-bg')).not.toBeNull()
    const close = box.querySelector<HTMLButtonElement>('button.mfp-close')!
    expect(close.getAttribute('aria-label')).toBe('Sulge (Esc)')
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  it('keeps Tab inside: from the last to the first, Shift+Tab from the first to the last', async () => {
    await openListingQuickView()
    const box = dialog()!
    const close = box.querySelector<HTMLElement>('.mfp-close')!
    // The last of what Tab reaches in the product (its meta's links follow the form).
    const last = Array.from(box.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select')).at(-1)!
    expect(last.closest('.product_meta')).not.toBeNull()
    last.focus()
    press('Tab')
    expect(document.activeElement).toBe(close)
    press('Tab', close, true)
    expect(document.activeElement).toBe(last)
    // Focus that lands outside comes back in.
    document.querySelector<HTMLElement>('.product-small .woocommerce-loop-product__link')!.focus()
    expect(box.contains(document.activeElement)).toBe(true)
  })

  it('Escape closes it: focus back on the trigger, inert while it fades, gone after 300 ms, page unlocked', async () => {
    setUp()
    motion(false)
    listing()
    answer({ body: fragment() })
    const closed = vi.fn()
    listen(document, 'mfpClose', closed)
    trigger().click()
    await settle()
    press('Escape')
    expect(document.activeElement).toBe(trigger())
    const wrap = document.querySelector<HTMLElement>('.mfp-wrap')!
    expect(wrap.classList.contains('mfp-removing')).toBe(true)
    expect(wrap.inert).toBe(true)
    expect(closed).toHaveBeenCalledTimes(1)
    await new Promise((resolve) => setTimeout(resolve, 320))
    expect(document.querySelector('.mfp-wrap, .mfp-bg')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('is removed at once under reduced motion', async () => {
    setUp()
    listing()
    answer({ body: fragment() })
    await openQuickView(trigger())
    press('Escape')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(document.querySelector('.mfp-wrap, .mfp-bg')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('reopened while the last one fades: the page stays locked until the new one closes', async () => {
    setUp()
    motion(false)
    listing()
    answer({ body: fragment() })
    await openQuickView(trigger())
    // The fade's 300 ms on a fake clock: 'still fading' is then a fact however long the reopening takes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      press('Escape')
      await openQuickView(trigger())
      expect(document.querySelectorAll('.mfp-wrap').length).toBe(2) // the old one still fading
      await vi.advanceTimersByTimeAsync(320)
      expect(document.querySelectorAll('.mfp-wrap').length).toBe(1)
      expect(document.documentElement.style.overflow).toBe('hidden')
      press('Escape')
      await vi.advanceTimersByTimeAsync(320)
      expect(document.querySelector('.mfp-wrap')).toBeNull()
      expect(document.documentElement.style.overflow).toBe('')
    } finally {
      vi.useRealTimers() // before this file's afterEach, which waits on a real timer
    }
  })

  it('closes on a click on the backdrop, not on a click inside', async () => {
    await openListingQuickView()
    dialog()!.querySelector('h1')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(document.querySelector('.mfp-wrap')!.classList.contains('mfp-removing')).toBe(false)
    document.querySelector('.mfp-container')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(document.querySelector('.mfp-wrap')!.classList.contains('mfp-removing')).toBe(true)
  })

  it('drops scripts in the answer and tells Flatsome’s listeners it opened', async () => {
    setUp()
    listing()
    ;(window as { pwned?: number }).pwned = 0
    answer({ body: fragment('<script>window.pwned = 1</script>') })
    const opened = vi.fn()
    listen(document, 'flatsome_quickview', opened)
    trigger().click()
    await settle()
    expect(dialog()!.querySelector('script')).toBeNull()
    expect((window as { pwned?: number }).pwned).toBe(0)
    expect(opened).toHaveBeenCalledTimes(1)
    expect(quickViewContent('<p>no product</p>')).toBeUndefined()
    expect(quickViewContent(42)).toBeUndefined()
  })

  it('makes way when its own form added to the cart', async () => {
    await openListingQuickView()
    const button = dialog()!.querySelector('form .single_add_to_cart_button')!
    emit(document.body, 'added_to_cart', {}, 'hash', document.querySelector('.product-small .add_to_cart_button')!)
    expect(document.querySelector('.mfp-wrap')!.classList.contains('mfp-removing')).toBe(false)
    emit(document.body, 'added_to_cart', {}, 'hash', button)
    expect(document.querySelector('.mfp-wrap')!.classList.contains('mfp-removing')).toBe(true)
  })
})

describe('the slider', () => {
  it('is set up 300 ms after opening, right to left on RTL sites', async () => {
    // Flatsome's 300 ms on a fake clock: "not yet at 290 ms" is then a fact however slowly a busy machine runs the test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      setUp()
      document.documentElement.dir = 'rtl'
      listing()
      answer({ body: fragment() })
      trigger().click()
      // Step the fake clock a millisecond at a time until the popup opens (vi.waitFor would advance it by its interval).
      for (let step = 0; !dialog() && step < 1000; step++) await vi.advanceTimersByTimeAsync(1)
      expect(dialog()).not.toBeNull()
      await vi.advanceTimersByTimeAsync(290)
      expect(sliders).toHaveLength(0)
      await vi.advanceTimersByTimeAsync(30)
      await vi.waitFor(() => expect(sliders).toHaveLength(1))
      expect(sliders[0]!.el.classList.contains('product-gallery-slider')).toBe(true)
      expect(sliders[0]!.options).toMatchObject({ rtl: true, reduced: true, labels: { previous: 'Eelmine', next: 'Järgmine', slide: 'Pilt {{index}}/{{slidesLength}}' } })
    } finally {
      vi.useRealTimers() // before this file's afterEach, which waits on a real timer
    }
  })

  it('is never set up when the popup closed first, and is destroyed on close', async () => {
    // Flatsome's 300 ms on a fake clock: 'closed first' is then a fact however slowly the popup opened.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      setUp()
      listing()
      answer({ body: fragment() })
      trigger().click()
      await vi.waitFor(() => expect(dialog()).not.toBeNull())
      press('Escape')
      await vi.advanceTimersByTimeAsync(320)
      expect(sliders).toHaveLength(0)

      trigger().click()
      await vi.waitFor(() => expect(dialog()).not.toBeNull())
      await vi.advanceTimersByTimeAsync(320)
      await vi.waitFor(() => expect(sliders).toHaveLength(1))
      press('Escape')
      expect(sliders[0]!.destroy).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers() // before this file's afterEach, which waits on a real timer
    }
  })
})

describe('the variation form inside', () => {
  it('is mounted here when no other script claims it; a chosen variation takes the first slide and the slider jumps there', async () => {
    setUp()
    listing(variable)
    answer({ body: fragment('', variable, true) })
    trigger().click()
    await settle()
    await new Promise((resolve) => setTimeout(resolve, 350))
    const box = dialog()!
    const button = box.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!
    expect(button.disabled).toBe(false) // the island took over: disabled by class, still focusable
    expect(button.getAttribute('aria-disabled')).toBe('true')
    // A check that changes nothing (the form's start-up check, late on a slow machine, after the shopper has moved
    // to another slide) leaves the shopper where they are.
    emit(box.querySelector('form')!, 'check_variations')
    expect(box.querySelector('.product-gallery-slider > :first-child img')!.getAttribute('src')).toBe(firstImage!.src)
    expect(sliders[0]!.toFirst).not.toHaveBeenCalled()
    const choose = (id: string, value: string) => {
      const select = box.querySelector<HTMLSelectElement>(`#${id}`)!
      select.value = value
      select.dispatchEvent(new Event('change', { bubbles: true }))
    }
    choose('pa_suurus', 's')
    choose('varv', 'Hõbehall')
    const first = box.querySelector('.product-gallery-slider > :first-child')!
    expect(first.querySelector('img')!.getAttribute('src')).toBe(variationImageSet(variable, grey).src)
    expect(first.querySelector('a')!.getAttribute('href')).toBe(variationImageSet(variable, grey).full)
    expect(sliders[0]!.toFirst).toHaveBeenCalled()
    sliders[0]!.toFirst.mockClear()
    choose('varv', '')
    expect(first.querySelector('img')!.getAttribute('src')).toBe(firstImage!.src)
    expect(sliders[0]!.toFirst).toHaveBeenCalled()
  })

  it('is left to the product script when that is on the page: mounted once', async () => {
    setUp()
    // The product script's own wiring, as entries/product.ts does it.
    wireAll<HTMLFormElement>(VARIATION_FORM_SELECTOR, (form) => void mountVariationForm(form))
    listing(variable)
    answer({ body: fragment('', variable, true) })
    const ready = vi.fn()
    document.addEventListener('wc_variation_form', ready)
    trigger().click()
    await settle()
    await new Promise((resolve) => setTimeout(resolve, 400))
    document.removeEventListener('wc_variation_form', ready)
    expect(ready).toHaveBeenCalledTimes(1)
  })

  it('is handed to WooCommerce’s own variation script when the shop still runs it', async () => {
    const calls: Element[] = []
    const $ = Object.assign(
      (el: Element) => ({ wc_variation_form: () => void calls.push(el), on() {}, off() {}, trigger() {}, triggerHandler() {} }),
      { fn: { wc_variation_form() {} } },
    )
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    setUp()
    listing(variable)
    answer({ body: fragment('', variable, true) })
    await openQuickView(trigger())
    expect(calls).toEqual([dialog()!.querySelector('form.variations_form')])
    await new Promise((resolve) => setTimeout(resolve, 250))
    // Usable: WooCommerce's script disables by class (and explains a click); the server's attribute is gone.
    const button = dialog()!.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!
    expect(button.disabled).toBe(false)
    expect(button.classList.contains('disabled')).toBe(true)
    // Not also mounted by Saar: no aria-disabled of its own.
    expect(button.hasAttribute('aria-disabled')).toBe(false)
  })
})
