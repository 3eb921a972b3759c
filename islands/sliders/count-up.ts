/**
 * Flatsome's "Count Up Number" (`span.count-up`, flatsome.js's `count-up` behavior with countUp.js): the number
 * counts up from 0 over 4 s, easing out, once it is seen. Flatsome's CSS keeps the span invisible until it is
 * `active` (`span.count-up{opacity:0}`), so it is made active as the count starts, or with its final value at once
 * under reduced motion, or when its text holds no number to count.
 *
 * Unlike countUp.js (which rewrites the text as a bare "1,500" in every language, dropping a "%" or a "+"), the text
 * keeps what surrounds the number and its own way of writing it: "1 500+" counts as "1 500+", "98,5 %" as "98,5 %".
 * The last frame is the original text, character for character. While it counts, screen readers get the final text
 * (a visually hidden copy) instead of the changing one.
 */
import { prefersReducedMotion } from '../../src/motion'

/** countUp's `duration: 4` (seconds), as Flatsome sets it. */
export const COUNT_UP_MS = 4000

/** A number as the page writes it. */
export interface WrittenNumber {
  before: string
  after: string
  value: number
  decimals: number
  /** The thousands separator the text uses ('' when none). */
  group: string
  decimal: string
}

/** Digits beyond what a double holds exactly are not counted: the text is shown as it is. */
const MAX_DIGITS = 15

/**
 * The first number in `text`, with how it is written: a space (any width), an apostrophe, or a `.` or `,` that
 * repeats or is followed by three digits groups thousands; a single `.` or `,` followed by other than three digits,
 * or the last of both, is the decimal mark. `undefined` when there is no number (or one too long to count).
 */
export function readNumber(text: string): WrittenNumber | undefined {
  const match = /^(.*?)(-?)(\d(?:[\d.,'\s]*\d)?)(.*)$/su.exec(text)
  if (!match) return undefined
  const [, before, sign, written, after] = match as unknown as [string, string, string, string, string]
  const marks = written.replace(/\d/g, '')
  let decimal = ''
  const last = marks.at(-1)
  if (last == '.' || last == ',') {
    const lastAt = written.lastIndexOf(last)
    const single = marks.indexOf(last) == marks.length - 1 && marks.split(last).length == 2
    const otherMark = marks.includes(last == '.' ? ',' : '.')
    if (single && (otherMark || written.length - lastAt - 1 != 3)) decimal = last
  }
  const [whole, fraction = ''] = decimal ? [written.slice(0, written.lastIndexOf(decimal)), written.slice(written.lastIndexOf(decimal) + 1)] : [written]
  const digits = whole.replace(/\D/g, '')
  if (digits.length + fraction.length > MAX_DIGITS) return undefined
  return {
    before,
    after,
    value: Number(`${sign}${digits}.${fraction || 0}`),
    decimals: fraction.length,
    group: whole.replace(/\d/g, '')[0] ?? '',
    decimal: decimal || '.',
  }
}

/** `value` written as `n` is. */
export function writeNumber(n: WrittenNumber, value: number): string {
  const [whole, fraction] = Math.abs(value).toFixed(n.decimals).split('.') as [string, string?]
  const grouped = n.group ? whole.replace(/\B(?=(\d{3})+$)/g, n.group) : whole
  return `${n.before}${value < 0 ? '-' : ''}${grouped}${fraction ? n.decimal + fraction : ''}${n.after}`
}

/** countUp.js's easeOutExpo: fast at first, settling on the final value. */
export const easeOut = (progress: number): number => (progress >= 1 ? 1 : 1 - 2 ** (-10 * progress))

/** Counts `el` up (mounted when it is seen); a span already `active` was counted by someone else. */
export function countUp(el: HTMLElement): void {
  if (el.classList.contains('active')) return
  const text = el.textContent ?? ''
  const n = readNumber(text)
  el.classList.add('active')
  if (!n || !n.value || prefersReducedMotion()) return
  // Screen readers read the final text, not each step.
  const spoken = document.createElement('span')
  spoken.className = 'screen-reader-text'
  spoken.textContent = text
  el.setAttribute('aria-hidden', 'true')
  el.after(spoken)
  let start: number | undefined
  const frame = (now: number): void => {
    start ??= now
    const progress = (now - start) / COUNT_UP_MS
    if (progress < 1) {
      el.textContent = writeNumber(n, n.value * easeOut(progress))
      requestAnimationFrame(frame)
    } else {
      el.textContent = text
      el.removeAttribute('aria-hidden')
      spoken.remove()
    }
  }
  el.textContent = writeNumber(n, 0)
  requestAnimationFrame(frame)
}
