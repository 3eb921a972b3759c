/**
 * The checkout's and the register form's hidden attribution inputs: WooCommerce's `wc_order_attribution_<field>`
 * inside `<wc-order-attribution-inputs>` (what its custom element stamps), and PixelYourSite's `pys_*` fields on the
 * checkout form. Values are set through `.value`, and a missing input is made with createElement: never markup
 * built from strings (PixelYourSite concatenated cookie values into HTML).
 */

/** The forms WooCommerce puts its attribution element in: the classic checkout and the account's register form. */
const FORMS = 'form.checkout, form.register'
const ELEMENT = 'wc-order-attribution-inputs'

/** Sets the hidden input `name` inside `parent` (made when missing) to `value`. */
function setInput(parent: Element, name: string, value: string): void {
  let input = Array.from(parent.querySelectorAll('input')).find((i) => i.name == name)
  if (!input) {
    input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    parent.append(input)
  }
  input.value = value
}

/**
 * Fills WooCommerce's inputs (`values` by field, '' for each without; `prefix` before each field's name) in every
 * attribution element, giving a checkout or register form without one its own.
 */
export function fillWooInputs(prefix: string, fields: string[], values: Record<string, string>): void {
  for (const form of document.querySelectorAll(FORMS)) if (!form.querySelector(ELEMENT)) form.append(document.createElement(ELEMENT))
  for (const element of document.querySelectorAll(ELEMENT)) for (const field of fields) setInput(element, prefix + field, values[field] ?? '')
}

/** What the Checkout block's data store offers (WordPress's `wp.data`). */
interface BlockData {
  dispatch?(store: string): { setExtensionData?(namespace: string, data: Record<string, string>, silent: boolean): void } | undefined
}

/**
 * Gives the Checkout block the same values, as WooCommerce's script does: extension data `woocommerce/order-attribution`
 * of the `wc/store/checkout` store, where the block's data (`wc.wcBlocksData`) is on the page.
 */
export function fillCheckoutBlock(values: Record<string, string>): void {
  const page = globalThis as { wp?: { data?: BlockData }; wc?: { wcBlocksData?: unknown } }
  if (page.wc?.wcBlocksData)
    try {
      page.wp?.data?.dispatch?.('wc/store/checkout')?.setExtensionData?.('woocommerce/order-attribution', values, true)
    } catch {
      // The block's store is not registered (yet): the classic inputs still carry the values.
    }
}

/** Fills PixelYourSite's fields on the checkout form; undefined empties those there are. */
export function fillPysInputs(values: Record<string, string> | undefined): void {
  for (const form of document.querySelectorAll('form.checkout'))
    if (values) for (const name in values) setInput(form, name, values[name]!)
    else for (const input of form.querySelectorAll<HTMLInputElement>('input[name^="pys_"], input[name^="last_pys_"]')) if (input.name != 'pys_order_type') input.value = ''
}
