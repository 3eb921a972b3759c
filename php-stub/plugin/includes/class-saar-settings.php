<?php
/**
 * Builds the settings JSON the islands read and prints it in the head.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * The keys are those of `RawSettings` in src/settings.ts. Booleans are real JSON booleans and maps are JSON objects
 * (never `[]`), unlike wp_localize_script, which turns every scalar into a string.
 */
class Saar_Settings {

	/**
	 * The popup's IP geolocation service by default: the one VillaTheme's script calls (woo-notification.js 1.4.2,
	 * `detect_address`), over https. Its answer: `query` (the IP), `city`, `country`.
	 */
	const GEOLOCATION_URL = 'https://extreme-ip-lookup.com/json/';

	/** Keys whose value must be a JSON object even when empty. */
	const MAP_KEYS = array( 'antiSpam', 'nonces', 'i18n', 'assets', 'integrity', 'features' );

	/** @var Saar_Options */
	private $options;

	/** @var Saar_Assets */
	private $assets;

	/** @var Saar_Widgets */
	private $widgets;

	/** @var Saar_Integrity */
	private $integrity;

	/** @var bool Whether the element was printed on this request. */
	private $printed = false;

	/**
	 * @param Saar_Options $options Plugin options.
	 * @param Saar_Assets  $assets  Built scripts.
	 * @param Saar_Widgets   $widgets   The widget platform (domain id, chat contacts).
	 * @param Saar_Integrity $integrity The on-demand files' hashes on the checkout.
	 */
	public function __construct( Saar_Options $options, Saar_Assets $assets, Saar_Widgets $widgets, Saar_Integrity $integrity ) {
		$this->options   = $options;
		$this->assets    = $assets;
		$this->widgets   = $widgets;
		$this->integrity = $integrity;
	}

	/**
	 * The settings array.
	 *
	 * @return array
	 */
	public function build() {
		$options = $this->options->all();
		$wc      = class_exists( 'WooCommerce' );

		$settings = array(
			'locale'               => $this->locale( $options['locale'] ),
			// Stored escaped by WordPress; the JSON carries text, which the islands render as text.
			'siteTitle'            => wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ),
			'homeUrl'              => home_url( '/' ),
			'ajaxUrl'              => admin_url( 'admin-ajax.php' ),
			'restUrl'              => rest_url(),
			'restNonce'            => wp_create_nonce( 'wp_rest' ),
			'isCart'               => $wc && function_exists( 'is_cart' ) && is_cart(),
			'isCheckout'           => $wc && function_exists( 'is_checkout' ) && is_checkout(),
			// wc_add_to_cart_params.cart_redirect_after_add, as a boolean.
			'cartRedirectAfterAdd' => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ),
			/**
			 * Filters the anti-spam fields added to every POST the islands send: field name => value.
			 *
			 * @param array<string,string> $fields Fields.
			 */
			'antiSpam'             => (array) apply_filters( 'saar_anti_spam_fields', array() ),
			/**
			 * Filters the nonces given to the islands, by purpose.
			 *
			 * @param array<string,string> $nonces Nonces.
			 */
			'nonces'               => (array) apply_filters( 'saar_nonces', $this->default_nonces( $wc ) ),
			// The owner's overrides win over the site's wording of what the removed stock scripts said.
			'i18n'                 => array_merge( $wc ? $this->replaced_text() : array(), Saar_Options::parse_overrides( $options['string_overrides'] ) ),
			'assets'               => $this->assets->lazy_urls(),
			'features'             => array_merge(
				array( 'theme' => array( 'cartStyle' => $options['cart_style'] ) ),
				$wc ? $this->replaced_params() : array(),
				$this->popup_and_widgets()
			),
		);
		// On the checkout: the on-demand files' Subresource Integrity hashes, which the runtime sets on them.
		$hashes = $this->integrity->lazy_hashes();
		if ( $hashes ) {
			$settings['integrity'] = $hashes;
		}
		if ( $wc && class_exists( 'WC_AJAX' ) ) {
			$settings['wcAjaxUrl'] = WC_AJAX::get_endpoint( '%%endpoint%%' );
		}
		if ( $wc && function_exists( 'wc_get_cart_url' ) ) {
			// wc_add_to_cart_params.cart_url: where "View cart" and the redirect after an add go, filtered as there.
			$settings['cartUrl']     = (string) apply_filters( 'woocommerce_add_to_cart_redirect', wc_get_cart_url(), null );
			$settings['checkoutUrl'] = wc_get_checkout_url();
		}

		/**
		 * Filters the whole settings object, last.
		 *
		 * @param array $settings Settings (keys of RawSettings in src/settings.ts).
		 */
		$settings = (array) apply_filters( 'saar_settings', $settings );

		foreach ( self::MAP_KEYS as $key ) {
			if ( isset( $settings[ $key ] ) && is_array( $settings[ $key ] ) ) {
				$settings[ $key ] = (object) $settings[ $key ];
			}
		}
		return $settings;
	}

	/**
	 * The JSON text. JSON_HEX_TAG turns every `<` and `>` into \u003C / \u003E, so no value (a string override, a
	 * site title) can close the script element or open an HTML comment; JSON_HEX_AMP does the same for `&`.
	 *
	 * @return string
	 */
	public function json() {
		$json = wp_json_encode( $this->build(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		return false === $json ? '{}' : $json;
	}

	/** Hooked on wp_head: prints the element once, and only on pages where Saar's runtime is enqueued. */
	public function print_json() {
		if ( $this->printed || ! wp_script_is( Saar_Assets::handle( 'runtime' ), 'enqueued' ) ) {
			return;
		}
		$this->printed = true;
		// The JSON is escaped for a script element by json(); esc_html() would corrupt it.
		echo '<script type="application/json" id="saar-settings">' . $this->json() . '</script>' . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}

	/**
	 * What the localized parameters of the stock scripts Saar replaces carried and Saar's scripts need, computed as
	 * WooCommerce computes them (WC_Frontend_Scripts::get_script_data, includes/class-wc-frontend-scripts.php,
	 * WooCommerce 9.9.5), for each Saar script on this page: with it there, the stock script goes (Saar_Supersede)
	 * and its parameters with it. The keys are those of `FeatureSettings` in src/settings.ts.
	 *
	 * @return array<string,array> Feature => its parameters.
	 */
	private function replaced_params() {
		$params = array();
		if ( $this->assets->feature_scripts_on_page( 'account' ) ) {
			// wc_password_strength_meter_params: min_password_strength, stop_checkout; on every page, where the
			// `password` script replaces WooCommerce's meter (the header account popup's register form).
			$params['account'] = array(
				'minPasswordStrength' => (int) apply_filters( 'woocommerce_min_password_strength', 3 ),
				'stopCheckout'        => (bool) apply_filters( 'woocommerce_enforce_password_strength_meter_on_checkout', false ),
			);
		}
		if ( $this->assets->on_page( 'product' ) ) {
			// wc_single_product_params.review_rating_required: a review needs its stars ("Ratings are required").
			$params['product'] = array(
				'reviewRatingRequired' => 'yes' === get_option( 'woocommerce_review_rating_required' ),
			);
		}
		if ( $this->assets->on_page( 'cart' ) ) {
			// wc_cart_fragments_params, under its own names: the same storage keys as cart-fragments.js, so fragments
			// stored by either are found after an update.
			$site           = md5( get_current_blog_id() . '_' . get_site_url( get_current_blog_id(), '/' ) . get_template() );
			$params['cart'] = array(
				'fragment_name'   => (string) apply_filters( 'woocommerce_cart_fragment_name', 'wc_fragments_' . $site ),
				'cart_hash_key'   => (string) apply_filters( 'woocommerce_cart_hash_key', 'wc_cart_hash_' . $site ),
				'request_timeout' => 5000,
			);
		}
		return $params;
	}

	/**
	 * What the popup and the widget loader need beyond the stock globals they read, where their scripts run:
	 * `notification.geolocationUrl`, the https service the popup may ask (after marketing consent) for the visitor's
	 * city and country, or '' for none, and `widgets` (Saar_Widgets::settings()). The popup's own settings stay in VillaTheme's
	 * `_woocommerce_notification_params`, which the plugin keeps printing.
	 *
	 * @return array<string,array> Feature => its settings.
	 */
	private function popup_and_widgets() {
		$out = array();
		if ( $this->assets->on_page( 'notification' ) ) {
			/**
			 * Filters the IP geolocation service of the recent-purchase popup: an https URL answering JSON with
			 * `city` and `country` (and `query` or `ip`), as VillaTheme's default does. Anything but an https URL, or
			 * '', turns geolocation off: the visitor's location is then not used.
			 *
			 * @param string $url URL.
			 */
			// '' (never absent, which would leave the popup to its own default, the same service) says: none.
			$out['notification'] = array( 'geolocationUrl' => self::https_url( apply_filters( 'saar_notification_geolocation_url', self::GEOLOCATION_URL ) ) );
		}
		if ( $this->assets->on_page( 'widgets' ) ) {
			$out['widgets'] = $this->widgets->settings();
		}
		return $out;
	}

	/**
	 * An absolute https URL with a host, else ''.
	 *
	 * @param mixed $url URL.
	 * @return string
	 */
	private static function https_url( $url ) {
		if ( ! is_string( $url ) || preg_match( '/[\s<>"\'\\\\]/', $url ) ) {
			return '';
		}
		$parts = wp_parse_url( $url );
		return is_array( $parts ) && isset( $parts['scheme'], $parts['host'] ) && 'https' === strtolower( $parts['scheme'] ) && '' !== $parts['host'] ? $url : '';
	}

	/**
	 * The site's translation of the texts the removed stock scripts carried in their localized data
	 * (WC_Frontend_Scripts::get_script_data), by Saar's message key, for each Saar script on this page, so a shopper
	 * reads the words the shop showed before. Only translated texts: where WooCommerce has no translation for the
	 * site's language, Saar's own catalogue (Estonian or English) reads better than WooCommerce's English source.
	 *
	 * @return array<string,string> Message key => text.
	 */
	private function replaced_text() {
		$sources = array();
		if ( $this->assets->on_page( 'theme' ) ) {
			$sources['passwordShow'] = 'Show password';
			$sources['passwordHide'] = 'Hide password';
		}
		if ( $this->assets->on_page( 'cart' ) ) {
			$sources['viewCart'] = 'View cart';
		}
		if ( $this->assets->on_page( 'product' ) || $this->assets->on_page( 'quick-view' ) ) {
			$sources['noMatchingVariations'] = 'Sorry, no products matched your selection. Please choose a different combination.';
			$sources['makeASelection']       = 'Please select some product options before adding this product to your cart.';
			$sources['unavailableVariation'] = 'Sorry, this product is unavailable. Please choose a different combination.';
			$sources['resetAlert']           = 'Your selection has been reset. Please select some product options before adding this product to your cart.';
		}
		if ( $this->assets->on_page( 'product' ) ) {
			$sources['requiredRating'] = 'Please select a rating';
		}
		if ( $this->assets->feature_scripts_on_page( 'account' ) ) {
			$sources['passwordError'] = 'Please enter a stronger password.';
		}
		$text = array();
		foreach ( $sources as $key => $source ) {
			$translated = __( $source, 'woocommerce' ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- WooCommerce's own strings, looked up in its domain.
			if ( $translated !== $source ) {
				$text[ $key ] = wp_specialchars_decode( (string) $translated, ENT_QUOTES );
			}
		}
		// The meter's hint is WordPress's (wp_get_password_hint, in its own domain and filtered by `password_hint`),
		// which WooCommerce passed on as i18n_password_hint: the site's words where they are not the English source.
		if ( isset( $sources['passwordError'] ) && function_exists( 'wp_get_password_hint' ) ) {
			$hint = wp_specialchars_decode( (string) wp_get_password_hint(), ENT_QUOTES );
			if ( '' !== $hint && 0 !== strpos( $hint, 'Hint: The password should be at least twelve characters long.' ) ) {
				$text['passwordHint'] = $hint;
			}
		}
		return $text;
	}

	/**
	 * The locale the islands use: the option, else the site's language ("et_EE" → "et").
	 *
	 * @param string $option Locale option ('' follows the site).
	 * @return string
	 */
	private function locale( $option ) {
		$locale = '' !== $option ? $option : (string) get_locale();
		$parts  = preg_split( '/[_-]/', $locale );
		return strtolower( (string) $parts[0] );
	}

	/**
	 * WooCommerce's own nonces on the pages whose forms need them (the cart and checkout coupon and order review
	 * calls), with the same actions as wc_checkout_params and wc_cart_params.
	 *
	 * @param bool $wc Whether WooCommerce is active.
	 * @return array<string,string>
	 */
	private function default_nonces( $wc ) {
		$on_cart_or_checkout = $wc && function_exists( 'is_cart' ) && ( is_cart() || is_checkout() );
		if ( ! $on_cart_or_checkout ) {
			return array();
		}
		return array(
			'updateOrderReview'    => wp_create_nonce( 'update-order-review' ),
			'applyCoupon'          => wp_create_nonce( 'apply-coupon' ),
			'removeCoupon'         => wp_create_nonce( 'remove-coupon' ),
			// cart.js's third, for the cart page's shipping rates (wc_cart_params carries it too, where it prints).
			'updateShippingMethod' => wp_create_nonce( 'update-shipping-method' ),
		);
	}
}
