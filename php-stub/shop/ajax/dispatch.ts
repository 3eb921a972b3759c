/**
 * WordPress's three ajax entry points, each with its table of handlers: admin-ajax (`action` from the POST body or
 * the query), wc-ajax (`?wc-ajax=<endpoint>`) and the REST API (`/wp-json/<route>` or `?rest_route=`). The server
 * applies test injections and the anti-spam check an entry point asks for, then its answer.
 */
import { badNonce, htmlReply, json, restBadNonce, type Reply } from '../reply'
import { nonceActions, verifyNonce } from '../visitors'
import * as brands from './brands'
import * as flatsome from './flatsome'
import * as notification from './notification'
import * as pickup from './pickup'
import * as tracking from './tracking'
import * as widgets from './widgets'
import * as woocommerce from './woocommerce'
import type { AjaxCall, AjaxHandler, RestRoute } from './types'

const adminAjax: Record<string, AjaxHandler> = { ...flatsome.adminAjax, ...pickup.adminAjax, ...brands.adminAjax, ...notification.adminAjax, ...tracking.adminAjax, ...widgets.adminAjax }
const wcAjax: Record<string, AjaxHandler> = woocommerce.wcAjax
const restRoutes: RestRoute[] = [...woocommerce.restRoutes, ...tracking.restRoutes]

/** An answer; `refused` when it was refused before any handler ran, so it carries no cart cookies. */
export interface AjaxAnswer {
  reply: Reply
  refused?: boolean
}

/** The entry point a request is for: what it names, which injection rules match it, and how it is answered. */
export interface AjaxEntry {
  /** Whether an injection rule's match (action, endpoint, route suffix) names this call. */
  matches(rule: string): boolean
  /** Whether a POST must carry the anti-spam fields (admin-ajax and wc-ajax; REST checks its nonce instead). */
  antiSpam: boolean
  answer(call: AjaxCall): AjaxAnswer
}

/** Runs a handler with the nonce check it declares. */
function runHandler(handler: AjaxHandler, call: AjaxCall): Reply {
  if (handler.nonce && !verifyNonce(call.ctx.visitor, handler.nonce.action, call.params.get(handler.nonce.field) ?? undefined)) return badNonce()
  return handler.handle(call)
}

/** The entry point for the URL, or undefined when it is a page. */
export function ajaxEntry(url: URL, body: URLSearchParams, method: string): AjaxEntry | undefined {
  if (url.pathname === '/wp-admin/admin-ajax.php') {
    // Unknown actions answer 0, like WordPress (400 without any action).
    const action = body.get('action') ?? url.searchParams.get('action') ?? ''
    return {
      matches: (m) => m === action,
      antiSpam: true,
      answer: (call) => ({ reply: adminAjax[action] ? runHandler(adminAjax[action], call) : htmlReply('0', action ? 200 : 400) }),
    }
  }
  const endpoint = url.searchParams.get('wc-ajax')
  if (endpoint !== null) {
    return {
      matches: (m) => m === endpoint,
      antiSpam: true,
      answer: (call) => ({ reply: wcAjax[endpoint] ? runHandler(wcAjax[endpoint], call) : htmlReply('-1', 400) }),
    }
  }
  const restPath = url.pathname.startsWith('/wp-json/') ? url.pathname.slice('/wp-json/'.length).replace(/\/$/, '') : url.searchParams.get('rest_route')?.replace(/^\/|\/$/g, '')
  if (restPath === undefined || restPath === null) return undefined
  return {
    matches: (m) => restPath.endsWith(m.replace(/^\//, '')),
    antiSpam: false,
    answer(call) {
      const route = restRoutes.find((r) => r.pattern.test(restPath) && r.method === method)
      if (!route) return { reply: json({ code: 'rest_no_route', message: 'URL-ile ja päringu meetodile vastavat marsruuti ei leitud.', data: { status: 404 } }, 404), refused: true }
      const header = call.req.headers['x-wp-nonce']
      const nonceValue = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('_wpnonce') ?? undefined
      if (route.nonce && !verifyNonce(call.ctx.visitor, nonceActions.dismissBanner, nonceValue)) return { reply: restBadNonce(), refused: true }
      return { reply: route.handle(call) }
    },
  }
}
