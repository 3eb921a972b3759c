/**
 * A content slider's options for swiper (the `swiper` bundle, lazy/swiper.ts), from its Flickity options
 * (options.ts). The cells keep the widths the theme's CSS gives them (a banner the full width, a row slider's
 * columns theirs), so the slider looks as the scroll row before it did: swiper's `slidesPerView: 'auto'`. Flickity's
 * `wrapAround` is swiper's `rewind` (from the last slide on to the first), not its `loop`, which clones and
 * reorders the cells a page's scripts may hold on to. Each slide's Flatsome look stays with Flatsome's classes on
 * the controls (lazy/swiper.ts).
 */
import type { ContentSlider, SliderOptions } from '../../src/slider'

/** swiper's options for a content slider of `count` cells (the bundle adds the modules and the controls). */
export function contentSwiperOptions(count: number, { reduced, labels }: SliderOptions, { config, region, carousel, slide }: ContentSlider) {
  const many = count > 1
  return {
    slidesPerView: 'auto' as const,
    slidesPerGroupAuto: config.group,
    centeredSlides: config.centered,
    centeredSlidesBounds: config.centered && config.contain,
    rewind: config.wrap && many,
    autoHeight: config.autoHeight,
    threshold: config.threshold,
    allowTouchMove: config.draggable && many,
    initialSlide: Math.min(config.initial, Math.max(count - 1, 0)),
    speed: reduced ? 0 : 300,
    // Which cells are in view: those get Flatsome's `is-selected`, the others `inert`.
    watchSlidesProgress: true,
    arrows: config.arrows && many,
    dots: config.dots && many,
    a11y: {
      prevSlideMessage: labels.previous,
      nextSlideMessage: labels.next,
      slideLabelMessage: labels.slide,
      paginationBulletMessage: labels.bullet,
      containerRole: 'region',
      containerMessage: region,
      containerRoleDescriptionMessage: carousel,
      itemRoleDescriptionMessage: slide,
    },
  }
}
