/**
 * Nextend's "Hold On" screen while the page goes to the login provider in the same window: a layer of
 * src/overlay.ts, a labelled alert dialog that takes focus (and keeps it), with a spinner (still under reduced
 * motion). Escape closes it, handing focus back, and so does coming back to the page from the browser's history.
 * Opened from Flatsome's login lightbox (Magnific Popup), it goes over it. It is loaded with React only then
 * (lazy/redirect-overlay.tsx); its looks are in redirect-overlay.css.
 */
import { createRoot, useLayoutEffect, useRef } from '../../src/react'
import { t } from '../../src/i18n'
import { redirectText, redirectTitle } from '../../src/messages'
import { openLayer } from '../../src/overlay'

export function RedirectOverlay({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = ref.current!
    return openLayer({ tier: 'dialog', covers: [el], dialog: el, role: 'alertdialog', label: el.querySelector('#nsl-redirect-overlay-title')!, focus: el, onClose }).close
  }, [])
  return (
    <div id="nsl-redirect-overlay" ref={ref} aria-describedby="nsl-redirect-overlay-text" tabIndex={-1}>
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

let closeCurrent: (() => void) | undefined

/** Shows the overlay (one at a time) and returns the function that closes it, handing focus back. */
export function showRedirectOverlay(): () => void {
  closeCurrent?.()
  document.getElementById('nsl-redirect-overlay')?.parentElement?.remove()
  const host = document.createElement('div')
  document.body.appendChild(host)
  const root = createRoot(host)
  // Its layer closes as it unmounts (and hands focus back); closing the layer (Escape) unmounts it: once, either way.
  let open = true
  const close = (): void => {
    if (!open) return
    open = false
    root.unmount()
    host.remove()
  }
  root.render(<RedirectOverlay onClose={close} />)
  addEventListener('pageshow', (event) => event.persisted && close(), { once: true })
  return (closeCurrent = close)
}
