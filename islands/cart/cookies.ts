/**
 * WooCommerce's cart cookies, read without js-cookie (their values are plain hex and digits): the cart script reads
 * them on every page, where a cookie library would cost more than the script's whole cart logic.
 */

const read = (name: string): string | undefined => document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1]

/** The `woocommerce_cart_hash` cookie: the cart's hash, '' without a cart (or before its first change). */
export const cookieCartHash = (): string => read('woocommerce_cart_hash') ?? ''

/** Whether the visitor has a cart (either cookie is set once something is added, and both go when it empties). */
export const hasCartCookie = (): boolean => !!read('woocommerce_cart_hash') || !!read('woocommerce_items_in_cart')
