/**
 * The domain record's per-URL rules: `blocked_url_patterns`, globs where `*` is any run of characters, matched against
 * the whole address or, for a pattern that starts with `/`, against its path and query. Re-applied on every
 * navigation of a single-page shop (islands/widgets/history.ts), since the widgets stay on the page.
 */

/** A glob as an anchored regular expression: everything but `*` literal. */
const glob = (pattern: string): RegExp => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 'i')

/** Whether `url` is blocked by one of `patterns` (anything that is no list of strings blocks nothing). */
export function isBlocked(patterns: unknown, url: URL): boolean {
  if (!Array.isArray(patterns)) return false
  return patterns.some((pattern) => typeof pattern == 'string' && pattern.trim() != '' && glob(pattern.trim()).test(pattern.trim().startsWith('/') ? url.pathname + url.search : url.href))
}
