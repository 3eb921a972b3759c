/**
 * The consent tools' stand-ins (`?cmp=<name>`, kept for the visitor by the cookie `saar_cmp` until `?cmp=none`), so
 * Saar's adapters (islands/tracking/consent/adapters/) can be tried and tested against each tool. Each is a small
 * plain-JS file in `cmp/`, written from the real tool's documentation or code (cited in its header, nothing copied),
 * served from `/wp-content/stand-in-cmp/<file>`: what the tool prints and does (its globals, cookie and events) and a
 * minimal accessible banner with its own buttons' classes, opened again by a "settings" button once answered.
 *
 * Where WordPress prints them: each tool's localized settings inline in the head (`<handle>-js-extra`), its script
 * async after them, as the plugins enqueue theirs; Cookiebot's uc.js async at the end of the body, after Saar's
 * scripts: a tool that arrives after Saar started (the consent core looks again at window load). The TCF CMP's page
 * also carries the IAB's inline `__tcfapi` stub, which queues calls until the CMP has loaded.
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { html, raw, type Html } from './html'
import { localize } from './globals'
import type { RequestContext } from './context'

/** The cookie that keeps a visitor's stand-in tool. */
export const cmpCookie = 'saar_cmp'

/** Where the stand-ins are served from. */
export const cmpBase = '/wp-content/stand-in-cmp/'

type Dict = Record<string, unknown>

/** One tool: its script(s) in cmp/ with their WordPress handles, the settings printed before them, where. */
interface StandIn {
  scripts: [handle: string, file: string][]
  data?: [name: string, values: Dict, handle: string][]
  /** Printed at the end of the body after Saar's scripts, not in the head. */
  late?: boolean
  /** Inline markup before its scripts (the TCF stub). */
  inline?: Html
}

/**
 * The IAB TCF stub a CMP asks sites to inline in the head (CMP API v2, "How does the CMP stub API work?"): until the
 * CMP loads, `__tcfapi` queues each call in `__tcfapi.a` and answers `ping` itself.
 */
const tcfStub = html`<script id="tcf-stub">window.__tcfapi=window.__tcfapi||function(){var a=arguments;window.__tcfapi.a=window.__tcfapi.a||[];if(a[0]==='ping'&&typeof a[2]==='function')a[2]({gdprApplies:true,cmpLoaded:false,cmpStatus:'stub',apiVersion:'2.2'},true);else window.__tcfapi.a.push(a)};</script>\n`

export const CMP_STAND_INS: Record<string, StandIn> = {
  cookiebot: { scripts: [['Cookiebot', 'cookiebot.js']], late: true },
  cookieyes: {
    scripts: [['cookie-law-info', 'cookieyes.js']],
    data: [['_ckyConfig', { _ipData: [], _assetsURL: '', _publicURL: '/', _expiry: 365, _categories: ['necessary', 'functional', 'analytics', 'performance', 'advertisement'], _activeLaw: 'gdpr', _rootDomain: '' }, 'cookie-law-info']],
  },
  'cookie-law-info': {
    scripts: [['cookie-law-info', 'cookie-law-info.js']],
    data: [['Cli_Data', { nn_cookie_ids: [], cookielist: [], non_necessary_cookies: [], ccpaEnabled: '', ccpaType: 'gdpr', js_blocking: '1', custom_integration: '', triggerDomRefresh: '', secure_cookies: '' }, 'cookie-law-info']],
  },
  complianz: {
    scripts: [
      ['wp-consent-api', 'wp-consent-api.js'],
      ['cmplz-cookiebanner', 'complianz.js'],
    ],
    data: [
      ['consent_api', { consent_type: 'optin', waitfor_consent_hook: false, cookie_expiration: 30, cookie_prefix: 'wp_consent' }, 'wp-consent-api'],
      ['complianz', { prefix: 'cmplz_', consenttype: 'optin', region: 'eu', version: '7.4.0', cookie_expiry: 365 }, 'cmplz-cookiebanner'],
    ],
  },
  'real-cookie-banner': { scripts: [['real-cookie-banner-banner', 'real-cookie-banner.js']] },
  'cookie-notice': {
    scripts: [['cookie-notice-front', 'cookie-notice.js']],
    data: [['cnArgs', { cookieName: 'cookie_notice_accepted', cookieTime: 31536000, cookiePath: '/', cookieDomain: '', revokeCookies: true, revokeCookiesOpt: 'manual' }, 'cookie-notice-front']],
  },
  consentmagic: {
    scripts: [['consent-magic', 'consentmagic.js']],
    data: [['CS_Data', { test_prefix: '', cs_necessary_cat_id: 1, cs_script_cat: { facebook: 3, analytics: 2, gads: 3, pinterest: 3, bing: 3, tiktok: 3 } }, 'consent-magic']],
  },
  tcf: { scripts: [['tcf-cmp', 'tcf-cmp.js']], inline: tcfStub },
  'consent-mode': { scripts: [['consent-mode-banner', 'consent-mode-banner.js']] },
}

const files = new Set(Object.values(CMP_STAND_INS).flatMap((s) => s.scripts.map(([, file]) => file)))

/** The tool a request asks for: `?cmp=<name>` (`none` for none), else the visitor's cookie; undefined for none. */
export function cmpOf(url: URL, cookies: Record<string, string>): string | undefined {
  const name = url.searchParams.get('cmp') ?? cookies[cmpCookie]
  return name && name in CMP_STAND_INS ? name : undefined
}

const printed = (ctx: RequestContext, s: StandIn): Html =>
  html`${s.inline ?? ''}${(s.data ?? []).map(([name, values, handle]) => localize(name, values, handle))}${s.scripts.map(
    ([handle, file]) => html`<script src="${cmpBase}${file}" id="${handle}-js" async${ctx.cmp === 'cookiebot' ? raw(' data-cbid="00000000-0000-0000-0000-000000000000"') : ''}></script>\n`,
  )}`

/** What the tool prints in the head. */
export function cmpHead(ctx: RequestContext): Html {
  const s = ctx.cmp ? CMP_STAND_INS[ctx.cmp] : undefined
  return s && !s.late ? printed(ctx, s) : html``
}

/** What the tool prints at the end of the body, after Saar's scripts. */
export function cmpFooter(ctx: RequestContext): Html {
  const s = ctx.cmp ? CMP_STAND_INS[ctx.cmp] : undefined
  return s?.late ? printed(ctx, s) : html``
}

/** The file of a stand-in URL, or undefined for anything else. */
export async function cmpFile(pathname: string): Promise<Buffer | undefined> {
  if (!pathname.startsWith(cmpBase)) return undefined
  const name = pathname.slice(cmpBase.length)
  if (!files.has(name)) return undefined
  return readFile(fileURLToPath(new URL(`./cmp/${name}`, import.meta.url)))
}
