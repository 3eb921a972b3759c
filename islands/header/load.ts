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
 * short to scroll needs no sticky header). The theme's own scroll to the page's notice is not the shopper's: it brings
 * the code only where it stops past the point the header sticks at (sticksAt).
 *
 * The page loader (`div.page-loader`) covers the page while `<html class="loading-site">`: that class goes at once,
 * so the theme's CSS fades the loader out, and the header's code, which comes at once then, removes the loader
 * itself 1000 ms after it runs (spec §9), as flatsome.js did at its run. Without scripts the loader stays. A failed
 * load of the header's code leaves the header as printed (it scrolls with the page), and the faded loader lets every
 * click through (islands/header/page-loader.css); the next scroll tries again.
 */
import { afterFirstFrame } from '../../src/idle'
import { loadAsset } from '../../src/loader'
import { scrolledToNotice } from '../../src/scroll'
import { STICK_PAST_PX } from './sticky-header'
import { PAGE_LOADER } from './page-loader'

/**
 * Where a scroll the theme makes itself starts to need the header's code: the page's notice is scrolled to 500 ms
 * in (islands/notices), 100 px above it, and short of where the header sticks that leaves the header as printed
 * (Flatsome's point: 100 px past the header; with `sticky-shrink` sooner, as soon as the rows that hide have gone,
 * taken here as any scroll). A checkout opened with "added to cart" over the form fetched the header's code for that
 * alone. The shopper's own first scroll brings it, wherever it goes.
 */
function sticksAt(): number {
  const header = document.getElementById('header')
  return header?.classList.contains('sticky-shrink') ? 0 : (header?.offsetHeight ?? 0) + STICK_PAST_PX
}

/** Lets the page loader go and loads the header's code when it is first needed. */
export function loadHeader(): void {
  const load = (): void => {
    if (scrolledToNotice() && scrollY <= sticksAt()) return
    void loadAsset('header').then(() => removeEventListener('scroll', load), () => {})
  }
  addEventListener('scroll', load)
  if (document.querySelector(PAGE_LOADER)) load()
  // A page opened scrolled: asked once the first frame has laid the page out, not now (see afterFirstFrame).
  else afterFirstFrame(() => scrollY && load())
  document.documentElement.classList.remove('loading-site')
}
