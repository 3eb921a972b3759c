/**
 * Runs the WordPress plugin's PHP tests under the real PHP CLI: one test per `test/php/test-*.php`, which passes
 * when the file exits 0. PHP's output is shown on failure. A missing `php` fails loudly: the plugin is only tested
 * when a real interpreter runs it, so skipping would hide that nothing was checked.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = path.dirname(fileURLToPath(import.meta.url))
const pluginDir = path.resolve(here, '../../php-stub/plugin')
const php = process.env.PHP_BINARY || 'php'

/** Each PHP run may take seconds on a busy machine (test-plugin.php starts a PHP process per plugin file). */
const PHP_TIMEOUT = 60_000

const testFiles = readdirSync(here)
  .filter((f) => /^test-.+\.php$/.test(f))
  .sort()

/** Runs php with arguments; throws a clear error when the interpreter cannot be started. */
function runPhp(args: string[]): { status: number | null; output: string } {
  const result = spawnSync(php, args, { cwd: here, encoding: 'utf8', timeout: PHP_TIMEOUT })
  if (result.error) {
    throw new Error(
      `Could not run the PHP CLI ("${php}"): ${result.error.message}. The plugin tests need a real PHP interpreter ` +
        '(Debian: apt-get install php-cli), or set PHP_BINARY to its path.',
    )
  }
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** Every PHP file the plugin ships. */
function pluginPhpFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'dist' ? [] : pluginPhpFiles(full)
    return entry.name.endsWith('.php') ? [full] : []
  })
}

describe('WordPress plugin (PHP)', () => {
  it('has PHP test files', () => {
    expect(testFiles.length).toBeGreaterThan(0)
  })

  it('every plugin PHP file passes php -l', () => {
    const files = pluginPhpFiles(pluginDir)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const { status, output } = runPhp(['-l', file])
      expect(status, `php -l ${path.relative(pluginDir, file)}\n${output}`).toBe(0)
    }
  }, PHP_TIMEOUT)

  for (const file of testFiles) {
    it(file, () => {
      const { status, output } = runPhp(['-d', 'display_errors=1', '-d', 'error_reporting=-1', file])
      // The message carries PHP's whole output, so a failing assertion shows which line said "not ok".
      expect(status, `php ${file} exited ${status}:\n${output}`).toBe(0)
    }, PHP_TIMEOUT)
  }
})
