/**
 * What the theme script looks for before it loads the small pieces' idle step (lazy/bits.ts), apart from
 * their code since it is in every page's first load, and kept short for that: anything with "tip" in a class
 * (Flatsome's `.tooltip`, `.has-tooltip`, `.tip-top`, `.tooltip-as-html`; a stray match costs only the idle step),
 * scroll-to markers, sticky columns and editor links. `li.chosen a` (WooCommerce's chosen filters, which print no
 * title, so no tooltip) is not looked for here, but gets its tooltip wherever the step runs.
 */
export const BITS_SELECTOR = '[class*=tip],.scroll-to,[data-sticky-mode],.block-edit-link'
