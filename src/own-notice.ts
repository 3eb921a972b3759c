/**
 * Saar's own notice for a call that got no usable answer (the shop's notices are its own markup, which the callers
 * put in as it came): drawn by the UI, a React component (src/own-ui.ts), into a container Saar owns, which the caller
 * then puts in place and later takes out. A notice is something to show now, so its UI is fetched if it is not here
 * yet. Where it cannot come (the connection is gone, the very case some of these notices are about), the same markup
 * is made here, plainly, so the shopper is told all the same (test/dom/own-ui.test.tsx holds the two alike). One
 * function per look, so each script carries only the plain markup of its own.
 */
import { loadOwnUi, type NoticeLook } from './own-ui'

/** An element of the plain notice, in `parent`. */
function part<K extends keyof HTMLElementTagNameMap>(parent: Element, tag: K, className = ''): HTMLElementTagNameMap[K] {
  const el = parent.appendChild(document.createElement(tag))
  if (className) el.className = className
  return el
}

async function draw(host: HTMLElement, text: string, look: NoticeLook, plain: (alert: HTMLElement) => HTMLElement): Promise<HTMLElement> {
  const ui = await loadOwnUi()
  if (ui) return ui.notice(host, text, look)
  const alert = part(host, 'div')
  alert.setAttribute('role', 'alert')
  plain(alert).textContent = text
  return alert
}

/** The cart page's notice (Flatsome's message box), drawn into `host`; resolves with the alert once drawn. */
export const drawMessageNotice = (host: HTMLElement, text: string): Promise<HTMLElement> =>
  draw(host, text, 'message', (alert) => {
    alert.className = 'woocommerce-error message-wrapper'
    alert.tabIndex = -1
    return part(alert, 'div', 'message-container container alert-color medium-text-center')
  })

/** The checkout's notice (checkout.js's error list), drawn into `host`; resolves with the alert once drawn. */
export const drawListNotice = (host: HTMLElement, text: string): Promise<HTMLElement> =>
  draw(host, text, 'list', (alert) => {
    const list = part(alert, 'ul', 'woocommerce-error')
    list.tabIndex = -1
    return part(list, 'li')
  })
