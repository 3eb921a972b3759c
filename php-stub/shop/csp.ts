/**
 * The stand-in's strict Content Security Policy mode, for the test that Saar runs under one
 * (test/browser/strict-csp.test.ts): with the cookie `saar_csp=1`, every HTML page is served with
 *
 *   Content-Security-Policy: script-src 'self' 'nonce-<n>'; style-src 'self' 'nonce-<n>'; object-src 'none'; base-uri 'none'
 *
 * with a fresh random nonce per response, and every `<script>` and `<style>` the page prints itself carries it, as
 * WordPress 6.x prints them through `wp_print_inline_script_tag` / the `wp_script_attributes` filter on a shop that
 * runs such a policy. What a script makes at run time gets no nonce: Saar's sheet and scripts come from the shop's
 * own origin ('self'), and a `<style>` made at run time, or a style attribute, is refused and reported.
 *
 * On the checkout, the payment page, the policy also asks for Trusted Types (PCI DSS 4.0 6.4.3: control what runs
 * there): `require-trusted-types-for 'script'; trusted-types saar`, so the DOM refuses a plain string at every
 * injection sink and only Saar's named policy (src/trusted-types.ts) may make what they take. Not in stock mode
 * (`?stock=1`): WooCommerce's jQuery front end there is no code of Saar's and was never written for it.
 *
 * The theme's markup carries `style` attributes (WooCommerce's store notice and star ratings, Flatsome's quick view,
 * WordPress's videos …), which such a policy refuses wherever they come from, page or ajax answer, whatever the
 * scripts do: a theme made for it has none. So in this mode the stand-in serves its markup without them (pages, HTML
 * answers and the HTML inside JSON answers), and what is left to report is what the scripts do.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Reply } from './reply'
import { parseCookies } from './visitors'
import { checkoutUrl } from './context'

/** The cookie that switches the mode on for a browser (a test sets it on its context). */
export const cspCookie = 'saar_csp'

/** The policy for one response; with Trusted Types for Saar's named policy on the checkout. */
export const strictPolicy = (nonce: string, trustedTypes = false): string =>
  `script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'; object-src 'none'; base-uri 'none'${trustedTypes ? trustedTypesPolicy : ''}`

/** What the checkout's policy adds: Trusted Types at every script sink, and `saar` the one policy that may exist. */
export const trustedTypesPolicy = "; require-trusted-types-for 'script'; trusted-types saar"

/** Whether a request is for the checkout in Saar's mode (not stock mode), where the policy adds Trusted Types. */
function payingPage(req: IncomingMessage | undefined): boolean {
  const url = new URL(req?.url ?? '/', 'http://shop.test')
  return url.pathname === checkoutUrl && url.searchParams.get('stock') !== '1'
}

/** `<script` and `<style` start tags, other than ones that already carry a nonce. */
const TAGS = /<(script|style)\b(?![^>]*\snonce=)/gi
/** A `style` attribute in markup, and in markup inside a JSON string (its quotes escaped). */
const STYLE_ATTRIBUTES = [/\sstyle="[^"]*"/gi, /\sstyle=\\"(?:[^"\\]|\\[^"])*\\"/gi]

/**
 * The reply as the strict mode serves it: markup without style attributes, and an HTML page with the policy and its
 * own tags nonced; anything else as is.
 */
export function underCsp(req: IncomingMessage | undefined, reply: Reply): Reply {
  const type = Object.entries(reply.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? ''
  const page = type.startsWith('text/html')
  if (parseCookies(req?.headers.cookie)[cspCookie] !== '1' || !(page || type.startsWith('application/json')) || typeof reply.body !== 'string') return reply
  const body = STYLE_ATTRIBUTES.reduce((text, attribute) => text.replace(attribute, ''), reply.body)
  if (!page) return { ...reply, body }
  const nonce = randomBytes(16).toString('base64')
  return {
    ...reply,
    headers: { ...reply.headers, 'Content-Security-Policy': strictPolicy(nonce, payingPage(req)) },
    body: body.replace(TAGS, (tag) => `${tag} nonce="${nonce}"`),
  }
}
