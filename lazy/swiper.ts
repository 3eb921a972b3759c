/// <reference types="vite/client" />
/**
 * The quick view's slider library: swiper's core with only Navigation, Pagination and A11y, and its CSS (inlined
 * as text, so setting up costs one request). Built on its own and requested when a quick view opens
 * (`loadAsset('swiper')`); it provides a `CreateSlider` (islands/quick-view/slider.ts).
 *
 * Flatsome's markup (`.slider.product-gallery-slider` with one child per image) becomes swiper's: a new
 * `.swiper` box around it, the slider as `.swiper-wrapper`, its children as slides, and two real buttons (labelled
 * previous/next) and the dots (only for more than one image) over its foot. Dots are 24 px targets.
 */
import Swiper from 'swiper'
import { A11y, Navigation, Pagination } from 'swiper/modules'
import core from 'swiper/css?inline'
import navigation from 'swiper/css/navigation?inline'
import pagination from 'swiper/css/pagination?inline'
import a11y from 'swiper/css/a11y?inline'
import { provide } from '../src/loader'
import { swiperOptions, type CreateSlider } from '../islands/quick-view/slider'

const extraCss = `.saar-swiper{--swiper-theme-color:#222;--swiper-navigation-size:36px}
.saar-swiper .swiper-button-prev,.saar-swiper .swiper-button-next{width:44px;height:44px;margin-top:-22px;padding:8px;box-sizing:border-box;border:0;border-radius:50%;background:rgba(255,255,255,.85)}
.saar-swiper .swiper-button-prev:focus-visible,.saar-swiper .swiper-button-next:focus-visible,.saar-swiper .swiper-pagination-bullet:focus-visible{outline:2px solid #222;outline-offset:2px}
.saar-swiper .swiper-pagination-bullet{width:24px;height:24px;margin:0 2px!important;opacity:1;background:radial-gradient(circle,#222 0 4px,transparent 5px);border-radius:50%}
.saar-swiper .swiper-pagination-bullet:not(.swiper-pagination-bullet-active){background:radial-gradient(circle,#999 0 4px,transparent 5px)}`

let styled = false

const createSlider: CreateSlider = (slider, options) => {
  if (!styled) {
    const style = document.createElement('style')
    style.textContent = core + navigation + pagination + a11y + extraCss
    document.head.appendChild(style)
    styled = true
  }
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

provide('swiper', createSlider)
