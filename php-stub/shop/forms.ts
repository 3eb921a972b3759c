/**
 * The no-JS paths: form POSTs to pages (add to cart, cart update, checkout, login, register, edit account,
 * password reset, brand filter, comments) and the GET links WooCommerce handles on any page (`?add-to-cart=`,
 * `?remove_item=`, `?undo_item=`, `?remove_coupon=`, log out). Each answers like WordPress: a notice and a redirect, or the
 * page again with errors.
 */
import { addToCart, applyCoupon, cartHash, removeCoupon, removeFromCart, restoreCartItem, setQuantity } from './cart'
import { findVariation, matchVariation, productById, productBySlug, permalink, posts, products, postLink, type Product } from './catalogue'
import { processCheckout, orderReceivedUrl, rememberCheckoutChoices } from './checkout-process'
import { accountPaths, cartUrl, checkoutUrl, accountUrl, withModes, type RequestContext } from './context'
import { cookie, htmlReply, redirect, type Reply } from './reply'
import { loginCookie, loginCookieValue, nonce, nonceActions, verifyNonce, type Notice } from './visitors'
import { postedAttributes } from './ajax/types'
import type { PageOptions } from './layout'
import { checkoutPage } from './pages/checkout'
import { cartPage } from './pages/cart'
import { accountPage, editAccountPage, editAddressPage, lostPasswordPage } from './pages/account'
import { addressFields, countries, states } from './parts/addresses'
import { brandsPage, postedCategories } from './pages/brands'
import { html } from './html'

export type FormOutcome = { reply: Reply } | { page: PageOptions }

const cartLink = { href: cartUrl, label: 'Vaata ostukorvi' }
const back = (ctx: RequestContext, path: string): Reply => redirect(withModes(ctx, path), 303)
const notify = (ctx: RequestContext, notice: Notice): void => void ctx.visitor.notices.push(notice)
const expired = (ctx: RequestContext, path: string): FormOutcome => {
  notify(ctx, { type: 'error', text: 'Seansi kehtivus on lõppenud. Palun proovi uuesti.' })
  return { reply: back(ctx, path) }
}

/**
 * The variation a variable product's posted form names, as the WordPress plugin resolves it before WooCommerce's
 * form handler (Saar_Posted_Variation): every variation attribute chosen and together naming a variation, else 0 —
 * whatever the posted variation_id says, which may be "0" (a click before any script ran) or stale (restored by
 * the browser while the selects show other options).
 */
function postedVariation(product: Product, body: URLSearchParams): number {
  const posted = postedAttributes(body)
  if (!(product.attributes ?? []).every((a) => posted[`attribute_${a.name}`])) return 0
  return matchVariation(product, posted)?.id ?? 0
}

/** POST /toode/<slug>/: the add-to-cart form of any product type. */
export function productFormPost(ctx: RequestContext, slug: string, body: URLSearchParams): FormOutcome {
  const product = productBySlug(slug)
  const path = product ? permalink(product) : '/pood/'
  const id = Number(body.get('add-to-cart') ?? body.get('product_id'))
  const target = productById(id) ?? findVariation(id)?.product
  if (!target) return { reply: back(ctx, path) }
  if (target.type === 'grouped') {
    const added: string[] = []
    for (const childId of target.children ?? []) {
      const qty = Number(body.get(`quantity[${childId}]`) ?? 0)
      if (qty > 0) {
        const r = addToCart(ctx.visitor, childId, qty)
        if (r.ok) added.push(`„${r.product.name}“`)
        else notify(ctx, { type: 'error', text: r.error })
      }
    }
    if (added.length) notify(ctx, { type: 'success', text: `${added.join(' ja ')} on lisatud sinu ostukorvi.`, link: cartLink })
    else if (!ctx.visitor.notices.length) notify(ctx, { type: 'error', text: 'Palun vali kogused toodetele, mida soovid ostukorvi lisada.' })
    return { reply: back(ctx, path) }
  }
  // A variable product posted as itself: the chosen options decide, and WooCommerce refuses when they name none.
  const variable = productById(id)?.type === 'variable'
  const variationId = variable ? postedVariation(target, body) : Number(body.get('variation_id') ?? 0) || 0
  if (variable && !variationId) {
    notify(ctx, { type: 'error', text: 'Palun vali toote variandid enne selle toote ostukorvi lisamist.' })
    return { reply: back(ctx, path) }
  }
  const r = addToCart(ctx.visitor, target.id, Number(body.get('quantity') ?? 1), variationId, postedAttributes(body))
  notify(ctx, r.ok ? { type: 'success', text: `${r.quantity > 1 ? `${r.quantity} × ` : ''}„${r.product.name}“ on lisatud sinu ostukorvi.`, link: cartLink } : { type: 'error', text: r.error })
  return { reply: back(ctx, path) }
}

/**
 * POST /ostukorv/ (WC_Form_Handler::update_cart_action): the shipping calculator's post, else a coupon
 * (`apply_coupon`), the quantities (`update_cart`, and with `apply_coupon` too: they are in one form) or `proceed`,
 * with the cart nonce; "Ostukorv on uuendatud." only when a quantity changed. A post without any of them (cart.js's
 * refresh after a coupon or a shipping change posts the form as it is) is the cart page, as it stands.
 */
export function cartFormPost(ctx: RequestContext, body: URLSearchParams): FormOutcome {
  if (body.has('calc_shipping')) return shippingCalculatorPost(ctx, body)
  if (!['apply_coupon', 'update_cart', 'proceed'].some((name) => body.get(name))) return { page: cartPage(ctx) }
  if (!verifyNonce(ctx.visitor, nonceActions.cart, body.get('woocommerce-cart-nonce') ?? undefined)) return expired(ctx, cartUrl)
  if (body.get('apply_coupon')) {
    const r = applyCoupon(ctx.visitor, body.get('coupon_code') ?? '')
    notify(ctx, { type: r.ok ? 'success' : 'error', text: r.message })
  }
  const before = cartHash(ctx.visitor)
  for (const [name, value] of body) {
    const m = /^cart\[([a-f0-9]{32})\]\[qty\]$/.exec(name)
    if (m) setQuantity(ctx.visitor, m[1]!, Number(value))
  }
  if (body.get('proceed')) return { reply: back(ctx, checkoutUrl) }
  if (cartHash(ctx.visitor) !== before) notify(ctx, { type: 'success', text: 'Ostukorv on uuendatud.' })
  return { reply: back(ctx, cartUrl) }
}

/**
 * The shipping calculator's post (WC_Shortcode_Cart::calculate_shipping): its own nonce; a country the shop ships to,
 * a state of that country's list (where it has one), the city and postcode as typed; then the cart again.
 */
function shippingCalculatorPost(ctx: RequestContext, body: URLSearchParams): FormOutcome {
  if (!verifyNonce(ctx.visitor, nonceActions.shippingCalculator, body.get('woocommerce-shipping-calculator-nonce') ?? undefined)) return expired(ctx, cartUrl)
  const country = body.get('calc_shipping_country') ?? ''
  const state = (body.get('calc_shipping_state') ?? '').trim()
  if (!countries.some(([code]) => code === country)) {
    notify(ctx, { type: 'error', text: 'Palun vali riik.' })
    return { reply: back(ctx, cartUrl) }
  }
  const list = states[country]
  if (list && Object.keys(list).length && state && !Object.hasOwn(list, state)) {
    notify(ctx, { type: 'error', text: 'Palun sisesta korrektne maakond.' })
    return { reply: back(ctx, cartUrl) }
  }
  ctx.visitor.country = country
  ctx.visitor.shippingAddress = { state: list && !Object.keys(list).length ? '' : state, city: (body.get('calc_shipping_city') ?? '').trim(), postcode: (body.get('calc_shipping_postcode') ?? '').trim() }
  notify(ctx, { type: 'success', text: 'Tarnekulud on uuendatud.' })
  return { reply: back(ctx, cartUrl) }
}

/**
 * POST /minu-konto/muuda-aadressi/arveldus/ (WC_Form_Handler::save_address): each field the posted country's locale
 * requires, a state of its list; saved, or the form again with the errors and what was typed.
 */
export function editAddressFormPost(ctx: RequestContext, body: URLSearchParams): FormOutcome {
  if (!verifyNonce(ctx.visitor, nonceActions.editAddress, body.get('woocommerce-edit-address-nonce') ?? undefined)) return expired(ctx, accountPaths.editAddress)
  const country = body.get('billing_country') ?? ''
  const errors: string[] = []
  if (!countries.some(([code]) => code === country)) errors.push('Riik on nõutud väli.')
  const values: Record<string, string> = {}
  for (const f of addressFields('billing', country)) {
    const value = (body.get(f.name) ?? '').trim()
    values[f.name] = value
    const list = states[country]
    if (f.type === 'state' && list && !Object.keys(list).length) continue
    if (f.required && !value && f.type !== 'country') errors.push(`${f.label} on nõutud väli.`)
    else if (f.type === 'state' && value && list && !Object.hasOwn(list, value)) errors.push(`${f.label} ei ole korrektne.`)
  }
  if (errors.length) {
    errors.forEach((text) => notify(ctx, { type: 'error', text }))
    return { page: editAddressPage(ctx, values) }
  }
  ctx.visitor.billingAddress = values
  ctx.visitor.country = country
  notify(ctx, { type: 'success', text: 'Aadress on edukalt muudetud.' })
  return { reply: back(ctx, accountPaths.editAddress) }
}

/** POST /kassa/: the coupon form or the checkout itself (the no-JS path of wc-ajax=checkout). */
export function checkoutFormPost(ctx: RequestContext, body: URLSearchParams): FormOutcome {
  if (body.has('apply_coupon')) {
    const r = applyCoupon(ctx.visitor, body.get('coupon_code') ?? '')
    notify(ctx, { type: r.ok ? 'success' : 'error', text: r.message })
    return { reply: back(ctx, checkoutUrl) }
  }
  if (!verifyNonce(ctx.visitor, nonceActions.processCheckout, body.get('woocommerce-process-checkout-nonce') ?? undefined)) return expired(ctx, checkoutUrl)
  // Without JS the "update totals" button posts the form only to recalculate.
  if (body.has('woocommerce_checkout_update_totals')) {
    rememberCheckoutChoices(ctx.visitor, body)
    return { page: checkoutPage(ctx, body) }
  }
  const result = processCheckout(ctx.visitor, body)
  if (result.ok) {
    const reply = back(ctx, orderReceivedUrl(result.orderId))
    if (result.createdUser) reply.cookies = [cookie(loginCookie, loginCookieValue(result.createdUser), { httpOnly: true })]
    return { reply }
  }
  for (const e of result.errors) notify(ctx, { type: 'error', text: e.text })
  return { page: checkoutPage(ctx, body) }
}

/**
 * Where WooCommerce sends the shopper after logging in or registering: the page the form was printed on
 * (`_wp_http_referer`: the account page, or the page of Flatsome's header popup), when it is a path of this shop
 * (wp_validate_redirect), else the account page.
 */
const afterLogin = (body: URLSearchParams): string => {
  const referer = body.get('_wp_http_referer') ?? ''
  return /^\/(?![/\\])[^\s]*$/.test(referer) ? referer : accountUrl
}

/**
 * Whether a POST is a login or a registration, which WooCommerce's form handler (WC_Form_Handler, on wp_loaded) takes
 * on any page: the header popup's forms post to the page they are on.
 */
export const isAccountPost = (body: URLSearchParams): boolean =>
  (body.has('register') && body.has('woocommerce-register-nonce')) || (body.has('login') && body.has('woocommerce-login-nonce'))

/** POST of the login or register form (any page): log in (user demo, password demo) or register. */
export function accountFormPost(ctx: RequestContext, body: URLSearchParams): FormOutcome {
  if (body.has('register')) {
    if (!verifyNonce(ctx.visitor, nonceActions.register, body.get('woocommerce-register-nonce') ?? undefined)) return expired(ctx, accountUrl)
    const email = (body.get('email') ?? '').trim()
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) notify(ctx, { type: 'error', text: 'Palun sisesta korrektne e-posti aadress.' })
    else if (!(body.get('password') ?? '')) notify(ctx, { type: 'error', text: 'Palun sisesta konto salasõna.' })
    else {
      const reply = back(ctx, afterLogin(body))
      reply.cookies = [cookie(loginCookie, loginCookieValue(email.split('@')[0]!), { httpOnly: true })]
      return { reply }
    }
    return { page: accountPage(ctx) }
  }
  if (!verifyNonce(ctx.visitor, nonceActions.login, body.get('woocommerce-login-nonce') ?? undefined)) return expired(ctx, accountUrl)
  const user = (body.get('username') ?? '').trim()
  if (user === 'demo' && body.get('password') === 'demo') {
    const reply = back(ctx, afterLogin(body))
    reply.cookies = [cookie(loginCookie, loginCookieValue(user), { httpOnly: true, ...(body.get('rememberme') ? { maxAge: 14 * 86400 } : {}) })]
    return { reply }
  }
  notify(ctx, {
    type: 'error',
    text: user ? `Viga: kasutajanime ${user} parool on vale. Kaotasid parooli?` : 'Viga: kasutajanimi on nõutud.',
  })
  return { page: accountPage(ctx) }
}

/** POST /minu-konto/muuda-kontot/: a password change needs the current one ("demo") and two equal new ones. */
export function editAccountFormPost(ctx: RequestContext, body: URLSearchParams): FormOutcome {
  if (!verifyNonce(ctx.visitor, nonceActions.editAccount, body.get('save-account-details-nonce') ?? undefined)) return expired(ctx, accountPaths.editAccount)
  const [current, pass1, pass2] = ['password_current', 'password_1', 'password_2'].map((n) => body.get(n) ?? '')
  const errors: string[] = []
  if (!(body.get('account_first_name') ?? '').trim()) errors.push('Eesnimi on nõutud väli.')
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(body.get('account_email') ?? '')) errors.push('Palun sisesta korrektne e-posti aadress.')
  if (pass1 || pass2 || current) {
    if (current !== 'demo') errors.push('Sinu praegune salasõna on vale.')
    if (!pass1) errors.push('Palun sisesta uus salasõna.')
    else if (pass1 !== pass2) errors.push('Uued salasõnad ei kattu.')
  }
  if (errors.length) {
    errors.forEach((text) => notify(ctx, { type: 'error', text }))
    return { page: editAccountPage(ctx) }
  }
  notify(ctx, { type: 'success', text: 'Konto andmed on edukalt muudetud.' })
  return { reply: back(ctx, accountUrl) }
}

/** POST /minu-konto/kaotatud-parool/: send the link, or set the new password. */
export function lostPasswordFormPost(ctx: RequestContext, body: URLSearchParams): FormOutcome {
  const field = body.has('reset_key') ? 'woocommerce-reset-password-nonce' : 'woocommerce-lost-password-nonce'
  if (!verifyNonce(ctx.visitor, nonceActions.resetPassword, body.get(field) ?? undefined)) return expired(ctx, accountPaths.lostPassword)
  if (!body.has('reset_key')) {
    if (!(body.get('user_login') ?? '').trim()) {
      notify(ctx, { type: 'error', text: 'Sisesta kasutajanimi või e-posti aadress.' })
      return { page: lostPasswordPage(ctx) }
    }
    notify(ctx, { type: 'success', text: 'Salasõna lähtestamise e-kiri on saadetud.' })
    return { reply: back(ctx, `${accountPaths.lostPassword}?reset-link-sent=true`) }
  }
  const pass1 = body.get('password_1') ?? ''
  if (!pass1 || pass1 !== body.get('password_2')) {
    notify(ctx, { type: 'error', text: pass1 ? 'Salasõnad ei kattu.' : 'Palun sisesta salasõna.' })
    return { page: lostPasswordPage(ctx) }
  }
  notify(ctx, { type: 'success', text: 'Sinu salasõna on lähtestatud.' })
  return { reply: back(ctx, `${accountUrl}?password-reset=true`) }
}

/** POST /brandid/: the brand filter without JS. */
export const brandsFormPost = (ctx: RequestContext, body: URLSearchParams): FormOutcome => ({ page: brandsPage(ctx, postedCategories(body)) })

let nextCommentId = 900

/** POST /wp-comments-post.php: a review (with rating) on a product, or a comment on a post. */
export function commentPost(ctx: RequestContext, body: URLSearchParams): Reply {
  const postId = Number(body.get('comment_post_ID'))
  const text = (body.get('comment') ?? '').trim()
  const author = (body.get('author') ?? '').trim() || ctx.user || ''
  const die = (message: string): Reply =>
    htmlReply(html`<!DOCTYPE html><html lang="et"><head><meta charset="UTF-8"><title>Viga</title></head><body><main id="main"><h1>Viga</h1><p>${message}</p><p><a href="javascript:history.back()">« Tagasi</a></p></main></body></html>`.value)
  if (!text) return die('VIGA: palun kirjuta kommentaar.')
  if (!author) return die('VIGA: palun täida nõutud väljad (nimi, e-post).')
  const product = products.find((p) => p.id === postId)
  if (product) {
    const rating = Number(body.get('rating'))
    if (!(rating >= 1 && rating <= 5)) return die('Palun vali hinnang')
    product.reviews.push({ author, rating, date: new Date().toISOString().slice(0, 10), text })
    return redirect(withModes(ctx, `${permalink(product)}#reviews`), 302)
  }
  const post = posts.find((p) => p.id === postId)
  if (!post) return die('VIGA: postitust ei leitud.')
  const parent = Number(body.get('comment_parent') ?? 0)
  const id = nextCommentId++
  post.comments.push({ id, parent: post.comments.some((c) => c.id === parent) ? parent : 0, author, date: new Date().toISOString().slice(0, 19), text })
  return redirect(withModes(ctx, `${postLink(post)}#comment-${id}`), 302)
}

/**
 * GET links WooCommerce acts on before rendering: `?add-to-cart=` on any page, `?remove_item=`, `?undo_item=`
 * and `?remove_coupon=` on the cart page, and log out. Returns a redirect, or undefined to render normally.
 */
export function getActions(ctx: RequestContext): Reply | undefined {
  const params = ctx.url.searchParams
  const clean = (names: string[]): string => {
    const url = new URL(ctx.url.href)
    for (const n of [...names, '_wpnonce']) url.searchParams.delete(n)
    return url.pathname + url.search
  }
  if (params.has('add-to-cart')) {
    const r = addToCart(ctx.visitor, Number(params.get('add-to-cart')), Number(params.get('quantity') ?? 1), 0, postedAttributes(params))
    notify(ctx, r.ok ? { type: 'success', text: `„${r.product.name}“ on lisatud sinu ostukorvi.`, link: cartLink } : { type: 'error', text: r.error })
    return redirect(clean(['add-to-cart', 'quantity']))
  }
  if (params.has('remove_item')) {
    if (verifyNonce(ctx.visitor, nonceActions.cart, params.get('_wpnonce') ?? undefined)) {
      const key = params.get('remove_item') ?? ''
      const line = ctx.visitor.cart.find((i) => i.key === key)
      // WooCommerce's notice with its undo link (wc_get_cart_undo_url: the cart, undo_item and the cart nonce).
      if (line && removeFromCart(ctx.visitor, key))
        notify(ctx, { type: 'success', text: `„${productById(line.productId)?.name ?? ''}“ on eemaldatud.`, restore: `${cartUrl}?undo_item=${key}&_wpnonce=${nonce(ctx.visitor, nonceActions.cart)}` })
    } else notify(ctx, { type: 'error', text: 'Seansi kehtivus on lõppenud. Palun proovi uuesti.' })
    return redirect(clean(['remove_item']))
  }
  // The undo link: the item back, no notice (as WooCommerce); an old or foreign link changes nothing.
  if (params.has('undo_item')) {
    if (verifyNonce(ctx.visitor, nonceActions.cart, params.get('_wpnonce') ?? undefined)) restoreCartItem(ctx.visitor, params.get('undo_item') ?? '')
    return redirect(clean(['undo_item']))
  }
  if (params.has('remove_coupon')) {
    const r = removeCoupon(ctx.visitor, params.get('remove_coupon') ?? '')
    notify(ctx, { type: r.ok ? 'success' : 'error', text: r.message })
    return redirect(clean(['remove_coupon']))
  }
  return undefined
}
