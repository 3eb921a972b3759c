/**
 * Nextend's "Hold On" overlay (islands/account/RedirectOverlay.tsx), loaded with React when a social login button
 * sends the shopper away in the same window (islands/account/social-login.ts): nobody else needs it.
 */
import { provide } from '../src/loader'
import { showRedirectOverlay } from '../islands/account/RedirectOverlay'

declare module '../src/assets' {
  interface Assets {
    'redirect-overlay': typeof showRedirectOverlay
  }
}

provide('redirect-overlay', showRedirectOverlay)
