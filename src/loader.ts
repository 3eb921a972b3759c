/**
 * On-demand loading of files built separately from the page's scripts: heavy libraries (zxcvbn, swiper,
 * glightbox), React (`react`) and the islands that need it. They are never in a page's first bytes: an island asks
 * for one when the shopper needs it (first focus of a password field, opening a lightbox), the file is injected
 * once, and it hands its export over with `provide`.
 */
import { settings } from './settings'
import { safeUrl } from './safe-url'
import { trustedScriptURL } from './trusted-types'
import type { AssetName, Assets } from './assets'

/**
 * The on-demand bundles as the build knows them: the release of this build (every on-demand file is
 * `<name>.<release>.js` in dist/, beside the runtime), then the names of those that need `react` loaded first.
 * One release for all of them, not a hash per file: every byte of this is in every page's first load, and a hash
 * per bundle cost about 15 B each. The price is that a new build renames the unchanged ones too.
 */
export type BakedAssets = [release: string, ...needReact: string[]]

/** What the build baked into the runtime (scripts/build.ts); absent in tests. */
declare const __SAAR_ASSETS__: BakedAssets | undefined
const [release, ...needReact]: Partial<BakedAssets> = typeof __SAAR_ASSETS__ === 'object' && Array.isArray(__SAAR_ASSETS__) ? __SAAR_ASSETS__ : []

/** Where Saar's runtime itself came from (the shop, or the CDN that serves its files): on-demand files may too. */
const home = (globalThis.document?.currentScript as HTMLScriptElement | null | undefined)?.src

const provided = new Map<string, unknown>()
const scripts = new Map<string, Promise<void>>()

/**
 * Called by an on-demand bundle when it runs: makes its export (what src/assets.ts says it is) available to
 * `loadAsset`. A bundle that must wait before it is usable (for its own style sheet, src/bundle-sheet.ts) provides
 * a promise of its export: `loadAsset` resolves with what that resolves to.
 */
export function provide<N extends AssetName>(name: N, value: Assets[N] | Promise<Assets[N]>): void {
  provided.set(name, value)
}

/**
 * Injects a script once per URL; resolves when it has run, rejects when it fails to load. Only http(s) files of the
 * shop's own origin (or the runtime's) are loaded: a tampered or mistaken URL in the settings runs nothing. With an
 * `integrity` hash (the plugin prints the on-demand files' on the checkout) the browser runs the file only if its
 * bytes match, and a changed file fails to load like a missing one.
 */
export function loadScript(url: string, integrity?: string): Promise<void> {
  let loading = scripts.get(url)
  if (!safeUrl(url, 'own') && !(home && safeUrl(url, 'own', home))) return Promise.reject(new Error(`Refused to load ${url}`))
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = trustedScriptURL(new URL(url, location.href).href)
      script.async = true
      if (integrity) {
        script.setAttribute('integrity', integrity)
        // Checked bytes must be readable: from a CDN's origin that is a CORS request (the shop's own: no change).
        script.setAttribute('crossorigin', 'anonymous')
      }
      script.onload = () => resolve()
      script.onerror = () => {
        scripts.delete(url) // a later attempt may succeed (the shopper was briefly offline)
        script.remove()
        reject(new Error(`Could not load ${url}`))
      }
      document.head.appendChild(script)
    })
    scripts.set(url, loading)
  }
  return loading
}

/** Assets whose missing URL was already reported in the console. */
const unlocated = new Set<string>()

/**
 * An asset's URL: the settings' `assets` (the plugin prints them), else the file this build baked in, next to the
 * runtime's own script (Saar's files enqueued by hand, without the settings).
 */
function assetUrl(name: string): string | undefined {
  return settings().assets[name] || (release && home ? new URL(`${name}.${release}.js`, home).href : undefined)
}

/**
 * Loads an on-demand asset by name and resolves with what it provided, after the assets it needs (`react` for a
 * React island), each requested once. A name that is already provided (or that the page provides itself)
 * resolves without a request. A file that loads but has not called `provide(name)` by the microtask after its
 * load event rejects, rather than leaving the caller waiting forever (a wrong URL, a stale cached file, a bundle
 * that threw).
 */
export async function loadAsset<N extends AssetName>(name: N): Promise<Assets[N]> {
  if (!provided.has(name)) {
    const url = assetUrl(name)
    if (!url) {
      if (!unlocated.has(name)) console.warn(`[saar] cannot find "${name}": set \`assets.${name}\` in the settings, or load runtime from dist/`)
      unlocated.add(name)
      throw new Error(`No URL for "${name}"`)
    }
    if (needReact.includes(name)) await loadAsset('react')
    await loadScript(url, settings().integrity[name])
    await 0
    if (!provided.has(name)) throw new Error(`${url} did not provide "${name}"`)
  }
  return provided.get(name) as Assets[N]
}

/** Whether an asset is already available without a request. */
export function isProvided(name: AssetName): boolean {
  return provided.has(name)
}
