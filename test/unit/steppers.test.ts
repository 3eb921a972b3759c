import { describe, expect, it } from 'vitest'
import { stepQuantity } from '../../islands/quantity/steppers'

describe('stepQuantity', () => {
  it.each([
    // plus: adds the step, 1 when missing or 'any'
    ['1', {}, 1, '2'],
    ['1', { step: '1' }, 1, '2'],
    ['2', { step: '2' }, 1, '4'],
    ['1', { step: 'any' }, 1, '2'],
    ['1', { step: '' }, 1, '2'],
    ['1', { step: '0' }, 1, '2'],
    ['1', { step: '-2' }, 1, '2'],
    ['0.5', { step: '0.5' }, 1, '1'],
    ['0.1', { step: '0.2' }, 1, '0.3'],
    // plus: capped at max
    ['11', { step: '2', max: '12' }, 1, '12'],
    ['12', { max: '12' }, 1, '12'],
    ['15', { max: '12' }, 1, '12'],
    ['5', { max: '' }, 1, '6'],
    ['5', { max: '-1' }, 1, '6'], // WooCommerce's "no maximum"
    // minus: subtracts the step, not below min, never below 0
    ['3', {}, -1, '2'],
    ['4', { step: '2' }, -1, '2'],
    ['2', { min: '2' }, -1, '2'],
    ['3', { min: '2', step: '2' }, -1, '2'],
    ['1', {}, -1, '0'],
    ['0', {}, -1, '0'],
    ['0.5', { step: '1' }, -1, '0'],
    ['0', { min: '-5' }, -1, '0'],
    ['0.3', { step: '0.1' }, -1, '0.2'],
    ['15', { max: '12' }, -1, '12'],
    // non-numeric values count as 0, and the result stays within min
    ['', {}, 1, '1'],
    ['abc', {}, 1, '1'],
    ['', { min: '3' }, 1, '3'],
    ['', {}, -1, '0'],
    ['', { min: '2' }, -1, '2'],
    ['1', { min: '2' }, 1, '2'],
    ['2', { min: 'x', max: 'y', step: 'z' }, 1, '3'],
  ] as const)('%j with %j, direction %i → %j', (value, limits, direction, expected) =>
    expect(stepQuantity(value, limits, direction)).toBe(expected))
})
