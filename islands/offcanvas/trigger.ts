/**
 * The first-load part of Flatsome's off-canvas panels and anchored lightboxes (the `theme` script): what their
 * triggers need before their code (the on-demand `offcanvas` bundle, lazy/offcanvas.ts) is here.
 * - A trigger is any `[data-open]` (the mobile menu's burger, the off-canvas cart, the shop's filter button, the
 *   account link's login popup) or a link `a[href="#id"]` to a block `#id.lightbox-by-id` (Flatsome's `[lightbox]`),
 *   present or added later.
 * - The first pointer over, touch or focus on one fetches the bundle (src/hydrate.ts's `interaction` policy); a click
 *   that lands before it is here is held and replayed on the trigger when it is, so it opens then.
 * - Other plugins open panels with jQuery's `$(link).trigger('click')`, which on a link runs jQuery's handlers and no
 *   native click: a jQuery listener on the document turns those into a native click (a native click reaches it too,
 *   and is left alone). On a `button` jQuery clicks natively as well: the second click finds the panel open.
 */
import { wireAll } from '../../src/dom'
import { wireWhen } from '../../src/hydrate'
import { loadAsset } from '../../src/loader'

type PageJQuery = (target: Document) => { on(type: 'click', selector: string, handler: (event: { originalEvent?: Event; target: HTMLElement }) => unknown): unknown }

/** Flatsome's off-canvas triggers. */
const DATA_OPEN = '[data-open]'

/** Wires the triggers: their code on approach, a click before it held. */
export function wireOffCanvas(): void {
  const wire = (selector: string) => wireWhen(selector, 'interaction', () => loadAsset('offcanvas'), { hold: ['click'] })
  wire(DATA_OPEN)
  // A block without an id names no link (else every `href="#"` would wait for the code).
  wireAll('.lightbox-by-id', (block) => block.id && wire(`a[href="#${block.id}"]`))
  ;(globalThis as { jQuery?: PageJQuery }).jQuery?.(document).on('click', DATA_OPEN, (event) => event.originalEvent || event.target.click())
}
