/**
 * Visitors: the `saar_visitor` cookie, the in-memory state kept per visitor (cart, checkout choices, login),
 * nonces and the four anti-spam field values. Nonces and tokens are HMACs with a secret made at start, so a
 * restarted shop rejects old pages, as a WordPress site with new salts would.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

export interface CartItem {
  key: string
  productId: number
  variationId: number
  /** Chosen attributes (`attribute_<name>` → value), also for "any" attributes. */
  variation: Record<string, string>
  quantity: number
}

/** A WooCommerce notice: success (`.woocommerce-message`), error (`ul.woocommerce-error`) or info. */
export interface Notice {
  type: 'success' | 'error' | 'notice'
  text: string
  link?: { href: string; label: string }
  /** The undo link of a removed cart item (`a.restore-item` after the text, as WC_Form_Handler prints it). */
  restore?: string
}

export interface Visitor {
  id: string
  /** Seconds since the epoch when the visitor was first seen: the `saar_ts` anti-spam value. */
  ts: string
  cart: CartItem[]
  /** The items removed from the cart, last first, that an undo link may restore (WooCommerce's removed_cart_contents). */
  removed: CartItem[]
  coupons: string[]
  shippingMethod: string
  paymentMethod: string
  /** The checkout's gateways (`?gateways=offline` on the checkout page: cash on delivery and bank transfer alone). */
  offlineOnly: boolean
  country: string
  /** The shipping calculator's address (cart/shipping-calculator.php), the country being `country`. */
  shippingAddress: { state: string; city: string; postcode: string }
  /** The account's saved billing address (myaccount/form-edit-address.php), field name → value. */
  billingAddress: Record<string, string>
  /** Terminal-search family: chosen terminal id and its cash-on-delivery flag. */
  dpdTerminal: string
  dpdCod: string
  deliveryShifts: string
  /** Cascading family: chosen group and office per carrier. */
  eabiGroup: string
  eabiOffice: Record<string, string>
  /** The stand-in's coming-soon mode (`?coming_soon=1`, parts/coming-soon.ts). */
  comingSoon: boolean
  /** The demo user's `coming_soon_banner_dismissed` meta, set through the REST API. */
  bannerDismissed: boolean
  /** Injection rules set through POST /__saar/inject for this visitor. */
  injectRules: string
  /** Notices to print on the next page (after a redirect), as WooCommerce keeps them in the session. */
  notices: Notice[]
  orders: number[]
  /** PixelYourSite's hook mode (`?pys_atc=hook`, until `?pys_atc=js`): its AddToCart made by the shop. */
  pysHook?: boolean
}

export const visitorCookie = 'saar_visitor'
export const loginCookie = 'wordpress_logged_in_saar'

const secret = randomBytes(32)
const visitors = new Map<string, Visitor>()

export const hmac = (value: string, length = 10): string => createHmac('sha256', secret).update(value).digest('hex').slice(0, length)
export const md5 = (value: string): string => createHash('md5').update(value).digest('hex')

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i < 1) continue
    const name = part.slice(0, i).trim()
    try {
      out[name] = decodeURIComponent(part.slice(i + 1).trim())
    } catch {
      out[name] = part.slice(i + 1).trim()
    }
  }
  return out
}

function newVisitor(id: string): Visitor {
  return {
    id,
    ts: String(Math.floor(Date.now() / 1000)),
    cart: [],
    removed: [],
    coupons: [],
    shippingMethod: '',
    paymentMethod: 'bacs',
    offlineOnly: false,
    country: 'EE',
    shippingAddress: { state: '', city: '', postcode: '' },
    billingAddress: {},
    dpdTerminal: '',
    dpdCod: '',
    deliveryShifts: '',
    eabiGroup: '',
    eabiOffice: {},
    comingSoon: false,
    bannerDismissed: false,
    injectRules: '',
    notices: [],
    orders: [],
  }
}

/** The request's visitor, created (with a new id) when the cookie is missing or malformed. */
export function visitorFor(req: IncomingMessage): { visitor: Visitor; isNew: boolean } {
  const id = parseCookies(req.headers.cookie)[visitorCookie]
  if (id && /^[a-f0-9]{16,64}$/.test(id)) {
    let visitor = visitors.get(id)
    if (!visitor) visitors.set(id, (visitor = newVisitor(id)))
    return { visitor, isNew: false }
  }
  const visitor = newVisitor(randomBytes(12).toString('hex'))
  visitors.set(visitor.id, visitor)
  return { visitor, isNew: true }
}

export const knownVisitor = (id: string): Visitor | undefined => visitors.get(id)
export const allVisitors = (): Visitor[] => [...visitors.values()]
export const forgetVisitors = (): void => visitors.clear()

/** wp_create_nonce(action) for this visitor. */
export const nonce = (visitor: Visitor, action: string): string => hmac(`nonce|${visitor.id}|${action}`)
export const verifyNonce = (visitor: Visitor, action: string, value: string | undefined): boolean =>
  typeof value === 'string' && value === nonce(visitor, action)

/** The nonce actions the pages print, by the names used in the settings JSON. */
export const nonceActions = {
  updateOrderReview: 'update-order-review',
  applyCoupon: 'apply-coupon',
  removeCoupon: 'remove-coupon',
  feAjax: 'fe-ajax-nonce',
  dismissBanner: 'wp_rest',
  ajaxEvent: 'ajax-event-nonce',
  notification: 'woonotification',
  cart: 'woocommerce-cart',
  processCheckout: 'woocommerce-process_checkout',
  login: 'woocommerce-login',
  register: 'woocommerce-register',
  editAccount: 'save_account_details',
  resetPassword: 'reset_password',
  logout: 'log-out',
  shippingCalculator: 'woocommerce-shipping-calculator',
  updateShippingMethod: 'update-shipping-method',
  editAddress: 'woocommerce-edit_address',
} as const

/** The four anti-spam fields and the values printed for this visitor. */
export function antiSpamFields(visitor: Visitor): Record<string, string> {
  return { saar_hp_name: '', saar_hp_email: '', saar_ts: visitor.ts, saar_token: hmac(`spam|${visitor.id}|${visitor.ts}`, 32) }
}

/** Whether a POST body carries exactly the anti-spam values printed for this visitor. */
export function passesAntiSpam(visitor: Visitor, body: URLSearchParams): boolean {
  return Object.entries(antiSpamFields(visitor)).every(([name, value]) => body.has(name) && body.get(name) === value)
}

/** The logged-in user name from the login cookie, when its signature holds. */
export function loggedInUser(req: IncomingMessage): string | undefined {
  const value = parseCookies(req.headers.cookie)[loginCookie]
  const [user, sig] = (value ?? '').split('|')
  return user && sig === hmac(`login|${user}`) ? user : undefined
}
export const loginCookieValue = (user: string): string => `${user}|${hmac(`login|${user}`)}`
