/**
 * How islands find their targets. Each element is wired once per feature, however often it is seen, and markup
 * that arrives later (cart fragments, quick-view popups, checkout refreshes) is picked up by one shared
 * MutationObserver, so an island mounts on late markup exactly as on first paint.
 *
 * The observer is on the load path of every page, so it works per batch of records: each added subtree is searched
 * once (one that sits inside another added subtree is covered by it, one already gone from the page is skipped), at
 * first with all selectors in one query, and subtrees Saar renders itself, marked with `ownMarkup`, are not searched
 * at all.
 */

type Wire<E extends Element> = (el: E) => void

interface Watch {
  selector: string
  wired: WeakSet<Element>
  wire: Wire<Element>
}

const watches: Watch[] = []
let observer: MutationObserver | undefined
/** Every watched selector in one, for the observer's first question about an added subtree (reset on a change). */
let anySelector: string | undefined

function wireOne(watch: Watch, el: Element): void {
  if (watch.wired.has(el)) return
  watch.wired.add(el)
  try {
    watch.wire(el)
  } catch (error) {
    // One broken element must not stop the others (or the rest of the page) from working.
    console.error('[saar] could not set up', watch.selector, error)
  }
}

function run(watch: Watch, root: ParentNode): void {
  if (root instanceof Element && root.matches(watch.selector)) wireOne(watch, root)
  // A static list: what wiring adds is not in it (the observer brings that).
  for (const el of Array.from(root.querySelectorAll(watch.selector))) wireOne(watch, el)
}

/**
 * Whether an added subtree holds anything watched: one search with every selector, instead of one per selector, for
 * the nodes that hold nothing (most do: a message, a hidden field, a script). Unsure (a selector the browser refuses)
 * counts as yes, and each selector is then tried on its own.
 */
function holdsWatched(el: Element): boolean {
  anySelector ??= watches.map((w) => w.selector).join(',')
  try {
    return el.matches(anySelector) || !!el.querySelector(anySelector)
  } catch {
    return true
  }
}

/** Elements whose subtree Saar renders itself: nothing in them is server markup waiting for an island. */
const own = new WeakSet<Node>()

/**
 * Marks `root` as Saar's own rendering (a toggle, an island's root, a list it draws): markup added inside it is not
 * searched for islands to wire. Only for subtrees that never hold server markup: cart fragments, quick-view popups
 * and checkout refreshes are inserted by Saar but are the server's, and are wired as on first paint. Returns `root`.
 */
export function ownMarkup<T extends Node>(root: T): T {
  own.add(root)
  return root
}

function observe(): void {
  if (observer || typeof MutationObserver === 'undefined') return
  observer = new MutationObserver((records) => {
    const added = new Set<Node>()
    for (const record of records) record.addedNodes.forEach((node) => added.add(node))
    // Search each added element still in the page once, unless it is inside another added one (that search covers
    // it) or inside Saar's own markup.
    added.forEach((el) => {
      if (!(el instanceof Element) || !el.isConnected) return
      for (let up: Node | null = el; up; up = up.parentNode) if (own.has(up) || (up != el && added.has(up))) return
      if (holdsWatched(el)) for (const watch of watches) run(watch, el)
    })
  })
  observer.observe(document.documentElement, { childList: true, subtree: true })
}

/**
 * Calls `wire` once for every element matching `selector`, now and whenever matching markup is added later.
 * Returns a function that stops watching (elements already wired stay wired).
 */
export function wireAll<E extends Element = HTMLElement>(selector: string, wire: Wire<E>): () => void {
  const watch: Watch = { selector, wired: new WeakSet(), wire: wire as Wire<Element> }
  watches.push(watch)
  anySelector = undefined
  run(watch, document)
  observe()
  return () => {
    const i = watches.indexOf(watch)
    if (i >= 0) watches.splice(i, 1), (anySelector = undefined)
  }
}

/** Runs `fn` once the document is parsed (immediately if it already is). */
export function onReady(fn: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn, { once: true })
  else fn()
}

/** Stops all watching (tests). */
export function resetWiring(): void {
  watches.length = 0
  anySelector = undefined
  observer?.disconnect()
  observer = undefined
}
