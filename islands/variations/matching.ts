/**
 * Variation matching, WooCommerce's rules: for every attribute of the variation, an empty value on either side
 * matches anything, otherwise the strings must be equal; the first match in the list's order wins.
 */
import type { Variation } from './variation'

/** The shopper's choices: `attribute_<name>` → value ('' = not chosen). */
export type Choices = Record<string, string>

/** Whether a variation agrees with the choices. */
export function matches(variation: Variation, choices: Choices): boolean {
  const attributes = variation.attributes
  for (const key in attributes) {
    const value = attributes[key]
    const chosen = choices[key]
    if (value && chosen && value !== chosen) return false
  }
  return true
}

/** The first variation that agrees with the choices. */
export const findMatch = (variations: readonly Variation[], choices: Choices): Variation | undefined =>
  variations.find((v) => matches(v, choices))

/** Whether every attribute has a value chosen. */
export const isComplete = (choices: Choices): boolean => {
  const values = Object.values(choices)
  return values.length > 0 && values.every((v) => v !== '')
}

/** How an option of a select can be offered: `enabled`, `disabled` (exists but inactive) or absent. */
export type OptionState = 'enabled' | 'disabled'

/** Per variation, the one attribute whose value disagrees with the choices: undefined when none does, null when several do. */
type Conflicts = Array<string | null | undefined>

/** The last choices' conflicts of each list: a form asks about each of its selects with the same choices in turn. */
const lastConflicts = new WeakMap<readonly Variation[], { key: string; conflicts: Conflicts }>()

function conflictsWith(variations: readonly Variation[], choices: Choices): Conflicts {
  let key = ''
  for (const name in choices) key += `${name}\u0000${choices[name]}\u0001`
  const last = lastConflicts.get(variations)
  if (last && last.key === key && last.conflicts.length === variations.length) return last.conflicts
  const conflicts = variations.map((variation) => {
    let conflict: string | null | undefined
    for (const name in variation.attributes) {
      const value = variation.attributes[name]
      const chosen = choices[name]
      if (value && chosen && value !== chosen) {
        if (conflict !== undefined) return null
        conflict = name
      }
    }
    return conflict
  })
  lastConflicts.set(variations, { key, conflicts })
  return conflicts
}

/**
 * For one attribute, which values can still match the other choices. An empty value in a matching variation makes
 * every value possible (`'*'` key). Inactive variations make their values `disabled` unless an active one offers them.
 * A variation matches the other choices when nothing disagrees with the choices but this attribute itself; what
 * disagrees is worked out once per list and choices, for all the form's selects (5,000 variations, three selects).
 */
export function offeredValues(variations: readonly Variation[], choices: Choices, attribute: string): Map<string, OptionState> {
  const conflicts = conflictsWith(variations, choices)
  const offered = new Map<string, OptionState>()
  for (let i = 0; i < variations.length; i++) {
    const conflict = conflicts[i]
    if (conflict !== undefined && conflict !== attribute) continue
    const v = variations[i]!
    const value = v.attributes[attribute] ?? ''
    const key = value === '' ? '*' : value
    if (offered.get(key) !== 'enabled') offered.set(key, v.variation_is_active === false ? 'disabled' : 'enabled')
  }
  return offered
}

/** The state of one option value given `offeredValues`; undefined means it cannot match anything. */
export function optionState(offered: Map<string, OptionState>, value: string): OptionState | undefined {
  const own = offered.get(value)
  const any = offered.get('*')
  return own === 'enabled' || any === 'enabled' ? 'enabled' : own ?? any
}
