/**
 * Flatsome's content sliders and count-up numbers as its shortcodes print them (Flatsome 3.19.14): a `[ux_slider]`
 * of banners (inc/shortcodes/ux_slider.php: `.slider-wrapper > .slider[data-flickity-options]` and its loading
 * spinner), a row slider of product pictures (`[row type=slider]` / the product shortcodes' slider,
 * inc/helpers/helpers-shortcode.php: `.row.slider.row-slider`, its images as Flatsome's lazy-load extension prints
 * them: a blank `src`, the real one in `data-src`), and "Count Up Number" spans (`span.count-up`, the editor format of
 * inc/structure/structure-admin.php). Right to left in the `?rtl=1` mode, as `is_rtl()` makes Flatsome print them.
 */
import { html, type Html } from '../html'
import { gallery, permalink, products } from '../catalogue'
import type { RequestContext } from '../context'

const options = (o: Record<string, unknown>): string => JSON.stringify(o)

/** Flatsome's lazy-load extension's placeholder: an empty SVG of the image's proportions. */
const blank = 'data:image/svg+xml,%3Csvg%20viewBox%3D%220%200%20300%20300%22%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%3E%3C%2Fsvg%3E'

const banners = [
  { title: 'Talvekollektsioon', text: 'Soojad villased asjad pikkadeks õhtuteks.', link: '/pood/', key: 'banner-talv' },
  { title: 'Saunanädal', text: 'Linased saunalinad ja -mütsid soodsamalt.', link: '/pood/', key: 'banner-saun' },
  { title: 'Kingiideed', text: 'Väike meene, mis tuleb käsitööna.', link: '/kasulik-info/', key: 'banner-kink' },
]

/**
 * A `[ux_slider]` of three banners, each a heading, a line and a link: Flatsome's defaults (centered, wrap-around,
 * adaptive height, dots; `timer` `autoPlay` ms when `auto_slide` is on) with `autoPlay: true` (Flickity's 3 s).
 */
export function bannerSlider(ctx: RequestContext, id: string): Html {
  const flickity = { cellAlign: 'center', imagesLoaded: true, lazyLoad: 1, freeScroll: false, wrapAround: true, autoPlay: true, pauseAutoPlayOnHover: true, prevNextButtons: false, contain: true, adaptiveHeight: true, dragThreshold: 10, percentPosition: true, pageDots: true, rightToLeft: ctx.rtl, draggable: true, selectedAttraction: 0.1, parallax: 0, friction: 0.6 }
  return html`<div class="slider-wrapper relative" id="${id}"><div class="slider slider-nav-dots-simple slider-nav-circle slider-nav-large slider-nav-light slider-style-normal" data-flickity-options="${options(flickity)}">${banners.map(
    (b, i) => html`<div class="banner has-hover" id="${id}-banner-${i + 1}"><div class="banner-inner fill"><div class="banner-bg fill"><img src="/wp-content/uploads/${b.key}-1200x400.svg" width="1200" height="400" class="bg" alt=""></div><div class="banner-layers container"><div class="text-box banner-layer"><h2>${b.title}</h2><p>${b.text}</p><a class="button primary" href="${b.link}">Vaata lähemalt</a></div></div></div></div>`,
  )}</div><div class="loading-spin dark large centered"></div></div>`
}

/**
 * A row slider of six product pictures, four to a view (`groupCells: "100%"`, left-aligned, arrows and dots, no
 * autoplay), their images lazy (Flatsome's lazy-load extension).
 */
export function productRowSlider(ctx: RequestContext, id: string): Html {
  const flickity = { imagesLoaded: true, groupCells: '100%', dragThreshold: 5, cellAlign: 'left', wrapAround: false, prevNextButtons: true, percentPosition: true, pageDots: true, rightToLeft: ctx.rtl, autoPlay: false }
  return html`<div class="row large-columns-4 medium-columns-3 small-columns-2 row-small slider row-slider slider-nav-reveal slider-nav-push" id="${id}" data-flickity-options="${options(flickity)}">${products.slice(0, 6).map((p) => {
    const img = gallery(p)[0]!
    return html`<div class="col"><div class="col-inner"><a href="${permalink(p)}"><img width="300" height="300" src="${blank}" data-src="${img.thumb}" data-srcset="${img.srcset}" sizes="(max-width: 300px) 100vw, 300px" class="lazy-load attachment-woocommerce_thumbnail" alt="${p.name}"></a><p class="name product-title"><a href="${permalink(p)}">${p.name}</a></p></div></div>`
  })}</div>`
}

/** Three figures with "Count Up Number" spans: grouped thousands, a decimal comma with a suffix, a plain number. */
export const countUps = (): Html =>
  html`<div class="row count-ups"><div class="col"><p><span class="count-up">1 500</span>+ rahulolevat klienti</p></div><div class="col"><p><span class="count-up">98,5</span>% tellimustest kohal 3 päevaga</p></div><div class="col"><p><span class="count-up">12</span> aastat käsitööd</p></div></div>`

/**
 * The showcase of this part (`/naidised/`, and any page that wants it): the banner slider at the top, a stretch of
 * text, the row slider and the count-ups below the fold.
 */
export const sliderShowcase = (ctx: RequestContext): Html =>
  html`${bannerSlider(ctx, 'slider-naidis')}<section class="naidised-tekst"><h2>Meie lugu</h2><p>Alustasime väikese töötoana ja teeme siiani iga asja käsitsi, Eesti villast ja linast.</p></section><h2>Tooted</h2>${productRowSlider(ctx, 'tooted-slider')}<h2>Arvudes</h2>${countUps()}`
