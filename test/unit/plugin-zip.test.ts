/**
 * The plugin zip: a `saar/` folder with the PHP, the page map, the readme and the built files, installable as is.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { strFromU8, unzipSync } from 'fflate'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writePluginZip } from '../../scripts/plugin-zip'

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

let tmp: string
let distDir: string

beforeEach(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'saar-zip-'))
  distDir = path.join(tmp, 'dist')
  await mkdir(path.join(distDir, 'lazy'), { recursive: true })
  const manifest = {
    runtime: { file: 'runtime.0123456789.js', deps: [] },
    theme: { file: 'theme.abcdef0123.js', deps: ['runtime'] },
    zxcvbn: { file: 'lazy/zxcvbn.9876543210.js', deps: [], lazy: true },
  }
  await writeFile(path.join(distDir, 'manifest.json'), JSON.stringify(manifest))
  await writeFile(path.join(distDir, 'runtime.0123456789.js'), '/* runtime */')
  await writeFile(path.join(distDir, 'runtime.0123456789.js.map'), '{}')
  await writeFile(path.join(distDir, 'theme.abcdef0123.js'), '/* theme */')
  await writeFile(path.join(distDir, 'lazy/zxcvbn.9876543210.js'), '/* zxcvbn */')
  await writeFile(path.join(distDir, '.DS_Store'), 'junk')
  await writeFile(path.join(distDir, 'old-plugin.zip'), 'an older zip')
})

afterEach(async () => {
  await rm(tmp, { recursive: true, force: true })
})

describe('writePluginZip', () => {
  it('writes a saar/ folder with the plugin and every built file', async () => {
    const outFile = path.join(distDir, 'saar-plugin.zip')
    const entries = await writePluginZip(repoDir, distDir, outFile)
    const zip = unzipSync(new Uint8Array(await readFile(outFile)))

    expect(Object.keys(zip).sort()).toEqual(entries)
    expect(entries.every((e) => e.startsWith('saar/'))).toBe(true)
    for (const required of [
      'saar/saar.php',
      'saar/uninstall.php',
      'saar/page-scripts.json',
      'saar/readme.txt',
      'saar/includes/class-saar-manifest.php',
      'saar/includes/class-saar-assets.php',
      'saar/includes/class-saar-settings.php',
      'saar/includes/class-saar-page-type.php',
      'saar/includes/class-saar-admin.php',
      'saar/includes/class-saar-widgets.php',
      'saar/dist/manifest.json',
      'saar/dist/runtime.0123456789.js',
      'saar/dist/runtime.0123456789.js.map',
      'saar/dist/theme.abcdef0123.js',
      'saar/dist/lazy/zxcvbn.9876543210.js',
    ]) {
      expect(entries).toContain(required)
    }
    // Not the zip itself, no older zip, no dot files, nothing from outside the plugin and dist.
    expect(entries.some((e) => e.endsWith('.zip'))).toBe(false)
    expect(entries.some((e) => e.split('/').some((part) => part.startsWith('.')))).toBe(false)
    expect(entries.every((e) => /^saar\/(dist\/|includes\/|saar\.php$|uninstall\.php$|page-scripts\.json$|readme\.txt$)/.test(e))).toBe(true)

    expect(strFromU8(zip['saar/dist/theme.abcdef0123.js']!)).toBe('/* theme */')
    expect(JSON.parse(strFromU8(zip['saar/dist/manifest.json']!)).runtime.file).toBe('runtime.0123456789.js')
  })

  it('ships saar.php with its WordPress plugin header', async () => {
    const outFile = path.join(tmp, 'out', 'saar.zip')
    await writePluginZip(repoDir, distDir, outFile)
    const php = strFromU8(unzipSync(new Uint8Array(await readFile(outFile)))['saar/saar.php']!)
    expect(php.startsWith('<?php')).toBe(true)
    const header = (name: string) => php.match(new RegExp(`^[ \\t/*#@]*${name}:(.*)$`, 'mi'))?.[1]?.trim()
    expect(header('Plugin Name')).toBe('Saar')
    expect(header('Version')).toMatch(/^\d+\.\d+\.\d+$/)
    expect(header('Requires PHP')).toBe('7.4')
    expect(header('Requires at least')).toBe('6.3')
    expect(header('WC requires at least')).toBe('8.0')
    expect(header('Text Domain')).toBe('saar')
    expect(header('Description')).toBeTruthy()
  })

  it('gives the same bytes for the same inputs', async () => {
    const a = path.join(tmp, 'a.zip')
    const b = path.join(tmp, 'b.zip')
    await writePluginZip(repoDir, distDir, a)
    await writePluginZip(repoDir, distDir, b)
    expect(Buffer.compare(await readFile(a), await readFile(b))).toBe(0)
  })

  it('refuses a dist/ without a manifest', async () => {
    await rm(path.join(distDir, 'manifest.json'))
    await expect(writePluginZip(repoDir, distDir, path.join(tmp, 'x.zip'))).rejects.toThrow(/manifest\.json/)
  })
})
