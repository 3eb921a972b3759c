/**
 * The variation form with either add-to-cart button the server may send: enabled, as WooCommerce prints it (and
 * as the plugin now leaves it, WooCommerce #27756 being checked on the server), or disabled, as a page cached
 * before that change still has it. Saar's form behaves the same with both.
 */
import { describe, expect, it, vi } from 'vitest'
import { mountVariationForm } from '../../islands/variations/variation-form'
import { serverMarkup } from './helpers'

const variations = [
  { variation_id: 11, attributes: { attribute_pa_suurus: 's' }, price_html: '<span class="price">15,00 €</span>', availability_html: '', is_purchasable: true, is_in_stock: true, variation_is_visible: true, variation_is_active: true, is_sold_individually: 'no', min_qty: 1, max_qty: '' },
  { variation_id: 12, attributes: { attribute_pa_suurus: 'm' }, price_html: '<span class="price">16,00 €</span>', availability_html: '', is_purchasable: true, is_in_stock: true, variation_is_visible: true, variation_is_active: true, is_sold_individually: 'no', min_qty: 1, max_qty: '' },
]

const buttons = {
  'enabled, as WooCommerce prints it': '<button type="submit" class="single_add_to_cart_button button alt">Lisa korvi</button>',
  'disabled, from a page cached before': '<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed" disabled>Lisa korvi</button>',
}

function productForm(button: string): HTMLFormElement {
  const data = JSON.stringify(variations).replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  serverMarkup(`<div class="product"><form class="variations_form cart" method="post" data-product_id="10" data-product_variations="${data}">
    <table class="variations"><tbody><tr><th class="label"><label for="pa_suurus">Suurus</label></th><td class="value">
      <select id="pa_suurus" name="attribute_pa_suurus" data-attribute_name="attribute_pa_suurus"><option value="">Vali variant</option><option value="s">S</option><option value="m">M</option></select>
      <a class="reset_variations" href="#">Tühjenda</a></td></tr></tbody></table>
    <div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
      <div class="woocommerce-variation-add-to-cart variations_button">${button}
        <input type="hidden" name="add-to-cart" value="10"><input type="hidden" name="product_id" value="10"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div>
  </form></div>`)
  return document.querySelector('form')!
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

    const select = form.querySelector<HTMLSelectElement>('#pa_suurus')!
    select.value = 'm'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    expect([add.disabled, add.hasAttribute('aria-disabled'), add.classList.contains('disabled')]).toEqual([false, false, false])
    add.click()
    expect(submitted.map((data) => data.get('variation_id'))).toEqual(['12'])
  })
})
