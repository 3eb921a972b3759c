/**
 * The shop's chat contacts, as an owner or the widget host's domain record gives them, turned into the two links
 * the launcher may open: `https://m.me/<page>` (Messenger; Facebook's Chat Plugin is dead since 2024-05-09, its m.me
 * links still work) and `https://wa.me/<digits>` (WhatsApp). Anything else is refused (undefined), never passed on:
 * the value ends up in a link a shopper follows, so only what these rules can rebuild from scratch gets through.
 *
 * Messenger takes a page's user name (`saarekasitoo`, `@saarekasitoo`), its numeric id, or a Facebook address that
 * names one: `facebook.com/<name>/…`, `m.facebook.com`, `fb.com`, `fb.me`, `m.me/<name>`, `messenger.com/t/<name>`,
 * `profile.php?id=<id>`, `pages/…/<id>`, `people/…/<id>`, `p/<Name>-<id>` and the old `<Name>-<id>` form. Facebook's
 * own paths (groups, share links, events, login…) name no page and are refused.
 * WhatsApp takes a number in international form (`+372 5555 1234`, `00372…`, `37255551234`, a JSON number) or a
 * `wa.me/…`, `api.whatsapp.com/send?phone=…` or `whatsapp://send?phone=…` link: 7 to 15 digits (E.164) without a
 * leading 0, since a national number's country cannot be guessed.
 * Pure and stateless: unit-tested with junk and hostile values (test/unit/chat-contacts.test.ts).
 */
/** The links a launcher opens, each present only when its contact was valid. */
export interface ChatLinks {
  messenger?: string
  whatsapp?: string
}

/** A Facebook user name (letters, digits and dots; Facebook allows nothing else) or a numeric id. */
const PAGE = /^(?=.*[a-z\d])[a-z\d.]{1,50}$/i

/** Facebook's hosts whose paths name a page, and Messenger's. */
const FACEBOOK = /^https?:\/\/(?:(?:www|m|mbasic|web|business)\.)?(?:facebook\.com|fb\.com|fb\.me|m\.me|messenger\.com)\//

/** First path segments of facebook.com that are Facebook's own pages, not a shop's. */
const RESERVED = /^(?:groups|events|share|sharer|watch|marketplace|login|home|photos?|story|permalink|hashtag|help|policies|privacy|gaming|reels?|stories|plugins|dialog|messages|search|ads|business)(?:\.php)?$/i

/**
 * A contact as text (trimmed, at most `max` characters; an id or number sent as a positive JSON integer as its
 * digits), and as a URL where it reads as one (a scheme, or a host with a path: `facebook.com/…`, `wa.me/…`).
 */
function read(value: unknown, max: number, url: RegExp): [string, URL?] | undefined {
  const s = typeof value == 'number' ? (Number.isSafeInteger(value) && value > 0 ? String(value) : '') : typeof value == 'string' ? value.trim() : ''
  if (!s || s.length > max) return
  if (!url.test(s)) return [s]
  try {
    return [s, new URL(/^[a-z][\w+.-]*:/i.test(s) ? s : `https://${s}`)]
  } catch {
    // Not a URL after all: refused below like any other junk.
  }
}

/** `https://m.me/<page>` for a page's name, id or Facebook address; undefined for anything else. */
export function messengerLink(value: unknown): string | undefined {
  // A bare host (`facebook.com`) is read as an address too, which names no page.
  const [text, url] = read(value, 300, /[/:?#]|\.(?:com|me)$/i) ?? []
  let s = text?.replace(/^@/, '')
  if (url) {
    if (!FACEBOOK.test(url.href)) return
    const [first = '', ...rest] = url.pathname.split('/').filter(Boolean)
    const id = url.searchParams.get('id') ?? ''
    // Paths that carry the page's id: profile.php?id=…, pages/<name>/<id>, people/<name>/<id>, p/<Name>-<id>.
    s = /^profile(?:\.php)?$/i.test(first) ? (/^\d+$/.test(id) ? id : '')
      : /^(?:pages|people|p)$/i.test(first) ? (/(?:^|-)(\d{5,})$/.exec(rest[rest.length - 1] ?? '')?.[1] ?? '')
      : /^(?:pg|t)$/i.test(first) ? (rest[0] ?? '')
      : RESERVED.test(first) ? ''
      : first
  }
  if (!s) return
  // The old `<Name>-<id>` address of a page without a user name: its id is what m.me knows.
  s = /-(\d{5,})$/.exec(s)?.[1] ?? s
  return PAGE.test(s) ? `https://m.me/${s}` : undefined
}

/** `https://wa.me/<digits>` for an international number or a WhatsApp link; undefined for anything else. */
export function whatsappLink(value: unknown): string | undefined {
  const [text, url] = read(value, 100, /[/:?]/) ?? []
  let s = text
  if (url) {
    const href = url.href
    s = url.protocol == 'tel:' ? url.pathname
      : /^(?:https?:\/\/(?:api|web|www)\.whatsapp\.com\/|whatsapp:)/.test(href) ? (url.searchParams.get('phone') ?? '')
      : /^https?:\/\/wa\.me\//.test(href) ? url.pathname.slice(1)
      : ''
  }
  const digits = s?.replace(/^\s*(?:\+|00)/, '').replace(/[\s().-]/g, '')
  return digits && /^[1-9]\d{6,14}$/.test(digits) ? `https://wa.me/${digits}` : undefined
}

/** Both links for a set of contacts (from the settings or the domain record: any shape), each only when valid. */
export function chatLinks(contacts: unknown): ChatLinks {
  const c = (contacts && typeof contacts == 'object' ? contacts : {}) as Record<string, unknown>
  const messenger = messengerLink(c.messenger)
  const whatsapp = whatsappLink(c.whatsapp)
  return { ...(messenger && { messenger }), ...(whatsapp && { whatsapp }) }
}
