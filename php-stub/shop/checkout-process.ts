/**
 * Placing an order (WC_Checkout::process_checkout, reduced): required billing fields (and shipping fields when
 * shipping elsewhere), a valid e-mail, a pickup point for parcel rates, optional account creation, an offered
 * payment method with the card gateway's token, the terms ticked. Shared by wc-ajax=checkout and the no-JS form POST.
 */
import { chosenRate, itemCount, orderTotal } from './cart'
import { orders } from './catalogue'
import { billingFieldsFor, shippingFieldsFor } from './parts/checkout-fields'
import { CARD_GATEWAY, paymentMethods } from './parts/review-order'
import { states } from './parts/addresses'
import { officeExists, terminalById } from './pickup-data'
import { shippingRates } from './cart'
import type { Visitor } from './visitors'

export type CheckoutResult = { ok: true; orderId: number; createdUser?: string } | { ok: false; errors: { field: string; text: string }[] }

let nextOrderId = 2001

/** Remembers what the posted checkout form says about shipping, payment and pickup points. */
export function rememberCheckoutChoices(visitor: Visitor, form: URLSearchParams): void {
  const method = form.get('shipping_method[0]')
  if (method && shippingRates.some((r) => r.id === method)) visitor.shippingMethod = method
  const payment = form.get('payment_method')
  if (payment) visitor.paymentMethod = payment
  const country = form.get('billing_country')
  if (country && /^[A-Z]{2}$/.test(country)) visitor.country = country
  const terminal = form.get('wc_shipping_dpd_parcels_terminal')
  if (terminal !== null) visitor.dpdTerminal = terminalById(terminal) ? terminal : ''
  const group = form.get('eabi_postoffice_pickup_group')
  if (group !== null) visitor.eabiGroup = group
  const office = form.get('eabi_postoffice_pickup_location')
  if (office !== null) visitor.eabiOffice.eabi_omniva_parcelterminal = officeExists(office) ? office : ''
}

export function processCheckout(visitor: Visitor, form: URLSearchParams): CheckoutResult {
  rememberCheckoutChoices(visitor, form)
  const errors: { field: string; text: string }[] = []
  if (!visitor.cart.length) errors.push({ field: '', text: 'Sinu sessioon on aegunud.' })
  // The country's locale says which fields it needs (WC_Checkout::validate_posted_data): Estonia no state.
  const country = form.get('billing_country') ?? ''
  // The shipping address only counts while "ship to a different address" is ticked (WC_Checkout::get_posted_data).
  const shippingCountry = form.get('shipping_country') ?? ''
  const addresses: Array<[string, ReturnType<typeof billingFieldsFor>]> = [[country, billingFieldsFor(country)]]
  if (form.get('ship_to_different_address') === '1') addresses.push([shippingCountry, shippingFieldsFor(shippingCountry)])
  for (const [country, fields] of addresses)
  for (const f of fields) {
    const value = (form.get(f.name) ?? '').trim()
    if (f.required && !value && !(f.type === 'state' && states[country] && !Object.keys(states[country]!).length)) errors.push({ field: f.name, text: `${f.label} on nõutud väli.` })
    else if (f.type === 'state' && value && states[country] && !Object.hasOwn(states[country]!, value)) errors.push({ field: f.name, text: `${f.label} ei ole korrektne.` })
    else if (f.type === 'email' && value && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) errors.push({ field: f.name, text: 'Palun sisesta korrektne e-posti aadress.' })
  }
  const rate = chosenRate(visitor)
  if (rate.id === 'dpd_parcels' && !visitor.dpdTerminal) errors.push({ field: 'wc_shipping_dpd_parcels_terminal', text: 'Palun vali pakiautomaat.' })
  if (rate.id === 'eabi_omniva_parcelterminal' && !visitor.eabiOffice.eabi_omniva_parcelterminal)
    errors.push({ field: 'eabi_postoffice_pickup_location', text: 'Palun vali pakiautomaat' })
  const createAccount = form.get('createaccount') === '1'
  if (createAccount && !(form.get('account_password') ?? '')) errors.push({ field: 'account_password', text: 'Palun sisesta konto salasõna.' })
  // The chosen gateway must be one the checkout offers (WC_Checkout::validate_checkout), and its own checks hold:
  // the card gateway takes only a token its script made (the card's number is never posted), and the bank refuses
  // the test card that ends in 0002.
  const payment = form.get('payment_method') ?? ''
  if (!paymentMethods(visitor).some((m) => m.id === payment)) errors.push({ field: '', text: 'Palun vali makseviis.' })
  else if (payment === CARD_GATEWAY) {
    const token = form.get(`${CARD_GATEWAY}_token`) ?? ''
    if (!/^tok_\d{4}$/.test(token)) errors.push({ field: '', text: 'Kaardimakse: kaart on kinnitamata. Palun sisesta kaardi andmed uuesti.' })
    else if (token === 'tok_0002') errors.push({ field: '', text: 'Pank keeldus kaardimaksest. Palun proovi teist kaarti või makseviisi.' })
  }
  if (form.get('terms-field') === '1' && form.get('terms') !== 'on') errors.push({ field: 'terms', text: 'Palun loe läbi ja nõustu müügitingimustega, et tellimust esitada.' })
  if (errors.length) return { ok: false, errors }
  const orderId = nextOrderId++
  orders.push({ id: orderId, date: new Date().toISOString().slice(0, 10), status: 'processing', statusLabel: 'Töötlemisel', total: orderTotal(visitor).toFixed(2), items: itemCount(visitor) })
  visitor.orders.push(orderId)
  visitor.cart = []
  visitor.coupons = []
  return { ok: true, orderId, ...(createAccount ? { createdUser: (form.get('billing_email') ?? 'klient').split('@')[0] } : {}) }
}

export const orderReceivedUrl = (orderId: number): string => `/kassa/tellimus-vastu-voetud/${orderId}/?key=wc_order_saar${orderId}`
