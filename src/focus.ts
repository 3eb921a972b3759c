/**
 * Keeping focus inside a modal dialog (the quick view, the pickup sheet, the off-canvas cart): which elements Tab
 * reaches in it, and where Tab goes at its edges; and where focus goes when a notice that had it is dismissed.
 * Stateless; each script bundles it where it needs it.
 */

const FOCUSABLE = 'a[href],button,input,select,textarea,iframe,[tabindex],[contenteditable="true"]'

/** The elements Tab can reach inside `root`, in document order (hidden, disabled and tabindex=-1 left out). */
export function tabbables(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLInputElement).disabled &&
      (el as HTMLInputElement).type != 'hidden' &&
      !el.closest('[hidden],[inert]') &&
      (typeof el.checkVisibility != 'function' || el.checkVisibility()),
  )
}

/** Where Tab (or Shift+Tab) goes from `current` at the edges of the list: wraps around; undefined inside it. */
export function wrapFocus(items: HTMLElement[], current: Element | null, back: boolean): HTMLElement | undefined {
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return undefined
  const i = items.indexOf(current as HTMLElement)
  if (back) return i <= 0 ? last : undefined
  return i < 0 || current == last ? first : undefined
}

/**
 * Hides a notice or banner the shopper dismissed (inline `display: none`, as jQuery's hide() did, so the theme's
 * own display rule cannot show it again). When it had focus, focus goes to the start of the main content: it would
 * otherwise fall to <body>, and the next Tab would start from the page's top.
 */
export function hideKeepingFocus(el: HTMLElement): void {
  const hadFocus = el.contains(document.activeElement)
  el.style.display = 'none'
  const main = document.querySelector<HTMLElement>('main, #main, [role=main]')
  if (!hadFocus || !main) return
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
  main.focus({ preventScroll: true })
}
