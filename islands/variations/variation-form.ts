/**
 * The variation form (`form.variations_form`): WooCommerce's add-to-cart-variation.js, rebuilt. It finds the
 * variation for the shopper's choices (from the embedded list, or from the server above the 30-variation
 * threshold), offers only options that can still match, shows the variation's price, stock and description,
 * swaps SKU, weight, dimensions and the gallery image, and keeps the add-to-cart button honest. It fires the same
 * jQuery events with the same arguments, so plugins bound to them keep working.
 */
import { wcAjax } from '../../src/ajax'
import { emit, listen, pageJQuery } from '../../src/events'
import { t } from '../../src/i18n'
import { announce } from '../../src/live-region'
import { makeASelection, noMatchingVariations, resetAlert, unavailableVariation } from '../../src/messages'
import { safeFragment, textOf } from '../../src/safe-html'
import { resetVariationImage, showVariationImage } from '../gallery/variation-image'
import { findMatch, isComplete, offeredValues, optionState, type Choices } from './matching'
import { quantityFor } from './quantity'
import { isPurchasable, readVariations, toVariation, type Variation, type VariationSource } from './variation'

export const VARIATION_FORM_SELECTOR = 'form.variations_form'

/** How long after set-up a no-match stays silent (server-side default attributes that match nothing). */
export const LOADING_MS = 100

/** The instance handed to `wc_variation_form` listeners. */
export interface VariationForm {
  form: HTMLFormElement
  /** The shopper's current choices. */
  choices(): Choices
  /** The variation currently shown, if any. */
  current(): Variation | undefined
  /** Re-reads the choices and updates everything. */
  check(): void
  /** Clears every choice, as the Clear link does. */
  reset(): void
}

const META: Array<[string, keyof Variation]> = [
  ['.product_meta .sku', 'sku'],
  ['.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value', 'weight_html'],
  ['.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value', 'dimensions_html'],
]

const originals = new WeakMap<Element, string>()

/** Sets text, remembering the server's original once; no value restores it. */
function setText(el: Element, value: string | undefined): void {
  if (!originals.has(el)) originals.set(el, el.textContent ?? '')
  el.textContent = value ? textOf(value) : originals.get(el)!
}

export function mountVariationForm(form: HTMLFormElement): VariationForm | undefined {
  const $ = <E extends Element>(selector: string) => form.querySelector<E>(selector)
  const button = $<HTMLButtonElement>('.single_add_to_cart_button')
  // Where WooCommerce's own script still runs (the shop has not dequeued it), it owns the form. It disables the
  // button by class only and never removes the attribute the server added (#27756), so that goes once its set-up,
  // which comes on DOM ready right after this, has bound its click guard.
  if ((pageJQuery() as unknown as { fn?: { wc_variation_form?: unknown } } | undefined)?.fn?.wc_variation_form) {
    setTimeout(() => button?.removeAttribute('disabled'), LOADING_MS)
    return undefined
  }

  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'))
  const product = form.closest('.product') ?? document.body
  const single = $<HTMLElement>('.single_variation')
  const buttonWrap = $('.woocommerce-variation-add-to-cart')
  const variationId = $<HTMLInputElement>('input[name=variation_id], input.variation_id')
  const resetLink = $<HTMLElement>('.reset_variations')
  const quantity = $<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name=quantity]')
  const nameOf = (s: HTMLSelectElement) => s.dataset.attribute_name || s.name
  const cache = new Map<string, Variation | undefined>()

  let source: VariationSource = readVariations(form.getAttribute('data-product_variations'))
  let current: Variation | undefined
  let loading = true
  let request = 0

  const choices = (): Choices => Object.fromEntries(selects.map((s) => [nameOf(s), s.value]))

  const setVariationId = (value: string) => {
    if (!variationId || variationId.value === value) return
    variationId.value = value
    variationId.dispatchEvent(new Event('change', { bubbles: true }))
  }

  /** Button and wrapper classes as WooCommerce sets them; disabled by class so a click can explain why. */
  const setButton = (state: 'needed' | 'unavailable' | 'enabled') => {
    button?.classList.toggle('disabled', state !== 'enabled')
    button?.classList.toggle('wc-variation-selection-needed', state === 'needed')
    button?.classList.toggle('wc-variation-is-unavailable', state === 'unavailable')
    if (state === 'enabled') button?.removeAttribute('aria-disabled')
    else button?.setAttribute('aria-disabled', 'true')
    buttonWrap?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled')
    buttonWrap?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled')
  }

  const noMatchMessage = () => form.querySelector('.wc-no-matching-variations')?.parentElement?.remove()

  const resetData = () => {
    for (const [selector] of META) product.querySelectorAll(selector).forEach((el) => setText(el, undefined))
    emit(form, 'reset_data')
    resetVariationImage(product)
    emit(form, 'reset_image')
    if (single) {
      single.replaceChildren()
      single.hidden = true
      emit(single, 'hide_variation')
    }
    current = undefined
    setButton('needed')
  }

  const showNoMatch = () => {
    resetData()
    if (loading || !single) return
    const alert = document.createElement('div')
    alert.setAttribute('role', 'alert')
    const p = document.createElement('p')
    p.className = 'wc-no-matching-variations woocommerce-info'
    p.textContent = t(noMatchingVariations)
    alert.appendChild(p)
    single.after(alert)
  }

  const showVariation = (variation: Variation) => {
    current = variation
    emit(form, 'found_variation', variation)
    for (const [selector, key] of META) product.querySelectorAll(selector).forEach((el) => setText(el, variation[key] as string | undefined))
    showVariationImage(product, variation.image)
    setVariationId(String(variation.variation_id))
    if (quantity) {
      const rule = quantityFor(variation, quantity.value)
      quantity.value = rule.value
      quantity.min = rule.min
      quantity.max = rule.max
      const box = quantity.closest<HTMLElement>('.quantity')
      if (box) box.hidden = rule.hidden
      quantity.dispatchEvent(new Event('change', { bubbles: true }))
    }
    const purchasable = isPurchasable(variation)
    if (single) {
      const parts = variation.variation_is_visible === false ? [] : [variation.variation_description, variation.price_html, variation.availability_html]
      const boxes = ['woocommerce-variation-description', 'woocommerce-variation-price', 'woocommerce-variation-availability'].map((className, i) => {
        const box = document.createElement('div')
        box.className = className
        box.appendChild(safeFragment(parts[i] ?? ''))
        return box
      })
      single.replaceChildren(...boxes)
      if (variation.variation_is_visible === false) {
        const p = document.createElement('p')
        p.textContent = t(unavailableVariation)
        single.appendChild(p)
      }
      single.hidden = false
      emit(single, 'show_variation', variation, purchasable)
    }
    setButton(purchasable ? 'enabled' : 'unavailable')
    // Price and stock, as the shopper sees them, for screen readers.
    const spoken = single ? Array.from(single.children, (box, i) => (i ? box.textContent?.trim() : '')).filter(Boolean).join('. ') : ''
    if (spoken) announce(spoken)
  }

  /** Offers only option values that can still match, clears a choice that cannot, picks a lone remaining one. */
  const updateOptions = (autoSelect: boolean) => {
    if (source.mode !== 'list') return
    emit(form, 'update_variation_values')
    for (let pass = 0; pass <= selects.length; pass++) {
      let changed = false
      for (const select of selects) {
        const offered = offeredValues(source.variations, choices(), nameOf(select))
        const enabled: string[] = []
        for (const option of Array.from(select.options)) {
          if (!option.value) continue
          const state = optionState(offered, option.value)
          option.hidden = !state
          option.disabled = state !== 'enabled'
          if (state === 'enabled') enabled.push(option.value)
        }
        if (select.value && optionState(offered, select.value) !== 'enabled') {
          select.value = ''
          changed = true
        } else if (autoSelect && !select.value && enabled.length === 1) {
          select.value = enabled[0]!
          changed = true
        }
      }
      if (!changed) break
    }
    emit(form, 'woocommerce_update_variation_values')
  }

  const check = (autoSelect = true) => {
    updateOptions(autoSelect)
    const chosen = choices()
    const chosenCount = Object.values(chosen).filter(Boolean).length
    if (resetLink) resetLink.style.visibility = chosenCount > 0 ? 'visible' : 'hidden'
    if (!isComplete(chosen)) {
      if (current || single?.hidden === false) resetData()
      else setButton('needed')
      return
    }
    if (source.mode === 'list') {
      const match = findMatch(source.variations, chosen)
      if (match) showVariation(match)
      else showNoMatch()
      return
    }
    const key = JSON.stringify(chosen)
    if (cache.has(key)) {
      const known = cache.get(key)
      if (known) showVariation(known)
      else showNoMatch()
      return
    }
    const ticket = ++request
    form.classList.add('processing')
    form.setAttribute('aria-busy', 'true')
    void wcAjax<unknown>(
      'get_variation',
      { ...chosen, product_id: form.dataset.product_id ?? '', custom_data: form.dataset.custom_data ?? '' },
      { key: `get_variation:${form.dataset.product_id ?? ''}` },
    ).then((result) => {
      if (ticket !== request) return
      form.classList.remove('processing')
      form.removeAttribute('aria-busy')
      if (!result.ok && result.error.kind === 'aborted') return
      const variation = result.ok ? toVariation(result.data) : undefined
      // A failed call is not an answer about this selection: it is not cached, so choosing again retries.
      if (result.ok) cache.set(key, variation)
      if (variation) showVariation(variation)
      else showNoMatch()
    })
  }

  const onChange = (event: Event) => {
    if (!(event.target instanceof HTMLSelectElement) || !selects.includes(event.target)) return
    setVariationId('')
    form.querySelector('.reset_variations_alert')?.replaceChildren()
    noMatchMessage()
    if (source.mode === 'list') emit(form, 'woocommerce_variation_select_change')
    // Checking goes through the event, as in WooCommerce: plugins listening to check_variations see every check.
    emit(form, 'check_variations')
    emit(form, 'woocommerce_variation_has_changed')
  }

  const reset = () => {
    for (const select of selects) select.value = ''
    setVariationId('')
    noMatchMessage()
    check(false)
    const alert = form.querySelector('.reset_variations_alert')
    if (alert) alert.textContent = t(resetAlert)
    else announce(t(resetAlert))
    emit(form, 'announce_reset')
    emit(form, 'reset_focus')
    selects[0]?.focus()
    emit(form, 'woocommerce_variation_has_changed')
  }

  form.addEventListener('change', onChange)
  resetLink?.addEventListener('click', (event) => {
    event.preventDefault()
    reset()
  })
  resetLink?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    reset()
  })

  // The server renders the button disabled so an early click cannot add the wrong item (WooCommerce #27756).
  // From here on it is disabled by class and aria-disabled: still focusable, and a click says what is missing.
  button?.removeAttribute('disabled')
  const refuse = (event: Event): boolean => {
    if (!button?.classList.contains('disabled') && variationId?.value) return false
    event.preventDefault()
    event.stopImmediatePropagation()
    window.alert(t(button?.classList.contains('wc-variation-is-unavailable') ? unavailableVariation : makeASelection))
    return true
  }
  button?.addEventListener('click', refuse)
  form.addEventListener('submit', (event) => {
    if (variationId && !variationId.value) refuse(event)
  })

  const api: VariationForm = { form, choices, current: () => current, check: () => check(), reset }
  listen(form, 'check_variations', () => check())
  listen(form, 'reload_product_variations', () => {
    source = readVariations(form.getAttribute('data-product_variations'))
    cache.clear()
    check()
  })

  const wrap = form.querySelector<HTMLElement>('.single_variation_wrap')
  if (wrap) wrap.style.removeProperty('display')
  if (single) single.hidden = true
  check()
  setTimeout(() => {
    loading = false
    emit(form, 'wc_variation_form', api)
  }, LOADING_MS)
  return api
}
