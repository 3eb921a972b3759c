import { describe, expect, it } from 'vitest'
import { scrolledPast } from '../../islands/sticky-bar/sticky-bar'

describe('scrolledPast', () => {
  it.each([
    [500, false], // below the top of the viewport
    [1, false], // its last pixel still in view
    [0, false], // just out of view, or an element with no box at all
    [-1, true],
    [-300, true],
  ])('an anchor whose bottom edge is at %i px is past: %j', (bottom, expected) => expect(scrolledPast({ bottom })).toBe(expected))
})
