/** The pure parts of ajax add to cart: the FIFO queue and what an answer means. */
import { describe, expect, it } from 'vitest'
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
