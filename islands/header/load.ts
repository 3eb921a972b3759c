/**
 * The header's first-load part, in the theme script on every page: Flatsome's page loader goes, and the header's
 * code (the sticky header and back-to-top, lazy/header.ts) comes at the first scroll or when the browser is idle,
 * at once on a page opened scrolled (at an anchor: it then puts the anchor below the header).
 *
 * The page loader (`div.page-loader`, printed when the theme's "site loader" is on) covers the page while
 * `<html class="loading-site">`: that class goes at once, so the theme's CSS fades the loader out, and the loader
 * itself 1000 ms later (spec §9), as flatsome.js did at its run. Without scripts the loader stays. A failed load of
 * the header's code leaves the header as printed (it scrolls with the page); the next trigger tries again.
 */
import { whenIdle } from '../../src/idle'
import { loadAsset } from '../../src/loader'

/** Lets the page loader go and loads the header's code when it is first needed. */
export function loadHeader(): void {
  document.documentElement.classList.remove('loading-site')
  // Spec §9: the page loader removed after 1000 ms.
  setTimeout(() => document.querySelector('.page-loader')?.remove(), 1000)
  const load = (): void => void loadAsset('header').catch(() => {})
  if (scrollY) load()
  addEventListener('scroll', load, { once: true })
  whenIdle(load)
}
