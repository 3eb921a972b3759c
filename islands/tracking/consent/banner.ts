/**
 * Saar's own consent banner, for a shop with pixels and no consent tool (loaded on demand by the consent core).
 *
 * Its first view is a non-modal banner, a labelled region first in the page's Tab order but laid in the bottom
 * start corner, at the `sticky` step of the overlay scale: it takes no focus and locks nothing, the shopper may go on
 * shopping, and it sits where a Flatsome page has least to use (the back-to-top button is in the other corner, the
 * header at the top); while Flatsome's sticky add-to-cart bar is out at the bottom, the banner stands above it (by
 * the bar's height, measured: the theme decides it), so the bar's controls stay free. Accept and reject are one click each, alike; "choose" opens
 * the analytics and marketing switches in a modal layer (src/overlay.ts: focus in, Escape, focus back). A choice
 * goes to `decide` and the banner goes; closing the choices without saving grants nothing. A link to
 * `#saar-consent` (or an element with `data-saar-consent`) opens the choices again, to change or take back a choice.
 */
import { allows } from '../../../src/consent'
import { t, type Message } from '../../../src/i18n'
import { announce } from '../../../src/live-region'
import {
  close, consentAccept, consentAnalytics, consentAnalyticsHelp, consentBanner, consentChoices, consentChoose, consentMarketing, consentMarketingHelp,
  consentMarketingGpc, consentReject, consentSave, consentSaved, consentText,
} from '../../../src/messages'
import { LAYERS, openLayer } from '../../../src/overlay'
import type { decide as Decide } from './decide'
import type { Choice } from './types'

/** The banner while it is shown; the choices' layer while open. */
let banner: HTMLElement | undefined
let layer: { close(): void } | undefined

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: Message): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text) node.textContent = t(text)
  return node
}

function button(className: string, text: Message, onClick: () => void): HTMLButtonElement {
  const node = el('button', `button ${className}`, text)
  node.type = 'button'
  node.addEventListener('click', onClick)
  return node
}

/**
 * Shows the banner (`choose` false: once, however often asked) or opens the choices (`choose` true), which give
 * focus back to `opener` when they close. Every choice goes to `decide`, the consent core's.
 */
export function openConsent(decide: typeof Decide, choose: boolean, opener?: Element): void {
  const answer = (choice: Choice): void => {
    decide('saar', choice)
    banner?.remove()
    banner = undefined
    layer?.close()
    announce(t(consentSaved))
  }
  const openChoices = (from?: Element): void => {
    if (layer) return
    const backdrop = el('div', 'saar-consent-backdrop')
    const dialog = el('div', 'saar-consent-dialog')
    const title = el('h2', 'saar-consent-title', consentChoices)
    const closeButton = el('button', 'saar-consent-close')
    closeButton.type = 'button'
    closeButton.setAttribute('aria-label', t(close))
    closeButton.textContent = '×'
    const switches = ([[consentAnalytics, consentAnalyticsHelp, 'analytics'], [consentMarketing, consentMarketingHelp, 'marketing']] as const).map(([name, help, category]) => {
      const row = el('div', 'saar-consent-switch')
      const input = el('input', '')
      input.type = 'checkbox'
      input.setAttribute('role', 'switch')
      input.id = `saar-consent-${category}`
      input.checked = allows(category)
      const label = el('label', '', name)
      label.htmlFor = input.id
      // The browser's Global Privacy Control denies marketing whatever is chosen (decide): the switch says so.
      const gpc = category == 'marketing' && !!(navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl
      input.disabled = gpc
      const line = el('p', '', gpc ? consentMarketingGpc : help)
      line.id = `${input.id}-help`
      input.setAttribute('aria-describedby', line.id)
      row.append(input, label, line)
      dialog.append(row)
      return input
    })
    dialog.prepend(closeButton, title)
    dialog.append(button('primary saar-consent-save', consentSave, () => answer({ analytics: switches[0]!.checked, marketing: switches[1]!.checked })))
    backdrop.append(dialog)
    document.body.append(backdrop)
    layer = openLayer({
      tier: 'dialog', covers: [backdrop], dialog, label: title, backdrop: [backdrop], closeButton, opener: from, focus: switches[0],
      fallback: [banner?.querySelector('.saar-consent-choose')],
      onClose: () => {
        backdrop.remove()
        layer = undefined
      },
    })
  }
  if (choose) return openChoices(opener)
  if (banner?.isConnected) return
  banner = el('section', 'saar-consent')
  banner.setAttribute('aria-label', t(consentBanner))
  banner.style.zIndex = String(LAYERS.sticky)
  const actions = el('div', 'saar-consent-actions')
  actions.append(
    button('saar-consent-accept', consentAccept, () => answer({ analytics: true, marketing: true })),
    button('saar-consent-reject', consentReject, () => answer({ analytics: false, marketing: false })),
  )
  const chooseButton = button('is-outline saar-consent-choose', consentChoose, () => openChoices(chooseButton))
  actions.append(chooseButton)
  banner.append(el('p', '', consentText), actions)
  document.body.prepend(banner)
  // Above the sticky add-to-cart bar while it is out (its height is the theme's), back down when it goes.
  const shown = banner
  const lift = (): void => {
    if (!shown.isConnected) return watch.disconnect()
    const bar = document.querySelector('.sticky-add-to-cart--active')
    shown.style.bottom = bar ? `${bar.getBoundingClientRect().height + 16}px` : ''
  }
  const watch = new MutationObserver(lift)
  watch.observe(document.body, { attributeFilter: ['class'], subtree: true })
  lift()
}
