/**
 * What a request carries, read once: its body, its form fields as PHP reads them, and the context every page and
 * handler gets (the visitor, the logged-in user and the query switches of context.ts).
 */
import type { IncomingMessage } from 'node:http'
import type { RequestContext, ShopConfig } from './context'
import { loggedInUser, parseCookies, type Visitor } from './visitors'
import { cmpOf } from './cmp'

const maxBody = 1024 * 1024

/** The raw body; a body over 1 MB is refused (the server answers 500). */
export function readBody(req: IncomingMessage): Promise<string> {
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
export async function formFields(req: IncomingMessage, body: string): Promise<URLSearchParams> {
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

/** The context of a request: who asks, and the switches its query sets (`?lang=en`, `?rtl=1`, `?jquery=1`, `?stock=1`, `?settings=0`, `?cmp=`). */
export function requestContext(config: ShopConfig, visitor: Visitor, url: URL, req: IncomingMessage): RequestContext {
  const query = url.searchParams
  return {
    config,
    visitor,
    url,
    user: loggedInUser(req),
    lang: query.get('lang') === 'en' ? 'en' : 'et',
    rtl: query.get('rtl') === '1',
    jquery: query.get('jquery') === '1' || query.get('stock') === '1' || query.get('gateway_dep') === 'wc-checkout',
    stock: query.get('stock') === '1',
    byHand: query.get('settings') === '0',
    flatsomeDependant: query.get('flatsome_dependant') === '1',
    gatewayNeedsCheckoutJs: query.get('gateway_dep') === 'wc-checkout',
    cmp: cmpOf(url, parseCookies(req.headers.cookie)),
  }
}
