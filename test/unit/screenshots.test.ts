/**
 * `npm run screenshots` and the README agree: the README shows exactly the pictures the script writes (each page of
 * SHOTS at each width), and each is committed, so a shop owner reading the README sees every one. No browser here:
 * the script itself runs with `npm run screenshots`.
 */
import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { screenshotFile, SHOTS, WIDTHS } from '../../scripts/screenshots'

const root = path.resolve(import.meta.dirname, '../..')
const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
const written = SHOTS.flatMap((shot) => WIDTHS.map((width) => screenshotFile(shot.name, width)))

describe('npm run screenshots', () => {
  it('writes the listing, product, checkout and menu at 1280 and 390 px', () => {
    expect(written.sort()).toEqual(
      ['checkout-1280', 'checkout-390', 'listing-1280', 'listing-390', 'menu-1280', 'menu-390', 'product-1280', 'product-390'].map((n) => `docs/screenshots/${n}.png`),
    )
  })

  it('writes what the README shows, each picture once, near its top', () => {
    const shown = [...readme.matchAll(/<img src="(docs\/screenshots\/[^"]+)"/g)].map((m) => m[1]!)
    expect([...shown].sort()).toEqual([...written].sort())
    expect(readme.indexOf('docs/screenshots/')).toBeLessThan(readme.indexOf('## The two commands'))
  })

  it('has every picture committed as a PNG', () => {
    for (const file of written) expect([file, existsSync(path.join(root, file)) && readFileSync(path.join(root, file)).subarray(1, 4).toString()]).toEqual([file, 'PNG'])
  })

  it('takes different pages for the listing, product and checkout', () => {
    const urls = SHOTS.filter((s) => s.name !== 'menu').map((s) => s.url)
    expect(new Set(urls).size).toBe(urls.length)
  })
})
