/**
 * Field help texts (`.woocommerce-input-wrapper span.description`, e.g. the checkout's company, phone and email
 * notes): woocommerce.js's behaviour, with its accessibility bug fixed. A text opens on focus or click of its field,
 * closing any other open one; a click or focus elsewhere, or Escape, closes it. It slides for 250 ms (not at all
 * under reduced motion). The field is described by it, and `aria-hidden` is set as an attribute — WooCommerce set a
 * jQuery property, which assistive technology never saw.
 */
import { prefersReducedMotion } from '../../src/motion'

export const HELP_TEXT_SELECTOR = '.woocommerce-input-wrapper span.description'

const open = new Set<HTMLElement>()
const running = new WeakMap<HTMLElement, Animation>()
let listening = false

/** Opens or closes a help text, sliding unless the shopper asked for less motion. */
export function slide(el: HTMLElement, show: boolean): void {
  if (open.has(el) === show) return
  if (show) open.add(el)
  else open.delete(el)
  el.setAttribute('aria-hidden', String(!show))
  running.get(el)?.cancel()
  el.style.display = 'block'
  if (prefersReducedMotion() || typeof el.animate !== 'function') {
    if (!show) el.style.display = 'none'
    return
  }
  const frames = [{ height: '0px', paddingTop: '0px', paddingBottom: '0px', opacity: 0 }, { height: `${el.scrollHeight}px` }]
  if (!show) frames.reverse()
  el.style.overflow = 'hidden'
  const animation = el.animate(frames, { duration: 250, easing: 'ease' })
  animation.finished?.catch(() => {}) // a cancelled slide is not an error
  running.set(el, animation)
  animation.onfinish = () => {
    el.style.overflow = ''
    if (!show) el.style.display = 'none'
  }
}

const wrapperOf = (el: HTMLElement): Element => el.closest('.woocommerce-input-wrapper') ?? el

/** A click or focus outside an open text's field closes it; Escape closes every open one. */
function closeOthers(event: Event): void {
  const target = event.target as Node
  for (const el of Array.from(open)) if (!wrapperOf(el).contains(target)) slide(el, false)
}

export function mountHelpText(description: HTMLElement): void {
  const field = wrapperOf(description).querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')
  if (!field) return
  description.id ||= `${field.id || 'field'}-description`
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  if (!ids.includes(description.id)) field.setAttribute('aria-describedby', [...ids, description.id].join(' '))
  description.setAttribute('aria-hidden', 'true')
  description.style.display = 'none'
  const show = (): void => {
    for (const el of Array.from(open)) if (el !== description) slide(el, false)
    slide(description, true)
  }
  field.addEventListener('focus', show)
  field.addEventListener('click', show)
  if (listening) return
  listening = true
  document.addEventListener('click', closeOthers)
  document.addEventListener('focusin', closeOthers)
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') for (const el of Array.from(open)) slide(el, false)
  })
}
