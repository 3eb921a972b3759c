/**
 * The variation form (`form.variations_form`): WooCommerce's add-to-cart-variation.js, rebuilt. It finds the
 * variation for the shopper's choices (from the embedded list, or from the server above the 30-variation
 * threshold), offers only options that can still match, shows the variation's price, stock and description,
 * swaps SKU, weight, dimensions and the gallery image, and keeps the add-to-cart button honest. It fires the same
 * jQuery events with the same arguments, so plugins bound to them keep working.
 */
import { abortRequest, wcAjax } from '../../src/ajax'
import { emit, listen, pageJQuery } from '../../src/events'
import { setHidden } from '../../src/hidden'
import { standsDown, VARIATION_FORM } from '../../src/stock'
import { LOADING_MS } from '../../src/variation-form'
import { t } from '../../src/i18n'
import { announce } from '../../src/live-region'
import { makeASelection, noMatchingVariations, resetAlert, tryAgain, unavailableVariation, variationLoadFailed } from '../../src/messages'
import { safeFragment, textOf } from '../../src/safe-html'
import { resetVariationImage, showVariationImage } from './variation-image'
import { findMatch, offeredValues, optionState, type Choices } from './matching'
import { quantityFor } from './quantity'
import { showAddButton, type AddButtonState } from './add-button'
import { isPurchasable, readVariations, toVariation, type Variation, type VariationSource } from './variation'

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

/** Forms mounted so far: each gets its own `get_variation` abort key (a quick view's form must not abort the page's). */
let forms = 0

/** What `check_variations` passes, as WooCommerce's `getChosenAttributes()` returns it. */
interface Chosen {
  count: number
  chosenCount: number
  data: Choices
}

const change = (el: Element) => el.dispatchEvent(new Event('change', { bubbles: true }))

/** Sets text, remembering the server's original once; no value restores it (nothing to do when never changed). */
function setText(el: Element, value: string | undefined): void {
  if (!originals.has(el)) {
    // Rewriting the server's own text would replace its text node: style and layout work for nothing.
    if (!value) return
    originals.set(el, el.textContent ?? '')
  }
  el.textContent = value ? textOf(value) : originals.get(el)!
}

/** Each form's instance, on the form itself: every script and bundle that mounts forms sees it (set up once). */
const MOUNTED = Symbol.for('saar.variation-form')
type Mounted = { [MOUNTED]?: VariationForm }

export function mountVariationForm(form: HTMLFormElement): VariationForm | undefined {
  const $ = <E extends Element>(selector: string) => form.querySelector<E>(selector)
  const button = $<HTMLButtonElement>('.single_add_to_cart_button')
  // Set up already (the page's wiring and WooCommerce's jQuery API, jquery-api.ts, both reach a quick view's form).
  if ((form as Mounted)[MOUNTED]) return (form as Mounted)[MOUNTED]
  // Where WooCommerce's own script still runs (src/stock.ts), it owns the form. It disables the button by class
  // only and never removes the attribute the server may have added (#27756), so that goes once its set-up, which
  // comes on DOM ready right after this, has bound its click guard.
  if (standsDown(VARIATION_FORM)) {
    setTimeout(() => button?.removeAttribute('disabled'), LOADING_MS)
    return undefined
  }

  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'))
  const product = form.closest('.product') ?? document.body
  const single = $<HTMLElement>('.single_variation')
  const variationId = $<HTMLInputElement>('input[name=variation_id], input.variation_id')
  const resetLink = $<HTMLElement>('.reset_variations')
  const quantity = $<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name=quantity]')
  const nameOf = (s: HTMLSelectElement) => s.dataset.attribute_name || s.name
  const cache = new Map<string, Variation | undefined>()

  let source: VariationSource = readVariations(form.getAttribute('data-product_variations'))
  let current: Variation | undefined
  let loading = true
  /** The last check found that nothing matches the choices. */
  let unmatched = false
  // Choices a shared link made (`?attribute_<name>=`, which the server prints as chosen) are the shopper's, not the
  // shop's default: kept while loading like any, and when nothing matches them that is said once loading is over.
  const query = new URLSearchParams(location.search)
  let linked = selects.some((s) => s.value && query.get(nameOf(s)) == s.value)
  let request = 0
  /** The selection whose `get_variation` answer is awaited. */
  let pending: string | undefined
  /** Set while Saar itself fires `change` on a select (for swatch plugins): its own pipeline has already run. */
  let quiet = false
  let resetting = false
  const abortKey = `get_variation:${++forms}`

  const choices = (): Choices => Object.fromEntries(selects.map((s) => [nameOf(s), s.value]))
  const read = (): Chosen => ({ count: selects.length, chosenCount: selects.filter((s) => s.value).length, data: choices() })
  const busy = (on: boolean) => {
    form.classList.toggle('processing', on)
    form.setAttribute('aria-busy', String(on))
  }

  const setVariationId = (value: string) => {
    if (!variationId || variationId.value === value) return
    variationId.value = value
    change(variationId)
  }

  const setButton = (state: AddButtonState) => showAddButton(form, state)

  /** Removes the no-match or load-failed message, if one is shown. */
  const noMatchMessage = () => form.querySelector('.wc-no-matching-variations,.saar-variation-error')?.parentElement?.remove()

  /** WooCommerce's `reset_data`; its handlers run first there, so listeners find the page already reset. */
  const resetData = () => {
    for (const [selector] of META) product.querySelectorAll(selector).forEach((el) => setText(el, undefined))
    resetVariationImage(product)
    if (single?.firstChild) single.replaceChildren()
    if (single) single.hidden = true
    current = undefined
    setButton('needed')
    emit(form, 'reset_data')
    emit(form, 'reset_image')
    if (single) emit(single, 'hide_variation')
  }

  /** A message after the variation box, announced (role=alert); the next change removes it. */
  const say = (className: string, text: string, ...extra: Node[]) => {
    // One at a time: a check that is no change (the start-up one, a plugin's) may fail again after the first.
    noMatchMessage()
    const alert = document.createElement('div')
    alert.setAttribute('role', 'alert')
    const p = document.createElement('p')
    p.className = className
    p.append(text, ...extra)
    alert.appendChild(p)
    single!.after(alert)
  }

  const sayNoMatch = () => single && say('wc-no-matching-variations woocommerce-info', t(noMatchingVariations))

  const showNoMatch = () => {
    resetData()
    unmatched = true
    if (!loading) sayNoMatch()
  }

  /** get_variation failed: not "no match" but an error, with a button that asks again (focus stays in the form). */
  const showFailed = () => {
    resetData()
    if (!single) return
    const retry = document.createElement('button')
    retry.type = 'button'
    retry.className = 'button'
    retry.textContent = t(tryAgain)
    retry.addEventListener('click', () => {
      selects[selects.length - 1]?.focus()
      noMatchMessage()
      check()
    })
    say('saar-variation-error woocommerce-error', `${t(variationLoadFailed)} `, retry)
  }

  /** Updates everything first, then fires `found_variation` and `show_variation`, as WooCommerce's own handlers would. */
  const showVariation = (variation: Variation) => {
    current = variation
    for (const [selector, key] of META) product.querySelectorAll(selector).forEach((el) => setText(el, variation[key] as string | undefined))
    showVariationImage(product, variation.image?.src ? variation.image : { src: variation.image_src, full_src: variation.image_link })
    setVariationId(String(variation.variation_id))
    if (quantity) {
      const rule = quantityFor(variation, quantity.value)
      quantity.value = rule.value
      quantity.min = rule.min
      quantity.max = rule.max
      const box = quantity.closest<HTMLElement>('.quantity')
      if (box) setHidden(box, rule.hidden)
      change(quantity)
    }
    const purchasable = isPurchasable(variation)
    if (single) {
      const parts = variation.variation_is_visible === false ? [] : [variation.variation_description, variation.price_html, variation.availability_html]
      single.replaceChildren(
        ...['description', 'price', 'availability'].map((name, i) => {
          const box = document.createElement('div')
          box.className = `woocommerce-variation-${name}`
          box.append(safeFragment(parts[i] ?? ''))
          return box
        }),
      )
      if (variation.variation_is_visible === false) {
        const p = document.createElement('p')
        p.textContent = t(unavailableVariation)
        single.appendChild(p)
      }
      single.hidden = false
    }
    setButton(purchasable ? 'enabled' : 'unavailable')
    emit(form, 'found_variation', variation)
    if (single) emit(single, 'show_variation', variation, purchasable)
    // Price and stock, as the shopper sees them, for screen readers (not for the server's default at load).
    const spoken = single ? Array.from(single.children, (box, i) => (i ? box.textContent?.trim() : '')).filter(Boolean).join('. ') : ''
    if (spoken && !loading) announce(spoken)
  }

  const show = (variation: Variation | undefined) => (variation ? showVariation(variation) : showNoMatch())

  /**
   * Offers only option values that can still match, clears a choice that cannot, picks a lone remaining one, and
   * fires `change` on each select it changed, as WooCommerce does, so swatch plugins follow. While loading, a choice
   * the page came with is kept, and offered, even where it matches nothing (a shared link's impossible combination):
   * the shopper sees what the link chose, and that nothing matches it.
   */
  const updateOptions = (list: Variation[], autoSelect: boolean) => {
    const touched = new Set<HTMLSelectElement>()
    for (let pass = 0; pass <= selects.length; pass++) {
      let changed = false
      for (const select of selects) {
        const offered = offeredValues(list, choices(), nameOf(select))
        const enabled: string[] = []
        for (const option of Array.from(select.options)) {
          if (!option.value) continue
          const state = loading && option.selected ? 'enabled' : optionState(offered, option.value)
          // Written only when they change: an attribute set to what it was still costs a style pass.
          if (option.hidden !== !state) option.hidden = !state
          if (option.disabled !== (state !== 'enabled')) option.disabled = state !== 'enabled'
          if (state === 'enabled') enabled.push(option.value)
        }
        const value = select.value && !enabled.includes(select.value) ? '' : autoSelect && !select.value && enabled.length === 1 ? enabled[0]! : select.value
        if (value !== select.value) {
          select.value = value
          touched.add(select)
          changed = true
        }
      }
      if (!changed) break
    }
    quiet = true
    touched.forEach(change)
    quiet = false
    emit(form, 'woocommerce_update_variation_values')
  }

  /** WooCommerce's `check_variations`, with its optional `{count, chosenCount, data}` in place of the selects. */
  const check = (given?: unknown) => {
    const list = source.mode === 'list' ? source.variations : undefined
    // Client mode filters the options; in ajax mode WooCommerce only announces it, and only for a partial selection.
    if (list || selects.some((s) => !s.value)) emit(form, 'update_variation_values')
    if (list) updateOptions(list, !resetting)
    const { count, chosenCount, data } = (given as Chosen | undefined)?.data ? (given as Chosen) : read()
    const complete = count > 0 && count === chosenCount
    const key = JSON.stringify(data)
    if (resetLink) resetLink.style.visibility = chosenCount > 0 ? 'visible' : 'hidden'
    // The same question is already on its way: let it answer.
    if (complete && key === pending) return
    // Anything else makes an answer still on its way stale: it is dropped and its call aborted.
    request++
    pending = undefined
    abortRequest(abortKey)
    busy(false)
    unmatched = false
    if (!complete) return resetData()
    if (list || cache.has(key)) return show(list ? findMatch(list, data) : cache.get(key))
    const ticket = request
    pending = key
    busy(true)
    void wcAjax<unknown>(
      'get_variation',
      { ...data, product_id: form.dataset.product_id ?? '', custom_data: form.dataset.custom_data ?? '' },
      { key: abortKey },
    ).then((result) => {
      if (ticket !== request) return
      pending = undefined
      busy(false)
      const variation = result.ok ? toVariation(result.data) : undefined
      // `false` is WooCommerce's "no such variation". A failed call or any other answer (garbage, -1, 0) says
      // nothing about this selection: an error to retry, never cached.
      if (!variation && !(result.ok && result.data === false)) return showFailed()
      cache.set(key, variation)
      show(variation)
    })
  }

  const onChange = (event: Event) => {
    if (quiet || !selects.includes(event.target as HTMLSelectElement)) return
    // The shopper's choice (not the server's default) is said, also in the first 100 ms or made before the code came.
    loading = linked = false
    setVariationId('')
    form.querySelector('.reset_variations_alert')?.replaceChildren()
    emit(form, 'clear_reset_announcement')
    noMatchMessage()
    if (source.mode === 'list') emit(form, 'woocommerce_variation_select_change')
    // Checking goes through the event, as in WooCommerce: plugins listening to check_variations see every check.
    emit(form, 'check_variations')
    emit(form, 'woocommerce_variation_has_changed')
  }

  /** Clear, as WooCommerce: every select emptied with a `change` each (no lone value picked again), then the announcement. */
  const reset = () => {
    resetting = true
    for (const select of selects) select.value = ''
    selects.forEach(change)
    resetting = false
    const alert = form.querySelector('.reset_variations_alert')
    if (alert) alert.textContent = t(resetAlert)
    else announce(t(resetAlert))
    emit(form, 'announce_reset')
    resetData()
    emit(form, 'reset_focus')
    selects[0]?.focus()
  }

  form.addEventListener('change', onChange)
  // Swatch plugins choose through jQuery (`$select.change()`), which reaches only jQuery's handlers; native events
  // (an originalEvent) came through the listener above.
  pageJQuery()?.(form).on('change', (event) => event.originalEvent || onChange(event as Event))
  resetLink?.addEventListener('click', (event) => {
    event.preventDefault()
    reset()
  })
  resetLink?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    reset()
  })

  // The button may arrive disabled (a page cached while the plugin still rendered it so, WooCommerce #27756; the
  // server now checks the posted options instead). From here on it is disabled by class and aria-disabled: still
  // focusable, and a click says what is missing.
  button?.removeAttribute('disabled')
  const refuse = (event: Event): boolean => {
    if (!button?.classList.contains('disabled') && +variationId?.value!) return false
    event.preventDefault()
    event.stopImmediatePropagation()
    window.alert(t(button?.classList.contains('wc-variation-is-unavailable') ? unavailableVariation : makeASelection))
    return true
  }
  button?.addEventListener('click', refuse)
  form.addEventListener('submit', (event) => {
    // The server prints variation_id "0": no variation either.
    if (variationId && !+variationId.value) refuse(event)
  })

  const api: VariationForm = ((form as Mounted)[MOUNTED] = { form, choices, current: () => current, check: () => check(), reset })
  listen(form, 'check_variations', ([given]) => check(given))
  listen(form, 'reload_product_variations', () => {
    source = readVariations(form.getAttribute('data-product_variations'))
    cache.clear()
    pending = undefined
    check()
  })

  const wrap = form.querySelector<HTMLElement>('.single_variation_wrap')
  if (wrap) wrap.style.removeProperty('display')
  if (single) {
    single.hidden = true
    // The server's role=alert would read the price a second time: Saar announces it through its polite region.
    single.removeAttribute('role')
  }
  check()
  setTimeout(() => {
    // WooCommerce's start-up check repeats what is shown: silent, even after a choice made meanwhile (said then).
    loading = true
    // A form gone meanwhile (a quick view closed at once) has no one left to tell.
    if (form.isConnected) {
      emit(form, 'check_variations')
      emit(form, 'wc_variation_form', api)
    }
    loading = false
    if (linked && unmatched) sayNoMatch()
  }, LOADING_MS)
  return api
}
