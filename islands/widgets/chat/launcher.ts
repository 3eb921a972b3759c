/**
 * The chat launcher: a round button fixed in the chat position (bottom end corner, z-index 970 in its sheet: over
 * the recent-purchase popup, under Saar's sticky bars and layers) that opens the shop's Messenger conversation or
 * WhatsApp. It stands in for Zotabox's Facebook chat widget, whose Chat Plugin Facebook switched off on 2024-05-09.
 *
 * - With one contact the button opens it; with both it is a disclosure (`aria-expanded`) of a small list of the two
 *   links: Escape closes it and puts focus back on the button, as does following a link; Tab out of it or a press
 *   elsewhere closes it where focus is.
 * - Opening is a link's own navigation (`target=_blank`, `rel="noopener noreferrer"`), even from the button: a
 *   browser never blocks it as a popup, the new page gets no handle on the shop's, and where a browser has no new
 *   windows (an app's web view) it becomes a navigation of this tab, which is what the shopper asked for anyway.
 * - Nothing of Facebook's or WhatsApp's is on the page before that: no script, no image, no preconnect, only the
 *   links' addresses. Consent is not asked: nothing is sent until the shopper follows a link themselves.
 * - While a bar fixed to the bottom of the viewport is out under it (Flatsome's sticky add-to-cart bar, a store notice
 *   shown at the bottom), the launcher stands above it, measured, so the bar's controls stay free. Nothing on the
 *   page moves for it: it is fixed, and it is lifted by a transform.
 * - `showChatLauncher` makes one launcher per page: called again (the settings' contacts, then the widget host's
 *   domain record after consent) it takes the valid contacts given over the ones it had and updates the same button.
 */
import { ownMarkup } from '../../../src/dom'
import { t, type Message } from '../../../src/i18n'
import { chatContact, chatMessenger, chatNewWindow, chatWhatsapp } from '../../../src/messages'
import { chatLinks, type ChatLinks } from './contacts'
import type { ChatLauncher } from './types'

/** Bars a theme fixes to the bottom of the viewport, which the launcher must not cover. */
const BARS = '.sticky-add-to-cart, .woocommerce-store-notice'

const SVG = 'http://www.w3.org/2000/svg'

const NAMES: Record<keyof ChatLinks, Message> = { messenger: chatMessenger, whatsapp: chatWhatsapp }

let root: HTMLElement | undefined
let button: HTMLButtonElement
let menu: HTMLUListElement
let links: ChatLinks = {}

/** Opens or closes the list of links (only with both contacts). */
function expand(open: boolean): void {
  if (button?.hasAttribute('aria-expanded')) {
    button.setAttribute('aria-expanded', String(open))
    menu.hidden = !open
  }
}

/** The shopper's way out of the list: it closes and focus goes back to the button. */
function back(): void {
  if (menu.hidden) return
  expand(false)
  button.focus()
}

/** Lifts the launcher above the bars fixed to the bottom of the viewport that are out now. */
function lift(): void {
  let over = 0
  for (const bar of document.querySelectorAll(BARS)) {
    const box = bar.getBoundingClientRect()
    if (box.height && box.bottom >= innerHeight - 1 && getComputedStyle(bar).position == 'fixed') over = Math.max(over, innerHeight - box.top)
  }
  // Moved by a transform, which is no layout shift (CLS counts a fixed element's moves too).
  root!.style.transform = over ? `translateY(${-over}px)` : ''
}

/** Makes the launcher's elements and wires them, once a page (it goes into the page after its first measure). */
function build(): HTMLElement {
  const host = ownMarkup(document.createElement('div'))
  host.className = 'saar-chat'
  button = document.createElement('button')
  button.type = 'button'
  button.className = 'saar-chat-button'
  // A speech bubble of Saar's own: no brand image, nothing fetched.
  const svg = document.createElementNS(SVG, 'svg')
  const path = svg.appendChild(document.createElementNS(SVG, 'path'))
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('aria-hidden', 'true')
  path.setAttribute('d', 'M12 3C6.5 3 2 6.9 2 11.7c0 2.6 1.3 4.9 3.4 6.5V22l3.5-2c1 .3 2 .4 3.1.4 5.5 0 10-3.9 10-8.7S17.5 3 12 3z')
  menu = document.createElement('ul')
  menu.className = 'saar-chat-menu'
  menu.id = 'saar-chat-menu'
  button.append(svg)
  host.append(button, menu)
  button.addEventListener('click', () => (button.hasAttribute('aria-expanded') ? expand(menu.hidden) : menu.querySelector('a')!.click()))
  menu.addEventListener('click', (event) => (event.target as Element).closest('a') && back())
  host.addEventListener('keydown', (event) => event.key == 'Escape' && back())
  // Closed when focus goes elsewhere on the page; not on a blur to nowhere (Safari does not focus a clicked link).
  host.addEventListener('focusout', (event) => event.relatedTarget instanceof Node && !host.contains(event.relatedTarget) && expand(false))
  addEventListener('pointerdown', (event) => root?.contains(event.target as Node) || expand(false))
  const watch = new MutationObserver(lift)
  for (const bar of document.querySelectorAll(BARS)) {
    watch.observe(bar, { attributeFilter: ['class', 'style'] })
    bar.addEventListener('animationend', lift)
    bar.addEventListener('transitionend', lift)
  }
  addEventListener('resize', lift, { passive: true })
  return host
}

/** Fills the launcher for the links it has: the button's name, and the list (the one link the button follows). */
function render(kinds: (keyof ChatLinks)[]): void {
  const one = kinds.length == 1
  const name = t(one ? NAMES[kinds[0]!] : chatContact)
  button.setAttribute('aria-label', one ? `${name} (${t(chatNewWindow)})` : name)
  button.title = name
  menu.hidden = true
  if (one) button.removeAttribute('aria-expanded'), button.removeAttribute('aria-controls')
  else button.setAttribute('aria-expanded', 'false'), button.setAttribute('aria-controls', menu.id)
  menu.replaceChildren(
    ...kinds.map((kind) => {
      const item = document.createElement('li')
      const link = item.appendChild(document.createElement('a'))
      link.href = links[kind]!
      link.target = '_blank'
      link.rel = 'noopener noreferrer'
      link.className = `saar-chat-${kind}`
      link.textContent = t(NAMES[kind])
      link.setAttribute('aria-label', `${link.textContent} (${t(chatNewWindow)})`)
      return item
    }),
  )
}

/** The launcher the widget API drives: `open` shows it and opens its list (or, in a shopper's gesture, the one conversation). */
const launcher: ChatLauncher = {
  open() {
    launcher.show()
    if (button.hasAttribute('aria-expanded')) expand(true)
    // A new window without the shopper's gesture would be blocked, or a navigation away from the shop: not that.
    else if ((navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation?.isActive) button.click()
  },
  show() {
    if (root) root.hidden = false
  },
  hide() {
    expand(false)
    if (root) root.hidden = true
  },
}

/**
 * Shows the launcher for `contacts` (any shape: each contact is checked, src: contacts.ts) and returns it; null when
 * no valid contact is known. A second call updates the same launcher with the valid contacts it gives.
 */
export function showChatLauncher(contacts: unknown): ChatLauncher | null {
  if (!root?.isConnected) (root = undefined), (links = {})
  links = { ...links, ...chatLinks(contacts) }
  const kinds = (['messenger', 'whatsapp'] as const).filter((kind) => links[kind])
  if (!kinds.length) return null
  root ??= build()
  render(kinds)
  // Measured before the launcher goes in, so reading the bars' boxes finds a laid-out page (no forced layout).
  lift()
  if (!root.isConnected) document.body.append(root)
  launcher.show()
  return launcher
}
