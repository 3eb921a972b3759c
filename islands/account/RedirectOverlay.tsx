/**
 * Nextend's "Hold On" screen while the page goes to the login provider in the same window: a labelled alert
 * dialog that takes focus, with a spinner (still under reduced motion). Escape closes it, and so does coming back
 * to the page from the browser's history. It is loaded with React only then (lazy/redirect-overlay.tsx).
 */
import { useLayoutEffect, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { t } from '../../src/i18n'
import { redirectText, redirectTitle } from '../../src/messages'

const CSS =
  '#nsl-redirect-overlay{position:fixed;inset:0;z-index:1000000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.7)}' +
  '#nsl-redirect-overlay-container{background:#fff;color:#1e1e1e;padding:30px;border-radius:10px;max-width:400px;margin:15px;text-align:center}' +
  '#nsl-redirect-overlay-spinner{width:40px;height:40px;margin:0 auto 16px;border:4px solid #ccc;border-top-color:#1e1e1e;border-radius:50%;animation:nsl-spin 1s linear infinite}' +
  '@keyframes nsl-spin{to{transform:rotate(360deg)}}@media (prefers-reduced-motion:reduce){#nsl-redirect-overlay-spinner{animation:none}}'

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
      <style>{CSS}</style>
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
