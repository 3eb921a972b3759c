/**
 * Lighthouse's mobile performance audit of a page, for `npm run bench`: the `lighthouse` package from npm (pinned in
 * package.json), run as its own command line so the bench needs none of its types, on the tests' Chromium
 * (`CHROME_PATH`, read by chrome-launcher: Lighthouse never downloads a browser). Its default config is the mobile
 * one: a Moto G Power's screen and a 4x slower CPU with simulated slow 4G (Lantern), so the score is the one
 * PageSpeed Insights would give the page, and needs no network beyond the page's own host.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { chromiumPath } from '../test/browser/browser'

/** The performance category's score (0 to 100) and the metrics it weighs, as Lighthouse displays them. */
export interface LighthouseRun {
  score: number
  metrics: Record<string, string>
}

/** The audits behind the performance score, by the short name the bench prints. */
const METRICS: Record<string, string> = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
}

/** The part of Lighthouse's JSON report the bench reads. */
interface Report {
  categories: { performance: { score: number | null } }
  audits: Record<string, { displayValue?: string }>
  runtimeError?: { code: string; message: string }
}

/** Lighthouse's command line (its package's `bin`), or undefined when the package is not installed. */
export function lighthouseCli(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('lighthouse/cli/index.js')
  } catch {
    return undefined
  }
}

/** One Lighthouse run of `url` (mobile, performance only); throws with Lighthouse's own message when it fails. */
export async function lighthouse(url: string): Promise<LighthouseRun> {
  const cli = lighthouseCli()
  if (!cli) throw new Error('the lighthouse package is not installed (npm ci)')
  const dir = await mkdtemp(path.join(tmpdir(), 'saar-lighthouse-'))
  const out = path.join(dir, 'report.json')
  try {
    // The same headless flags as the tests' launch (test/browser/browser.ts), in Chromium's new headless mode.
    const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'
    await promisify(execFile)(process.execPath, [cli, url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=${flags}`], {
      env: { ...process.env, CHROME_PATH: chromiumPath() },
      timeout: 180_000,
    })
    const report = JSON.parse(await readFile(out, 'utf8')) as Report
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`)
    const score = report.categories.performance.score
    if (score === null) throw new Error('Lighthouse gave no performance score')
    return { score: Math.round(score * 100), metrics: Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, report.audits[id]?.displayValue ?? '?'])) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** The installed Lighthouse's version, for the bench's heading. */
export function lighthouseVersion(): string {
  try {
    return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version
  } catch {
    return '(not installed)'
  }
}
