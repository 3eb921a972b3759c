/**
 * Where an opening dropdown goes, as flatsome.js 3.19.14 puts it (its `dropdown` behaviour's opener, read in the
 * theme's assets/js/flatsome.js), so a shop's menus look as they did with Flatsome's script:
 * - a normal dropdown (`menu-item-design-default`) is shifted to stay inside the closest `.container`, only when that
 *   container is at least 750 px wide (spec §9; narrower, the header is a phone's or a tablet's, whose menu is the
 *   off-canvas one): by a third of its overlap when it sticks out on the far side less than its own width, by its
 *   whole overflow when it passes the container's end, and marked `nav-dropdown-full` when it is wider than the
 *   container (Flatsome's CSS then centres it on the viewport);
 * - a container-width one spans the container and a full-width one the page (what those designs are, so at any
 *   width, as Flatsome has it), hanging from the bottom of the header row (`#top-bar`, `#masthead`, `#wide-nav`)
 *   that holds the item; in a vertical menu (`ux-nav-vertical-menu`) they open beside it instead.
 * Right to left (the page's direction or `flatsomeVars.rtl`) mirrors each of them. Every value is an inline style of
 * the panel, which closing wipes (src/header-dropdowns.ts). Runs in the task that opens it, so nothing is drawn in between.
 * (Flatsome's Safari-only minimum height for vertical fly-outs is left out: Safari lays them out right today.)
 */
import { isRtl } from '../../src/direction'
import { toBool } from '../../src/settings'
import { printed } from '../../src/stock-globals'

/** Below this container width a normal dropdown opens where Flatsome's CSS puts it (spec §9). */
export const MIN_CONTAINER = 750

const px = (n: number): string => `${n}px`
const rect = (el: Element): DOMRect => el.getBoundingClientRect()

/** An element's content width (jQuery's `.width()`, which flatsome.js reads): its box less padding and borders. */
function contentWidth(el: Element): number {
  const s = getComputedStyle(el)
  const sides = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const
  return sides.reduce((w, side) => w - (parseFloat(s[side]) || 0), rect(el).width)
}

/** Puts the panel of `li` (just marked open) where Flatsome's script would. */
export function positionDropdown(li: HTMLElement): void {
  const panel = li.querySelector<HTMLElement>('.nav-dropdown')
  const container = li.closest('.container')
  if (!panel) return
  const item = li.closest('li.menu-item') ?? li
  const full = item.classList.contains('menu-item-design-full-width')
  const boxed = item.classList.contains('menu-item-design-container-width')
  const vertical = !!item.parentElement?.classList.contains('ux-nav-vertical-menu')
  const rtl = toBool(printed('flatsomeVars')?.rtl) || isRtl(li)
  const width = container ? contentWidth(container) : 0
  const style = panel.style

  if (!full && !boxed) {
    // In a vertical menu the fly-out is placed by Flatsome's CSS alone.
    if (vertical || width < MIN_CONTAINER) return
    const box = rect(panel)
    const viewport = Math.max(document.documentElement.clientWidth, innerWidth)
    // Where the panel starts, measured from the container's start, and the room left after it.
    const start = (rtl ? document.documentElement.clientWidth - box.right - scrollX : box.left + scrollX) - (viewport - width) / 2
    const own = contentWidth(panel)
    const after = width - (start + own)
    let shift = start > after && start < own ? (start + after) / 3 : 0
    if (after < 0) shift = -after
    if (shift) style[rtl ? 'marginRight' : 'marginLeft'] = px(-shift)
    if (own > width) panel.classList.add('nav-dropdown-full')
    return
  }

  style.inset = '0'
  const box = rect(panel)
  if (boxed && container) {
    const outer = rect(container)
    style.width = px(vertical ? width - contentWidth(item) : width)
    if (rtl) style.right = px(15 - (outer.right - box.right))
    else style.left = px(outer.left - box.left + 15)
  }
  if (full) {
    const body = rect(document.body)
    const span = document.body.clientWidth
    const at = rect(item)
    style.width = px(vertical ? (rtl ? at.left : span - at.right) : span)
    if (rtl) style.right = px(box.right - body.right)
    else style.left = px(body.left - box.left)
  }
  const row = !vertical && item.closest('#top-bar, #masthead, #wide-nav')
  if (row) {
    const at = rect(item)
    style.top = px(rect(row).bottom - at.bottom + at.height)
  }
}
