/**
 * What a real page prints for scripts to read: Saar's settings JSON (the RawSettings contract of src/settings.ts)
 * and the globals the theme and the plugins localize — only those of scripts that are on the page: the data of the
 * stock scripts Saar's plugin replaces goes with them, and the stand-ins of the stock scripts that stay (stock.ts)
 * get theirs from here. wp_localize_script turns top-level scalars into strings (true → "1", false → "",
 * 5000 → "5000") and leaves nested values alone; `localize` does the same, so Saar meets exactly what WordPress prints.
 */
import { priceSliderParams } from './parts/price-filter'
import { html, raw, scriptJson, type Html } from './html'
import { antiSpamFields, md5, nonce, nonceActions } from './visitors'
import { accountPaths, ajaxUrl, cartUrl, checkoutUrl, restUrl, wcAjaxUrl, type PageType, type RequestContext } from './context'
import { addressI18nParams, countrySelectParams } from './parts/addresses'
import { site } from './catalogue'
import type { RawSettings } from '../../src/settings'
import { isEditor } from './parts/flatsome-block'
import { zotaboxFaultyDomainId } from './third-party'

type Dict = Record<string, unknown>

/** wp_localize_script's string conversion of top-level scalars. */
export function localizeValues(values: Dict): Dict {
  const out: Dict = {}
  for (const [k, v] of Object.entries(values)) {
    out[k] = typeof v === 'boolean' ? (v ? '1' : '') : typeof v === 'number' ? String(v) : v
  }
  return out
}

/**
 * One `var name = {...};` inline script, as WordPress prints localized data: `<script id="<handle>-js-extra">` right
 * before the script of that handle (the handle defaults to the variable's name with dashes).
 */
export const localize = (name: string, values: Dict, handle = name.replace(/_/g, '-')): Html =>
  html`<script id="${handle}-js-extra">var ${raw(name)} = ${scriptJson(localizeValues(values))};</script>\n`

/** The zotabox domain id of the shop (its first two characters make the path, as the embed snippet does). */
export const zotaboxDomainId = 'a1b2c3d4e5f60718'

export function settingsJson(ctx: RequestContext, pageType: PageType, assets: Record<string, string>, integrity?: Record<string, string>): RawSettings {
  const tp = ctx.config.thirdPartyUrl
  return {
    locale: ctx.lang,
    siteTitle: site.title,
    homeUrl: '/',
    ajaxUrl,
    wcAjaxUrl,
    restUrl,
    restNonce: nonce(ctx.visitor, nonceActions.dismissBanner),
    cartUrl,
    checkoutUrl,
    isCart: pageType === 'cart',
    isCheckout: pageType === 'checkout',
    cartRedirectAfterAdd: false,
    antiSpam: antiSpamFields(ctx.visitor),
    // The site's wording of what the removed stock scripts said (an English site's is Saar's own English).
    i18n: ctx.lang === 'et' ? stockText : {},
    // What the WordPress plugin prints (Saar_Settings::default_nonces): WooCommerce's four, on cart and checkout
    // only. Other plugins' nonces stay in their own globals (dpd, pysOptions, …), where the islands read them.
    nonces:
      pageType === 'cart' || pageType === 'checkout'
        ? {
            updateOrderReview: nonce(ctx.visitor, nonceActions.updateOrderReview),
            applyCoupon: nonce(ctx.visitor, nonceActions.applyCoupon),
            removeCoupon: nonce(ctx.visitor, nonceActions.removeCoupon),
            updateShippingMethod: nonce(ctx.visitor, nonceActions.updateShippingMethod),
          }
        : {},
    assets,
    // On the checkout, the on-demand files' integrity hashes (Saar_Integrity), which src/loader.ts sets on them.
    ...(integrity ? { integrity } : {}),
    features: {
      thirdParty: { origin: tp },
      theme: { cartStyle: 'dropdown' },
      // What the plugin prints in place of the data of WooCommerce's password meter and cart fragments, which it
      // replaced (Saar_Settings::replaced_params): the account feature's `password` script and the cart script run
      // on every page.
      ...passwordRules(ctx),
      // wc_single_product_params.review_rating_required where Saar's product script replaced single-product.js.
      ...(pageType === 'product' || pageType === 'post' ? { product: { reviewRatingRequired: true } } : {}),
      cart: fragmentParams(ctx),
      // The widgets' captcha library and share-count services, the stand-in's in place of Google's, Pinterest's and
      // LinkedIn's (islands/widgets/platform/helpers.ts); the shop's chat contacts. ?widgets=faulty: the stand-in
      // host's second domain, whose data adds widgets that fail (third-party.ts).
      widgets: {
        domainSecureId: ctx.url.searchParams.get('widgets') === 'faulty' ? zotaboxFaultyDomainId : zotaboxDomainId,
        staticUrl: `${tp}/zotabox/static`,
        captchaUrl: `${tp}/recaptcha/api.js`,
        pinterestCountUrl: `${tp}/share/pinterest`,
        linkedinCountUrl: `${tp}/share/linkedin`,
        ...chatContacts(ctx),
      },
      // The popup's geolocation service, over TLS (Saar calls none over http); `?wn_geo=http` prints the http one.
      notification: { geolocationUrl: `${ctx.url.searchParams.get('wn_geo') === 'http' ? tp : (ctx.config.thirdPartyTlsUrl ?? tp)}/geo/json` },
    },
  }
}

/**
 * The shop's chat contacts (`features.widgets.chat`, the owner's Messenger page and WhatsApp number, for the chat
 * launcher): both by default; `?chat=messenger` or `?chat=whatsapp` just one, `?chat=0` none. The plugin prints them
 * already reduced (`saarekasitoo`, `37255551234`); these are as an owner types them, or as Saar enqueued by hand may
 * get them, which the launcher must read as well.
 */
function chatContacts(ctx: RequestContext): Dict {
  const only = ctx.url.searchParams.get('chat')
  if (only === '0') return {}
  const both = { messenger: 'https://www.facebook.com/saarekasitoo', whatsapp: '+372 5555 1234' }
  return { chat: only === 'messenger' || only === 'whatsapp' ? { [only]: both[only] } : both }
}

/** The settings element: JSON inside a script element, with `<` escaped. */
export const settingsScript = (settings: RawSettings): Html =>
  html`<script type="application/json" id="saar-settings">${scriptJson(settings)}</script>\n`

/**
 * The shop's (Estonian) translations of the strings the replaced stock scripts carried in their localized data, by
 * Saar's message key. Saar's plugin prints them in the settings' `i18n` when it removes those handles, so the site's
 * wording stays; the stand-ins of stock scripts print them in their own data.
 */
const stockText = {
  viewCart: 'Vaata ostukorvi',
  passwordShow: 'Näita parooli',
  passwordHide: 'Peida parool',
  noMatchingVariations: 'Kahjuks ei vasta ükski toode sinu valikule. Palun proovi teistsugust kombinatsiooni.',
  makeASelection: 'Palun vali enne ostukorvi lisamist mõned toote omadused.',
  unavailableVariation: 'Kahjuks see toode pole saadaval. Palun vali teistsugune kombinatsioon.',
  resetAlert: 'Sinu valik on lähtestatud. Palun vali enne ostukorvi lisamist mõned toote omadused.',
  requiredRating: 'Palun vali hinnang',
  passwordError: 'Palun sisesta keerukam salasõna.',
  passwordHint: 'Vihje: salasõna peaks olema vähemalt kaksteist tähemärki pikk. Tugevama salasõna jaoks kasuta suur- ja väiketähti, numbreid ja sümboleid nagu ! " ? $ % ^ & ).',
}

/** woocommerce.js's localized data (handle `woocommerce`). */
export const woocommerceParams = (): Dict => ({ ajax_url: ajaxUrl, wc_ajax_url: wcAjaxUrl, i18n_password_show: stockText.passwordShow, i18n_password_hide: stockText.passwordHide })

/** single-product.js's localized data (handle `wc-single-product`): the theme supports zoom, slider and lightbox. */
export const singleProductParams = (ctx: RequestContext): Dict => ({
  i18n_required_rating_text: stockText.requiredRating,
  i18n_rating_options: ['1 / 5 tärni', '2 / 5 tärni', '3 / 5 tärni', '4 / 5 tärni', '5 / 5 tärni'],
  i18n_product_gallery_trigger_text: 'Vaata täisekraanil pildigaleriid',
  review_rating_required: 'yes',
  flexslider: { rtl: ctx.rtl, animation: 'slide', smoothHeight: true, directionNav: false, controlNav: 'thumbnails', slideshow: false, animationSpeed: 500, animationLoop: false, allowOneSlide: false },
  zoom_enabled: true,
  zoom_options: [],
  photoswipe_enabled: true,
  photoswipe_options: { shareEl: false, closeOnScroll: false, history: false, hideAnimationDuration: 0, showAnimationDuration: 0 },
  flexslider_enabled: true,
})

/** cart.js's localized data (handle `wc-cart`, WooCommerce 9.9.5). */
export const cartParams = (ctx: RequestContext): Dict => ({
  ajax_url: ajaxUrl,
  wc_ajax_url: wcAjaxUrl,
  update_shipping_method_nonce: nonce(ctx.visitor, nonceActions.updateShippingMethod),
  apply_coupon_nonce: nonce(ctx.visitor, nonceActions.applyCoupon),
  remove_coupon_nonce: nonce(ctx.visitor, nonceActions.removeCoupon),
})

/** checkout.js's localized data (handle `wc-checkout`). */
export const checkoutParams = (ctx: RequestContext): Dict => ({
  ajax_url: ajaxUrl, wc_ajax_url: wcAjaxUrl,
  update_order_review_nonce: nonce(ctx.visitor, nonceActions.updateOrderReview),
  apply_coupon_nonce: nonce(ctx.visitor, nonceActions.applyCoupon),
  remove_coupon_nonce: nonce(ctx.visitor, nonceActions.removeCoupon),
  option_guest_checkout: 'yes',
  checkout_url: '/?wc-ajax=checkout',
  is_checkout: 1,
  debug_mode: false,
  i18n_checkout_error: 'Tellimuse töötlemisel tekkis viga. Palun kontrolli, kas kaardilt on raha maha võetud, ja võta meiega ühendust, kui see nii on.',
})

/**
 * The password rules, on every page: the account feature's `password` script runs there (the header account popup's
 * register form, on every page but the checkout and the account pages, has its meter).
 */
function passwordRules(ctx: RequestContext): { account: { minPasswordStrength: number; stopCheckout: boolean } } {
  const params = ctx.url.searchParams
  // The shop lowered WooCommerce's minimum 3 to 0 (woocommerce_min_password_strength); tests raise it with
  // ?min_password_strength=3 and enforce it at checkout with ?stop_checkout=1.
  return { account: { minPasswordStrength: Number(params.get('min_password_strength') ?? 0) || 0, stopCheckout: params.get('stop_checkout') === '1' } }
}

/** wc_cart_fragments_params as WooCommerce computes them: keys named after the site and the theme (Flatsome). */
function fragmentParams(ctx: RequestContext): { fragment_name: string; cart_hash_key: string; request_timeout: number } {
  const key = md5(`1_${ctx.config.shopUrl}/flatsome`)
  return { fragment_name: `wc_fragments_${key}`, cart_hash_key: `wc_cart_hash_${key}`, request_timeout: 5000 }
}

/**
 * The popup's settings a test asks for. `?wn=virtual`: the plugin's virtual mode (`billing` 0) with its "Auto Detect"
 * address (`detect` 0, the visitor's place geolocated) and virtual first names, base64 as the plugin prints them.
 * (`detect` is the plugin's Address setting: 0 Auto Detect, 1 Virtual; the default `true` above prints "1".)
 * `?wn_per_page=`, `?wn_loop=0`: the total and the loop.
 */
function notificationMode(ctx: RequestContext): Dict {
  const q = ctx.url.searchParams
  const b64 = (name: string): string => Buffer.from(name, 'utf8').toString('base64')
  return {
    ...(q.get('wn') === 'virtual' && { billing: false, detect: 0, names: ['Kati', 'Mati'].map(b64), time: 5 }),
    ...(q.has('wn_per_page') && { notification_per_page: Number(q.get('wn_per_page')) }),
    ...(q.get('wn_loop') === '0' && { loop: false }),
  }
}

/**
 * Whether WooCommerce's address scripts (country-select.js, address-i18n.js) are on the page, and with them their data:
 * the cart and the checkout (wc-cart and wc-checkout depend on them) and the account's edit-address page (its
 * shortcode enqueues them).
 */
export const hasAddressScripts = (ctx: RequestContext, pageType: PageType): boolean =>
  pageType === 'cart' || pageType === 'checkout' || (pageType === 'account' && ctx.url.pathname === accountPaths.editAddress)

/** What a page's content printed that enqueues a script as it renders (the layout's page options pass it on). */
export interface PrintedWidgets {
  /** WooCommerce's price filter widget (wc-price-slider). */
  priceFilter?: boolean | undefined
}

/**
 * The localized globals every page prints in every mode: the theme's (`flatsomeVars`), and those of the scripts
 * Saar does not replace — DPD's, WordPress's password-meter strings, the notification popup's.
 *
 * Not printed: the data of the stock scripts Saar replaces (woocommerce.js, add-to-cart.js, cart-fragments.js,
 * add-to-cart-variation.js, single-product.js, WooCommerce's password meter). Saar's plugin removes those handles
 * and their data goes with them; what Saar needs of it is in the settings JSON. The stand-ins of the stock scripts
 * that stay on a real shop print their own data beside them (stock.ts).
 */
export function stockGlobals(ctx: RequestContext, pageType: PageType, printed: PrintedWidgets = {}): Html {
  const out: Html[] = [
    localize('flatsomeVars', {
      theme: { version: '3.14.3' }, ajaxurl: ajaxUrl, rtl: ctx.rtl, sticky_height: 70, stickyHeaderHeight: 0, scrollPaddingTop: 0,
      assets_url: '/wp-content/themes/flatsome/assets/js/',
      lightbox: { close_markup: '<button title="Sulge (Esc)" type="button" class="mfp-close"><svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 24 24" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12" stroke="currentColor" stroke-width="2"/></svg></button>', close_btn_inside: false },
      user: { can_edit_pages: isEditor(ctx) },
      i18n: { mainMenu: 'Peamenüü', toggleButton: 'Lülita' },
      options: { cookie_notice_version: '1', swatches_layout: false, swatches_disable_deselect: false, swatches_box_select_event: false, swatches_box_behavior_selected: false, swatches_box_update_urls: '1', swatches_box_reset: false, swatches_box_reset_limited: false, swatches_box_reset_extent: false, swatches_box_reset_time: 300, search_result_latency: '0', header_nav_vertical_fly_out_frontpage: 1 },
      is_mini_cart_reveal: false,
    }, 'flatsome-js'),
  ]
  // checkout.js's data, which Saar reads and the plugin keeps on its `wc-checkout` alias where it replaced the file;
  // where the file stays (stock mode, a gateway that depends on it) the stand-in prints it with its file (stock.ts).
  if (pageType === 'checkout' && !ctx.stock && !ctx.gatewayNeedsCheckoutJs) out.push(localize('wc_checkout_params', checkoutParams(ctx), 'wc-checkout'))
  if (pageType === 'checkout')
    // DPD Baltic's own script data (wp_localize_script(…, 'dpd', …) in its public class): set_checkout_session's nonce.
    out.push(localize('dpd', { fe_ajax_nonce: nonce(ctx.visitor, nonceActions.feAjax), ajax_url: ajaxUrl }))
  // WooCommerce's address scripts' data, which Saar reads and the plugin keeps on its aliases.
  if (hasAddressScripts(ctx, pageType))
    out.push(localize('wc_country_select_params', countrySelectParams(), 'wc-country-select'), localize('wc_address_i18n_params', addressI18nParams(), 'wc-address-i18n'))
  // cart.js's data (WC_Frontend_Scripts, `wc-cart`): where Saar's plugin replaced cart.js its alias keeps it, and
  // Saar's cart page reads its nonces; with `?stock=1` the stand-in of cart.js uses it.
  if (pageType === 'cart') out.push(localize('wc_cart_params', cartParams(ctx), 'wc-cart'))
  // The price filter widget's money format, which the plugin keeps on its `wc-price-slider` alias (Saar writes the
  // prices with it) and the stand-in of price-slider.js reads in stock mode: where the widget printed, as
  // WooCommerce enqueues wc-price-slider while the widget renders. (WooCommerce enqueues it just before the check that
  // drops a widget whose prices meet; the stand-in ties both to the widget printing, and none of its listings meets.)
  if (printed.priceFilter) out.push(localize('woocommerce_price_slider_params', priceSliderParams, 'wc-price-slider'))
  if (pageType === 'checkout' || pageType === 'account')
    out.push(localize('pwsL10n', { unknown: 'Salasõna tugevus teadmata', short: 'Väga nõrk', bad: 'Nõrk', good: 'Keskmine', strong: 'Tugev', mismatch: 'Ei kattu' }, 'password-strength-meter'))
  if (pageType !== 'checkout' && pageType !== 'cart' && pageType !== 'account')
    out.push(
      localize('_woocommerce_notification_params', {
        str_about: 'Umbes', str_ago: 'tagasi', str_day: 'päev', str_days: 'päeva', str_hour: 'tund', str_hours: 'tundi', str_min: 'minut', str_mins: 'minutit', str_secs: 'sekundit', str_few_sec: 'Mõni sekund',
        time_close: 24, show_close: true, display_effect: 'fade-in', hidden_effect: 'fade-out', redirect_target: false, image: true,
        messages: ['{first_name} ({city}) ostis {product_with_link} {time_ago}'],
        message_custom: '{number} inimest vaatab seda toodet praegu', message_number_min: 100, message_number_max: 200,
        detect: true, time: 10, names: [], cities: [], country: 'Eesti', billing: true, initial_delay: 5, notification_per_page: 30, display_time: 5, next_time: 60, loop: true,
        ajax_url: ajaxUrl, nonce: nonce(ctx.visitor, nonceActions.notification),
        ...notificationMode(ctx),
      }),
    )
  return html`${out}`
}
