/**
 * Saar's own notice on the cart page, for a call that got no usable answer (the shop's own notices are its markup,
 * cart-page.ts puts them in): a React component through the facade, drawn as Flatsome draws WooCommerce's notices
 * (`.woocommerce-error.message-wrapper[role=alert] > .message-container`), so the theme styles it and a screen reader
 * hears it as any other. A `div`, not WooCommerce's `ul`: an alert's items are no list's. It is cleared with the page's notices, as the next action clears them.
 */
import { createRoot, useLayoutEffect, useRef, type Root } from '../../src/react'
import { ownMarkup } from '../../src/dom'

function FailureNotice({ text, shown }: { text: string; shown: (notice: HTMLElement) => void }) {
  const ref = useRef<HTMLDivElement>(null)
  // In the page now, before it is painted: the caller keeps the page where it was and reveals the notice.
  useLayoutEffect(() => shown(ref.current!), [])
  return (
    <div ref={ref} className="woocommerce-error message-wrapper" role="alert" tabIndex={-1}>
      <div className="message-container container alert-color medium-text-center">{text}</div>
    </div>
  )
}

const shownNotices = new Map<Element, Root>()

/** Draws the notice at the start of `into`; resolves with it once it is in the page. */
export function showFailure(into: Element, text: string): Promise<HTMLElement> {
  const host = ownMarkup(document.createElement('div'))
  host.className = 'saar-cart-notice'
  into.prepend(host)
  const root = createRoot(host)
  shownNotices.set(host, root)
  return new Promise((resolve) => root.render(<FailureNotice text={text} shown={resolve} />))
}

/** Takes Saar's notices off the page. */
export function clearFailures(): void {
  for (const [host, root] of shownNotices) root.unmount(), host.remove()
  shownNotices.clear()
}
