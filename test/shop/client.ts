/**
 * A tiny browser stand-in for the shop tests: one cookie jar per visitor, pages parsed with jsdom, and POSTs that
 * carry the anti-spam fields the visitor's pages print (as Saar's scripts add them).
 */
import { createRequire } from 'node:module'
import type { RawSettings } from '../../src/settings'

// jsdom ships no type declarations (and @types/jsdom is not installed): load it with a typed require.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { document: Document } } }

export interface Page {
  status: number
  html: string
  doc: Document
  headers: Headers
}

/**
 * Where a real page prints each nonce: the stock plugins' localized globals (`var name = {...}`) or a form's hidden
 * input — not Saar's settings, which carry only what the WordPress plugin prints there.
 */
const NONCE_SOURCES: Record<string, [global: string, key: string] | string> = {
  feAjax: ['dpd', 'fe_ajax_nonce'],
  updateOrderReview: ['wc_checkout_params', 'update_order_review_nonce'],
  applyCoupon: ['wc_checkout_params', 'apply_coupon_nonce'],
  removeCoupon: ['wc_checkout_params', 'remove_coupon_nonce'],
  notification: ['_woocommerce_notification_params', 'nonce'],
  ajaxEvent: ['pysOptions', 'ajax_event'],
  login: 'woocommerce-login-nonce',
  register: 'woocommerce-register-nonce',
  processCheckout: 'woocommerce-process-checkout-nonce',
  editAccount: 'save-account-details-nonce',
}

export class Visitor {
  readonly jar = new Map<string, string>()
  settings: RawSettings = {}
  /** The last page's localized globals, by name. */
  globals: Record<string, Record<string, unknown>> = {}
  /** The last page. */
  doc?: Document

  constructor(readonly base: string) {}

  get cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';')
      const i = pair!.indexOf('=')
      const name = pair!.slice(0, i).trim()
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))
      if (expired) this.jar.delete(name)
      else this.jar.set(name, pair!.slice(i + 1).trim())
    }
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.jar.size) headers.set('Cookie', this.cookieHeader)
    const res = await fetch(this.base + path, { redirect: 'manual', ...init, headers })
    this.keep(res)
    return res
  }

  /** GET a page (following redirects like a browser), parse it and remember its settings. */
  async page(path: string): Promise<Page> {
    let res = await this.fetch(path)
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 5; hops++) res = await this.fetch(res.headers.get('location')!)
    const html = await res.text()
    const doc = new JSDOM(html).window.document
    const json = doc.getElementById('saar-settings')?.textContent
    if (json) this.settings = JSON.parse(json) as RawSettings
    this.doc = doc
    this.globals = {}
    for (const script of Array.from(doc.querySelectorAll('script:not([src])'))) {
      const m = /^\s*var ([\w$]+) = (\{[\s\S]*\});\s*$/.exec(script.textContent ?? '')
      if (m) this.globals[m[1]!] = JSON.parse(m[2]!) as Record<string, unknown>
    }
    return { status: res.status, html, doc, headers: res.headers }
  }

  /** A form-encoded POST with the anti-spam fields (unless `spam` is false). */
  post(path: string, fields: Record<string, string> | [string, string][], options: { antiSpam?: boolean; headers?: Record<string, string> } = {}): Promise<Response> {
    const body = new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields))
    if (options.antiSpam !== false) for (const [k, v] of Object.entries(this.settings.antiSpam ?? {})) body.set(k, v)
    return this.fetch(path, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', ...options.headers } })
  }

  /** A nonce as the last page printed it (see NONCE_SOURCES); '' when that page has none. */
  nonce(name: string): string {
    const source = NONCE_SOURCES[name]
    if (!source) throw new Error(`No known source for the nonce "${name}"`)
    if (typeof source === 'string') return this.doc?.querySelector<HTMLInputElement>(`input[name="${source}"]`)?.value ?? ''
    const value = this.globals[source[0]]?.[source[1]]
    return typeof value === 'string' ? value : ''
  }
}

/** Every element of a page that matches. */
export const all = (page: Page, selector: string): Element[] => [...page.doc.querySelectorAll(selector)]

/** The page's element that matches; a missing one fails the test with its selector. */
export const one = (page: Page, selector: string): Element => {
  const el = page.doc.querySelector(selector)
  if (!el) throw new Error(`missing ${selector}`)
  return el
}

export const parse = (html: string): Document => new JSDOM(`<!DOCTYPE html><body>${html}</body>`).window.document
