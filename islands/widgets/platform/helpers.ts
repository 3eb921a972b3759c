/**
 * The helpers the widget host's widgets are given (spec §4): captcha per the domain's `use_captcha`, the email
 * dialog, stats, the mobile button and the page's location, and the host's calls bound to this domain (draft
 * checkout, share counts). The loader builds them once per boot with `createHelpers` and hands them to each widget's
 * installer. Widgets' texts reach the page as text only.
 *
 * Saar's decisions where the host's contract is not public:
 * - the email dialog posts the address form-encoded to `<actions>/subscriber/add` (`domain_id`, `widget_id`, `email`,
 *   and the captcha's token as `g-recaptcha-response` when the domain uses one); the host took it when it answers JSON
 *   `status: 1` within 10 s (anything else: the dialog says it could not be sent, and keeps the address);
 * - the captcha library is Google's reCAPTCHA (`features.widgets.captchaUrl` overrides its address), loaded only when a
 *   widget first asks for a token, with the nonce of Saar's script tag;
 * - stats are posted only once the visitor has moved the mouse (a person, not a crawler), a widget's view once a
 *   session (`_ZB_STATS_SS_<widget>_<event>`);
 * - the mobile button shows on Flatsome's small screens (`max-width: 549px`, by media query in lazy/widget-loader.css),
 *   never by the user agent.
 */
import { featureSettings, settings } from '../../../src/settings'
import { openLayer } from '../../../src/overlay'
import { t } from '../../../src/i18n'
import { captchaFirst, close, emailAddress, emailFailed, emailSend, emailThanks, emailTitle } from '../../../src/messages'
import { linkBundleSheet } from '../../../src/bundle-sheet'
import { injectScript } from '../inject'
import { allows } from '../../../src/consent'
import { callJson, createCheckout, postStats, shareCount, type CheckoutOutcome, type ShareNetwork } from './calls'
import { isCheckout } from './location'
import { clickIds, widgetStorage } from './session'
import type { Bootstrap, WidgetData } from '../types'

/** reCAPTCHA's API, as much of it as the helper uses. */
interface Grecaptcha {
  ready(run: () => void): void
  render(container: HTMLElement, options: { sitekey: string; size: 'normal'; callback(token: string): void }): number
  execute(siteKey: string, options: { action: string }): PromiseLike<string>
}

/** The captcha a widget's form asks for. */
export interface CaptchaHelper {
  /** 0 off, 1 reCAPTCHA v2 (the normal-size checkbox), 2 v3 (invisible, scored). */
  mode: 0 | 1 | 2
  /**
   * A token for the form's post: '' with captcha off; v2 renders the checkbox into `container` and resolves once it
   * is ticked; v3 resolves at once for `action`. undefined when the library cannot load or has no site key.
   */
  token(action: string, container?: HTMLElement): Promise<string | undefined>
}

/** What a widget asks the email dialog to say. */
export interface EmailDialogOptions {
  widgetId: string
  /** Its heading and text (plain text; Saar's Estonian heading without one). */
  title?: string
  text?: string
}

/** What the widgets ask of the page. */
export interface PageLocation {
  url: string
  referrer: string
  /** WooCommerce's or EDD's checkout page. */
  checkout: boolean
  domainId: string
  clickIds: { gclid?: string; fbclid?: string }
}

/** The helpers a widget is given. */
export interface Helpers {
  captcha: CaptchaHelper
  /** Opens the email dialog; resolves with the address the host took, or undefined when closed without. */
  email(options: EmailDialogOptions): Promise<string | undefined>
  stats: {
    /** Starts the stats at the first mouse movement (later calls do nothing). */
    start(): void
    /** Counts a widget's event (`view` once a session); sent once stats have started. */
    track(widgetId: string, event: string): void
  }
  mobileButton: {
    /** Whether the page is on a small screen now. */
    isMobile(): boolean
    /** A fixed button, shown on small screens by the sheet's media query, that runs `press`; remove it to take it away. */
    create(label: string, press: () => void): HTMLButtonElement
  }
  /** Where the page is now (read at each call: a `pushState` changes it). */
  location(): PageLocation
  /** The advanced-discount widget's checkout: goes to the draft order's invoice, else to the shop's checkout. */
  checkout(widgetId: string, zbad?: string): Promise<CheckoutOutcome>
  shareCount(network: ShareNetwork, url: string): Promise<number>
}

const SMALL_SCREEN = '(max-width: 549px)'
let sheet: Promise<void> | undefined
/** Links the bundle's sheet (lazy/widget-loader.css) once, when a helper first puts something on the page. */
const styled = (): Promise<void> => (sheet ??= linkBundleSheet())
const text = (value: unknown): string | undefined => (typeof value == 'string' && value.trim() ? value : undefined)

/** Builds the helpers for one boot: the host's `boot`, the domain's `data` (absent in preview), Saar's `nonce`. */
export function createHelpers(boot: Bootstrap, data: WidgetData | undefined, nonce: string, storage: Storage = widgetStorage()): Helpers {
  const own = featureSettings('widgets')
  const domains = (boot.domains ?? {}) as Record<string, unknown>
  const actions = String(domains.actions ?? `${boot.root}/actions`)
  const domain = data?.domain ?? {}
  const domainId = String(domain.secure_id ?? '')
  const use = Number(domain.use_captcha)
  const mode: 0 | 1 | 2 = use == 1 || use == 2 ? use : 0
  const siteKey = text(mode == 2 ? boot.captchaV3SiteKey : boot.captchaV2SiteKey)

  let library: Promise<Grecaptcha | undefined> | undefined
  const grecaptcha = (): Promise<Grecaptcha | undefined> =>
    (library ??= injectScript(`${text(own.captchaUrl) ?? 'https://www.google.com/recaptcha/api.js'}?render=${mode == 2 ? encodeURIComponent(siteKey!) : 'explicit'}`, nonce).then(
      () =>
        new Promise((resolve) => {
          // The library defines grecaptcha as it runs, and calls back once it is ready (later: it loads more files).
          const api = (window as { grecaptcha?: Grecaptcha }).grecaptcha
          if (api) api.ready(() => resolve(api))
          else resolve(undefined)
        }),
      () => undefined,
    ))

  const captcha: CaptchaHelper = {
    mode,
    async token(action, container) {
      if (!mode) return ''
      const api = siteKey && (mode == 2 || container) ? await grecaptcha() : undefined
      if (!api) return void console.warn('Saar: no widget captcha')
      return mode == 2
        ? Promise.resolve(api.execute(siteKey!, { action })).catch(() => undefined)
        : new Promise((resolve) => api.render(container!, { sitekey: siteKey!, size: 'normal', callback: resolve }))
    },
  }

  /** 0 not started, 1 waiting for the first mouse movement, 2 sending. */
  let stage = 0
  const queued: Array<[string, string]> = []
  // Stats go to the host only while marketing consent holds: taken back on the page, nothing more is posted.
  const send = (widgetId?: string, event?: string): void =>
    void (allows('marketing') && postStats(String(domains.stats ?? `${boot.root}/stats`), { customerId: data?.customer?.id, domainId: domain.id, version: boot.version, widgetId, event }))
  const small = (): boolean => !!window.matchMedia?.(SMALL_SCREEN).matches

  return {
    captcha,
    email: (options) => emailDialog(options, `${actions.replace(/\/+$/, '')}/subscriber/add`, domainId, captcha),
    stats: {
      start() {
        if (stage) return
        stage = 1
        document.addEventListener(
          'mousemove',
          () => {
            stage = 2
            send()
            queued.splice(0).forEach(([id, event]) => send(id, event))
          },
          { once: true, passive: true },
        )
      },
      track(widgetId, event) {
        const key = `_ZB_STATS_SS_${widgetId}_${event}`
        try {
          if (event == 'view' && storage.getItem(key)) return
          if (event == 'view') storage.setItem(key, '1')
        } catch {
          // Storage refused: the view counts again next page.
        }
        if (stage == 2) send(widgetId, event)
        else queued.push([widgetId, event])
      },
    },
    mobileButton: {
      isMobile: small,
      create(label, press) {
        const button = el('button', 'saar-widget-mobile-button', label)
        button.type = 'button'
        button.onclick = press
        void styled()
        document.body.append(button)
        return button
      },
    },
    location: () => ({ url: location.href, referrer: document.referrer, checkout: isCheckout(document.body), domainId, clickIds: clickIds(storage) }),
    async checkout(widgetId, zbad) {
      const outcome = await createCheckout(actions, { widgetId, zbad }, settings().checkoutUrl || '/checkout/')
      location.assign(outcome.url)
      return outcome
    },
    shareCount: (network, url) =>
      shareCount(network, url, {
        actions,
        pinterest: text(own.pinterestCountUrl) ?? 'https://widgets.pinterest.com/v1/urls/count.json',
        linkedin: text(own.linkedinCountUrl) ?? 'https://www.linkedin.com/countserv/count/share',
      }),
  }
}

/** Creates an element with a class and, optionally, its text. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, content?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (content) node.textContent = content
  return node
}

/**
 * The email dialog: a modal layer of the overlay with a heading, the widget's text, an email field, the captcha where
 * the domain uses one, a send button and a close button. A failed post keeps the address and says so (role=alert);
 * a taken one thanks the visitor in the dialog and moves focus to the thanks.
 */
function emailDialog(options: EmailDialogOptions, postUrl: string, domainId: string, captcha: CaptchaHelper): Promise<string | undefined> {
  return new Promise((resolve) => {
    let sent: string | undefined
    const backdrop = el('div', 'saar-widget-backdrop')
    const box = el('div', 'saar-widget-dialog')
    void styled()
    const heading = el('h2', '', text(options.title) ?? t(emailTitle))
    const form = el('form', '')
    const input = el('input', '')
    Object.assign(input, { type: 'email', name: 'email', required: true, autocomplete: 'email' })
    const label = el('label', '', t(emailAddress))
    label.append(input)
    const captchaBox = el('div', '')
    const submit = el('button', 'button primary', t(emailSend))
    submit.type = 'submit'
    const alert = el('p', '')
    alert.setAttribute('role', 'alert')
    const closeButton = el('button', 'saar-widget-dialog-close', '×')
    closeButton.type = 'button'
    closeButton.setAttribute('aria-label', t(close))
    form.append(label, captchaBox, submit, alert)
    box.append(closeButton, heading, el('p', '', text(options.text)), form)
    document.body.append(backdrop, box)
    // v2's checkbox shows as the dialog opens (the post waits for it to be ticked); v3's token is made at the post.
    let ticked = false
    const early = captcha.mode == 1 ? captcha.token('email', captchaBox).finally(() => (ticked = true)) : undefined
    const layer = openLayer({
      tier: 'dialog',
      covers: [backdrop, box],
      dialog: box,
      label: heading,
      backdrop: [backdrop],
      closeButton,
      focus: input,
      onClose: () => resolve(sent),
      onRemoved: () => (backdrop.remove(), box.remove()),
    })
    closeButton.onclick = () => layer.close()
    form.onsubmit = async (event) => {
      event.preventDefault()
      // A v2 checkbox not yet ticked: said, and the post goes once it is.
      alert.textContent = early && !ticked ? t(captchaFirst) : ''
      submit.disabled = true
      const token = await (early ?? captcha.token('email'))
      alert.textContent = ''
      const body = new URLSearchParams({ domain_id: domainId, widget_id: options.widgetId, email: input.value })
      if (token) body.set('g-recaptcha-response', token)
      const answer = token != null && (await callJson(postUrl, { method: 'POST', body }))
      const ok = answer && 'value' in answer && (answer.value as { status?: unknown } | null)?.status == 1
      submit.disabled = false
      if (!ok) return void (alert.textContent = t(emailFailed))
      sent = input.value
      const thanks = el('p', '', t(emailThanks))
      thanks.tabIndex = -1
      form.replaceWith(thanks)
      thanks.focus()
    }
  })
}
