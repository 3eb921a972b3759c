/**
 * The data layers the pixels push to are made only under names nothing holds: a hostile or mistaken layer name in
 * the shop's PixelYourSite settings never replaces a property of the page (`location` would navigate it).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { layer } from '../../islands/tracking/pixels/layers'

const w = window as unknown as Record<string, unknown>
afterEach(() => {
  delete w.saarTestLayer
  delete w.saarTestThing
})

describe('a data layer by name', () => {
  it('is made when missing, and the same array is found again', () => {
    const made = layer('saarTestLayer')
    made.push(['event', 'x'])
    expect(w.saarTestLayer).toBe(made)
    expect(layer('saarTestLayer')).toEqual([['event', 'x']])
  })

  it('keeps what a page already holds under that name, and never overwrites it', () => {
    const href = location.href
    const events = layer('location')
    events.push({ event: 'hostile' })
    expect(location.href).toBe(href)
    w.saarTestThing = { push: 'not a layer' }
    layer('saarTestThing').push(1)
    expect(w.saarTestThing).toEqual({ push: 'not a layer' })
    expect(layer('x; alert(1)')).toEqual([])
    expect(w['x; alert(1)']).toBeUndefined()
  })
})
