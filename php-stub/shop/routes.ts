/**
 * The pages and forms by path: one `[method, pattern, handler]` row each, as the ajax tables (ajax/*.ts) list their
 * actions. A pattern is an exact path or a regular expression whose groups the handler gets. A POST no row takes
 * is answered as the GET of its URL; before any GET, WooCommerce's GET actions (`?add-to-cart=`, `?remove_item=`,
 * `?remove_coupon=`, forms.ts) run on every path; a path no row takes is the 404 page.
 */
import { postBySlug, productBySlug } from './catalogue'
import { accountPaths, accountUrl, cartUrl, checkoutUrl, withModes, type RequestContext } from './context'
import {
  accountFormPost, isAccountPost, brandsFormPost, cartFormPost, checkoutFormPost, commentPost, editAccountFormPost, editAddressFormPost, getActions, lostPasswordFormPost, productFormPost, type FormOutcome,
} from './forms'
import { renderPage, type PageOptions } from './layout'
import { cookie, htmlReply, redirect, type Reply } from './reply'
import { socialLogin } from './social-login'
import { loginCookie, nonceActions, verifyNonce } from './visitors'
import { accountPage, editAccountPage, editAddressPage, lostPasswordPage, ordersPage } from './pages/account'
import { brandsPage } from './pages/brands'
import { cartPage } from './pages/cart'
import { checkoutPage, orderReceivedPage } from './pages/checkout'
import { notFoundPage, postPage } from './pages/post'
import { infoPage } from './pages/info'
import { showcasePage } from './pages/showcase'
import { slidersPage } from './pages/sliders'
import { aboutPage } from './pages/about'
import { productPage } from './pages/product'
import { shopPage } from './pages/shop'

/** What a page or form handler gets: the request, the pattern's groups (decoded) and the POSTed fields. */
export interface PageRequest {
  ctx: RequestContext
  groups: string[]
  body: URLSearchParams
}

/** One row of the table. */
export type PageRoute = [method: 'GET' | 'POST', pattern: string | RegExp, handler: (request: PageRequest) => Reply]

/** A page in the theme's layout. */
export const page = (ctx: RequestContext, options: PageOptions, status = 200): Reply => htmlReply(renderPage(ctx, options), status)

const notFound = (ctx: RequestContext): Reply => page(ctx, notFoundPage(), 404)

/** A form's answer: its redirect, or the page again (with its errors). */
const outcome = (ctx: RequestContext, o: FormOutcome): Reply => ('reply' in o ? o.reply : page(ctx, o.page))

/** A login or a registration, from the account page or from the header popup on any other page. */
const accountPost: PageRoute[2] = ({ ctx, body }) => outcome(ctx, accountFormPost(ctx, body))

/** The anti-spam plugin's refusal of a page POST without its fields. */
export const forbiddenPage = (): Reply =>
  htmlReply('<!DOCTYPE html><html lang="et"><head><meta charset="UTF-8"><title>Keelatud</title></head><body><main id="main"><h1>Päring lükati tagasi</h1><p>Rämpsposti kaitse ei tundnud seda vormi ära. Laadi leht uuesti ja proovi veel kord.</p></main></body></html>', 403)

/** The checkout needs a cart: WooCommerce sends an empty one back to the cart page with a notice. */
function checkout(ctx: RequestContext): Reply {
  if (!ctx.visitor.cart.length) {
    ctx.visitor.notices.push({ type: 'notice', text: 'Kassa pole saadaval, kuna su ostukorv on tühi.' })
    return redirect(withModes(ctx, cartUrl))
  }
  return page(ctx, checkoutPage(ctx))
}

/** Log out: only with the nonce the account page's link carries, else the account page again. */
function logout(ctx: RequestContext): Reply {
  if (!verifyNonce(ctx.visitor, nonceActions.logout, ctx.url.searchParams.get('_wpnonce') ?? undefined)) return page(ctx, accountPage(ctx))
  const reply = redirect(withModes(ctx, accountUrl))
  reply.cookies = [cookie(loginCookie, '', { maxAge: 0 })]
  return reply
}

export const pageRoutes: PageRoute[] = [
  ['GET', '/', ({ ctx }) => page(ctx, shopPage(ctx, true))],
  ['GET', '/pood/', ({ ctx }) => page(ctx, shopPage(ctx, false))],
  ['GET', /^\/toode\/([^/]+)\/$/, ({ ctx, groups: [slug] }) => {
    const product = productBySlug(slug!)
    return product ? page(ctx, productPage(ctx, product)) : notFound(ctx)
  }],
  ['GET', '/brandid/', ({ ctx }) => page(ctx, brandsPage(ctx))],
  ['GET', cartUrl, ({ ctx }) => page(ctx, cartPage(ctx))],
  ['GET', /^\/kassa\/tellimus-vastu-voetud\/(\d+)\/$/, ({ ctx, groups: [id] }) => page(ctx, orderReceivedPage(Number(id)))],
  ['GET', checkoutUrl, ({ ctx }) => checkout(ctx)],
  ['GET', accountUrl, ({ ctx }) => page(ctx, accountPage(ctx))],
  ['GET', accountPaths.orders, ({ ctx }) => page(ctx, ordersPage(ctx))],
  ['GET', accountPaths.editAccount, ({ ctx }) => page(ctx, editAccountPage(ctx))],
  ['GET', accountPaths.editAddress, ({ ctx }) => page(ctx, editAddressPage(ctx))],
  ['GET', accountPaths.lostPassword, ({ ctx }) => page(ctx, lostPasswordPage(ctx))],
  ['GET', accountPaths.logout, ({ ctx }) => logout(ctx)],
  ['GET', /^\/blogi\/([^/]+)\/$/, ({ ctx, groups: [slug] }) => {
    const post = postBySlug(slug!)
    return post ? page(ctx, postPage(ctx, post)) : notFound(ctx)
  }],
  ['GET', '/kasulik-info/', ({ ctx }) => page(ctx, infoPage())],
  ['GET', '/naidised/', ({ ctx }) => page(ctx, showcasePage(ctx))],
  ['GET', '/naidised/slaidid/', ({ ctx }) => page(ctx, slidersPage(ctx))],
  ['GET', '/meist/', ({ ctx }) => page(ctx, aboutPage())],
  ['GET', '/wp-login.php', ({ ctx }) => socialLogin(ctx)],

  ['POST', /^\/toode\/([^/]+)\/$/, ({ ctx, groups: [slug], body }) => outcome(ctx, productFormPost(ctx, slug!, body))],
  ['POST', cartUrl, ({ ctx, body }) => outcome(ctx, cartFormPost(ctx, body))],
  ['POST', checkoutUrl, ({ ctx, body }) => outcome(ctx, checkoutFormPost(ctx, body))],
  ['POST', accountUrl, accountPost],
  ['POST', accountPaths.editAccount, ({ ctx, body }) => outcome(ctx, editAccountFormPost(ctx, body))],
  ['POST', accountPaths.editAddress, ({ ctx, body }) => outcome(ctx, editAddressFormPost(ctx, body))],
  ['POST', accountPaths.lostPassword, ({ ctx, body }) => outcome(ctx, lostPasswordFormPost(ctx, body))],
  ['POST', '/brandid/', ({ ctx, body }) => outcome(ctx, brandsFormPost(ctx, body))],
  ['POST', '/wp-comments-post.php', ({ ctx, body }) => commentPost(ctx, body)],
]

/** The groups URL-decoded; undefined for a malformed escape (no page has such a slug: the path is not found). */
function decoded(groups: string[]): string[] | undefined {
  try {
    return groups.map((g) => decodeURIComponent(g))
  } catch {
    return undefined
  }
}

/** The first row for the method whose pattern takes the path, with its groups. */
function find(method: 'GET' | 'POST', pathname: string): { handler: PageRoute[2]; groups: string[] } | undefined {
  for (const [m, pattern, handler] of pageRoutes) {
    if (m !== method) continue
    if (typeof pattern === 'string') {
      if (pattern === pathname) return { handler, groups: [] }
      continue
    }
    const match = pattern.exec(pathname)
    const groups = match ? decoded(match.slice(1)) : undefined
    if (groups) return { handler, groups }
  }
  return undefined
}

/** The page or form answer for a GET (or HEAD) or a POST that passed the anti-spam check. */
export function routePage(ctx: RequestContext, post: boolean, body: URLSearchParams): Reply {
  // A login or a registration is WooCommerce's on any page (the header popup's forms post to their own page).
  const form = post ? (isAccountPost(body) ? { handler: accountPost, groups: [] } : find('POST', ctx.url.pathname)) : undefined
  if (form) return form.handler({ ctx, groups: form.groups, body })
  const action = getActions(ctx)
  if (action) return action
  const route = find('GET', ctx.url.pathname)
  return route ? route.handler({ ctx, groups: route.groups, body }) : notFound(ctx)
}
