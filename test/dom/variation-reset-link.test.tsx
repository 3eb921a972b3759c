// @vitest-environment jsdom
// (happy-dom computes no `:has()` in its styles: the rule is read where it is computed, as a browser does.)
/**
 * The variation form's Clear link at first paint, from the shared sheet's rule (islands/variations/variation-form.css)
 * alone, before any script: hidden with nothing chosen, shown for a choice the server printed (a default, a shared
 * link) or one the shopper makes before the code comes. Whichever script runs the form afterwards sets its visibility
 * inline, and the rule never overrides that: Saar's own, and WooCommerce's where it stays (its toggleResetLink writes
 * `visibility` on the element).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mountVariationForm } from '../../islands/variations/variation-form'
import { serverMarkup } from './helpers'
import { addToCartArea } from '../../php-stub/shop/parts/product-form'
import { permalink, productBySlug } from '../../php-stub/shop/catalogue'

const kampsun = productBySlug('villane-kampsun')!
const sheet = `<style>${readFileSync('islands/variations/variation-form.css', 'utf8')}</style>`

/** The stand-in's variable form with the shared sheet's rule, `query` preselecting as a link does. */
function page(query = ''): HTMLFormElement {
  serverMarkup(`${sheet}<div class="product type-product product-type-variable">${addToCartArea(kampsun, permalink(kampsun), new URLSearchParams(query))}</div>`)
  return document.querySelector<HTMLFormElement>('form.variations_form')!
}

const link = () => document.querySelector<HTMLElement>('.reset_variations')!
const seen = () => getComputedStyle(link()).visibility
const choose = (id: string, value: string) => {
  const select = document.getElementById(id) as HTMLSelectElement
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
}

describe('the Clear link before any script', () => {
  it('is hidden with nothing chosen, and shows once the shopper chooses', () => {
    page()
    expect(link().textContent).toBe('Tühjenda')
    expect(seen()).toBe('hidden')
    choose('varv', 'Sinine')
    expect(seen()).toBe('visible')
    choose('varv', '')
    expect(seen()).toBe('hidden')
  })

  it('shows at once for a choice the server printed (a shared link, a default)', () => {
    page('attribute_pa_suurus=m')
    expect(seen()).toBe('visible')
  })
})

describe('the Clear link once a script runs the form', () => {
  it('Saar’s form: hidden with nothing chosen, shown after a choice, hidden after Clear', () => {
    mountVariationForm(page())
    expect(seen()).toBe('hidden')
    choose('pa_suurus', 's')
    expect(seen()).toBe('visible')
    link().click()
    expect(seen()).toBe('hidden')
  })

  it('a script’s inline visibility beats the rule (WooCommerce’s toggleResetLink shows it so for a chosenCount it was given)', () => {
    page()
    link().style.visibility = 'visible'
    expect(seen()).toBe('visible')
    choose('pa_suurus', 's')
    link().style.visibility = 'hidden'
    expect(seen()).toBe('hidden')
  })
})
