<?php
/**
 * Replaces, page by page, the stock scripts whose features Saar's scripts on that page cover.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * One handler per action: where a Saar script runs, the stock script it supersedes must not. A stock handle is
 * removed on a page only when a Saar script that replaces it is enqueued on that page (switched on, in the manifest)
 * — never on the strength of the option alone, so a feature switched off, a script missing from the build or a page
 * without it keeps the stock script.
 *
 * Removed means deregistered, not dequeued: WordPress still prints a dequeued script when something enqueued depends
 * on it, and Flatsome's `flatsome-theme-woocommerce-js` depends on `woocommerce`, WooCommerce's cart.js and
 * checkout.js too, swatch plugins on `wc-add-to-cart-variation`. A deregistered handle alone would make WordPress
 * drop those dependants silently (WP_Dependencies::all_deps skips an item whose dependency is not registered, no
 * notice; wp-includes/class-wp-dependencies.php, WordPress 6.9). So the handle is registered again as an alias
 * without code (src false) whose dependencies are the original's plus the replacing Saar script: the dependants
 * still print, after Saar's script, which gives them the jQuery API they call, and the superseded file never loads.
 * An alias gets no loading strategy (WP_Scripts::add_data refuses one for an alias) and goes to the footer, where
 * Saar's scripts are: only a dependant printed in the head pulls it (and Saar's script) up, as WordPress does for
 * any dependency.
 *
 * WooCommerce localizes its scripts just before they print (WC_Frontend_Scripts::localize_printed_scripts on
 * wp_print_scripts and wp_print_footer_scripts, priority 5; includes/class-wc-frontend-scripts.php, WooCommerce
 * 9.9.5) and would attach e.g. `woocommerce_params` to the alias, which tells Saar's scripts that the stock handler
 * is on the page. strip_data() removes localized data from the aliases after that and before printing. What Saar
 * needs from those parameters is in its own settings instead (Saar_Settings).
 *
 * WooCommerce's password meter (`wc-password-strength-meter`) goes wherever it is enqueued, not only on the account
 * and checkout pages: Flatsome's header account popup (`#login-form-popup`, printed on wp_footer 10 for a visitor
 * who is logged out, on every page but the checkout and the account pages; Flatsome 3.19.14
 * inc/woocommerce/structure-wc-global.php) prints WooCommerce's register form and enqueues the meter there. The
 * account feature's `password` script (Saar_Options::PART_OF), on every page, replaces it: a trigger that waits for
 * the first focus of a password field. What only the meter needed then prints no more — WordPress's
 * `password-strength-meter`, `zxcvbn-async` (which fetched zxcvbn's 390 kB at window load), `wp-i18n` and `wp-hooks`
 * — and jQuery with them where nothing that stays needs it (settle_aliases).
 *
 * WordPress's threaded comment replies (`comment-reply`, async; Flatsome 3.19.14 flatsome_scripts enqueues it on every
 * singular page with comments open and threading on, so on a product with reviews and on a post) go where the product
 * feature's scripts run: the product script on product pages, the `post` script (that feature's too, PART_OF) on
 * posts, whose reply code comes at the first approach to a reply link or the comment form. Nothing depends on the
 * handle, so its alias prints nothing. With the product feature off, or on a page of no Saar page type (a page with
 * comments open), it stays, and so does Saar's stand-down beside it (src/stock.ts COMMENT_REPLY).
 *
 * WooCommerce's cart.js (`wc-cart`) goes where Saar's `cart-page` script runs (the cart page), and its alias keeps
 * `wc_cart_params` (KEPT_DATA), whose nonces Saar's cart page sends, and the address scripts the shipping calculator
 * needs (OWN_FEATURE_DEPS, as for checkout.js); blockUI and js-cookie, which only cart.js needed there, print no more.
 *
 * WooCommerce's price filter widget enqueues `wc-price-slider` while the shop's sidebar renders (is_shop() or a product
 * taxonomy; includes/widgets/class-wc-widget-price-filter.php, WooCommerce 9.9.5). The `price-filter` script replaces
 * it on the shop and brand pages; jQuery UI's core, mouse and slider, touch punch and accounting.js, which only it
 * needed, print no more, and jQuery with them where nothing that stays needs it.
 *
 * Tracking is the exception: Saar's tracking script reads PixelYourSite's `pysOptions` and WooCommerce's
 * `wc_order_attribution` themselves, the shop's whole configuration (KEPT_DATA). Both are localized while the
 * scripts are enqueued, before the late pass (PixelYourSite 11.2 EventsManager::outputData on wp_enqueue_scripts
 * 15, WooCommerce 9.9.5 OrderAttributionController at 10), so the alias takes the original's data over and keeps
 * it: WordPress prints an alias's localized data like any script's (WP_Scripts::do_item prints the extra script
 * before it checks for a src; wp-includes/class-wp-scripts.php, WordPress 6.9). Saar knows the stock handlers by
 * what their code defines (src/stock.ts), never by this data. `pysFacebookRest` is localized on jQuery (and moves to
 * Saar's runtime where jQuery no longer prints: keep_jquery_data). Where Saar replaces PixelYourSite its `<noscript>` image pixels go too (they would track without consent).
 *
 * VillaTheme's "Notification for WooCommerce" is replaced the same way: its script `woo-notification` (Pro:
 * `woocommerce-notification`) becomes an alias that keeps `_woocommerce_notification_params` (KEPT_DATA; localized
 * on wp_enqueue_scripts 10 by VI_WNOTIFICATION_F_Frontend_Notify::init_scripts, frontend/notify.php of 1.4.2; Pro's
 * VI_WNOTIFICATION_Frontend_Notify alike), which Saar's popup reads. Its sheets (STYLES) and the inline CSS on them
 * go, and so does what it prints itself (PRINTED): the empty `#message-purchased` on wp_footer, with an inline
 * `display: none` that a strict CSP ignores. Its ajax
 * handler, `woonotification_get_product`, stays: Saar's popup calls it. Zotabox's embed code is no enqueued script:
 * its plugins print it, and Saar_Widgets takes their printers off (what an owner pasted into the theme stays, and
 * Saar's loader stands down beside it at run time).
 *
 * Timing: late on wp_enqueue_scripts (after WooCommerce (10), Saar (20) and themes (Flatsome: 100)), and again just
 * before the footer scripts print, because templates enqueue while the page renders: the variable product template
 * and Flatsome's quick-view button enqueue wc-add-to-cart-variation, the cart widget wc-cart-fragments. jQuery itself
 * is never deregistered.
 *
 * An alias keeps the original's dependencies only while a script that stays on the page depends on it (at any depth,
 * through other aliases too): then that script still gets what the original gave it (jQuery, js-cookie, blockUI).
 * With none, the alias needs only Saar's script, so what only the replaced code needed (jQuery among it) is no longer
 * printed. Settled on each pass (settle_aliases), since templates enqueue while the page renders.
 *
 * Flatsome's own front end (FLATSOME_HANDLES: flatsome.js, its woocommerce.js, live search and ajax add to cart) is
 * replaced as one, and only when Saar covers all of it: the features it overlaps (FLATSOME_FEATURES) switched on and
 * built, and the theme chrome's on-demand bundles (CHROME_BUNDLES) in the build. `flatsome-js` keeps its
 * `flatsomeVars` (Saar reads it), and where a script that stays depends on it, its alias prints Saar's `flatsome`
 * script (entries/flatsome.ts: `window.Flatsome`, which those scripts call as they run). Flatsome's prefetch hints
 * for the files that no longer load go too.
 */
class Saar_Supersede {

	/** Handles nothing may remove: other plugins need them, and Saar's own scripts. */
	const PROTECTED_HANDLES = array( 'jquery', 'jquery-core', 'jquery-migrate' );

	/** @var Saar_Options */
	private $options;

	/** @var Saar_Assets */
	private $assets;

	/** @var Saar_Widgets */
	private $widgets;

	/** @var array<string,string[]> Replaced stock handle => the Saar handles that replaced it, on this request. */
	private $replaced = array();

	/** @var array<string,string[]> Replaced stock style handle => the Saar handles that replaced it, on this request. */
	private $replaced_styles = array();

	/** @var bool Whether a `[video]` of YouTube or Vimeo rendered on this page (note_video). */
	private $provider_video = false;

	/**
	 * @param Saar_Options $options Plugin options (the switches).
	 * @param Saar_Assets  $assets  Built scripts.
	 * @param Saar_Widgets $widgets The widget platform (Zotabox's printed embed code).
	 */
	public function __construct( Saar_Options $options, Saar_Assets $assets, Saar_Widgets $widgets ) {
		$this->options = $options;
		$this->assets  = $assets;
		$this->widgets = $widgets;
	}

	/**
	 * Saar's feature scripts, one switch each, with the stock handles each supersedes. Since WooCommerce 10.3 the
	 * vendor libraries are registered with a `wc-` prefix and the old names remain as aliases: both are listed.
	 */
	const FEATURES = array(
		'theme'        => array( 'woocommerce' ), // Store notice, show password.
		'cart'         => array( 'wc-add-to-cart', 'wc-cart-fragments' ),
		// WordPress's comment-reply.js too (threaded replies and Ctrl+Enter in the comment form), which Flatsome
		// enqueues on every singular page with comments open and threading on: a product with reviews, a post.
		'product'      => array( 'wc-add-to-cart-variation', 'wc-single-product', 'wc-zoom', 'zoom', 'wc-flexslider', 'flexslider', 'wc-photoswipe', 'photoswipe', 'wc-photoswipe-ui-default', 'photoswipe-ui-default', 'comment-reply' ),
		// On listings Flatsome's quick-view button enqueues the variation script for its popup; Saar's quick view
		// gives the popup `$.fn.wc_variation_form` instead.
		'quick-view'   => array( 'wc-add-to-cart-variation' ),
		'search'       => array(),
		'brands'       => array(),
		// WooCommerce's price filter widget (WC_Widget_Price_Filter, enqueued while the shop's sidebar renders):
		// price-slider.js with jQuery UI's slider, touch punch and accounting.js, which only it needs (48 kB with
		// jQuery). Its woocommerce_price_slider_params stays (KEPT_DATA): Saar's slider writes prices with it.
		'price-filter' => array( 'wc-price-slider' ),
		'pickup'       => array(),
		'account'      => array( 'wc-password-strength-meter' ),
		// WooCommerce's address forms on the cart, checkout and account pages: country-select.js (the state field
		// that follows the country, and selectWoo on the country and state selects), address-i18n.js (each country's
		// labels, required marks, hidden fields and order), selectWoo itself (enqueued there with the select2 sheet;
		// kept where another script needs it: LIBRARIES) and account-i18n.js (account pages: it focuses the first
		// alert notice, as Saar's theme script does, or woocommerce.js where that stays).
		'addresses'    => array( 'wc-country-select', 'wc-address-i18n', 'selectWoo', 'wc-account-i18n' ),
		// WooCommerce's cart.js on the cart page (is_cart() enqueues it): its wc_cart_params stays (KEPT_DATA).
		'cart-page'    => array( 'wc-cart' ),
		// WooCommerce's checkout.js: the order review's refresh, the payment boxes, the toggles, the coupon form and
		// placing the order; what only it needed (blockUI, js-cookie, through the `woocommerce` alias) goes with it.
		'checkout'     => array( 'wc-checkout' ),
		// WooCommerce's order attribution with sourcebuster and its WP Consent API bridge (which calls
		// wc_order_attribution.setOrderTracking), PixelYourSite's front end (public.js and the libraries only it
		// registers) and its Pinterest and Bing add-ons, whose pixels Saar's tracking fires from pysOptions.
		'tracking'     => array( 'wc-order-attribution', 'sourcebuster-js', 'wp-consent-api-integration', 'pys', 'js-cookie-pys', 'jquery-bind-first', 'js-tld', 'pys-pinterest', 'pys-bing' ),
		// VillaTheme's "Notification for WooCommerce" (free, 1.4.2: woo-notification.js) or its Pro version
		// ("WooCommerce Notification": woocommerce-notification.js), each with jQuery.
		'notification' => array( 'woo-notification', 'woocommerce-notification' ),
		'widgets'      => array(),
	);

	/**
	 * Scripts that are part of a feature (Saar_Options::PART_OF) and replace only some of its stock handles, where
	 * they run without the feature's own script: the `post` script does the product feature's comment replies, not
	 * its product page (a post that embeds a product, `[product_page]`, is a product page: Saar_Page_Type). A part
	 * not listed replaces all of its feature's handles (the `password` script: the account feature's meter).
	 */
	const PART_REPLACES = array( 'post' => array( 'comment-reply' ) );

	/**
	 * Replaced handles whose localized data Saar's scripts read and the alias keeps: `pysOptions`,
	 * `wc_order_attribution`, `_woocommerce_notification_params` (free and Pro), `flatsomeVars`, and the address
	 * forms' `wc_country_select_params` (each country's states) and `wc_address_i18n_params` (each country's fields),
	 * the cart page's `wc_cart_params`, and the price filter's `woocommerce_price_slider_params` (its money format).
	 */
	const KEPT_DATA = array( 'pys', 'wc-order-attribution', 'woo-notification', 'woocommerce-notification', 'flatsome-js', 'wc-country-select', 'wc-address-i18n', 'wc-cart', 'wc-checkout', 'wc-price-slider' );

	/**
	 * Stock handles that stay whole on a page where an enqueued script depends on them, at any depth: a payment
	 * gateway's script that declares `wc-checkout` calls checkout.js's own code (its `wc_checkout_form`, its blockUI),
	 * which no alias gives it. There WooCommerce's checkout.js keeps its file, and Saar's checkout stands down beside
	 * it at run time (src/stock.ts CHECKOUT). Gateways that only bind checkout.js's jQuery events (most) declare
	 * jQuery alone, and Saar answers those events.
	 */
	const KEPT_FOR_DEPENDANTS = array( 'wc-checkout' );

	/**
	 * Dependencies that are features of their own, not code only the replaced script needed: checkout.js and cart.js
	 * depend on WooCommerce's address scripts (the state field that follows the country, each field's locale), which
	 * WooCommerce enqueues on the checkout and the cart page through them alone. An alias keeps these among its
	 * dependencies whatever else it drops, so replacing checkout.js or cart.js never takes the address forms' code off
	 * the page; Saar's addresses feature replaces them in their own right.
	 */
	const OWN_FEATURE_DEPS = array( 'wc-country-select', 'wc-address-i18n' );

	/** The option that keeps, per handle of KEPT_FOR_DEPENDANTS, the scripts last seen keeping it (the settings page). */
	const KEPT_FOR_OPTION = 'saar_kept_for_dependants';

	/** @var array<string,_WP_Dependency> Replaced handle => its original registration (to put back: restore_kept). */
	private $originals = array();

	/** @var array<string,string[]> Handle of KEPT_FOR_DEPENDANTS => the enqueued scripts that keep it, on this request. */
	private $kept_for = array();


	/**
	 * Replaced handles of KEPT_DATA whose data WooCommerce localizes only while they print (localize_printed_scripts,
	 * wp_script_is): the addresses' two, which print as a dependency of cart.js and checkout.js. Wherever one would
	 * have printed when Saar replaced it, its alias is enqueued itself, so its data still prints for Saar once no
	 * script that stays depends on it any more.
	 */
	const DATA_WHILE_PRINTED = array( 'wc-country-select', 'wc-address-i18n' );

	/**
	 * Stock libraries that other plugins call themselves, with the sheets that go with them: selectWoo, on which
	 * pickup-point and other checkout plugins build their own searchable selects (`$.fn.selectWoo`), and its select2
	 * sheet. Replaced only where no enqueued script that stays depends on it, at any depth (the handles Saar replaces
	 * on the page do not count: their code is gone). Else it stays, sheet and all, and Saar's combobox works beside it
	 * (it enhances only the country and state selects, which country-select.js gave to selectWoo). Decided on each
	 * pass, before the library prints: a script enqueued after it was replaced, while the page renders, finds the
	 * alias.
	 */
	const LIBRARIES = array( 'selectWoo' => array( 'select2' ) );

	/**
	 * Saar's feature scripts with the stock style handles they supersede (their inline CSS goes with them). The
	 * product script's gallery lightbox is no PhotoSwipe, so PhotoSwipe's sheets (WooCommerce enqueues
	 * `photoswipe-default-skin`, which depends on `photoswipe`, on every product page of a theme declaring
	 * `wc-product-gallery-lightbox`, as Flatsome does) would only block the first paint, 3.4 kB gzip in the head.
	 */
	const STYLES = array(
		'product'      => array( 'photoswipe', 'photoswipe-default-skin' ),
		'addresses'    => array( 'select2' ),
		'notification' => array(
			'woo-notification',
			'woo-notification-icons-close',
			'woo-notification-templates',
			'woocommerce-notification',
			'woocommerce-notification-icons-close',
			'woocommerce-notification-templates',
		),
	);

	/**
	 * What a replaced front end prints through a method of an instance its plugin keeps no reference to: feature =>
	 * hook, class, method, priority. VillaTheme's `#message-purchased` (free 1.4.2 and Pro, with Pro's `<audio>`),
	 * and Pro's preload of its close icon's font.
	 */
	const PRINTED = array(
		'notification' => array(
			array( 'wp_footer', 'VI_WNOTIFICATION_F_Frontend_Notify', 'wp_footer', 10 ),
			array( 'wp_footer', 'VI_WNOTIFICATION_Frontend_Notify', 'wp_footer', 10 ),
			array( 'wp_print_styles', 'VI_WNOTIFICATION_Frontend_Notify', 'wp_print_styles', 10 ),
		),
	);

	/**
	 * What a replaced front end prints through a plain function: feature => hook, function. WooCommerce prints
	 * PhotoSwipe's empty `.pswp` dialog on wp_footer beside its sheets (WC_Frontend_Scripts::load_scripts hooks
	 * woocommerce_photoswipe at 10; plugins that build product pages add it at other priorities), which nothing reads
	 * once its script and sheets are gone.
	 */
	const PRINTED_BY_FUNCTION = array(
		'product' => array( array( 'wp_footer', 'woocommerce_photoswipe' ) ),
	);

	/**
	 * PixelYourSite's own front end: it stays wherever an add-on that runs inside it and has no Saar pixel is on the
	 * page (the Reddit add-on, `pys-reddit`, which PixelYourSite 11.2's EventsManager defers by that name), and Saar's
	 * pixels stand down beside it (src/stock.ts).
	 */
	const PYS_HANDLES = array( 'pys', 'js-cookie-pys', 'jquery-bind-first', 'js-tld', 'pys-pinterest', 'pys-bing' );

	/**
	 * WordPress's MediaElement front end for `[video]` / `[audio]` (wp-includes/media.php enqueues `wp-mediaelement`,
	 * its style, and `mediaelement-vimeo` for a Vimeo source; WordPress 6.9), which Saar's theme script plays on
	 * native controls. Replaced by aliases that drop the `mediaelement` core (jQuery's 158 kB player and its legacy
	 * sheet), unless another script on the page needs it (MEDIA_CORE).
	 */
	const MEDIA_HANDLES = array( 'wp-mediaelement', 'mediaelement-vimeo' );

	/** A script that depends on one of these (`wp-playlist` on `mediaelement`, `media-views` on `wp-mediaelement`) keeps MediaElement whole. */
	const MEDIA_CORE = array( 'mediaelement', 'mediaelement-core', 'mediaelement-migrate', 'wp-mediaelement' );

	/** PixelYourSite add-ons that need its public.js: with one enqueued, PYS_HANDLES stay. */
	const PYS_ADDONS_KEPT = array( 'pys-reddit' );

	/**
	 * Flatsome 3.19's front-end scripts (inc/functions/function-setup.php, inc/extensions/): flatsome.js (header,
	 * menus, off-canvas, lightboxes, sliders, tooltips …), its woocommerce.js (quick view, quantity buttons, mini cart),
	 * its live search and its single-product ajax add to cart.
	 */
	const FLATSOME_HANDLES = array( 'flatsome-js', 'flatsome-theme-woocommerce-js', 'flatsome-live-search', 'flatsome-ajax-add-to-cart-frontend' );

	/** Saar's feature scripts that between them do what FLATSOME_HANDLES do: all on and built, or Flatsome's stay. */
	const FLATSOME_FEATURES = array( 'theme', 'cart', 'product', 'quick-view', 'search' );

	/** The theme chrome's on-demand bundles (issue 13): every one in the build, or Flatsome's scripts stay. */
	const CHROME_BUNDLES = array( 'flatsome', 'header', 'menus', 'offcanvas', 'glightbox', 'swiper', 'sliders', 'tabs', 'media', 'bits', 'tooltips', 'scroll-to' );

	/** Scripts that use jQuery without declaring it (Flatsome's live search): kept, they keep jQuery. */
	const UNDECLARED_JQUERY = array( 'flatsome-live-search' );

	/** @var array<string,string[]> Replaced handle => the original's dependencies. */
	private $original_deps = array();

	/** The option that keeps, per page type, the scripts last seen needing jQuery there (for the settings page). */
	const JQUERY_USERS_OPTION = 'saar_jquery_users';

	/**
	 * What the settings page calls each feature (translated when asked, never while WordPress loads).
	 *
	 * @return array<string,string>
	 */
	public static function labels() {
		return array(
			'theme'        => __( 'Store notice, show password, ordering, quantity', 'saar' ),
			'cart'         => __( 'Ajax add to cart, cart fragments, mini cart', 'saar' ),
			'product'      => __( 'Variation form, product gallery, tabs, reviews and comment replies', 'saar' ),
			'quick-view'   => __( 'Quick view', 'saar' ),
			'search'       => __( 'Live search', 'saar' ),
			'brands'       => __( 'Brand filter', 'saar' ),
			'price-filter' => __( 'Price filter widget', 'saar' ),
			'pickup'       => __( 'Parcel pickup points', 'saar' ),
			'account'      => __( 'Password meter, field help, social login', 'saar' ),
			'addresses'    => __( 'Address forms: the state field, each country\'s fields, searchable country and state lists', 'saar' ),
			'cart-page'    => __( 'Cart page: quantities, removal and undo, coupons, shipping rates, shipping calculator', 'saar' ),
			'checkout'     => __( 'Checkout: order review, payment methods, coupon, placing the order', 'saar' ),
			'tracking'     => __( 'Tracking: order attribution and pixels', 'saar' ),
			'notification' => __( 'Recent sales popup', 'saar' ),
			'widgets'      => __( 'Widget loader', 'saar' ),
		);
	}

	/**
	 * Stock scripts Saar has no replacement for, listed on the settings page so an owner sees they stay.
	 *
	 * @return array<string,string> Handle => what it is.
	 */
	public static function not_replaced() {
		return array( 'pys-reddit' => __( "PixelYourSite's Reddit add-on (PixelYourSite stays where it runs)", 'saar' ) );
	}

	/**
	 * What else of the stock front ends a feature replaces, besides script handles, for the settings page.
	 *
	 * @return array<string,string[]> Feature => descriptions.
	 */
	public static function replaced_besides_scripts() {
		return array(
			'product'      => array( __( "PhotoSwipe's styles and its hidden .pswp dialog markup", 'saar' ) ),
			'addresses'    => array( __( "selectWoo's select2 style (selectWoo and its style stay where another plugin's script needs them)", 'saar' ) ),
			'notification' => array( __( 'its styles and inline CSS, and its hidden #message-purchased markup (its ajax handler stays: Saar calls it)', 'saar' ) ),
			'widgets'      => array( __( "Zotabox's embed code, where its plugin prints it", 'saar' ) ),
		);
	}

	/**
	 * Feature => the stock handles it supersedes, after the filter; protected handles and Saar's own are removed.
	 *
	 * @return array<string,string[]>
	 */
	public function map() {
		/**
		 * Filters which stock script handles each Saar feature script supersedes (feature name => handles).
		 *
		 * @param array<string,string[]> $map Feature => handles.
		 */
		$map = (array) apply_filters( 'saar_superseded_handles', self::FEATURES );
		$out = array();
		foreach ( $map as $name => $handles ) {
			$out[ (string) $name ] = array_values(
				array_filter(
					array_map( 'strval', (array) $handles ),
					function ( $handle ) {
						return ! in_array( $handle, self::PROTECTED_HANDLES, true ) && 0 !== strpos( $handle, Saar_Assets::HANDLE_PREFIX );
					}
				)
			);
		}
		return $out;
	}

	/**
	 * The stock handles to remove on this page, each with the Saar handles that replace it here.
	 *
	 * @return array<string,string[]>
	 */
	public function for_page() {
		$out  = array();
		$keep = $this->pys_stays() ? self::PYS_HANDLES : array();
		foreach ( $this->map() as $name => $handles ) {
			// The feature's scripts here: the account feature's `password` script runs on every page, so WooCommerce's
			// meter goes wherever it is enqueued (Flatsome's header account popup enqueues it on every page); the
			// product feature's `post` script replaces comment-reply.js on posts (PART_REPLACES).
			foreach ( $this->assets->feature_scripts_on_page( $name ) as $saar ) {
				$own = array_diff( $handles, $keep );
				foreach ( self::PART_REPLACES as $part => $only ) {
					if ( Saar_Assets::handle( $part ) === $saar ) {
						$own = array_intersect( $own, $only );
					}
				}
				foreach ( $own as $handle ) {
					$out[ $handle ][] = $saar;
				}
			}
		}
		if ( $this->assets->on_page( 'theme' ) && $this->covers_flatsome() ) {
			foreach ( self::FLATSOME_HANDLES as $handle ) {
				$out[ $handle ][] = Saar_Assets::handle( 'theme' );
			}
		}
		foreach ( array_keys( self::LIBRARIES ) as $library ) {
			if ( isset( $out[ $library ] ) && ! isset( $this->replaced[ $library ] ) && $this->queue_needs( array( $library ), array_keys( $out ) ) ) {
				unset( $out[ $library ] );
			}
		}
		$this->kept_for = array();
		foreach ( self::KEPT_FOR_DEPENDANTS as $handle ) {
			$users = isset( $out[ $handle ] ) ? $this->dependants_of( $handle, array_keys( $out ) ) : array();
			if ( $users ) {
				unset( $out[ $handle ] );
				$this->kept_for[ $handle ] = $users;
			}
		}
		return $out;
	}

	/**
	 * The enqueued scripts that depend, at any depth, on `$target` and stay (neither Saar's nor among `$going`).
	 *
	 * @param string   $target Script handle.
	 * @param string[] $going  Handles this pass replaces.
	 * @return string[]
	 */
	private function dependants_of( $target, array $going ) {
		$users = array();
		foreach ( wp_scripts()->queue as $handle ) {
			if ( $handle !== $target && ! in_array( $handle, $going, true ) && ! isset( $this->replaced[ $handle ] ) && 0 !== strpos( $handle, Saar_Assets::HANDLE_PREFIX ) && $this->depends_on( $handle, array( $target ) ) ) {
				$users[] = $handle;
			}
		}
		return $users;
	}

	/**
	 * Puts back a handle of KEPT_FOR_DEPENDANTS that an earlier pass replaced, now that a script that depends on it
	 * was enqueued (a template, or a gateway printing its fields, enqueues while the page renders).
	 */
	private function restore_kept() {
		$scripts = wp_scripts();
		foreach ( array_keys( $this->kept_for ) as $handle ) {
			if ( ! isset( $this->replaced[ $handle ], $this->originals[ $handle ] ) || in_array( $handle, $scripts->done, true ) ) {
				continue;
			}
			$scripts->registered[ $handle ] = $this->originals[ $handle ];
			unset( $this->replaced[ $handle ], $this->original_deps[ $handle ] );
		}
	}

	/**
	 * The stock handles this request kept whole for a script that depends on them (KEPT_FOR_DEPENDANTS), with those
	 * scripts.
	 *
	 * @return array<string,string[]>
	 */
	public function kept_for() {
		return $this->kept_for;
	}

	/**
	 * Keeps, per handle of KEPT_FOR_DEPENDANTS, the scripts that kept it on this page (an empty list: replaced), for
	 * the settings page; written only when it changed. Hooked on wp_print_footer_scripts, after the last pass.
	 */
	public function note_kept_for() {
		if ( ! $this->assets->on_page( 'checkout' ) ) {
			return;
		}
		$seen = get_option( self::KEPT_FOR_OPTION, array() );
		$seen = is_array( $seen ) ? $seen : array();
		$now  = $seen;
		foreach ( self::KEPT_FOR_DEPENDANTS as $handle ) {
			$now[ $handle ] = isset( $this->kept_for[ $handle ] ) ? $this->kept_for[ $handle ] : array();
		}
		if ( $now !== $seen ) {
			update_option( self::KEPT_FOR_OPTION, $now, false );
		}
	}

	/**
	 * Per handle of KEPT_FOR_DEPENDANTS, the scripts last seen keeping it (empty: it was replaced).
	 *
	 * @return array<string,string[]>
	 */
	public static function seen_kept_for() {
		return self::stored_lists( self::KEPT_FOR_OPTION );
	}

	/**
	 * An option that keeps lists of handles by key (what the settings page shows of the pages last printed), read
	 * leniently: anything that is no such list becomes one.
	 *
	 * @param string $option Option name.
	 * @return array<string,string[]>
	 */
	private static function stored_lists( $option ) {
		$seen = get_option( $option, array() );
		$out  = array();
		foreach ( is_array( $seen ) ? $seen : array() as $key => $handles ) {
			$out[ (string) $key ] = array_values( array_map( 'strval', (array) $handles ) );
		}
		return $out;
	}

	/**
	 * Whether Saar does all that Flatsome's scripts do: every overlapping feature switched on and built, and the
	 * theme chrome's on-demand bundles in the build (a build without one keeps Flatsome's scripts, which do it).
	 */
	public function covers_flatsome() {
		foreach ( self::FLATSOME_FEATURES as $name ) {
			if ( ! $this->options->feature_on( $name ) || ! $this->assets->ships( $name ) ) {
				return false;
			}
		}
		foreach ( self::CHROME_BUNDLES as $name ) {
			if ( ! $this->assets->built( $name ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The stock style handles to remove on this page, each with the Saar handles that replace it here.
	 *
	 * @return array<string,string[]>
	 */
	public function styles_for_page() {
		/**
		 * Filters which stock style handles each Saar feature script supersedes (feature name => handles).
		 *
		 * @param array<string,string[]> $map Feature => handles.
		 */
		$map = (array) apply_filters( 'saar_superseded_styles', self::STYLES );
		$out = array();
		foreach ( $map as $name => $handles ) {
			if ( ! $this->assets->on_page( (string) $name ) ) {
				continue;
			}
			foreach ( array_map( 'strval', (array) $handles ) as $handle ) {
				if ( 0 !== strpos( $handle, Saar_Assets::HANDLE_PREFIX ) ) {
					$out[ $handle ][] = Saar_Assets::handle( (string) $name );
				}
			}
		}
		// A library's sheet goes only with the library (LIBRARIES): where another script keeps it, it keeps its look.
		foreach ( self::LIBRARIES as $library => $sheets ) {
			if ( ! isset( $this->replaced[ $library ] ) ) {
				$out = array_diff_key( $out, array_flip( $sheets ) );
			}
		}
		return $out;
	}

	/** Whether an add-on that runs inside PixelYourSite's public.js, with no Saar pixel for it, is on this page. */
	private function pys_stays() {
		foreach ( self::PYS_ADDONS_KEPT as $addon ) {
			if ( wp_script_is( $addon, 'enqueued' ) ) {
				return true;
			}
		}
		return false;
	}

	/** Hooked late on wp_enqueue_scripts and early on wp_print_footer_scripts. */
	public function replace() {
		$scripts  = wp_scripts();
		$printing = array_filter(
			self::DATA_WHILE_PRINTED,
			function ( $handle ) use ( $scripts ) {
				return ! in_array( $handle, $scripts->queue, true ) && $this->will_print( $handle );
			}
		);
		$replacing = $this->for_page();
		$this->restore_kept();
		foreach ( $replacing as $handle => $saar ) {
			$this->replace_handle( $handle, $saar );
		}
		foreach ( $printing as $handle ) {
			if ( isset( $this->replaced[ $handle ] ) ) {
				wp_enqueue_script( $handle );
			}
		}
		if ( isset( $this->replaced['pys'] ) ) {
			$this->remove_pys_noscript();
		}
		foreach ( $this->styles_for_page() as $handle => $saar ) {
			$this->replace_style( $handle, $saar );
		}
		foreach ( self::PRINTED as $name => $printers ) {
			if ( $this->assets->on_page( $name ) ) {
				foreach ( $printers as $printer ) {
					self::remove_method( $printer[0], $printer[1], $printer[2], $printer[3] );
				}
			}
		}
		foreach ( self::PRINTED_BY_FUNCTION as $name => $printers ) {
			if ( $this->assets->on_page( $name ) ) {
				foreach ( $printers as $printer ) {
					// At whatever priority it was hooked, as often as it was.
					while ( false !== ( $priority = has_action( $printer[0], $printer[1] ) ) ) {
						remove_action( $printer[0], $printer[1], $priority );
					}
				}
			}
		}
		if ( $this->assets->on_page( 'widgets' ) ) {
			$this->widgets->remove_printed_code();
		}
		$this->replace_media_player();
		if ( isset( $this->replaced['flatsome-js'] ) ) {
			// Flatsome prefetches flatsome.js and its chunks while the handle is enqueued, which the alias still is.
			remove_filter( 'wp_resource_hints', 'flatsome_prefetch_scripts', 10 );
		}
		$this->settle_aliases();
	}

	/**
	 * Gives each alias its original's dependencies back only while a script that stays on the page depends on it,
	 * at any depth (an alias such a script reaches counts as staying for this): the staying script gets what the
	 * original gave it. Other aliases need Saar's scripts alone. `flatsome-js` with a staying dependant also needs
	 * Saar's `flatsome` script, the `window.Flatsome` those dependants call.
	 */
	private function settle_aliases() {
		$scripts = wp_scripts();
		$needed  = array();
		$seen    = array();
		$todo    = array_values( array_diff( $scripts->queue, array_keys( $this->replaced ) ) );
		while ( $todo ) {
			$handle = array_pop( $todo );
			if ( isset( $seen[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			$deps            = isset( $this->original_deps[ $handle ] ) ? $this->original_deps[ $handle ] : ( isset( $scripts->registered[ $handle ] ) ? (array) $scripts->registered[ $handle ]->deps : array() );
			foreach ( $deps as $dep ) {
				if ( isset( $this->replaced[ $dep ] ) ) {
					$needed[ $dep ] = true;
				}
				$todo[] = $dep;
			}
		}
		foreach ( $this->replaced as $handle => $saar ) {
			if ( ! isset( $scripts->registered[ $handle ] ) || in_array( $handle, $scripts->done, true ) ) {
				continue;
			}
			$deps = array_merge( array_intersect( $this->original_deps[ $handle ], self::OWN_FEATURE_DEPS ), $saar );
			if ( isset( $needed[ $handle ] ) ) {
				$deps = array_merge( 'flatsome-js' === $handle ? array( Saar_Assets::handle( 'flatsome' ) ) : array(), $this->original_deps[ $handle ], $saar );
			}
			$scripts->registered[ $handle ]->deps = array_values( array_unique( $deps ) );
		}
		$this->keep_jquery_data();
	}

	/**
	 * What plugins localize on jQuery (PixelYourSite's `pysFacebookRest`, which Saar's server events read) would
	 * not print where jQuery no longer does: it moves to Saar's runtime, which prints on every page Saar runs.
	 */
	private function keep_jquery_data() {
		$scripts = wp_scripts();
		$runtime = Saar_Assets::handle( 'runtime' );
		$data    = isset( $scripts->registered['jquery'] ) ? $scripts->get_data( 'jquery', 'data' ) : '';
		if ( ! $data || ! isset( $scripts->registered[ $runtime ] ) || $this->will_print( 'jquery' ) || ! $this->will_print( $runtime ) ) {
			return;
		}
		$own = $scripts->get_data( $runtime, 'data' );
		$scripts->add_data( $runtime, 'data', $own ? "$own\n$data" : $data );
		$scripts->add_data( 'jquery', 'data', '' );
	}

	/**
	 * Whether a script prints on this page as things stand: enqueued, or a dependency, at any depth, of one that is.
	 *
	 * @param string $target Script handle.
	 * @return bool
	 */
	private function will_print( $target ) {
		$scripts = wp_scripts();
		if ( in_array( $target, $scripts->done, true ) ) {
			return true;
		}
		foreach ( $scripts->queue as $handle ) {
			if ( $handle === $target || $this->depends_on( $handle, array( $target ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The enqueued scripts of this page that need jQuery, for the settings page: each script that stays and
	 * declares it at any depth or uses it undeclared (UNDECLARED_JQUERY), plus `inline` when code is attached to
	 * jQuery's handle or WooCommerce queued some (wc_enqueue_js). Empty: jQuery is not printed.
	 *
	 * @return string[]
	 */
	public function jquery_users() {
		global $wc_queued_js;
		$scripts = wp_scripts();
		$jquery  = array( 'jquery', 'jquery-core', 'jquery-migrate' );
		$users   = array();
		foreach ( $scripts->queue as $handle ) {
			if ( isset( $this->replaced[ $handle ] ) || 0 === strpos( $handle, Saar_Assets::HANDLE_PREFIX ) || in_array( $handle, $jquery, true ) ) {
				continue;
			}
			if ( in_array( $handle, self::UNDECLARED_JQUERY, true ) || $this->depends_on( $handle, $jquery ) ) {
				$users[] = $handle;
			}
		}
		foreach ( $jquery as $handle ) {
			if ( in_array( $handle, $scripts->queue, true ) ) {
				$users[] = $handle . ' (enqueued by itself)';
			}
			if ( isset( $scripts->registered[ $handle ] ) && ( $scripts->get_data( $handle, 'after' ) || $scripts->get_data( $handle, 'before' ) ) ) {
				$users[] = 'inline';
			}
		}
		if ( ! empty( $wc_queued_js ) ) {
			$users[] = 'inline';
		}
		return array_values( array_unique( $users ) );
	}

	/**
	 * Keeps this page's jQuery users (jquery_users) under its page type, for the settings page; written only when
	 * they changed. Hooked on wp_print_footer_scripts, after the last pass and before printing.
	 */
	public function note_jquery_users() {
		$seen = get_option( self::JQUERY_USERS_OPTION, array() );
		$seen = is_array( $seen ) ? $seen : array();
		$type = $this->assets->page_type();
		$type = '' === $type ? 'other' : $type; // a page of no page type of page-scripts.json (the front page, a post)
		$now  = $this->jquery_users();
		if ( ! isset( $seen[ $type ] ) || $seen[ $type ] !== $now ) {
			$seen[ $type ] = $now;
			update_option( self::JQUERY_USERS_OPTION, $seen, false );
		}
	}

	/**
	 * Per page type, the scripts last seen needing jQuery there (an empty list: jQuery was not printed).
	 *
	 * @return array<string,string[]>
	 */
	public static function seen_jquery_users() {
		$out = self::stored_lists( self::JQUERY_USERS_OPTION );
		ksort( $out );
		return $out;
	}

	/**
	 * Whether a script depends, at any depth, on one of `$targets` (aliases with their current dependencies).
	 *
	 * @param string   $handle  Script handle.
	 * @param string[] $targets Handles looked for.
	 * @param string[] $seen    Handles on this path.
	 * @return bool
	 */
	private function depends_on( $handle, array $targets, array $seen = array() ) {
		$scripts = wp_scripts();
		if ( in_array( $handle, $seen, true ) || ! isset( $scripts->registered[ $handle ] ) ) {
			return false;
		}
		$seen[] = $handle;
		foreach ( (array) $scripts->registered[ $handle ]->deps as $dep ) {
			if ( in_array( $dep, $targets, true ) || $this->depends_on( $dep, $targets, $seen ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Where a `[video]` / `[audio]` enqueued MediaElement (known by the footer pass: shortcodes enqueue while the
	 * content renders) and Saar's theme script runs, its front end goes: the aliases depend on Saar's theme script
	 * only, so the `mediaelement` core and its sheet print only for another script that needs them. With such a
	 * script (a `[playlist]`'s `wp-playlist`, the media modal's `media-views`) everything stays, and Saar's media
	 * code stands down beside `window.mejs` (src/stock.ts).
	 */
	private function replace_media_player() {
		if ( ! $this->assets->on_page( 'theme' ) || ! wp_script_is( 'wp-mediaelement', 'enqueued' ) || $this->media_player_needed() ) {
			return;
		}
		$saar = array( Saar_Assets::handle( 'theme' ) );
		foreach ( self::MEDIA_HANDLES as $handle ) {
			$this->replace_handle( $handle, $saar, false );
		}
		$this->replace_style( 'wp-mediaelement', $saar, false );
	}

	/**
	 * Notes a `[video]` whose source is YouTube or Vimeo (wp_video_shortcode gives it the type `video/youtube` or
	 * `video/vimeo`): only MediaElement's renderers play those, so MediaElement stays on that page. Returns the
	 * shortcode's output unchanged (the `wp_video_shortcode` filter).
	 *
	 * @param string $output The shortcode's HTML.
	 * @return string
	 */
	public function note_video( $output ) {
		if ( is_string( $output ) && preg_match( '#type=["\']video/(?:youtube|vimeo)["\']#i', $output ) ) {
			$this->provider_video = true;
		}
		return $output;
	}

	/** Whether a YouTube or Vimeo `[video]` is on the page, or an enqueued script other than MEDIA_HANDLES depends, at any depth, on MEDIA_CORE. */
	private function media_player_needed() {
		return $this->provider_video || $this->queue_needs( self::MEDIA_CORE, self::MEDIA_HANDLES );
	}

	/**
	 * Whether an enqueued script depends, at any depth, on one of `$targets`, not counting `$skipped` (the handles
	 * that go: what they depended on was for their own code) nor any path through them.
	 *
	 * @param string[] $targets Handles looked for.
	 * @param string[] $skipped Handles that do not count.
	 * @return bool
	 */
	private function queue_needs( array $targets, array $skipped ) {
		$scripts = wp_scripts();
		$seen    = array();
		$needs   = function ( $handle ) use ( &$needs, &$seen, $scripts, $targets, $skipped ) {
			if ( isset( $seen[ $handle ] ) || in_array( $handle, $skipped, true ) || ! isset( $scripts->registered[ $handle ] ) ) {
				return false;
			}
			$seen[ $handle ] = true;
			foreach ( (array) $scripts->registered[ $handle ]->deps as $dep ) {
				if ( in_array( $dep, $targets, true ) || $needs( $dep ) ) {
					return true;
				}
			}
			return false;
		};
		foreach ( $scripts->queue as $handle ) {
			if ( $needs( $handle ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Takes off a hook every callback that is the given method of an object of the given class: for plugins that
	 * hook a method of an instance they keep no reference to (WP_Hook's `callbacks`, WordPress 6.9).
	 *
	 * @param string $hook     Hook name.
	 * @param string $class    Class name.
	 * @param string $method   Method name.
	 * @param int    $priority Priority it is hooked at.
	 */
	private static function remove_method( $hook, $class, $method, $priority ) {
		global $wp_filter;
		if ( ! isset( $wp_filter[ $hook ] ) || ! is_object( $wp_filter[ $hook ] ) || empty( $wp_filter[ $hook ]->callbacks[ $priority ] ) ) {
			return;
		}
		foreach ( $wp_filter[ $hook ]->callbacks[ $priority ] as $callback ) {
			$function = isset( $callback['function'] ) ? $callback['function'] : null;
			if ( is_array( $function ) && isset( $function[0], $function[1] ) && $function[0] instanceof $class && $method === $function[1] ) {
				remove_action( $hook, $function, $priority );
			}
		}
	}

	/**
	 * Deregisters a stock style and registers a code-less alias in its place, without its inline CSS, so a sheet
	 * that depends on it still prints. A style not registered, already replaced or already printed is left alone.
	 *
	 * @param string   $handle    Stock style handle.
	 * @param string[] $saar      Saar handles that replace it on this page.
	 * @param bool     $keep_deps Whether the alias keeps the original's dependencies (else it has none).
	 */
	private function replace_style( $handle, array $saar, $keep_deps = true ) {
		$styles = wp_styles();
		if ( isset( $this->replaced_styles[ $handle ] ) || ! isset( $styles->registered[ $handle ] ) || in_array( $handle, $styles->done, true ) ) {
			return;
		}
		$original = $styles->registered[ $handle ];
		wp_deregister_style( $handle );
		wp_register_style( $handle, false, $keep_deps ? (array) $original->deps : array(), $original->ver );
		$this->replaced_styles[ $handle ] = $saar;
	}

	/**
	 * Takes PixelYourSite's `<noscript>` image pixels off the page, which it prints on wp_footer (10) for every pixel
	 * whatever the visitor chose (PixelYourSite 11.2 EventsManager::outputNoScriptData). Its own switch, the
	 * `pys_disable_by_gdpr` filter, would also stop its server events, which stay.
	 */
	private function remove_pys_noscript() {
		if ( ! function_exists( 'PixelYourSite\PYS' ) ) {
			return;
		}
		$pys    = \PixelYourSite\PYS();
		$events = is_object( $pys ) && method_exists( $pys, 'getEventsManager' ) ? $pys->getEventsManager() : null;
		if ( is_object( $events ) ) {
			remove_action( 'wp_footer', array( $events, 'outputNoScriptData' ), 10 );
		}
	}

	/**
	 * Deregisters a stock handle and registers the code-less alias in its place. A handle that is not registered
	 * (the shop does not use it), already replaced, or already printed is left alone.
	 *
	 * @param string   $handle    Stock handle.
	 * @param string[] $saar      Saar handles that replace it on this page.
	 * @param bool     $keep_deps Whether a staying dependant may get the original's dependencies back (settle_aliases), else only Saar's.
	 */
	private function replace_handle( $handle, array $saar, $keep_deps = true ) {
		$scripts = wp_scripts();
		if ( isset( $this->replaced[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) || in_array( $handle, $scripts->done, true ) ) {
			return;
		}
		$original = $scripts->registered[ $handle ];
		$data     = in_array( $handle, self::KEPT_DATA, true ) ? $scripts->get_data( $handle, 'data' ) : false;
		if ( in_array( $handle, self::KEPT_FOR_DEPENDANTS, true ) ) {
			$this->originals[ $handle ] = $original;
		}
		// What a staying dependant would still need of it (settle_aliases, at the end of the pass, gives it back where
		// one does); none for MediaElement's (its core goes).
		$this->original_deps[ $handle ] = $keep_deps ? (array) $original->deps : array();
		wp_deregister_script( $handle );
		wp_register_script( $handle, false, $saar, $original->ver, array( 'in_footer' => true ) );
		if ( $data ) {
			$scripts->add_data( $handle, 'data', $data );
		}
		$this->replaced[ $handle ] = $saar;
	}

	/** Hooked on wp_print_scripts (last) and wp_print_footer_scripts (after WooCommerce localizes, before printing). */
	public function strip_data() {
		$scripts = wp_scripts();
		foreach ( array_diff( array_keys( $this->replaced ), self::KEPT_DATA ) as $handle ) {
			if ( isset( $scripts->registered[ $handle ] ) && $scripts->get_data( $handle, 'data' ) ) {
				$scripts->add_data( $handle, 'data', '' );
			}
		}
	}

	/**
	 * The stock handles replaced so far on this request, with the Saar handles that replaced each.
	 *
	 * @return array<string,string[]>
	 */
	public function replaced() {
		return $this->replaced;
	}

	/**
	 * The stock style handles replaced so far on this request, with the Saar handles that replaced each.
	 *
	 * @return array<string,string[]>
	 */
	public function replaced_styles() {
		return $this->replaced_styles;
	}

	/**
	 * What happens to each feature's stock scripts, for the settings page. Per feature: its label, its Saar script
	 * handle, its switch, the stock handles it supersedes, what else of the stock front end it replaces (`also`),
	 * and the status of those: `replaced` (wherever the Saar script runs), `off` (kept: switched off) or `missing`
	 * (kept: the Saar script is not in the build). The widget loader has two more: `no-domain` (no Zotabox domain
	 * id anywhere, so Saar loads no widgets and the Zotabox plugin's own code stays) and `theme` (replaced where
	 * its plugin prints the embed code, but the code is also pasted into the theme, where it stays and Saar's
	 * loader stands down). Then Flatsome's scripts, with no switch of their own: `replaced` where Saar covers them
	 * all (covers_flatsome), else `partial` (kept). Then one row per stock script Saar has no replacement for at all,
	 * with no Saar script and the status `none`.
	 *
	 * @return array<string,array{label:string,script:string,on:bool,handles:string[],also:string[],status:string}>
	 */
	public function statuses() {
		$labels = self::labels();
		$also   = self::replaced_besides_scripts();
		$rows   = array();
		foreach ( $this->map() as $name => $handles ) {
			$on = $this->options->feature_on( $name );
			if ( ! $on ) {
				$status = 'off';
			} elseif ( ! $this->assets->ships( $name ) ) {
				$status = 'missing';
			} elseif ( 'widgets' === $name && '' === $this->widgets->domain_id() ) {
				$status = 'no-domain';
			} elseif ( 'widgets' === $name && $this->widgets->in_theme() ) {
				$status = 'theme';
			} else {
				$status = 'replaced';
			}
			$rows[ $name ] = array(
				'label'   => isset( $labels[ $name ] ) ? $labels[ $name ] : $name,
				'script'  => Saar_Assets::handle( $name ),
				'on'      => $on,
				'handles' => $handles,
				'also'    => isset( $also[ $name ] ) ? $also[ $name ] : array(),
				'status'  => $status,
			);
			// The scripts (a gateway's) that kept one of its handles whole where the shop last printed it.
			$kept = array_intersect_key( self::seen_kept_for(), array_flip( $handles ) );
			if ( 'replaced' === $status && array_filter( $kept ) ) {
				$rows[ $name ]['status']   = 'kept-for';
				$rows[ $name ]['kept_for'] = array_filter( $kept );
			}
		}
		$rows['flatsome'] = array(
			'label'   => __( "Flatsome's scripts: header, menus, off-canvas, lightboxes, sliders, tooltips, quick view, quantity buttons, mini cart, live search", 'saar' ),
			'script'  => '',
			'on'      => false,
			'handles' => self::FLATSOME_HANDLES,
			'also'    => array(),
			'status'  => $this->covers_flatsome() ? 'replaced' : 'partial',
		);
		foreach ( self::not_replaced() as $handle => $label ) {
			$rows[ $handle ] = array(
				'label'   => $label,
				'script'  => '',
				'on'      => false,
				'handles' => array( $handle ),
				'also'    => array(),
				'status'  => 'none',
			);
		}
		return $rows;
	}
}
