/**
 * How islands find their targets. Each element is wired once per feature, however often it is seen, and markup
 * that arrives later (cart fragments, quick-view popups, checkout refreshes) is picked up by one shared
 * MutationObserver, so an island mounts on late markup exactly as on first paint.
 */

type Wire<E extends Element> = (el: E) => void

interface Watch {
  selector: string
  wired: WeakSet<Element>
  wire: Wire<Element>
}

const watches: Watch[] = []
let observer: MutationObserver | undefined

function run(watch: Watch, root: ParentNode): void {
  const found: Element[] = []
  if (root instanceof Element && root.matches(watch.selector)) found.push(root)
  found.push(...Array.from(root.querySelectorAll(watch.selector)))
  for (const el of found) {
    if (watch.wired.has(el)) continue
    watch.wired.add(el)
    try {
      watch.wire(el)
    } catch (error) {
      // One broken element must not stop the others (or the rest of the page) from working.
      console.error('[saar] could not set up', watch.selector, error)
    }
  }
}

function observe(): void {
  if (observer || typeof MutationObserver === 'undefined') return
  observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue
        for (const watch of watches) run(watch, node)
      }
    }
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
  run(watch, document)
  observe()
  return () => {
    const i = watches.indexOf(watch)
    if (i >= 0) watches.splice(i, 1)
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
  observer?.disconnect()
  observer = undefined
}
