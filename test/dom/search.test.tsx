/**
 * Live search on Flatsome's header form: what the shopper sees in the combobox and what each request carries,
 * keyboard use, hostile names and image addresses, failures, a newer query aborting the one in flight, late markup.
 */
import { describe, expect, it, vi } from 'vitest'
import { wireAll } from '../../src/dom'
import { mountSearch, navigation, SEARCH_FORM_SELECTOR } from '../../islands/search/LiveSearch'
import type { RawSettings } from '../../src/settings'
import { printSettings, serverMarkup, settle } from './helpers'
import { searchForm as themeSearchForm } from '../../php-stub/shop/parts/search-form'

/** Flatsome's header search form from the stand-in's part; `n` numbers a further form (its field is `woocommerce-product-search-field-<n>`). */
const searchForm = (n = 0) => themeSearchForm('', n).value

const products: Record<string, unknown>[] = [
  { type: 'Product', id: 101, value: 'Villased sokid', url: '/toode/villased-sokid/', img: '/img/sokid.jpg', price: '<span class="price"><del>15 €</del> <ins>12 €</ins></span>' },
  { type: 'Product', id: 102, value: 'Villane kampsun', url: '/toode/villane-kampsun/', img: 'data:image/svg+xml,<svg onload="window.pwnedImage=1"/>', price: '<img src=x onerror="window.pwnedPrice=1">79 €' },
  { type: 'Page', id: 7, value: 'Villaste riiete hooldus', url: 'https://evil.example/', img: 'https://cdn.example/hooldus.jpg', price: '' },
]

/** Answers the search like the shop; records each request's query. */
function stubSearch(answer: (q: URLSearchParams) => Response | Promise<Response> = () => new Response(JSON.stringify({ suggestions: products }))) {
  const sent: URLSearchParams[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const q = new URL(url, location.href).searchParams
    sent.push(q)
    expect(init.method).toBe('GET')
    return Promise.resolve(answer(q))
  })
  return sent
}

async function page(settings: RawSettings = {}) {
  printSettings({ ...settings, features: { search: { debounce: 20 } } })
  serverMarkup(searchForm())
  wireAll<HTMLFormElement>(SEARCH_FORM_SELECTOR, mountSearch)
  const input = document.querySelector<HTMLInputElement>('input[name=s]')!
  input.focus()
  await settle()
  return input
}

const type = (input: HTMLInputElement, text: string) => {
  input.value = text
  input.dispatchEvent(new Event('input', { bubbles: true }))
}
const key = (input: HTMLInputElement, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })
  input.dispatchEvent(event)
  return event
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))
const listbox = () => document.querySelector<HTMLElement>('[role=listbox]')!
const options = () => Array.from(document.querySelectorAll<HTMLElement>('[role=option]'))
const shown = () => !listbox().hidden

describe('live search', () => {
  it('becomes a combobox with a listbox popup, closed', async () => {
    const input = await page()
    await settle()
    expect(input.getAttribute('role')).toBe('combobox')
    expect(input.getAttribute('aria-autocomplete')).toBe('list')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.getAttribute('aria-controls')).toBe(listbox().id)
    expect(listbox().getAttribute('aria-label')).toBe('Otsingusoovitused')
    expect(shown()).toBe(false)
  })

  it('sends nothing below 3 characters, then one debounced GET with the query, and no product_cat while no category is chosen', async () => {
    const sent = stubSearch()
    const input = await page()
    // The debounce on a fake clock: 'still resting' is then a fact, not a race a stalled test could lose.
    vi.useFakeTimers()
    type(input, 'xx')
    type(input, '  xx ')
    await vi.advanceTimersByTimeAsync(60)
    expect(sent).toHaveLength(0)
    type(input, 'vil')
    type(input, 'vill')
    await vi.advanceTimersByTimeAsync(5)
    expect(sent).toHaveLength(0) // still resting
    await vi.advanceTimersByTimeAsync(60)
    vi.useRealTimers()
    await settle()
    expect(sent.map((q) => Object.fromEntries(q))).toEqual([{ action: 'flatsome_ajax_search_products', query: 'vill' }])
    expect(shown()).toBe(true)
    expect(input.getAttribute('aria-expanded')).toBe('true')
  })

  it('shows image, name and price as text, images only from the shop or https:, and announces the count', async () => {
    stubSearch()
    const input = await page()
    type(input, 'villa')
    await wait(40)
    await settle()
    const [first, second, third] = options()
    expect(first!.querySelector('.search-name')!.textContent).toBe('Villased sokid')
    expect(first!.querySelector('img')!.getAttribute('alt')).toBe('')
    expect(first!.querySelector('.search-price del')!.textContent).toBe('15 €')
    expect(second!.querySelector('img')).toBeNull() // a data: image is never put in
    expect((window as { pwnedImage?: number }).pwnedImage).toBeUndefined()
    expect(third!.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/hooldus.jpg') // a CDN's is
    expect(second!.querySelector('.search-price')!.textContent).toBe('79 €')
    expect(document.querySelector('img[src=x]')).toBeNull()
    expect((window as { pwnedPrice?: number }).pwnedPrice).toBeUndefined()
    expect(third!.getAttribute('aria-disabled')).toBe('true') // another origin: not offered
    await wait(80)
    expect(document.querySelector('.saar-live-region[aria-live=polite]')!.textContent).toBe('Leitud tulemusi: 2')
  })

  it('arrow keys move the active option, Enter opens it; Escape closes, a second Escape clears', async () => {
    stubSearch()
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    const input = await page()
    type(input, 'villa')
    await wait(40)
    await settle()
    expect(key(input, 'ArrowDown').defaultPrevented).toBe(true)
    await settle()
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id)
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true')
    key(input, 'ArrowDown')
    await settle()
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]!.id)
    key(input, 'ArrowDown') // the third leads elsewhere: skipped, wraps to the first
    await settle()
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id)
    key(input, 'ArrowUp')
    await settle()
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]!.id)
    expect(key(input, 'Enter').defaultPrevented).toBe(true)
    expect(go).toHaveBeenCalledWith('/toode/villane-kampsun/')

    expect(key(input, 'Escape').defaultPrevented).toBe(true)
    await settle()
    expect(shown()).toBe(false)
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
    expect(input.value).toBe('villa')
    key(input, 'Escape')
    await settle()
    expect(input.value).toBe('')
    // ArrowDown on an empty field opens nothing.
    key(input, 'ArrowDown')
    await settle()
    expect(shown()).toBe(false)
  })

  it('Home and End jump to the first and last option that leads somewhere, once one is active; before, they are the field’s', async () => {
    stubSearch()
    const input = await page()
    type(input, 'villa')
    await wait(40)
    await settle()
    expect([key(input, 'Home').defaultPrevented, key(input, 'End').defaultPrevented]).toEqual([false, false])
    await settle()
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
    key(input, 'ArrowDown')
    expect(key(input, 'End').defaultPrevented).toBe(true)
    await settle()
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]!.id) // the third leads elsewhere
    key(input, 'Home')
    await settle()
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id)
    expect(document.activeElement).toBe(input)
  })

  it('Enter with no active option submits the search as before', async () => {
    stubSearch()
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    const input = await page()
    type(input, 'villa')
    await wait(40)
    await settle()
    expect(key(input, 'Enter').defaultPrevented).toBe(false)
    expect(go).not.toHaveBeenCalled()
  })

  it('a click on a suggestion opens it; focus leaving the field closes the list; coming back reopens it', async () => {
    stubSearch()
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    const input = await page()
    type(input, 'villa')
    await wait(40)
    await settle()
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true })
    options()[0]!.dispatchEvent(press)
    expect(press.defaultPrevented).toBe(true) // focus stays in the field
    options()[0]!.click()
    expect(go).toHaveBeenCalledWith('/toode/villased-sokid/')
    options()[2]!.click()
    expect(go).toHaveBeenCalledTimes(1)
    input.blur()
    await settle()
    expect(shown()).toBe(false)
    input.focus()
    await settle()
    expect(shown()).toBe(true)
  })

  it('changing the category searches again at once with that product_cat (none for all categories), and the same search again comes from memory', async () => {
    const sent = stubSearch()
    const input = await page()
    type(input, 'villa')
    await wait(40)
    await settle()
    const select = document.querySelector<HTMLSelectElement>('select[name=product_cat]')!
    select.value = 'roivad'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await settle()
    expect(sent.map((q) => q.get('product_cat'))).toEqual([null, 'roivad'])
    expect(sent[0]!.toString()).not.toContain('product_cat')
    select.value = ''
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await settle()
    expect(sent).toHaveLength(2)
    expect(shown()).toBe(true)
  })

  it("an empty answer shows 'No results' as a row that cannot be chosen", async () => {
    stubSearch(() => new Response(JSON.stringify({ suggestions: [] })))
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {})
    const input = await page()
    type(input, 'zzzz')
    await wait(40)
    await settle()
    expect(options().map((o) => o.textContent)).toEqual(['Tulemusi ei leitud'])
    expect(options()[0]!.getAttribute('aria-disabled')).toBe('true')
    key(input, 'ArrowDown')
    await settle()
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
    key(input, 'Enter')
    expect(go).not.toHaveBeenCalled()
  })

  it("the server's own 'No results' row (id -1) is shown as it is, in English too", async () => {
    stubSearch(() => new Response(JSON.stringify({ suggestions: [{ id: -1, value: '<b>Nothing</b>', url: '' }] })))
    const input = await page({ locale: 'en' })
    type(input, 'zzzz')
    await wait(40)
    await settle()
    expect(options().map((o) => o.textContent)).toEqual(['<b>Nothing</b>'])
    expect(listbox().getAttribute('aria-label')).toBe('Search suggestions')
  })

  for (const [name, answer] of [
    ['a 500', () => new Response('error', { status: 500 })],
    ['invalid JSON', () => new Response('<html>')],
    ['another shape', () => new Response('{"data":1}')],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
  ] as const)
    it(`${name}: the spinner stops, nothing is said, nothing opens`, async () => {
      let release!: () => void
      const held = new Promise<void>((r) => (release = r))
      stubSearch(() => held.then(answer as () => Response))
      const input = await page()
      type(input, 'villa')
      await wait(40)
      await settle()
      expect(document.querySelector('.saar-search')!.getAttribute('aria-busy')).toBe('true')
      expect(document.querySelector('.saar-search-spinner')).toBeTruthy()
      release()
      await settle()
      expect(document.querySelector('.saar-search')!.hasAttribute('aria-busy')).toBe(false)
      expect(document.querySelector('.saar-search-spinner')).toBeNull()
      expect(shown()).toBe(false)
      expect(input.getAttribute('aria-expanded')).toBe('false')
      await wait(80)
      expect(document.querySelector('.saar-live-region')?.textContent ?? '').toBe('')
    })

  it('a newer query aborts the request still in flight; only the newest answer is shown', async () => {
    const signals: AbortSignal[] = []
    const answers: Array<() => void> = []
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      const query = new URL(url, location.href).searchParams.get('query')
      signals.push(init.signal!)
      return new Promise<Response>((resolve, reject) => {
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        answers.push(() => resolve(new Response(JSON.stringify({ suggestions: [{ id: 1, value: `Tulemus ${query}`, url: '/toode/x/', img: '', price: '' }] }))))
      })
    })
    const input = await page()
    vi.useFakeTimers()
    type(input, 'vil')
    await vi.advanceTimersByTimeAsync(25) // the debounce (20 ms here)
    expect(signals).toHaveLength(1)
    type(input, 'villa')
    await vi.advanceTimersByTimeAsync(25)
    expect(signals).toHaveLength(2)
    expect(signals.map((s) => s.aborted)).toEqual([true, false])
    answers[1]!()
    // React 19's scheduler took the real setImmediate when it loaded: the answer is drawn on the real clock, so poll.
    vi.useRealTimers()
    await vi.waitFor(() => expect(options().map((o) => o.querySelector('.search-name')!.textContent)).toEqual(['Tulemus villa']))
    expect(document.querySelector('.saar-search-spinner')).toBeNull()
    expect(shown()).toBe(true)
  })

  it('a late answer for text the shopper has since shortened opens nothing', async () => {
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    stubSearch(() => held.then(() => new Response(JSON.stringify({ suggestions: products }))))
    const input = await page()
    type(input, 'villa')
    await wait(40)
    type(input, 'vi')
    release()
    await settle()
    expect(shown()).toBe(false)
    expect(document.querySelector('.saar-search-spinner')).toBeNull()
  })

  it("its suggestions are its own rendering: the wiring observer does not search them on each keystroke, and a form that arrives later is still wired", async () => {
    stubSearch()
    const input = await page()
    const searched = vi.fn()
    wireAll('li, .search-price, .search-image, form', searched)
    searched.mockClear() // what the page held when it was wired
    type(input, 'villa')
    await vi.waitFor(() => expect(options()).toHaveLength(3))
    type(input, 'villane')
    await vi.waitFor(() => expect(options()).toHaveLength(3))
    document.body.insertAdjacentHTML('beforeend', searchForm(1))
    const late = document.querySelectorAll('li.header-search-form')[1]!
    // Only the new header item and its form: had the observer searched the list as it was redrawn, its rows would be here first.
    await vi.waitFor(() => expect(searched.mock.calls.map(([el]) => el)).toEqual([late, late.querySelector('form')]))
  })

  it('a second search form that arrives later (the mobile menu) gets its own combobox', async () => {
    stubSearch()
    await page()
    const late = document.createElement('div')
    late.innerHTML = searchForm(1)
    document.body.appendChild(late)
    await settle()
    const second = document.getElementById('woocommerce-product-search-field-1') as HTMLInputElement
    expect(second.getAttribute('role')).toBe('combobox')
    const boxes = document.querySelectorAll('[role=listbox]')
    expect(boxes).toHaveLength(2)
    expect(second.getAttribute('aria-controls')).toBe(boxes[1]!.id)
    expect(boxes[0]!.id).not.toBe(boxes[1]!.id)
    second.focus()
    type(second, 'villa')
    await wait(40)
    await settle()
    expect((boxes[1] as HTMLElement).hidden).toBe(false)
    expect((boxes[0] as HTMLElement).hidden).toBe(true)
  })

  it('searches at once what the shopper typed into the focused field before the island arrived (it loads on approach)', async () => {
    const sent = stubSearch()
    printSettings({ features: { search: { debounce: 20 } } })
    serverMarkup(searchForm())
    const input = document.querySelector<HTMLInputElement>('input[name=s]')!
    input.focus()
    input.value = 'vill' // typed while the code was on its way: no input event reached an island
    wireAll<HTMLFormElement>(SEARCH_FORM_SELECTOR, mountSearch)
    await vi.waitFor(() => expect(shown()).toBe(true))
    expect(sent.map((q) => q.get('query'))).toEqual(['vill'])
    expect(options().map((o) => o.querySelector('.search-name')?.textContent)).toEqual(['Villased sokid', 'Villane kampsun', 'Villaste riiete hooldus'])
    expect(input.value).toBe('vill')
  })

  it('does not search on arrival for a field the shopper has left, nor for fewer than 3 characters', async () => {
    const sent = stubSearch()
    printSettings({ features: { search: { debounce: 20 } } })
    serverMarkup(searchForm() + searchForm(1))
    const [left, short] = Array.from(document.querySelectorAll<HTMLInputElement>('input[name=s]'))
    left!.value = 'villa' // typed, then the shopper moved on
    short!.focus()
    short!.value = 'vi'
    wireAll<HTMLFormElement>(SEARCH_FORM_SELECTOR, mountSearch)
    await settle()
    await wait(60)
    expect(sent).toHaveLength(0)
    expect(document.querySelectorAll('[role=listbox]')).toHaveLength(2)
    expect(Array.from(document.querySelectorAll<HTMLElement>('[role=listbox]'), (l) => l.hidden)).toEqual([true, true])
  })
})
