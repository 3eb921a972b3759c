/**
 * Saar's stand-in shop: a plain node:http server that renders the theme's page types from the seeded catalogue
 * and answers every admin-ajax, wc-ajax and REST call of the spec, plus a second server on another port that
 * stands in for the third parties. `startShop()` is what tests call; run directly, it starts from PORT and
 * THIRD_PARTY_PORT and prints both URLs.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AddressInfo } from 'node:net'

import { cartHash } from './cart'
import { site } from './catalogue'
import { cartUrl, type RequestContext, type ShopConfig } from './context'
import { control } from './control'
import { applyInjection, getGlobalRules, injectionFor, pageActionInjection, pageActions, requestRuleSources } from './inject'
import { cookie, spam, text, type Reply } from './reply'
import { underCsp } from './csp'
import { cmpCookie } from './cmp'
import { applyComingSoonSwitch } from './parts/coming-soon'
import { formFields, readBody, requestContext } from './request'
import { forbiddenPage, routePage } from './routes'
import { serveStatic } from './static-files'
import { createThirdPartyServer, createThirdPartyTlsServer } from './third-party'
import { parseCookies, passesAntiSpam, visitorCookie, visitorFor } from './visitors'
import { ajaxEntry } from './ajax/dispatch'
import type { AjaxCall } from './ajax/types'

export interface ShopOptions {
  port?: number
  thirdPartyPort?: number
  distDir?: string
  quiet?: boolean
}

export interface RunningShop {
  url: string
  thirdPartyUrl: string
  /** The third-party stand-ins over TLS (a test-only certificate), on their own port. */
  thirdPartyTlsUrl: string
  close(): Promise<void>
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** WooCommerce's cart cookies: set while the cart has items, cleared once it is empty (only if they were set). */
function cartCookies(ctx: RequestContext, req: IncomingMessage): string[] {
  const had = parseCookies(req.headers.cookie)
  if (ctx.visitor.cart.length) return [cookie('woocommerce_items_in_cart', '1'), cookie('woocommerce_cart_hash', cartHash(ctx.visitor))]
  return ['woocommerce_items_in_cart', 'woocommerce_cart_hash'].filter((n) => n in had).map((n) => cookie(n, '', { maxAge: 0 }))
}

/**
 * One request, in the order WordPress would see it: test controls and static files (no visitor), then the visitor
 * and the ajax entry points (ajax/dispatch.ts), then the pages and forms (routes.ts). Refusals carry only the
 * visitor cookie; answers also the cart cookies.
 */
async function handle(config: ShopConfig, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', config.shopUrl)
  const method = req.method ?? 'GET'
  const rawBody = method === 'POST' || method === 'PUT' ? await readBody(req) : ''
  const early = (url.pathname.startsWith('/__saar/') ? control(url, method, rawBody) : undefined) ?? (method === 'GET' || method === 'HEAD' ? await serveStatic(url, config.distDir) : undefined)
  if (early) return write(res, early, [])

  const { visitor, isNew } = visitorFor(req)
  const ctx = requestContext(config, visitor, url, req)
  const extra: string[] = isNew ? [cookie(visitorCookie, visitor.id, { httpOnly: true })] : []
  // `?cmp=<name>` keeps a consent tool's stand-in for the visitor's next pages; `?cmp=none` (or any other) ends it.
  if (url.searchParams.has('cmp')) extra.push(ctx.cmp ? cookie(cmpCookie, ctx.cmp) : cookie(cmpCookie, '', { maxAge: 0 }))
  applyComingSoonSwitch(ctx)
  const post = method === 'POST'
  const body = post ? await formFields(req, rawBody) : new URLSearchParams()
  const refuse = (reply: Reply): void => write(res, reply, extra)
  const answer = (reply: Reply): void => write(res, reply, [...extra, ...cartCookies(ctx, req)])

  const injectSources = [...requestRuleSources(req, parseCookies(req.headers.cookie)), visitor.injectRules, getGlobalRules()]
  const entry = ajaxEntry(url, body, method)
  if (entry) {
    if (await applyInjection(injectionFor(injectSources, entry.matches), res)) return
    if (post && entry.antiSpam && !passesAntiSpam(visitor, body)) return refuse(spam())
    const call: AjaxCall = { ctx, params: new URLSearchParams([...url.searchParams, ...body]), method, req, rawBody }
    const { reply, refused } = entry.answer(call)
    return refused ? refuse(reply) : answer(reply)
  }
  const actions = pageActions(url, method, body, cartUrl)
  if (actions.length && (await applyInjection(pageActionInjection(injectSources, actions), res))) return
  if (post && !passesAntiSpam(visitor, body)) return refuse(forbiddenPage())
  if (!post && method !== 'GET' && method !== 'HEAD') return refuse(text('method not allowed', 405))
  return answer(routePage(ctx, post, body))
}

function write(res: ServerResponse, original: Reply, cookies: string[]): void {
  const reply = underCsp(res.req, original)
  const setCookies = [...cookies, ...(reply.cookies ?? [])]
  const headers: Record<string, string | string[]> = { ...reply.headers, 'X-Content-Type-Options': 'nosniff' }
  if (setCookies.length) headers['Set-Cookie'] = setCookies
  if (!('Cache-Control' in headers)) headers['Cache-Control'] = 'no-store'
  res.writeHead(reply.status, headers).end(reply.body)
}

function listen(server: Server, port: number): Promise<number> {
  // Node closes an idle keep-alive socket after 5 s, and a client (fetch, Chromium) that picks that socket up just
  // then reads ECONNRESET. On a busy machine the two clocks drift by more than the client's margin: keep idle
  // sockets a minute, far longer than any pause in a test or a shopper's click-through.
  server.keepAliveTimeout = 60_000
  server.headersTimeout = 65_000
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    // Held `timeout` injections and keep-alive sockets must not keep a test run waiting.
    server.closeAllConnections()
  })
}

export async function startShop(opts: ShopOptions = {}): Promise<RunningShop> {
  const envPort = process.env.PORT !== undefined && process.env.PORT !== '' ? Number(process.env.PORT) : undefined
  const port = opts.port ?? envPort ?? 8080
  const envThird = process.env.THIRD_PARTY_PORT !== undefined && process.env.THIRD_PARTY_PORT !== '' ? Number(process.env.THIRD_PARTY_PORT) : undefined
  const thirdPartyPort = opts.thirdPartyPort ?? envThird ?? (port === 0 ? 0 : port + 1)
  const config: ShopConfig = { shopUrl: '', thirdPartyUrl: '', distDir: opts.distDir ?? path.resolve(repoRoot, process.env.SAAR_DIST || 'dist'), quiet: opts.quiet ?? false }

  const thirdParty = createThirdPartyServer(() => config.thirdPartyUrl)
  const thirdPartyTls = createThirdPartyTlsServer(() => config.thirdPartyUrl)
  const shop = createServer((req, res) => {
    handle(config, req, res).catch((error: unknown) => {
      if (!config.quiet) console.error('[saar shop]', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=UTF-8' }).end('Saidil tekkis kriitiline viga.')
      else res.destroy()
    })
  })
  const actualThird = await listen(thirdParty, thirdPartyPort)
  config.thirdPartyUrl = `http://127.0.0.1:${actualThird}`
  let actualShop: number
  try {
    config.thirdPartyTlsUrl = `https://127.0.0.1:${await listen(thirdPartyTls, thirdPartyPort === 0 ? 0 : thirdPartyPort + 1)}`
    actualShop = await listen(shop, port)
  } catch (error) {
    await Promise.all([closeServer(thirdParty), closeServer(thirdPartyTls)])
    throw error
  }
  config.shopUrl = `http://127.0.0.1:${actualShop}`
  return {
    url: config.shopUrl,
    thirdPartyUrl: config.thirdPartyUrl,
    thirdPartyTlsUrl: config.thirdPartyTlsUrl!,
    close: async () => {
      await Promise.all([closeServer(shop), closeServer(thirdParty), closeServer(thirdPartyTls)])
    },
  }
}

// Run directly (`tsx php-stub/shop/server.ts`): start from the environment and say where.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startShop().then(
    (shop) => {
      console.log(`Saar stand-in shop: ${shop.url}/`)
      console.log(`Third-party stand-ins: ${shop.thirdPartyUrl}/ (over TLS: ${shop.thirdPartyTlsUrl}/)`)
      console.log(`Site: ${site.title}. Log in as demo / demo. Items in cart are kept per browser in memory.`)
      const stop = (): void => void shop.close().then(() => process.exit(0))
      process.on('SIGINT', stop)
      process.on('SIGTERM', stop)
    },
    (error: unknown) => {
      console.error(`[saar shop] could not start: ${(error as Error).message}`)
      process.exit(1)
    },
  )
}

