/** The bench's CLS: Lighthouse's count of layout shifts (no recent input, largest session window). */
import { describe, expect, it } from 'vitest'
import { cumulativeLayoutShift, totalShift, type Shift } from '../../scripts/layout-shift'

const shift = (startTime: number, value: number, hadRecentInput = false): Shift => ({ startTime, value, hadRecentInput })

describe('cumulative layout shift', () => {
  it('is 0 for a page that never moves', () => {
    expect(cumulativeLayoutShift([])).toBe(0)
  })

  it('sums shifts less than a second apart into one window', () => {
    expect(cumulativeLayoutShift([shift(100, 0.01), shift(900, 0.02), shift(1800, 0.03)])).toBeCloseTo(0.06)
  })

  it('starts a new window after a gap of a second and keeps the largest', () => {
    expect(cumulativeLayoutShift([shift(100, 0.01), shift(200, 0.01), shift(1300, 0.015)])).toBeCloseTo(0.02)
  })

  it('ends a window after 5 seconds, however close its shifts', () => {
    const steady = Array.from({ length: 11 }, (_, i) => shift(i * 600, 0.01))
    // 0 … 4800 ms fall in the first window (9 shifts), 5400 and 6000 in the next.
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.09)
  })

  it('leaves out shifts right after input, which the total still shows', () => {
    const shifts = [shift(100, 0.005), shift(2000, 0.014, true)]
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.005)
    expect(totalShift(shifts)).toBeCloseTo(0.019)
  })
})

