/**
 * The test control endpoints under `/__saar/`: what tests set (injection rules, a reset between tests) and read
 * (what the third-party stand-ins received, the server-side tracking events, the user updates the REST API took). They answer before any visitor,
 * static file or page, and set no cookie.
 */
import { setGlobalRules } from './inject'
import { json, type Reply } from './reply'
import { clearRecorded, recordedRequests } from './third-party'
import { allVisitors, knownVisitor } from './visitors'
import { serverEvents } from './ajax/tracking'
import { restCalls } from './ajax/woocommerce'

/** One control endpoint: `[method, path, handler]`, the handler given the URL and the raw body. */
export type ControlRoute = [method: 'GET' | 'POST', path: string, handler: (url: URL, body: string) => Reply]

/** `POST /__saar/inject {visitor?, rules}`: rules for one visitor (by cookie id), or for every request. */
function inject(_url: URL, body: string): Reply {
  let parsed: { visitor?: unknown; rules?: unknown }
  try {
    parsed = JSON.parse(body) as { visitor?: unknown; rules?: unknown }
  } catch {
    return json({ ok: false, error: 'JSON body expected: {visitor?, rules}' }, 400)
  }
  const rules = typeof parsed.rules === 'string' ? parsed.rules : ''
  if (typeof parsed.visitor === 'string') {
    const visitor = knownVisitor(parsed.visitor)
    if (!visitor) return json({ ok: false, error: 'unknown visitor' }, 404)
    visitor.injectRules = rules
  } else setGlobalRules(rules)
  return json({ ok: true })
}

/** `POST /__saar/reset`: no injection rules, nothing recorded. */
function reset(): Reply {
  setGlobalRules('')
  for (const v of allVisitors()) v.injectRules = ''
  clearRecorded()
  serverEvents.length = 0
  restCalls.length = 0
  return json({ ok: true })
}

export const controlRoutes: ControlRoute[] = [
  ['GET', '/__saar/requests', (url) => json(recordedRequests(Number(url.searchParams.get('since') ?? 0) || 0))],
  ['GET', '/__saar/server-events', () => json(serverEvents)],
  ['GET', '/__saar/rest-calls', () => json(restCalls)],
  ['POST', '/__saar/inject', inject],
  ['POST', '/__saar/reset', reset],
]

/** The control endpoint's answer, or undefined when the request is not for one (it then goes on as any other). */
export function control(url: URL, method: string, body: string): Reply | undefined {
  const route = controlRoutes.find(([m, p]) => p === url.pathname && (m === method || (m === 'GET' && method === 'HEAD')))
  return route?.[2](url, body)
}
