/**
 * The quick view's popup: a real modal dialog in Magnific Popup's markup (`.mfp-bg` + `.mfp-wrap > .mfp-container >
 * .mfp-content > div.product-lightbox.lightbox-content`), so Flatsome's CSS styles it as it styled its own. The box
 * is the dialog (role, aria-modal, labelled by the product title), focus moves in and stays in (Tab wraps, focus
 * that lands outside comes back), Escape, the labelled close button and a click on the backdrop close it, focus
 * returns to the opener, and the page behind stops scrolling without moving (the scrollbar's width is kept as a
 * margin). Closing fades out and removes the markup 300 ms later (at once under reduced motion); from the moment it
 * closes the leaving markup is inert. Another dialog opened from inside (the gallery viewer) keeps its own keys and
 * focus.
 */
import { t } from '../../src/i18n'
import { closeEsc, quickView } from '../../src/messages'
import { prefersReducedMotion } from '../../src/motion'
import { tabbables, wrapFocus } from '../../src/focus'

/** Magnific Popup's `removalDelay` in Flatsome's quick view. */
export const REMOVAL_MS = 300

/** How long the closed popup stays for its fade-out. */
export const removalDelay = (reduced: boolean): number => (reduced ? 0 : REMOVAL_MS)

export interface Popup {
  /** The dialog box (`div.product-lightbox`). */
  dialog: HTMLElement
  close(): void
  /** Runs when the popup closes (before its markup is removed). */
  onClose(fn: () => void): void
}

let styled = false
const CSS = `.saar-quick-view.mfp-bg{position:fixed;inset:0;z-index:1042;background:#0b0b0b;opacity:0;transition:opacity .3s}
.saar-quick-view.mfp-bg.mfp-ready{opacity:.8}.saar-quick-view.mfp-bg.mfp-removing{opacity:0}
.saar-quick-view.mfp-wrap{position:fixed;inset:0;z-index:1043;overflow:hidden auto;outline:0}
.saar-quick-view .mfp-container{display:flex;min-height:100%;box-sizing:border-box;padding:30px 8px}
.saar-quick-view .mfp-content{margin:auto;width:100%;max-width:875px;opacity:0;transform:translateY(-20px);transition:opacity .3s,transform .3s}
.saar-quick-view.mfp-ready .mfp-content{opacity:1;transform:none}.saar-quick-view.mfp-removing .mfp-content{opacity:0}
.saar-quick-view .product-lightbox{position:relative;background:#fff;color:#222;text-align:left;outline:0}
.saar-quick-view .mfp-close{position:absolute;top:0;right:0;z-index:20;width:44px;height:44px;border:0;background:#fff;color:#222;font-size:28px;line-height:1;cursor:pointer}
[dir=rtl] .saar-quick-view .mfp-close{right:auto;left:0}
.saar-quick-view .row{display:flex;flex-wrap:wrap}.saar-quick-view .row>.col{flex:1 1 320px;min-width:0}
.saar-quick-view .product-gallery-slider:not(.swiper-wrapper){display:flex;overflow-x:auto;scroll-snap-type:x mandatory}
.saar-quick-view .product-gallery-slider:not(.swiper-wrapper)>*{flex:0 0 100%;scroll-snap-align:start}
@media (prefers-reduced-motion:reduce){.saar-quick-view,.saar-quick-view *{transition:none!important;scroll-behavior:auto!important}}`

const el = (className: string, tag = 'div'): HTMLElement => {
  const e = document.createElement(tag)
  e.className = className
  return e
}

let ids = 0
let locks = 0
let saved: [string, string] = ['', '']

/** The page stays where it is: no scrolling behind, and the scrollbar's room is kept (once for popups that overlap). */
function lockPage(): void {
  const root = document.documentElement
  if (locks++) return
  saved = [root.style.overflow, root.style.marginRight]
  const bar = window.innerWidth - root.clientWidth
  root.style.overflow = 'hidden'
  if (bar > 0) root.style.marginRight = `${bar}px`
}

function unlockPage(): void {
  if (--locks) return
  const root = document.documentElement
  ;[root.style.overflow, root.style.marginRight] = saved
}

/** Opens `content` in the popup; `opener` gets focus back when it closes. */
export function openPopup(content: Node, opener: HTMLElement | null): Popup {
  if (!styled) {
    const style = document.createElement('style')
    style.textContent = CSS
    document.head.appendChild(style)
    styled = true
  }
  const bg = el('mfp-bg saar-quick-view')
  const wrap = el('mfp-wrap mfp-close-btn-in mfp-auto-cursor saar-quick-view')
  const container = el('mfp-container mfp-s-ready mfp-inline-holder')
  const holder = el('mfp-content')
  const dialog = el('product-lightbox lightbox-content')
  const close = el('mfp-close', 'button') as HTMLButtonElement
  wrap.tabIndex = -1
  dialog.tabIndex = -1
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  close.type = 'button'
  close.setAttribute('aria-label', t(closeEsc))
  close.title = t(closeEsc)
  close.textContent = '×'
  dialog.append(close, content)
  const title = dialog.querySelector('.product_title,.product-title,h1,h2')
  if (title) {
    title.id ||= `saar-quick-view-title-${++ids}`
    dialog.setAttribute('aria-labelledby', title.id)
  } else dialog.setAttribute('aria-label', t(quickView))
  holder.appendChild(dialog)
  container.appendChild(holder)
  wrap.appendChild(container)

  lockPage()
  const listeners: Array<() => void> = []
  let open = true
  /** Focus inside another dialog opened over this one (the gallery viewer) is left alone. */
  const elsewhere = (target: EventTarget | null): boolean =>
    target instanceof Element && !wrap.contains(target) && !!target.closest('[aria-modal="true"],[role=dialog],.glightbox-container')

  const onKey = (event: KeyboardEvent): void => {
    if (!open || event.defaultPrevented || elsewhere(event.target)) return
    if (event.key == 'Escape') popup.close()
    else if (event.key == 'Tab') {
      const to = wrapFocus(tabbables(dialog), document.activeElement, event.shiftKey)
      if (!to) return
      to.focus()
    } else return
    event.preventDefault()
  }
  const onFocus = (event: FocusEvent): void => {
    if (open && !dialog.contains(event.target as Node) && !elsewhere(event.target)) (tabbables(dialog)[0] ?? dialog).focus()
  }
  const onClick = (event: MouseEvent): void => {
    if (event.target == container || event.target == wrap || event.target == close) popup.close()
  }
  document.addEventListener('keydown', onKey)
  document.addEventListener('focusin', onFocus)
  wrap.addEventListener('click', onClick)

  const popup: Popup = {
    dialog,
    onClose: (fn) => void listeners.push(fn),
    close() {
      if (!open) return
      open = false
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('focusin', onFocus)
      const focusWasInside = wrap.contains(document.activeElement) || document.activeElement == document.body || !document.activeElement
      wrap.inert = true
      for (const e of [bg, wrap]) e.classList.add('mfp-removing')
      for (const fn of listeners) fn()
      if (focusWasInside && opener?.isConnected) opener.focus()
      setTimeout(() => {
        bg.remove()
        wrap.remove()
        unlockPage()
      }, removalDelay(prefersReducedMotion()))
    },
  }

  document.body.append(bg, wrap)
  // A reflow between insertion and `mfp-ready` lets the fade-in run.
  void wrap.offsetWidth
  for (const e of [bg, wrap]) e.classList.add('mfp-ready')
  dialog.focus()
  return popup
}
