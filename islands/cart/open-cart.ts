/**
 * Showing the cart after an add: Flatsome's header dropdown (`current-dropdown`, closed again after 5 s unless the
 * shopper is pointing at it or working in it; Escape and a click elsewhere close it), or, with the off-canvas cart
 * style, the side panel of panel.ts (an on-demand bundle).
 */
import { featureSettings, settings } from '../../src/settings'
import { loadAsset } from '../../src/loader'

/** How long the dropdown stays open on its own (spec §9). */
export const AUTO_CLOSE_MS = 5000

const openers = new WeakMap<HTMLElement, () => void>()

export function openDropdown(item: HTMLElement): void {
  let open = openers.get(item)
  if (!open) {
    const link = item.querySelector('a')
    let timer: ReturnType<typeof setTimeout> | undefined
    const isOpen = () => item.classList.contains('current-dropdown')
    const shut = (refocus?: boolean) => {
      clearTimeout(timer)
      if (!isOpen()) return
      item.classList.remove('current-dropdown')
      link?.setAttribute('aria-expanded', 'false')
      if (refocus && item.contains(document.activeElement)) link?.focus()
    }
    const schedule = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        // Paused while the pointer is over it or focus is in it; leaving starts the 5 s again.
        if (!item.matches(':hover') && !item.contains(document.activeElement)) shut()
      }, AUTO_CLOSE_MS)
    }
    item.addEventListener('mouseleave', () => isOpen() && schedule())
    item.addEventListener('focusout', (event) => isOpen() && !item.contains(event.relatedTarget as Node | null) && schedule())
    document.addEventListener('keydown', (event) => event.key === 'Escape' && shut(true))
    document.addEventListener('click', (event) => !item.contains(event.target as Node) && shut())
    open = () => {
      item.classList.add('current-dropdown')
      link?.setAttribute('aria-expanded', 'true')
      schedule()
    }
    openers.set(item, open)
  }
  open()
}

/** Opens the cart the way the shop's theme is set up; nothing on the cart and checkout pages. */
export function openCart(): void {
  const s = settings()
  if (s.isCart || s.isCheckout) return
  const item = document.querySelector<HTMLElement>('.header .cart-item.has-dropdown')
  const dropdown = () => item && openDropdown(item)
  if (featureSettings('theme').cartStyle !== 'off-canvas') return void dropdown()
  // The panel is an on-demand bundle: only off-canvas shops need it, and only after the first add.
  const opener = document.activeElement
  loadAsset<(opener: Element | null) => void>('cart-panel').then((open) => open(opener), dropdown)
}
