/**
 * Saar's slider library: swiper's core with only Navigation, Pagination and A11y, for the quick view's gallery,
 * Flatsome's content sliders and the product page's gallery (a content slider with its own options). Built on its
 * own and requested when a quick view opens, a content slider comes into view or the shopper first reaches for the
 * product gallery (`loadAsset('swiper')`); it provides a `CreateSlider` (src/slider.ts) once its own sheet (lazy/swiper.css: swiper's CSS and Saar's buttons and dots) has loaded, so a slider is never laid out unstyled.
 *
 * The quick view's markup (`.slider.product-gallery-slider` with one child per image) becomes swiper's: a new
 * `.swiper` box around it, the slider as `.swiper-wrapper`, its children as slides, and two real buttons (labelled
 * previous/next) and the dots (only for more than one image) over its foot. Dots are 24 px targets.
 *
 * A content slider (`options.content`, islands/sliders/) is set up as Flickity sets it up, so Flatsome's CSS for it
 * still applies: the slider itself is the box (`flickity-enabled`, `flickity-rtl`), its cells go into a new
 * `.swiper-wrapper` inside it, and the arrows (`flickity-prev-next-button previous|next`) and dots
 * (`.flickity-page-dots`, each a `<button class="dot">`, the current one `is-selected`) are inside it, as its
 * options ask. The cells in view are `is-selected`; the others are `inert`, so neither Tab nor a screen reader
 * lands in a slide no one can see. The slider takes the focus (it is a stop in the Tab order, as Flickity's) when
 * an arrow that had it is disabled at the first or last slide.
 *
 * For both: slides move at once while the system asks for reduced motion (followed live), and Enter or Space on an
 * arrow or dot moves once (swiper's A11y module also answers the key its button already turns into a click).
 */
import Swiper from 'swiper'
import { A11y, Navigation, Pagination } from 'swiper/modules'
import { provide } from '../src/loader'
import { linkBundleSheet } from '../src/bundle-sheet'
import { swiperOptions } from '../islands/quick-view/slider'
import type { CreateSlider } from '../src/slider'
import { contentSwiperOptions } from '../islands/sliders/swiper-options'

const SPEED = 300

const createSlider: CreateSlider = (slider, options) => {
  const { content } = options
  const slides = Array.from(slider.children) as HTMLElement[]
  const { dots, arrows, ...params } = content ? contentSwiperOptions(slides.length, options, content) : { arrows: true, ...swiperOptions(slides.length, options) }
  let box: HTMLElement
  if (content) {
    // Flickity's way: the slider is the box, its cells in a track inside it.
    box = slider
    const track = document.createElement('div')
    track.append(...slides)
    slider.append(track)
    slider.classList.add('saar-swiper', 'saar-slider', 'flickity-enabled')
    if (options.rtl) slider.classList.add('flickity-rtl')
    slider = track
  } else {
    box = document.createElement('div')
    box.className = 'swiper saar-swiper'
    slider.before(box)
    box.appendChild(slider)
  }
  if (options.rtl) box.dir = 'rtl'
  slider.classList.add('swiper-wrapper')
  for (const slide of slides) slide.classList.add('swiper-slide')
  const [prevEl, nextEl] = (['prev', 'next'] as const).map((side) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = `swiper-button-${side}`
    if (content) button.classList.add('flickity-button', 'flickity-prev-next-button', side == 'prev' ? 'previous' : 'next')
    if (arrows) box.appendChild(button)
    return button
  }) as [HTMLButtonElement, HTMLButtonElement]
  const dotsEl = document.createElement('div')
  dotsEl.className = content ? 'swiper-pagination flickity-page-dots' : 'swiper-pagination'
  if (dots) box.appendChild(dotsEl)
  const bullets = content
    ? { bulletElement: 'button', bulletClass: 'swiper-pagination-bullet dot', bulletActiveClass: 'swiper-pagination-bullet-active is-selected' }
    : {}
  const swiper = new Swiper(box, {
    ...params,
    modules: [Navigation, Pagination, A11y],
    navigation: arrows && { prevEl, nextEl },
    pagination: dots && { el: dotsEl, clickable: true, ...bullets },
  })
  // The cells in view are Flatsome's selected ones; those out of view can't be reached (set where the slider is going,
  // as it starts to move, and as it is dragged).
  const mark = (): void => {
    for (const slide of slides) {
      const seen = slide.classList.contains('swiper-slide-visible')
      slide.classList.toggle('is-selected', seen)
      slide.inert = !seen
    }
  }
  if (content) {
    swiper.on('setTranslate', mark)
    mark()
    // At the first or last slide (without wrap-around) its arrow is disabled: the focus it had goes to the slider,
    // not to the page's start, and the keys go on working there.
    box.tabIndex = 0
    box.addEventListener('focusout', ({ target, relatedTarget }) => {
      if ((target == prevEl || target == nextEl) && (target as HTMLButtonElement).disabled && !relatedTarget) box.focus()
    })
  }
  // A drag on an image or a link moves the slider, as Flickity's, not the image out of the page (the browser's drag
  // and drop, which would cancel swiper's pointer).
  box.addEventListener('dragstart', (event) => event.preventDefault())
  // A late image (a variation's, a slow one) changes the height.
  const onLoad = (): void => swiper.updateAutoHeight(0)
  box.addEventListener('load', onLoad, true)
  // swiper's A11y module moves on Enter and Space on the controls itself; on a real button the browser's click moves
  // again. Stopped on the way down, the key leaves the button its click only.
  const onKey = (event: KeyboardEvent): void => {
    if ((event.key == 'Enter' || event.key == ' ') && event.target instanceof HTMLButtonElement) event.stopPropagation()
  }
  box.addEventListener('keydown', onKey, true)
  const motion = typeof matchMedia == 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined
  const onMotion = (): void => void (swiper.params.speed = motion!.matches ? 0 : SPEED)
  motion?.addEventListener('change', onMotion)
  return {
    box,
    toFirst() {
      swiper.update()
      swiper.slideTo(0)
      swiper.updateAutoHeight()
    },
    select(index) {
      swiper.slideTo(index)
    },
    step(forward, wrap) {
      if (forward && wrap && swiper.isEnd) swiper.slideTo(0)
      else if (forward) swiper.slideNext()
      else swiper.slidePrev()
    },
    onChange(fn) {
      // Told as each move to a slide starts. Not swiper's slideChange events: a drag updates the active index as it
      // goes (watchSlidesProgress), and the slide it then settles on would go untold.
      let told = swiper.activeIndex
      swiper.on('transitionStart', () => told != swiper.activeIndex && fn((told = swiper.activeIndex)))
    },
    destroy() {
      box.removeEventListener('load', onLoad, true)
      box.removeEventListener('keydown', onKey, true)
      motion?.removeEventListener('change', onMotion)
      swiper.destroy()
    },
  }
}

declare module '../src/assets' {
  interface Assets {
    swiper: CreateSlider
  }
}

provide('swiper', linkBundleSheet().then(() => createSlider))
