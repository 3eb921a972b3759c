/**
 * The options a variation form offers, worked out in one pass per list and choices, agree with WooCommerce's rule
 * applied attribute by attribute (a variation counts when it matches the choices with this attribute left open), on
 * random lists with "any value" attributes and inactive variations, asked in any order, for changing choices.
 */
import { describe, expect, it } from 'vitest'
import { matches, offeredValues, type Choices, type OptionState } from '../../islands/variations/matching'
import type { Variation } from '../../islands/variations/variation'

/** WooCommerce's rule, spelled out: match with the attribute left open, first 'enabled' wins over 'disabled'. */
function byTheRule(variations: Variation[], choices: Choices, attribute: string): Map<string, OptionState> {
  const offered = new Map<string, OptionState>()
  for (const v of variations.filter((v) => matches(v, { ...choices, [attribute]: '' }))) {
    const key = v.attributes[attribute] || '*'
    if (offered.get(key) !== 'enabled') offered.set(key, v.variation_is_active === false ? 'disabled' : 'enabled')
  }
  return offered
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
}

const names = ['attribute_pa_a', 'attribute_pa_b', 'attribute_pa_c']
const pick = <T,>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!

describe('offered values', () => {
  it.each([1, 2, 3, 4, 5])('agree with the rule attribute by attribute (seed %i)', (seed) => {
    const next = random(seed)
    const variations: Variation[] = Array.from({ length: 60 }, (_, i) => ({
      variation_id: i + 1,
      attributes: Object.fromEntries(names.map((n) => [n, next() < 0.15 ? '' : pick(next, ['1', '2', '3', '4'])])),
      ...(next() < 0.2 ? { variation_is_active: false } : {}),
    }))
    for (let round = 0; round < 40; round++) {
      const choices: Choices = Object.fromEntries(names.map((n) => [n, next() < 0.4 ? '' : pick(next, ['1', '2', '3', '4', '5'])]))
      // Asked in a random order, some twice, as a form's passes ask.
      for (const attribute of Array.from({ length: 5 }, () => pick(next, names))) {
        expect(offeredValues(variations, choices, attribute), JSON.stringify({ choices, attribute })).toEqual(byTheRule(variations, choices, attribute))
      }
    }
  })

  it('follows a list that changed length under the same choices', () => {
    const list: Variation[] = [{ variation_id: 1, attributes: { attribute_pa_a: '1' } }]
    const choices = { attribute_pa_a: '' }
    expect([...offeredValues(list, choices, 'attribute_pa_a').keys()]).toEqual(['1'])
    list.push({ variation_id: 2, attributes: { attribute_pa_a: '2' } })
    expect([...offeredValues(list, choices, 'attribute_pa_a').keys()]).toEqual(['1', '2'])
  })
})
