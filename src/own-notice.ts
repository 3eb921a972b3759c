/**
 * Saar's own notice for a call that got no usable answer (the shop's notices are its own markup, which the callers
 * put in as it came): drawn by the UI, a React component (src/own-ui.ts), into a container Saar owns, which the caller
 * then puts in place. A notice is something to show now, so its UI is fetched if it is not here yet. Where it cannot
 * come (the connection is gone, the very case some of these notices are about), the same markup is made here,
 * plainly, so the shopper is told all the same (test/dom/own-ui.test.tsx holds the two alike).
 */
import { loadOwnUi, type NoticeLook } from './own-ui'

/** The notices drawn, by their container: what takes each away. */
const drawn = new Map<HTMLElement, () => void>()

/** The notice made without the UI: OwnNotice's markup (src/own-ui-components.tsx), the text as text. */
function plainNotice(host: HTMLElement, text: string, look: NoticeLook): { alert: HTMLElement; erase: () => void } {
  const alert = document.createElement('div')
  const inner = document.createElement(look == 'message' ? 'div' : 'ul')
  if (look == 'message') {
    alert.className = 'woocommerce-error message-wrapper'
    alert.setAttribute('role', 'alert')
    alert.tabIndex = -1
    inner.className = 'message-container container alert-color medium-text-center'
    inner.textContent = text
  } else {
    alert.setAttribute('role', 'alert')
    inner.className = 'woocommerce-error'
    inner.tabIndex = -1
    inner.append(document.createElement('li'))
    inner.firstChild!.textContent = text
  }
  alert.append(inner)
  host.append(alert)
  return { alert, erase: () => alert.remove() }
}

/**
 * Draws Saar's notice saying `text` into `host` (Saar's own, in the page or not yet); resolves with the notice (the
 * alert) once it is drawn.
 */
export async function drawOwnNotice(host: HTMLElement, text: string, look: NoticeLook): Promise<HTMLElement> {
  const ui = await loadOwnUi()
  const { alert, erase } = ui ? await ui.notice(host, text, look) : plainNotice(host, text, look)
  drawn.set(host, erase)
  return alert
}

/** Takes away the notice drawn in `el` or around it, with its container; whether there was one. */
export function eraseOwnNotice(el: Element): boolean {
  for (const [host, erase] of drawn)
    if (host.contains(el)) {
      drawn.delete(host)
      erase()
      host.remove()
      return true
    }
  return false
}

/** Takes every notice this script drew away. */
export function eraseOwnNotices(): void {
  for (const host of [...drawn.keys()]) eraseOwnNotice(host)
}
