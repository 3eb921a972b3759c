import { describe, expect, it } from 'vitest'
import { blocksSubmit, ratingRequired } from '../../islands/rating/required'

describe('ratingRequired', () => {
  it.each([
    // Saar's setting wins, in any of WordPress's spellings
    [true, 'no', false, true],
    ['1', undefined, false, true],
    [false, 'yes', true, false],
    ['', 'yes', true, false],
    ['no', undefined, true, false],
    // then WooCommerce's global
    [undefined, 'yes', false, true],
    [undefined, 'no', true, false],
    // then the select's required attribute
    [undefined, undefined, true, true],
    [undefined, undefined, false, false],
    [null, undefined, true, true],
  ])('setting %j, stock %j, required attribute %j → %j', (feature, stock, attribute, expected) =>
    expect(ratingRequired(feature, stock, attribute)).toBe(expected))
})

describe('blocksSubmit', () => {
  it.each([
    ['', true, true],
    ['', false, false],
    ['4', true, false],
    ['1', false, false],
  ])('value %j, required %j → %j', (value, required, expected) => expect(blocksSubmit(value, required)).toBe(expected))
})
