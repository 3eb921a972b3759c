/**
 * Which tab or accordion item the URL's hash names, shared by the product tabs and the content tabs and accordions.
 * A hash names an item by its link's `href` fragment (Flatsome's `#<anchor>`, which need not be the panel's id), by
 * its panel's id, or by the id of anything inside its panel (`#reviews`, `#comment-12` in the reviews tab). Both
 * sides are read as written and percent-decoded, as Flatsome compares them; a malformed escape is read as written
 * only. The hash is only ever compared and looked up by id: never parsed as a selector, never put into the page.
 */

/** The ids `hash` (`#…`) may mean: as written and decoded; none for an empty hash. */
export function hashIds(hash: string): string[] {
  const raw = hash.slice(1)
  let decoded = raw
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    // A malformed escape (`#%E0%A4%A`): only as written.
  }
  return raw ? [...new Set([raw, decoded])] : []
}

/** The index of the item (its link and panel) `hash` names, or -1. */
export function hashIndex(hash: string, items: ReadonlyArray<readonly [link: Element, panel: Element, ...rest: unknown[]]>): number {
  for (const id of hashIds(hash)) {
    const inside = document.getElementById(id)
    const i = items.findIndex(
      ([link, panel]) => panel.id == id || hashIds('#' + (link.getAttribute('href')?.split('#')[1] ?? '')).includes(id) || (inside && panel.contains(inside)),
    )
    if (i >= 0) return i
  }
  return -1
}

/**
 * Calls `show` when the hash changes after load: a link to `#…` on the page, the back and forward buttons, a
 * script setting `location.hash`. Both `hashchange` and `popstate` come for one such step, and `popstate` alone for
 * a step between history entries a script pushed: each new hash is handled once.
 */
export function onHashChange(show: () => void): void {
  let last = location.hash
  const changed = (): void => {
    if (location.hash != last) (last = location.hash), show()
  }
  addEventListener('hashchange', changed)
  addEventListener('popstate', changed)
}

/** Brings the element the hash names (else `fallback`) into view, after the panel it is in has been shown. */
export function scrollToHash(fallback: Element, reduced: boolean): void {
  const target = hashIds(location.hash).map((id) => document.getElementById(id)).find(Boolean) ?? fallback
  requestAnimationFrame(() => target.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' }))
}
