/**
 * Saar's built scripts: dist/manifest.json is read on every page request (the build may have run since), and
 * each page gets `runtime` plus its scripts from page-scripts.json, in dependency order, each once. Lazy entries
 * are not printed; they become settings `assets` URLs. The style sheets of the printed scripts (the runtime's is the
 * shared sheet) are linked in the head, as the plugin enqueues them.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PageType } from './context'

export interface ManifestEntry {
  file: string
  /** Its Subresource Integrity hash (scripts/build.ts), printed on the checkout as the plugin does. */
  integrity?: string
  deps: string[]
  lazy?: boolean
  /** The entry's style sheet (scripts/build.ts). */
  css?: string
}
export type Manifest = Record<string, ManifestEntry>

export const distBase = '/wp-content/plugins/saar/dist/'
/** Where a shop owner who enqueues Saar by hand put the same files: a folder of the child theme (`?settings=0`). */
export const themeBase = '/wp-content/themes/flatsome-child/saar/'

const pageScriptsFile = fileURLToPath(new URL('../plugin/page-scripts.json', import.meta.url))

let warned = false

/** The manifest, or undefined (with one warning until it appears again) when it is missing or broken. */
export function readManifest(distDir: string, quiet: boolean): Manifest | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as unknown
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
    warned = false
    return parsed as Manifest
  } catch (error) {
    if (!warned && !quiet) console.warn(`[saar shop] no usable ${path.join(distDir, 'manifest.json')} (${(error as Error).message}); pages load no Saar scripts. Run npm run build.`)
    warned = true
    return undefined
  }
}

/** Script names of a page type per page-scripts.json ("all" first). */
export function scriptsForPage(pageType: PageType): string[] {
  try {
    const lists = JSON.parse(readFileSync(pageScriptsFile, 'utf8')) as Record<string, unknown>
    const list = (key: string): string[] => (Array.isArray(lists[key]) ? (lists[key] as unknown[]).filter((s): s is string => typeof s === 'string') : [])
    return [...list('all'), ...list(pageType)]
  } catch {
    return []
  }
}

/** Names of the scripts a page prints, runtime first, dependencies before dependants, each once, no lazy entries. */
export function printedScripts(manifest: Manifest, names: string[]): string[] {
  const ordered: string[] = []
  const visiting = new Set<string>()
  const visit = (name: string): void => {
    const entry = manifest[name]
    if (!entry || entry.lazy || ordered.includes(name) || visiting.has(name)) return
    visiting.add(name)
    for (const dep of Array.isArray(entry.deps) ? entry.deps : []) visit(dep)
    ordered.push(name)
  }
  for (const name of ['runtime', ...names]) visit(name)
  return ordered
}

/** URLs of the scripts to print (printedScripts). */
export function scriptUrls(manifest: Manifest | undefined, names: string[], base = distBase): string[] {
  return manifest ? printedScripts(manifest, names).map((name) => base + manifest[name]!.file) : []
}

/** The scripts to print (printedScripts), each with its integrity hash. */
export const scriptFiles = (manifest: Manifest | undefined, names: string[]): { src: string; integrity: string | undefined }[] =>
  manifest ? printedScripts(manifest, names).map((name) => ({ src: distBase + manifest[name]!.file, integrity: manifest[name]!.integrity })) : []

/**
 * The page types whose Saar scripts carry their integrity hashes (the plugin's Saar_Integrity): the checkout, the
 * payment page PCI DSS 4.0 asks a shop to check every script of.
 */
export const checkedPageTypes: readonly PageType[] = ['checkout']

/** Lazy entries' integrity hashes as settings `integrity`: name → hash. */
export function lazyIntegrity(manifest: Manifest | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, entry] of Object.entries(manifest ?? {})) if (entry.lazy && entry.integrity) out[name] = entry.integrity
  return out
}

/** Lazy entries as settings `assets`: name → URL. */
export function lazyAssets(manifest: Manifest | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, entry] of Object.entries(manifest ?? {})) if (entry.lazy) out[name] = distBase + entry.file
  return out
}
