/**
 * The off-canvas cart (theme setting `cartStyle: 'off-canvas'`): a side panel that is a real modal dialog. Focus
 * moves in and stays in, Escape, the close button and the backdrop close it, and focus returns to where it was.
 * It holds a copy of the mini cart: fragments replace every copy, so it stays up to date. No animation, so nothing
 * moves for anyone who asked for less motion. When the element it was opened from has gone (a quick view's button:
 * the quick view closes when its product is added), focus goes where focus was when the panel opened (the quick
 * view's trigger, which got it back), else to the header's cart link.
 */
import { t } from '../../src/i18n'
import { cartPanelTitle, close } from '../../src/messages'
import { tabbables, wrapFocus } from '../../src/focus'

/** The off-canvas cart: a dialog holding a copy of the mini cart (fragments keep every copy up to date). */
export function openPanel(opener: Element | null = document.activeElement): void {
  let panel = document.getElementById('saar-cart-panel')
  if (!panel) {
    const backdrop = document.createElement('div')
    backdrop.className = 'saar-cart-backdrop'
    backdrop.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:1000'
    panel = document.createElement('div')
    panel.id = 'saar-cart-panel'
    panel.className = 'off-canvas-cart'
    panel.setAttribute('role', 'dialog')
    panel.setAttribute('aria-modal', 'true')
    panel.setAttribute('aria-labelledby', 'saar-cart-panel-title')
    panel.tabIndex = -1
    panel.style.cssText = 'position:fixed;top:0;right:0;bottom:0;width:min(360px,100%);overflow:auto;background:#fff;color:#222;padding:20px;z-index:1001;box-sizing:border-box'
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
    const p = panel
    const hide = () => {
      p.hidden = backdrop.hidden = true
      const { saarOpener, saarFocused } = p as { saarOpener?: Element | null; saarFocused?: Element | null }
      const back = [saarOpener, saarFocused, document.querySelector('.header .cart-item a')].find((el) => el?.isConnected && el !== document.body && !el.closest('[inert]')) as HTMLElement | undefined
      back?.focus?.()
    }
    closeButton.addEventListener('click', hide)
    backdrop.addEventListener('click', hide)
    p.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') return hide()
      // Focus stays inside the dialog.
      const to = event.key === 'Tab' ? wrapFocus(tabbables(p), document.activeElement, event.shiftKey) : undefined
      if (to) (event.preventDefault(), to.focus())
    })
  }
  Object.assign(panel, { saarOpener: opener, saarFocused: panel.contains(document.activeElement) ? null : document.activeElement })
  panel.hidden = false
  ;(panel.previousElementSibling as HTMLElement).hidden = false
  panel.focus()
}

