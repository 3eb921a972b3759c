/**
 * The quick view's slider library: swiper's core with only Navigation, Pagination and A11y. Built on its own and
 * requested when a quick view opens (`loadAsset('swiper')`); it provides a `CreateSlider`
 * (islands/quick-view/slider.ts) once its own sheet (lazy/swiper.css: swiper's CSS and Saar's buttons and dots) has
 * loaded, so a slider is never laid out unstyled.
 *
 * Flatsome's markup (`.slider.product-gallery-slider` with one child per image) becomes swiper's: a new
 * `.swiper` box around it, the slider as `.swiper-wrapper`, its children as slides, and two real buttons (labelled
 * previous/next) and the dots (only for more than one image) over its foot. Dots are 24 px targets.
 */
import Swiper from 'swiper'
import { A11y, Navigation, Pagination } from 'swiper/modules'
import { provide } from '../src/loader'
import { linkBundleSheet } from '../src/bundle-sheet'
import { swiperOptions, type CreateSlider } from '../islands/quick-view/slider'

const createSlider: CreateSlider = (slider, options) => {
  const slides = Array.from(slider.children) as HTMLElement[]
  const { dots, ...params } = swiperOptions(slides.length, options)
  const box = document.createElement('div')
  box.className = 'swiper saar-swiper'
  if (options.rtl) box.dir = 'rtl'
  slider.before(box)
  box.appendChild(slider)
  slider.classList.add('swiper-wrapper')
  for (const slide of slides) slide.classList.add('swiper-slide')
  const [prevEl, nextEl] = ['prev', 'next'].map((side) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = `swiper-button-${side}`
    box.appendChild(button)
    return button
  }) as [HTMLButtonElement, HTMLButtonElement]
  const dotsEl = document.createElement('div')
  dotsEl.className = 'swiper-pagination'
  if (dots) box.appendChild(dotsEl)
  const swiper = new Swiper(box, {
    ...params,
    modules: [Navigation, Pagination, A11y],
    navigation: { prevEl, nextEl },
    pagination: dots ? { el: dotsEl, clickable: true } : false,
  })
  // A late image (a variation's, a slow one) changes the height.
  const onLoad = (): void => swiper.updateAutoHeight(0)
  box.addEventListener('load', onLoad, true)
  return {
    toFirst() {
      swiper.update()
      swiper.slideTo(0)
      swiper.updateAutoHeight()
    },
    destroy() {
      box.removeEventListener('load', onLoad, true)
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
