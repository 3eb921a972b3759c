/**
 * Saar's own consent banner, for a shop with pixels and no consent tool (loaded on demand by the consent core).
 *
 * Its first view is a non-modal banner, a labelled region first in the page's Tab order but laid in the bottom
 * start corner, at the `sticky` step of the overlay scale: it takes no focus and locks nothing, the shopper may go on
 * shopping, and it sits where a Flatsome page has least to use (the back-to-top button is in the other corner, the
 * header at the top); while Flatsome's sticky add-to-cart bar is out at the bottom, the banner stands above it (by
 * the bar's height, measured: the theme decides it), so the bar's controls stay free. Accept and reject are one click each, alike; "choose" opens
 * the analytics and marketing switches (./choices.ts, their own bundle: most visitors never open them). A choice
 * goes to `decide`, and the banner goes once anything is decided; closing the choices without saving grants nothing.
 * A link to `#saar-consent` (or an element with `data-saar-consent`) opens the choices again, to change or take
 * back a choice.
 */
import { t, type Message } from '../../../src/i18n'
import { announce } from '../../../src/live-region'
import { loadAsset } from '../../../src/loader'
import { consentAccept, consentBanner, consentChoose, consentReject, consentSaved, consentText } from '../../../src/messages'
import { LAYERS } from '../../../src/overlay'
import { $consent } from '../../../src/stores/consent'
import type { decide as Decide } from './decide'
import type { Choice } from './types'

/** The banner while it is shown. */
let banner: HTMLElement | undefined

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

/** Shows the banner, once however often asked. Every choice goes to `decide`, the consent core's. */
export function openConsent(decide: typeof Decide): void {
  if (banner?.isConnected) return
  const answer = (choice: Choice): void => {
    decide('saar', choice)
    announce(t(consentSaved))
  }
  const shown = (banner = el('section', 'saar-consent'))
  shown.setAttribute('aria-label', t(consentBanner))
  shown.style.zIndex = String(LAYERS.sticky)
  const actions = el('div', 'saar-consent-actions')
  const chooseButton = button('is-outline saar-consent-choose', consentChoose, () =>
    void loadAsset('consent-choices').then((open) => open(decide, chooseButton), (error: unknown) => console.warn('[saar]', error)),
  )
  actions.append(
    button('saar-consent-accept', consentAccept, () => answer({ analytics: true, marketing: true })),
    button('saar-consent-reject', consentReject, () => answer({ analytics: false, marketing: false })),
    chooseButton,
  )
  shown.append(el('p', '', consentText), actions)
  document.body.prepend(shown)
  // Whatever decides (a button here, the choices' save), the banner's question is answered: it goes.
  const answered = $consent.listen((state) => {
    if (!state.decided) return
    answered()
    shown.remove()
    if (banner == shown) banner = undefined
  })
  // Above the sticky add-to-cart bar while it is out (its height is the theme's), back down when it goes.
  const lift = (): void => {
    if (!shown.isConnected) return watch.disconnect()
    const bar = document.querySelector('.sticky-add-to-cart--active')
    shown.style.bottom = bar ? `${bar.getBoundingClientRect().height + 16}px` : ''
  }
  const watch = new MutationObserver(lift)
  watch.observe(document.body, { attributeFilter: ['class'], subtree: true })
  lift()
}
