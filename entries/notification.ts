/**
 * The `notification` script: the recent-purchase popup's first-load part, only a timer. STUB: the popup helper
 * replaces it.
 */
export {}
