/**
 * Every call Saar makes goes through here: admin-ajax actions (the `{success, data}` envelope), wc-ajax endpoints
 * (`%%endpoint%%`) and REST routes (`X-WP-Nonce`). One place adds the four anti-spam fields to every POST, applies
 * the timeout, aborts the stale request of the same key, and turns every outcome into a typed result, so no island
 * is ever left spinning on a promise that never settles.
 *
 * When jQuery is on the page, wc-ajax and admin-ajax calls go through `jQuery.ajax`: other plugins listen to
 * `ajaxSend` / `ajaxComplete` for them (WooCommerce had to revert its move to fetch for this, PR #36275).
 */
import { missingSetting, settings, type Settings } from './settings'
import { safeUrl } from './safe-url'

/**
 * Why a call failed. `http`: a non-2xx answer; `parse`: not the JSON expected; `rejected`: WordPress answered
 * `success: false`, or refused the call with `-1` (a failed nonce check) or `0` (no handler for the action);
 * `aborted`: a newer request of the same key replaced it (callers just ignore it); `origin`: the address is not on
 * the shop's own origin, or the answer came from elsewhere (a redirect to another page or origin).
 */
export type AjaxErrorKind = 'timeout' | 'network' | 'http' | 'parse' | 'aborted' | 'rejected' | 'origin'

export interface AjaxError {
  kind: AjaxErrorKind
  /** HTTP status, 0 when there was no response. */
  status: number
  /** The server's own message, when it sent one (`success: false` with text). */
  message?: string
  /**
   * A 4xx answer to a POST sent without anti-spam fields, none being known (no settings, no POST form on the page):
   * the shop's anti-spam plugin refuses such a POST, so the caller can take the way that works without scripts.
   */
  unguarded?: true
}

export type AjaxResult<T> = { ok: true; data: T; status: number } | { ok: false; error: AjaxError }

/** Form-style payload: nested objects and arrays become PHP's `a[b]=…` keys. */
export type Payload = { [key: string]: PayloadValue }
export type PayloadValue = string | number | boolean | null | undefined | PayloadValue[] | { [key: string]: PayloadValue }

export interface RequestOptions {
  method?: 'GET' | 'POST'
  data?: Payload | URLSearchParams
  /** Milliseconds before the call fails with `timeout`; defaults to the settings' `ajaxTimeout`. */
  timeout?: number
  /** A new request with the same key aborts the previous one still in flight. */
  key?: string
  headers?: Record<string, string>
  /** `json` (default) parses the body; `text` returns it as it is (HTML fragments). */
  expect?: 'json' | 'text'
  /** A JSON body (REST) instead of the form-encoded `data`. */
  json?: unknown
}

/**
 * Encodes a payload exactly as jQuery.param (3.7) does, which is what the plugins' PHP was written against:
 * `a=1&b[c]=2&d[]=x`; booleans as "true" / "false"; null and undefined as an empty value (`key=`); array items
 * get an index only when they are objects or arrays.
 */
export function encodeForm(data: Payload | URLSearchParams, out = new URLSearchParams(), prefix = ''): URLSearchParams {
  if (data instanceof URLSearchParams) return new URLSearchParams(data)
  for (const [k, value] of Object.entries(data)) {
    const nested = value !== null && typeof value === 'object'
    const key = prefix ? `${prefix}[${Array.isArray(data) && !nested ? '' : k}]` : k
    if (nested) encodeForm(value as Payload, out, key)
    else out.append(key, value == null ? '' : String(value))
  }
  return out
}

/**
 * The spec's "four hidden anti-spam fields with fixed names", added to every non-GET form and every POST ajax
 * request: the names the shop's anti-spam plugin prints (php-stub/shop/visitors.ts stands in for it).
 */
export const ANTI_SPAM_FIELDS = ['saar_hp_name', 'saar_hp_email', 'saar_ts', 'saar_token'] as const

/** The fields read from the page's forms, per settings object (a reset of the settings reads them again). */
const fromForms = new WeakMap<Settings, Record<string, string>>()

/**
 * The anti-spam fields, name → value: the settings' `antiSpam`, else the hidden inputs the page's POST forms carry
 * (Saar's scripts enqueued by hand print no settings, but the anti-spam plugin still prints its fields into every
 * POST form). Read when first needed, not at load, since forms may arrive later; kept once all four are found.
 * Only the fixed names, and only from forms that post to the shop's own origin: another origin's form could carry
 * anything.
 */
export function antiSpamFields(): Record<string, string> {
  const s = settings()
  if (Object.keys(s.antiSpam).length) return s.antiSpam
  const known = fromForms.get(s)
  if (known) return known
  const found: Record<string, string> = {}
  for (const form of document.forms) {
    if (form.getAttribute('method')?.toLowerCase() !== 'post' || !safeUrl(form.getAttribute('action') || location.href, 'own')) continue
    for (const name of ANTI_SPAM_FIELDS) {
      const input = form.elements.namedItem(name)
      if (!(name in found) && input instanceof HTMLInputElement && input.type === 'hidden') found[name] = input.value
    }
  }
  if (Object.keys(found).length === ANTI_SPAM_FIELDS.length) fromForms.set(s, found)
  return found
}

/** Adds the anti-spam fields to a POST body; values already present are kept. */
export function withAntiSpam(body: URLSearchParams, fields = antiSpamFields()): URLSearchParams {
  for (const name in fields) if (!body.has(name)) body.set(name, fields[name]!)
  return body
}

/** The wc-ajax URL of an endpoint. */
export const wcAjaxUrl = (endpoint: string): string => settings().wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint))

const inflight = new Map<string, () => void>()

interface JQueryXhrLike {
  status: number
  responseText?: string
  abort(): void
}
interface JQueryLike {
  ajax?: (options: Record<string, unknown>) => JQueryXhrLike
  ajaxSettings: { xhr(): XMLHttpRequest }
}

/** An answer, with the URL it finally came from ('' when the transport cannot say). */
type Outcome = { status: number; text: string; url: string } | AjaxError

/**
 * Sends the request with fetch, or with jQuery.ajax when asked and available, and resolves with the answer or
 * an error; it never rejects.
 */
function send(url: string, method: string, headers: Record<string, string>, body: string | undefined, timeout: number, viaJQuery: boolean) {
  const $ = viaJQuery ? (globalThis as { jQuery?: JQueryLike }).jQuery : undefined
  let abort: () => void
  let timedOut = false
  const done = new Promise<Outcome>((resolve) => {
    if ($?.ajax) {
      // jqXHR hides where the answer came from: the XHR it uses is made here, to read its responseURL.
      let raw: XMLHttpRequest | undefined
      const xhr = $.ajax({
        xhr: () => (raw = $.ajaxSettings.xhr()),
        url,
        type: method,
        data: body,
        headers,
        timeout,
        dataType: 'text',
        processData: false,
        contentType: headers['Content-Type'] ?? false,
        complete: (x: JQueryXhrLike, status: string) =>
          resolve(
            status === 'timeout' || status === 'abort' || !x.status
              ? { kind: status === 'timeout' ? 'timeout' : status === 'abort' ? 'aborted' : 'network', status: 0 }
              : { status: x.status, text: x.responseText ?? '', url: raw?.responseURL ?? '' },
          ),
      })
      abort = () => xhr.abort()
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => ((timedOut = true), controller.abort()), timeout)
    abort = () => controller.abort()
    fetch(url, { method, body, headers, credentials: 'same-origin', signal: controller.signal })
      .then(async (res) => resolve({ status: res.status, text: await res.text(), url: res.url }))
      .catch(() => resolve({ kind: timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network', status: 0 }))
      .finally(() => clearTimeout(timer))
  })
  return { done, abort: () => abort() }
}

/**
 * One HTTP call. POST bodies get the anti-spam fields. Never rejects: the result says what happened.
 * `viaJQuery` routes the call through the page's jQuery when there is one.
 */
export async function request<T = unknown>(url: string, options: RequestOptions = {}, viaJQuery = false): Promise<AjaxResult<T>> {
  const method = options.method ?? 'POST'
  const headers: Record<string, string> = { Accept: 'application/json, text/html;q=0.9', ...options.headers }
  let body: string | undefined
  let unguarded = false
  if (method === 'GET') {
    const query = encodeForm(options.data ?? {}).toString()
    if (query) url += (url.includes('?') ? '&' : '?') + query
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers['Content-Type'] = 'application/json'
  } else {
    const fields = antiSpamFields()
    unguarded = !Object.keys(fields).length
    body = withAntiSpam(encodeForm(options.data ?? {}), fields).toString()
    headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8'
  }
  const key = options.key
  if (key) inflight.get(key)?.()
  // Saar calls only the shop's own endpoints, and takes only their own answers: an answer that a redirect brought
  // from another page or origin (a login page, a hijacked endpoint) is refused, so no HTML from elsewhere ever
  // reaches an island. The one check, here, after redirects, for every call.
  const asked = safeUrl(url, 'own')
  if (!asked) return { ok: false, error: { kind: 'origin', status: 0 } }
  const call = send(url, method, headers, body, options.timeout ?? settings().ajaxTimeout, viaJQuery)
  if (key) inflight.set(key, call.abort)
  const outcome = await call.done
  if (key && inflight.get(key) === call.abort) inflight.delete(key)
  if ('kind' in outcome) return { ok: false, error: outcome }
  const { status, text } = outcome
  if (safeUrl(outcome.url || asked.href, 'own')?.pathname !== asked.pathname) return { ok: false, error: { kind: 'origin', status } }
  const what = new URLSearchParams(body).get('action') || url
  const refused = /^\s*(-1|0)\s*$/.test(text)
  // A shop whose anti-spam plugin demands its fields refuses a POST without them (a 4xx; -1 and 0 are WordPress's
  // own refusals, below): said once a page, naming the setting, since neither it nor a POST form had them to give.
  const spam = unguarded && !refused && status >= 400 && status < 500
  if (spam) missingSetting('antiSpam', `${what} refused without anti-spam fields (no POST form has them)`)
  // WordPress refuses with -1 (a nonce that failed) or 0 (no handler for the action), often with a 200: a failure,
  // said once here for every caller, with the action's name.
  if (refused) {
    console.warn(`[saar] ${what} refused: ${text.trim()}`)
    return { ok: false, error: { kind: 'rejected', status } }
  }
  if (status < 200 || status > 299) return { ok: false, error: spam ? { kind: 'http', status, unguarded: true } : { kind: 'http', status } }
  if (options.expect === 'text') return { ok: true, data: text as T, status }
  try {
    return { ok: true, data: JSON.parse(text) as T, status }
  } catch {
    return { ok: false, error: { kind: 'parse', status } }
  }
}

/** Aborts the request of `key` still in flight, if any; its caller gets an `aborted` result. */
export const abortRequest = (key: string): void => inflight.get(key)?.()

/** A wc-ajax endpoint (`add_to_cart`, `get_variation`, …): WooCommerce's plain JSON answers. */
export const wcAjax = <T = unknown>(endpoint: string, data: Payload = {}, options: RequestOptions = {}): Promise<AjaxResult<T>> =>
  request<T>(wcAjaxUrl(endpoint), { ...options, data }, true)

/** An admin-ajax action whose answer is not enveloped (HTML fragments, plugin JSON). */
export const adminAjaxRaw = <T = unknown>(action: string, data: Payload = {}, options: RequestOptions = {}): Promise<AjaxResult<T>> =>
  request<T>(settings().ajaxUrl, { ...options, data: { action, ...data } }, true)

/**
 * An admin-ajax action answered with WordPress's `{success, data}` envelope (`wp_send_json_success` / `_error`).
 * `success: false` becomes a `rejected` error carrying the server's message when it is text.
 */
export async function adminAjax<T = unknown>(action: string, data: Payload = {}, options: RequestOptions = {}): Promise<AjaxResult<T>> {
  const result = await adminAjaxRaw<{ success?: unknown; data?: unknown } | null>(action, data, options)
  if (!result.ok) return result
  const envelope = result.data
  if (typeof envelope?.success !== 'boolean') return { ok: false, error: { kind: 'parse', status: result.status } }
  if (!envelope.success) {
    const message = typeof envelope.data === 'string' ? envelope.data : undefined
    return { ok: false, error: { kind: 'rejected', status: result.status, message } }
  }
  return { ok: true, data: envelope.data as T, status: result.status }
}
