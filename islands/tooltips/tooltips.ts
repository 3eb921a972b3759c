/**
 * Tooltips where Flatsome's Tooltipster put them (`.tooltip`, `.has-tooltip`, `.tip-top`, `li.chosen a`, the
 * scroll-to bullets), on the same markup and the theme's classes (`tooltipster-base tooltipster-sidetip
 * tooltipster-default tooltipster-top|bottom`, `tooltipster-fade` / `tooltipster-show`), so its colours apply.
 *
 * States (spec §4, timing §9), the box's `data-state`: `hidden` → `appearing` 200 ms after the pointer or focus
 * arrives, fading in over 350 ms → `shown` → `disappearing` (350 ms) → `hidden`; under reduced motion (read at each
 * step) no fade: `hidden` → `shown` → `hidden`. WCAG 1.4.13: focus shows it as hovering does; it stays while the pointer or focus is on its trigger or
 * on the tooltip itself (a short grace lets the pointer cross the gap); Escape hides it at once (and it stays hidden
 * until the pointer and focus have left). The trigger's `title` becomes the tooltip (the native one would double it):
 * the box is kept, hidden, as the trigger's `aria-describedby` (or `aria-label`, when the title was its only name).
 * `.tooltip-as-html` titles keep only safe formatting (src/safe-html.ts); `data-tooltip-content` names an element of
 * the page whose content it shows. Interactive tooltips (editor links) sit right after their trigger in the DOM, so
 * Tab reaches their links. Everything is delegated: triggers added later work as they come.
 */
import { ownMarkup } from '../../src/dom'
import { setHidden } from '../../src/hidden'
import { prefersReducedMotion } from '../../src/motion'
import { safeFragment } from '../../src/safe-html'
import { TOOLTIP_TARGETS } from './selectors'

/** ms before a tooltip starts appearing (spec §9). */
export const TOOLTIP_DELAY = 200
/** ms of its fade in and out (spec §9). */
export const TOOLTIP_SPEED = 350
/** ms the pointer may be off both trigger and tooltip (crossing the gap between them) before it starts to go. */
const GRACE = 100

export type TipState = 'hidden' | 'appearing' | 'shown' | 'disappearing'

/** A tooltip someone else defines (editor links): its content and where it goes. */
export interface TipOptions {
  /** The tooltip's content, built by the caller (text, or nodes made with `textContent`). */
  content: () => Node | string
  /** The element it points at. */
  anchor: HTMLElement
  /** Interactive: the element it follows in the DOM (so Tab reaches it), and its label. */
  after?: Element
  label?: string
}

interface Tip extends TipOptions {
  box?: HTMLElement
  state: TipState
  /** The wait before it appears, or before it starts to go. */
  timer?: ReturnType<typeof setTimeout>
  /** The end of its fade. */
  fade?: ReturnType<typeof setTimeout>
  /** What holds it open: the pointer, focus. */
  hover?: boolean
  focus?: boolean
  /** Escape hid it: it stays hidden until nothing holds it. */
  dismissed?: boolean
  triggers: Element[]
}

const byTrigger = new WeakMap<Element, Tip>()
const byBox = new WeakMap<Element, Tip>()
const open = new Set<Tip>()
/** The tooltip last entered (it may be waiting to appear). */
let last: Tip | undefined
let count = 0

/** The trigger's accessible name as far as it matters here: its label, else its text. */
const nameOf = (el: Element): string => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()

/** A tooltip for one of Flatsome's targets, from its `title` (or `data-tooltip-content`); none without content. */
function fromTitle(el: HTMLElement): Tip | undefined {
  const title = el.getAttribute('title')?.trim()
  const source = el.dataset.tooltipContent
  let from: Element | null = null
  try {
    from = source ? document.querySelector(source) : null
  } catch {
    // Not a selector: the title, if any.
  }
  if (!title && !from) return undefined
  const text = title ? (el.matches('.tooltip-as-html') ? safeFragment(title).textContent! : title) : from!.textContent!.trim()
  el.removeAttribute('title')
  // The title was its only name (an icon link): it keeps it as its label.
  if (!nameOf(el) && !el.hasAttribute('aria-labelledby')) el.setAttribute('aria-label', text)
  return {
    content: () => (title ? (el.matches('.tooltip-as-html') ? safeFragment(title) : title) : safeFragment(from!.innerHTML)),
    anchor: el,
    state: 'hidden',
    triggers: [el],
  }
}

/** The tooltip an event's node belongs to, as a trigger (focus: itself only) or inside a box. */
function tipAt(node: EventTarget | null, focus?: boolean): Tip | undefined {
  if (!(node instanceof Element)) return undefined
  const box = node.closest('.tooltipster-base')
  if (box) return byBox.get(box)
  for (let el: Element | null = node; el; el = focus ? null : el.parentElement) {
    const tip = byTrigger.get(el)
    if (tip) return tip
    if (el.matches(TOOLTIP_TARGETS)) {
      const made = fromTitle(el as HTMLElement)
      if (made) byTrigger.set(el, made), boxOf(made)
      return made
    }
  }
}

/** Whether `node` is one of the tip's triggers or inside its box. */
const within = (tip: Tip, node: EventTarget | null): boolean =>
  node instanceof Node && (!!tip.box?.contains(node) || tip.triggers.some((t) => (t == tip.anchor ? t.contains(node) : t == node)))

const speed = (): number => (prefersReducedMotion() ? 0 : TOOLTIP_SPEED)

function set(tip: Tip, state: TipState): void {
  tip.state = state
  tip.box!.dataset.state = state
  if (state == 'hidden') open.delete(tip)
  else open.add(tip)
}

/** The box, made once and kept (hidden) as the trigger's description. */
function boxOf(tip: Tip): HTMLElement {
  if (tip.box) return tip.box
  const box = ownMarkup(document.createElement('div'))
  const inner = document.createElement('div')
  const content = document.createElement('div')
  const arrow = document.createElement('div')
  box.id = `saar-tip-${++count}`
  box.className = 'tooltipster-base tooltipster-sidetip tooltipster-default tooltipster-fade'
  inner.className = 'tooltipster-box'
  content.className = 'tooltipster-content'
  arrow.className = 'tooltipster-arrow'
  content.append(tip.content())
  inner.append(content)
  box.append(inner, arrow)
  // Hoverable, as WCAG 1.4.13 asks (the theme makes the box click-through); above everything, as Tooltipster.
  Object.assign(box.style, { pointerEvents: 'auto', position: 'absolute', zIndex: '9999999' })
  setHidden(box, true)
  if (tip.after) {
    box.setAttribute('role', 'group')
    if (tip.label) box.setAttribute('aria-label', tip.label)
    tip.after.after(box)
  } else {
    box.setAttribute('role', 'tooltip')
    document.body.append(box)
    const trigger = tip.triggers[0]!
    if (nameOf(trigger) != (content.textContent ?? '').trim())
      trigger.setAttribute('aria-describedby', `${trigger.getAttribute('aria-describedby') ?? ''} ${box.id}`.trim())
  }
  byBox.set(box, tip)
  tip.box = box
  set(tip, 'hidden')
  return box
}

/** Above the anchor, centred, inside the window; below it when there is no room above. */
function place(tip: Tip, box: HTMLElement): void {
  const a = tip.anchor.getBoundingClientRect()
  box.style.left = box.style.top = '0px'
  // Where (0, 0) of its containing block is in the window: it may sit in any positioned ancestor.
  const origin = box.getBoundingClientRect()
  // Measured as it would be above (the theme's side classes set its margins), then moved below when that is cut off.
  box.classList.replace('tooltipster-bottom', 'tooltipster-top') || box.classList.add('tooltipster-top')
  const { offsetWidth: w, offsetHeight: h } = box
  const below = a.top < h
  const x = Math.max(0, Math.min(a.left + a.width / 2 - w / 2, document.documentElement.clientWidth - w))
  if (below) box.classList.replace('tooltipster-top', 'tooltipster-bottom')
  box.style.left = `${x - origin.left}px`
  box.style.top = `${(below ? a.bottom : a.top - h) - origin.top}px`
  ;(box.lastElementChild as HTMLElement).style.left = `${a.left + a.width / 2 - x}px`
}

function appear(tip: Tip): void {
  const box = boxOf(tip)
  clearTimeout(tip.fade)
  setHidden(box, false)
  place(tip, box)
  box.style.transitionDuration = `${speed()}ms`
  void box.offsetWidth // the fade starts from the hidden state
  box.classList.add('tooltipster-show')
  // Under reduced motion there is no fade to wait for.
  if (!speed()) return set(tip, 'shown')
  set(tip, 'appearing')
  tip.fade = setTimeout(() => set(tip, 'shown'), speed())
}

function vanish(tip: Tip): void {
  clearTimeout(tip.timer)
  clearTimeout(tip.fade)
  if (tip.box) setHidden(tip.box, true), tip.box.classList.remove('tooltipster-show'), set(tip, 'hidden')
}

function enter(tip: Tip, how: 'hover' | 'focus'): void {
  tip[how] = true
  last = tip
  if (tip.dismissed) return
  clearTimeout(tip.timer)
  if (tip.state == 'disappearing') appear(tip)
  else if (tip.state == 'hidden') tip.timer = setTimeout(() => appear(tip), TOOLTIP_DELAY)
}

function leave(tip: Tip, how: 'hover' | 'focus'): void {
  tip[how] = false
  if (tip.hover || tip.focus) return
  tip.dismissed = false
  clearTimeout(tip.timer)
  if (tip.state != 'hidden')
    tip.timer = setTimeout(() => {
      if (!speed()) return vanish(tip)
      clearTimeout(tip.fade)
      tip.box!.style.transitionDuration = `${speed()}ms`
      tip.box!.classList.remove('tooltipster-show')
      set(tip, 'disappearing')
      tip.fade = setTimeout(() => vanish(tip), speed())
    }, GRACE)
}

function onEvent(event: Event): void {
  const { type, target } = event
  const related = (event as FocusEvent).relatedTarget
  if (type == 'keydown') {
    if ((event as KeyboardEvent).key != 'Escape') return
    for (const tip of new Set([...open, ...(last && (last.hover || last.focus) ? [last] : [])])) {
      // Focus in a tooltip that goes goes back to what opened it.
      if (tip.box!.contains(document.activeElement)) (tip.triggers[tip.triggers.length - 1] as HTMLElement).focus()
      tip.dismissed = true
      vanish(tip)
    }
    return
  }
  const focus = type[0] == 'f'
  const tip = tipAt(target, focus)
  if (!tip) return
  if (type == 'pointerover' || type == 'focusin') enter(tip, focus ? 'focus' : 'hover')
  else if (!within(tip, related)) leave(tip, focus ? 'focus' : 'hover')
}

const TYPES = ['pointerover', 'pointerout', 'focusin', 'focusout', 'keydown']
let started = false

/**
 * Starts the tooltips (once), then handles `early`: the pointer and focus events that happened while this code was
 * loading (islands/bits), in order, so the tooltip the shopper is already pointing at or focused on comes.
 */
export function startTooltips(early: readonly Event[] = []): void {
  if (!started) for (const type of TYPES) document.addEventListener(type, onEvent, true)
  started = true
  early.forEach(onEvent)
}

/** Gives `triggers` a tooltip of their own (editor links); the pointer over the anchor or any trigger shows it, as does focus on a trigger. */
export function addTooltip(triggers: Element[], options: TipOptions): void {
  const tip: Tip = { ...options, state: 'hidden', triggers }
  for (const el of triggers) byTrigger.set(el, tip)
  boxOf(tip)
}
