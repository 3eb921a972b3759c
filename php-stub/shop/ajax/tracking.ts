/**
 * PixelYourSite's calls (tracking-consent.md §1): pys_api_event (server copy of a browser event, nonce
 * `ajax_event`), pys_get_pbid (external id), pys_get_gdpr_filters_values (filter flags for cached pages), and the
 * nonce-less REST route for Facebook events, which checks the Origin/Referer instead.
 */
import { createHash, randomBytes } from 'node:crypto'
import { json } from '../reply'
import { nonceActions } from '../visitors'
import type { AjaxHandler, RestRoute } from './types'

/** Server events received, newest last: tests can read them at GET /__saar/server-events. */
export const serverEvents: { time: number; source: 'ajax' | 'rest'; fields: Record<string, string> }[] = []

const record = (source: 'ajax' | 'rest', fields: Record<string, string>): void => void serverEvents.push({ time: Date.now(), source, fields })

/**
 * Whether an Origin (or Referer) header names exactly the shop's origin: scheme, host and port compared as
 * `new URL(…).origin`, so `http://127.0.0.1:8080.evil.example` or `…:80801` are refused.
 */
export function sameOrigin(header: string, shopUrl: string): boolean {
  try {
    return new URL(header).origin === new URL(shopUrl).origin
  } catch {
    return false
  }
}

export const adminAjax: Record<string, AjaxHandler> = {
  pys_api_event: {
    nonce: { field: 'ajax_event', action: nonceActions.ajaxEvent },
    handle({ params }) {
      record('ajax', Object.fromEntries(params))
      return json({ success: true })
    },
  },
  pys_get_pbid: {
    handle() {
      return json({ success: true, data: { pbid: createHash('sha256').update(randomBytes(16)).digest('hex') } })
    },
  },
  pys_get_gdpr_filters_values: {
    handle() {
      const flags = ['all_disabled_by_api', 'facebook_disabled_by_api', 'analytics_disabled_by_api', 'google_ads_disabled_by_api', 'pinterest_disabled_by_api', 'bing_disabled_by_api', 'externalID_disabled_by_api', 'disabled_all_cookie', 'disabled_start_session_cookie', 'disabled_advanced_form_data_cookie', 'disabled_landing_page_cookie', 'disabled_first_visit_cookie', 'disabled_trafficsource_cookie', 'disabled_utmTerms_cookie', 'disabled_utmId_cookie']
      return json({ success: true, data: Object.fromEntries(flags.map((f) => [f, false])) })
    },
  },
}

export const restRoutes: RestRoute[] = [
  {
    method: 'POST',
    pattern: /^pys-facebook\/v1\/event$/,
    nonce: false,
    handle({ req, ctx, rawBody }) {
      if (!sameOrigin(String(req.headers.origin ?? req.headers.referer ?? ''), ctx.config.shopUrl))
        return json({ code: 'rest_forbidden', message: 'Päring peab tulema samalt saidilt.', data: { status: 403 } }, 403)
      let fields: Record<string, string> = {}
      try {
        const parsed = JSON.parse(rawBody) as unknown
        if (parsed && typeof parsed === 'object') fields = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
      } catch {
        fields = Object.fromEntries(new URLSearchParams(rawBody))
      }
      record('rest', fields)
      return json({ success: true })
    },
  },
]
