/**
 * The keyboard helper's pure part: where each key goes among a list's items, in both orientations, left to right
 * and right to left, wrapping or stopping at the ends, skipping what cannot be landed on.
 */
import { describe, expect, it } from 'vitest'
import { nextIndex, type KeyMoveOptions } from '../../src/keys'

const from = (key: string, index: number, options?: KeyMoveOptions, count = 4) => nextIndex(key, index, count, options)

describe('nextIndex', () => {
  it.each([
    ['ArrowRight', 1, 2],
    ['ArrowDown', 1, 2],
    ['ArrowLeft', 1, 0],
    ['ArrowUp', 1, 0],
    ['Home', 2, 0],
    ['End', 1, 3],
    ['Enter', 1, undefined],
    [' ', 1, undefined],
    ['a', 1, undefined],
    ['Tab', 1, undefined],
    ['PageDown', 1, undefined],
  ])('%j from %i of 4 goes to %s (both orientations, the default)', (key, index, to) => expect(from(key, index)).toBe(to))

  it('horizontal lists move with Left and Right only, vertical ones with Up and Down only', () => {
    const horizontal = { orientation: 'horizontal' } as const
    const vertical = { orientation: 'vertical' } as const
    expect([from('ArrowRight', 1, horizontal), from('ArrowLeft', 1, horizontal)]).toEqual([2, 0])
    expect([from('ArrowDown', 1, horizontal), from('ArrowUp', 1, horizontal)]).toEqual([undefined, undefined])
    expect([from('ArrowDown', 1, vertical), from('ArrowUp', 1, vertical)]).toEqual([2, 0])
    expect([from('ArrowRight', 1, vertical), from('ArrowLeft', 1, vertical)]).toEqual([undefined, undefined])
    expect([from('Home', 2, horizontal), from('End', 0, vertical)]).toEqual([0, 3])
  })

  it('mirrors Left and Right right to left; Up, Down, Home and End stay', () => {
    for (const orientation of ['horizontal', 'both'] as const) {
      const rtl = { orientation, rtl: true }
      expect([from('ArrowLeft', 1, rtl), from('ArrowRight', 1, rtl)]).toEqual([2, 0])
      expect([from('Home', 2, rtl), from('End', 1, rtl)]).toEqual([0, 3])
    }
    expect([from('ArrowDown', 1, { rtl: true }), from('ArrowUp', 1, { rtl: true })]).toEqual([2, 0])
    expect(from('ArrowLeft', 1, { orientation: 'vertical', rtl: true })).toBeUndefined()
  })

  it('wraps around past the ends when asked, else stays at the end it reached', () => {
    const wrap = { wrap: true }
    expect([from('ArrowRight', 3, wrap), from('ArrowDown', 3, wrap), from('ArrowLeft', 0, wrap), from('ArrowUp', 0, wrap)]).toEqual([0, 0, 3, 3])
    expect([from('ArrowLeft', 0, { wrap: true, rtl: true }), from('ArrowRight', 3, { wrap: true, rtl: true })]).toEqual([1, 2])
    expect([from('ArrowRight', 3), from('ArrowDown', 3), from('ArrowLeft', 0), from('ArrowUp', 0)]).toEqual([3, 3, 0, 0])
    expect([from('ArrowLeft', 3, { rtl: true }), from('ArrowRight', 0, { rtl: true })]).toEqual([3, 0])
  })

  it('from no item yet (-1, or an index the list no longer has), forward is the first item and back the last', () => {
    for (const wrap of [false, true]) {
      expect([from('ArrowDown', -1, { wrap }), from('ArrowUp', -1, { wrap }), from('ArrowRight', -1, { wrap }), from('ArrowLeft', -1, { wrap })]).toEqual([0, 3, 0, 3])
      expect([from('ArrowDown', 9, { wrap }), from('ArrowUp', 9, { wrap }), from('ArrowDown', -2, { wrap })]).toEqual([0, 3, 0])
    }
  })

  it('Home and End jump from an item, but from none they are left to the field (its caret)', () => {
    expect([from('Home', 0), from('End', 3), from('Home', 3, { wrap: true })]).toEqual([0, 3, 0])
    expect([from('Home', -1), from('End', -1), from('End', 9, { wrap: true })]).toEqual([undefined, undefined, undefined])
  })

  it('skips items that cannot be landed on, Home and End included', () => {
    const can = (i: number) => i == 1 || i == 3 || i == 4
    const list = (key: string, index: number, wrap = false) => nextIndex(key, index, 6, { can, wrap })
    expect([list('ArrowDown', -1), list('ArrowDown', 1), list('ArrowDown', 4), list('ArrowUp', 3), list('ArrowUp', 1)]).toEqual([1, 3, 4, 1, 1])
    expect([list('ArrowDown', 4, true), list('ArrowUp', 1, true), list('ArrowUp', -1, true)]).toEqual([1, 4, 4])
    expect([list('Home', 4), list('End', 1)]).toEqual([1, 4])
    expect(list('ArrowRight', 1)).toBe(3)
    expect(nextIndex('ArrowLeft', 2, 5, { can: (i) => i != 1, rtl: true })).toBe(3)
  })

  it('with nothing to land on the index stays: -1 for none', () => {
    const none = { can: () => false }
    expect([nextIndex('ArrowDown', -1, 3, none), nextIndex('ArrowUp', -1, 3, { ...none, wrap: true })]).toEqual([-1, -1])
    expect([nextIndex('ArrowDown', 1, 3, none), nextIndex('End', 1, 3, { ...none, wrap: true })]).toEqual([1, 1])
    expect([nextIndex('ArrowDown', -1, 0), nextIndex('ArrowUp', -1, 0, { wrap: true }), nextIndex('ArrowLeft', 0, 0)]).toEqual([-1, -1, -1])
    expect(nextIndex('ArrowDown', 0, 1, { wrap: true })).toBe(0)
    expect(nextIndex('ArrowDown', 2, 3, { can: (i) => i == 2, wrap: true })).toBe(2)
  })
})
