/**
 * Saar's stand-in shop: a plain node:http server that renders the theme's page types from the seeded catalogue
 * and answers every admin-ajax, wc-ajax and REST call of the spec, plus a second server on another port that
 * stands in for the third parties. `startShop()` is what tests call; run directly, it starts from PORT and
 * THIRD_PARTY_PORT and prints both URLs.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AddressInfo } from 'node:net'

import { cartHash } from './cart'
import { postBySlug, productBySlug, site } from './catalogue'
import { accountUrl, cartUrl, checkoutUrl, withModes, type RequestContext, type ShopConfig } from './context'
import { getActions, productFormPost, cartFormPost, checkoutFormPost, accountFormPost, editAccountFormPost, lostPasswordFormPost, brandsFormPost, commentPost, type FormOutcome } from './forms'
import { html } from './html'
import { imageSet, parseImagePath, renderSvg } from './images'
import { applyInjection, getGlobalRules, injectionFor, requestRuleSources, setGlobalRules } from './inject'
import { renderPage, type PageOptions } from './layout'
import { accountPage, accountPaths, editAccountPage, lostPasswordPage, ordersPage } from './pages/account'
import { brandsPage } from './pages/brands'
import { cartPage } from './pages/cart'
import { checkoutPage, orderReceivedPage } from './pages/checkout'
import { notFoundPage, postPage } from './pages/post'
import { productPage } from './pages/product'
import { captionFile, captionHeaders } from './pages/media'
import { shopPage } from './pages/shop'
import { stockFile } from './stock'
import { distBase, themeBase } from './assets'
import { badNonce, cookie, htmlReply, json, redirect, restBadNonce, spam, text, type Reply } from './reply'
import { createThirdPartyServer, clearRecorded, recordedRequests } from './third-party'
import {
  allVisitors, knownVisitor, loggedInUser, loginCookie, loginCookieValue, nonceActions, parseCookies, passesAntiSpam, verifyNonce, visitorCookie, visitorFor,
} from './visitors'
import * as woocommerce from './ajax/woocommerce'
import * as flatsome from './ajax/flatsome'
import * as pickup from './ajax/pickup'
import * as brands from './ajax/brands'
import * as notification from './ajax/notification'
import * as tracking from './ajax/tracking'
import * as widgets from './ajax/widgets'
import type { AjaxCall, AjaxHandler, RestRoute } from './ajax/types'

export interface ShopOptions {
  port?: number
  thirdPartyPort?: number
  distDir?: string
  quiet?: boolean
}

export interface RunningShop {
  url: string
  thirdPartyUrl: string
  close(): Promise<void>
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const jqueryFile = path.join(repoRoot, 'node_modules/jquery/dist/jquery.min.js')

const adminAjax: Record<string, AjaxHandler> = { ...flatsome.adminAjax, ...pickup.adminAjax, ...brands.adminAjax, ...notification.adminAjax, ...tracking.adminAjax, ...widgets.adminAjax }
const wcAjax: Record<string, AjaxHandler> = woocommerce.wcAjax
const restRoutes: RestRoute[] = [...woocommerce.restRoutes, ...tracking.restRoutes]

const maxBody = 1024 * 1024

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > maxBody) reject(new Error('body too large'))
      else chunks.push(c)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Form bodies as PHP reads them: url-encoded, or multipart (WooCommerce's product forms); anything else gives no fields. */
async function formFields(req: IncomingMessage, body: string): Promise<URLSearchParams> {
  const type = String(req.headers['content-type'] ?? '')
  if (!type || type.includes('application/x-www-form-urlencoded')) return new URLSearchParams(body)
  if (!type.includes('multipart/form-data')) return new URLSearchParams()
  try {
    const form = await new Request('http://stand-in/', { method: 'POST', headers: { 'content-type': type }, body }).formData()
    return new URLSearchParams([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch {
    return new URLSearchParams()
  }
}

const page = (ctx: RequestContext, options: PageOptions, status = 200): Reply => htmlReply(renderPage(ctx, options), status)

const forbiddenPage = (): Reply =>
  htmlReply('<!DOCTYPE html><html lang="et"><head><meta charset="UTF-8"><title>Keelatud</title></head><body><main id="main"><h1>Päring lükati tagasi</h1><p>Rämpsposti kaitse ei tundnud seda vormi ära. Laadi leht uuesti ja proovi veel kord.</p></main></body></html>', 403)

/** Runs a handler with the nonce check it declares. */
function runHandler(handler: AjaxHandler, call: AjaxCall): Reply {
  if (handler.nonce && !verifyNonce(call.ctx.visitor, handler.nonce.action, call.params.get(handler.nonce.field) ?? undefined)) return badNonce()
  return handler.handle(call)
}

/** Pages by path, GET. */
function routePage(ctx: RequestContext): Reply {
  const p = ctx.url.pathname
  const action = getActions(ctx)
  if (action) return action
  if (p === '/' || p === '/pood/') return page(ctx, shopPage(ctx, p === '/'))
  let m = /^\/toode\/([^/]+)\/$/.exec(p)
  if (m) {
    const product = productBySlug(decodeURIComponent(m[1]!))
    return product ? page(ctx, productPage(ctx, product)) : page(ctx, notFoundPage(), 404)
  }
  if (p === '/brandid/') return page(ctx, brandsPage(ctx))
  if (p === cartUrl) return page(ctx, cartPage(ctx))
  m = /^\/kassa\/tellimus-vastu-voetud\/(\d+)\/$/.exec(p)
  if (m) return page(ctx, orderReceivedPage(Number(m[1])))
  if (p === checkoutUrl) {
    if (!ctx.visitor.cart.length) {
      ctx.visitor.notices.push({ type: 'notice', text: 'Kassa pole saadaval, kuna su ostukorv on tühi.' })
      return redirect(withModes(ctx, cartUrl))
    }
    return page(ctx, checkoutPage(ctx))
  }
  if (p === accountUrl) return page(ctx, accountPage(ctx))
  if (p === accountPaths.orders) return page(ctx, ordersPage(ctx))
  if (p === accountPaths.editAccount) return page(ctx, editAccountPage(ctx))
  if (p === accountPaths.lostPassword) return page(ctx, lostPasswordPage(ctx))
  if (p === accountPaths.logout) {
    if (!verifyNonce(ctx.visitor, nonceActions.logout, ctx.url.searchParams.get('_wpnonce') ?? undefined)) return page(ctx, accountPage(ctx))
    const reply = redirect(withModes(ctx, accountUrl))
    reply.cookies = [cookie(loginCookie, '', { maxAge: 0 })]
    return reply
  }
  m = /^\/blogi\/([^/]+)\/$/.exec(p)
  if (m) {
    const post = postBySlug(decodeURIComponent(m[1]!))
    if (post) return page(ctx, postPage(ctx, post))
  }
  return page(ctx, notFoundPage(), 404)
}

/** Pages by path, POST (forms). */
function routeForm(ctx: RequestContext, body: URLSearchParams): Reply {
  const p = ctx.url.pathname
  const outcome = (o: FormOutcome): Reply => ('reply' in o ? o.reply : page(ctx, o.page))
  const m = /^\/toode\/([^/]+)\/$/.exec(p)
  if (m) return outcome(productFormPost(ctx, decodeURIComponent(m[1]!), body))
  if (p === cartUrl) return outcome(cartFormPost(ctx, body))
  if (p === checkoutUrl) return outcome(checkoutFormPost(ctx, body))
  if (p === accountUrl) return outcome(accountFormPost(ctx, body))
  if (p === accountPaths.editAccount) return outcome(editAccountFormPost(ctx, body))
  if (p === accountPaths.lostPassword) return outcome(lostPasswordFormPost(ctx, body))
  if (p === '/brandid/') return outcome(brandsFormPost(ctx, body))
  if (p === '/wp-comments-post.php') return commentPost(ctx, body)
  return routePage(ctx)
}

/** Nextend's login URL: a confirmation page, then the login cookie and a redirect (or closing the popup). */
function socialLogin(ctx: RequestContext): Reply {
  const params = ctx.url.searchParams
  const provider = params.get('loginSocial') ?? ''
  const target = params.get('redirect') ?? ''
  const safeTarget = target.startsWith(ctx.config.shopUrl) || (target.startsWith('/') && !target.startsWith('//')) ? target : accountUrl
  if (!['google', 'facebook'].includes(provider)) return redirect(accountUrl)
  if (params.get('confirm') !== '1') {
    const hidden = [...params.entries()].map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)
    return htmlReply(html`<!DOCTYPE html><html lang="et"><head><meta charset="UTF-8"><title>Sisselogimine – ${provider}</title></head><body><main id="main"><h1>Sisselogimine teenusega ${provider} (stand-in)</h1><form method="get" action="/wp-login.php">${hidden}<input type="hidden" name="confirm" value="1"><button type="submit">Logi sisse demo-kasutajana</button></form></main></body></html>`.value)
  }
  const reply: Reply = params.get('display') === 'popup'
    ? htmlReply(html`<!DOCTYPE html><html lang="et"><head><meta charset="UTF-8"><title>Sisse logitud</title></head><body><main id="main"><p>Sisse logitud. <a href="${safeTarget}">Jätka</a></p></main><script>try{window.opener&&window.opener.location.assign(${JSON.stringify(safeTarget).replace(/</g, '\\u003c')});window.close()}catch(e){location.assign(${JSON.stringify(safeTarget).replace(/</g, '\\u003c')})}</script></body></html>`.value)
    : redirect(safeTarget)
  reply.cookies = [cookie(loginCookie, loginCookieValue('demo'), { httpOnly: true })]
  return reply
}

/** Static files: Saar's dist, jQuery, the stock scripts' stand-ins, generated images, caption tracks. */
async function serveStatic(url: URL, distDir: string): Promise<Reply | undefined> {
  const base = [distBase, themeBase].find((b) => url.pathname.startsWith(b))
  if (base) {
    const rel = decodeURIComponent(url.pathname.slice(base.length))
    const file = path.resolve(distDir, rel)
    if (!file.startsWith(path.resolve(distDir) + path.sep)) return text('forbidden', 403)
    try {
      const body = await readFile(file)
      const type = file.endsWith('.js') ? 'application/javascript; charset=UTF-8' : file.endsWith('.map') || file.endsWith('.json') ? 'application/json; charset=UTF-8' : file.endsWith('.css') ? 'text/css; charset=UTF-8' : 'application/octet-stream'
      return { status: 200, headers: { 'Content-Type': type, 'Cache-Control': 'no-cache' }, body }
    } catch {
      return text('not found', 404)
    }
  }
  if (url.pathname === '/wp-includes/js/jquery/jquery.min.js') {
    try {
      return { status: 200, headers: { 'Content-Type': 'application/javascript; charset=UTF-8' }, body: await readFile(jqueryFile) }
    } catch {
      return text('jquery not installed', 404)
    }
  }
  const stock = await stockFile(url.pathname)
  if (stock) return { status: 200, headers: { 'Content-Type': 'application/javascript; charset=UTF-8', 'Cache-Control': 'no-cache' }, body: stock }
  const image = parseImagePath(url.pathname)
  if (image) {
    const label = image.key.startsWith('avatar-') ? 'Avatar' : productLabel(image.key)
    return { status: 200, headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' }, body: renderSvg(image.key, image.width, image.height, label) }
  }
  const caption = /^\/wp-content\/uploads\/[\w/-]+\.vtt$/.test(url.pathname) ? captionFile(url.pathname) : undefined
  if (caption) return { status: 200, headers: captionHeaders, body: caption }
  if (url.pathname === '/favicon.ico') return { status: 204, headers: {}, body: '' }
  return undefined
}

/** The picture's caption: the product name for `<slug>-<n>`, else the key. */
function productLabel(key: string): string {
  const m = /^(.+)-(v?\d+)$/.exec(key)
  const product = m ? productBySlug(m[1]!) : undefined
  return product ? `${product.name} ${m![2]!.startsWith('v') ? `(variant ${m![2]!.slice(1)})` : `#${m![2]}`}` : imageSet(0, key, key).alt
}

/** Control endpoints for tests: injection rules, reset, recorded third-party requests, server events. */
function control(url: URL, method: string, body: string): Reply | undefined {
  if (url.pathname === '/__saar/requests') return json(recordedRequests(Number(url.searchParams.get('since') ?? 0) || 0))
  if (url.pathname === '/__saar/server-events') return json(tracking.serverEvents)
  if (url.pathname === '/__saar/inject' && method === 'POST') {
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
  if (url.pathname === '/__saar/reset' && method === 'POST') {
    setGlobalRules('')
    for (const v of allVisitors()) v.injectRules = ''
    clearRecorded()
    tracking.serverEvents.length = 0
    return json({ ok: true })
  }
  return undefined
}

/** WooCommerce's cart cookies: set while the cart has items, cleared once it is empty (only if they were set). */
function cartCookies(ctx: RequestContext, req: IncomingMessage): string[] {
  const had = parseCookies(req.headers.cookie)
  if (ctx.visitor.cart.length) return [cookie('woocommerce_items_in_cart', '1'), cookie('woocommerce_cart_hash', cartHash(ctx.visitor))]
  return ['woocommerce_items_in_cart', 'woocommerce_cart_hash'].filter((n) => n in had).map((n) => cookie(n, '', { maxAge: 0 }))
}

async function handle(config: ShopConfig, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', config.shopUrl)
  const method = req.method ?? 'GET'
  const rawBody = method === 'POST' || method === 'PUT' ? await readBody(req) : ''
  const controlReply = url.pathname.startsWith('/__saar/') ? control(url, method, rawBody) : undefined
  if (controlReply) return write(res, controlReply, [])
  const staticReply = method === 'GET' || method === 'HEAD' ? await serveStatic(url, config.distDir) : undefined
  if (staticReply) return write(res, staticReply, [])

  const { visitor, isNew } = visitorFor(req)
  const cookies = parseCookies(req.headers.cookie)
  const ctx: RequestContext = {
    config,
    visitor,
    url,
    user: loggedInUser(req),
    lang: url.searchParams.get('lang') === 'en' ? 'en' : 'et',
    rtl: url.searchParams.get('rtl') === '1',
    jquery: url.searchParams.get('jquery') === '1' || url.searchParams.get('stock') === '1',
    stock: url.searchParams.get('stock') === '1',
    byHand: url.searchParams.get('settings') === '0',
  }
  const extra: string[] = isNew ? [cookie(visitorCookie, visitor.id, { httpOnly: true })] : []
  const post = method === 'POST'
  const body = post ? await formFields(req, rawBody) : new URLSearchParams()
  const params = new URLSearchParams([...url.searchParams, ...body])
  const call: AjaxCall = { ctx, params, method, req, rawBody }
  const injectSources = [...requestRuleSources(req, cookies), visitor.injectRules, getGlobalRules()]

  // admin-ajax: action from the POST body or the query; unknown actions answer 0 like WordPress.
  if (url.pathname === '/wp-admin/admin-ajax.php') {
    const action = body.get('action') ?? url.searchParams.get('action') ?? ''
    if (await applyInjection(injectionFor(injectSources, (m) => m === action), res)) return
    if (post && !passesAntiSpam(visitor, body)) return write(res, spam(), extra)
    const handler = adminAjax[action]
    const reply = handler ? runHandler(handler, call) : htmlReply('0', action ? 200 : 400)
    return write(res, reply, [...extra, ...cartCookies(ctx, req)])
  }
  const endpoint = url.searchParams.get('wc-ajax')
  if (endpoint !== null) {
    if (await applyInjection(injectionFor(injectSources, (m) => m === endpoint), res)) return
    if (post && !passesAntiSpam(visitor, body)) return write(res, spam(), extra)
    const handler = wcAjax[endpoint]
    const reply = handler ? runHandler(handler, call) : htmlReply('-1', 400)
    return write(res, reply, [...extra, ...cartCookies(ctx, req)])
  }
  const restPath = url.pathname.startsWith('/wp-json/') ? url.pathname.slice('/wp-json/'.length).replace(/\/$/, '') : url.searchParams.get('rest_route')?.replace(/^\/|\/$/g, '')
  if (restPath !== undefined && restPath !== null) {
    if (await applyInjection(injectionFor(injectSources, (m) => restPath.endsWith(m.replace(/^\//, ''))), res)) return
    const route = restRoutes.find((r) => r.pattern.test(restPath) && r.method === method)
    if (!route) return write(res, json({ code: 'rest_no_route', message: 'URL-ile ja päringu meetodile vastavat marsruuti ei leitud.', data: { status: 404 } }, 404), extra)
    const header = req.headers['x-wp-nonce']
    const nonceValue = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('_wpnonce') ?? undefined
    if (route.nonce && !verifyNonce(visitor, nonceActions.dismissBanner, nonceValue)) return write(res, restBadNonce(), extra)
    return write(res, route.handle(call), [...extra, ...cartCookies(ctx, req)])
  }
  if (url.pathname === '/wp-login.php') return write(res, socialLogin(ctx), extra)

  if (post) {
    if (!passesAntiSpam(visitor, body)) return write(res, forbiddenPage(), extra)
    return write(res, routeForm(ctx, body), [...extra, ...cartCookies(ctx, req)])
  }
  if (method !== 'GET' && method !== 'HEAD') return write(res, text('method not allowed', 405), extra)
  return write(res, routePage(ctx), [...extra, ...cartCookies(ctx, req)])
}

function write(res: ServerResponse, reply: Reply, cookies: string[]): void {
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
    actualShop = await listen(shop, port)
  } catch (error) {
    await closeServer(thirdParty)
    throw error
  }
  config.shopUrl = `http://127.0.0.1:${actualShop}`
  return {
    url: config.shopUrl,
    thirdPartyUrl: config.thirdPartyUrl,
    close: async () => {
      await Promise.all([closeServer(shop), closeServer(thirdParty)])
    },
  }
}

// Run directly (`tsx php-stub/shop/server.ts`): start from the environment and say where.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startShop().then(
    (shop) => {
      console.log(`Saar stand-in shop: ${shop.url}/`)
      console.log(`Third-party stand-ins: ${shop.thirdPartyUrl}/`)
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

