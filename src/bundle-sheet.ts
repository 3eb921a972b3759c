/**
 * An on-demand bundle's own style sheet: a library's CSS (glightbox's, swiper's), too big for the shared sheet that
 * every page loads. The build writes `lazy/<bundle>.css` as `<bundle>.<hash>.css` beside the bundle and bakes that
 * file name into it (`__SAAR_SHEET__`); the bundle links it from its own folder when it runs. A `<link>` to the
 * shop's own files is what a strict `style-src 'self'` allows, where a `<style>` made at run time is refused.
 * Stateless: each bundle that imports it carries its own copy (and its own sheet).
 */

/** The bundle's sheet, baked in by scripts/build.ts; absent in tests and in bundles without one. */
declare const __SAAR_SHEET__: string | undefined

/** Where the running bundle came from: read as it runs, since `document.currentScript` is gone afterwards. */
const home = (globalThis.document?.currentScript as HTMLScriptElement | null | undefined)?.src

/**
 * Links the bundle's sheet into `<head>`; resolves when it has loaded, or failed (the feature then works unstyled
 * rather than not at all). Resolves at once when the bundle has no sheet. Call it once, as the bundle runs.
 */
export function linkBundleSheet(): Promise<void> {
  if (typeof __SAAR_SHEET__ !== 'string' || !home) return Promise.resolve()
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = new URL(__SAAR_SHEET__, home).href
  const loaded = new Promise<void>((resolve) => {
    link.onload = link.onerror = () => resolve()
  })
  document.head.appendChild(link)
  return loaded
}
