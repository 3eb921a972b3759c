/**
 * Flatsome's header dropdowns (`.nav li.has-dropdown`: menus with their `menu-item-design-*`, the cart, the search,
 * the account), in place of flatsome.js's `dropdown` behaviour and its hoverIntent, as a disclosure: the item's top
 * link says `aria-expanded` (Flatsome's `aria-haspopup="menu"` goes: there is no menu role behind it), and
 * `li.current-dropdown` is the one open state Flatsome's CSS draws (src/header-dropdowns.ts).
 *
 * - A mouse opens one after 20 ms of rest over it (moving less than 3 px in that time) and closes it 70 ms after
 *   leaving, Flatsome's hoverIntent settings: a pointer passing over the menu opens nothing.
 * - A tap (touch, pen) on a closed item's top link opens it and goes no further; a second tap follows the link. A
 *   click-mode item (`nav-dropdown-toggle`, the menu item's "click" behaviour) toggles on any click and never follows
 *   its link, and marks Flatsome's page overlay as click mode does. A top link that leads nowhere (`#`, none) only
 *   opens: by mouse it stays open, by keyboard or tap it toggles.
 * - Keyboard: Space toggles; Enter follows a real link and toggles one that leads nowhere or a click-mode item;
 *   ArrowDown / ArrowUp open it and go to its first / last link, then move between its links (Home, End too);
 *   Escape closes it and, when focus was in it, returns focus to the top link; Tab out of it closes it.
 * - One is open at a time (the cart's dropdown after an add too); a click or tap outside closes it, and so does the
 *   header sticking (`flatsome-header-sticky`, which the header fires). Each opening fires `flatsome-dropdown-opened`
 *   with the item, as Flatsome did, and lays out a block menu's packery grids again.
 * The listeners are delegated on the document, so items that arrive later work too.
 */
import { emit, listen } from '../../src/events'
import { keyMove } from '../../src/keys'
import { clickOverlay, closeDropdown, closeOthers, DROPDOWN_ITEM, OPEN, topLink } from '../../src/header-dropdowns'
import { positionDropdown } from './position'

/** hoverIntent's `interval` (ms of rest before opening), `sensitivity` (px) and `timeout` (ms before closing), as Flatsome set them. */
export const HOVER_OPEN_MS = 20
export const HOVER_SENSITIVITY = 3
export const HOVER_CLOSE_MS = 70

const itemOf = (node: EventTarget | null): HTMLElement | null => (node instanceof Element ? node.closest<HTMLElement>(DROPDOWN_ITEM) : null)
const isOpen = (li: Element): boolean => li.classList.contains(OPEN)
const clickMode = (li: Element): boolean => li.classList.contains('nav-dropdown-toggle')
/** A top link that leads nowhere: it is a button to its panel (Flatsome's search item prints `href="#"`). */
const leadsNowhere = (a: Element): boolean => /^(#|javascript:.*)?$/i.test(a.getAttribute('href')?.trim() ?? '')
/** The links of an item's panel a key moves between: those shown (a hidden column's are skipped). */
const panelLinks = (li: Element): HTMLElement[] =>
  Array.from(li.querySelectorAll<HTMLElement>('.nav-dropdown a[href]')).filter((a) => a.getClientRects().length)

type PageJQuery = ((els: ArrayLike<Element>) => { packery(method: 'layout'): unknown }) & { fn?: { packery?: unknown } }

/** Opens `li` (closing any other); `byClick` marks Flatsome's page overlay as its click mode does. */
export function openDropdown(li: HTMLElement, byClick = false): void {
  closeOthers(li)
  clickOverlay(byClick)
  if (isOpen(li)) return
  li.classList.add(OPEN)
  topLink(li)?.setAttribute('aria-expanded', 'true')
  positionDropdown(li)
  emit(document, 'flatsome-dropdown-opened', li)
  // What Flatsome did on its own event: a block menu's packery grids (banner grids) lay out again, now seen.
  const $ = (globalThis as { jQuery?: PageJQuery }).jQuery
  const grids = li.classList.contains('menu-item-has-block') ? li.querySelectorAll('[data-packery-options]') : []
  if ($?.fn?.packery && grids.length) $(grids).packery('layout')
}

function close(li: Element): void {
  closeDropdown(li)
  clickOverlay(false)
}

const toggle = (li: HTMLElement, byClick?: boolean): void => (isOpen(li) ? close(li) : openDropdown(li, byClick))

/** The pointer's place, the hover waiting to open and the items waiting to close. */
let x = 0
let y = 0
let waiting: { li: HTMLElement; timer: ReturnType<typeof setTimeout> } | undefined
const leaving = new Map<Element, ReturnType<typeof setTimeout>>()
/**
 * The kind of the last pointer pressed, for clicks that carry none (Safari's, or one replayed after the code came):
 * before any, a screen with no hover is taken as touched.
 */
let pressed = typeof matchMedia == 'function' && matchMedia('(hover: none)').matches ? 'touch' : 'mouse'

/** A mouse over `li`: it opens once the pointer rests (hoverIntent's polling), and stops closing if it was leaving. */
function hover(li: HTMLElement): void {
  clearTimeout(leaving.get(li))
  leaving.delete(li)
  if (isOpen(li) || clickMode(li) || waiting?.li == li) return
  clearTimeout(waiting?.timer)
  let [px, py] = [x, y]
  const check = (): void => {
    if (Math.abs(px - x) + Math.abs(py - y) < HOVER_SENSITIVITY) (waiting = undefined), openDropdown(li)
    else ([px, py] = [x, y]), (waiting = { li, timer: setTimeout(check, HOVER_OPEN_MS) })
  }
  waiting = { li, timer: setTimeout(check, HOVER_OPEN_MS) }
}

function unhover(li: HTMLElement): void {
  if (waiting?.li == li) clearTimeout(waiting.timer), (waiting = undefined)
  if (isOpen(li) && !clickMode(li) && !leaving.has(li)) leaving.set(li, setTimeout(() => (leaving.delete(li), close(li)), HOVER_CLOSE_MS))
}

const mouse = (event: Event): boolean => (event as PointerEvent).pointerType == 'mouse'

function onClick(event: MouseEvent): void {
  const target = event.target as Element
  for (const open of document.querySelectorAll(`.${OPEN}`)) if (!open.contains(target)) close(open)
  const li = itemOf(target)
  const a = li && topLink(li)
  // Only the item itself (its link, its arrow), not its panel's links.
  if (!li || !a || event.defaultPrevented || target.closest('.nav-dropdown')) return
  const keyboard = !event.detail
  const byMouse = !keyboard && ((event as PointerEvent).pointerType || pressed) == 'mouse'
  if (clickMode(li)) event.preventDefault(), toggle(li, true)
  else if (leadsNowhere(a)) event.preventDefault(), byMouse ? openDropdown(li) : toggle(li)
  else if (!keyboard && !byMouse && !isOpen(li)) event.preventDefault(), openDropdown(li)
}

function onKey(event: KeyboardEvent): void {
  const target = event.target as HTMLElement
  if (event.defaultPrevented) return
  if (event.key == 'Escape') {
    for (const open of document.querySelectorAll<HTMLElement>(`.${OPEN}`)) {
      const focused = open.contains(document.activeElement)
      close(open)
      if (focused) topLink(open)?.focus()
    }
    return
  }
  const li = itemOf(target)
  if (!li || event.altKey || event.ctrlKey || event.metaKey) return
  const links = panelLinks(li)
  const top = target == topLink(li)
  if (top && event.key == ' ') return event.preventDefault(), toggle(li, true)
  if (top && (event.key == 'ArrowDown' || event.key == 'ArrowUp')) {
    event.preventDefault()
    openDropdown(li)
    // Its links are shown once it is open.
    const shown = panelLinks(li)
    return focusSoon(shown[event.key == 'ArrowDown' ? 0 : shown.length - 1])
  }
  const at = links.indexOf(target)
  const next = at < 0 ? undefined : keyMove(event, at, links.length, { orientation: 'vertical' })
  if (next !== undefined) links[next]!.focus()
}

/**
 * Focuses a link of a panel just opened. Flatsome's CSS fades a panel in with a `visibility` transition, which keeps
 * it hidden (and its links unfocusable) for the transition's first frame: where focus did not take, it is tried
 * again each frame, for as long as the fade lasts.
 */
function focusSoon(link: HTMLElement | undefined, until = performance.now() + 300): void {
  link?.focus()
  if (link && document.activeElement != link && performance.now() < until) requestAnimationFrame(() => focusSoon(link, until))
}

let listening = false

/** The document's listeners, once per page. */
function listenOnce(): void {
  if (listening) return
  listening = true
  const on = document.addEventListener.bind(document)
  on('pointermove', (event) => ((x = event.clientX), (y = event.clientY)), { passive: true })
  on('pointerdown', (event) => (pressed = event.pointerType), { capture: true, passive: true })
  on('pointerover', (event) => {
    const li = itemOf(event.target)
    if (li && mouse(event)) ((x = event.clientX), (y = event.clientY)), hover(li)
  })
  on('pointerout', (event) => {
    const li = itemOf(event.target)
    if (li && mouse(event) && !li.contains(event.relatedTarget as Node | null)) unhover(li)
  })
  on('click', onClick)
  on('keydown', onKey)
  // Focus on a top link of a menu (Tab along the header) closes the dropdowns but its own, as Flatsome's did; Tab out
  // of an open one closes it. Focus going nowhere (a click on the page's background) is the click's to judge.
  on('focusin', (event) => {
    const target = event.target as Element
    if (target.matches?.('.nav > li > a')) closeOthers(itemOf(target) ?? undefined)
  })
  on('focusout', (event) => {
    const li = itemOf(event.target)
    const to = event.relatedTarget as Node | null
    if (li && to && !li.contains(to) && isOpen(li)) close(li)
  })
  listen(document, 'flatsome-header-sticky', () => closeOthers())
}

/**
 * Sets up one dropdown item (what the theme script's trigger hands it): the document's listeners the first time,
 * the top link's disclosure state, and a mouse already resting over it when the code arrived opens it as a hover.
 */
export function mountDropdown(li: HTMLElement): void {
  listenOnce()
  const a = topLink(li)
  if (a) {
    a.removeAttribute('aria-haspopup')
    a.setAttribute('aria-expanded', String(isOpen(li)))
    if (leadsNowhere(a)) a.setAttribute('role', 'button')
  }
  if (li.matches(':hover') && pressed == 'mouse') hover(li)
}
