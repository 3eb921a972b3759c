/**
 * The address forms on the stand-in in Chromium, in place of WooCommerce's country-select.js, address-i18n.js and
 * selectWoo: on the checkout, the cart's shipping calculator and the account's edit-address page a country change
 * makes the state field a list, free text or hidden, and relabels, marks and reorders the fields by the country's
 * locale; the searchable combobox works by keyboard alone (Tab to it, type to filter, arrows, Enter) while the native
 * select keeps the value and the form posts it; `country_to_state_changed` and `country_to_state_changing` fire with
 * the country and the group (through jQuery where it is on the page, as DOM events where not); axe finds nothing; the
 * strict CSP holds; and in stock mode (`?stock=1`) the stand-ins of WooCommerce's two scripts act alone while Saar's
 * address code is never fetched. Without scripts the forms post as printed: test/browser/no-script.test.ts.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { afterIdle, builtFile, expectNoAxeViolations, holdBack, underStrictCsp, useBrowser } from './browser'

const b = useBrowser()

type Seen = [type: string, country: string, group: string]

/**
 * Records both events from the page's start as a plugin hears them: through jQuery where the page has it (the group
 * must come wrapped, as WooCommerce passes `$wrapper`), else as DOM events with the arguments in `detail`.
 */
function recordAddressEvents(): void {
  const w = window as unknown as { addressEvents: Seen[]; jQuery?: (el: unknown) => { on(types: string, f: (e: { type: string }, country: string, group: unknown) => void): void } }
  w.addressEvents = []
  const name = (group: unknown): string => {
    const wrapped = group as { jquery?: string; 0?: Element } | undefined
    if (wrapped?.jquery) return `$(${wrapped[0]?.className})`
    return group instanceof Element ? group.className : String(group)
  }
  document.addEventListener('DOMContentLoaded', () => {
    const types = ['country_to_state_changed', 'country_to_state_changing']
    if (w.jQuery) w.jQuery(document.body).on(types.join(' '), (e, country, group) => void w.addressEvents.push([e.type, country, name(group)]))
    else
      for (const type of types)
        document.body.addEventListener(type, (e) => {
          const [country, group] = ((e as CustomEvent).detail ?? []) as [string, unknown]
          w.addressEvents.push([type, country, name(group)])
        })
  })
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { addressEvents: Seen[] }).addressEvents)
/** The last two events are a country change's pair: `changed` (the state field swapped or refilled), then `changing`. */
const lastEvents = async (page: Page, country: string, group: string) =>
  expect((await events(page)).slice(-2)).toEqual([
    ['country_to_state_changed', country, group],
    ['country_to_state_changing', country, group],
  ])
const fetched = (name: string) => b.requests.filter((r) => builtFile(name).test(r.url())).length
const focused = (page: Page) => page.evaluate(() => document.activeElement?.closest('.form-row')?.id + ' ' + document.activeElement?.getAttribute('role'))
const combobox = (page: Page, row: string) => page.locator(`#${row} [role=combobox]`)
const shownOptions = (page: Page) => page.locator('[role=listbox]:not([hidden]) [role=option]').allTextContents()
const labelOf = (page: Page, row: string) => page.evaluate((r) => (document.querySelector(`#${r} label`) as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim(), row)
const rowShown = (page: Page, row: string) => page.locator(`#${row}`).isVisible()
const stateKind = (page: Page, id: string) => page.evaluate((i) => {
  const el = document.getElementById(i) as HTMLInputElement | null
  return el ? (el.tagName === 'SELECT' ? 'list' : el.type === 'hidden' ? 'hidden' : 'text') : 'none'
}, id)
/** The rows of an address wrapper in page order, by field key. */
const rowOrder = (page: Page, wrapper: string) => page.evaluate((w) => Array.from(document.querySelectorAll(`${w} > .form-row`)).map((r) => r.id.replace(/^(billing|shipping)_|_field$/g, '')), wrapper)
/** What the form would post for a field. */
const posted = (page: Page, form: string, name: string) => page.evaluate(([f, n]) => new FormData(document.querySelector(f) as HTMLFormElement).get(n), [form, name] as const)

/** Presses Tab until the focused element matches the selector (at most `max` times). */
async function tabTo(page: Page, selector: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${selector}`)
}

/**
 * From the field before it, Tab into a country or state field: the native select first (the approach that loads the
 * combobox), then the combobox's field, which takes the focus when it comes.
 */
async function tabIntoCombobox(page: Page, row: string): Promise<void> {
  await page.keyboard.press('Tab')
  await expect.poll(() => focused(page)).toBe(`${row} combobox`)
}

/** Types into the focused combobox, waits for the list to show `first` first, then moves `down` and presses Enter. */
async function pick(page: Page, typed: string, first: string, down = 0): Promise<void> {
  await page.keyboard.type(typed)
  await expect.poll(async () => (await shownOptions(page))[0]).toBe(first)
  for (let i = 0; i < down; i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
}

/** Puts a product in the visitor's cart without opening a page (so only the page under test loads Saar's files). */
const fillCart = async (page: Page): Promise<void> => void (await page.request.get('/?add-to-cart=101'))

async function openCheckout(query = ''): Promise<Page> {
  const page = await b.page()
  await page.addInitScript(recordAddressEvents)
  await fillCart(page)
  await page.goto(`/kassa/${query ? `?${query}` : ''}`)
  return page
}

describe('the checkout', () => {
  it('by keyboard alone: the country by its combobox, the state list that follows it, labels and order by the locale; both events through jQuery; the form carries the choices', async () => {
    // With jQuery on the page (a gateway that needs it brings it): the events come through it, the group wrapped.
    const page = await openCheckout('jquery=1')
    await b.flushRequests(page)
    expect([fetched('address-fields'), fetched('address-combobox')]).toEqual([0, 0]) // nothing approached yet
    expect(await stateKind(page, 'billing_state')).toBe('hidden') // Estonia: no states
    expect(await rowShown(page, 'billing_state_field')).toBe(false)
    expect(await rowOrder(page, '.woocommerce-billing-fields__field-wrapper')).toEqual(['first_name', 'last_name', 'company', 'country', 'address_1', 'postcode', 'city', 'state', 'phone', 'email'])

    await page.focus('#billing_company')
    await tabIntoCombobox(page, 'billing_country_field')
    expect(fetched('address-combobox')).toBe(1)
    expect(await posted(page, 'form.checkout', 'billing_country')).toBe('EE')
    await expectNoAxeViolations(page, '.woocommerce-billing-fields')
    await page.keyboard.type('ühend')
    await expect.poll(() => shownOptions(page)).toEqual(['Ameerika Ühendriigid', 'Araabia Ühendemiraadid'])
    await expect.poll(() => page.locator('.saar-live-region[aria-live=polite]').textContent()).toBe('Sobivaid valikuid: 2')
    await expectNoAxeViolations(page, '.woocommerce-billing-fields') // the list open
    await page.keyboard.press('Enter')

    // The United States: a required list of states, its own labels, the postcode after the state.
    await expect.poll(() => posted(page, 'form.checkout', 'billing_country')).toBe('US')
    await expect.poll(() => stateKind(page, 'billing_state')).toBe('list')
    expect(await combobox(page, 'billing_country_field').inputValue()).toBe('Ameerika Ühendriigid')
    await expect.poll(() => labelOf(page, 'billing_state_field')).toBe('Osariik *')
    expect(await labelOf(page, 'billing_postcode_field')).toBe('Sihtnumber *')
    expect(await rowOrder(page, '.woocommerce-billing-fields__field-wrapper')).toEqual(['first_name', 'last_name', 'company', 'country', 'address_1', 'city', 'state', 'postcode', 'phone', 'email'])
    await lastEvents(page, 'US', '$(woocommerce-billing-fields)')

    // The state: type to filter, arrows, Enter.
    // The country field kept the focus while the rows moved; on past the street and the city to the state.
    expect(await focused(page)).toBe('billing_country_field combobox')
    await expect.poll(() => combobox(page, 'billing_state_field').count()).toBe(1)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('billing_city_field null')
    await tabIntoCombobox(page, 'billing_state_field')
    await pick(page, 'a', 'Alabama', 2)
    await expect.poll(() => posted(page, 'form.checkout', 'billing_state')).toBe('AZ')
    expect(await combobox(page, 'billing_state_field').inputValue()).toBe('Arizona')
    expect(await page.locator('#billing_state').isVisible()).toBe(false) // the native select stays, hidden, in the form
    await expectNoAxeViolations(page, '.woocommerce-billing-fields')
  })

  it('fetches nothing of the address code before an approach (the fields come laid out); a country chosen before it arrives is followed once it does', async () => {
    const page = await b.page()
    await page.addInitScript(recordAddressEvents)
    await fillCart(page)
    const release = await holdBack(page, 'address-fields')
    await page.goto('/kassa/')
    await afterIdle(page)
    await b.flushRequests(page)
    expect(fetched('address-fields')).toBe(0)
    expect(await labelOf(page, 'billing_postcode_field')).toBe('Postiindeks *') // Estonia's, as the server printed it
    // Chosen from the native list, before any combobox: its change waits for the code, which it asks for.
    await page.selectOption('#billing_country', 'US')
    await expect.poll(() => fetched('address-fields')).toBe(1)
    expect(await stateKind(page, 'billing_state')).toBe('hidden')
    release()
    await expect.poll(() => stateKind(page, 'billing_state')).toBe('list')
    await expect.poll(() => labelOf(page, 'billing_state_field')).toBe('Osariik *')
    expect(await labelOf(page, 'billing_postcode_field')).toBe('Sihtnumber *')
    expect(await rowOrder(page, '.woocommerce-billing-fields__field-wrapper')).toEqual(['first_name', 'last_name', 'company', 'country', 'address_1', 'city', 'state', 'postcode', 'phone', 'email'])
    await lastEvents(page, 'US', 'woocommerce-billing-fields')
    expect(await posted(page, 'form.checkout', 'billing_country')).toBe('US')
  })

  it('Latvia gives free text under its own optional label, the Emirates hide the postcode, Estonia hides the state again', async () => {
    const page = await openCheckout()
    await page.focus('#billing_company')
    await tabIntoCombobox(page, 'billing_country_field')
    await pick(page, 'läti', 'Läti')
    await expect.poll(() => stateKind(page, 'billing_state')).toBe('text')
    await expect.poll(() => labelOf(page, 'billing_state_field')).toBe('Omavalitsus (valikuline)')
    expect(await rowShown(page, 'billing_state_field')).toBe(true)
    expect(await page.getAttribute('#billing_state', 'aria-required')).toBeNull()
    await page.fill('#billing_postcode', '12345')

    await page.focus('#billing_company')
    await tabIntoCombobox(page, 'billing_country_field')
    await pick(page, 'araabia', 'Araabia Ühendemiraadid')
    await expect.poll(() => rowShown(page, 'billing_postcode_field')).toBe(false)
    expect(await posted(page, 'form.checkout', 'billing_postcode')).toBe('') // a hidden field is emptied

    await page.focus('#billing_company')
    await tabIntoCombobox(page, 'billing_country_field')
    await pick(page, 'eest', 'Eesti')
    await expect.poll(() => stateKind(page, 'billing_state')).toBe('hidden')
    expect(await rowShown(page, 'billing_state_field')).toBe(false)
    expect(await rowShown(page, 'billing_postcode_field')).toBe(true)
    expect(await rowOrder(page, '.woocommerce-billing-fields__field-wrapper')).toEqual(['first_name', 'last_name', 'company', 'country', 'address_1', 'postcode', 'city', 'state', 'phone', 'email'])
    // Each change: `changed` (the field was swapped) and `changing`, with the country and the wrapped group.
    const seen = await events(page)
    for (const country of ['LV', 'AE', 'EE']) expect(seen.filter(([, c]) => c === country).map(([type]) => type)).toContain('country_to_state_changing')
    // Without jQuery (the checkout with offline gateways keeps none): the events as DOM events, the group an element.
    expect(seen.filter(([type, c]) => type === 'country_to_state_changed' && c === 'LV')).toEqual([['country_to_state_changed', 'LV', 'woocommerce-billing-fields']])
    await expectNoAxeViolations(page, '.woocommerce-billing-fields')
  })

  it('holds under the strict CSP: no violation, the combobox styled by its own sheet', async () => {
    const page = await b.page()
    const violations = await underStrictCsp(page, b.shop)
    await fillCart(page)
    await page.goto('/kassa/')
    await page.focus('#billing_company')
    await tabIntoCombobox(page, 'billing_country_field')
    await pick(page, 'ameer', 'Ameerika Ühendriigid')
    await expect.poll(() => combobox(page, 'billing_state_field').count()).toBe(1)
    await page.locator('#billing_state_field [role=combobox]').focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.locator('#billing_state_field [role=listbox]').evaluate((ul) => getComputedStyle(ul).position)).toBe('absolute')
    expect(await labelOf(page, 'billing_state_field')).toBe('Osariik *')
    expect(await violations()).toEqual([])
  })
})

describe("the cart's shipping calculator", () => {
  it('by keyboard: a list of states for the United States, named by the locale; the calculator posts the country and the state', async () => {
    const page = await b.page()
    await page.addInitScript(recordAddressEvents)
    await fillCart(page)
    await page.goto('/ostukorv/')
    // Opened by Saar's cart page (its own script, not the address forms').
    await page.click('.shipping-calculator-button')
    await expect.poll(() => page.locator('.shipping-calculator-form').isVisible()).toBe(true)
    // Laid out for Estonia as it opens (WooCommerce prints the calculator's fields plain): the click waited for the code.
    expect(await labelOf(page, 'calc_shipping_city_field')).toBe('Linn *')
    expect(await stateKind(page, 'calc_shipping_state')).toBe('hidden')
    await page.focus('.shipping-calculator-button')
    await tabIntoCombobox(page, 'calc_shipping_country_field')
    await pick(page, 'ameer', 'Ameerika Ühendriigid')
    await expect.poll(() => stateKind(page, 'calc_shipping_state')).toBe('list')
    await lastEvents(page, 'US', 'woocommerce-shipping-calculator') // the cart page keeps no jQuery: DOM events
    await expect.poll(() => combobox(page, 'calc_shipping_state_field').count()).toBe(1)
    // WooCommerce prints no label for the hidden state: the list is named by the country's label for it.
    await expect.poll(() => combobox(page, 'calc_shipping_state_field').getAttribute('aria-label')).toBe('Osariik')
    await tabIntoCombobox(page, 'calc_shipping_state_field')
    await pick(page, 'new', 'New York')
    await expect.poll(() => posted(page, 'form.woocommerce-shipping-calculator', 'calc_shipping_state')).toBe('NY')
    await expectNoAxeViolations(page, '.woocommerce-shipping-calculator')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Albany')
    await tabTo(page, '.shipping-calculator-form button[name=calc_shipping]')
    // Saar's cart page posts it as cart.js does and puts the answer's cart in place (no new page).
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('.woocommerce-message').first().textContent()).toContain('Tarnekulud on uuendatud.')
    // The server kept what was posted: its calculator prints the United States with New York and Albany.
    expect(await page.inputValue('#calc_shipping_country')).toBe('US')
    expect(await page.inputValue('#calc_shipping_state')).toBe('NY')
    expect(await page.inputValue('#calc_shipping_city')).toBe('Albany')
  })
})

describe("the account's edit-address page", () => {
  it('by keyboard alone, without jQuery: the country, the state list, the events as DOM events; the address posts and is saved', async () => {
    const page = await b.page()
    await page.addInitScript(recordAddressEvents)
    await page.goto('/minu-konto/muuda-aadressi/arveldus/')
    expect(await page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe('undefined') // none on the account pages
    await tabTo(page, '#billing_first_name')
    await page.keyboard.type('Mari')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Maasikas')
    await page.keyboard.press('Tab') // the company
    await tabIntoCombobox(page, 'billing_country_field')
    await pick(page, 'ühend', 'Ameerika Ühendriigid')
    await expect.poll(() => stateKind(page, 'billing_state')).toBe('list')
    await lastEvents(page, 'US', 'woocommerce-address-fields')
    expect(await rowOrder(page, '.woocommerce-address-fields__field-wrapper')).toEqual(['first_name', 'last_name', 'company', 'country', 'address_1', 'city', 'state', 'postcode'])
    await page.keyboard.press('Tab')
    await page.keyboard.type('1 Main St')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Sacramento')
    await expect.poll(() => combobox(page, 'billing_state_field').count()).toBe(1)
    await tabIntoCombobox(page, 'billing_state_field')
    await pick(page, 'cali', 'California')
    await expect.poll(() => posted(page, 'form:has(#billing_country)', 'billing_state')).toBe('CA')
    await page.keyboard.press('Tab')
    await page.keyboard.type('95814')
    await expectNoAxeViolations(page, '.woocommerce-address-fields')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.name)).toBe('save_address')
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    await expect.poll(() => page.locator('.woocommerce-message').first().textContent()).toContain('Aadress on edukalt muudetud.')
    // Saved: the server prints the United States with California chosen, and the combobox names it.
    expect(await page.inputValue('#billing_country')).toBe('US')
    expect(await page.inputValue('#billing_state')).toBe('CA')
    expect(await page.inputValue('#billing_postcode')).toBe('95814')
    await page.locator('#billing_state_field').hover() // an approach
    await expect.poll(() => combobox(page, 'billing_state_field').inputValue()).toBe('California')
  })
})

describe("beside WooCommerce's own address scripts (?stock=1)", () => {
  it("leaves the state field and the locale to them: one handler per change, Saar's address code never fetched", async () => {
    const said: string[] = []
    const page = await b.page()
    page.on('console', (message) => void (message.text().startsWith('Saar:') && said.push(message.text())))
    await page.addInitScript(recordAddressEvents)
    await fillCart(page)
    await page.goto('/kassa/?stock=1')
    await expect.poll(() => said).toContain('Saar: the state field and the country and state lists left to WooCommerce (country-select.js)')
    await expect.poll(() => said).toContain("Saar: the address fields' locale left to WooCommerce (address-i18n.js)")
    const group = page.locator('.woocommerce-billing-fields')
    // At start the stand-ins refreshed the country (address-i18n.js's ready, country-select.js's refresh).
    await expect.poll(() => group.getAttribute('data-stock-address-i18n')).toBe('EE')
    const before = (await events(page)).length
    await page.hover('#billing_country') // an approach: the combobox would load now
    await page.selectOption('#billing_country', 'US')
    await expect.poll(() => stateKind(page, 'billing_state')).toBe('list')
    expect(await group.getAttribute('data-stock-country-select')).toBe('US')
    expect(await group.getAttribute('data-stock-address-i18n')).toBe('US')
    await expect.poll(() => labelOf(page, 'billing_state_field')).toBe('Osariik *')
    // One handler: each event once for the change.
    expect((await events(page)).slice(before)).toEqual([
      ['country_to_state_changed', 'US', '$(woocommerce-billing-fields)'],
      ['country_to_state_changing', 'US', '$(woocommerce-billing-fields)'],
    ])
    await b.flushRequests(page)
    expect([fetched('address-fields'), fetched('address-combobox')]).toEqual([0, 0])
    expect(await page.locator('[data-saar-combobox]').count()).toBe(0)
  })
})
