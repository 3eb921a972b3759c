/**
 * Quantity inputs outside the cart page start at their minimum: a value below a non-negative `min` is raised to
 * it, silently (WooCommerce's woocommerce.js). Cart rows (`.product-quantity`) are left as the shopper set them.
 */

/** The value a quantity input should show, or `undefined` to leave it. Non-numbers are left alone. */
export function raisedQuantity(value: string, min: string | null): string | undefined {
  const floor = min === null || min.trim() === '' ? NaN : Number(min)
  const current = value.trim() === '' ? NaN : Number(value)
  if (!Number.isFinite(floor) || floor < 0 || !Number.isFinite(current)) return undefined
  return current < floor ? String(floor) : undefined
}

export function mountQuantityMinimum(input: HTMLInputElement): void {
  if (input.closest('.product-quantity')) return
  const raised = raisedQuantity(input.value, input.getAttribute('min'))
  if (raised !== undefined) input.value = raised
}
