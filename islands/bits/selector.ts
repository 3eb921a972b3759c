/**
 * What the theme script looks for before it loads the small pieces' step (lazy/bits.ts), apart from their code
 * since it is in every page's first load, and kept short for that: anything with "tip" in a class (Flatsome's
 * `.tooltip`, `.has-tooltip`, `.tip-top`, `.tooltip-as-html`; a stray match costs only the step), scroll-to markers,
 * sticky columns and editor links. The step comes when the first of them comes into view: a tooltip cannot be
 * pointed at, nor a column stick, before. A page's scroll-to bullets show from its first marker in view (sections
 * start near the top); before that, the links to its sections are plain anchors. `li.chosen a` (WooCommerce's
 * chosen filters, which print no title, so no tooltip) is not looked for here, but gets its tooltip wherever the
 * step runs.
 */
export const BITS_SELECTOR = '[class*=tip],.scroll-to,[data-sticky-mode],.block-edit-link'
