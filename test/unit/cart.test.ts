/** The pure parts of the cart: the FIFO queue, what an answer means, which fragments are usable; and that they read no page. */
import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import { createQueue, readAddResponse, readFragments } from '../../islands/cart/logic'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('createQueue', () => {
  it('runs tasks one at a time, in order, and loses none', async () => {
    const queue = createQueue()
    const log: string[] = []
    let running = 0
    let maxRunning = 0
    const results = Array.from({ length: 20 }, (_, i) =>
      queue.run(async () => {
        maxRunning = Math.max(maxRunning, ++running)
        log.push(`start ${i}`)
        await tick()
        running--
        return i
      }),
    )
    expect(await Promise.all(results)).toEqual(Array.from({ length: 20 }, (_, i) => i))
    expect(maxRunning).toBe(1)
    expect(log).toEqual(Array.from({ length: 20 }, (_, i) => `start ${i}`))
  })

  it('goes on after a task that fails', async () => {
    const queue = createQueue()
    const failed = queue.run(async () => {
      throw new Error('network')
    })
    const next = queue.run(async () => 'next')
    await expect(failed).rejects.toThrow('network')
    expect(await next).toBe('next')
  })
})

describe('readAddResponse', () => {
  it('reads a success with fragments and hash', () => {
    expect(readAddResponse({ fragments: { 'div.widget_shopping_cart_content': '<div>x</div>', bad: 5 }, cart_hash: 'abc' })).toEqual({
      kind: 'added',
      fragments: { 'div.widget_shopping_cart_content': '<div>x</div>' },
      hash: 'abc',
    })
  })

  it('reads an error with a product URL as a redirect, and without one as a failure', () => {
    expect(readAddResponse({ error: true, product_url: '/toode/x/' })).toEqual({ kind: 'redirect', url: '/toode/x/' })
    expect(readAddResponse({ error: true })).toEqual({ kind: 'failed' })
    expect(readAddResponse({ error: true, product_url: { evil: 1 } })).toEqual({ kind: 'failed' })
  })

  it('treats anything unexpected as a failure', () => {
    for (const data of [null, undefined, '', 0, false, [], 'text', { success: false }, { fragments: 'x' }, { fragments: [] }])
      expect(readAddResponse(data)).toEqual({ kind: 'failed' })
  })

  it('keeps only string fragments', () => {
    expect(readFragments({ a: '<p>1</p>', b: null, c: { d: 1 } })).toEqual({ a: '<p>1</p>' })
    expect(readFragments('nope')).toBeUndefined()
  })
})

describe('the pure module (islands/cart/logic.ts)', () => {
  it('loads and answers with every page global a trap: it reads no document, cookie, storage or address', async () => {
    expect(typeof document).toBe('undefined') // Node, no DOM
    const touched: string[] = []
    const names = ['document', 'window', 'location', 'navigator', 'sessionStorage', 'localStorage', 'HTMLElement', 'HTMLButtonElement']
    const before = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name))
    for (const name of names)
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get: () => {
          touched.push(name)
          throw new ReferenceError(`${name} is not defined`)
        },
      })
    try {
      vi.resetModules()
      const logic = await import('../../islands/cart/logic')
      const fragments = { 'div.widget_shopping_cart_content': '<div>x</div>' }
      const outcome = logic.readAddResponse({ fragments, cart_hash: 'h1' })
      expect(outcome).toEqual({ kind: 'added', fragments, hash: 'h1' })
      expect(logic.readFragments(outcome.kind === 'added' && outcome.fragments)).toBe(outcome.kind === 'added' && outcome.fragments)
      expect(logic.buttonData({ dataset: { product_id: '101', quantity: '1' } } as unknown as HTMLElement)).toEqual({ product_id: '101', quantity: '1' })
      expect(await logic.createQueue().run(async () => 'done')).toBe('done')
      expect(touched).toEqual([])
    } finally {
      names.forEach((name, i) => (before[i] ? Object.defineProperty(globalThis, name, before[i]!) : delete (globalThis as Record<string, unknown>)[name]))
    }
  })

  it('imports nothing, so nothing it brings along reads the page either', () => {
    expect(readFileSync(new URL('../../islands/cart/logic.ts', import.meta.url), 'utf8')).not.toMatch(/^\s*import\b|\bimport\(|\brequire\(/m)
  })

  it('hands back fragments it has read as they are: handed on, they are not read again', () => {
    const read = readFragments({ a: '<p>1</p>', b: 2 })!
    expect(readFragments(read)).toBe(read)
    // The mark is invisible to other listeners and to storage.
    expect([Object.keys(read), JSON.stringify(read)]).toEqual([['a'], '{"a":"<p>1</p>"}'])
  })
})
