/**
 * Variation matching, option availability and quantity rules, including WooCommerce's own acceptance scenarios.
 */
import { describe, expect, it } from 'vitest'
import { findMatch, isComplete, matches, offeredValues, optionState } from '../../islands/variations/matching'
import { quantityFor } from '../../islands/variations/quantity'
import { decodeEntities, isPurchasable, readVariations, type Variation } from '../../islands/variations/variation'

const v = (id: number, attributes: Record<string, string>, extra: Partial<Variation> = {}): Variation => ({ variation_id: id, attributes, ...extra })

describe('matching', () => {
  const list = [
    v(1, { attribute_pa_suurus: 's', attribute_varv: 'Hõbehall' }),
    v(2, { attribute_pa_suurus: 'm', attribute_varv: '' }), // any colour
    v(3, { attribute_pa_suurus: '', attribute_varv: 'Sinine' }), // any size
    v(4, { attribute_pa_suurus: 'm', attribute_varv: 'Sinine' }), // never reached: 2 comes first
  ]

  it.each([
    [{ attribute_pa_suurus: 's', attribute_varv: 'Hõbehall' }, 1],
    [{ attribute_pa_suurus: 'm', attribute_varv: 'Roheline' }, 2],
    [{ attribute_pa_suurus: 'm', attribute_varv: 'Sinine' }, 2], // first match in order wins
    [{ attribute_pa_suurus: 'xl', attribute_varv: 'Sinine' }, 3],
    [{ attribute_pa_suurus: 's', attribute_varv: 'Roheline' }, undefined],
  ])('%j → variation %s', (choices, id) => expect(findMatch(list, choices)?.variation_id).toBe(id))

  it('treats an attribute missing from the choices as anything', () => {
    expect(matches(list[0]!, { attribute_pa_suurus: 's' })).toBe(true)
  })

  it('knows a complete selection', () => {
    expect(isComplete({ a: 'x', b: 'y' })).toBe(true)
    expect(isComplete({ a: 'x', b: '' })).toBe(false)
    expect(isComplete({})).toBe(false)
  })
})

describe('option availability', () => {
  const list = [
    v(1, { attribute_pa_suurus: 's', attribute_varv: 'Hõbehall' }),
    v(2, { attribute_pa_suurus: 'm', attribute_varv: 'Sinine' }),
    v(3, { attribute_pa_suurus: 'l', attribute_varv: 'Sinine' }, { variation_is_active: false }),
    v(4, { attribute_pa_suurus: 'xl', attribute_varv: '' }),
  ]

  it('offers only values that can match the other choices', () => {
    const offered = offeredValues(list, { attribute_pa_suurus: '', attribute_varv: 'Sinine' }, 'attribute_pa_suurus')
    expect(['s', 'm', 'l', 'xl'].map((value) => optionState(offered, value))).toEqual([undefined, 'enabled', 'disabled', 'enabled'])
  })

  it('offers every value where a matching variation takes any value', () => {
    const offered = offeredValues(list, { attribute_pa_suurus: 'xl', attribute_varv: '' }, 'attribute_varv')
    expect(['Hõbehall', 'Sinine', 'Roheline'].map((value) => optionState(offered, value))).toEqual(['enabled', 'enabled', 'enabled'])
  })

  it('ignores its own current value when judging its options', () => {
    const offered = offeredValues(list, { attribute_pa_suurus: 's', attribute_varv: 'Hõbehall' }, 'attribute_pa_suurus')
    expect(optionState(offered, 'm')).toBe(undefined)
    expect(optionState(offered, 's')).toBe('enabled')
    expect(optionState(offered, 'xl')).toBe('enabled')
  })
})

describe('reading variation data', () => {
  it('reads the list, decoding entities in attribute values and dropping unusable entries', () => {
    const source = readVariations(JSON.stringify([{ variation_id: 5, attributes: { attribute_varv: 'Must &amp; valge' } }, { variation_id: 'x' }, null, { attributes: {} }]))
    expect(source).toEqual({ mode: 'list', variations: [{ variation_id: 5, attributes: { attribute_varv: 'Must & valge' } }] })
  })

  it.each([['false'], ['{"broken":'], ['"text"'], [null]])('falls back to asking the server for %j', (raw) => {
    expect(readVariations(raw)).toEqual({ mode: 'ajax' })
  })

  it('keeps an empty list (out of stock) as a list', () => {
    expect(readVariations('[]')).toEqual({ mode: 'list', variations: [] })
  })

  it('decodes named and numeric entities', () => {
    expect(decodeEntities('&quot;Rõõm&quot; &#8211; &#x2F; &lt;b&gt; &unknown;')).toBe('"Rõõm" – / <b> &unknown;')
  })

  it('is purchasable only when purchasable, in stock and visible', () => {
    expect(isPurchasable(v(1, {}, { is_purchasable: true, is_in_stock: true, variation_is_visible: true }))).toBe(true)
    expect(isPurchasable(v(1, {}, { is_in_stock: false }))).toBe(false)
    expect(isPurchasable(v(1, {}, { variation_is_visible: false }))).toBe(false)
    expect(isPurchasable(v(1, {}, { is_purchasable: false }))).toBe(false)
  })
})

describe('variation quantity', () => {
  it.each([
    [{ min_qty: 1, max_qty: 5 }, '3', { value: '3', min: '1', max: '5', hidden: false }],
    [{ min_qty: 2, max_qty: 5 }, '1', { value: '2', min: '2', max: '5', hidden: false }],
    [{ min_qty: 1, max_qty: 5 }, '9', { value: '5', min: '1', max: '5', hidden: false }],
    [{ min_qty: 1, max_qty: '' }, '99', { value: '99', min: '1', max: '', hidden: false }],
    [{ min_qty: 3, max_qty: 10 }, 'abc', { value: '3', min: '3', max: '10', hidden: false }],
    [{ min_qty: '2', max_qty: '8' }, '', { value: '2', min: '2', max: '8', hidden: false }],
    [{ is_sold_individually: 'yes', min_qty: 1, max_qty: 1 }, '4', { value: '1', min: '1', max: '', hidden: true }],
  ])('%j with %j → %j', (extra, current, expected) => expect(quantityFor(v(1, {}, extra as Partial<Variation>), current)).toEqual(expected))
})

describe("WooCommerce's acceptance scenarios", () => {
  // V1: one attribute, Size S, M, L, XL, each at its own price.
  const sizes = [v(1, { attribute_pa_size: 's' }, { display_price: 10 } as Partial<Variation>), v(2, { attribute_pa_size: 'm' }, { display_price: 12 } as Partial<Variation>), v(3, { attribute_pa_size: 'l' }, { display_price: 14 } as Partial<Variation>), v(4, { attribute_pa_size: 'xl' }, { display_price: 16 } as Partial<Variation>)]

  it.each([
    ['s', 1, 10],
    ['m', 2, 12],
    ['l', 3, 14],
    ['xl', 4, 16],
  ])('V1: size %s → variation %i at %i €', (size, id, price) => {
    const match = findMatch(sizes, { attribute_pa_size: size })
    expect([match?.variation_id, (match as { display_price?: number } | undefined)?.display_price]).toEqual([id, price])
  })

  it('V1: every size stays on offer whichever is chosen (switching after Clear or directly)', () => {
    for (const chosen of ['', 's', 'xl']) {
      const offered = offeredValues(sizes, { attribute_pa_size: chosen }, 'attribute_pa_size')
      expect(['s', 'm', 'l', 'xl'].map((size) => optionState(offered, size))).toEqual(['enabled', 'enabled', 'enabled', 'enabled'])
    }
  })

  // V3: Size carries the prices with any colour; the Colour variations (Red, Blue, Green) have no price, so they are
  // invisible and WooCommerce leaves them out of the embedded list (woocommerce_hide_invisible_variations).
  const printed = readVariations(
    JSON.stringify(
      [
        { variation_id: 30, attributes: { attribute_pa_size: '', attribute_pa_colour: 'red' }, price_html: '', variation_is_visible: false },
        { variation_id: 31, attributes: { attribute_pa_size: 'small', attribute_pa_colour: '' }, price_html: '<span>5 €</span>', variation_is_visible: true },
        { variation_id: 32, attributes: { attribute_pa_size: 'large', attribute_pa_colour: '' }, price_html: '<span>9 €</span>', variation_is_visible: true },
      ].filter((variation) => variation.variation_is_visible),
    ),
  )
  const list = printed.mode === 'list' ? printed.variations : []

  it.each([
    [{ attribute_pa_size: 'small', attribute_pa_colour: 'red' }, 31],
    [{ attribute_pa_size: 'small', attribute_pa_colour: 'blue' }, 31],
    [{ attribute_pa_size: 'small', attribute_pa_colour: 'green' }, 31],
    [{ attribute_pa_size: 'large', attribute_pa_colour: 'red' }, 32],
    [{ attribute_pa_size: '', attribute_pa_colour: 'red' }, 31], // incomplete: the form does not look it up
  ])('V3: %j → variation %i (the colour behaves as "any"; the price stays)', (choices, id) => {
    expect(findMatch(list, choices)?.variation_id).toBe(id)
    expect(isComplete(choices)).toBe(choices.attribute_pa_size !== '')
  })

  it('V3: every colour is offered for a size, and every size for a colour', () => {
    const colours = offeredValues(list, { attribute_pa_size: 'small', attribute_pa_colour: '' }, 'attribute_pa_colour')
    expect(['red', 'blue', 'green'].map((c) => optionState(colours, c))).toEqual(['enabled', 'enabled', 'enabled'])
    const sizesForRed = offeredValues(list, { attribute_pa_size: '', attribute_pa_colour: 'red' }, 'attribute_pa_size')
    expect(['small', 'large'].map((s) => optionState(sizesForRed, s))).toEqual(['enabled', 'enabled'])
  })
})
