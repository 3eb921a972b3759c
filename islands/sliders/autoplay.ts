/**
 * A content slider's autoplay (Flickity's `autoPlay`): a step every so many ms, back to the first after the last,
 * with a visible pause button (WCAG 2.2.2). It waits while the pointer is over the slider (Flickity's
 * `pauseAutoPlayOnHover`), while the focus is in it (which Flickity did not), and while the page is hidden. It
 * stops, as Flickity's player does, when the shopper uses the slider (an arrow, a dot, a drag, a key), and when the
 * pause button is pressed; the button starts it again. It does not start while the system asks for reduced motion,
 * and follows that setting as it changes. While it plays the slides are not announced (the track's `aria-live` is
 * off); stopped, a change of slide is.
 */
import { t } from '../../src/i18n'
import { pauseSlides, playSlides } from '../../src/messages'
import type { Slider } from '../../src/slider'

/** Keys that use the slider (Tab only passes through it). */
const USE_KEYS = ['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'Home', 'End']

/** Starts the autoplay of `slider` (the box is the `.slider` element), one step every `ms`. */
export function autoplay(slider: Slider, ms: number, pauseOnHover: boolean): void {
  const { box } = slider
  const motion = typeof matchMedia == 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'saar-slider-pause'
  box.appendChild(button)
  let stopped = !!motion?.matches
  let hovered = false
  let focused = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const update = (): void => {
    button.classList.toggle('is-paused', stopped)
    button.setAttribute('aria-label', t(stopped ? playSlides : pauseSlides))
    box.querySelector('.swiper-wrapper')?.setAttribute('aria-live', stopped ? 'polite' : 'off')
    clearTimeout(timer)
    if (!stopped && !hovered && !focused && !document.hidden) timer = setTimeout(() => slider.step(true, true), ms)
  }
  const set = (then: () => void) => () => (then(), update())

  slider.onChange(update)
  button.addEventListener('click', set(() => (stopped = !stopped)))
  const used = (event: Event): void => {
    const { key } = event as KeyboardEvent
    if (event.target != button && (event.type == 'pointerdown' || USE_KEYS.includes(key))) (stopped = true), update()
  }
  box.addEventListener('pointerdown', used, true)
  box.addEventListener('keydown', used, true)
  if (pauseOnHover) {
    box.addEventListener('mouseenter', set(() => (hovered = true)))
    box.addEventListener('mouseleave', set(() => (hovered = false)))
  }
  box.addEventListener('focusin', set(() => (focused = true)))
  box.addEventListener('focusout', (event) => {
    if (!box.contains(event.relatedTarget as Node | null)) (focused = false), update()
  })
  document.addEventListener('visibilitychange', update)
  motion?.addEventListener('change', set(() => (stopped = motion.matches)))
  update()
}
