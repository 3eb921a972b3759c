/** Text direction of the page, as WordPress marks it: `dir="rtl"` on the root or the body, or the body class `rtl`. */

/** Whether the page reads right to left. */
export const isRtl = (): boolean => document.documentElement.dir == 'rtl' || document.body.dir == 'rtl' || document.body.classList.contains('rtl')
