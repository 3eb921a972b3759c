/**
 * WordPress's `[video]` / `[audio]` on native controls (islands/media/media.ts), loaded by the `theme` script when
 * one comes into view, provided once its own sheet (lazy/media.css) has loaded. It also answers
 * `wp.mediaelement.initialize()`, which plugins call after inserting media by AJAX (WordPress's wp-mediaelement.js
 * API), by wiring what is new; Saar's first load wires inserted media by itself as well.
 */
import { linkBundleSheet } from '../src/bundle-sheet'
import { provide } from '../src/loader'
import { MEDIA_SELECTOR, mountMedia } from '../islands/media/media'

declare module '../src/assets' {
  interface Assets {
    media: typeof mountMedia
  }
}

const page = globalThis as unknown as { wp?: { mediaelement?: unknown } }
page.wp ??= {}
page.wp.mediaelement ??= { initialize: () => document.querySelectorAll<HTMLMediaElement>(MEDIA_SELECTOR).forEach(mountMedia) }

provide('media', linkBundleSheet().then(() => mountMedia))
