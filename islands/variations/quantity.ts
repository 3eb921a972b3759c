/**
 * The quantity a chosen variation allows: sold individually fixes it at 1; otherwise the value is clamped between
 * `min_qty` and `max_qty` (an empty max means no limit) and a non-number becomes `min_qty`.
 */
import type { Variation } from './variation'

export interface QuantityRule {
  value: string
  min: string
  max: string
  hidden: boolean
}

const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  return Number.isFinite(n) ? n : undefined
}

export function quantityFor(variation: Variation, current: string): QuantityRule {
  if (variation.is_sold_individually === 'yes') return { value: '1', min: '1', max: '', hidden: true }
  const min = num(variation.min_qty) ?? 1
  const max = num(variation.max_qty)
  let value = num(current) ?? min
  if (value < min) value = min
  if (max !== undefined && max > 0 && value > max) value = max
  return { value: String(value), min: String(min), max: max !== undefined && max > 0 ? String(max) : '', hidden: false }
}
