/**
 * The one check for every URL that comes from data or settings (an answer, a data attribute, the settings JSON)
 * before it becomes a link, a navigation, a script's source or the address of a call: http(s) only — never
 * javascript:, data:, blob: or what is no URL at all — and, where it must be, the shop's own origin.
 *
 * - `own`: the shop's own origin (calls, the cart and checkout pages, on-demand files, redirects after a call);
 * - `image`: the shop's own origin or any https: address (shops serve images from a CDN);
 * - none: any http(s) address.
 */

/** The URL, resolved against the page, when it passes `rule`; else undefined. */
export function safeUrl(url: unknown, rule?: 'own' | 'image', base?: string): URL | undefined {
  try {
    const page = new URL(base ?? location.href)
    const u = new URL(url as string, page)
    const own = u.origin == page.origin
    if (url && typeof url == 'string' && /^https?:$/.test(u.protocol) && (rule != 'own' || own) && (rule != 'image' || own || u.protocol == 'https:')) return u
  } catch {
    // Not a URL: refused like any other.
  }
}

/** Whether a URL is an http(s) address on the page's own origin. */
export const isSameOrigin = (url: string, base?: string): boolean => !!safeUrl(url, 'own', base)
