/**
 * Field help texts (`.woocommerce-input-wrapper span.description`, e.g. the checkout's company, phone and email
 * notes): woocommerce.js's behaviour, with its accessibility bug fixed. A text opens on focus or click of its field,
 * closing any other open one; a click or focus elsewhere, or Escape, closes it. It fades for 250 ms (not at all
 * under reduced motion). The field is described by it, and `aria-hidden` is set as an attribute — WooCommerce set a
 * jQuery property, which assistive technology never saw.
 *
 * Opening, closing and hiding it at start never move the rows below (woocommerce.js's slide did, and hid the texts
 * after first paint: a layout shift on every checkout). Where the page shows the text at first paint (Flatsome
 * dequeues WooCommerce's stylesheet, which hides it), it keeps that box and only turns invisible; where the theme's
 * CSS hides it, it opens over the rows below, right under its field.
 */
import { prefersReducedMotion } from '../../src/motion'

export const HELP_TEXT_SELECTOR = '.woocommerce-input-wrapper span.description'
/** A closed text's class (help-text.css). */
export const HELP_TEXT_CLOSED_CLASS = 'saar-help-text--closed'
/** The class of a text that opens over the rows below its field, where the theme's CSS hides it (help-text.css). */
export const HELP_TEXT_OVER_CLASS = 'saar-help-text--over'

const open = new Set<HTMLElement>()
const running = new WeakMap<HTMLElement, Animation>()
let listening = false

const wrapperOf = (el: HTMLElement): Element => el.closest('.woocommerce-input-wrapper') ?? el

/** Closed: invisible in its own box, or out of the page where it opens over the rows below (help-text.css). */
const conceal = (el: HTMLElement): void => el.classList.add(HELP_TEXT_CLOSED_CLASS)

/** Open; a text over the rows below takes its field's width, measured now (the field may have changed since). */
function reveal(el: HTMLElement): void {
  if (el.classList.contains(HELP_TEXT_OVER_CLASS)) el.style.width = `${wrapperOf(el).getBoundingClientRect().width}px`
  el.classList.remove(HELP_TEXT_CLOSED_CLASS)
}

/** Opens or closes a help text, fading unless the shopper asked for less motion. */
function setOpen(el: HTMLElement, show: boolean): void {
  if (open.has(el) === show) return
  if (show) open.add(el)
  else open.delete(el)
  el.setAttribute('aria-hidden', String(!show))
  running.get(el)?.cancel()
  if (show) reveal(el)
  if (prefersReducedMotion() || typeof el.animate !== 'function') {
    if (!show) conceal(el)
    return
  }
  const frames = [{ opacity: 0 }, { opacity: 1 }]
  if (!show) frames.reverse()
  const animation = el.animate(frames, { duration: 250, easing: 'ease' })
  animation.finished?.catch(() => {}) // a cancelled fade is not an error
  running.set(el, animation)
  animation.onfinish = () => {
    if (!show) conceal(el)
  }
}

/** A click or focus outside an open text's field closes it; Escape closes every open one. */
function closeOthers(event: Event): void {
  const target = event.target as Node
  for (const el of Array.from(open)) if (!wrapperOf(el).contains(target)) setOpen(el, false)
}

export function mountHelpText(description: HTMLElement): void {
  const field = wrapperOf(description).querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')
  if (!field) return
  description.id ||= `${field.id || 'field'}-description`
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  if (!ids.includes(description.id)) field.setAttribute('aria-describedby', [...ids, description.id].join(' '))
  description.setAttribute('aria-hidden', 'true')
  // A text the page shows at first paint keeps that box; one the theme's CSS hides opens over the rows below.
  if (getComputedStyle(description).display === 'none') description.classList.add(HELP_TEXT_OVER_CLASS)
  conceal(description)
  const show = (): void => {
    for (const el of Array.from(open)) if (el !== description) setOpen(el, false)
    setOpen(description, true)
  }
  field.addEventListener('focus', show)
  field.addEventListener('click', show)
  if (listening) return
  listening = true
  document.addEventListener('click', closeOthers)
  document.addEventListener('focusin', closeOthers)
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') for (const el of Array.from(open)) setOpen(el, false)
  })
}
