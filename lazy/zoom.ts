/**
 * The gallery's hover zoom (islands/gallery/zoom.ts `zoomBox`), loaded on the first hover of a zoomable image
 * (`loadAsset('zoom')`) so the product script carries only the decision.
 */
import { zoomBox } from '../islands/gallery/zoom'
import { provide } from '../src/loader'

declare module '../src/assets' {
  interface Assets {
    zoom: typeof zoomBox
  }
}

provide('zoom', zoomBox)
