/**
 * Text direction, as WordPress marks it: `dir="rtl"` on the root or the body, or the body class `rtl`; a `dir` on an
 * element nearer (a widget written the other way) wins for what is inside it.
 */

/** Whether `el` (default: the page; an event target that is no element reads as the body class says) reads right to left. */
export function isRtl(el: Element = document.body): boolean {
  // The `dir` property, unlike the attribute, is lower case and '' for values other than ltr, rtl and auto.
  const dir = el.closest?.<HTMLElement>('[dir]')?.dir
  return dir ? dir == 'rtl' : document.body.classList.contains('rtl')
}
