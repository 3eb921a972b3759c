/**
 * Saar's own UI as React components (src/own-ui.ts says who draws them when): the veil over a busy region and Saar's
 * notice. Each is drawn through the facade into a container Saar owns, one root per container, and goes with it (the
 * veil unmounted first; a notice, which has neither state nor effect, holds nothing once its container is out). Only the on-demand `own-ui` bundle (lazy/own-ui.tsx) carries this file: the scripts that mark regions and say
 * things load without React.
 *
 * Both draw only markup the shop's CSS already knows, with no `style` (busy.css draws the veil): a strict CSP holds,
 * and the text goes in as text.
 */
import { createRoot, useLayoutEffect, useRef } from './react'
import type { NoticeLook, OwnUi } from './own-ui'

/**
 * The veil over a busy region, as blockUI drew one: a white layer with a spinner (busy.css), out of the flow, hidden
 * from screen readers (the region says it is busy). It has no state: the region's marks are busy.ts's.
 */
export function BusyVeil() {
  return <div className="saar-busy-veil" aria-hidden="true" />
}

/**
 * Saar's notice for a call that got no usable answer, an alert as the shop's own: on the cart page as Flatsome draws
 * WooCommerce's notices (`.woocommerce-error.message-wrapper > .message-container`; a `div`, not WooCommerce's `ul`:
 * an alert's line is no list's item), on the checkout as checkout.js has them (the alert on the wrapper, the list
 * focusable, so a screen reader hears that it is a list). `shown` is told once it is drawn, before it is painted:
 * the caller then puts it in place without moving the page, and reveals it.
 */
export function OwnNotice({ text, look, shown }: { text: string; look: NoticeLook; shown: (alert: HTMLElement) => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => shown(ref.current!), [])
  return look == 'message' ? (
    <div ref={ref} className="woocommerce-error message-wrapper" role="alert" tabIndex={-1}>
      <div className="message-container container alert-color medium-text-center">{text}</div>
    </div>
  ) : (
    <div ref={ref} role="alert">
      <ul className="woocommerce-error" tabIndex={-1}>
        <li>{text}</li>
      </ul>
    </div>
  )
}

/** What the `own-ui` bundle provides: each component drawn into its host. */
export const ownUi: OwnUi = {
  veil(host) {
    const root = createRoot(host)
    root.render(<BusyVeil />)
    return () => root.unmount()
  },
  notice(host, text, look) {
    return new Promise((resolve) => createRoot(host).render(<OwnNotice text={text} look={look} shown={resolve} />))
  },
}
