/**
 * Writes the installable WordPress plugin zip: a top folder `saar/` holding the plugin's PHP (saar.php, includes/,
 * uninstall.php), page-scripts.json, readme.txt, and `dist/` with every built file and manifest.json. WordPress's
 * "Upload Plugin" expects exactly this shape (one folder named after the plugin).
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { zipSync, type Zippable } from 'fflate'

/** Files of php-stub/plugin that ship (the folder also holds nothing else today, but be explicit). */
const PLUGIN_FILES = ['saar.php', 'uninstall.php', 'page-scripts.json', 'readme.txt']
const PLUGIN_DIRS = ['includes']
/** A fixed time for every entry, so the same inputs give the same zip bytes. */
const MTIME = new Date('2024-01-01T00:00:00Z')

/** Relative paths (with `/`) of every file under `dir`, skipping dot files. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)))
    else if (entry.isFile()) out.push(rel)
  }
  return out
}

/**
 * Writes the zip to `outFile` and returns its entries (`saar/…`), sorted.
 *
 * @param repoDir  The repository root (the plugin source is `php-stub/plugin/`).
 * @param distDir  The build output with manifest.json.
 * @param outFile  Where to write the zip; when it lies inside `distDir` it is not zipped into itself.
 */
export async function writePluginZip(repoDir: string, distDir: string, outFile: string): Promise<string[]> {
  const pluginDir = path.join(repoDir, 'php-stub', 'plugin')
  if (!existsSync(path.join(pluginDir, 'saar.php'))) throw new Error(`No plugin at ${pluginDir} (saar.php is missing)`)
  if (!existsSync(path.join(distDir, 'manifest.json'))) {
    throw new Error(`No ${path.join(distDir, 'manifest.json')}: build the scripts before writing the plugin zip`)
  }

  const files: Zippable = {}
  const add = async (entry: string, source: string) => {
    files[entry] = [new Uint8Array(await readFile(source)), { mtime: MTIME }]
  }

  for (const name of PLUGIN_FILES) {
    const source = path.join(pluginDir, name)
    if (existsSync(source)) await add(`saar/${name}`, source)
  }
  for (const dir of PLUGIN_DIRS) {
    for (const rel of await listFiles(path.join(pluginDir, dir))) await add(`saar/${dir}/${rel}`, path.join(pluginDir, dir, rel))
  }

  const outResolved = path.resolve(outFile)
  for (const rel of await listFiles(distDir)) {
    const source = path.join(distDir, rel)
    // Never the zip itself, nor an older zip lying in dist/.
    if (path.resolve(source) === outResolved || rel.endsWith('.zip')) continue
    if ((await stat(source)).isFile()) await add(`saar/dist/${rel}`, source)
  }

  const entries = Object.keys(files).sort()
  const sorted: Zippable = {}
  for (const entry of entries) sorted[entry] = files[entry]!
  await mkdir(path.dirname(outResolved), { recursive: true })
  await writeFile(outResolved, zipSync(sorted, { level: 9 }))
  return entries
}
