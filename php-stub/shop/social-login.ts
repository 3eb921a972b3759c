/**
 * Nextend Social Login's login URL (`/wp-login.php?loginSocial=<provider>`), stood in for without the provider: a
 * confirmation page, then the demo user's login cookie and a redirect (or, opened as a popup, a page that sends its
 * opener on and closes).
 */
import { accountUrl, type RequestContext } from './context'
import { html, scriptJson } from './html'
import { cookie, htmlReply, redirect, type Reply } from './reply'
import { loginCookie, loginCookieValue } from './visitors'

/** The providers the account page offers. */
const providers = ['google', 'facebook']

export function socialLogin(ctx: RequestContext): Reply {
  const params = ctx.url.searchParams
  const provider = params.get('loginSocial') ?? ''
  const target = params.get('redirect') ?? ''
  // Only the shop's own pages: an open redirect would let any link log a shopper in and send them elsewhere.
  const safeTarget = target.startsWith(ctx.config.shopUrl) || (target.startsWith('/') && !target.startsWith('//')) ? target : accountUrl
  if (!providers.includes(provider)) return redirect(accountUrl)
  if (params.get('confirm') !== '1') {
    const hidden = [...params.entries()].map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)
    return htmlReply(html`<!DOCTYPE html><html lang="et"><head><meta charset="UTF-8"><title>Sisselogimine – ${provider}</title></head><body><main id="main"><h1>Sisselogimine teenusega ${provider} (stand-in)</h1><form method="get" action="/wp-login.php">${hidden}<input type="hidden" name="confirm" value="1"><button type="submit">Logi sisse demo-kasutajana</button></form></main></body></html>`.value)
  }
  const reply: Reply = params.get('display') === 'popup'
    ? htmlReply(html`<!DOCTYPE html><html lang="et"><head><meta charset="UTF-8"><title>Sisse logitud</title></head><body><main id="main"><p>Sisse logitud. <a href="${safeTarget}">Jätka</a></p></main><script>try{window.opener&&window.opener.location.assign(${scriptJson(safeTarget)});window.close()}catch(e){location.assign(${scriptJson(safeTarget)})}</script></body></html>`.value)
    : redirect(safeTarget)
  reply.cookies = [cookie(loginCookie, loginCookieValue('demo'), { httpOnly: true })]
  return reply
}
