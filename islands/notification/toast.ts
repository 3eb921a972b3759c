/**
 * The popup's box: a labelled `<aside>` fixed in the bottom start corner (lazy/notification-popup.css: z-index 960,
 * under the chat launcher and the sticky bars; hidden below Flatsome's small breakpoint; no slide under reduced
 * motion), made with DOM APIs only: the message's pieces become text nodes and one `<a>`, never markup. It holds
 * the thumbnail, the message and a real close `<button>` named from the messages. It is no live region (the
 * first message is announced once through the page's polite region, src/live-region.ts) and it never takes focus.
 *
 * Hidden, it only slides out of view: the last message's link stays in the Tab order, and the box comes back into
 * view while focus is inside it (`:focus-within`), so the product stays reachable after the message has gone.
 * While Flatsome's sticky add-to-cart bar is out at the bottom, the box stands above it (by the bar's height).
 */
import { t } from '../../src/i18n'
import { notificationClose, notificationRegion } from '../../src/messages'
import type { MessageView } from './message'

/** The box on the page. */
export interface Toast {
  el: HTMLElement
  /** Shows a message (the box slides in). */
  show(view: MessageView): void
  /** Slides the box out of view; its link stays reachable. */
  hide(): void
  /** Takes the box off the page. */
  remove(): void
}

/** What the box reports: the pointer or focus coming or going, and the close button. */
export interface ToastEvents {
  hover(on: boolean): void
  focus(on: boolean): void
  close(): void
}

/** The class of the box while it is out of view. */
export const OUT = 'saar-wn--out'

const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] => {
  const el = document.createElement(tag)
  el.className = className
  return el
}

/** A link to the product, opened in a new tab when the shop says so. */
function link(href: string, newTab: boolean, className = ''): HTMLAnchorElement {
  const a = make('a', className)
  a.href = href
  if (newTab) (a.target = '_blank'), (a.rel = 'noopener')
  return a
}

/** Makes the box (out of view) and appends it to the page. `imageLink`/`newTab` are the plugin's `image`/`redirect_target`. */
export function createToast(events: ToastEvents, imageLink: boolean, newTab: boolean): Toast {
  const el = make('aside', `saar-wn ${OUT}`)
  el.setAttribute('aria-label', t(notificationRegion))
  const media = make('span', 'saar-wn-media')
  const message = make('p', 'saar-wn-message')
  const close = make('button', 'saar-wn-close')
  close.type = 'button'
  close.setAttribute('aria-label', t(notificationClose))
  close.textContent = '×'
  close.addEventListener('click', events.close)
  el.append(media, message, close)
  el.addEventListener('mouseenter', () => events.hover(true))
  el.addEventListener('mouseleave', () => events.hover(false))
  el.addEventListener('focusin', () => events.focus(true))
  el.addEventListener('focusout', (e) => el.contains(e.relatedTarget as Node | null) || events.focus(false))
  document.body.append(el)

  // Above the sticky add-to-cart bar while it is out (its height is the theme's), back down when it goes.
  const lift = (): void => {
    const bar = document.querySelector('.sticky-add-to-cart--active')
    el.style.bottom = bar ? `${bar.getBoundingClientRect().height + 16}px` : ''
  }
  const watch = new MutationObserver(lift)
  watch.observe(document.body, { attributeFilter: ['class'], subtree: true })
  lift()

  return {
    el,
    show(view) {
      // The thumbnail repeats the product's link for the pointer only: the message's own link is the one to Tab to.
      const image = make('img', 'saar-wn-image')
      image.alt = ''
      image.width = image.height = 64
      image.decoding = 'async'
      const frame = view.href && imageLink ? link(view.href, newTab) : make('span', '')
      if (frame instanceof HTMLAnchorElement) frame.tabIndex = -1
      frame.setAttribute('aria-hidden', 'true')
      if (view.thumb) (image.src = view.thumb), frame.append(image)
      media.replaceChildren(frame)
      el.classList.toggle('saar-wn--no-image', !view.thumb)
      message.replaceChildren(
        ...view.pieces.map((piece) => {
          if (typeof piece == 'string') return document.createTextNode(piece)
          const a = link(piece.href, newTab, 'saar-wn-product')
          a.textContent = piece.text
          return a
        }),
      )
      // Laid out out of view first, so the first message slides in too.
      void el.offsetWidth
      el.classList.remove(OUT)
    },
    hide() {
      el.classList.add(OUT)
    },
    remove() {
      watch.disconnect()
      el.remove()
    },
  }
}
