/**
 * Quantity steppers on Flatsome's markup: what the field shows and submits after each press, the events other
 * code hears, and the buttons' names.
 */
import { describe, expect, it } from 'vitest'
import { serverMarkup, settle } from './helpers'
import { wireAll } from '../../src/dom'
import { mountSteppers, QUANTITY_STEPPERS_SELECTOR } from '../../islands/quantity/steppers'
import { quantityField } from '../../php-stub/shop/parts/product-form'
import { productBySlug } from '../../php-stub/shop/catalogue'

/** Flatsome's quantity field before 3.18 (`woocommerce/global/quantity-input.php` override; the stand-in prints 3.18's), kept inline: older themes still print it. */
const flatsomeQuantity = (attributes = 'step="1" min="1" max="5"', value = '1') => `
  <form class="cart" action="/toode/villane-myts/" method="post" enctype="multipart/form-data">
    <div class="quantity buttons_added">
      <input type="button" value="-" class="minus button is-form">
      <label class="screen-reader-text" for="quantity_6651">Villane müts kogus</label>
      <input type="number" id="quantity_6651" class="input-text qty text" ${attributes} name="quantity" value="${value}" title="Kogus" size="4" placeholder="" inputmode="numeric" autocomplete="off">
      <input type="button" value="+" class="plus button is-form">
    </div>
    <button type="submit" name="add-to-cart" value="34" class="single_add_to_cart_button button alt">Lisa korvi</button>
  </form>`

/** Flatsome 3.18+, as the stand-in prints it (its quantity part): the beeswax candles, min 2, step 2, max 12. */
const candles = productBySlug('mesilasvahakuunlad')!
const uxQuantity = `<form class="cart" method="post">${quantityField({ product: candles, value: '2' })}</form>`

const qty = () => document.querySelector<HTMLInputElement>('input.qty')!
const plus = () => document.querySelector<HTMLElement>('.plus')!
const minus = () => document.querySelector<HTMLElement>('.minus')!
const submitted = () => new FormData(document.querySelector('form')!).get('quantity')

function mount(markup: string): void {
  serverMarkup(markup)
  wireAll(QUANTITY_STEPPERS_SELECTOR, mountSteppers)
}

describe('quantity steppers', () => {
  it('steps up to the maximum and down to the minimum', () => {
    mount(flatsomeQuantity())
    plus().click()
    expect(submitted()).toBe('2')
    for (let i = 0; i < 6; i++) plus().click()
    expect(submitted()).toBe('5')
    minus().click()
    expect(submitted()).toBe('4')
    for (let i = 0; i < 6; i++) minus().click()
    expect(submitted()).toBe('1')
  })

  it('fires bubbling input and change events after each press, as typing would', () => {
    mount(flatsomeQuantity())
    const heard: string[] = []
    for (const type of ['input', 'change']) document.addEventListener(type, (event) => heard.push(`${event.type}:${(event.target as HTMLInputElement).value}`))
    plus().click()
    minus().click()
    expect(heard).toEqual(['input:2', 'change:2', 'input:1', 'change:1'])
  })

  it('follows a decimal step and an unlimited maximum', () => {
    mount(flatsomeQuantity('step="0.5" min="0.5" max=""', '1'))
    plus().click()
    plus().click()
    expect(submitted()).toBe('2')
    for (let i = 0; i < 5; i++) minus().click()
    expect(submitted()).toBe('0.5')
  })

  it('never goes below zero in the cart, where the minimum is 0', () => {
    mount(flatsomeQuantity('step="1" min="0" max=""', '1'))
    minus().click()
    minus().click()
    expect(submitted()).toBe('0')
  })

  it('names the buttons for screen readers, keeping names the theme gave', () => {
    mount(flatsomeQuantity() + uxQuantity)
    const labels = Array.from(document.querySelectorAll('.minus, .plus')).map((b) => b.getAttribute('aria-label'))
    expect(labels).toEqual(['Vähenda kogust', 'Suurenda kogust', `Vähenda toote „${candles.name}“ kogust`, `Suurenda toote „${candles.name}“ kogust`])
  })

  it('names them in English on an English site', () => {
    document.documentElement.lang = 'en-GB'
    mount(flatsomeQuantity())
    expect(plus().getAttribute('aria-label')).toBe('Increase quantity')
    expect(minus().getAttribute('aria-label')).toBe('Decrease quantity')
  })

  it("works on Flatsome 3.18's .ux-quantity", () => {
    mount(uxQuantity)
    plus().click()
    expect(submitted()).toBe('4')
    minus().click()
    minus().click()
    expect(submitted()).toBe('2')
  })

  it('announces the new quantity', async () => {
    mount(flatsomeQuantity())
    plus().click()
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(document.querySelector('[aria-live=polite]')?.textContent).toBe('Toote kogus: 2')
  })

  it('does not submit the form or change a disabled field', () => {
    mount(flatsomeQuantity().replace('value="1" title', 'value="1" disabled title').replace(/<input type="button" value="\+" class="plus button is-form">/, '<button class="plus button is-form">+</button>'))
    let submits = 0
    document.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault()
      submits++
    })
    plus().click()
    expect(qty().value).toBe('1')
    expect(submits).toBe(0)
  })

  it('steps each field once, including fields that arrive later (quick view)', async () => {
    mount(flatsomeQuantity())
    // Markup moved around (a theme re-inserting the form) is seen again by the wiring, but not wired twice.
    const form = document.querySelector('form')!
    document.body.appendChild(form)
    await settle()
    plus().click()
    expect(submitted()).toBe('2')
    const popup = document.createElement('div')
    popup.className = 'product-lightbox lightbox-content'
    popup.innerHTML = uxQuantity
    document.body.appendChild(popup)
    await settle()
    popup.querySelector<HTMLElement>('.plus')!.click()
    expect(popup.querySelector<HTMLInputElement>('input.qty')!.value).toBe('4')
  })
})
