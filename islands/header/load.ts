/**
 * The header's first-load part, in the theme script on every page: Flatsome's page loader goes, and the header's
 * code (the sticky header and back-to-top, lazy/header.ts) comes at the shopper's first scroll, not when idle:
 * a shopper who never scrolls never needs it, and the sticky header takes its state from the scroll position when
 * the code arrives (it measures its thresholds then), so it sticks right on that first scroll; nothing moves before
 * it, the header keeps its printed height. It comes at once on a page opened scrolled (at an anchor, a restored
 * position: it then puts the anchor below the header), and at once on a page with Flatsome's page loader (the
 * theme's "site loader"), which that code removes. A wheel, a swipe or a key that scrolls (Space, an arrow, Page
 * Down, End) comes by its scroll event, a frame later: listening for each, and telling a key that scrolls from one
 * that types, would cost every page's first load more bytes than the frame is worth (and a wheel on a page too
 * short to scroll needs no sticky header).
 *
 * The page loader (`div.page-loader`) covers the page while `<html class="loading-site">`: that class goes at once,
 * so the theme's CSS fades the loader out, and the header's code, which comes at once then, removes the loader
 * itself 1000 ms after it runs (spec §9), as flatsome.js did at its run. Without scripts the loader stays. A failed
 * load of the header's code leaves the header as printed (it scrolls with the page), and the faded loader lets every
 * click through (islands/header/page-loader.css); the next scroll tries again.
 */
import { afterFirstFrame } from '../../src/idle'
import { loadAsset } from '../../src/loader'
import { PAGE_LOADER } from './page-loader'

/** Lets the page loader go and loads the header's code when it is first needed. */
export function loadHeader(): void {
  const load = (): void => void loadAsset('header').then(() => removeEventListener('scroll', load), () => {})
  addEventListener('scroll', load)
  if (document.querySelector(PAGE_LOADER)) load()
  // A page opened scrolled: asked once the first frame has laid the page out, not now (see afterFirstFrame).
  else afterFirstFrame(() => scrollY && load())
  document.documentElement.classList.remove('loading-site')
}
