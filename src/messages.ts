/**
 * Every user-visible string, Estonian (the default) and English. The spec's Estonian strings ('Palun vali hinnang',
 * 'Palun sisesta keerukam salasõna.') and its English strings are verbatim. Each message is its own export, so a
 * script carries only the strings it uses; `t()` picks the page's language and any override from settings by `key`.
 * This module is data: the build bundles it into each script rather than sharing it through the runtime.
 */
import type { Message } from './i18n'

export const storeNotice: Message = { key: 'storeNotice', et: 'Poe teade', en: 'Store notice' }
export const dismiss: Message = { key: 'dismiss', et: 'Sulge', en: 'Dismiss' }
export const noticeDismissed: Message = { key: 'noticeDismissed', et: 'Teade on suletud.', en: 'Notice dismissed.' }
export const passwordShow: Message = { key: 'passwordShow', et: 'Näita parooli', en: 'Show password' }
export const passwordHide: Message = { key: 'passwordHide', et: 'Peida parool', en: 'Hide password' }
export const pleaseWait: Message = { key: 'pleaseWait', et: 'Palun oota...', en: 'Please wait...' }
export const close: Message = { key: 'close', et: 'Sulge', en: 'Close' }
export const closeEsc: Message = { key: 'closeEsc', et: 'Sulge (Esc)', en: 'Close (Esc)' }
export const mainMenu: Message = { key: 'mainMenu', et: 'Peamenüü', en: 'Main Menu' }
export const toggleButton: Message = { key: 'toggleButton', et: 'Lülita', en: 'Toggle' }
export const menuBack: Message = { key: 'menuBack', et: 'Tagasi', en: 'Back' }
/** A submenu's toggle in the mobile menu, named by its parent item. */
export const submenu: Message = { key: 'submenu', et: '{title}: alammenüü', en: '{title}: submenu' }
/** An off-canvas panel whose trigger and content give it no name. */
export const panel: Message = { key: 'panel', et: 'Paneel', en: 'Panel' }
export const editBlock: Message = { key: 'editBlock', et: 'Muuda plokki: {title}', en: 'Edit Block: {title}' }
export const editWithBuilder: Message = { key: 'editWithBuilder', et: 'Muuda UX Builderis', en: 'Edit with UX Builder' }
export const editInBackend: Message = { key: 'editInBackend', et: 'Muuda halduslehel', en: 'Edit in backend' }
export const sectionNavigation: Message = { key: 'sectionNavigation', et: 'Lehe osad', en: 'Page sections' }
export const ordersTable: Message = { key: 'ordersTable', et: 'Tellimused', en: 'Orders' }
export const chooseAnOption: Message = { key: 'chooseAnOption', et: 'Vali variant', en: 'Choose an option' }
export const clear: Message = { key: 'clear', et: 'Tühjenda', en: 'Clear' }
export const clearOptions: Message = { key: 'clearOptions', et: 'Tühjenda valikud', en: 'Clear options' }
export const resetAlert: Message = { key: 'resetAlert', et: 'Toote valikud on tühjendatud', en: 'Product options cleared' }
export const makeASelection: Message = { key: 'makeASelection', et: 'Palun vali enne toote ostukorvi lisamist toote omadused.', en: 'Please select some product options before adding this product to your cart.' }
export const unavailableVariation: Message = { key: 'unavailableVariation', et: 'Vabandame, see toode pole saadaval. Palun vali teine kombinatsioon.', en: 'Sorry, this product is unavailable. Please choose a different combination.' }
export const noMatchingVariations: Message = { key: 'noMatchingVariations', et: 'Vabandame, sinu valikule ei vasta ükski toode. Palun vali teine kombinatsioon.', en: 'Sorry, no products matched your selection. Please choose a different combination.' }
export const variationLoadFailed: Message = { key: 'variationLoadFailed', et: 'Valitud variandi andmeid ei õnnestunud laadida.', en: 'The details of the chosen option could not be loaded.' }
export const tryAgain: Message = { key: 'tryAgain', et: 'Proovi uuesti', en: 'Try again' }
export const requiredRating: Message = { key: 'requiredRating', et: 'Palun vali hinnang', en: 'Please select a rating' }
export const rateOutOf: Message = { key: 'rateOutOf', et: 'Hinnang {n} viiest', en: 'Rate {n} out of 5' }
export const productQuantity: Message = { key: 'productQuantity', et: 'Toote kogus', en: 'Product quantity' }
export const increaseQuantity: Message = { key: 'increaseQuantity', et: 'Suurenda kogust', en: 'Increase quantity' }
export const decreaseQuantity: Message = { key: 'decreaseQuantity', et: 'Vähenda kogust', en: 'Decrease quantity' }
export const loadingImage: Message = { key: 'loadingImage', et: 'Pilti laaditakse', en: 'Loading image' }
export const imageLoadFailedZoom: Message = { key: 'imageLoadFailedZoom', et: 'Pilti ei õnnestunud laadida', en: 'The image could not be loaded' }
export const imageLoadFailedViewer: Message = { key: 'imageLoadFailedViewer', et: 'Pilti ei õnnestunud laadida.', en: 'The image could not be loaded.' }
export const imageLoadFailedLightbox: Message = { key: 'imageLoadFailedLightbox', et: 'Pilti #%curr% ei õnnestunud laadida.', en: 'The image #%curr% could not be loaded.' }
export const openImage: Message = { key: 'openImage', et: 'Ava pildigalerii täisekraanil', en: 'View full-screen image gallery' }
export const previous: Message = { key: 'previous', et: 'Eelmine', en: 'Previous' }
export const next: Message = { key: 'next', et: 'Järgmine', en: 'Next' }
export const addToCart: Message = { key: 'addToCart', et: 'Lisa korvi', en: 'Add to cart' }
export const viewCart: Message = { key: 'viewCart', et: 'Vaata ostukorvi', en: 'View cart' }
export const addedToCart: Message = { key: 'addedToCart', et: '„{name}“ on lisatud ostukorvi.', en: '“{name}” has been added to your cart.' }
export const removedFromCart: Message = { key: 'removedFromCart', et: '„{name}“ on ostukorvist eemaldatud.', en: '“{name}” has been removed from your cart.' }
export const addToCartFailed: Message = { key: 'addToCartFailed', et: 'Toodet ei õnnestunud ostukorvi lisada. Palun proovi uuesti.', en: 'The product could not be added to the cart. Please try again.' }
/** The cart page's calls that failed (no answer, or none the shop would give): what the shopper typed stays. */
export const cartUpdateFailed: Message = { key: 'cartUpdateFailed', et: 'Ostukorvi ei õnnestunud uuendada. Kontrolli ühendust ja proovi uuesti.', en: 'The cart could not be updated. Check your connection and try again.' }
export const couponFailed: Message = { key: 'couponFailed', et: 'Kupongi ei õnnestunud kasutada. Kontrolli ühendust ja proovi uuesti.', en: 'The coupon could not be applied. Check your connection and try again.' }
export const couponRemoveFailed: Message = { key: 'couponRemoveFailed', et: 'Kupongi ei õnnestunud eemaldada. Kontrolli ühendust ja proovi uuesti.', en: 'The coupon could not be removed. Check your connection and try again.' }
export const shippingFailed: Message = { key: 'shippingFailed', et: 'Tarneviisi ei õnnestunud muuta. Kontrolli ühendust ja proovi uuesti.', en: 'The shipping method could not be changed. Check your connection and try again.' }
export const quickView: Message = { key: 'quickView', et: 'Kiirvaade', en: 'Quick View' }
export const search: Message = { key: 'search', et: 'Otsi', en: 'Search' }
export const searchProducts: Message = { key: 'searchProducts', et: 'Otsi tooteid', en: 'Search products' }
export const noResults: Message = { key: 'noResults', et: 'Tulemusi ei leitud', en: 'No results' }
export const chooseTerminal: Message = { key: 'chooseTerminal', et: 'Vali pakiautomaat', en: 'Choose a pickup point' }
export const searchTerminal: Message = { key: 'searchTerminal', et: 'Otsi linna, tänava või nime järgi', en: 'Search by city, street or name' }
export const loadMore: Message = { key: 'loadMore', et: 'Näita rohkem', en: 'Load more' }
export const passwordUnknown: Message = { key: 'passwordUnknown', et: 'Parooli tugevus on teadmata', en: 'Password strength unknown' }
export const passwordShort: Message = { key: 'passwordShort', et: 'Väga nõrk', en: 'Very weak' }
export const passwordBad: Message = { key: 'passwordBad', et: 'Nõrk', en: 'Weak' }
export const passwordGood: Message = { key: 'passwordGood', et: 'Keskmine', en: 'Medium' }
export const passwordStrong: Message = { key: 'passwordStrong', et: 'Tugev', en: 'Strong' }
export const passwordMismatch: Message = { key: 'passwordMismatch', et: 'Paroolid ei kattu, palun sisesta need uuesti.', en: 'Your passwords do not match, please re-enter them.' }
export const passwordError: Message = { key: 'passwordError', et: 'Palun sisesta keerukam salasõna.', en: 'Please enter a stronger password.' }
export const passwordHint: Message = { key: 'passwordHint', et: 'Vihje: parool peaks olema vähemalt kaksteist tähemärki pikk. Tugevama parooli jaoks kasuta suuri ja väikesi tähti, numbreid ning sümboleid, nagu ! " ? $ % ^ & ).', en: 'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ & ).' }
export const providerNoWebview: Message = { key: 'providerNoWebview', et: 'Valitud teenusepakkuja ei toeta rakendusesiseseid brausereid!', en: "The selected provider doesn't support embedded browsers!" }
export const redirectTitle: Message = { key: 'redirectTitle', et: 'Oota hetk', en: 'Hold On' }
export const redirectText: Message = { key: 'redirectText', et: 'Sind suunatakse teisele lehele, see võib võtta mõne sekundi.', en: 'You are being redirected to another page, it may take a few seconds.' }
export const noRenderer: Message = { key: 'noRenderer', et: 'Esitajat ei leitud', en: 'No renderer found' }
export const mediaCannotPlay: Message = { key: 'mediaCannotPlay', et: 'Seda faili ei saa siin esitada. Laadi see alla:', en: 'This media cannot be played here. Download it instead:' }
export const mediaDownloadFile: Message = { key: 'mediaDownloadFile', et: 'Laadi fail alla', en: 'Download File' }
export const justNow: Message = { key: 'justNow', et: 'just praegu', en: 'just now' }
export const minutesAgo: Message = { key: 'minutesAgo', et: '{n} minutit tagasi', en: '{n} minutes ago' }
export const hoursAgo: Message = { key: 'hoursAgo', et: '{n} tundi tagasi', en: '{n} hours ago' }
export const timeAbout: Message = { key: 'timeAbout', et: 'Umbes', en: 'About' }
export const timeAgo: Message = { key: 'timeAgo', et: 'tagasi', en: 'ago' }
export const timeDay: Message = { key: 'timeDay', et: 'päev', en: 'day' }
export const timeDays: Message = { key: 'timeDays', et: 'päeva', en: 'days' }
export const timeHour: Message = { key: 'timeHour', et: 'tund', en: 'hour' }
export const timeHours: Message = { key: 'timeHours', et: 'tundi', en: 'hours' }
export const timeMinute: Message = { key: 'timeMinute', et: 'minut', en: 'minute' }
export const timeMinutes: Message = { key: 'timeMinutes', et: 'minutit', en: 'minutes' }
export const timeSeconds: Message = { key: 'timeSeconds', et: 'sekundit', en: 'seconds' }
export const timeFewSeconds: Message = { key: 'timeFewSeconds', et: 'Mõni sekund', en: 'a few seconds' }
export const selectNoResults: Message = { key: 'selectNoResults', et: 'Tulemusi ei leitud', en: 'No results found' }
export const selectErrorLoading: Message = { key: 'selectErrorLoading', et: 'Tulemusi ei õnnestunud laadida.', en: 'The results could not be loaded.' }
export const selectInputTooShort: Message = { key: 'selectInputTooShort', et: 'Palun sisesta vähemalt {n} tähemärki', en: 'Please enter {n} or more characters' }
export const selectInputTooLong: Message = { key: 'selectInputTooLong', et: 'Palun kustuta {n} tähemärki', en: 'Please delete {n} characters' }
export const selectMaximumSelected: Message = { key: 'selectMaximumSelected', et: 'Saad valida kuni {n} kirjet', en: 'You can only select {n} items' }
export const selectSearching: Message = { key: 'selectSearching', et: 'Otsin…', en: 'Searching…' }
export const selectLoadingMore: Message = { key: 'selectLoadingMore', et: 'Laadin veel tulemusi…', en: 'Loading more results…' }
export const galleryDialog: Message = { key: 'galleryDialog', et: 'Pildigalerii', en: 'Image gallery' }
export const imageDialog: Message = { key: 'imageDialog', et: 'Pilt', en: 'Image' }
export const videoDialog: Message = { key: 'videoDialog', et: 'Video', en: 'Video' }
export const imageOfTotal: Message = { key: 'imageOfTotal', et: 'Pilt {n}/{total}', en: 'Image {n} of {total}' }
export const openImageFile: Message = { key: 'openImageFile', et: 'Ava pilt', en: 'Open the image' }
export const replyCancelled: Message = { key: 'replyCancelled', et: 'Vastamine tühistatud', en: 'Reply cancelled' }
export const cartPanelTitle: Message = { key: 'cartPanelTitle', et: 'Ostukorv', en: 'Cart' }
export const groupedQuantityNeeded: Message = { key: 'groupedQuantityNeeded', et: 'Palun vali kogused toodetele, mida soovid ostukorvi lisada.', en: 'Please choose the quantity of items you wish to add to your cart…' }
export const searchSuggestions: Message = { key: 'searchSuggestions', et: 'Otsingusoovitused', en: 'Search suggestions' }
export const searchResultCount: Message = { key: 'searchResultCount', et: 'Leitud tulemusi: {n}', en: 'Results found: {n}' }
export const brandResultsUpdated: Message = { key: 'brandResultsUpdated', et: 'Tulemused on uuendatud', en: 'Results updated' }
export const brandResultsFailed: Message = { key: 'brandResultsFailed', et: 'Tulemusi ei õnnestunud uuendada. Palun proovi uuesti.', en: 'The results could not be updated. Please try again.' }
export const pickupFound: Message = { key: 'pickupFound', et: 'Leitud pakiautomaate: {n}', en: 'Pickup points found: {n}' }
export const pickupChosen: Message = { key: 'pickupChosen', et: 'Valitud: {name}', en: 'Selected: {name}' }
export const pickupNone: Message = { key: 'pickupNone', et: 'Pakiautomaat on valimata', en: 'No pickup point selected' }
export const pickupSaveFailed: Message = { key: 'pickupSaveFailed', et: 'Pakiautomaadi valikut ei õnnestunud salvestada. Palun vali uuesti.', en: 'The pickup point could not be saved. Please choose it again.' }
export const pickupClear: Message = { key: 'pickupClear', et: 'Tühjenda pakiautomaadi valik', en: 'Clear the pickup point' }
export const quickViewFailed: Message = { key: 'quickViewFailed', et: 'Kiirvaadet ei õnnestunud avada. Palun proovi uuesti.', en: 'The quick view could not be opened. Please try again.' }
export const goToSlide: Message = { key: 'goToSlide', et: 'Näita pilti {n}', en: 'Go to slide {n}' }
export const consentBanner: Message = { key: 'consentBanner', et: 'Küpsiste nõusolek', en: 'Cookie consent' }
export const consentText: Message = {
  key: 'consentText',
  et: 'Kasutame küpsiseid, et mõista, kuidas poodi kasutatakse, ja näidata sulle asjakohaseid reklaame. Sinu nõusolekuta me neid ei kasuta.',
  en: 'We use cookies to understand how the shop is used and to show you relevant ads. Without your consent we use none of them.',
}
export const consentAccept: Message = { key: 'consentAccept', et: 'Luba kõik', en: 'Accept all' }
export const consentReject: Message = { key: 'consentReject', et: 'Keeldu', en: 'Reject' }
export const consentChoose: Message = { key: 'consentChoose', et: 'Vali ise', en: 'Choose' }
export const consentChoices: Message = { key: 'consentChoices', et: 'Küpsiste valik', en: 'Cookie choices' }
export const consentAnalytics: Message = { key: 'consentAnalytics', et: 'Analüütika', en: 'Analytics' }
export const consentAnalyticsHelp: Message = { key: 'consentAnalyticsHelp', et: 'Loendab külastusi ja näitab meile, kuidas poodi kasutatakse.', en: 'Counts visits and shows us how the shop is used.' }
export const consentMarketing: Message = { key: 'consentMarketing', et: 'Turundus', en: 'Marketing' }
export const consentMarketingHelp: Message = {
  key: 'consentMarketingHelp',
  et: 'Lubab reklaamipartneritel (Meta, Google, Pinterest, Microsoft) näidata sulle asjakohaseid reklaame.',
  en: 'Lets ad partners (Meta, Google, Pinterest, Microsoft) show you relevant ads.',
}
export const consentMarketingGpc: Message = {
  key: 'consentMarketingGpc',
  et: 'Sinu brauser on turunduse keelanud (Global Privacy Control), seega jääb see välja.',
  en: 'Your browser has turned marketing off (Global Privacy Control), so it stays off.',
}
export const consentSave: Message = { key: 'consentSave', et: 'Salvesta valik', en: 'Save choices' }
export const consentSaved: Message = { key: 'consentSaved', et: 'Küpsiste valik on salvestatud.', en: 'Your cookie choice is saved.' }
export const emailTitle: Message = { key: 'emailTitle', et: 'Jäta oma e-posti aadress', en: 'Leave your email address' }
export const emailAddress: Message = { key: 'emailAddress', et: 'E-posti aadress', en: 'Email address' }
export const emailSend: Message = { key: 'emailSend', et: 'Saada', en: 'Send' }
export const emailThanks: Message = { key: 'emailThanks', et: 'Aitäh! Sinu aadress on saadetud.', en: 'Thank you! Your address has been sent.' }
export const captchaFirst: Message = { key: 'captchaFirst', et: 'Palun kinnita enne saatmist, et sa pole robot.', en: 'Please confirm that you are not a robot before sending.' }
export const emailFailed: Message = { key: 'emailFailed', et: 'Aadressi ei õnnestunud saata. Palun proovi uuesti.', en: 'The address could not be sent. Please try again.' }
export const chatContact: Message = { key: 'chatContact', et: 'Võta meiega ühendust', en: 'Contact us' }
export const chatMessenger: Message = { key: 'chatMessenger', et: 'Kirjuta meile Messengeris', en: 'Message us on Messenger' }
export const chatWhatsapp: Message = { key: 'chatWhatsapp', et: 'Kirjuta meile WhatsAppis', en: 'Message us on WhatsApp' }
export const chatNewWindow: Message = { key: 'chatNewWindow', et: 'avaneb uues aknas', en: 'opens in a new window' }

// The recent-purchase popup (islands/notification/). The words of "time ago" are the fallbacks of the plugin's own
// `str_*` translations, which it prints in `_woocommerce_notification_params`.
export const notificationRegion: Message = { key: 'notificationRegion', et: 'Hiljutised ostud', en: 'Recent purchases' }
export const notificationClose: Message = { key: 'notificationClose', et: 'Sulge ostuteated', en: 'Close purchase notifications' }
export const notificationAbout: Message = { key: 'notificationAbout', et: 'Umbes', en: 'About' }
export const notificationAgo: Message = { key: 'notificationAgo', et: 'tagasi', en: 'ago' }
export const notificationDay: Message = { key: 'notificationDay', et: 'päev', en: 'day' }
export const notificationDays: Message = { key: 'notificationDays', et: 'päeva', en: 'days' }
export const notificationHour: Message = { key: 'notificationHour', et: 'tund', en: 'hour' }
export const notificationHours: Message = { key: 'notificationHours', et: 'tundi', en: 'hours' }
export const notificationMinute: Message = { key: 'notificationMinute', et: 'minut', en: 'minute' }
export const notificationMinutes: Message = { key: 'notificationMinutes', et: 'minutit', en: 'minutes' }
export const notificationSeconds: Message = { key: 'notificationSeconds', et: 'sekundit', en: 'secs' }
export const notificationFewSeconds: Message = { key: 'notificationFewSeconds', et: 'mõni sekund', en: 'a few seconds' }

// The price filter's two handles (islands/price-filter/), where the widget's own labels for its fields are missing.
export const priceFilterMin: Message = { key: 'priceFilterMin', et: 'Madalaim hind', en: 'Min price' }
export const priceFilterMax: Message = { key: 'priceFilterMax', et: 'Kõrgeim hind', en: 'Max price' }

// Flatsome's content sliders (islands/sliders/): the region, its slides and its pause button.
export const sliderRegion: Message = { key: 'sliderRegion', et: 'Slaidiesitus {n}', en: 'Slideshow {n}' }
export const carousel: Message = { key: 'carousel', et: 'karussell', en: 'carousel' }
export const slide: Message = { key: 'slide', et: 'slaid', en: 'slide' }
export const slideOfTotal: Message = { key: 'slideOfTotal', et: '{n}/{total}', en: '{n} of {total}' }
export const showSlide: Message = { key: 'showSlide', et: 'Näita slaidi {n}', en: 'Show slide {n}' }
export const pauseSlides: Message = { key: 'pauseSlides', et: 'Peata slaidiesitus', en: 'Pause the slideshow' }
export const playSlides: Message = { key: 'playSlides', et: 'Jätka slaidiesitust', en: 'Play the slideshow' }
/** The address combobox (islands/addresses): how many options match what was typed, and the one chosen. */
export const optionsFound: Message = { key: 'optionsFound', et: 'Sobivaid valikuid: {n}', en: 'Matching options: {n}' }
export const optionChosen: Message = { key: 'optionChosen', et: 'Valitud: {name}', en: 'Selected: {name}' }
/** The state list's first option, where `wc_country_select_params` gives none. */
export const selectState: Message = { key: 'selectState', et: 'Vali…', en: 'Select an option…' }
/** The checkout (islands/checkout): Saar's own words where a call gave no answer to show. */
export const checkoutReviewFailed: Message = { key: 'checkoutReviewFailed', et: 'Tellimuse kokkuvõtet ei õnnestunud uuendada. Proovi uuesti.', en: 'The order summary could not be updated. Please try again.' }
export const checkoutSessionExpired: Message = { key: 'checkoutSessionExpired', et: 'Sinu sessioon on aegunud. Palun laadi leht uuesti.', en: 'Your session has expired. Please reload the page.' }
/** WooCommerce's own `i18n_checkout_error`, when the page has no `wc_checkout_params` to give the shop's wording. */
export const checkoutError: Message = { key: 'checkoutError', et: 'Tellimuse töötlemisel tekkis viga. Palun kontrolli, kas makse on tehtud, ja vaata oma tellimusi, enne kui tellid uuesti.', en: 'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.' }
export const checkoutOffline: Message = { key: 'checkoutOffline', et: 'Ühendus poega katkes ja tellimus ei pruukinud kohale jõuda. Sisestatu on alles: kontrolli ühendust ja e-posti ning proovi uuesti.', en: 'The connection to the shop failed and the order may not have arrived. Everything you entered is kept: check your connection and e-mail, then try again.' }
export const checkoutUnsafeRedirect: Message = { key: 'checkoutUnsafeRedirect', et: 'Tellimus võeti vastu, kuid edasisuunamise aadress oli vigane. Kinnituse leiad e-postist.', en: 'The order was received, but the address to go on to was not valid. The confirmation is in your e-mail.' }
export const checkoutCouponFailed: Message = { key: 'checkoutCouponFailed', et: 'Kupongi ei õnnestunud kontrollida. Proovi uuesti.', en: 'The coupon could not be checked. Please try again.' }
