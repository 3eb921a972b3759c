/**
 * Builds the shipped scripts into dist/: the `runtime`, one IIFE per feature entry, and the on-demand bundles in
 * lazy/. Vite refuses several IIFE entries in one build, so each script is its own build. Feature and lazy builds
 * take React, nanostores and every module of src/ from `window.saar` (the runtime) instead of bundling copies.
 * Files get content-hashed names and source maps; dist/manifest.json lists them with their dependencies, and the
 * installable plugin zip is written last.
 */
import { build, type Plugin, type Rolldown } from 'vite'
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const srcDir = path.join(root, 'src')

export type ScriptKind = 'runtime' | 'feature' | 'lazy'

export interface ManifestEntry {
  file: string
  deps: string[]
  lazy?: true
}
export type Manifest = Record<string, ManifestEntry>

/** What feature and lazy scripts read from the runtime instead of bundling. */
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

/**
 * Maps imports of React, nanostores and the shared core modules to `window.saar`, so a feature script never
 * carries its own copy of a store. Other src/ modules are bundled as usual.
 */
export function runtimeExternals(shared: Set<string>): Plugin {
  return {
    name: 'saar-runtime-externals',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source in runtimeGlobals && source !== 'saar:core') return { id: source, external: true }
      if (importer && source.startsWith('.')) {
        const target = path.resolve(path.dirname(importer), source).replace(/\.tsx?$/, '')
        if (shared.has(target)) return { id: 'saar:core', external: true }
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
}

/** Builds one script to memory. */
export async function buildScript(name: string, entry: string, kind: ScriptKind): Promise<BuiltScript> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: { alias: kind === 'runtime' ? preactAliases : [] },
    plugins: kind === 'runtime' ? [] : [runtimeExternals(await sharedCoreModules())],
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
  return { name, code: chunk.code.replace(/\n\/\/# sourceMappingURL=.*$/m, ''), map }
}

/** Writes a built script under a content-hashed name with its source map; returns the file name. */
async function writeHashed(outDir: string, script: BuiltScript): Promise<string> {
  const hash = createHash('sha256').update(script.code).digest('hex').slice(0, 10)
  const file = `${script.name}.${hash}.js`
  await writeFile(path.join(outDir, file), `${script.code}\n//# sourceMappingURL=${file}.map\n`)
  if (script.map) {
    const map = JSON.parse(script.map) as { file?: string }
    map.file = file
    await writeFile(path.join(outDir, `${file}.map`), JSON.stringify(map))
  }
  return file
}

async function entriesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(root, dir))).filter((f) => /\.tsx?$/.test(f)).sort()
  } catch {
    return []
  }
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
  const jobs: Array<{ name: string; entry: string; kind: ScriptKind }> = []
  for (const f of await entriesIn('entries')) {
    const name = f.replace(/\.tsx?$/, '')
    jobs.push({ name, entry: path.join(root, 'entries', f), kind: name === 'runtime' ? 'runtime' : 'feature' })
  }
  for (const f of await entriesIn('lazy')) jobs.push({ name: f.replace(/\.tsx?$/, ''), entry: path.join(root, 'lazy', f), kind: 'lazy' })
  if (!jobs.some((j) => j.kind === 'runtime')) throw new Error('entries/runtime.ts is missing')
  // Two cores: two builds at a time.
  for (let i = 0; i < jobs.length; i += 2) {
    const built = await Promise.all(jobs.slice(i, i + 2).map((j) => buildScript(j.name, j.entry, j.kind)))
    for (const script of built) {
      const job = jobs.find((j) => j.name === script.name)!
      const file = await writeHashed(outDir, script)
      manifest[script.name] =
        job.kind === 'runtime' ? { file, deps: [] } : job.kind === 'lazy' ? { file, deps: ['runtime'], lazy: true } : { file, deps: ['runtime'] }
    }
  }
  await writeFile(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
  return manifest
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const out = distDir()
  const manifest = await buildAll(out)
  for (const [name, entry] of Object.entries(manifest)) console.log(`  ${name.padEnd(14)} ${path.relative(root, path.join(out, entry.file))}`)
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
