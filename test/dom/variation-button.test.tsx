/**
 * The variation form with either add-to-cart button the server may send: enabled, as WooCommerce prints it (and
 * as the plugin now leaves it, WooCommerce #27756 being checked on the server), or disabled, as a page cached
 * before that change still has it. Saar's form behaves the same with both.
 */
import { describe, expect, it, vi } from 'vitest'
import { mountVariationForm } from '../../islands/variations/variation-form'
import { serverMarkup } from './helpers'
import { addToCartArea } from '../../php-stub/shop/parts/product-form'
import { permalink, productBySlug } from '../../php-stub/shop/catalogue'

const kampsun = productBySlug('villane-kampsun')!

/** How the page's button came: as the stand-in's variable form prints it, or as a page cached before still has it. */
const buttons: Record<string, (button: HTMLButtonElement) => void> = {
  'enabled, as WooCommerce prints it': () => {},
  'disabled, from a page cached before': (button) => {
    button.classList.add('disabled', 'wc-variation-selection-needed')
    button.disabled = true
  },
}

/** The variable product's form from the stand-in's product form part (Villane kampsun: size and colour). */
function productForm(cached: (button: HTMLButtonElement) => void): HTMLFormElement {
  serverMarkup(`<div class="product">${addToCartArea(kampsun, permalink(kampsun))}</div>`)
  const form = document.querySelector<HTMLFormElement>('form.variations_form')!
  cached(form.querySelector('.single_add_to_cart_button')!)
  return form
}

describe.each(Object.entries(buttons))('the variation form with the button %s', (_, button) => {
  it('holds back a click until a variation is chosen, then submits that variation', () => {
    // The form's start-up events fire on a timer; a fake clock keeps them from firing after this file's document is gone.
    vi.useFakeTimers()
    const form = productForm(button)
    const alert = vi.fn()
    window.alert = alert
    const submitted: FormData[] = []
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      submitted.push(new FormData(form))
    })
    mountVariationForm(form)
    const add = form.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!
    // Focusable and announced as unavailable, not inert.
    expect([add.disabled, add.getAttribute('aria-disabled'), add.classList.contains('disabled')]).toEqual([false, 'true', true])

    add.click()
    expect(alert).toHaveBeenCalledOnce()
    expect(submitted).toEqual([])

    for (const [id, value] of [['pa_suurus', 'xl'], ['varv', 'Roheline']]) {
      const select = form.querySelector<HTMLSelectElement>(`#${id}`)!
      select.value = value!
      select.dispatchEvent(new Event('change', { bubbles: true }))
    }
    expect([add.disabled, add.hasAttribute('aria-disabled'), add.classList.contains('disabled')]).toEqual([false, false, false])
    add.click()
    expect(submitted.map((data) => data.get('variation_id'))).toEqual(['10206'])
  })
})
