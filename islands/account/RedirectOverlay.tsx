/**
 * Nextend's "Hold On" screen while the page goes to the login provider in the same window: a labelled alert
 * dialog that takes focus, with a spinner (still under reduced motion). Escape closes it, and so does coming back
 * to the page from the browser's history. It is loaded with React only then (lazy/redirect-overlay.tsx); its looks
 * are in redirect-overlay.css.
 */
import { useLayoutEffect, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { t } from '../../src/i18n'
import { redirectText, redirectTitle } from '../../src/messages'

export function RedirectOverlay({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => ref.current?.focus(), [])
  return (
    <div
      id="nsl-redirect-overlay"
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="nsl-redirect-overlay-title"
      aria-describedby="nsl-redirect-overlay-text"
      tabIndex={-1}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div id="nsl-redirect-overlay-container">
        <div id="nsl-redirect-overlay-spinner" aria-hidden="true" />
        <p id="nsl-redirect-overlay-title">
          <b>{t(redirectTitle)}</b>
        </p>
        <p id="nsl-redirect-overlay-text">{t(redirectText)}</p>
      </div>
    </div>
  )
}

/** Shows the overlay (one at a time) and returns the function that closes it, handing focus back. */
export function showRedirectOverlay(): () => void {
  document.getElementById('nsl-redirect-overlay')?.parentElement?.remove()
  const before = document.activeElement as HTMLElement | null
  const host = document.createElement('div')
  document.body.appendChild(host)
  const root = createRoot(host)
  const close = (): void => {
    if (!host.isConnected) return
    root.unmount()
    host.remove()
    before?.focus()
  }
  root.render(<RedirectOverlay onClose={close} />)
  addEventListener('pageshow', (event) => event.persisted && close(), { once: true })
  return close
}
