/**
 * The per-visitor cart: adding with WooCommerce's validation (stock, sold individually, variations incl. "any",
 * min/max quantities), removing, totals with coupons and shipping, and the cart hash behind the cookies and
 * fragments.
 */
import {
  brandOf, coupons, findVariation, matchVariation, priceOf, productById, type Product, type Variation,
} from './catalogue'
import { md5, nonce, nonceActions, type CartItem, type Visitor } from './visitors'
import type { CartView } from './parts/mini-cart'

export interface CartLine {
  item: CartItem
  product: Product
  variation: Variation | undefined
  price: number
  total: number
}

export type AddResult = { ok: true; product: Product; quantity: number } | { ok: false; error: string; product?: Product }

export interface ShippingRate {
  id: string
  label: string
  cost: number
}

/** The rates every address gets; the parcel ones come with their plugin's picker. */
export const shippingRates: ShippingRate[] = [
  { id: 'flat_rate:1', label: 'Kuller', cost: 4.9 },
  { id: 'dpd_parcels', label: 'DPD pakiautomaat', cost: 2.99 },
  { id: 'eabi_omniva_parcelterminal', label: 'Omniva pakiautomaat', cost: 3.19 },
  { id: 'local_pickup:3', label: 'Tulen ise järele (Tallinn)', cost: 0 },
]

export const chosenRate = (visitor: Visitor): ShippingRate =>
  shippingRates.find((r) => r.id === visitor.shippingMethod) ?? shippingRates[0]!

/** generate_cart_id(): the same product, variation and attributes always give the same key. */
export const cartItemKey = (productId: number, variationId: number, variation: Record<string, string>): string =>
  md5(JSON.stringify([productId, variationId, variation]))

const quote = (p: Product): string => `„${p.name}“`

/**
 * WC_Cart::add_to_cart with its validation. `productId` may be a variation id (as WC_AJAX::add_to_cart allows);
 * a variable parent needs a variation id or attributes matching one; "any" attributes must be posted. Only the
 * product form's handler passes `variationId` and `posted` (WC_Form_Handler::add_to_cart_handler_variable); wc-ajax
 * add_to_cart passes neither, so a variation added that way has its stored attributes only.
 */
export function addToCart(visitor: Visitor, productId: number, quantity: number, variationId = 0, posted: Record<string, string> = {}): AddResult {
  let product = productById(productId)
  let variation: Variation | undefined
  const asVariation = findVariation(variationId || productId)
  if (asVariation && (!product || product.id === asVariation.product.id || variationId === 0)) {
    product = asVariation.product
    variation = asVariation.variation
  }
  if (!product) return { ok: false, error: 'Toodet ei leitud.' }
  if (product.type === 'grouped') return { ok: false, product, error: 'Palun vali kogused toodetele, mida soovid ostukorvi lisada.' }
  if (product.type === 'variable' && !variation) variation = matchVariation(product, posted)
  if (product.type === 'variable' && !variation) return { ok: false, product, error: 'Palun vali toote variandid enne selle toote ostukorvi lisamist.' }
  const attributes: Record<string, string> = {}
  for (const [name, value] of Object.entries(variation?.attributes ?? {})) {
    attributes[name] = value || (posted[name] ?? '')
    if (!attributes[name]) return { ok: false, product, error: 'Palun vali toote variandid enne selle toote ostukorvi lisamist.' }
  }
  if ((variation ? variation.stock : product.stock) !== 'instock')
    return { ok: false, product, error: `Sa ei saa lisada toodet ${quote(product)} ostukorvi, kuna see on laost otsas.` }
  if (!Number.isFinite(quantity) || quantity <= 0) return { ok: false, product, error: 'Kogus peab olema suurem kui null.' }
  const key = cartItemKey(product.id, variation?.id ?? 0, attributes)
  const existing = visitor.cart.find((i) => i.key === key)
  if (product.soldIndividually) {
    if (existing) return { ok: false, product, error: `Sa ei saa lisada ostukorvi rohkem kui ühe toote ${quote(product)}.` }
    quantity = 1
  }
  const total = quantity + (existing?.quantity ?? 0)
  const limits = product.quantity
  if (limits && (total < limits.min || total > limits.max))
    return { ok: false, product, error: `Toote ${quote(product)} kogus peab olema vahemikus ${limits.min}–${limits.max}.` }
  if (variation?.maxQty && total > variation.maxQty)
    return { ok: false, product, error: `Toodet ${quote(product)} on laos ainult ${variation.maxQty} tk.` }
  if (existing) existing.quantity = total
  else visitor.cart.push({ key, productId: product.id, variationId: variation?.id ?? 0, variation: attributes, quantity })
  return { ok: true, product, quantity }
}

export function removeFromCart(visitor: Visitor, key: string): boolean {
  const item = visitor.cart.find((i) => i.key === key)
  if (!item) return false
  visitor.cart = visitor.cart.filter((i) => i !== item)
  visitor.removed = [item, ...visitor.removed.filter((i) => i.key !== key)].slice(0, 10)
  if (!visitor.cart.length) visitor.coupons = []
  return true
}

/** WC_Cart::restore_cart_item(): a removed item back in the cart (once; not when it is there again). */
export function restoreCartItem(visitor: Visitor, key: string): boolean {
  const item = visitor.removed.find((i) => i.key === key)
  visitor.removed = visitor.removed.filter((i) => i !== item)
  if (!item || visitor.cart.some((i) => i.key === key)) return false
  visitor.cart.push(item)
  return true
}

export function setQuantity(visitor: Visitor, key: string, quantity: number): void {
  if (!Number.isFinite(quantity)) return
  if (quantity <= 0) removeFromCart(visitor, key)
  else {
    const item = visitor.cart.find((i) => i.key === key)
    if (item) item.quantity = productById(item.productId)?.soldIndividually ? 1 : Math.floor(quantity)
  }
}

export function cartLines(visitor: Visitor): CartLine[] {
  return visitor.cart.flatMap((item) => {
    const product = productById(item.productId)
    if (!product) return []
    const variation = item.variationId ? findVariation(item.variationId)?.variation : undefined
    const price = priceOf(product, variation)
    return [{ item, product, variation, price, total: price * item.quantity }]
  })
}

export const itemCount = (visitor: Visitor): number => visitor.cart.reduce((n, i) => n + i.quantity, 0)
export const subtotal = (visitor: Visitor): number => cartLines(visitor).reduce((sum, l) => sum + l.total, 0)

export function discount(visitor: Visitor): { code: string; amount: number }[] {
  const sub = subtotal(visitor)
  return visitor.coupons.flatMap((code) => {
    const coupon = coupons.find((c) => c.code === code)
    return coupon ? [{ code, amount: Math.round(sub * coupon.percent) / 100 }] : []
  })
}

export const orderTotal = (visitor: Visitor): number =>
  subtotal(visitor) - discount(visitor).reduce((s, d) => s + d.amount, 0) + (visitor.cart.length ? chosenRate(visitor).cost : 0)

/** WC_Cart::get_cart_hash(): md5 of the cart contents, "" for an empty cart. */
export const cartHash = (visitor: Visitor): string =>
  visitor.cart.length ? md5(JSON.stringify(visitor.cart.map(({ key, productId, variationId, variation, quantity }) => ({ key, productId, variationId, variation, quantity })))) : ''

/** The brand name of a line, for the mini cart's meta. */
export const lineBrand = (line: CartLine): string => brandOf(line.product)?.name ?? ''

export function applyCoupon(visitor: Visitor, code: string): { ok: boolean; message: string } {
  const normalised = code.trim().toLowerCase()
  if (!normalised) return { ok: false, message: 'Palun sisesta kupongi kood.' }
  if (!coupons.some((c) => c.code === normalised)) return { ok: false, message: `Kupongi „${code.trim()}“ ei leitud!` }
  if (visitor.coupons.includes(normalised)) return { ok: false, message: 'Kupong on juba kasutusel!' }
  visitor.coupons.push(normalised)
  return { ok: true, message: 'Kupong on edukalt kasutusele võetud.' }
}

export function removeCoupon(visitor: Visitor, code: string): { ok: boolean; message: string } {
  const normalised = code.trim().toLowerCase()
  if (!visitor.coupons.includes(normalised)) return { ok: false, message: 'Kupongi eemaldamisel tekkis viga.' }
  visitor.coupons = visitor.coupons.filter((c) => c !== normalised)
  return { ok: true, message: 'Kupong on eemaldatud.' }
}

/** What the cart parts (parts/mini-cart.ts) render of a visitor's cart. */
export const cartView = (visitor: Visitor): CartView => ({
  lines: cartLines(visitor),
  subtotal: subtotal(visitor),
  count: itemCount(visitor),
  cartNonce: nonce(visitor, nonceActions.cart),
})
