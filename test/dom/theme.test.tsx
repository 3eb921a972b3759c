/**
 * The theme script's shop-wide basics on theme markup: what the shopper sees and what the cookies say.
 */
import { describe, expect, it, vi } from 'vitest'
import { printSettings, serverMarkup, settle } from './helpers'
import { wireAll } from '../../src/dom'
import { mountStoreNotice } from '../../islands/store-notice/store-notice'
import { mountOrdering } from '../../islands/ordering/ordering'
import { mountQuantityMinimum } from '../../islands/quantity/minimum'
import { mountShowPassword } from '../../islands/show-password/mount'
import { revealNotice, revealPageNotice } from '../../islands/notices/notices'
import { addAntiSpamFields } from '../../src/forms'
import { storeNotice } from '../../php-stub/shop/parts/store-notice'
import { noticeHtml } from '../../php-stub/shop/parts/notices'
import { quantityField } from '../../php-stub/shop/parts/product-form'
import { loginForms } from '../../php-stub/shop/parts/account-forms'
import { orderingForm } from '../../php-stub/shop/parts/ordering-form'
import { productBySlug } from '../../php-stub/shop/catalogue'

/** Mesilasvahaküünlad: the catalogue's product sold in twos, 2 to 12. */
const candles = productBySlug('mesilasvahakuunlad')!

/** The page's main landmark and the store notice with id `id` (the stand-in's store notice part). */
const noticeMarkup = (id = 'abc123') => `<main id="main"><h1>Pood</h1></main>${storeNotice('Tasuta tarne alates 50 €', id)}`

const notice = () => document.querySelector<HTMLElement>('.woocommerce-store-notice')!
const dismissLink = () => document.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link')!

describe('store notice', () => {
  it('is shown when no dismissal cookie exists', () => {
    serverMarkup(noticeMarkup())
    wireAll('.woocommerce-store-notice', mountStoreNotice)
    expect(notice().style.display).toBe('')
  })

  it('stays hidden when store_notice<id> is "hidden"', () => {
    document.cookie = 'store_noticeabc123=hidden; path=/'
    serverMarkup(noticeMarkup())
    wireAll('.woocommerce-store-notice', mountStoreNotice)
    expect(notice().style.display).toBe('none')
  })

  it('shows again when the notice text (and so its id) changed', () => {
    document.cookie = 'store_noticeabc123=hidden; path=/'
    serverMarkup(noticeMarkup('def456'))
    wireAll('.woocommerce-store-notice', mountStoreNotice)
    expect(notice().style.display).toBe('')
  })

  it('treats a tampered cookie value as not dismissed', () => {
    document.cookie = 'store_noticeabc123=%3Cscript%3E; path=/'
    serverMarkup(noticeMarkup())
    wireAll('.woocommerce-store-notice', mountStoreNotice)
    expect(notice().style.display).toBe('')
  })

  it('hides on dismiss, stores a session cookie and puts focus on the main content', () => {
    serverMarkup(noticeMarkup())
    wireAll('.woocommerce-store-notice', mountStoreNotice)
    dismissLink().focus()
    dismissLink().click()
    expect(notice().style.display).toBe('none')
    expect(document.cookie).toContain('store_noticeabc123=hidden')
    expect(document.activeElement?.id).toBe('main')
  })

  it('dismisses with the Space key like a button', () => {
    serverMarkup(noticeMarkup())
    wireAll('.woocommerce-store-notice', mountStoreNotice)
    dismissLink().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }))
    expect(notice().style.display).toBe('none')
  })

  it('uses the plain cookie name when the notice has no id', () => {
    serverMarkup(noticeMarkup().replace(' data-notice-id="abc123"', ''))
    wireAll('.woocommerce-store-notice', mountStoreNotice)
    dismissLink().click()
    expect(document.cookie).toMatch(/(^|; )store_notice=hidden/)
  })
})

describe('ordering form', () => {
  it('submits as soon as another order is chosen', () => {
    serverMarkup(orderingForm('menu_order', [['product_cat', 'roivad']]).value)
    const submitted = vi.fn((event: Event) => event.preventDefault())
    document.querySelector('form')!.addEventListener('submit', submitted)
    wireAll<HTMLSelectElement>('.woocommerce-ordering select.orderby', mountOrdering)
    const select = document.querySelector<HTMLSelectElement>('select.orderby')!
    select.value = 'price'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    expect(submitted).toHaveBeenCalledTimes(1)
    expect(Object.fromEntries(new FormData(select.form!))).toEqual({ orderby: 'price', paged: '1', product_cat: 'roivad' })
  })
})

describe('quantity minimum', () => {
  it('raises inputs below a non-negative min, leaving cart rows and negative minimums alone', () => {
    // The candles' field (sold in twos, 2 to 12) from the stand-in's part, with a value below its minimum (a page
    // restored from the cache), on the product form and on a cart row; then two fields of other plugins, inline.
    serverMarkup(`
      <form class="cart">${quantityField({ product: candles, value: '1' })}</form>
      <table><tr><td class="product-quantity">${quantityField({ product: candles, name: 'cart[abc][qty]', value: '1' })}</td></tr></table>
      <input class="qty" type="number" min="-1" value="-5" aria-label="Kogus">
      <input class="qty" type="number" min="0" value="3" aria-label="Kogus">`)
    wireAll<HTMLInputElement>('input.qty', mountQuantityMinimum)
    const values = Array.from(document.querySelectorAll<HTMLInputElement>('input.qty')).map((i) => i.value)
    expect(values).toEqual(['2', '1', '-5', '3'])
  })

  it('also raises quantity fields that arrive later (a quick-view popup)', async () => {
    wireAll<HTMLInputElement>('input.qty', mountQuantityMinimum)
    const popup = document.createElement('div')
    popup.innerHTML = '<input class="qty" type="number" min="3" value="1" aria-label="Kogus">'
    document.body.appendChild(popup)
    await settle()
    expect(popup.querySelector('input')!.value).toBe('3')
  })
})

describe('show-password toggle', () => {
  /** The account page's login and register forms from the stand-in's part: two password fields. */
  const accountForm = `<div class="woocommerce">${loginForms({ login: 'n1', register: 'n2' })}</div>`

  it('adds an Estonian-labelled button that shows and hides the password', async () => {
    serverMarkup(accountForm)
    wireAll<HTMLInputElement>('.woocommerce form input[type=password]', mountShowPassword)
    await settle()
    const input = document.querySelector<HTMLInputElement>('#password')!
    const button = document.querySelector<HTMLButtonElement>('button.show-password-input')!
    expect(input.parentElement!.classList.contains('password-input')).toBe(true)
    expect(button.getAttribute('aria-label')).toBe('Näita parooli')
    expect(button.type).toBe('button')
    button.click()
    await settle()
    expect(input.type).toBe('text')
    expect(button.getAttribute('aria-label')).toBe('Peida parool')
    button.click()
    await settle()
    expect(input.type).toBe('password')
    expect(button.getAttribute('aria-label')).toBe('Näita parooli')
  })

  it('keeps the shopper typing where they were when the toggles come while they type (the field is wrapped)', async () => {
    serverMarkup(accountForm)
    const input = document.querySelector<HTMLInputElement>('#password')!
    input.focus()
    input.value = 'Saar-Pood'
    input.setSelectionRange(4, 4)
    mountShowPassword(input)
    expect(input.parentElement!.classList.contains('password-input')).toBe(true)
    expect(document.activeElement).toBe(input)
    expect([input.selectionStart, input.selectionEnd, input.value]).toEqual([4, 4, 'Saar-Pood'])
  })

  it('speaks English on an English page and honours overrides from settings', async () => {
    document.documentElement.lang = 'en-GB'
    serverMarkup(accountForm)
    wireAll<HTMLInputElement>('.woocommerce form input[type=password]', mountShowPassword)
    await settle()
    expect(document.querySelector('button.show-password-input')!.getAttribute('aria-label')).toBe('Show password')
  })

  it('takes the label from settings when the shop overrides it', async () => {
    printSettings({ i18n: { passwordShow: 'Vaata salasõna' } })
    serverMarkup(accountForm)
    wireAll<HTMLInputElement>('.woocommerce form input[type=password]', mountShowPassword)
    await settle()
    expect(document.querySelector('button.show-password-input')!.getAttribute('aria-label')).toBe('Vaata salasõna')
  })

  it('adds exactly one toggle to each field however often it is seen', async () => {
    serverMarkup(accountForm)
    wireAll<HTMLInputElement>('.woocommerce form input[type=password]', mountShowPassword)
    wireAll<HTMLInputElement>('.woocommerce form input[type=password]', mountShowPassword)
    await settle()
    expect(document.querySelectorAll('button.show-password-input')).toHaveLength(2) // one per field
    expect(document.querySelectorAll('.password-input > button.show-password-input')).toHaveLength(2)
  })
})

describe('anti-spam fields', () => {
  it('go into POST forms, not GET forms, including forms added later', async () => {
    printSettings({ antiSpam: { saar_hp_name: '', saar_hp_email: '', saar_ts: '123', saar_token: 'abc' } })
    serverMarkup(`<form method="post" id="a"></form><form method="get" id="b"></form><form method="POST" id="c"><input type="hidden" name="saar_ts" value="999"></form>`)
    wireAll<HTMLFormElement>('form', addAntiSpamFields)
    const late = document.createElement('form')
    late.method = 'post'
    document.body.appendChild(late)
    await settle()
    const fields = (id: string) => Object.fromEntries(new FormData(document.getElementById(id) as HTMLFormElement))
    expect(fields('a')).toEqual({ saar_hp_name: '', saar_hp_email: '', saar_ts: '123', saar_token: 'abc' })
    expect(fields('b')).toEqual({})
    expect(fields('c').saar_ts).toBe('999')
    expect(Object.keys(Object.fromEntries(new FormData(late)))).toHaveLength(4)
  })
})

describe('notices', () => {
  /** WooCommerce's success notice after an add, as the stand-in's notices part prints it. */
  const added = noticeHtml([{ type: 'success', text: 'Villased sokid lisati ostukorvi.' }]).value

  it('are focused and scrolled to 100 px above, at once under reduced motion', async () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    serverMarkup(noticeHtml([{ type: 'error', text: 'Vale parool.' }]).value)
    const notice = document.querySelector<HTMLElement>('.woocommerce-error')!
    vi.spyOn(notice, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect)
    await revealNotice(notice)
    expect(document.activeElement).toBe(notice)
    expect(scrollTo).toHaveBeenLastCalledWith(0, 800)
  })

  it('scroll there over 1000 ms, and hand the page back to whoever scrolled it meanwhile (the scrollbar, a script)', async () => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] })
    let y = 0
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((to: ScrollToOptions | number, top?: number) => void (y = Math.round(typeof to == 'number' ? top! : to.top!))) as typeof window.scrollTo)
    try {
      serverMarkup(noticeHtml([{ type: 'error', text: 'Vale parool.' }]).value)
      const notice = document.querySelector<HTMLElement>('.woocommerce-error')!
      vi.spyOn(notice, 'getBoundingClientRect').mockImplementation(() => ({ top: 900 - y }) as DOMRect)
      let done = false
      void revealNotice(notice).then(() => (done = true))
      await vi.advanceTimersByTimeAsync(1100)
      expect([y, done]).toEqual([800, true])

      y = 0
      done = false
      void revealNotice(notice).then(() => (done = true))
      await vi.advanceTimersByTimeAsync(300)
      expect(y).toBeGreaterThan(0)
      expect(y).toBeLessThan(800)
      // The shopper drags the scrollbar back to the top.
      y = 0
      await vi.advanceTimersByTimeAsync(50)
      const calls = scrollTo.mock.calls.length
      await vi.advanceTimersByTimeAsync(1000)
      expect([y, done, scrollTo.mock.calls.length]).toEqual([0, true, calls])
    } finally {
      vi.useRealTimers()
    }
  })

  it("the page's notice is revealed after 500 ms, but never takes focus from a field the shopper is already in", async () => {
    vi.useFakeTimers()
    try {
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
      serverMarkup(`${added}<input id="company" aria-label="Ettevõte">`)
      revealPageNotice()
      await vi.advanceTimersByTimeAsync(499)
      expect(document.activeElement).toBe(document.body)
      await vi.advanceTimersByTimeAsync(1)
      expect(document.activeElement).toBe(document.querySelector('.woocommerce-message'))

      scrollTo.mockClear()
      serverMarkup(`${added}<input id="company" aria-label="Ettevõte">`)
      revealPageNotice()
      document.getElementById('company')!.focus()
      await vi.advanceTimersByTimeAsync(2000)
      expect(document.activeElement!.id).toBe('company')
      expect(scrollTo).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})
