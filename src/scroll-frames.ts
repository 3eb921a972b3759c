/**
 * One reader of the window's scrolling for the pieces that follow it (the sticky header, back-to-top): a single
 * passive `scroll` listener, read at most once per frame, however many pieces listen and however many scroll
 * events a frame has. Each piece gets the position and whether it moved down since the frame before, as Flatsome's
 * scroll source gives it its direction.
 *
 * Stateless apart from its listeners: each bundle that follows the scroll carries one copy.
 */

/** Called once per frame in which the window scrolled: `y` is `scrollY`, `down` whether it grew since the last call. */
export type ScrollReader = (y: number, down: boolean) => void

const readers = new Set<ScrollReader>()
let last = 0
let frame = 0

function read(): void {
  frame = 0
  const y = scrollY
  const down = y > last
  last = y
  for (const reader of readers) reader(y, down)
}

const onScroll = (): void => void (frame ||= requestAnimationFrame(read))

/** Calls `reader` at each frame the window scrolled in. Returns a function that stops it. */
export function onScrollFrame(reader: ScrollReader): () => void {
  if (!readers.size) {
    last = scrollY
    addEventListener('scroll', onScroll, { passive: true })
  }
  readers.add(reader)
  return () => {
    readers.delete(reader)
    if (!readers.size) removeEventListener('scroll', onScroll)
  }
}
