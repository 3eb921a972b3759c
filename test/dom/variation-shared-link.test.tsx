/**
 * A shared link that chooses a combination no variation has (`?attribute_pa_suurus=xl&attribute_varv=Hõbehall` on
 * Villane kampsun, as the stand-in prints it: the server marks the link's options chosen): both choices stay, and
 * the no-match message comes once the form's 100 ms start-up is over, as the spec says. The shop's own defaults that
 * match nothing stay silent (test/dom/variation-form.test.tsx).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountVariationForm } from '../../islands/variations/variation-form'
import { serverMarkup } from './helpers'
import { addToCartArea, productGallery } from '../../php-stub/shop/parts/product-form'
import { permalink, productBySlug } from '../../php-stub/shop/catalogue'

const kampsun = productBySlug('villane-kampsun')!
const NO_MATCH = 'Vabandame, sinu valikule ei vasta ükski toode. Palun vali teine kombinatsioon.'

/** Villane kampsun's page as the stand-in prints it for `query` (the link's choices preselected), at that address. */
function openLink(query: string): HTMLFormElement {
  history.replaceState(null, '', `${permalink(kampsun)}${query}`)
  const chosen = new URLSearchParams(query)
  serverMarkup(`<div class="product type-product product-type-variable"><div class="product-gallery">${productGallery(kampsun)}</div>
    <div class="product-info summary">${addToCartArea(kampsun, permalink(kampsun), chosen)}</div></div>`)
  // The option the server marked `selected` is the select's value, as a browser parses it (happy-dom 21 picks another).
  for (const option of document.querySelectorAll<HTMLOptionElement>('option[selected]')) option.parentElement!.closest('select')!.value = option.value
  return document.querySelector<HTMLFormElement>('form.variations_form')!
}

const value = (id: string) => (document.getElementById(id) as HTMLSelectElement).value
const offered = (id: string) => Array.from((document.getElementById(id) as HTMLSelectElement).options).filter((o) => o.value && !o.hidden && !o.disabled).map((o) => o.value)
const message = () => document.querySelector('[role=alert] > .wc-no-matching-variations')?.textContent ?? null
const button = () => document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!

afterEach(() => history.replaceState(null, '', '/'))

describe('a shared link with an impossible combination', () => {
  it('keeps both choices, offers them, and says nothing matches once the 100 ms start-up is over', async () => {
    vi.useFakeTimers()
    const form = openLink('?attribute_pa_suurus=xl&attribute_varv=H%C3%B5behall')
    expect([value('pa_suurus'), value('varv')]).toEqual(['xl', 'Hõbehall'])
    mountVariationForm(form)
    expect([value('pa_suurus'), value('varv')]).toEqual(['xl', 'Hõbehall'])
    // Both chosen options can be seen in their lists; the shopper can choose again from either.
    expect(offered('pa_suurus')).toContain('xl')
    expect(offered('varv')).toContain('Hõbehall')
    expect(message()).toBeNull()
    await vi.advanceTimersByTimeAsync(99)
    expect(message()).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(message()).toBe(NO_MATCH)
    expect(document.querySelectorAll('.wc-no-matching-variations')).toHaveLength(1)
    expect([value('pa_suurus'), value('varv')]).toEqual(['xl', 'Hõbehall'])
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true)
    expect(Number(new FormData(form).get('variation_id'))).toBe(0) // no variation: the server's "0" stays
    // The Clear link shows: there is a choice to clear.
    expect(document.querySelector<HTMLElement>('.reset_variations')!.style.visibility).toBe('visible')
  })

  it('a change the shopper makes then finds the variation, and the message goes', async () => {
    vi.useFakeTimers()
    const form = openLink('?attribute_pa_suurus=xl&attribute_varv=H%C3%B5behall')
    mountVariationForm(form)
    await vi.advanceTimersByTimeAsync(100)
    expect(message()).toBe(NO_MATCH)
    const colour = document.getElementById('varv') as HTMLSelectElement
    colour.value = 'Roheline'
    colour.dispatchEvent(new Event('change', { bubbles: true }))
    expect(message()).toBeNull()
    expect(new FormData(form).get('variation_id')).toBe('10206')
    // Once the shopper has chosen, the link's choices are no longer kept against the list: L is not offered in green.
    expect(offered('pa_suurus')).toEqual(['s', 'xl'])
  })

  it('a choice the shopper makes within the first 100 ms is not followed by the link’s message', async () => {
    vi.useFakeTimers()
    const form = openLink('?attribute_pa_suurus=xl&attribute_varv=H%C3%B5behall')
    mountVariationForm(form)
    const colour = document.getElementById('varv') as HTMLSelectElement
    colour.value = 'Roheline'
    colour.dispatchEvent(new Event('change', { bubbles: true }))
    await vi.advanceTimersByTimeAsync(200)
    expect(message()).toBeNull()
    expect(new FormData(form).get('variation_id')).toBe('10206')
  })

  it('a link whose choices match shows the variation, and says nothing of no match', async () => {
    vi.useFakeTimers()
    const form = openLink('?attribute_pa_suurus=xl&attribute_varv=Roheline')
    mountVariationForm(form)
    await vi.advanceTimersByTimeAsync(200)
    expect(message()).toBeNull()
    expect(new FormData(form).get('variation_id')).toBe('10206')
  })

  it('a link naming one attribute keeps it, and waits for the other without a message', async () => {
    vi.useFakeTimers()
    const form = openLink('?attribute_pa_suurus=l')
    mountVariationForm(form)
    await vi.advanceTimersByTimeAsync(200)
    expect(value('pa_suurus')).toBe('l')
    expect(message()).toBeNull()
    expect(offered('varv')).toEqual(['Hõbehall', 'Sinine'])
  })
})
