/**
 * sourcebuster's source-type algorithm (tracking-consent.md §4.1): where this page view came from, as `utm`,
 * `organic`, `referral` or `typein`, with its source, medium, campaign, content, term and WooCommerce's extra UTM
 * fields. Values are kept as sourcebuster keeps them (the URL's raw text where clean, text.ts), so its cookies hold
 * what sourcebuster's would. Two improvements:
 * - organic traffic is also recognised by the search engine's host alone when the referrer has no query string (a
 *   browser sends only the origin, `https://www.bing.com/`, which sourcebuster calls a referral: its issues #33, #41);
 * - email addresses are stripped from every value and each is capped (text.ts).
 */
import { keep, NONE, URL_CAP, VALUE_CAP } from './text'

/** One source, in sourcebuster's field names (`sbjs_current`). */
export interface Source {
  typ: string
  src: string
  mdm: string
  cmp: string
  cnt: string
  trm: string
  id: string
  plt: string
  fmt: string
  tct: string
}

/** What sourcebuster knows of the visitor before this page view. */
export interface History {
  /** A session is going on (`sbjs_session`): a referrer then is a page of it, not a new source. */
  session: boolean
  /** A source was recorded before (`sbjs_first` or `sbjs_current`): a direct visit then keeps it. */
  known: boolean
}

/** The query's first value of each parameter, raw, by name (lowercased: click ids come in either case). */
export function queryOf(search: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=')
    const name = pair.slice(0, at).toLowerCase()
    // A name without `=` is no value, as sourcebuster reads it; only the first of repeated names counts.
    if (at > 0 && !out.has(name)) out.set(name, pair.slice(at + 1))
  }
  return out
}

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'gclid', 'yclid']

/**
 * sourcebuster's engines that need their search parameter when the referrer has a query: display name, host, and
 * parameter. Then the hosts recognised without a query string (browsers send only the origin): the engines with a
 * real share of searches in Estonia and Europe (StatCounter: Google, Bing, Yandex, Yahoo, DuckDuckGo, Ecosia) and
 * the privacy and regional ones a shopper here uses (Baidu, Qwant, Startpage, Brave Search). Webmail and portals on
 * the same domains (mail.yahoo.com) stay referrals: only the search hosts are listed.
 */
const BY_PARAM: Array<[string, string, string]> = [
  ['bing', 'bing.com', 'q'],
  ['yahoo', 'yahoo.com', 'p'],
  ['about', 'about.com', 'q'],
  ['aol', 'aol.com', 'q'],
  ['ask', 'ask.com', 'q'],
  ['globo', 'globososo.com', 'q'],
  ['go.mail.ru', 'go.mail.ru', 'q'],
  ['rambler', 'rambler.ru', 'query'],
  ['tut.by', 'tut.by', 'query'],
]
const BY_HOST: Array<[string, RegExp]> = [
  ['bing', /(^|\.)bing\.com$/],
  ['yahoo', /(^|\.)search\.yahoo\.com$/],
  ['yandex', /^(www\.)?(yandex\.[a-z]{2,3}(\.[a-z]{2})?|ya\.ru)$/],
  ['duckduckgo', /(^|\.)duckduckgo\.com$/],
  ['ecosia', /(^|\.)ecosia\.org$/],
  ['baidu', /(^|\.)baidu\.com$/],
  ['qwant', /(^|\.)qwant\.com$/],
  ['startpage', /(^|\.)startpage\.com$/],
  ['brave', /^search\.brave\.com$/],
]
/** sourcebuster's referral aliases: host, source. */
const ALIASES: Array<[string, string]> = [
  ['t.co', 'twitter.com'],
  ['plus.url.google.com', 'plus.google.com'],
]

const within = (host: string, domain: string): boolean => host == domain || host.endsWith('.' + domain)

/** The search engine a referrer is, by sourcebuster's rules and then by host alone when it has no query string. */
function engine(host: string, query: string): string | undefined {
  if (query && /^(.*\.)?yandex\..{2,9}$/.test(host) && query.includes('text=')) return 'yandex'
  if (/^(www\.)?google\.[a-z]{2,3}(\.[a-z]{2})?$/.test(host)) return 'google'
  if (query) return BY_PARAM.find(([, domain, param]) => within(host, domain) && query.toLowerCase().includes(param + '='))?.[0]
  return BY_HOST.find(([, pattern]) => pattern.test(host))?.[0]
}

/**
 * This page view's source, or undefined when the recorded one stays (a page of the session, or a direct visit of a
 * known visitor). `domain` is the shop's (cookies.ts's cookieDomain, or the host): referrers within it are internal.
 */
export function detectSource(href: string, referrer: string, domain: string, history: History): Source | undefined {
  const url = new URL(href)
  const q = queryOf(url.search)
  const value = (name: string): string => keep(q.get(name) ?? '', VALUE_CAP) || NONE
  const none = { cmp: NONE, cnt: NONE, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE }
  let from: URL | undefined
  try {
    from = referrer ? new URL(referrer) : undefined
  } catch {
    // Not an address: no referrer.
  }
  const host = from?.hostname.replace(/^www\./, '') ?? ''
  const external = !!from && !within(host, domain.replace(/^www\./, '') || url.hostname)
  if (UTM.some((name) => q.has(name))) {
    const paid = q.has('gclid') ? 'google' : q.has('yclid') ? 'yandex' : ''
    const term = q.get('utm_term') ?? (from && /^(.*\.)?yandex\..{2,9}$/.test(from.hostname) ? queryOf(from.search).get('text') : undefined)
    return {
      typ: 'utm',
      src: q.has('utm_source') ? value('utm_source') : paid || NONE,
      mdm: q.has('utm_medium') ? value('utm_medium') : paid ? 'cpc' : NONE,
      cmp: q.has('utm_campaign') ? value('utm_campaign') : paid ? paid + '_cpc' : NONE,
      cnt: value('utm_content'),
      trm: keep(term ?? '', VALUE_CAP) || NONE,
      id: value('utm_id'),
      plt: value('utm_source_platform'),
      fmt: value('utm_creative_format'),
      tct: value('utm_marketing_tactic'),
    }
  }
  const search = external ? engine(from!.hostname, from!.search.slice(1)) : undefined
  if (search) return { typ: 'organic', src: search, mdm: 'organic', ...none }
  if (external && !history.session) {
    const alias = ALIASES.find(([domain]) => within(host, domain))
    return { typ: 'referral', src: alias ? alias[1] : keep(host, URL_CAP), mdm: 'referral', ...none, cnt: keep(from!.pathname, VALUE_CAP) }
  }
  if (!history.known) return { typ: 'typein', src: '(direct)', mdm: NONE, ...none }
  return undefined
}
