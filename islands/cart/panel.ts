/**
 * The off-canvas cart (theme setting `cartStyle: 'off-canvas'`): a side panel that is a layer of src/overlay.ts, so a
 * real modal dialog: focus moves in and stays in, Escape, the close button and the backdrop close it, the page behind
 * is locked, and focus returns to where it was. It holds a copy of the mini cart: fragments replace every copy, so it
 * stays up to date. No animation, so nothing moves for anyone who asked for less motion. When the element it was
 * opened from has gone (a quick view's button: the quick view closes when its product is added), focus goes where
 * focus was when the panel opened (the quick view's trigger, which got it back), else to the header's cart link.
 * Its looks are in panel.css. Where the theme printed its own off-canvas cart (`#cart-popup`), that one opens instead,
 * by its header link.
 */
import { t } from '../../src/i18n'
import { cartPanelTitle, close } from '../../src/messages'
import { openLayer } from '../../src/overlay'

/** The off-canvas cart: a dialog holding a copy of the mini cart (fragments keep every copy up to date). */
export function openPanel(opener: Element | null = document.activeElement): void {
  // Flatsome's own off-canvas cart where the theme printed it (`#cart-popup`, opened by the header's cart link):
  // the one cart panel, drawn by the theme (islands/offcanvas/offcanvas.ts opens it).
  const toggles = Array.from(document.querySelectorAll<HTMLElement>('[data-open="#cart-popup"]'))
  const toggle = toggles.find((el) => el.checkVisibility?.() ?? true) ?? toggles[0]
  if (toggle && document.getElementById('cart-popup')) return toggle.click()
  let panel = document.getElementById('saar-cart-panel')
  // Open already (another add): it stays the one layer, and focus goes to it.
  if (panel && !panel.hidden) return panel.focus()
  if (!panel) {
    const backdrop = document.createElement('div')
    backdrop.className = 'saar-cart-backdrop'
    panel = document.createElement('div')
    panel.id = 'saar-cart-panel'
    panel.className = 'off-canvas-cart'
    panel.tabIndex = -1
    const title = document.createElement('h2')
    title.id = 'saar-cart-panel-title'
    title.textContent = t(cartPanelTitle)
    const closeButton = document.createElement('button')
    closeButton.type = 'button'
    closeButton.className = 'saar-cart-close'
    closeButton.textContent = t(close)
    const content = document.querySelector('.widget_shopping_cart_content')?.cloneNode(true)
    panel.append(title, closeButton, ...(content ? [content] : []))
    document.body.append(backdrop, panel)
  }
  const backdrop = panel.previousElementSibling as HTMLElement
  const focused = document.activeElement
  panel.hidden = backdrop.hidden = false
  const p = panel
  openLayer({
    tier: 'panel',
    covers: [backdrop, panel],
    dialog: panel,
    label: panel.querySelector('h2')!,
    backdrop: [backdrop],
    closeButton: panel.querySelector('.saar-cart-close')!,
    focus: panel,
    opener,
    fallback: [p.contains(focused) ? null : focused, document.querySelector('.header .cart-item a')],
    onClose: () => void (p.hidden = backdrop.hidden = true),
  })
}
