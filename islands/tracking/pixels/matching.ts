/**
 * Advanced matching done right (tracking-consent.md §3.3, §5 rec. 5): each value normalised as Meta says, then
 * SHA-256 hashed with SubtleCrypto, in memory only. A plain value never reaches a pixel, a cookie, storage or a data
 * layer; where SubtleCrypto is missing (a page that is no secure context) nothing is matched.
 */

const lower = (v: string): string => v.trim().toLowerCase()
const bare = (v: string): string => lower(v).replace(/[\s\p{P}\p{S}]/gu, '')

/** Meta's normalisation per key (customer information parameters). */
const NORMALISE: Record<string, (v: string) => string> = {
  em: lower,
  ph: (v) => v.replace(/\D/g, '').replace(/^0+/, ''),
  fn: bare,
  ln: bare,
  ct: bare,
  st: bare,
  zp: (v) => lower(v).replace(/[\s-]/g, ''),
  country: (v) => lower(v).slice(0, 2),
  ge: (v) => lower(v).slice(0, 1),
  db: (v) => v.replace(/\D/g, ''),
  external_id: lower,
}

const HASHED = /^[a-f\d]{64}$/

/** The SHA-256 of a text, in hex. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => (b + 256).toString(16).slice(1)).join('')
}

/** The known keys of `values` with text, normalised and hashed (a value already a SHA-256 is kept as it is). */
export async function hashMatching(values: Record<string, unknown>): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  if (!crypto.subtle) return out
  for (const key in NORMALISE) {
    const value = values[key]
    const normal = typeof value == 'string' || typeof value == 'number' ? NORMALISE[key]!(String(value)) : ''
    if (normal) out[key] = HASHED.test(normal) ? normal : await sha256(normal)
  }
  return out
}
