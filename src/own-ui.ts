/**
 * Saar's own UI for the requests it makes on WooCommerce's pages: the veil over a busy region and Saar's notice for a
 * call that got no usable answer. Both are React components (src/own-ui-components.tsx), drawn through the facade
 * into a container Saar owns, and shipped as the on-demand `own-ui` bundle (lazy/own-ui.tsx), which loads React first.
 *
 * The code that marks regions and says things is plain (src/busy.ts, src/own-notice.ts), bundled into the cart page's
 * and the checkout's code, which load without React: a region is busy and inert, and a request goes, the moment the
 * shopper acts, whether the UI has come or not; the veil and the notice are drawn as soon as it is here. Each feature
 * says when the UI may be fetched (`loadOwnUi`): the cart page with its code, the checkout at the first approach (it
 * must fetch no React while the shopper only looks), and any page when it has a notice to show.
 *
 * The scripts that use this module each bundle their own copy (it is not in the runtime), so the bundle itself is
 * found through the loader, which is shared: a copy that has not asked for it yet still draws with it once it is
 * here (`ownUiNow`).
 */
import { isProvided, loadAsset } from './loader'

/** How Saar's notice looks where it shows: Flatsome's message box (the cart page), checkout.js's error list. */
export type NoticeLook = 'message' | 'list'

/** What the `own-ui` bundle provides. */
export interface OwnUi {
  /** Draws the veil into `host`; returns what takes it away. */
  veil(host: HTMLElement): () => void
  /**
   * Draws Saar's notice saying `text` (as text) into `host`, in the page or not yet; resolves with the notice (the
   * alert) once it is drawn. It has no state and holds nothing: taking its container out of the page is all it takes.
   */
  notice(host: HTMLElement, text: string, look: NoticeLook): Promise<HTMLElement>
}

let here: (ui: OwnUi) => void
const arrived = new Promise<OwnUi>((resolve) => (here = resolve))

/**
 * Fetches the UI (with React) unless it is here; resolves with it, or with nothing when it cannot come (no
 * connection: the next call tries again). What waits for it (`whenOwnUi`) is drawn when it comes.
 */
export const loadOwnUi = (): Promise<OwnUi | void> =>
  loadAsset('own-ui').then(
    (ui) => (here(ui), ui),
    (error: unknown) => console.warn('[saar]', error),
  )

/** Calls `draw` with the UI once it is here, fetched by this script or by another; nothing is fetched for it. */
export function whenOwnUi(draw: (ui: OwnUi) => void): void {
  if (isProvided('own-ui')) void loadOwnUi()
  void arrived.then(draw)
}
