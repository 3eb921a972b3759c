/** What gets a tooltip (islands/tooltips/tooltips.ts), apart from its code: the small pieces' step (lazy/bits.ts) needs only this. */

/** What Flatsome's `tooltips` behavior gives a tooltip to. */
export const TOOLTIP_SELECTOR = '.tooltip,.has-tooltip,.tip-top,li.chosen a'
/** Those and the scroll-to bullets (islands/scroll-to), which Flatsome gives one too. */
export const TOOLTIP_TARGETS = `${TOOLTIP_SELECTOR},.scroll-to-bullets a`
