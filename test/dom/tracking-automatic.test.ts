/**
 * PixelYourSite's automatic events and custom triggers on the shop's markup: what reaches the pixels bundle's `fire`
 * (the event key, the destinations' templates, the parameters, whether it is a link event) for each thing a shopper
 * does, and nothing for what is not an event. `fire` is a recorder here: the pixels bundle's own tests cover what it
 * sends. Each test loads the watchers afresh (what fires once per page is remembered per page load).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { serverMarkup } from './helpers'
import { pysOptions, type PysOptions } from '../../src/stock-globals'
import type { FireDynamic, FireOptions, PysEvent } from '../../islands/tracking/pixels/fire'
import { loginForms } from '../../php-stub/shop/parts/account-forms'
import { commentsArea } from '../../php-stub/shop/parts/comments'
import { searchForm } from '../../php-stub/shop/parts/search-form'
import { orderingForm } from '../../php-stub/shop/parts/ordering-form'
import { addToCartArea } from '../../php-stub/shop/parts/product-form'
import { products } from '../../php-stub/shop/catalogue'

type Watch = (options: PysOptions, fire: FireDynamic) => () => void
let watchAutomatic: Watch
let watchTriggers: Watch
beforeEach(async () => {
  vi.resetModules()
  ;({ watchAutomatic } = await import('../../islands/tracking/pixels/automatic'))
  ;({ watchTriggers } = await import('../../islands/tracking/pixels/triggers'))
})

/** One call of `fire`: the key, the destinations it names with their event names, the params, the options. */
interface Fired {
  key: string
  names: Record<string, unknown>
  templates: Record<string, PysEvent>
  params: Record<string, unknown> | undefined
  options: FireOptions | undefined
}

/** A recording `fire`. */
function recorder(): { fire: FireDynamic; calls: Fired[] } {
  const calls: Fired[] = []
  const fire: FireDynamic = (key, templates, params, options) =>
    void calls.push({ key, names: Object.fromEntries(Object.entries(templates).map(([pixel, t]) => [pixel, t?.name])), templates: templates as Record<string, PysEvent>, params, options })
  return { fire, calls }
}

/** A template as PixelYourSite prints it for one destination. */
const template = (name: string, extra: Record<string, unknown> = {}): PysEvent => ({ name, params: { page_title: 'Pood' }, delay: 0, type: 'dyn', e_id: 'x', ...extra })
/** The same event for Meta and GA4. */
const both = (fb: string, ga: string, extra: Record<string, unknown> = {}) => ({ facebook: template(fb, extra), ga: template(ga, extra) })

/** `pysOptions` as the page prints it (wp_localize_script's top-level strings included), read by Saar's reader. */
function options(raw: Record<string, unknown>): PysOptions {
  ;(globalThis as { pysOptions?: unknown }).pysOptions = { staticEvents: {}, dynamicEvents: {}, triggerEvents: [], triggerEventTypes: [], enable_remove_download_url_param: '1', ...raw }
  return pysOptions()!
}

const dynamic = {
  automatic_event_scroll: both('PageScroll', 'PageScroll', { scroll_percent: 30 }),
  automatic_event_time_on_page: both('TimeOnPage', 'TimeOnPage', { time_on_page: 30 }),
  automatic_event_download: both('Download', 'Download', { extensions: ['', 'doc', 'exe', 'js', 'pdf', 'ppt', 'tgz', 'zip', 'xls', 'tar.gz'] }),
  automatic_event_form: both('Form', 'Form'),
  automatic_event_comment: both('Comment', 'Comment'),
}

/** The page as tall as `height` px and scrolled to `y` (the DOM projects lay nothing out), then a scroll event. */
function scrollTo(y: number, height = 768 + 2000): void {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true })
  Object.defineProperty(window, 'innerHeight', { value: 768, configurable: true })
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
}

/** Clicks; a link is not followed (the DOM projects cannot navigate), after every listener of the page had it. */
function click(el: Element): void {
  const stay = (event: Event) => event.preventDefault()
  window.addEventListener('click', stay)
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  window.removeEventListener('click', stay)
}

/**
 * Submits as a shopper does (its required fields filled, the button pressed), the page staying where it is. Says
 * whether the form was submitted (a submit event went through the page).
 */
function submit(form: HTMLFormElement, button = form.querySelector<HTMLElement>('[type=submit]')): boolean {
  for (const field of form.querySelectorAll<HTMLInputElement>('[required]')) field.value = field.type == 'email' ? 'mari@example.ee' : 'Mari'
  let submitted = false
  const stay = (event: Event) => void ((submitted = true), event.preventDefault())
  window.addEventListener('submit', stay)
  form.requestSubmit(button ?? undefined)
  window.removeEventListener('submit', stay)
  return submitted
}

describe('scroll depth', () => {
  it('fires once when the page is scrolled past scroll_percent, never before and never again', () => {
    const { fire, calls } = recorder()
    scrollTo(0)
    watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    scrollTo(590) // 29.5 % of the 2,000 px that can be scrolled
    expect(calls).toEqual([])
    scrollTo(610)
    scrollTo(1500)
    scrollTo(0)
    scrollTo(1900)
    expect(calls.map((c) => [c.key, c.names])).toEqual([['automatic_event_scroll', { facebook: 'PageScroll', ga: 'PageScroll' }]])
  })

  it('fires at once when the shopper had scrolled past it before the pixels came (consent given late)', () => {
    const { fire, calls } = recorder()
    scrollTo(1200)
    watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    expect(calls.map((c) => c.key)).toEqual(['automatic_event_scroll'])
  })

  it('fires each destination at its own percent', () => {
    const { fire, calls } = recorder()
    scrollTo(0)
    watchAutomatic(options({ dynamicEvents: { automatic_event_scroll: { facebook: template('PageScroll', { scroll_percent: 30 }), ga: template('PageScroll', { scroll_percent: '60' }) } } }), fire)
    scrollTo(800)
    expect(calls.map((c) => c.names)).toEqual([{ facebook: 'PageScroll' }])
    scrollTo(2000) // the very bottom is 100 %, and past 60
    expect(calls.map((c) => c.names)).toEqual([{ facebook: 'PageScroll' }, { ga: 'PageScroll' }])
  })

  it('fires once per page however often the watchers are stopped and started again (revocation, then consent)', () => {
    const { fire, calls } = recorder()
    scrollTo(1200)
    const o = options({ dynamicEvents: dynamic })
    watchAutomatic(o, fire)()
    watchAutomatic(o, fire)
    scrollTo(1500)
    expect(calls.map((c) => c.key)).toEqual(['automatic_event_scroll'])
  })

  it('fires nothing on a page too short to scroll', () => {
    const { fire, calls } = recorder()
    scrollTo(0, 600)
    watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    scrollTo(0, 600)
    expect(calls).toEqual([])
  })
})

describe('time on page', () => {
  it('fires once, time_on_page seconds after the navigation started (consent given 10 s in)', () => {
    vi.useFakeTimers()
    vi.spyOn(performance, 'now').mockReturnValue(10_000)
    const { fire, calls } = recorder()
    watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    vi.advanceTimersByTime(19_999)
    expect(calls).toEqual([])
    vi.advanceTimersByTime(1)
    vi.advanceTimersByTime(60_000)
    expect(calls.map((c) => [c.key, c.names])).toEqual([['automatic_event_time_on_page', { facebook: 'TimeOnPage', ga: 'TimeOnPage' }]])
  })

  it('fires at once when the shopper has been on the page longer already', () => {
    vi.useFakeTimers()
    vi.spyOn(performance, 'now').mockReturnValue(45_000)
    const { fire, calls } = recorder()
    watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    vi.advanceTimersByTime(0)
    expect(calls.map((c) => c.key)).toEqual(['automatic_event_time_on_page'])
  })
})

describe('downloads', () => {
  const page = () =>
    serverMarkup(`<div class="product-short-description"><p><a href="/wp-content/uploads/2025/01/hooldusjuhend.pdf?ver=2#lk3">Hooldusjuhend</a>
<a href="/wp-content/uploads/Mõõdud.PDF"><span>Mõõdutabel</span></a> <a href="/wp-content/uploads/kataloog.2025.final.pdf">Kataloog</a>
<a href="/wp-content/uploads/varud.tar.gz">Varud</a> <a href="/wp-content/uploads/pilt.jpg">Pilt</a> <a href="/kontakt/">Kontakt</a> <a href="/">Avaleht</a></p></div>`)
  const link = (text: string) => [...document.querySelectorAll('a')].find((a) => a.textContent == text)!

  it('fires for a link whose extension is listed, with the URL (query string removed), type and file name, as a link event', () => {
    page()
    const { fire, calls } = recorder()
    watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    click(link('Hooldusjuhend'))
    expect(calls).toEqual([
      {
        key: 'automatic_event_download',
        names: { facebook: 'Download', ga: 'Download' },
        templates: dynamic.automatic_event_download,
        params: { download_url: `${location.origin}/wp-content/uploads/2025/01/hooldusjuhend.pdf`, download_type: 'pdf', download_name: 'hooldusjuhend.pdf' },
        options: { link: true },
      },
    ])
  })

  it('keeps the query string when the shop says so', () => {
    page()
    const { fire, calls } = recorder()
    watchAutomatic(options({ dynamicEvents: dynamic, enable_remove_download_url_param: '' }), fire)
    click(link('Hooldusjuhend'))
    expect(calls[0]!.params!.download_url).toBe(`${location.origin}/wp-content/uploads/2025/01/hooldusjuhend.pdf?ver=2#lk3`)
  })

  it('knows upper-case, dotted and two-part extensions, a click inside the link and the middle button; not the right one', () => {
    page()
    const { fire, calls } = recorder()
    watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    click(link('Mõõdutabel').firstElementChild!)
    click(link('Kataloog'))
    link('Varud').dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }))
    link('Hooldusjuhend').dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 2 }))
    expect(calls.map((c) => [c.params!.download_type, c.params!.download_name])).toEqual([
      ['pdf', 'Mõõdud.PDF'],
      ['pdf', 'kataloog.2025.final.pdf'],
      ['tar.gz', 'varud.tar.gz'],
    ])
  })

  it('fires nothing for links to pages or unlisted files, and each click on a file fires again', () => {
    page()
    const { fire, calls } = recorder()
    watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    for (const text of ['Pilt', 'Kontakt', 'Avaleht']) click(link(text))
    expect(calls).toEqual([])
    click(link('Hooldusjuhend'))
    click(link('Hooldusjuhend'))
    expect(calls).toHaveLength(2)
  })

  it('fires before a handler of the page can stop the click', () => {
    page()
    const { fire, calls } = recorder()
    watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    link('Hooldusjuhend').addEventListener('click', (event) => event.stopImmediatePropagation())
    document.body.addEventListener('click', (event) => event.stopPropagation(), true)
    click(link('Hooldusjuhend'))
    expect(calls).toHaveLength(1)
  })
})

describe('forms', () => {
  const loginAndRegister = () => serverMarkup(loginForms({ login: 'n1', register: 'n2' }).value)
  const form = (selector: string) => document.querySelector<HTMLFormElement>(selector)!

  it('fires for a form of the page with its id, class and the pressed button’s text', () => {
    loginAndRegister()
    form('.register').id = 'registreeru'
    const { fire, calls } = recorder()
    watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    expect(submit(form('.login'))).toBe(true)
    expect(submit(form('.register'))).toBe(true)
    expect(calls.map((c) => [c.key, c.names, c.params, c.options])).toEqual([
      ['automatic_event_form', { facebook: 'Form', ga: 'Form' }, { form_id: undefined, form_class: 'woocommerce-form woocommerce-form-login login', text: 'Logi sisse' }, undefined],
      ['automatic_event_form', { facebook: 'Form', ga: 'Form' }, { form_id: 'registreeru', form_class: 'woocommerce-form woocommerce-form-register register', text: 'Registreeru' }, undefined],
    ])
  })

  it('fires nothing for search, sorting, add to cart, the cart, checkout, coupon or the form plugins’ forms', () => {
    const product = products.find((p) => p.type == 'simple')!
    serverMarkup(`<ul>${searchForm().value}</ul>${orderingForm('menu_order', []).value}${addToCartArea(product, '/toode/').value}
<form class="woocommerce-cart-form" method="post"><button type="submit" name="update_cart" value="Uuenda ostukorvi">Uuenda ostukorvi</button></form>
<form class="checkout_coupon woocommerce-form-coupon" method="post"><button type="submit" name="apply_coupon">Kasuta kupongi</button></form>
<form name="checkout" method="post" class="checkout woocommerce-checkout"><button type="submit" id="place_order">Esita tellimus</button></form>
<form role="search" class="site-search"><button type="submit">Otsi</button></form>
<div class="wpcf7"><form class="wpcf7-form init"><input type="submit" value="Saada"></form></div>
<form class="wpforms-form" data-formid="7"><button type="submit">Saada</button></form>
<div class="nf-form-layout"><form><button type="submit">Saada</button></form></div>
<form class="frm-show-form"><button type="submit">Saada</button></form>`)
    const { fire, calls } = recorder()
    watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    const forms = [...document.forms]
    // happy-dom reads the quantity's `max=""` as 0 and would refuse the product form; browsers read it as no maximum.
    for (const f of forms) f.noValidate = true
    expect(forms.map((f) => submit(f))).toEqual(forms.map(() => true))
    expect(forms.map((f) => f.getAttribute('class') ?? f.parentElement!.className)).toEqual([
      'searchform', 'woocommerce-ordering', 'cart', 'woocommerce-cart-form', 'checkout_coupon woocommerce-form-coupon', 'checkout woocommerce-checkout',
      'site-search', 'wpcf7-form init', 'wpforms-form', 'nf-form-layout', 'frm-show-form',
    ])
    expect(calls).toEqual([])
  })

  it('with enable_success_send_form fires only on a form plugin’s "sent" event: Contact Form 7’s DOM event, WPForms’ and Ninja Forms’ jQuery events', () => {
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    loginAndRegister()
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div class="wpcf7" id="wpcf7-f12-o1"><form class="wpcf7-form sent"><input type="submit" value="Saada päring"></form></div>
<form class="wpforms-form" data-formid="7"><button type="submit">Telli uudiskiri</button></form>
<div id="nf-form-3-cont" class="nf-form-cont"><div class="nf-form-layout"><form><input type="button" value="Saada"></form></div></div>`,
    )
    const { fire, calls } = recorder()
    watchAutomatic(options({ dynamicEvents: dynamic, enable_success_send_form: '1' }), fire)
    submit(form('.login'))
    document.getElementById('wpcf7-f12-o1')!.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true, detail: { contactFormId: 12, status: 'mail_sent' } }))
    $(form('.wpforms-form')).trigger('wpformsAjaxSubmitSuccess', [{ success: true }])
    $(document).trigger('nfFormSubmitResponse', [{ response: { data: { form_id: 3 } }, id: 3 }])
    expect(calls.map((c) => [c.key, c.params])).toEqual([
      ['automatic_event_form', { form_id: 12, text: 'Saada päring' }],
      ['automatic_event_form', { form_id: '7', text: 'Telli uudiskiri' }],
      ['automatic_event_form', { form_id: 3, text: '' }],
    ])
  })

  it('fires a comment for the comment form, not a form event', () => {
    serverMarkup(commentsArea({ id: 34, slug: 'villane-myts', title: 'Villane müts', date: '2025-01-10', author: 'Mari', content: [], comments: [] }).value)
    const { fire, calls } = recorder()
    watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    submit(form('#commentform'))
    expect(calls.map((c) => [c.key, c.names])).toEqual([['automatic_event_comment', { facebook: 'Comment', ga: 'Comment' }]])
  })
})

describe('stop and malformed options', () => {
  it('stop() ends every watcher: scroll, time, downloads, forms, the plugins’ events', () => {
    vi.useFakeTimers()
    vi.spyOn(performance, 'now').mockReturnValue(0)
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    serverMarkup(`${loginForms({ login: 'n1', register: 'n2' }).value}<a href="/juhend.pdf">Juhend</a><div class="wpcf7"><form class="wpcf7-form"></form></div>`)
    const { fire, calls } = recorder()
    scrollTo(0)
    const stop = watchAutomatic(options({ dynamicEvents: dynamic }), fire)
    stop()
    scrollTo(1500)
    vi.advanceTimersByTime(60_000)
    click(document.querySelector('a')!)
    submit(document.querySelector('form')!)
    document.querySelector('.wpcf7')!.dispatchEvent(new CustomEvent('wpcf7mailsent', { bubbles: true, detail: { contactFormId: 1 } }))
    $(document).trigger('frmFormComplete', [document.querySelector('form'), {}])
    expect(calls).toEqual([])
  })

  it('skips what it cannot use with a console warning, and the rest works; never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    serverMarkup('<a href="/juhend.pdf">Juhend</a>')
    const { fire, calls } = recorder()
    scrollTo(1500)
    const broken = options({
      dynamicEvents: {
        automatic_event_scroll: { facebook: template('PageScroll', { scroll_percent: 'palju' }), ga: template('PageScroll', { scroll_percent: 50 }), reddit: 'x' },
        automatic_event_time_on_page: { facebook: template('TimeOnPage', { time_on_page: null }) },
        automatic_event_download: { facebook: template('Download', { extensions: 'pdf' }), ga: template('Download', { extensions: ['pdf', 7] }) },
        automatic_event_form: [],
        automatic_event_comment: 'yes',
      },
    })
    expect(() => watchAutomatic(broken, fire)).not.toThrow()
    click(document.querySelector('a')!)
    expect(calls.map((c) => [c.key, c.names])).toEqual([
      ['automatic_event_scroll', { ga: 'PageScroll' }],
      ['automatic_event_download', { ga: 'Download' }],
    ])
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['[saar] tracking: scroll_percent of facebook skipped:', '[saar] tracking: time_on_page of facebook skipped:'])
    expect(() => watchAutomatic(options({ dynamicEvents: [] as unknown as Record<string, unknown> }), fire)()).not.toThrow()
  })
})

describe('custom triggers', () => {
  const custom = (name: string, params: Record<string, unknown> = {}) => ({ facebook: { ...template(name), params }, ga: { ...template(name), params } })

  it('a click on or inside an element of a trigger’s selector fires its event, before the page can stop the click', () => {
    serverMarkup('<div class="cta"><button type="button" class="button primary"><span>Helista meile</span></button></div><button type="button">Muu</button>')
    const { fire, calls } = recorder()
    watchTriggers(options({ triggerEvents: { 12: custom('Contact') }, triggerEventTypes: { css_click: { 12: ['.cta .button'] } } }), fire)
    document.querySelector('.cta button')!.addEventListener('click', (event) => event.stopPropagation())
    click(document.querySelector('.cta span')!)
    click(document.querySelectorAll('button')[1]!)
    expect(calls.map((c) => [c.key, c.names, c.params, c.options])).toEqual([['12', { facebook: 'Contact', ga: 'Contact' }, undefined, undefined]])
  })

  it('skips a trigger whose selector the browser refuses, with one warning, and the others work', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    serverMarkup('<button type="button" class="ok">Sobib</button>')
    const { fire, calls } = recorder()
    const o = options({
      triggerEvents: { 13: custom('Broken'), 14: custom('Works'), 15: custom('Half') },
      triggerEventTypes: { css_click: { 13: ['a[[href]'], 14: ['.ok'], 15: ['}{', '.ok', 42] }, css_mouseover: { 13: ['.a >'] } },
    })
    expect(() => watchTriggers(o, fire)).not.toThrow()
    click(document.querySelector('.ok')!)
    expect(calls.map((c) => c.key)).toEqual(['14', '15'])
    expect(warn.mock.calls.map((c) => c[1])).toEqual(['a[[href]', '}{', 42, '.a >'])
  })

  it('mouse-over fires once per element, however the pointer moves inside it', () => {
    serverMarkup('<div class="promo"><img alt="Talvine allahindlus"><p>Talvine allahindlus</p></div><div class="promo"><p>Uued tooted</p></div>')
    const { fire, calls } = recorder()
    watchTriggers(options({ triggerEvents: { 31: custom('PromoSeen') }, triggerEventTypes: { css_mouseover: { 31: ['.promo'] } } }), fire)
    const over = (el: Element) => el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    const [first, second] = document.querySelectorAll('.promo')
    over(first!.querySelector('img')!)
    over(first!.querySelector('p')!)
    over(first!)
    expect(calls).toHaveLength(1)
    over(second!.querySelector('p')!)
    over(second!)
    expect(calls.map((c) => c.key)).toEqual(['31', '31'])
  })

  it('a link the server marked with event ids fires each of its URL-click events as a link event', () => {
    serverMarkup('<a href="/kontakt/" data-pys-event-id="21,22,abc,21"><span>Kontakt</span></a><a href="/kontakt/" data-pys-event-id="23">Muu</a>')
    const { fire, calls } = recorder()
    watchTriggers(options({ triggerEvents: { 21: custom('ContactLink'), 22: custom('Lead'), 23: custom('NotAUrlClick') }, triggerEventTypes: { url_click: { 21: [{ rule: 'contains', value: '/kontakt' }], 22: [] }, css_click: { 23: ['.nothing'] } } }), fire)
    click(document.querySelector('span')!)
    click(document.querySelectorAll('a')[1]!)
    expect(calls.map((c) => [c.key, c.names.facebook, c.options])).toEqual([
      ['21', 'ContactLink', { link: true }],
      ['22', 'Lead', { link: true }],
    ])
  })

  it('scroll position fires once for each of its percentages', () => {
    const { fire, calls } = recorder()
    scrollTo(0)
    watchTriggers(options({ triggerEvents: { 41: custom('HalfWay') }, triggerEventTypes: { scroll_pos: { 41: [25, '75', 'kolmveerand'] } } }), fire)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    scrollTo(1000)
    scrollTo(1200)
    expect(calls.map((c) => c.key)).toEqual(['41'])
    scrollTo(1600)
    scrollTo(2000)
    expect(calls.map((c) => c.key)).toEqual(['41', '41'])
  })

  it('reads dynamic parameters from the page when the event fires, as numbers where asked', () => {
    serverMarkup(`<p class="price"><span class="amount">1 234,50 €</span></p><input id="qty" value="3 tk"><button type="button" class="buy">Osta</button>`)
    const { fire, calls } = recorder()
    const params = {
      value: { value: '', selector: '.price .amount', dynamic: true, input_type: 'float' },
      quantity: { value: '', selector: '#qty', dynamic: true, input_type: 'int' },
      currency: 'EUR',
      label: { value: 'Ost', selector: '', dynamic: false, input_type: 'string' },
      gone: { value: '', selector: '.no-such', dynamic: true, input_type: 'string' },
      broken: { value: '', selector: '[[', dynamic: true, input_type: 'string' },
      nan: { value: 'tasuta', selector: '', dynamic: false, input_type: 'int' },
      ecommerce: { items: [{ item_name: { value: '', selector: '.buy', dynamic: true } }] },
    }
    watchTriggers(options({ triggerEvents: { 51: custom('Buy', params) }, triggerEventTypes: { css_click: { 51: ['.buy'] } } }), fire)
    click(document.querySelector('.buy')!)
    document.querySelector('.amount')!.textContent = '99 €'
    click(document.querySelector('.buy')!)
    expect(calls.map((c) => c.templates.facebook!.params)).toEqual([
      { value: 1234.5, quantity: 3, currency: 'EUR', label: 'Ost', ecommerce: { items: [{ item_name: 'Osta' }] } },
      { value: 99, quantity: 3, currency: 'EUR', label: 'Ost', ecommerce: { items: [{ item_name: 'Osta' }] } },
    ])
  })

  it('the comment trigger fires on the comment form’s submit', () => {
    serverMarkup(commentsArea({ id: 34, slug: 'villane-myts', title: 'Villane müts', date: '2025-01-10', author: 'Mari', content: [], comments: [] }).value)
    const { fire, calls } = recorder()
    watchTriggers(options({ triggerEvents: { 61: custom('Commented') }, triggerEventTypes: { comment: { 61: [] } } }), fire)
    submit(document.querySelector<HTMLFormElement>('#commentform')!)
    expect(calls.map((c) => c.key)).toEqual(['61'])
  })

  it('stop() ends every trigger', () => {
    serverMarkup('<a href="/kontakt/" data-pys-event-id="21" class="cta">Kontakt</a>')
    const { fire, calls } = recorder()
    scrollTo(0)
    const stop = watchTriggers(
      options({ triggerEvents: { 21: custom('A'), 22: custom('B'), 23: custom('C'), 24: custom('D') }, triggerEventTypes: { url_click: { 21: [] }, css_click: { 22: ['.cta'] }, css_mouseover: { 23: ['.cta'] }, scroll_pos: { 24: [10] } } }),
      fire,
    )
    stop()
    click(document.querySelector('a')!)
    document.querySelector('a')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
    scrollTo(1500)
    expect(calls).toEqual([])
  })
})
