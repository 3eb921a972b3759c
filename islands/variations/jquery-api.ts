/**
 * WooCommerce's jQuery API on variation forms, for the code that calls it where WooCommerce's own script is gone:
 * Flatsome's quick view calls `$form.wc_variation_form()` on the popup's form (Flatsome 3.19.14 woocommerce.js),
 * quick-view and swatch plugins do the same on forms they insert, and some call the image and content helpers of
 * add-to-cart-variation.js (WooCommerce 9.9.5). Each function is Saar's own, marked `saar` so src/stock.ts tells it
 * from the stock one, and defined only where no other is (the stock script, when on the page, owns them all).
 *
 * - `wc_variation_form()` mounts Saar's variation island on each form (once per form, however often called: the
 *   page's own wiring may reach it too). The product script mounts it at once; the quick-view script on a listing
 *   loads it on demand first. It returns the collection, as WooCommerce's does.
 * - `wc_variations_image_update(variation)` / `wc_variations_image_reset()` swap the product's first gallery image
 *   as Saar's variation form does (islands/variations/variation-image.ts).
 * - `wc_set_content(text)` / `wc_reset_content()` and `wc_set_variation_attr(name, value)` /
 *   `wc_reset_variation_attr(name)` set text or an attribute, keeping the original in `data-o_content` /
 *   `data-o_<name>` as WooCommerce does (other plugins read those), and put it back.
 */
import { pageJQuery } from '../../src/events'
import { resetVariationImage, showVariationImage, type VariationImage } from './variation-image'

/** A jQuery collection, as the functions below are called on it (`this`). */
type Collection = ArrayLike<HTMLElement>
type JQueryFunction = (this: Collection, ...args: never[]) => unknown

/** Puts `functions` on jQuery.fn where no function of that name is (each marked as Saar's). */
export function provideJQueryApi(functions: Record<string, JQueryFunction>): void {
  const fn = (pageJQuery() as unknown as { fn?: Record<string, unknown> } | undefined)?.fn
  if (fn) for (const name in functions) fn[name] ??= Object.assign(functions[name]!, { saar: true })
}

const each = (set: Collection, run: (el: HTMLElement) => void): Collection => (Array.from(set).forEach(run), set)

/** Remembers an element's original value in `key`, the first time only. */
const keep = (el: Element, key: string, value: string | null): void => {
  if (!el.hasAttribute(key)) el.setAttribute(key, value ?? '')
}

const product = (form: Element, run: (product: Element) => void): void => {
  const box = form.closest('.product')
  if (box) run(box)
}

/** Saar's variation form behind WooCommerce's jQuery API; `mount` sets one form up (at once or on demand). */
export function provideVariationApi(mount: (form: HTMLFormElement) => unknown): void {
  provideJQueryApi({
    wc_variation_form() {
      return each(this, (form) => form instanceof HTMLFormElement && void mount(form))
    },
    wc_variations_image_update(variation?: { image?: VariationImage }) {
      each(this, (form) => product(form, (box) => showVariationImage(box, variation?.image)))
    },
    wc_variations_image_reset() {
      each(this, (form) => product(form, resetVariationImage))
    },
    wc_set_content(text: string) {
      each(this, (el) => {
        keep(el, 'data-o_content', el.textContent)
        el.textContent = text
      })
    },
    wc_reset_content() {
      each(this, (el) => el.hasAttribute('data-o_content') && (el.textContent = el.getAttribute('data-o_content')))
    },
    wc_set_variation_attr(name: string, value: string | false) {
      each(this, (el) => {
        keep(el, 'data-o_' + name, el.getAttribute(name))
        if (value === false) el.removeAttribute(name)
        else el.setAttribute(name, value)
      })
    },
    wc_reset_variation_attr(name: string) {
      each(this, (el) => el.hasAttribute('data-o_' + name) && el.setAttribute(name, el.getAttribute('data-o_' + name)!))
    },
  })
}
