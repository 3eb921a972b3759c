/**
 * The pickup picker on both plugin families' checkout markup: set-up timing, search (local and server), keyboard
 * picking, what the plugin's field and the calls carry, load-more, checkout refreshes (one picker, pick
 * restored), the cascading selects, failing sources and hostile names.
 *
 * The clock is fake: the set-up delays, the search debounce and the delay before the checkout update are checked
 * by moving it to just before and exactly onto each boundary, never by waiting.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import '../../lazy/pickup-picker'
import { startPickup } from '../../islands/pickup/pickup'
import { wireAll } from '../../src/dom'
import { HIDDEN_CLASS } from '../../src/hidden'
import { resetSettings } from '../../src/settings'
import { printSettings, serverMarkup } from './helpers'
import { shippingRates } from '../../php-stub/shop/cart'
import { billingFields, formField } from '../../php-stub/shop/parts/checkout-fields'
import type { Terminal } from '../../php-stub/shop/catalogue'
import { terminalItems } from '../../php-stub/shop/pickup-data'
import { dpdTerminalRow, eabiOfficeRow, shippingRatesRow } from '../../php-stub/shop/parts/shipping-rows'

// The test's own points (data): the rows below print them through the stand-in's parts, as the shop does.
const terminal = (parcelshop_id: string, name: string, city: string, street: string, pcode: string, cod: string): Terminal => ({ parcelshop_id, company: name, street, city, country: 'EE', pcode, cod, status: '1', name })
const terminals = [
  terminal('EE1', 'Tallinn Ülemiste Keskuse pakiautomaat', 'Tallinn', 'Suur-Sõjamäe 4', '11415', '1'),
  terminal('EE2', 'Tallinn Kristiine Keskuse pakiautomaat', 'Tallinn', 'Endla 45', '10615', '0'),
  terminal('EE3', 'Tartu Lõunakeskuse pakiautomaat', 'Tartu', 'Ringtee 75', '50501', '1'),
]
/** search_pudo's `terminals` answer: the plugin's list items for these points. */
const items = (rows: Terminal[]) => terminalItems(rows).value

/** The shop's rates with `chosen` checked; `hidden` offers only that one, which WooCommerce prints as a hidden input. */
const rates = (chosen: string, type: 'radio' | 'hidden' = 'radio') =>
  shippingRatesRow(type === 'radio' ? shippingRates : shippingRates.filter((r) => r.id === chosen), chosen).value

/** DPD's row with `value` chosen, a first page of the test's points (more pages follow unless told otherwise). */
const dpdRow = (value = '', { country = 'EE', rows = terminals, hasMore = true } = {}) =>
  dpdTerminalRow({ country, selected: terminals.find((t) => t.parcelshop_id === value), rows, hasMore, count: rows.length }).value

const eabiGroups = [
  { id: '1', title: 'Harju maakond' },
  { id: '2', title: 'Tartu maakond' },
]
/** E-Abi's row with `group` chosen, its `offices` ([value, label]) and the `chosen` office. */
const eabiRow = (group = '', offices: [string, string][] = [], chosen = '') =>
  eabiOfficeRow({ country: 'EE', groups: eabiGroups, group, offices: offices.map(([value, label]) => ({ value, label })), chosen }).value

const review = (chosen: string, row: string, type: 'radio' | 'hidden' = 'radio') =>
  `<table class="shop_table woocommerce-checkout-review-order-table"><tfoot>${rates(chosen, type)}${row}</tfoot></table>`

function checkout(chosen: string, row: string, type: 'radio' | 'hidden' = 'radio') {
  const address = billingFields.filter((f) => f.name === 'billing_country' || f.name === 'billing_city').map((f) => formField(f, f.name === 'billing_country' ? 'EE' : '').value)
  serverMarkup(`<form name="checkout" class="checkout woocommerce-checkout">${address.join('')}<div id="order_review">${review(chosen, row, type)}</div></form>`)
}

/** Replaces the order review as WooCommerce does after update_order_review, then fires updated_checkout. */
function refresh(chosen: string, row: string) {
  document.getElementById('order_review')!.innerHTML = review(chosen, row)
  document.body.dispatchEvent(new CustomEvent('updated_checkout', { bubbles: true, detail: [{}] }))
}

type Answer = (body: URLSearchParams) => unknown
function stubAjax(answers: Record<string, Answer>) {
  const bodies: URLSearchParams[] = []
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const body = new URLSearchParams(String(init.body))
    bodies.push(body)
    const answer = answers[body.get('action')!]
    // An answer may be a promise: the test decides when the server replies.
    return Promise.resolve(answer ? answer(body) : { success: true }).then((value) => (value instanceof Response ? value : new Response(JSON.stringify(value))))
  })
  return (action: string) => bodies.filter((b) => b.get('action') === action).map((b) => Object.fromEntries(b))
}

const combobox = () => document.querySelector<HTMLInputElement>('.saar-pickup [role=combobox]')!
const key = (k: string) => combobox().dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))
const typeIn = (value: string) => {
  combobox().value = value
  combobox().dispatchEvent(new Event('input', { bubbles: true }))
}
const options = () => Array.from(document.querySelectorAll('.saar-pickup [role=option]')).map((o) => o.textContent)
const groups = () => Array.from(document.querySelectorAll('.saar-pickup [role=group] > [role=presentation]')).map((g) => g.textContent)
const option = (text: string) => Array.from(document.querySelectorAll<HTMLElement>('.saar-pickup [role=option]')).find((o) => o.textContent!.includes(text))!
// Taken before the clock is faked: a real turn of the event loop lets React 19's scheduler (which kept the real
// setImmediate) and response bodies finish, without moving the fake clock.
const realTimeout = globalThis.setTimeout
/** Runs what is due now — promises, renders, timers at the current fake time — without moving the clock. */
async function flush() {
  for (let i = 0; i < 3; i++) {
    await vi.advanceTimersByTimeAsync(0)
    await new Promise((r) => realTimeout(r, 0))
  }
}
/** Moves the fake clock on by `ms`, running every timer due on the way, then flushes. */
async function elapse(ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
  await flush()
}
/** Lets the islands render and their effects run (preact runs effects after a frame): 50 ms of fake time. */
const settle = () => elapse(50)
/** Opens the picker's list and clicks the option with this text, as a shopper picks. */
async function pick(text: string) {
  combobox().click()
  await settle()
  option(text).click()
  await settle()
}
/** The picker after its 1000 ms set-up. */
async function ready() {
  await elapse(1000)
  expect(combobox()).toBeTruthy()
}
const field = () => document.querySelector<HTMLInputElement>('[name=wc_shipping_dpd_parcels_terminal]')!
/** The picker's error, as the shopper sees it, and what the assertive region said. */
const pickerError = () => document.querySelector('.saar-pickup .woocommerce-error')?.textContent
const alerted = () => document.querySelector('.saar-live-region[aria-live=assertive]')?.textContent
const locationSelect = () => document.querySelector<HTMLSelectElement>('[name=eabi_postoffice_pickup_location]')!

function start() {
  const sync = startPickup()
  wireAll('tr.wc_shipping_dpd_terminals, #eabi_postoffice_pickup_location_div', sync)
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false })
  // Every test gets a fresh body, so no listener of an earlier test's picker is left on it.
  document.body.replaceWith(document.createElement('body'))
  sessionStorage.clear()
  printSettings({ ajaxUrl: '/wp-admin/admin-ajax.php', antiSpam: { saar_ts: '7' }, nonces: { feAjax: 'fe-nonce' } })
})
afterEach(async () => {
  // Whatever the test left scheduled runs out now (a set-up, the effects waiting for a frame): preact asks for its
  // next frame only once its queue of effects is empty, so a queue left behind would stall every later test.
  await vi.advanceTimersByTimeAsync(5000)
  vi.unstubAllGlobals()
})

describe('terminal-search family (DPD Baltic markup)', () => {
  it('appears exactly at the 1000 ms set-up, keeps the plugin field, and picks by keyboard with the calls the server expects', async () => {
    const calls = stubAjax({ search_pudo: () => ({ terminals: items([terminal('EE9', 'Tartu Anne Selveri pakiautomaat', 'Tartu', 'Kalda tee 43', '50104', '0'), terminal('EE99', 'Tartu <img src=x onerror=alert(1)> pakiautomaat', 'Tartu', 'Küüni 5 <b>', '51004', '1')]) }) })
    checkout('dpd_parcels', dpdRow())
    let updates = 0
    document.body.addEventListener('update_checkout', () => updates++)
    start()
    await elapse(999)
    expect(document.querySelector('.saar-pickup')).toBeNull() // not before the set-up delay
    await elapse(1)
    expect(document.querySelectorAll('.saar-pickup')).toHaveLength(1)
    expect(document.querySelector('.custom-dropdown')!.classList.contains(HIDDEN_CLASS)).toBe(true)
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect(document.querySelector('.saar-pickup')!.textContent).toContain('Pakiautomaat on valimata')

    // Keystrokes in quick succession: the server is asked once, 100 ms after the last one.
    for (const value of ['t', 'ta', 'tartu', 'tartu sel', '  tartu selver ']) {
      typeIn(value)
      await elapse(30)
    }
    expect(combobox().getAttribute('aria-expanded')).toBe('false') // nothing known matches yet
    await elapse(69)
    expect(calls('search_pudo')).toEqual([])
    await elapse(1)
    // Asked with the query's longest word (the server's match is a substring match).
    expect(calls('search_pudo')).toEqual([{ action: 'search_pudo', q: 'selver', search_value: 'selver', saar_ts: '7' }])
    expect(options()).toEqual(['Tartu Anne Selveri pakiautomaatKalda tee 43, 50104'])
    expect(combobox().getAttribute('aria-expanded')).toBe('true')
    expect(groups()).toEqual(['Tartu'])

    typeIn('tartu')
    await settle()
    // Kept by city, then name, as pages and searches arrive.
    expect(options().map((o) => o!.split(' pakiautomaat')[0])).toEqual(['Tartu <img src=x onerror=alert(1)>', 'Tartu Anne Selveri', 'Tartu Lõunakeskuse'])
    expect(document.querySelector('.saar-pickup img, .saar-pickup b')).toBeNull() // hostile names are text
    key('ArrowDown')
    await flush()
    key('ArrowDown')
    await flush()
    const active = combobox().getAttribute('aria-activedescendant')!
    expect(document.getElementById(active)!.textContent).toContain('Tartu Anne Selveri')
    key('End')
    await flush()
    expect(document.getElementById(combobox().getAttribute('aria-activedescendant')!)!.textContent).toContain('Lõunakeskuse')
    key('Home')
    await flush()
    key('ArrowDown')
    await flush()
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
    combobox().dispatchEvent(enter)
    expect(enter.defaultPrevented).toBe(true) // Enter never submits the order form
    await flush()
    expect(field().value).toBe('EE9')
    expect(document.querySelector('.selected-option')!.textContent).toBe('Tartu Anne Selveri pakiautomaat')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(combobox())
    expect(document.querySelector('.saar-pickup')!.textContent).toContain('Tartu Anne Selveri pakiautomaat, Kalda tee 43, 50104')
    expect(calls('set_checkout_session')).toEqual([{ action: 'set_checkout_session', cod: '0', fe_ajax_nonce: 'fe-nonce', saar_ts: '7' }])
    // The checkout updates 300 ms after set_checkout_session has answered.
    await elapse(299)
    expect(updates).toBe(0)
    await elapse(1)
    expect(updates).toBe(1)
    expect(JSON.parse(sessionStorage.getItem('saar-pickup')!).dpd_parcels).toMatchObject({ id: 'EE9', name: 'Tartu Anne Selveri pakiautomaat' })
    expect(calls('set_terminal_value')).toEqual([]) // only on Divi
  })

  it("sends DPD's own fe_ajax_nonce when Saar's settings print no nonces (a shop without Saar's PHP)", async () => {
    document.getElementById('saar-settings')!.remove()
    printSettings({ ajaxUrl: '/wp-admin/admin-ajax.php', antiSpam: { saar_ts: '7' } })
    resetSettings()
    // What DPD's public class localizes for its own script.
    vi.stubGlobal('dpd', { fe_ajax_nonce: 'dpd-fe-nonce', ajax_url: '/?wc-ajax=%%endpoint%%' })
    const calls = stubAjax({})
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    await pick('Kristiine')
    expect(calls('set_checkout_session')).toEqual([{ action: 'set_checkout_session', cod: '0', fe_ajax_nonce: 'dpd-fe-nonce', saar_ts: '7' }])
  })

  it('says once, naming the setting, when neither the settings nor DPD’s own data have its nonce', async () => {
    document.getElementById('saar-settings')!.remove()
    printSettings({ ajaxUrl: '/wp-admin/admin-ajax.php', antiSpam: { saar_ts: '7' } })
    resetSettings()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const calls = stubAjax({})
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    await pick('Kristiine')
    expect(calls('set_checkout_session')).toEqual([{ action: 'set_checkout_session', cod: '0', fe_ajax_nonce: '', saar_ts: '7' }])
    expect(warn.mock.calls.map((c) => String(c[0])).filter((line) => line.includes('nonces.feAjax'))).toHaveLength(1)
  })

  it('Escape closes the list, then clears the query; clicking an option picks it', async () => {
    stubAjax({ search_pudo: () => [] })
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    combobox().click()
    await settle()
    expect(options()).toHaveLength(3)
    expect(groups()).toEqual(['Tallinn', 'Tartu'])
    typeIn('endla')
    await settle()
    key('Escape')
    await settle()
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect(combobox().value).toBe('endla')
    key('Escape')
    await settle()
    expect(combobox().value).toBe('')
    await pick('Kristiine')
    expect(field().value).toBe('EE2')
  })

  it('on a small screen opens as a full-screen layer: a named modal dialog, the page locked, Tab kept in, Escape back to the field', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width: 549px'), media: query, addEventListener() {}, removeEventListener() {} }))
    stubAjax({ search_pudo: () => [] })
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    combobox().focus()
    combobox().click()
    await settle()
    const sheet = document.querySelector<HTMLElement>('.saar-pickup')!
    expect(sheet.classList.contains('is-sheet')).toBe(true)
    expect(sheet.getAttribute('role')).toBe('dialog')
    expect(sheet.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(sheet.getAttribute('aria-labelledby')!)).toBe(document.querySelector(`label[for="${combobox().id}"]`))
    expect(document.activeElement).toBe(combobox()) // focus stays where the shopper is typing
    expect(document.documentElement.style.overflow).toBe('hidden')
    const closeButton = Array.from(sheet.querySelectorAll('button')).find((b) => b.textContent == 'Sulge')!
    closeButton.focus()
    closeButton.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }))
    expect(sheet.contains(document.activeElement)).toBe(true)
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    await settle()
    expect(sheet.classList.contains('is-sheet')).toBe(false)
    expect(sheet.hasAttribute('role')).toBe(false)
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(combobox())
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('loads more pages from page 1 on, lists only active points, and resets the button when a page fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = false
    const calls = stubAjax({
      load_more_items: (b) =>
        fail
          ? new Response('oops', { status: 500 })
          : { success: true, data: { hasMore: b.get('page') === '1', listPudos: [{ parcelshop_id: `P${b.get('page')}`, name: `Narva ${b.get('page')}`, city: 'Narva', street: 'Tallinna mnt 41', pcode: '20303', cod: '1', status: '1' }, { parcelshop_id: 'OFF', name: 'Suletud', city: 'Narva', status: '0' }] } },
    })
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    combobox().click()
    await settle()
    const more = () => Array.from(document.querySelectorAll<HTMLButtonElement>('.saar-pickup button')).find((b) => /Näita rohkem|Laadin/.test(b.textContent!))
    more()!.click()
    await settle()
    expect(options()).toContain('Narva 1Tallinna mnt 41, 20303')
    expect(options()).not.toContain('Suletud')
    expect(more()!.textContent).toBe('Näita rohkem')
    fail = true
    more()!.click()
    await settle()
    expect(errors).toHaveBeenCalled()
    expect(more()!.textContent).toBe('Näita rohkem') // the text is back, the shopper can try again
    expect(pickerError()).toBe('Tulemusi ei õnnestunud laadida.')
    expect(alerted()).toBe('Tulemusi ei õnnestunud laadida.')
    fail = false
    more()!.click()
    await settle()
    expect(pickerError()).toBeUndefined()
    expect(options()).toContain('Narva 2Tallinna mnt 41, 20303')
    expect(more()).toBeUndefined() // hasMore false
    expect(calls('load_more_items').map((c) => c.page)).toEqual(['1', '2', '2'])
  })

  it('stays one picker through ten checkout refreshes, keeps its state, and restores the pick the server forgot', async () => {
    stubAjax({})
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    await pick('Lõunakeskuse')
    const picker = document.querySelector('.saar-pickup')
    for (let i = 0; i < 10; i++) {
      // One refresh comes back without the pick (the server forgot it): it is restored from the session.
      refresh('dpd_parcels', dpdRow(i === 4 || i === 7 ? '' : 'EE3'))
      expect(field().value).toBe('EE3')
    }
    await settle()
    expect(document.querySelectorAll('.saar-pickup')).toHaveLength(1)
    expect(document.querySelector('.saar-pickup')).toBe(picker) // the same element, moved, not a second one
    expect(document.querySelectorAll('#order_review .custom-dropdown')).toHaveLength(1)
    // Another method: no picker; back again: the same picker, at once (no second set-up wait).
    refresh('flat_rate:1', '')
    await settle()
    expect(picker!.isConnected).toBe(false)
    refresh('dpd_parcels', dpdRow('EE3'))
    await settle()
    expect(document.querySelectorAll('.saar-pickup')).toHaveLength(1)
    expect(document.querySelector('.saar-pickup')!.textContent).toContain('Tartu Lõunakeskuse pakiautomaat')
  })

  it('keeps focus where the shopper had it in the picker through a checkout refresh (the clear button stays focused)', async () => {
    stubAjax({})
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    await pick('Lõunakeskuse')
    const clear = () => Array.from(document.querySelectorAll<HTMLElement>('.saar-pickup button')).find((b) => b.textContent === 'Tühjenda pakiautomaadi valik')!
    clear().focus()
    document.body.dispatchEvent(new CustomEvent('update_checkout', { bubbles: true }))
    refresh('dpd_parcels', dpdRow('EE3'))
    await settle()
    expect(document.activeElement).toBe(clear())
    // In the search field it stays there too.
    combobox().focus()
    document.body.dispatchEvent(new CustomEvent('update_checkout', { bubbles: true }))
    refresh('dpd_parcels', dpdRow('EE3'))
    await settle()
    expect(document.activeElement).toBe(combobox())
  })

  it('never picks a single terminal for the shopper (only the cascading plugin does that)', async () => {
    const calls = stubAjax({})
    checkout('dpd_parcels', dpdRow('', { rows: terminals.filter((t) => t.city === 'Tartu'), hasMore: false }))
    start()
    await ready()
    await elapse(300)
    expect(field().value).toBe('')
    expect(calls('set_checkout_session')).toEqual([])
  })

  it('restores a remembered pick only when every stored field is text and the server lists its id', async () => {
    const calls = stubAjax({ search_pudo: () => ({ terminals: '' }) })
    sessionStorage.setItem('saar-pickup', JSON.stringify({ dpd_parcels: { id: 'EE1', name: 'Evil', city: { toString: 'x' } } }))
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    await elapse(300)
    expect([field().value, calls('set_checkout_session'), calls('search_pudo')]).toEqual(['', [], []])
    expect(document.querySelector('.saar-pickup')!.textContent).not.toContain('Evil')

    // Well-formed, but an id the server does not list: the terminal search is asked once, and nothing is posted.
    sessionStorage.setItem('saar-pickup', JSON.stringify({ dpd_parcels: { id: 'BOGUS', name: 'Evil pakiautomaat', city: 'Tartu', pcode: '66666' } }))
    for (let i = 0; i < 3; i++) refresh('dpd_parcels', dpdRow())
    await elapse(300)
    expect(calls('search_pudo').map((c) => c.search_value)).toEqual(['66666'])
    expect([field().value, calls('set_checkout_session')]).toEqual(['', []])
    expect(document.querySelector('.saar-pickup')!.textContent).toContain('Pakiautomaat on valimata')
  })

  it('restores a remembered pick the first page does not list once the terminal search finds it, with the server\'s text', async () => {
    const calls = stubAjax({ search_pudo: () => ({ terminals: items([terminal('EE9', 'Tartu Anne Selveri pakiautomaat', 'Tartu', 'Kalda tee 43', '50104', '0')]) }) })
    sessionStorage.setItem('saar-pickup', JSON.stringify({ dpd_parcels: { id: 'EE9', name: 'Anne (as the shopper edited it)', city: 'Tartu', street: 'Kalda tee 43', pcode: '50104', cod: '0' } }))
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    await settle()
    expect(calls('search_pudo').map((c) => c.search_value)).toEqual(['50104'])
    expect(field().value).toBe('EE9')
    expect(calls('set_checkout_session')).toEqual([{ action: 'set_checkout_session', cod: '0', fe_ajax_nonce: 'fe-nonce', saar_ts: '7' }])
    expect(document.querySelector('.saar-pickup p')!.textContent).toBe('Tartu Anne Selveri pakiautomaat, Kalda tee 43, 50104')
  })

  it('ignores rates that are not pickup rates', async () => {
    stubAjax({})
    checkout('flat_rate:1', dpdRow())
    start()
    await elapse(5000)
    expect(document.querySelector('.saar-pickup')).toBeNull()
  })

  it('serves a single hidden rate input', async () => {
    stubAjax({})
    checkout('dpd_parcels', dpdRow(), 'hidden')
    start()
    await ready()
    expect(document.querySelectorAll('.saar-pickup')).toHaveLength(1)
  })

  it('drops the remembered pick and waits 1500 ms after a billing country change', async () => {
    stubAjax({})
    sessionStorage.setItem('saar-pickup', JSON.stringify({ dpd_parcels: { id: 'EE1', name: 'Tallinn Ülemiste Keskuse pakiautomaat', city: 'Tallinn' } }))
    checkout('dpd_parcels', dpdRow('', { country: 'LV' }))
    const country = document.querySelector<HTMLSelectElement>('#billing_country')!
    start()
    country.value = 'LV'
    country.dispatchEvent(new Event('change', { bubbles: true }))
    expect(sessionStorage.getItem('saar-pickup')).toBe('{}')
    refresh('dpd_parcels', dpdRow('', { country: 'LV' }))
    await elapse(1499)
    expect(document.querySelector('.saar-pickup')).toBeNull()
    await elapse(1)
    expect(combobox()).toBeTruthy()
    expect(field().value).toBe('') // nothing restored from another country
  })

  it('drops the remembered pick on a shipping country change too', async () => {
    stubAjax({})
    sessionStorage.setItem('saar-pickup', JSON.stringify({ dpd_parcels: { id: 'EE1', name: 'Tallinn Ülemiste Keskuse pakiautomaat', city: 'Tallinn' } }))
    checkout('dpd_parcels', dpdRow())
    document.querySelector('form')!.insertAdjacentHTML('afterbegin', '<select id="shipping_country" name="shipping_country"><option value="EE" selected>Eesti</option><option value="FI">Soome</option></select>')
    start()
    const country = document.querySelector<HTMLSelectElement>('#shipping_country')!
    country.value = 'FI'
    country.dispatchEvent(new Event('change', { bubbles: true }))
    expect(sessionStorage.getItem('saar-pickup')).toBe('{}')
  })

  it('waits the longer 1500 ms only for the set-up right after a country change', async () => {
    stubAjax({ eabi_postoffice_get_offices: () => [] })
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    const country = document.querySelector<HTMLSelectElement>('#billing_country')!
    country.value = 'LV'
    country.dispatchEvent(new Event('change', { bubbles: true }))
    // The refresh after the change needs no set-up (the same terminals): the change is settled.
    refresh('dpd_parcels', dpdRow())
    await settle()
    refresh('eabi_omniva_parcelterminal', eabiRow())
    await elapse(999)
    expect(document.querySelector('.saar-pickup')).toBeNull()
    await elapse(1)
    expect(document.querySelector('#eabi_postoffice_pickup_location_div .saar-pickup')).not.toBeNull()
  })

  it('tries to load the picker again on the next checkout refresh after a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubAjax({})
    // A fresh copy of the controller whose on-demand loader fails once (the shopper was offline for a moment).
    vi.resetModules()
    const { mountPicker } = await import('../../islands/pickup/mount-picker')
    let offline = true
    const load = vi.fn(async () => {
      if (offline) throw new Error('offline')
      return mountPicker
    })
    vi.doMock('../../src/loader', () => ({ loadAsset: load, provide: () => {} }))
    const fresh = await import('../../islands/pickup/pickup')
    vi.doUnmock('../../src/loader')
    checkout('dpd_parcels', dpdRow())
    fresh.startPickup()()
    await elapse(1000)
    expect(document.querySelector('.saar-pickup')).toBeNull()
    expect(document.querySelector('.custom-dropdown')!.classList.contains(HIDDEN_CLASS)).toBe(false) // the plugin's own markup works
    offline = false
    refresh('dpd_parcels', dpdRow())
    await elapse(1000)
    expect(load).toHaveBeenCalledTimes(2)
    expect(document.querySelectorAll('.saar-pickup')).toHaveLength(1)
  })

  it('calls through jQuery.ajax and fires update_checkout through jQuery when jQuery is on the page', async () => {
    ;(globalThis as { jQuery?: unknown }).jQuery = $
    const sent: string[] = []
    vi.spyOn($, 'ajax').mockImplementation(((options: { data: string; complete: (x: unknown, s: string) => void }) => {
      sent.push(new URLSearchParams(options.data).get('action')!)
      setTimeout(() => options.complete({ status: 200, responseText: '{"success":true}' }, 'success'), 0)
      return { abort() {} }
    }) as never)
    checkout('dpd_parcels', dpdRow())
    const seen: unknown[] = []
    $(document.body).on('update_checkout', (_e, ...args) => seen.push(args))
    start()
    await ready()
    combobox().click()
    await settle()
    ;(document.querySelector<HTMLElement>('[role=option]')!).click()
    await elapse(300)
    expect(seen).toEqual([[]])
    expect(sent).toEqual(['set_checkout_session'])
  })

  it('a load_more_items refused with -1 shows an error, not the end of the list, logged once with the action’s name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubAjax({ load_more_items: () => new Response('-1', { status: 403 }) })
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    combobox().click()
    await settle()
    Array.from(document.querySelectorAll<HTMLButtonElement>('.saar-pickup button')).find((b) => b.textContent === 'Näita rohkem')!.click()
    await settle()
    expect(pickerError()).toBe('Tulemusi ei õnnestunud laadida.')
    expect(Array.from(document.querySelectorAll('.saar-pickup button'), (b) => b.textContent)).toContain('Näita rohkem')
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['[saar] load_more_items refused: -1'])
    expect(errors).not.toHaveBeenCalled()
  })

  it('a failed search_pudo shows an error, not "No results"; the next search that works clears it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    stubAjax({ search_pudo: () => (fail ? new Response('boom', { status: 502 }) : { terminals: items([terminal('EE7', 'Narva Fama pakiautomaat', 'Narva', 'Tallinna mnt 19c', '20303', '1')]) }) })
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    typeIn('narva')
    await elapse(100)
    await settle()
    expect(pickerError()).toBe('Tulemusi ei õnnestunud laadida.')
    expect(alerted()).toBe('Tulemusi ei õnnestunud laadida.')
    expect(document.querySelector('.saar-pickup')!.textContent).not.toContain('Tulemusi ei leitud')
    expect(errors).toHaveBeenCalledOnce()
    fail = false
    typeIn('narva fama')
    await elapse(100)
    await settle()
    expect(pickerError()).toBeUndefined()
    expect(options()).toEqual(['Narva Fama pakiautomaatTallinna mnt 19c, 20303'])
  })

  it('a set_checkout_session WordPress refuses (-1: its nonce failed) shows the error in the picker, announced; the next pick that works clears it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let refuse = true
    stubAjax({ set_checkout_session: () => (refuse ? new Response('-1') : { success: true }) })
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    await pick('Ülemiste')
    expect(pickerError()).toBe('Pakiautomaadi valikut ei õnnestunud salvestada. Palun vali uuesti.')
    expect(alerted()).toBe('Pakiautomaadi valikut ei õnnestunud salvestada. Palun vali uuesti.')
    expect(warn.mock.calls.map((c) => c[0])).toEqual(['[saar] set_checkout_session refused: -1'])
    expect(errors).not.toHaveBeenCalled() // logged once, by the ajax core
    expect(field().value).toBe('EE1') // the plugin's field keeps the pick: the order still posts it
    refuse = false
    await pick('Kristiine')
    expect(pickerError()).toBeUndefined()
  })

  it('takes DPD’s own empty answer (its handler ends with a bare wp_die()) as a save that worked', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubAjax({ set_checkout_session: () => new Response('') })
    checkout('dpd_parcels', dpdRow())
    start()
    await ready()
    await pick('Ülemiste')
    expect(field().value).toBe('EE1')
    expect(pickerError()).toBeUndefined()
    expect(errors).not.toHaveBeenCalled()
  })

  it('logs failed calls and still keeps the pick in the form', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubAjax({ set_checkout_session: () => new Response('<p>Kriitiline viga</p>', { status: 500 }) })
    checkout('dpd_parcels', dpdRow())
    const updates: Event[] = []
    document.body.addEventListener('update_checkout', (e) => updates.push(e))
    start()
    await ready()
    combobox().click()
    await settle()
    option('Ülemiste').click()
    await elapse(300)
    expect(updates).toHaveLength(1)
    expect(errors).toHaveBeenCalled()
    expect(field().value).toBe('EE1')
  })
})

describe('cascading family (E-Abi markup)', () => {
  const offices = [
    { label: 'Tallinn Ülemiste Omniva pakiautomaat', value: '9001', group: '1', group_title: 'Harju maakond', selected: false },
    { label: 'Maardu Maxima Omniva pakiautomaat', value: '9004', group: '1', group_title: 'Harju maakond', selected: false },
    { label: 'Tartu Anne Selveri Omniva pakiautomaat', value: '9006', group: '2', group_title: 'Tartu maakond', selected: false },
  ]

  it('moves over the list with the arrows, stopping at its ends; Home and End are the field’s until a point is active', async () => {
    stubAjax({ eabi_postoffice_get_offices: () => offices })
    checkout('eabi_omniva_parcelterminal', eabiRow())
    start()
    await ready()
    const press = (k: string) => {
      const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })
      combobox().dispatchEvent(event)
      return event.defaultPrevented
    }
    const active = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')?.textContent
    combobox().focus()
    combobox().click()
    await settle()
    expect([press('Home'), press('End')]).toEqual([false, false])
    await settle()
    expect(active()).toBeUndefined()
    expect(press('ArrowUp')).toBe(true) // from none: the last point
    await settle()
    expect(active()).toBe('Tartu Anne Selveri Omniva pakiautomaat')
    expect(press('ArrowDown')).toBe(true) // no wrap
    await settle()
    expect(active()).toBe('Tartu Anne Selveri Omniva pakiautomaat')
    expect(press('Home')).toBe(true)
    await settle()
    const first = active()
    press('ArrowUp')
    await settle()
    expect(active()).toBe(first)
    press('End')
    await settle()
    expect(active()).toBe('Tartu Anne Selveri Omniva pakiautomaat')
    expect(document.activeElement).toBe(combobox())
  })

  it('lists every office grouped, picks into both selects, saves, and clears with a clear request', async () => {
    const calls = stubAjax({ eabi_postoffice_get_offices: () => offices })
    checkout('eabi_omniva_parcelterminal', eabiRow())
    const updates: Event[] = []
    document.body.addEventListener('update_checkout', (e) => updates.push(e))
    start()
    await ready()
    expect(calls('eabi_postoffice_get_offices')).toEqual([{ action: 'eabi_postoffice_get_offices', carrier_code: 'eabi_omniva_parcelterminal', group_id: '', address_id: 'EE', saar_ts: '7' }])
    expect(locationSelect().classList.contains(HIDDEN_CLASS)).toBe(true)
    typeIn('tartu selver')
    await settle()
    expect(groups()).toEqual(['Tartu maakond'])
    key('ArrowDown')
    await settle()
    key('Enter')
    await settle()
    expect(locationSelect().value).toBe('9006')
    expect(document.querySelector<HTMLSelectElement>('#eabi_postoffice_pickup_group')!.value).toBe('2')
    expect(new FormData(document.querySelector('form')!).get('eabi_postoffice_pickup_location')).toBe('9006')
    expect(calls('eabi_postoffice_save_office')).toEqual([{ action: 'eabi_postoffice_save_office', carrier_code: 'eabi_omniva_parcelterminal', address_id: 'EE', pickup_location: '9006', saar_ts: '7' }])
    await elapse(300)
    expect(updates).toHaveLength(1)
    expect(JSON.parse(sessionStorage.getItem('saar-pickup')!).eabi_omniva_parcelterminal.id).toBe('9006')

    const clear = Array.from(document.querySelectorAll<HTMLButtonElement>('.saar-pickup button')).find((b) => b.textContent === 'Tühjenda pakiautomaadi valik')!
    clear.click()
    await settle()
    expect(locationSelect().value).toBe('')
    expect(calls('eabi_postoffice_save_office')[1]).toEqual({ action: 'eabi_postoffice_save_office', carrier_code: 'eabi_omniva_parcelterminal', address_id: 'EE', pickup_location: '', clear: '1', saar_ts: '7' })
    expect(sessionStorage.getItem('saar-pickup')).toBe('{}')
    expect(document.activeElement).toBe(combobox())
  })

  it('a failing source gives an empty list: the markup\'s own offices remain; choosing a group reloads, a single office is chosen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let failing = true
    const calls = stubAjax({ eabi_postoffice_get_offices: (b) => (failing ? new Response('', { status: 500 }) : offices.filter((o) => o.group === b.get('group_id')).slice(0, 1)) })
    checkout('eabi_omniva_parcelterminal', eabiRow('1', [['9001', 'Tallinn Ülemiste Omniva pakiautomaat'], ['9004', 'Maardu Maxima Omniva pakiautomaat']], '9004'))
    locationSelect().value = '9004' // happy-dom does not honour `selected` in markup set through innerHTML
    start()
    await ready()
    combobox().click()
    await settle()
    expect(options()).toEqual(['Tallinn Ülemiste Omniva pakiautomaat', 'Maardu Maxima Omniva pakiautomaat'])
    expect(groups()).toEqual(['Harju maakond']) // the chosen group's name
    expect(document.querySelector('[aria-selected=true]')!.textContent).toBe('Maardu Maxima Omniva pakiautomaat')
    failing = false
    const group = document.querySelector<HTMLSelectElement>('#eabi_postoffice_pickup_group')!
    group.value = '2'
    group.dispatchEvent(new Event('change', { bubbles: true }))
    await settle()
    expect(locationSelect().value).toBe('9006')
    expect(Array.from(locationSelect().options).map((o) => o.value)).toEqual(['', '9006'])
    expect(calls('eabi_postoffice_get_offices').at(-1)).toMatchObject({ group_id: '2' })
  })

  it('lists each office once when the checkout refreshes while the offices are loading', async () => {
    let answer!: (rows: unknown) => void
    stubAjax({ eabi_postoffice_get_offices: () => new Promise((resolve) => (answer = resolve)) })
    const markup = () => eabiRow('1', [['9001', 'Tallinn Ülemiste Omniva pakiautomaat'], ['9004', 'Maardu Maxima Omniva pakiautomaat']])
    checkout('eabi_omniva_parcelterminal', markup())
    start()
    await elapse(1000)
    refresh('eabi_omniva_parcelterminal', markup())
    await settle()
    answer(offices)
    await settle()
    combobox().click()
    await settle()
    expect(options()).toEqual(['Tallinn Ülemiste Omniva pakiautomaat', 'Maardu Maxima Omniva pakiautomaat', 'Tartu Anne Selveri Omniva pakiautomaat'])
    expect(groups()).toEqual(['Harju maakond', 'Tartu maakond'])
  })

  it('chooses a single office once: ten refreshes from a server that does not keep it send one save and one update', async () => {
    const calls = stubAjax({ eabi_postoffice_get_offices: () => offices.slice(0, 1) })
    const markup = () => eabiRow('1', [['9001', 'Tallinn Ülemiste Omniva pakiautomaat']])
    checkout('eabi_omniva_parcelterminal', markup())
    let updates = 0
    document.body.addEventListener('update_checkout', () => updates++)
    start()
    await ready()
    expect(locationSelect().value).toBe('9001')
    await elapse(300)
    for (let i = 0; i < 10; i++) {
      refresh('eabi_omniva_parcelterminal', markup()) // the server's markup comes back without the pick
      await elapse(300)
    }
    expect(calls('eabi_postoffice_save_office').map((c) => c.pickup_location)).toEqual(['9001'])
    expect(updates).toBe(1)
  })

  it("shows the office the server marks selected, without saving it again, also after a group change", async () => {
    const calls = stubAjax({
      eabi_postoffice_get_offices: (b) => offices.filter((o) => !b.get('group_id') || o.group === b.get('group_id')).map((o) => ({ ...o, selected: o.value === '9004' })),
    })
    checkout('eabi_omniva_parcelterminal', eabiRow())
    start()
    await ready()
    await settle()
    expect(locationSelect().value).toBe('9004')
    expect(document.querySelector<HTMLSelectElement>('#eabi_postoffice_pickup_group')!.value).toBe('1')
    expect(document.querySelector('.saar-pickup p')!.textContent).toBe('Maardu Maxima Omniva pakiautomaat')
    await elapse(300)
    expect(calls('eabi_postoffice_save_office')).toEqual([])

    locationSelect().value = ''
    const group = document.querySelector<HTMLSelectElement>('#eabi_postoffice_pickup_group')!
    group.value = '1'
    group.dispatchEvent(new Event('change', { bubbles: true }))
    await settle()
    expect(Array.from(locationSelect().options).map((o) => o.value)).toEqual(['', '9001', '9004'])
    expect(locationSelect().value).toBe('9004')
    expect(calls('eabi_postoffice_save_office')).toEqual([])
  })

  it('asks group by group when asking for every office at once gives nothing', async () => {
    const calls = stubAjax({ eabi_postoffice_get_offices: (b) => offices.filter((o) => b.get('group_id') && o.group === b.get('group_id')) })
    checkout('eabi_omniva_parcelterminal', eabiRow())
    start()
    await ready()
    expect(calls('eabi_postoffice_get_offices').map((c) => c.group_id)).toEqual(['', '1', '2'])
    combobox().click()
    await settle()
    expect(options()).toHaveLength(3)
    expect(groups()).toEqual(['Harju maakond', 'Tartu maakond'])
  })

  it("heads the markup's own offices by their optgroup, never by the group select's placeholder", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubAjax({ eabi_postoffice_get_offices: () => new Response('', { status: 500 }) })
    // Some E-Abi set-ups print every office in optgroups by group (the stand-in never does): added to the shop's row.
    const flat = eabiRow().replace(
      '<option value="">Vali pakiautomaat…</option>',
      '<option value="">Vali pakiautomaat…</option><optgroup label="Harju maakond"><option value="9001">Tallinn Ülemiste Omniva pakiautomaat</option></optgroup><optgroup label="Tartu maakond"><option value="9006">Tartu Anne Selveri Omniva pakiautomaat</option></optgroup>',
    )
    checkout('eabi_omniva_parcelterminal', flat)
    start()
    await ready()
    combobox().click()
    await settle()
    expect(groups()).toEqual(['Harju maakond', 'Tartu maakond'])
  })

  for (const [name, refusal] of [
    ['-1 (a nonce WordPress did not take)', () => new Response('-1')],
    ['success: false', () => ({ success: false, data: 'Palun värskenda lehte ja vali teine pakiautomaat' })],
    ['a 500', () => new Response('', { status: 500 })],
  ] as const)
    it(`an eabi_postoffice_save_office answered with ${name} shows the error in the picker; the next save that works clears it`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      vi.spyOn(console, 'error').mockImplementation(() => {})
      let refuse = true
      stubAjax({ eabi_postoffice_get_offices: () => offices, eabi_postoffice_save_office: () => (refuse ? refusal() : { success: true }) })
      checkout('eabi_omniva_parcelterminal', eabiRow())
      start()
      await ready()
      await pick('Maardu')
      expect(pickerError()).toBe('Pakiautomaadi valikut ei õnnestunud salvestada. Palun vali uuesti.')
      expect(alerted()).toBe('Pakiautomaadi valikut ei õnnestunud salvestada. Palun vali uuesti.')
      refuse = false
      await pick('Tartu')
      expect(pickerError()).toBeUndefined()
      expect(locationSelect().value).toBe('9006')
    })

  it('a failing source on a group change empties the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let failing = false
    stubAjax({ eabi_postoffice_get_offices: (b) => (failing ? new Response('', { status: 500 }) : offices.filter((o) => !b.get('group_id') || o.group === b.get('group_id'))) })
    checkout('eabi_omniva_parcelterminal', eabiRow('1', [['9001', 'Tallinn Ülemiste Omniva pakiautomaat'], ['9004', 'Maardu Maxima Omniva pakiautomaat']]))
    start()
    await ready()
    failing = true
    const group = document.querySelector<HTMLSelectElement>('#eabi_postoffice_pickup_group')!
    group.value = '2'
    group.dispatchEvent(new Event('change', { bubbles: true }))
    await settle()
    expect(Array.from(locationSelect().options).map((o) => o.value)).toEqual([''])
  })
})
