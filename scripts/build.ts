/**
 * Builds the shipped scripts into dist/: the `runtime`, one IIFE per feature entry, and the on-demand bundles in
 * lazy/. Vite refuses several IIFE entries in one build, so each script is its own build. Feature and lazy builds
 * take nanostores and every module of src/ from `window.saar` (the runtime), and React from the on-demand `react`
 * bundle (lazy/react.ts, preact/compat), which installs it on `window.saar` when the first React island needs it.
 *
 * So the rules: a feature script (loaded with the page) may not import React; an on-demand bundle that does gets
 * `deps: ['runtime', 'react']` and `loadAsset` loads `react` before it; no script may use a React or nanostores
 * name that the react bundle or the runtime does not share. On-demand bundles are built first, and the runtime
 * last, with their release and the names that need React baked in (`__SAAR_ASSETS__`, read by src/loader.ts), so
 * it finds them next to its own URL without the plugin's settings. Files get content-hashed names (on-demand ones
 * share one hash, the release: src/loader.ts says why) and source maps;
 * dist/manifest.json lists them with their dependencies, and the installable plugin zip is written last.
 *
 * CSS (scripts/style-sheets.ts) is compiled first: the shared sheet is the runtime entry's `css` (enqueued with it
 * on every page), and an on-demand bundle's own sheet is its entry's `css`, its file name baked into the bundle
 * (`__SAAR_SHEET__`, read by src/bundle-sheet.ts), which links it when it loads.
 */
import { build, type Plugin, type Rolldown } from 'vite'
import vm from 'node:vm'
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BakedAssets } from '../src/loader'
import { buildStyleSheets } from './style-sheets'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const srcDir = path.join(root, 'src')

/** `react`: lazy/react.ts, the one script that bundles React (preact/compat). */
export type ScriptKind = 'runtime' | 'feature' | 'lazy' | 'react'

export interface ManifestEntry {
  file: string
  /**
   * The file's Subresource Integrity hash (sha384). The plugin prints it on the payment page (the checkout): on the
   * script tags there, and for the on-demand files in the settings, where src/loader.ts sets it on what it injects.
   */
  integrity?: string
  deps: string[]
  lazy?: true
  /** The entry's style sheet: the runtime's is the shared one; an on-demand bundle's is its own (lazy/<name>.css). */
  css?: string
}
export type Manifest = Record<string, ManifestEntry>

/** What feature and lazy scripts read from `window.saar` instead of bundling (React once lazy/react.ts has run). */
export const runtimeGlobals: Record<string, string> = {
  react: 'saar.React',
  'react-dom': 'saar.React',
  'react-dom/client': 'saar.ReactDOMClient',
  'react/jsx-runtime': 'saar.jsx',
  nanostores: 'saar.nanostores',
  'saar:core': 'saar.core',
}

/** The src/ modules the runtime shares: those src/index.ts re-exports (paths without extension). */
export async function sharedCoreModules(): Promise<Set<string>> {
  const index = await readFile(path.join(srcDir, 'index.ts'), 'utf8')
  const shared = new Set<string>([path.join(srcDir, 'index')])
  for (const match of index.matchAll(/^export \* from '(\.\/[\w/-]+)'/gm)) shared.add(path.join(srcDir, match[1]!))
  return shared
}

/** React's modules: importing any of them makes a script depend on the `react` bundle. */
export const reactModules = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']

/**
 * Maps imports of React, nanostores and the shared core modules to `window.saar`, so a feature script never
 * carries its own copy of a store. Other src/ modules are bundled as usual. `bundled` modules are not mapped (the
 * react bundle bundles React; the runtime, nanostores and the core).
 */
export function runtimeExternals(shared: Set<string> | undefined, bundled: readonly string[] = []): Plugin {
  return {
    name: 'saar-runtime-externals',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source in runtimeGlobals && source !== 'saar:core' && !bundled.includes(source)) return { id: source, external: true }
      if (shared && importer && source.startsWith('.')) {
        const target = path.resolve(path.dirname(importer), source).replace(/\.tsx?$/, '')
        if (shared.has(target)) return { id: 'saar:core', external: true }
      }
      return null
    },
  }
}

/**
 * Records, per module of `runtimeGlobals` (React's, nanostores), which names a script's code imports from it, as
 * written after TypeScript and JSX are compiled (type-only imports are gone; JSX became jsx-runtime imports). A
 * namespace or default import is recorded as `*` / `default`: neither is shared, so the check asks for named ones.
 */
function importedNames(into: Map<string, Set<string>>): Plugin {
  return {
    name: 'saar-imported-names',
    enforce: 'post',
    transform(code) {
      if (!/\bfrom\s*["'](?:react|nanostores)/.test(code)) return null
      for (const node of this.parse(code).body) {
        if (node.type !== 'ImportDeclaration' || !(node.source.value in runtimeGlobals)) continue
        const names = into.get(node.source.value) ?? new Set<string>()
        into.set(node.source.value, names)
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportSpecifier') names.add(spec.imported.type === 'Identifier' ? spec.imported.name : String(spec.imported.value))
          else names.add(spec.type === 'ImportDefaultSpecifier' ? 'default' : '*')
        }
      }
      return null
    },
  }
}

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]

export interface BuiltScript {
  name: string
  code: string
  map: string
  /** Whether the built code still needs React from `window.saar` (then it must wait for the `react` bundle). */
  usesReact: boolean
  /** Names imported from each module of `runtimeGlobals` (React's, nanostores). */
  imported: Map<string, Set<string>>
}

/**
 * Builds one script to memory. `assets` is baked into the runtime (src/loader.ts reads it), `sheet` (the file name of
 * an on-demand bundle's own style sheet) into that bundle (src/bundle-sheet.ts reads it). A feature script or the
 * runtime that imports React fails: they load with the page, and React must not.
 */
export async function buildScript(name: string, entry: string, kind: ScriptKind, assets: BakedAssets = [''], sheet?: string): Promise<BuiltScript> {
  const imported = new Map<string, Set<string>>()
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    define: {
      'process.env.NODE_ENV': '"production"',
      ...(kind === 'runtime' ? { __SAAR_ASSETS__: JSON.stringify(assets) } : {}),
      ...(sheet ? { __SAAR_SHEET__: JSON.stringify(sheet) } : {}),
    },
    resolve: { alias: kind === 'react' ? preactAliases : [] },
    plugins: [
      kind === 'runtime' ? runtimeExternals(undefined, ['nanostores']) : runtimeExternals(await sharedCoreModules(), kind === 'react' ? reactModules : []),
      importedNames(imported),
    ],
    // Production JSX even when built from a test run (NODE_ENV=test would pick the dev runtime's jsxDEV).
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      sourcemap: true,
      target: 'es2020',
      copyPublicDir: false,
      lib: { entry, formats: ['iife'], name: `saar_${name.replace(/\W/g, '_')}`, fileName: () => `${name}.js` },
      rolldownOptions: { output: { globals: runtimeGlobals, extend: false } },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((o) => o.output).find((o): o is Rolldown.OutputChunk => o.type === 'chunk')
  if (!chunk) throw new Error(`No output for ${name}`)
  const map = chunk.map ? chunk.map.toString() : ''
  const usesReact = chunk.imports.some((id) => reactModules.includes(id))
  if (usesReact && (kind === 'feature' || kind === 'runtime')) {
    throw new Error(
      `${path.relative(root, entry)} imports React (${[...imported.keys()].filter((m) => reactModules.includes(m)).join(', ')}), but it loads with the page, ` +
        `and React only loads when an island needs it. Move the React island into an on-demand bundle in lazy/ ` +
        `(it provides its mount function) and load that with loadAsset or wireWhen.`,
    )
  }
  // Only what stayed external is read from window.saar (the react bundle bundles React, the runtime nanostores).
  for (const module of imported.keys()) if (!chunk.imports.includes(module)) imported.delete(module)
  const code = chunk.code.replace(/\n\/\/# sourceMappingURL=.*$/m, '')
  return compiledAtLoad(kind, code) ? { name, code: COMPILE_HINT + code, map: shiftedDown(map), usesReact, imported } : { name, code, map, usesReact, imported }
}

/**
 * V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): a script that begins with this line has all its
 * functions compiled with the script, off the main thread while it streams in, instead of each one on the main
 * thread at its first call. On the stand-in's variable product page it takes a fifth off Saar's main-thread script
 * time before interaction (16.0 → 12.8 ms of CPU with it on every first-load script), for 19 B of gzip a script.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Whether a script gets the hint: the runtime and the first-load feature scripts, whose functions run as the page
 * sets up, of 2,000 bytes or more (the smallest are one stand-down check and one trigger, with next to nothing to
 * compile, and the bytes go to every page). Not the on-demand bundles: most of their functions wait for a shopper.
 */
const compiledAtLoad = (kind: ScriptKind, code: string): boolean => (kind === 'runtime' || kind === 'feature') && code.length >= 2000

/** A source map for the code one line lower (the hint's line first): its mappings start with an empty line. */
function shiftedDown(map: string): string {
  if (!map) return map
  const parsed = JSON.parse(map) as { mappings: string }
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
}

/**
 * What the runtime and the react bundle put on `window.saar`, read by running both in an empty context: for each
 * module of `runtimeGlobals`, the names a script may import from it.
 */
export function sharedNames(runtime: BuiltScript, react: BuiltScript | undefined): Map<string, Set<string>> {
  const window: Record<string, unknown> = vm.createContext({ document: {}, console })
  window.window = window
  try {
    vm.runInContext(runtime.code, window)
    if (react) vm.runInContext(react.code, window)
  } catch (error) {
    // They run here without a page: what runs at load must not need one (the runtime waits for onReady).
    throw new Error(`Could not run the runtime and the react bundle to read what they share on window.saar: ${String(error)}`, {
      cause: error,
    })
  }
  const shared = new Map<string, Set<string>>()
  for (const [module, global] of Object.entries(runtimeGlobals)) {
    const value = global.split('.').reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], window)
    shared.set(module, new Set(value && typeof value === 'object' ? Object.keys(value) : []))
  }
  return shared
}

/** Fails when a script imports a React or nanostores name that `window.saar` does not carry (it would be undefined). */
export function checkSharedNames(scripts: BuiltScript[], shared: Map<string, Set<string>>): void {
  const problems: string[] = []
  for (const script of scripts) {
    for (const [module, names] of script.imported) {
      const missing = [...names].filter((n) => !shared.get(module)?.has(n))
      if (missing.length) problems.push(`${script.name} imports ${missing.map((n) => `"${n}"`).join(', ')} from '${module}'`)
    }
  }
  if (problems.length) {
    throw new Error(
      `Not shared through window.saar: ${problems.join('; ')}. Import the names you use (no namespace or default ` +
        `import), import React through src/react.ts, and add a React name to it and lazy/react.ts (a nanostores one to entries/runtime.ts) only if an island truly needs it.`,
    )
  }
}

/** The content hash in a built file's name: it changes exactly when the file does (with the on-demand bundles, when any of them does). */
const contentHash = (code: string): string => createHash('sha256').update(code).digest('hex').slice(0, 8)

/** Writes a style sheet under a content-hashed name (`<name>.<hash>.css`); returns the file name. */
async function writeSheet(outDir: string, name: string, css: string): Promise<string> {
  const file = `${name}.${contentHash(css)}.css`
  await writeFile(path.join(outDir, file), `${css}\n`)
  return file
}

/**
 * Writes a built script as `<name>.<hash>.js` with its source map; returns the file name. The hash is the script's
 * own content hash, or the release shared by the on-demand bundles.
 */
async function writeHashed(outDir: string, script: BuiltScript, hash = contentHash(script.code)): Promise<{ file: string; integrity: string }> {
  const file = `${script.name}.${hash}.js`
  const bytes = `${script.code}\n//# sourceMappingURL=${file}.map\n`
  await writeFile(path.join(outDir, file), bytes)
  if (script.map) {
    const map = JSON.parse(script.map) as { file?: string }
    map.file = file
    await writeFile(path.join(outDir, `${file}.map`), JSON.stringify(map))
  }
  return { file, integrity: subresourceIntegrity(bytes) }
}

/** The Subresource Integrity value of a file's exact bytes, as a browser checks it (`integrity="sha384-…"`). */
export const subresourceIntegrity = (bytes: string | Buffer): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`

async function entriesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(root, dir))).filter((f) => /\.tsx?$/.test(f)).sort()
  } catch {
    return []
  }
}

/**
 * Whether a script takes nothing from `window.saar` (its IIFE gets no runtime global): it needs no runtime, and may
 * run before it (entries/flatsome.ts, printed as a classic script in flatsome.js's place).
 */
const standsAlone = (script: BuiltScript): boolean => !/\}\)\([^()]*\bsaar\./.test(script.code.trim().slice(-400))

/**
 * What the runtime needs to find the on-demand bundles (src/loader.ts): their release, the hash of all their code
 * (it changes when any of them does), and the names of those that need React first.
 */
function onDemandAssets(built: BuiltScript[], lazy: { name: string }[]): BakedAssets {
  const onDemand = built.filter((s) => lazy.some((j) => j.name === s.name))
  return [contentHash(onDemand.map((s) => `${s.name}\n${s.code}`).join('\n')), ...onDemand.filter((s) => s.usesReact).map((s) => s.name)]
}

/** Where builds go: dist/, or SAAR_DIST (so parallel work on one machine does not share one dist/). */
export function distDir(): string {
  return path.resolve(root, process.env.SAAR_DIST || 'dist')
}

/** Builds everything into `outDir` and writes the manifest. */
export async function buildAll(outDir = distDir()): Promise<Manifest> {
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const manifest: Manifest = {}
  type Job = { name: string; entry: string; kind: ScriptKind }
  const lazy: Job[] = (await entriesIn('lazy')).map((f) => {
    const name = f.replace(/\.tsx?$/, '')
    return { name, entry: path.join(root, 'lazy', f), kind: name === 'react' ? 'react' : 'lazy' }
  })
  const features: Job[] = []
  let runtime: Job | undefined
  for (const f of await entriesIn('entries')) {
    const name = f.replace(/\.tsx?$/, '')
    const job: Job = { name, entry: path.join(root, 'entries', f), kind: name === 'runtime' ? 'runtime' : 'feature' }
    if (job.kind === 'runtime') runtime = job
    else features.push(job)
  }
  if (!runtime) throw new Error('entries/runtime.ts is missing')
  const sheets = await buildStyleSheets(root, lazy.map((j) => j.name))
  const sheetFiles: Record<string, string> = { runtime: await writeSheet(outDir, 'saar', sheets.shared) }
  for (const [name, css] of Object.entries(sheets.own)) sheetFiles[name] = await writeSheet(outDir, name, css)
  const built: BuiltScript[] = []
  // Two cores: two builds at a time. On-demand bundles first: the runtime, built last, carries their release.
  for (const group of [lazy, features, [runtime]]) {
    for (let i = 0; i < group.length; i += 2) {
      const jobs = group.slice(i, i + 2)
      const scripts = await Promise.all(jobs.map((j) => buildScript(j.name, j.entry, j.kind, onDemandAssets(built, lazy), j.kind === 'runtime' ? undefined : sheetFiles[j.name])))
      built.push(...scripts)
    }
  }
  const release = onDemandAssets(built, lazy)[0]
  for (const script of built) {
    const kind = [...lazy, ...features, runtime].find((j) => j.name === script.name)!.kind
    const onDemand = kind === 'lazy' || kind === 'react'
    if (script.usesReact && !lazy.some((j) => j.kind === 'react')) throw new Error(`${script.name} imports React, and there is no lazy/react.ts to provide it`)
    const { file, integrity } = await writeHashed(outDir, script, onDemand ? release : undefined)
    const deps = kind === 'runtime' || standsAlone(script) ? [] : script.usesReact ? ['runtime', 'react'] : ['runtime']
    const css = sheetFiles[script.name]
    manifest[script.name] = { file, integrity, deps, ...(onDemand ? { lazy: true as const } : {}), ...(css ? { css } : {}) }
  }
  checkSharedNames(built, sharedNames(built.find((s) => s.name === 'runtime')!, built.find((s) => s.name === 'react')))
  // Listed as a page loads them: the runtime, the feature scripts, then the on-demand bundles.
  const ordered: Manifest = Object.fromEntries([runtime, ...features, ...lazy].map((j) => [j.name, manifest[j.name]!]))
  await writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(ordered, null, 2) + '\n')
  return ordered
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const out = distDir()
  const manifest = await buildAll(out)
  for (const [name, entry] of Object.entries(manifest)) {
    console.log(`  ${name.padEnd(14)} ${path.relative(root, path.join(out, entry.file))}${entry.css ? ` + ${path.relative(root, path.join(out, entry.css))}` : ''}`)
  }
  try {
    const { writePluginZip } = await import('./plugin-zip')
    await writePluginZip(root, out, path.join(out, 'saar-plugin.zip'))
    console.log(`  plugin zip     ${path.relative(root, path.join(out, 'saar-plugin.zip'))}`)
  } catch (error) {
    console.error('Could not write the plugin zip:', error)
    process.exitCode = 1
  }
  console.log(`Built ${Object.keys(manifest).length} scripts in ${Math.round(performance.now() - started)} ms`)
}
