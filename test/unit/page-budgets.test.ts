/**
 * Page budgets: the gzip bytes of Saar's scripts each page type loads with the page (the runtime, its "all" scripts
 * and its own from page-scripts.json; on-demand files are fetched later and do not count) stay within 20 kB (PAGE_BUDGET), and
 * every on-demand file has a budget of its own in .size-limit.json. Reads the build `npm test` makes first
 * (SAAR_DIST or dist/), building it when missing.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { buildAll, distDir, type Manifest } from '../../scripts/build'
import { firstLoadScripts, PAGE_BUDGET, pageLoads, pageTypes, readPageScripts, UNBUDGETED_ON_DEMAND, type PageLoad } from '../../scripts/page-budgets'

const root = path.resolve(import.meta.dirname, '../..')
const dist = distDir()
let manifest: Manifest
let loads: PageLoad[]

beforeAll(async () => {
  if (!existsSync(path.join(dist, 'manifest.json'))) await buildAll(dist)
  manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as Manifest
  loads = pageLoads(dist, manifest)
}, 300_000)

describe('first-load scripts of a page type', () => {
  const manifest: Manifest = {
    runtime: { file: 'runtime.1.js', deps: [] },
    theme: { file: 'theme.1.js', deps: ['runtime'] },
    product: { file: 'product.1.js', deps: ['runtime', 'gallery'] },
    gallery: { file: 'gallery.1.js', deps: ['runtime'] },
    react: { file: 'react.1.js', deps: ['runtime'], lazy: true },
    stars: { file: 'stars.1.js', deps: ['runtime', 'react'], lazy: true },
  }
  const lists = { all: ['theme', 'tracking'], product: ['product', 'stars', 'theme'], cart: [] }

  it('are the runtime, "all" and the type own scripts with their dependencies, each once, no on-demand file, none not built', () => {
    expect(firstLoadScripts(manifest, lists, 'product')).toEqual(['runtime', 'theme', 'gallery', 'product'])
    expect(firstLoadScripts(manifest, lists, 'cart')).toEqual(['runtime', 'theme'])
    expect(pageTypes({ ...lists })).toEqual(['product', 'cart'])
  })
})

describe('page budgets', () => {
  it.each(pageTypes(readPageScripts()))(`%s loads at most ${PAGE_BUDGET} bytes gzip of Saar with the page`, (pageType) => {
    const load = loads.find((l) => l.pageType === pageType)!
    expect(load.scripts[0]?.name, 'the runtime is built and counted').toBe('runtime')
    const files = load.scripts.map((s) => `${s.file} ${s.gzip} B`).join(' + ')
    expect(load.gzip, `page type "${pageType}": ${files} = ${load.gzip} B gzip, over the ${PAGE_BUDGET} B budget`).toBeLessThanOrEqual(PAGE_BUDGET)
  })

  it('gives every on-demand file a budget in .size-limit.json (glightbox and swiper excepted)', () => {
    const onDemand = Object.entries(manifest).filter(([name, e]) => e.lazy && !UNBUDGETED_ON_DEMAND.includes(name))
    expect(onDemand.length).toBeGreaterThan(0)
    const unbudgeted = onDemand.filter(([, e]) => !budgeted(e.file)).map(([name, e]) => `${name} (${e.file})`)
    expect(unbudgeted, 'on-demand bundles without a line in .size-limit.json').toEqual([])
  })

  it('gives every script a page loads with it a budget in .size-limit.json too (the post script among them)', () => {
    const firstLoad = Object.entries(manifest).filter(([, e]) => !e.lazy)
    expect(firstLoad.map(([name]) => name)).toContain('post')
    expect(firstLoad.filter(([, e]) => !budgeted(e.file)).map(([name, e]) => `${name} (${e.file})`), 'first-load scripts without a line in .size-limit.json').toEqual([])
  })

  it('loads on a post the post script (the comment replies\' trigger), not the product script', () => {
    const post = loads.find((l) => l.pageType === 'post')!.scripts.map((s) => s.name)
    expect(post).toContain('post')
    expect(post).not.toContain('product')
    expect(post).not.toContain('comments') // the reply code is on demand, at the first approach
  })
})

/** Whether a built file is matched by a line of .size-limit.json. */
function budgeted(file: string): boolean {
  const limits = JSON.parse(readFileSync(path.join(root, '.size-limit.json'), 'utf8')) as Array<{ path: string }>
  return limits.some((l) => new RegExp(`^${l.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(`dist/${file}`))
}
