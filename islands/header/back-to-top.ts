/**
 * Flatsome's back-to-top button (`a#top-link.back-to-top[href="#top"]`, printed in the footer): the theme's CSS shows
 * it with `.active`, which it gets once the page is scrolled a window's height (read at each scroll, so a resize
 * counts; Flatsome read it once). Hidden, it is out of the tab order and of the accessibility tree (Flatsome left an
 * invisible link to tab to). Activated, the page scrolls smoothly to the top (at once under reduced motion) and focus
 * goes to the top of the page, the header, so the next Tab goes on from there and a screen reader is there too.
 * Without scripts the link's `#top` does the same jump, as HTML defines that fragment.
 */
import { prefersReducedMotion } from '../../src/motion'
import { onScrollFrame } from '../../src/scroll-frames'

/** Shows or hides the back-to-top link as the page scrolls, and takes its click. Returns a function that stops it. */
export function mountBackToTop(link: HTMLElement): () => void {
  const show = (y: number): void => {
    const on = y >= innerHeight
    link.classList.toggle('active', on)
    if (on) {
      link.removeAttribute('tabindex')
      link.removeAttribute('aria-hidden')
    } else {
      link.tabIndex = -1
      link.setAttribute('aria-hidden', 'true')
    }
  }
  show(scrollY)
  const stop = onScrollFrame(show)
  const onClick = (event: MouseEvent): void => {
    event.preventDefault()
    scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })
    const top = document.querySelector<HTMLElement>('#header, #main')
    if (!top) return
    // Focusable for this once: a click in the header later must not land on the header itself.
    if (!top.hasAttribute('tabindex')) {
      top.tabIndex = -1
      top.addEventListener('blur', () => top.removeAttribute('tabindex'), { once: true })
    }
    top.focus({ preventScroll: true })
  }
  link.addEventListener('click', onClick)
  return () => {
    stop()
    link.removeEventListener('click', onClick)
  }
}
