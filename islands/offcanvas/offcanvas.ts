/**
 * Flatsome's off-canvas panels and anchored lightboxes, opened by the triggers trigger.ts catches: the on-demand
 * `offcanvas` bundle (lazy/offcanvas.ts).
 *
 * - `[data-open="<selector>"]` opens that element as Flatsome's `lightboxes` behaviour did: the mobile menu
 *   (`#main-menu`), the off-canvas cart (`#cart-popup`), the shop's filters (`#shop-sidebar`), the login popup.
 *   `data-pos` (left, right, center) makes it a drawer (`off-canvas-<pos>`; without it, a centred box, where Flatsome
 *   wrote `off-canvas-undefined`), `data-color` adds to both layers' classes, `data-bg` to the backdrop's,
 *   `data-class` to the content's, `data-focus` names what gets focus, and `data-visible-after` (or, without it, an
 *   element that was visible in the page, as Flatsome did for `#product-sidebar` only) leaves it visible where it
 *   was after closing. While it is open `<html>` has `has-off-canvas has-off-canvas-<pos>` (the theme blurs or zooms
 *   `.off-canvas-blur|zoom` with them) and the trigger `current-lightbox-clicked`, and a trigger that has
 *   `aria-expanded` (the burger) says `true`.
 * - `a[href="#id"]` to a `#id.lightbox-by-id` block (Flatsome's `[lightbox]`) opens that block the same way, without
 *   the off-canvas classes, its `max-width` and `padding` taken from its own `style` (which a strict CSP leaves
 *   unapplied) through CSSOM, and at once (Flatsome waited 300 ms first, by mistake).
 *
 * Either is Magnific Popup's markup, so the theme's CSS draws it as it drew Flatsome's: `div.mfp-bg` and
 * `div.mfp-wrap > .mfp-container.mfp-inline-holder > .mfp-content > <the element>`, with the close button in the
 * wrap (or in the content, `flatsomeVars.lightbox.close_btn_inside`), `mfp-ready` a frame after insertion and
 * `mfp-removing` for 300 ms before the markup goes (at once under reduced motion). The element itself is moved in,
 * not copied (its ids, forms and listeners stay one), and back in its place with `mfp-hide` when it has gone.
 *
 * It is a layer of src/overlay.ts: the wrap is a modal dialog named by the trigger's label (an anchored block: by
 * its first heading), focus moves in (`data-focus`, else the first control) and stays in, Escape, the close button
 * and a click beside the content close it, the page behind is locked without a jump (no user-agent sniffing), and
 * focus goes back to the trigger. A panel opened from inside another (the login link in the mobile menu) goes over
 * it, and closing it comes back to the first. The close button is Saar's own: Flatsome's `close_markup` is HTML
 * from the server, which the spec never lets into the page, so the button is built here with Flatsome's class, its
 * cross and the label "Sulge (Esc)".
 */
import { t } from '../../src/i18n'
import { closeEsc, panel as panelName } from '../../src/messages'
import { tabbables } from '../../src/focus'
import { openLayer } from '../../src/overlay'
import { toBool } from '../../src/settings'
import { printed } from '../../src/stock-globals'
import { prepareMenu } from './menu'

/** Magnific's `removalDelay` in every Flatsome lightbox (spec §9). */
export const REMOVAL_MS = 300

/** The elements open now, each with what closes it and whether it is an off-canvas panel. */
const open = new Map<HTMLElement, [close: () => void, offCanvas: boolean]>()
/** The elements of panels still fading out, each with what puts it back at once (opened again meanwhile). */
const leaving = new Map<HTMLElement, () => void>()

const div = (className: string): HTMLElement => {
  const el = document.createElement('div')
  el.className = className
  return el
}

/** Flatsome's close button (`button.mfp-close`, a feather-x cross), named "Sulge (Esc)". */
function closeButton(): HTMLButtonElement {
  const button = document.createElement('button')
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
  const path = document.createElementNS(svg.namespaceURI, 'path')
  button.type = 'button'
  button.className = 'mfp-close'
  button.title = t(closeEsc)
  button.setAttribute('aria-label', button.title)
  for (const [name, value] of [['width', '28'], ['height', '28'], ['viewBox', '0 0 24 24'], ['fill', 'none'], ['stroke', 'currentColor'], ['stroke-width', '2'], ['aria-hidden', 'true']])
    svg.setAttribute(name!, value!)
  path.setAttribute('d', 'M18 6 6 18M6 6l12 12')
  svg.append(path)
  button.append(svg)
  return button
}

/** What `trigger` opens: `data-open`'s element, else the `.lightbox-by-id` block its `#id` names. */
function targetOf(trigger: HTMLElement): HTMLElement | null {
  const selector = trigger.dataset.open
  if (!selector) return document.getElementById((trigger.getAttribute('href') ?? '').slice(1))
  try {
    return document.querySelector<HTMLElement>(selector)
  } catch {
    return null // a selector the browser refuses opens nothing, as Flatsome's jQuery(selector) found nothing
  }
}

/** jQuery's reading of a `data-*` flag, which Flatsome used: absent, '', 'false', 'null' and '0' are off. */
const flag = (value: string | undefined): boolean | undefined => (value == undefined ? undefined : !/^(false|null|0|)$/.test(value))

/** A trigger's own name: its `aria-label`, `title` or text. */
const nameOf = (el: Element): string => (el.getAttribute('aria-label') || el.getAttribute('title') || el.textContent || '').replace(/\s+/g, ' ').trim()

/** Takes `max-width` and `padding` from a block's `style` attribute as CSSOM (what a strict CSP still applies). */
function keepBoxStyle(block: HTMLElement): void {
  const style = block.getAttribute('style') ?? ''
  for (const name of ['max-width', 'padding']) {
    const value = new RegExp(`(?:^|;)\\s*${name}\\s*:([^;]+)`, 'i').exec(style)?.[1]?.trim()
    if (value) block.style.setProperty(name, value)
  }
}

/**
 * Opens what `trigger` names in a panel (nothing when it names nothing, or it is open already). `opener` gets focus
 * back when it closes (default: the trigger).
 */
export function openOffCanvas(trigger: HTMLElement, opener: Element | null = trigger): void {
  const target = targetOf(trigger)
  // Nothing, an element open already, or one that holds its own trigger (`data-open="body"`): nothing opens.
  if (!target || open.has(target) || target.contains(trigger)) return
  leaving.get(target)?.()
  const data = trigger.dataset
  const offCanvas = 'open' in data
  const pos = /^[\w-]+$/.test(data.pos ?? '') ? data.pos : undefined
  const main = offCanvas ? ['off-canvas', ...(data.color ?? '').split(/\s+/), pos && `off-canvas-${pos}`] : []
  const bg = div('mfp-bg')
  const wrap = div('mfp-wrap mfp-auto-cursor')
  const container = div('mfp-container mfp-s-ready mfp-inline-holder')
  const content = div('mfp-content')
  const close = closeButton()
  const inside = toBool((printed('flatsomeVars')?.lightbox as Record<string, unknown> | undefined)?.close_btn_inside)
  for (const el of [bg, wrap]) el.classList.add(...(main.filter(Boolean) as string[]))
  if (offCanvas && data.bg) bg.classList.add(...data.bg.split(/\s+/).filter(Boolean))
  if (offCanvas && data.class) content.classList.add(...data.class.split(/\s+/).filter(Boolean))
  if (inside) wrap.classList.add('mfp-close-btn-in')
  wrap.tabIndex = -1

  // The element moves in; a placeholder keeps its place in the page.
  const visibleAfter = flag(data.visibleAfter) ?? !target.classList.contains('mfp-hide')
  const place = document.createComment('')
  target.replaceWith(place)
  target.classList.remove('mfp-hide')
  if (!offCanvas) keepBoxStyle(target)
  content.append(target)
  if (inside) content.append(close)
  container.append(content)
  wrap.append(container)
  if (!inside) wrap.append(close)
  document.body.prepend(bg, wrap)
  const resetMenu = prepareMenu(target)

  const root = document.documentElement.classList
  const posClass = `has-off-canvas-${pos}`
  const expanded = trigger.hasAttribute('aria-expanded')
  if (offCanvas) root.add('has-off-canvas', ...(pos ? [posClass] : []))
  trigger.classList.add('current-lightbox-clicked')
  if (expanded) trigger.setAttribute('aria-expanded', 'true')

  /** The element back in its place, the markup gone: after the fade, or at once when it is opened again meanwhile. */
  let back = false
  const putBack = (): void => {
    if (back) return
    back = true
    leaving.delete(target)
    resetMenu()
    target.classList.toggle('mfp-hide', !visibleAfter)
    place.replaceWith(target)
    bg.remove()
    wrap.remove()
    if (!Array.from(document.querySelectorAll('.mfp-wrap')).some((el) => el.classList.contains(`off-canvas-${pos}`))) root.remove(posClass)
    trigger.classList.remove('current-lightbox-clicked')
  }

  const heading = target.querySelector('h1,h2,h3,h4,h5,h6')
  const own = nameOf(trigger)
  let focus: HTMLElement | undefined
  try {
    // Only an element Tab reaches (a data-focus on a heading would leave focus behind the panel).
    if (data.focus) focus = tabbables(target).find((el) => el.matches(data.focus!))
  } catch {
    // none, or a data-focus the browser refuses: the first control gets focus
  }
  const layer = openLayer({
    tier: offCanvas ? 'panel' : 'dialog',
    covers: [bg, wrap],
    dialog: wrap,
    label: (offCanvas ? own || heading : heading || own) || t(panelName),
    backdrop: [bg, wrap, container],
    closeButton: close,
    focus,
    opener,
    // A hidden trigger (the cart's, clicked for an add) cannot take focus back: where focus was then can.
    fallback: [document.activeElement],
    removalMs: REMOVAL_MS,
    onClose() {
      open.delete(target)
      wrap.inert = true
      for (const el of [bg, wrap]) el.classList.add('mfp-removing')
      if (![...open.values()].some(([, other]) => other)) root.remove('has-off-canvas')
      if (expanded) trigger.setAttribute('aria-expanded', 'false')
      leaving.set(target, putBack)
    },
    onRemoved: putBack,
  })
  open.set(target, [layer.close, offCanvas])
  // A reflow between insertion and `mfp-ready` lets the theme's slide or fade in run.
  void wrap.offsetWidth
  for (const el of [bg, wrap]) el.classList.add('mfp-ready')
}

/** Closes every open panel (a page that navigates inside itself, tests). */
export function closeOffCanvas(): void {
  for (const [close] of [...open.values()].reverse()) close()
}

/** A trigger opens its panel on a click (the link's own default, `#`, taken away). */
export function mountOffCanvasTrigger(trigger: HTMLElement): void {
  trigger.addEventListener('click', (event) => {
    event.preventDefault()
    openOffCanvas(trigger)
  })
}
