/**
 * The widget host's calls (spec §7): refresh, the advanced-discount widget's draft checkout, share counts and stats
 * posts. All asynchronous `fetch` with an AbortController (never a synchronous XHR), without the shopper's cookies
 * (nothing of the visitor goes to the host beyond what the call names), each answer validated: a garbled, failed or
 * slow answer has one defined outcome per call, said on the console, and never throws.
 */
import { safeUrl } from '../../../src/safe-url'

type Dict = Record<string, unknown>

/** How long a draft checkout may take before the shopper goes to the shop's checkout without it (spec §9). */
export const CHECKOUT_TIMEOUT_MS = 20_000
/** How long the other calls may take. */
export const CALL_TIMEOUT_MS = 10_000

/** Why a call has no answer. */
export type Failure = 'timeout' | 'failed' | 'garbled'

/**
 * Fetches `url` and parses its answer as JSON (a JSONP wrapper `name({...})`, as old count services answer, is
 * unwrapped as text, never run). Resolves to the value, or to a failure.
 */
export async function callJson(url: string, init: RequestInit = {}, timeoutMs = CALL_TIMEOUT_MS): Promise<{ value: unknown } | { failure: Failure }> {
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), timeoutMs)
  try {
    const target = safeUrl(url)
    if (!target) return { failure: 'failed' }
    const response = await fetch(target.href, { credentials: 'omit', ...init, signal: abort.signal })
    if (!response.ok) return { failure: 'failed' }
    const text = (await response.text()).trim()
    try {
      return { value: JSON.parse(/^[\w.$]*\(([\s\S]*)\);?$/.exec(text)?.[1] ?? text) as unknown }
    } catch {
      return { failure: 'garbled' }
    }
  } catch {
    return { failure: abort.signal.aborted ? 'timeout' : 'failed' }
  } finally {
    clearTimeout(timer)
  }
}

/** A form-encoded POST body of these fields (undefined ones left out). */
const form = (fields: Record<string, string | number | undefined>): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))),
})

const dict = (value: unknown): Dict => (value && typeof value == 'object' ? (value as Dict) : {})
const trim = (url: string): string => url.replace(/\/+$/, '')

/**
 * Asks the host to refresh the domain's files (`<static>/refresh/<id>`, for `#zbrefresh` / `#zbrc`), kept alive across
 * the reload that follows: whether it answered `status: 1`.
 */
export async function refresh(staticUrl: string, domainId: string): Promise<boolean> {
  const answer = await callJson(`${trim(staticUrl)}/refresh/${encodeURIComponent(domainId)}`, { keepalive: true })
  const ok = 'value' in answer && dict(answer.value).status == 1
  if (!ok) console.warn('Saar: widget refresh not ok')
  return ok
}

/** Where a draft checkout sends the shopper, and why. */
export interface CheckoutOutcome {
  url: string
  /** `invoice`: the draft order's invoice; `no-offers`: the host made none; else why the call gave no answer. */
  reason: 'invoice' | 'no-offers' | Failure
}

/**
 * The advanced-discount widget's checkout (`POST <actions>/advanceddiscount/createcheckout`): a draft order goes to
 * its `invoice_url` (an http(s) address only); `offers: false` goes to the shop's checkout, and so does a timeout
 * (20 s), a failure or an answer that is neither (with a console line): the shopper is never stuck before checkout.
 */
export async function createCheckout(
  actionsUrl: string,
  fields: { widgetId: string; zbad?: string },
  checkoutUrl: string,
  timeoutMs = CHECKOUT_TIMEOUT_MS,
): Promise<CheckoutOutcome> {
  const answer = await callJson(
    `${trim(actionsUrl)}/advanceddiscount/createcheckout`,
    form({ advanced_discount_widget_id: fields.widgetId, zbad: fields.zbad }),
    timeoutMs,
  )
  const value = 'value' in answer ? dict(answer.value) : {}
  const invoice = safeUrl(dict(value.draft_order).invoice_url)
  const outcome: CheckoutOutcome = invoice
    ? { url: invoice.href, reason: 'invoice' }
    : { url: checkoutUrl, reason: value.offers === false ? 'no-offers' : 'failure' in answer ? answer.failure : 'garbled' }
  if (outcome.reason != 'invoice' && outcome.reason != 'no-offers') console.warn(`Saar: draft checkout ${outcome.reason}, going to the checkout`)
  return outcome
}

/** The networks whose share counts widgets show. */
export type ShareNetwork = 'facebook' | 'pinterest' | 'linkedin' | 'googleplus'

/** Where the counts come from: Facebook's through the host's actions, Pinterest's and LinkedIn's from their services. */
export interface ShareEndpoints {
  actions: string
  pinterest: string
  linkedin: string
}

/** A count: a finite number ≥ 0, else 0. */
const count = (value: unknown): number => (typeof value == 'number' && value >= 0 && Number.isFinite(value) ? Math.floor(value) : 0)

/**
 * A page's share count on a network; 0 when the service fails or answers garbled. Facebook's is its engagement
 * (reactions + shares + comments, the total Facebook's own button shows); Google Plus is gone (2019), so its count is 0
 * without a request.
 */
export async function shareCount(network: ShareNetwork, url: string, endpoints: ShareEndpoints): Promise<number> {
  if (network == 'googleplus') return 0
  const base = network == 'facebook' ? `${trim(endpoints.actions)}/sharecount/getfacebooksharecount` : endpoints[network]
  const answer = await callJson(`${base}${base.includes('?') ? '&' : '?'}url=${encodeURIComponent(url)}`)
  if (!('value' in answer)) return 0
  const value = dict(answer.value)
  if (network != 'facebook') return count(value.count)
  const e = dict(value.engagement)
  return count(e.reaction_count) + count(e.share_count) + count(e.comment_count)
}

/** What a stats post carries (spec §7): the customer, the domain, the stats version, and what happened. */
export interface StatsPost {
  customerId: unknown
  domainId: unknown
  version: string
  widgetId?: string
  event?: string
}

/** Posts stats to `<stats>/api/` (kept alive across a navigation); whether the host took it. */
export async function postStats(statsUrl: string, post: StatsPost): Promise<boolean> {
  const id = (v: unknown): string | undefined => (typeof v == 'number' || typeof v == 'string' ? String(v) : undefined)
  const answer = await callJson(`${trim(statsUrl)}/api/`, {
    ...form({ customer_id: id(post.customerId), domain_id: id(post.domainId), version: post.version, widget_id: post.widgetId, event: post.event }),
    keepalive: true,
  })
  return 'value' in answer
}
