/**
 * Flatsome's page loader (`div.page-loader`, printed when the theme's "site loader" is on). The theme script lets
 * the page go at once (`loading-site` off: the theme's CSS fades the loader out) and loads the header's code at once
 * where the loader is; that code removes it 1000 ms later (spec §9), as flatsome.js did at its run.
 */
export const PAGE_LOADER = '.page-loader'
/** Spec §9: the page loader removed this long after the script that lets it go runs. */
export const PAGE_LOADER_MS = 1000

/** Removes the page loader once its fade has run. */
export function removePageLoader(): void {
  setTimeout(() => document.querySelector(PAGE_LOADER)?.remove(), PAGE_LOADER_MS)
}
