/**
 * The password strength meter of the register, checkout account-creation, edit-account and reset forms
 * (WooCommerce's password-strength-meter.js on WordPress's `wp.passwordStrength`), loaded on demand with zxcvbn on
 * the first focus of a password field (see password-field.ts). zxcvbn is taken from the page when WordPress already
 * has it (`window.zxcvbn`), else Saar fetches its own copy; until one is there the score is −1 'unknown', and the
 * submit is held back meanwhile as for the weakest password (unless the shop's minimum lets any through): once zxcvbn
 * has scored it, or failed to come, the rules decide as ever. The meter and hint are WooCommerce's markup (`#password_strength.woocommerce-password-strength`,
 * `small.woocommerce-password-hint`), so the theme's styles apply; the meter is a polite status region, in the page
 * (empty) from the start so its first words are announced, and the field is described by it while it shows. Texts
 * follow `pwsL10n` and `wc_password_strength_meter_params` when the page prints them — except the mismatch, whose
 * text is the spec's ('Your passwords do not match, please re-enter them.'), not WordPress's one-word label. The
 * minimum strength and `stop_checkout` come from passwordRules(): the plugin's settings, the stock parameters, or
 * WooCommerce's minimum 3, so a weak password is refused even where the stock meter's parameters are gone.
 */
import { emit, listen } from '../../src/events'
import { t, type Message } from '../../src/i18n'
import { loadAsset } from '../../src/loader'
import { passwordError, passwordHint } from '../../src/messages'
import { featureSettings, settings } from '../../src/settings'
import { passwordLabels, passwordMeterParams } from '../../src/stock-globals'
import { blocksSubmit, disallowedWords, passwordRules, passwordScore, scoreClass, scoreLabel, showsHint, tooWeak } from './password'

/** The page's fields whose words a password must not lean on (WordPress's list, with WooCommerce's ids). */
const FEEDING =
  '#user_login,#username,#reg_username,#account_username,#first_name,#last_name,#nickname,#display_name,#email,#reg_email,#url,#description,#account_first_name,#account_last_name,#account_display_name,#account_email,#billing_first_name,#billing_last_name,#billing_email,[name=reset_login]'

type Zxcvbn = (password: string, inputs: string[]) => { score: number }
type Dict = Record<string, unknown>

const page = window as unknown as Dict & { zxcvbn?: unknown }

let loaded: Zxcvbn | undefined
let requested = false
const meters = new Set<() => void>()

/**
 * zxcvbn as the page has it or as Saar fetched it; undefined until then. WordPress's `wp.passwordStrength.meter`
 * is no scorer of its own: without `window.zxcvbn` (its async loader failed or never ran) it only says −1.
 */
const scorer = (): Zxcvbn | undefined => (typeof page.zxcvbn === 'function' ? (page.zxcvbn as Zxcvbn) : loaded)

/**
 * Fetches zxcvbn once (again after a failure) and scores every meter anew when it arrives, or when it fails (then the
 * strength is unknown, and nothing is held back, as WordPress's meter without zxcvbn).
 */
function requestScorer(): void {
  if (requested || scorer()) return
  requested = true
  loadAsset('zxcvbn').then(
    (z) => {
      loaded = z
      meters.forEach((run) => run())
    },
    () => {
      requested = false
      meters.forEach((run) => run())
    },
  )
}

/** Whether zxcvbn is on its way: an unknown score is then only unknown for now. */
const scoring = (): boolean => requested && !scorer()

/** The site's translation from the stock globals, unless Saar's settings override the message. */
const text = (message: Message, translated: unknown): string =>
  settings().i18n[message.key] === undefined && typeof translated === 'string' && translated ? translated : t(message)

function pageWords(): string[] {
  const values = [settings().siteTitle]
  for (const el of Array.from(document.querySelectorAll<HTMLInputElement>(FEEDING))) values.push(el.value, el.defaultValue)
  return disallowedWords(values)
}

let count = 0

/**
 * Mounts the meter on a password field. `focused`: the shopper is already in the field (the meter arrived on demand
 * after its first focus), so zxcvbn is requested now.
 */
export function mountPasswordMeter(input: HTMLInputElement, focused = false): void {
  const form = input.form
  if (!form) return
  const checkout = form.matches('.checkout')
  const confirmation = form.querySelector<HTMLInputElement>('#password_2')
  const createAccount = checkout ? form.querySelector<HTMLInputElement>('#createaccount') : null
  const params = passwordMeterParams()
  const l10n = passwordLabels()
  const { min, stopCheckout } = passwordRules(featureSettings('account'), params)
  // The status region goes into the page empty, now: a region that arrives with its text is often not announced.
  const meter = document.createElement('div')
  meter.id = document.getElementById('password_strength') ? `password_strength-${++count}` : 'password_strength'
  meter.setAttribute('role', 'status')
  ;(input.closest('.password-input') ?? input).after(meter)
  let shown: boolean | undefined
  let hint: HTMLElement | undefined
  let held: HTMLButtonElement[] = []

  const describe = (on: boolean): void => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== meter.id)
    if (on) ids.push(meter.id)
    if (ids.length) input.setAttribute('aria-describedby', ids.join(' '))
    else input.removeAttribute('aria-describedby')
  }

  /** Disables the form's submit buttons (attribute and class) or gives back the ones this meter disabled. */
  const hold = (block: boolean): void => {
    for (const b of held) b.classList.remove('disabled'), (b.disabled = false)
    // Looked up each time: the checkout replaces its place-order button on every update.
    held = block ? Array.from(form.querySelectorAll<HTMLButtonElement>('button[type=submit], button:not([type]), input[type=submit]')).filter((b) => !b.disabled) : []
    for (const b of held) b.classList.add('disabled'), (b.disabled = true)
  }

  const run = (): void => {
    const value = input.value
    const score = passwordScore(value, pageWords(), confirmation?.value, scorer())
    hint?.remove()
    hint = undefined
    if (!value) {
      // Emptied, not hidden: the region stays in the page for the next text.
      if (shown) {
        shown = false
        meter.className = ''
        meter.textContent = ''
        describe(false)
        emit(document.body, 'wc-password-strength-hide')
      }
    } else {
      if (!shown) {
        emit(document.body, shown === undefined ? 'wc-password-strength-added' : 'wc-password-strength-show')
        shown = true
      }
      describe(true)
      meter.className = `woocommerce-password-strength ${scoreClass(score)}`.trim()
      const [message, key] = scoreLabel(score)
      const label =
        (key === 'mismatch' ? t(message) : text(message, l10n?.[key])) + (tooWeak(score, min) ? ` - ${text(passwordError, params?.i18n_password_error)}` : '')
      // Only a changed text is written, so the status region speaks when the strength changes, not per keystroke.
      if (meter.textContent !== label) meter.textContent = label
      if (showsHint(score)) {
        hint = document.createElement('small')
        hint.className = 'woocommerce-password-hint'
        hint.textContent = text(passwordHint, params?.i18n_password_hint)
        meter.after(hint)
      }
    }
    // While zxcvbn is on its way (it comes at the first focus, 390 kB), a password is held back as the weakest would be:
    // stock WordPress loads zxcvbn with the page, so there a weak password typed fast is never sent unscored either.
    const judged = score === -1 && scoring() ? 0 : score
    hold(blocksSubmit({ value, score: judged, min, checkout, stopCheckout }) && (!createAccount || createAccount.checked))
  }

  meters.add(run)
  for (const field of [input, confirmation]) {
    field?.addEventListener('focus', requestScorer)
    field?.addEventListener('input', run)
    field?.addEventListener('change', run)
  }
  createAccount?.addEventListener('change', run)
  if (checkout) listen(document.body, 'updated_checkout', () => held.length && run())
  if (focused) requestScorer()
  // Typed (or filled in) before the meter arrived: the first text comes in a later task, into the region already there.
  if (input.value || confirmation?.value) setTimeout(run, 50)
}
