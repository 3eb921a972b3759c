/** The shape every ajax, wc-ajax and REST handler shares. */
import type { IncomingMessage } from 'node:http'
import type { RequestContext } from '../context'
import type { Reply } from '../reply'

export interface AjaxCall {
  ctx: RequestContext
  /** POST fields over query arguments, as PHP's $_REQUEST. */
  params: URLSearchParams
  method: string
  req: IncomingMessage
  /** The raw body (REST routes take JSON). */
  rawBody: string
}

export interface AjaxHandler {
  handle(call: AjaxCall): Reply
  /** check_ajax_referer(): the field holding the nonce and its action. */
  nonce?: { field: string; action: string }
}

export interface RestRoute {
  method: 'GET' | 'POST'
  /** Matched against the route after /wp-json/. */
  pattern: RegExp
  /** Whether X-WP-Nonce must hold the visitor's wp_rest nonce. */
  nonce: boolean
  handle(call: AjaxCall): Reply
}

/** The POSTed attribute_* fields. */
export function postedAttributes(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of params) if (k.startsWith('attribute_')) out[k] = v
  return out
}
