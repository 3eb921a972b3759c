/**
 * Saar's consent choices: the analytics and marketing switches in a modal layer (src/overlay.ts: focus in, Escape,
 * focus back), opened from the banner's "choose" or from a link to `#saar-consent`. Its own on-demand bundle, so a
 * visitor who only accepts or rejects never loads the overlay's layer code or these strings. Saving hands the choice
 * to `decide`, the consent core's; closing without saving grants nothing.
 */
import { allows } from '../../../src/consent'
import { t, type Message } from '../../../src/i18n'
import { announce } from '../../../src/live-region'
import {
  close, consentAnalytics, consentAnalyticsHelp, consentChoices, consentMarketing, consentMarketingGpc, consentMarketingHelp, consentSave, consentSaved,
} from '../../../src/messages'
import { openLayer } from '../../../src/overlay'
import type { decide as Decide } from './decide'

/** The choices' layer while open: asked again, they stay as they are. */
let layer: { close(): void } | undefined

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: Message): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text) node.textContent = t(text)
  return node
}

/** One switch: its input, label and help line, the input described by the line. */
function switchRow(name: Message, help: Message, category: 'analytics' | 'marketing'): [HTMLElement, HTMLInputElement] {
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
  return [row, input]
}

/** Opens the choices; focus goes back to `opener` when they close (else to the banner's "choose", if shown). */
export function openChoices(decide: typeof Decide, opener?: Element): void {
  if (layer) return
  const backdrop = el('div', 'saar-consent-backdrop')
  const dialog = el('div', 'saar-consent-dialog')
  const title = el('h2', 'saar-consent-title', consentChoices)
  const closeButton = el('button', 'saar-consent-close')
  closeButton.type = 'button'
  closeButton.setAttribute('aria-label', t(close))
  closeButton.textContent = '×'
  const [analyticsRow, analytics] = switchRow(consentAnalytics, consentAnalyticsHelp, 'analytics')
  const [marketingRow, marketing] = switchRow(consentMarketing, consentMarketingHelp, 'marketing')
  const save = el('button', 'button primary saar-consent-save', consentSave)
  save.type = 'button'
  save.addEventListener('click', () => {
    decide('saar', { analytics: analytics.checked, marketing: marketing.checked })
    layer?.close()
    announce(t(consentSaved))
  })
  dialog.append(closeButton, title, analyticsRow, marketingRow, save)
  backdrop.append(dialog)
  document.body.append(backdrop)
  layer = openLayer({
    tier: 'dialog', covers: [backdrop], dialog, label: title, backdrop: [backdrop], closeButton, opener, focus: analytics,
    fallback: [document.querySelector('.saar-consent-choose')],
    onClose: () => {
      backdrop.remove()
      layer = undefined
    },
  })
}
