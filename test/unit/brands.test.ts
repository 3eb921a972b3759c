/** The brand filter's checkbox rules and which action a form posts to. */
import { describe, expect, it } from 'vitest'
import { brandAction, brandChoice } from '../../islands/brands/choice'

describe('brandChoice', () => {
  it("choosing 'all' clears the others", () => {
    expect(brandChoice(['0', '16', '17'], '0')).toEqual(['0'])
  })
  it("choosing another clears 'all'", () => {
    expect(brandChoice(['0', '16'], '16')).toEqual(['16'])
    expect(brandChoice(['16', '17'], '17')).toEqual(['16', '17'])
  })
  it("none left: 'all' is chosen again", () => {
    expect(brandChoice([], '16')).toEqual(['0'])
    expect(brandChoice([], '0')).toEqual(['0'])
  })
  it('unchecking one of several keeps the rest', () => {
    expect(brandChoice(['17'], '16')).toEqual(['17'])
  })
  it("unchecking 'all' beside others (server markup with both) keeps the others", () => {
    expect(brandChoice(['16'], '0')).toEqual(['16'])
  })
  it("works with another 'all' value", () => {
    expect(brandChoice(['all', 'x'], 'x', 'all')).toEqual(['x'])
    expect(brandChoice([], 'x', 'all')).toEqual(['all'])
  })
})

describe('brandAction', () => {
  it("follows the form's data-action when it names one of the two actions", () => {
    expect(brandAction('pw_brand_fetch_products', false)).toBe('pw_brand_fetch_products')
    expect(brandAction('pw_brand_fetch_brands', true)).toBe('pw_brand_fetch_brands')
  })
  it('else products for a brand filter and brands for a category filter; other actions are never posted', () => {
    expect(brandAction(undefined, true)).toBe('pw_brand_fetch_products')
    expect(brandAction(undefined, false)).toBe('pw_brand_fetch_brands')
    expect(brandAction('delete_everything', false)).toBe('pw_brand_fetch_brands')
  })
})
