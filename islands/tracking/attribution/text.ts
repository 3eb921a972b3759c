/**
 * Text from the URL, the referrer and the browser, made safe to keep: every captured value (a UTM value, a
 * referrer, the landing page) passes here before it reaches a cookie or an input. Such text is only ever a cookie
 * value or an input's `.value`, never markup, so script, quotes and `<>` stay inert as they are; what this removes
 * is what must not be kept at all (an email address: plain PII) and what no report needs (control characters,
 * absurd lengths that would overflow a cookie's 4 kB).
 */

/** The longest value kept (a UTM value, a source, a referrer's path): 100 characters. */
export const VALUE_CAP = 100
/** The longest address kept (landing page, referrer, current page) and user agent: 400 characters. */
export const URL_CAP = 400
/** sourcebuster's word for a value it does not have. */
export const NONE = '(none)'

// An email address anywhere in the text (after decoding: `%40` is an `@` too): a local part, `@`, a domain name.
const EMAIL = /[^\s@?&=/:;,<>"'()|]+@[a-z\d-]+(\.[a-z\d-]+)+/gi

/** Percent-decoded text; text that is no valid percent-encoding is kept as it came (sourcebuster then guessed). */
export function decode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * Decoded text without email addresses, control characters and lone surrogates (which no cookie can encode), cut to
 * `cap` characters.
 */
export function tidy(text: string, cap: number): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return Array.from(decode(text).replace(EMAIL, '').replace(/[\0-\x1f\x7f]|\p{Cs}/gu, ''))
    .slice(0, cap)
    .join('')
}

/**
 * A URL's raw text (query value, address) as sourcebuster keeps it in its cookies: as it came when it is clean, so
 * the cookie is byte for byte what sourcebuster writes; otherwise the tidied text, percent-encoded. A `|` is never
 * kept raw: sourcebuster's fields are `|||`-separated, and a raw one would let a URL forge fields.
 */
export function keep(raw: string, cap: number): string {
  const clean = tidy(raw, cap)
  return clean == decode(raw) && !raw.includes('|') ? raw : encodeURIComponent(clean)
}
