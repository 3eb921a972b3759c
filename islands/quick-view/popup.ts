/**
 * The quick view's popup: a real modal dialog in Magnific Popup's markup (`.mfp-bg` + `.mfp-wrap > .mfp-container >
 * .mfp-content > div.product-lightbox.lightbox-content`), so Flatsome's CSS styles it as it styled its own. It is a
 * layer of src/overlay.ts, which makes the box the dialog (labelled by the product title), moves focus in and keeps
 * it there, closes it on Escape, the labelled close button and a click on the backdrop, returns focus to the opener
 * and locks the page behind without a jump. Closing fades out and removes the markup 300 ms later (at once under
 * reduced motion); from the moment it closes the leaving markup is inert. A layer opened from inside (the gallery
 * viewer) goes over it and takes the keys and focus until it closes. Its looks (and the fades) are in popup.css.
 */
import { t } from '../../src/i18n'
import { closeEsc, quickView } from '../../src/messages'
import { openLayer } from '../../src/overlay'

/** Magnific Popup's `removalDelay` in Flatsome's quick view. */
export const REMOVAL_MS = 300

export interface Popup {
  /** The dialog box (`div.product-lightbox`). */
  dialog: HTMLElement
  close(): void
  /** Runs when the popup closes (before its markup is removed). */
  onClose(fn: () => void): void
}

const el = (className: string, tag = 'div'): HTMLElement => {
  const e = document.createElement(tag)
  e.className = className
  return e
}

/** Opens `content` in the popup; `opener` gets focus back when it closes. */
export function openPopup(content: Node, opener: HTMLElement | null): Popup {
  const bg = el('mfp-bg saar-quick-view')
  const wrap = el('mfp-wrap mfp-close-btn-in mfp-auto-cursor saar-quick-view')
  const container = el('mfp-container mfp-s-ready mfp-inline-holder')
  const holder = el('mfp-content')
  const dialog = el('product-lightbox lightbox-content')
  const close = el('mfp-close', 'button') as HTMLButtonElement
  wrap.tabIndex = -1
  dialog.tabIndex = -1
  close.type = 'button'
  close.setAttribute('aria-label', t(closeEsc))
  close.title = t(closeEsc)
  close.textContent = '×'
  dialog.append(close, content)
  holder.appendChild(dialog)
  container.appendChild(holder)
  wrap.appendChild(container)
  document.body.append(bg, wrap)

  const listeners: Array<() => void> = []
  const layer = openLayer({
    tier: 'dialog',
    covers: [bg, wrap],
    dialog,
    label: dialog.querySelector('.product_title,.product-title,h1,h2') ?? t(quickView),
    backdrop: [bg, wrap, container],
    closeButton: close,
    focus: dialog,
    opener,
    removalMs: REMOVAL_MS,
    // From the moment it closes the leaving markup is inert, while it fades out.
    onClose() {
      wrap.inert = true
      for (const e of [bg, wrap]) e.classList.add('mfp-removing')
      for (const fn of listeners) fn()
    },
    onRemoved() {
      bg.remove()
      wrap.remove()
    },
  })
  const popup: Popup = { dialog, onClose: (fn) => void listeners.push(fn), close: layer.close }

  // A reflow between insertion and `mfp-ready` lets the fade-in run.
  void wrap.offsetWidth
  for (const e of [bg, wrap]) e.classList.add('mfp-ready')
  return popup
}
