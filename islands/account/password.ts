/**
 * The password meter's rules, as WooCommerce's password-strength-meter.js and WordPress's `wp.passwordStrength`
 * apply them: what a score is called and looks like, when a form's submit buttons are held back, and which words
 * of the page a password must not lean on.
 */
import type { Message } from '../../src/i18n'
import { passwordBad, passwordGood, passwordMismatch, passwordShort, passwordStrong, passwordUnknown } from '../../src/messages'
import { toBool, toNumber, type FeatureSettings } from '../../src/settings'
import type { PasswordLabels } from '../../src/stock-globals'

export interface PasswordRules {
  /** The zxcvbn score (0–4) a password needs. */
  min: number
  /** Whether the minimum holds back the order at checkout too. */
  stopCheckout: boolean
}

/**
 * The minimum strength and `stop_checkout`: the plugin's `features.account` (printed where it replaced
 * WooCommerce's meter), else the stock `wc_password_strength_meter_params`, else WooCommerce's defaults (minimum 3,
 * the default of its `woocommerce_min_password_strength` filter; not enforced at checkout). The minimum is kept
 * within zxcvbn's scores, so a malformed value can neither turn the check off nor make every password too weak.
 */
export function passwordRules(own: FeatureSettings['account'] = {}, stock: { min_password_strength?: unknown; stop_checkout?: unknown } = {}): PasswordRules {
  const min = Math.round(toNumber(own.minPasswordStrength ?? stock.min_password_strength, 3))
  return { min: Math.min(4, Math.max(0, min)), stopCheckout: toBool(own.stopCheckout ?? stock.stop_checkout) }
}

/** −1 unknown (zxcvbn not here yet), 0–4 zxcvbn's score, 5 the two fields differ. */
export type Score = -1 | 0 | 1 | 2 | 3 | 4 | 5

/** The meter's class for a score: short, bad, good, strong (a mismatch looks short); none while unknown. */
export const scoreClass = (score: number): string => ['', 'short', 'bad', 'bad', 'good', 'strong', 'short'][score + 1] ?? ''

/** The message of a score and the `pwsL10n` key that overrides it. */
export function scoreLabel(score: number): [Message, keyof PasswordLabels] {
  const i = Math.max(0, Math.min(score + 1, 6))
  return [[passwordUnknown, passwordShort, passwordBad, passwordBad, passwordGood, passwordStrong, passwordMismatch][i]!, (['unknown', 'short', 'bad', 'bad', 'good', 'strong', 'mismatch'] as const)[i]!]
}

/** Whether the hint (twelve characters, mixed case, digits, symbols) goes under the meter: scores 0–2. */
export const showsHint = (score: number): boolean => score >= 0 && score <= 2

/** Whether ' - Palun sisesta keerukam salasõna.' follows the label: a known strength below the minimum. */
export const tooWeak = (score: number, min: number): boolean => score >= 0 && score < 5 && score < min

export interface BlockInput {
  value: string
  score: number
  min: number
  /** The field is the checkout's account password. */
  checkout: boolean
  /** `stop_checkout`: enforce the minimum at checkout too (off by default, to protect conversions). */
  stopCheckout: boolean
}

/**
 * Whether the form's submit buttons are disabled: a non-empty value whose known score is below the minimum, and
 * at checkout only when `stop_checkout` is set. An unknown score (−1) never blocks.
 */
export const blocksSubmit = ({ value, score, min, checkout, stopCheckout }: BlockInput): boolean =>
  value !== '' && score !== -1 && score < min && (!checkout || stopCheckout)

/**
 * zxcvbn's user inputs from the page's own values (login, names, nickname, email, url, description, site title):
 * split into words on anything that is not a letter or digit, words shorter than 4 characters left out (they cause
 * false positives), each once.
 */
export function disallowedWords(values: Array<string | null | undefined>): string[] {
  const words = values.flatMap((v) => (v ?? '').split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 4)
  return [...new Set(words)]
}

/** WordPress's meter: a mismatch with a non-empty confirmation is 5, otherwise zxcvbn's score (−1 without it). */
export function passwordScore(
  password: string,
  disallowed: string[],
  confirmation: string | undefined,
  zxcvbn: ((password: string, inputs: string[]) => { score: number }) | undefined,
): number {
  if (confirmation && confirmation !== password) return 5
  // zxcvbn slows down sharply on long input; its own advice is to score the first hundred characters.
  return zxcvbn ? zxcvbn(password.slice(0, 100), disallowed).score : -1
}
