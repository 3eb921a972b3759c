// @vitest-environment jsdom
/**
 * Differential test of Saar's order attribution against sourcebuster 1.1.0 (the npm package WooCommerce's fork
 * grew from): for a table of page views (landing URL, referrer, time), Saar's cookies and sourcebuster's, written on
 * the same jsdom page. Saar must give what sourcebuster gives — source type, UTM values, every `sbjs_*` cookie's value
 * byte for byte, its domain, path and expiry — except where a row says it differs on purpose:
 * - organic traffic recognised by the engine's host alone (a referrer without query string);
 * - email addresses stripped, values capped, bad percent-encoding kept as it came;
 * - the fields 1.1.0 lacks (WooCommerce's fork adds `id`, `plt`, `fmt`, `tct` to `sbjs_current` and `sbjs_first`).
 */
import { createRequire } from 'node:module'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { captureSbjs, encodeData, readSbjs, type SbjsValues } from '../../islands/tracking/attribution/sourcebuster'
import { dom, SHOP, stored, visit } from './attribution-page'

interface Sourcebuster {
  init(prefs: Record<string, unknown>): void
  get: SbjsValues
}
const sbjs = createRequire(import.meta.url)('sourcebuster') as Sourcebuster
const START = Date.UTC(2026, 10, 24, 9, 30, 15)
const MINUTE = 60000

/** One page view: its address, its referrer, and the minutes since the view before. */
interface View {
  url: string
  referrer?: string
  after?: number
}

/** A row: the views, and what Saar gives instead of sourcebuster, by cookie and field (after the last view). */
interface Row {
  views: View[]
  differs?: Partial<Record<'current' | 'first' | 'current_add' | 'first_add' | 'session', Record<string, string>>>
  /** sourcebuster's settings (WooCommerce's lifetime, …); 6 months and 30 minutes otherwise. */
  prefs?: { lifetime: number; session: number }
}

const organic = (src: string) => ({ typ: 'organic', src, mdm: 'organic', cnt: '(none)' })
const long = 'x'.repeat(5000)
/** The long row's address as Saar keeps it: its first 400 characters. */
const longUrl = `${SHOP}/?utm_source=kiri&utm_campaign=${long}`.slice(0, 400)

const rows: Record<string, Row> = {
  'Google, with its query': { views: [{ url: '/', referrer: 'https://www.google.com/search?q=villane+kampsun' }] },
  'Google, origin only (both: sourcebuster knows Google by its host)': { views: [{ url: '/pood/', referrer: 'https://www.google.ee/' }] },
  'Bing, with its query': { views: [{ url: '/', referrer: 'https://www.bing.com/search?q=sokid' }] },
  'Bing, origin only: Saar says organic, sourcebuster a referral': {
    views: [{ url: '/', referrer: 'https://www.bing.com/' }],
    differs: { current: organic('bing'), first: organic('bing') },
  },
  'DuckDuckGo, origin only: Saar says organic': {
    views: [{ url: '/', referrer: 'https://duckduckgo.com/' }],
    differs: { current: organic('duckduckgo'), first: organic('duckduckgo') },
  },
  'Ecosia, origin only: Saar says organic': {
    views: [{ url: '/', referrer: 'https://www.ecosia.org/' }],
    differs: { current: organic('ecosia'), first: organic('ecosia') },
  },
  'Yahoo, with its query': { views: [{ url: '/', referrer: 'https://search.yahoo.com/search?p=kampsun' }] },
  'Yandex, with its query': { views: [{ url: '/', referrer: 'https://yandex.ru/search/?text=kampsun' }] },
  'Bing, a page that is no search (a query without q=): a referral for both': { views: [{ url: '/', referrer: 'https://www.bing.com/maps?where=Tallinn' }] },
  'Yahoo mail, origin only: a referral for both (only search hosts are organic)': { views: [{ url: '/', referrer: 'https://mail.yahoo.com/' }] },
  'Facebook': { views: [{ url: '/toode/villane-kampsun/', referrer: 'https://l.facebook.com/' }] },
  'Instagram, with a query': { views: [{ url: '/', referrer: 'https://l.instagram.com/?u=https%3A%2F%2Fwww.saar.example%2F' }] },
  'Twitter (t.co, an alias)': { views: [{ url: '/', referrer: 'https://t.co/abc123' }] },
  'a blog': { views: [{ url: '/', referrer: 'https://blogi.example.com/2026/parimad-sokid/' }] },
  'typed in': { views: [{ url: '/' }] },
  'the shop\'s own subdomain: internal, so typed in': { views: [{ url: '/', referrer: 'https://blogi.saar.example/postitus/' }] },
  'a campaign link': { views: [{ url: '/?utm_source=uudiskiri&utm_medium=email&utm_campaign=kevad_2026&utm_content=pealkiri&utm_term=kampsun' }] },
  'a campaign link with a plus and an encoded space': { views: [{ url: '/?utm_source=uudis+kiri&utm_campaign=suvi%202026' }] },
  'gclid (google / cpc / google_cpc)': { views: [{ url: '/toode/sokid/?gclid=Cj0KCQiA_test' }] },
  'a campaign beating a search referrer': { views: [{ url: '/?utm_source=partner', referrer: 'https://www.google.com/' }] },
  'an email address as utm_term: Saar strips it': {
    views: [{ url: '/?utm_source=uudiskiri&utm_medium=email&utm_term=mari.maasikas%40example.ee' }],
    differs: {
      current: { trm: '(none)' },
      first: { trm: '(none)' },
      current_add: { ep: `${SHOP}/?utm_source=uudiskiri&utm_medium=email&utm_term=` },
      first_add: { ep: `${SHOP}/?utm_source=uudiskiri&utm_medium=email&utm_term=` },
      session: { cpg: `${SHOP}/?utm_source=uudiskiri&utm_medium=email&utm_term=` },
    },
  },
  'script and quotes in a UTM value: the same text (only ever a value); Saar keeps it whole after a second =': {
    views: [{ url: `/?utm_source=<script>alert(1)</script>&utm_campaign="'><img src=x onerror=alert(1)>` }],
    differs: { current: { cmp: `"'><img src=x onerror=alert(1)>` }, first: { cmp: `"'><img src=x onerror=alert(1)>` } },
  },
  'bad percent-encoding: Saar keeps the text as it came, sourcebuster unescapes it as Latin-1': {
    views: [{ url: '/?utm_source=%E0%A4%A&utm_medium=cpc' }],
    differs: {
      current: { src: '%E0%A4%A' },
      first: { src: '%E0%A4%A' },
      current_add: { ep: `${SHOP}/?utm_source=%E0%A4%A&utm_medium=cpc` },
      first_add: { ep: `${SHOP}/?utm_source=%E0%A4%A&utm_medium=cpc` },
      session: { cpg: `${SHOP}/?utm_source=%E0%A4%A&utm_medium=cpc` },
    },
  },
  'an absurdly long value: Saar keeps 100 characters, sourcebuster a cookie too long to keep': {
    views: [{ url: `/?utm_source=kiri&utm_campaign=${long}` }],
    differs: {
      current: { typ: 'utm', src: 'kiri', mdm: '(none)', cmp: 'x'.repeat(100), cnt: '(none)', trm: '(none)' },
      first: { typ: 'utm', src: 'kiri', mdm: '(none)', cmp: 'x'.repeat(100), cnt: '(none)', trm: '(none)' },
      current_add: { fd: '2026-11-24 09:30:15', ep: longUrl, rf: '(none)' },
      first_add: { fd: '2026-11-24 09:30:15', ep: longUrl, rf: '(none)' },
      session: { cpg: longUrl },
    },
  },
  'a second page of the session': {
    views: [
      { url: '/', referrer: 'https://www.google.com/' },
      { url: '/pood/', referrer: `${SHOP}/`, after: 2 },
    ],
  },
  'a referrer in the middle of a session keeps the session\'s source': {
    views: [
      { url: '/?utm_source=uudiskiri' },
      { url: '/pood/', referrer: 'https://l.facebook.com/', after: 5 },
    ],
  },
  'a returning visit, typed in: the campaign stays, a second visit': {
    views: [
      { url: '/?utm_source=uudiskiri&utm_campaign=kevad' },
      { url: '/', after: 120 },
    ],
  },
  'a returning visit from a search: current changes, first stays': {
    views: [
      { url: '/?utm_source=uudiskiri&utm_campaign=kevad' },
      { url: '/', referrer: 'https://www.google.com/', after: 24 * 60 },
    ],
  },
  'a returning visit through a referral, after the session ended': {
    views: [
      { url: '/' },
      { url: '/', referrer: 'https://blogi.example.com/', after: 45 },
    ],
  },
  "WooCommerce's lifetime (0.00001 months): session cookies": { views: [{ url: '/', referrer: 'https://www.google.com/' }], prefs: { lifetime: 0.00001, session: 30 } },
}

/** The jar's cookies for the shop, by name: value, domain, path and expiry. */
function jar(): Record<string, { value: string; domain: string | null; path: string | null; expires: string }> {
  const out: ReturnType<typeof jar> = {}
  for (const c of Object.values(stored())) out[c.key] = { value: c.value, domain: c.domain, path: c.path, expires: String(c.expires) }
  return out
}

/** Runs the views through `capture` on a clean jar; gives the decoded values and the cookies after the last. */
function run(row: Row, capture: () => SbjsValues): { values: SbjsValues; cookies: ReturnType<typeof jar> } {
  dom.cookieJar.removeAllCookiesSync()
  vi.setSystemTime(START)
  let values: SbjsValues = {}
  for (const view of row.views) {
    vi.advanceTimersByTime((view.after ?? 0) * MINUTE)
    visit(view.url, view.referrer)
    values = capture()
  }
  return { values, cookies: jar() }
}

const sourcebuster = (row: Row) => () => {
  sbjs.init({ lifetime: row.prefs?.lifetime ?? 6, session_length: row.prefs?.session ?? 30, timezone_offset: '0' })
  return sbjs.get
}
const saar = (row: Row) => () => captureSbjs({ lifetime: row.prefs?.lifetime ?? 6, session: row.prefs?.session ?? 30, base64: false })

/** The fields WooCommerce's fork adds to `sbjs_current` and `sbjs_first`, which 1.1.0 lacks, none of the rows sets. */
const FORK = { id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
  dom.cookieJar.removeAllCookiesSync()
})

describe('Saar against sourcebuster 1.1.0', () => {
  it.each(Object.entries(rows))('%s', (_, row) => {
    const theirs = run(row, sourcebuster(row))
    const ours = run(row, saar(row))
    const expected: SbjsValues = {}
    for (const name of ['current', 'current_add', 'first', 'first_add', 'session', 'udata']) {
      const differs = row.differs?.[name as keyof NonNullable<Row['differs']>]
      // An absurd value made sourcebuster's cookie too long to keep: the row then says all of Saar's.
      const base = theirs.values[name] && Object.keys(theirs.values[name]!).length ? theirs.values[name] : {}
      expected[name] = { ...base, ...(name == 'current' || name == 'first' ? FORK : {}), ...differs }
    }
    expect(ours.values).toMatchObject(expected)
    expect(ours.values.promo).toEqual({})
    // Every cookie sourcebuster wrote, Saar wrote for the same domain, path and time; byte for byte where no field differs.
    for (const name of Object.keys(theirs.cookies)) {
      expect(ours.cookies[name], name).toMatchObject({ domain: 'saar.example', path: '/', expires: theirs.cookies[name]!.expires })
      const key = name.replace('sbjs_', '') as keyof NonNullable<Row['differs']>
      if (row.differs?.[key]) continue
      const extra = name == 'sbjs_current' || name == 'sbjs_first' ? encodeData('|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)') : ''
      expect(ours.cookies[name]!.value, name).toBe(theirs.cookies[name]!.value + extra)
    }
    expect(Object.keys(ours.cookies).sort()).toEqual(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_session', 'sbjs_udata'])
    // What a later page reads back is what this one captured.
    expect(readSbjs()).toMatchObject(ours.values)
  })
})
