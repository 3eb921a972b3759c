/**
 * The review form's star rating on WooCommerce's review form (inside Flatsome's wrappers): what the stars say,
 * what the form would submit, and the guard against a review without a rating.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { printSettings, serverMarkup, settle } from './helpers'
import { reviewsSection } from '../../php-stub/shop/parts/reviews'
import { productBySlug } from '../../php-stub/shop/catalogue'
import { wireAll } from '../../src/dom'
import { mountRating, RATING_SELECTOR } from '../../islands/rating/rating'
import { mountStars } from '../../islands/rating/stars-mount'
import { provide } from '../../src/loader'

// The stars are an on-demand bundle; here it is already "loaded".
provide('stars', mountStars)

/**
 * The viewport, for the stars (they load when the rating comes into view): jsdom has no IntersectionObserver and
 * happy-dom's never reports, so this one reports every observed element as `shown` says, now and on `show()`.
 */
const viewport = { shown: true, observers: new Set<{ cb: IntersectionObserverCallback; els: Element[] }>() }
class FakeObserver {
  private entry: { cb: IntersectionObserverCallback; els: Element[] }
  constructor(cb: IntersectionObserverCallback) {
    this.entry = { cb, els: [] }
    viewport.observers.add(this.entry)
  }
  observe(el: Element) {
    this.entry.els.push(el)
    if (viewport.shown) queueMicrotask(() => this.report())
  }
  report() {
    const entries = this.entry.els.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry)
    if (entries.length) this.entry.cb(entries, this as unknown as IntersectionObserver)
  }
  disconnect() {
    this.entry.els = []
    viewport.observers.delete(this.entry)
  }
  unobserve() {}
}
vi.stubGlobal('IntersectionObserver', FakeObserver)
const show = () => {
  viewport.shown = true
  for (const o of [...viewport.observers]) o.cb(o.els.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver)
}

/**
 * The reviews of a product nobody has reviewed yet, with the review form (the stand-in's reviews part). The select
 * is `required` as WooCommerce prints it when a rating is demanded; `selectAttributes` stands for a shop's setting.
 */
const reviewForm = (selectAttributes = 'required') => {
  const markup = reviewsSection(productBySlug('kaseviht')!).value
  const select = '<select name="rating" id="rating" required>'
  if (!markup.includes(select)) throw new Error('The reviews part no longer prints the rating select this test varies')
  return markup.replace(select, `<select name="rating" id="rating" ${selectAttributes}>`)
}

const stars = () => Array.from(document.querySelectorAll<HTMLElement>('[role=radio]'))
const group = () => document.querySelector<HTMLElement>('[role=radiogroup]')!
const form = () => document.querySelector<HTMLFormElement>('#commentform')!
const select = () => document.querySelector<HTMLSelectElement>('#rating')!
const submitted = () => new FormData(form()).get('rating')
const checked = () => stars().filter((s) => s.getAttribute('aria-checked') === 'true').map((s) => s.textContent)
const press = (el: Element, key: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

async function mount(markup = reviewForm(), value?: string): Promise<void> {
  // Saar's hiding class is in the shared sheet, which a DOM test does not link: the page gets its rule.
  serverMarkup(`<style>${readFileSync('src/hidden.css', 'utf8')}</style>${markup}`)
  // What the shopper wrote: only the rating is left to choose.
  document.querySelector<HTMLTextAreaElement>('#comment')!.value = 'Soe ja mõnus.'
  document.querySelector<HTMLInputElement>('#author')!.value = 'Mari'
  if (value) select().value = value
  wireAll<HTMLSelectElement>(RATING_SELECTOR, mountRating)
  await settle()
}

/** Replaces `window.alert` (happy-dom has none) for one test. */
function stubAlert() {
  const original = window.alert
  const alert = vi.fn()
  window.alert = alert
  onTestFinished(() => void (window.alert = original))
  return alert
}

/** Records the submits that get through the guard, and stops the navigation. */
function recordSubmits(): string[] {
  const seen: string[] = []
  form().addEventListener('submit', (event) => {
    event.preventDefault()
    seen.push(String(new FormData(form()).get('rating')))
  })
  return seen
}

describe('star rating', () => {
  it('shows five stars named from the select, in a group named by the label, and hides the select', async () => {
    await mount()
    expect(group().getAttribute('aria-labelledby')).toBe('comment-form-rating-label')
    expect(document.getElementById(group().getAttribute('aria-labelledby')!)!.textContent).toContain('Sinu hinnang')
    expect(stars().map((s) => s.textContent)).toEqual(['Väga halb', 'Pole kõige halvem', 'Keskmine', 'Hea', 'Täiuslik'])
    expect(checked()).toEqual([])
    expect(stars().map((s) => s.tabIndex)).toEqual([0, -1, -1, -1, -1])
    expect(getComputedStyle(select()).display).toBe('none')
    expect(submitted()).toBe('')
  })

  it('sets the form value when a star is clicked', async () => {
    await mount()
    const changes = vi.fn()
    select().addEventListener('change', changes)
    stars()[3]!.click()
    await settle()
    expect(submitted()).toBe('4')
    expect(changes).toHaveBeenCalledTimes(1)
    expect(checked()).toEqual(['Hea'])
    expect(stars().map((s) => s.tabIndex)).toEqual([-1, -1, -1, 0, -1])
    expect(document.querySelector('p.stars')!.classList.contains('selected')).toBe(true)
    expect(stars()[3]!.classList.contains('active')).toBe(true)
  })

  it('moves and chooses with the arrow keys, wrapping around, and chooses with Space', async () => {
    await mount()
    stars()[0]!.focus()
    press(stars()[0]!, 'ArrowRight')
    await settle()
    expect(document.activeElement).toBe(stars()[1])
    expect(checked()).toEqual(['Pole kõige halvem'])
    expect(submitted()).toBe('2')
    press(stars()[1]!, 'ArrowLeft')
    press(stars()[0]!, 'ArrowLeft')
    await settle()
    expect(document.activeElement).toBe(stars()[4])
    expect(submitted()).toBe('5')
    press(stars()[4]!, 'ArrowDown')
    await settle()
    expect(submitted()).toBe('1')
    press(stars()[0]!, 'End')
    await settle()
    expect(submitted()).toBe('5')
    expect(stars().map((s) => s.tabIndex)).toEqual([-1, -1, -1, -1, 0])
  })

  it('mirrors Left and Right on a right-to-left page', async () => {
    document.documentElement.dir = 'rtl'
    onTestFinished(() => document.documentElement.removeAttribute('dir'))
    await mount()
    stars()[0]!.focus()
    press(stars()[0]!, 'ArrowLeft')
    await settle()
    expect(document.activeElement).toBe(stars()[1])
    expect(submitted()).toBe('2')
    press(stars()[1]!, 'ArrowRight')
    press(stars()[0]!, 'ArrowRight')
    await settle()
    expect(submitted()).toBe('5')
    expect(document.activeElement).toBe(stars()[4])
  })

  it('chooses the focused star with Space', async () => {
    await mount()
    stars()[2]!.focus()
    press(stars()[2]!, ' ')
    await settle()
    expect(submitted()).toBe('3')
    expect(checked()).toEqual(['Keskmine'])
  })

  it('starts from the value the select already has (a form the browser restored)', async () => {
    await mount(reviewForm(), '3')
    expect(checked()).toEqual(['Keskmine'])
    expect(stars()[2]!.tabIndex).toBe(0)
  })

  it('leaves stars the stock script already made alone', async () => {
    await mount(reviewForm().replace('<select', '<p class="stars"><span><a class="star-1" href="#">1</a></span></p><select'))
    expect(stars()).toEqual([])
  })

  it('come (and React with them) only when the rating is in view: a closed reviews tab keeps the plain select', async () => {
    viewport.shown = false
    onTestFinished(() => void (viewport.shown = true))
    await mount()
    await settle()
    expect(stars()).toEqual([])
    expect(select().hidden || getComputedStyle(select()).display === 'none').toBe(false)
    show()
    await settle()
    expect(stars()).toHaveLength(5)
  })
})

describe('review submit guard', () => {
  it('stops a review without a rating: alert, no submit, focus on the stars', async () => {
    await mount()
    const alert = stubAlert()
    const seen = recordSubmits()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    document.querySelector('#submit')!.dispatchEvent(click)
    expect(alert).toHaveBeenCalledWith('Palun vali hinnang')
    expect(click.defaultPrevented).toBe(true)
    expect(seen).toEqual([])
    expect(document.activeElement).toBe(stars()[0])
  })

  it('stops a submit that does not come from the button (Enter in a field, requestSubmit)', async () => {
    await mount()
    const alert = stubAlert()
    const seen = recordSubmits()
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    form().dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(alert).toHaveBeenCalledTimes(1)
    expect(seen).toEqual([])
  })

  it('lets a rated review through', async () => {
    await mount()
    const alert = stubAlert()
    const seen = recordSubmits()
    stars()[4]!.click()
    await settle()
    document.querySelector<HTMLElement>('#submit')!.click()
    expect(alert).not.toHaveBeenCalled()
    expect(seen).toEqual(['5'])
  })

  it.each([
    ['the shop turned the rating off in Saar', () => printSettings({ features: { product: { reviewRatingRequired: '' } } }), 'required', false],
    ['Saar requires it though the select does not say so', () => printSettings({ features: { product: { reviewRatingRequired: true } } }), '', true],
    ['WooCommerce says it is optional', () => ((window as { wc_single_product_params?: unknown }).wc_single_product_params = { review_rating_required: 'no' }), 'required', false],
    ['WooCommerce says it is required', () => ((window as { wc_single_product_params?: unknown }).wc_single_product_params = { review_rating_required: 'yes' }), '', true],
    ['nothing says, and the select is optional', () => {}, '', false],
  ])('follows the setting when %s', async (_, configure, attributes, blocked) => {
    configure()
    try {
      await mount(reviewForm(attributes))
      const alert = stubAlert()
      const seen = recordSubmits()
      document.querySelector<HTMLElement>('#submit')!.click()
      expect(alert).toHaveBeenCalledTimes(blocked ? 1 : 0)
      expect(seen).toEqual(blocked ? [] : [''])
    } finally {
      delete (window as { wc_single_product_params?: unknown }).wc_single_product_params
    }
  })

  it('speaks English on an English site', async () => {
    document.documentElement.lang = 'en-US'
    await mount()
    const alert = stubAlert()
    recordSubmits()
    document.querySelector<HTMLElement>('#submit')!.click()
    expect(alert).toHaveBeenCalledWith('Please select a rating')
  })
})
