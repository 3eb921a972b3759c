/**
 * The runtime in Chromium: feature scripts share its one cart store, and on-demand files load only when asked.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import path from 'node:path'
import { buildScript, type BuiltScript } from '../../scripts/build'
import { useBrowser } from './browser'

const probe = (name: string) => path.resolve(import.meta.dirname, 'probes', name)
const b = useBrowser()

describe('shared runtime', () => {
  let adder: BuiltScript
  let badge: BuiltScript
  let selfContainedAdder: BuiltScript

  beforeAll(async () => {
    ;[adder, badge, selfContainedAdder] = await Promise.all([
      buildScript('probe-adder', probe('cart-adder.ts'), 'feature'),
      // A React island: an on-demand bundle, run once the react bundle has (the build refuses React in a feature script).
      buildScript('probe-badge', probe('cart-badge.tsx'), 'lazy'),
      // Built the way the runtime is built (everything bundled), the adder gets a private store.
      buildScript('probe-self-contained', probe('cart-adder.ts'), 'runtime'),
    ])
  })

  it('lets two feature scripts on one page share one cart store', async () => {
    // Neither carries its own store or framework: both read them from window.saar.
    for (const script of [adder, badge]) {
      expect(script.code).toContain('saar.core')
      expect(script.code).not.toMatch(/nanostoresGlobal|__preactattr_|\$\$typeof/)
    }
    const page = await b.page()
    await page.goto('/pood/')
    await page.addScriptTag({ content: adder.code })
    await page.evaluate(() => window.saar!.core.loadAsset('react'))
    await page.addScriptTag({ content: badge.code })
    await expect.poll(() => page.textContent('#probe-badge')).toBe('0')
    await page.evaluate(() => (window as unknown as { probeAdd(): void }).probeAdd())
    await page.evaluate(() => (window as unknown as { probeAdd(): void }).probeAdd())
    await expect.poll(() => page.textContent('#probe-badge')).toBe('2')
  })

  it('would not share state if a script bundled its own copy of the store (the bug the build prevents)', async () => {
    const page = await b.page()
    await page.goto('/pood/')
    await page.addScriptTag({ content: selfContainedAdder.code })
    await page.evaluate(() => window.saar!.core.loadAsset('react'))
    await page.addScriptTag({ content: badge.code })
    await expect.poll(() => page.textContent('#probe-badge')).toBe('0')
    await page.evaluate(() => (window as unknown as { probeAdd(): void }).probeAdd())
    // The private store took the add; the page's one store did not.
    expect(await page.evaluate(() => window.saar!.core.$cart.get().itemCount)).toBe(0)
    // A later add to the page's store shows, and only that one: the badge never saw the private add.
    await page.evaluate(() => window.saar!.core.$cart.setKey('itemCount', window.saar!.core.$cart.get().itemCount + 1))
    await expect.poll(() => page.textContent('#probe-badge')).toBe('1')
  })
})

describe('on-demand loader', () => {
  it('fetches zxcvbn only when asked, once, and hands over the real library', async () => {
    const page = await b.page()
    await page.goto('/minu-konto/')
    await page.waitForLoadState('networkidle')
    const zxcvbnRequests = () => b.requests.filter((r) => /\/zxcvbn\.[0-9a-f]+\.js$/.test(r.url()))
    expect(zxcvbnRequests()).toHaveLength(0)
    const scores = await page.evaluate(async () => {
      const core = window.saar!.core
      const [a, c] = await Promise.all([
        core.loadAsset('zxcvbn'),
        core.loadAsset('zxcvbn'),
      ])
      return [a('password').score, c('Kõrv-Lõhe-Tuli-Männik-77!').score]
    })
    expect(scores).toEqual([0, 4])
    expect(zxcvbnRequests()).toHaveLength(1)
  })
})
