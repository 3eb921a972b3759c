/**
 * Saar's CSS, compiled for the build (scripts/build.ts writes the results under content-hashed names). A strict
 * `style-src 'self'` refuses `<style>` made at run time, so islands never make one: their CSS is plain `.css` files
 * beside the code they style, shipped as sheets the plugin enqueues with the scripts.
 *
 * The rule: every `.css` file under src/ and islands/ is part of the one shared sheet (`saar.<hash>.css`, linked in
 * every page's head with the runtime), in a stable order — src/ first, then islands/, each by path. The shared sheet
 * is render-blocking on every page, so a library's CSS does not go there: `lazy/<bundle>.css` is that on-demand
 * bundle's own sheet (it may `@import` from node_modules), written beside it and linked by the bundle when it loads
 * (src/bundle-sheet.ts). Any other `.css` under lazy/ fails the build.
 */
import { bundleAsync } from 'lightningcss'
import { createRequire } from 'node:module'
import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** The compiled CSS: the shared sheet, and the own sheet of each on-demand bundle that has one, by bundle name. */
export interface StyleSheets {
  shared: string
  own: Record<string, string>
}

/** Paths (absolute) of every `.css` file under `dir`, sorted by their path relative to it. */
async function cssFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.css'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}

/** Compiles one file, minified, with its `@import`s inlined (relative paths, or packages in node_modules). */
async function compile(file: string): Promise<string> {
  const { code } = await bundleAsync({
    filename: file,
    minify: true,
    resolver: {
      resolve: (specifier, from) => (specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : createRequire(from).resolve(specifier)),
    },
  })
  return code.toString().trim()
}

/** Compiles the sheets from the repository at `root`; `lazyBundles` are the names of the on-demand bundles. */
export async function buildStyleSheets(root: string, lazyBundles: readonly string[]): Promise<StyleSheets> {
  const shared: string[] = []
  for (const file of [...(await cssFiles(path.join(root, 'src'))), ...(await cssFiles(path.join(root, 'islands')))]) shared.push(await compile(file))
  const own: Record<string, string> = {}
  for (const file of await cssFiles(path.join(root, 'lazy'))) {
    const name = path.relative(path.join(root, 'lazy'), file).replace(/\.css$/, '')
    if (!lazyBundles.includes(name)) {
      throw new Error(`lazy/${name}.css is named after no on-demand bundle: a bundle's own sheet is lazy/<bundle>.css; an island's CSS goes beside it in islands/`)
    }
    own[name] = await compile(file)
  }
  return { shared: shared.join('\n'), own }
}
