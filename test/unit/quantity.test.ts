import { describe, expect, it } from 'vitest'
import { raisedQuantity } from '../../islands/quantity/minimum'

describe('raisedQuantity', () => {
  it.each([
    ['1', '2', '2'],
    ['0', '1', '1'],
    ['1.5', '2', '2'],
    ['2', '2', undefined],
    ['5', '2', undefined],
    ['-3', '0', '0'],
    ['-5', '-1', undefined], // a negative minimum is not enforced
    ['1', null, undefined],
    ['1', '', undefined],
    ['1', 'abc', undefined],
    ['', '2', undefined], // no number typed: left for the shopper
    ['abc', '2', undefined],
  ])('value %j with min %j becomes %j', (value, min, expected) => expect(raisedQuantity(value, min)).toBe(expected))
})
