/**
 * Latency and failure injection for tests. Rules come from the `X-Saar-Inject` header, the `saar_inject` cookie,
 * the visitor's rules (POST /__saar/inject with a visitor) and the global rules (POST /__saar/inject without
 * one), looked up in that order. Syntax: `rule|rule…`, each `<match>=<mode>[+<mode>…]`, where match is an
 * admin-ajax action, a wc-ajax endpoint, a REST route suffix, a third-party path prefix, or `*`; modes are
 * `500`, `timeout`, `invalid-json`, `empty`, `minus-one` and `zero` (WordPress's `-1` and `0` refusals, with a 200),
 * `html` (a whole HTML page where JSON was due, as a plugin's error page), `latency:<ms>` and `redirect:<url>` (a 302 to that address: another
 * origin, such as the third-party port's hostile `/hostile/html`, or a page of the shop such as `/minu-konto/`).
 * WooCommerce's cart actions on its pages are calls too (cart.js makes them by ajax): a POST to the cart page
 * (`cart_form`, and `update_cart` or `calc_shipping` by the field it carries) and the links `?remove_item=` and
 * `?undo_item=` (`remove_item`, `undo_item`). Only a rule naming one of them takes those, never `*`, which keeps
 * for the ajax calls (a page behind it would be no page at all).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

export interface Injection {
  latency: number
  fail500: boolean
  timeout: boolean
  invalidJson: boolean
  empty: boolean
  /** The body WordPress's refusals and a plugin's error page answer with: `-1`, `0`, or a page of HTML. */
  body?: string
  /** Where a 302 sends the call instead of answering it. */
  redirect?: string
}

interface Rule {
  match: string
  modes: string[]
}

/** How long `timeout` holds a response before dropping the socket. */
export const holdMs = 30_000
const maxLatency = 60_000

let globalRules = ''
export const setGlobalRules = (rules: string): void => void (globalRules = rules)
export const getGlobalRules = (): string => globalRules

export function parseRules(text: string): Rule[] {
  return text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const i = part.indexOf('=')
      if (i < 1) return []
      return [{ match: part.slice(0, i).trim(), modes: part.slice(i + 1).split('+').map((m) => m.trim()).filter(Boolean) }]
    })
}

/** The first rule whose match applies, specific matches beating `*` within one source. */
function findRule(rules: Rule[], matches: (m: string) => boolean): Rule | undefined {
  return rules.find((r) => r.match !== '*' && matches(r.match)) ?? rules.find((r) => r.match === '*')
}

export function toInjection(modes: string[]): Injection | undefined {
  const out: Injection = { latency: 0, fail500: false, timeout: false, invalidJson: false, empty: false }
  for (const mode of modes) {
    const latency = /^latency:(\d+)$/.exec(mode)
    if (latency) out.latency = Math.min(Number(latency[1]), maxLatency)
    else if (mode === '500') out.fail500 = true
    else if (mode === 'timeout') out.timeout = true
    else if (mode === 'invalid-json') out.invalidJson = true
    else if (mode === 'empty') out.empty = true
    else if (mode === 'minus-one') out.body = '-1'
    else if (mode === 'zero') out.body = '0'
    else if (mode === 'html') out.body = '<!DOCTYPE html><html><head><title>Viga</title></head><body><h1>Saidil tekkis viga</h1><p>Palun proovi hiljem uuesti.</p></body></html>'
    else if (mode.startsWith('redirect:')) out.redirect = mode.slice('redirect:'.length)
  }
  return out.latency || out.fail500 || out.timeout || out.invalidJson || out.empty || out.body !== undefined || out.redirect ? out : undefined
}

/**
 * The injection for one call. `sources` are rule texts in priority order; `matches` says whether a rule's match
 * names this call.
 */
export function injectionFor(sources: (string | undefined)[], matches: (m: string) => boolean): Injection | undefined {
  for (const source of sources) {
    if (!source) continue
    const rule = findRule(parseRules(source), matches)
    if (rule) return toInjection(rule.modes)
  }
  return undefined
}

/**
 * The injection for a cart action on a page (`names`: what it is called, pageActions): only a rule that names one of
 * them, never `*`.
 */
export function pageActionInjection(sources: (string | undefined)[], names: string[]): Injection | undefined {
  for (const source of sources) {
    const rule = source ? parseRules(source).find((r) => names.includes(r.match)) : undefined
    if (rule) return toInjection(rule.modes)
  }
  return undefined
}

/** What WooCommerce's cart actions on a page are called for injection: see the header. */
export function pageActions(url: URL, method: string, body: URLSearchParams, cartPath: string): string[] {
  const names: string[] = []
  if (method === 'POST' && url.pathname === cartPath) names.push('cart_form', ...['update_cart', 'calc_shipping'].filter((n) => body.has(n)))
  if (method === 'GET') names.push(...['remove_item', 'undo_item'].filter((n) => url.searchParams.has(n)))
  return names
}

/** Rule sources of a request: header, then cookie (visitor and global rules are appended by the caller). */
export function requestRuleSources(req: IncomingMessage, cookies: Record<string, string>): (string | undefined)[] {
  const header = req.headers['x-saar-inject']
  return [Array.isArray(header) ? header.join('|') : header, cookies.saar_inject]
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref())

/**
 * Applies an injection before the real answer: waits for the latency, then either answers in the failure's way
 * (returns true: the caller must not answer) or lets the caller answer normally (returns false).
 */
export async function applyInjection(injection: Injection | undefined, res: ServerResponse): Promise<boolean> {
  if (!injection) return false
  if (injection.latency) await sleep(injection.latency)
  if (injection.timeout) {
    await sleep(holdMs)
    res.socket?.destroy()
    return true
  }
  if (injection.fail500) {
    res.writeHead(500, { 'Content-Type': 'text/html; charset=UTF-8' }).end('<p>Saidil tekkis kriitiline viga (injected 500).</p>')
    return true
  }
  if (injection.invalidJson) {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' }).end('<br />\n<b>Warning</b>: injected PHP notice {"success":tr')
    return true
  }
  if (injection.empty) {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' }).end('')
    return true
  }
  if (injection.body !== undefined) {
    res.writeHead(200, { 'Content-Type': `${injection.body.startsWith('<') ? 'text/html' : 'application/json'}; charset=UTF-8` }).end(injection.body)
    return true
  }
  if (injection.redirect) {
    res.writeHead(302, { Location: injection.redirect, 'Content-Type': 'text/html; charset=UTF-8' }).end('')
    return true
  }
  return false
}
