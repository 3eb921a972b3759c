/**
 * jQuery's slideDown / slideUp for the checkout's boxes (payment boxes 230 ms, the other toggles 400 ms), through
 * the Web Animations API: the box's height, padding and margin from nothing to what it takes, or back. At once
 * under reduced motion. A shown box is the server's own (its `display: none` undone, as jQuery's show() did); a
 * hidden one takes the shared sheet's `saar-hidden`. Neither writes a `style` attribute: a strict CSP holds.
 */
import { HIDDEN_CLASS } from '../../src/hidden'
import { prefersReducedMotion } from '../../src/motion'

/** Whether the box is shown (neither Saar's class nor the server's inline `display: none` hides it). */
export const isShown = (el: HTMLElement): boolean => !el.classList.contains(HIDDEN_CLASS) && el.style.display != 'none'

const running = new WeakMap<HTMLElement, Animation>()

/** Opens (`open`) or closes the box over `ms` milliseconds; resolves when it has. A box already so stays. */
export function slide(el: HTMLElement, open: boolean, ms: number): Promise<void> {
  running.get(el)?.cancel()
  if (isShown(el) == open) return Promise.resolve()
  el.classList.remove(HIDDEN_CLASS)
  if (el.style.display == 'none') el.style.display = ''
  const done = (): void => void (open || el.classList.add(HIDDEN_CLASS))
  if (!ms || prefersReducedMotion() || typeof el.animate != 'function') return Promise.resolve(done())
  const box = getComputedStyle(el)
  const inner = box.boxSizing == 'border-box' ? 0 : parseFloat(box.paddingTop) + parseFloat(box.paddingBottom) + parseFloat(box.borderTopWidth) + parseFloat(box.borderBottomWidth)
  const full: Keyframe = { height: `${el.getBoundingClientRect().height - inner}px` }
  const none: Keyframe = { height: '0px' }
  for (const side of ['paddingTop', 'paddingBottom', 'marginTop', 'marginBottom'] as const) (full[side] = box[side]), (none[side] = '0px')
  // Held at its last frame until the box takes its end state: a finished animation lets go of the box a frame before
  // the finish event, which would show a closing box whole again for one frame (a jump of the page, then back).
  const animation = el.animate(open ? [none, full] : [full, none], { duration: ms, easing: 'ease-in-out', fill: 'forwards' })
  el.classList.add('saar-sliding')
  running.set(el, animation)
  return new Promise((resolve) => {
    const end = (): void => {
      el.classList.remove('saar-sliding')
      running.delete(el)
      resolve()
    }
    animation.oncancel = end
    animation.onfinish = () => {
      done()
      animation.cancel()
    }
  })
}

/** Opens a closed box, closes an open one. */
export const toggle = (el: HTMLElement, ms: number): Promise<void> => slide(el, !isShown(el), ms)
