<?php
/**
 * The settings JSON: printed once, valid, safe inside a script element, with real types.
 */

require __DIR__ . '/bootstrap.php';

$cart_page = array( 'conditions' => array( 'is_cart' => true ), 'post_type' => 'page' );

section( 'printed once in wp_head, as JSON' );
saar_test_plugin( $cart_page );
saar_test_enqueue();
$head = saar_test_head();
same( 1, substr_count( $head, 'id="saar-settings"' ), 'one element' );
contains( '<script type="application/json" id="saar-settings">{', $head, 'a JSON script element' );
same( '', saar_test_head(), 'a second wp_head prints nothing' );
$settings = saar_test_settings_from( $head );
ok( is_array( $settings ), 'the content is valid JSON' );

section( 'the keys of RawSettings' );
same(
	array( 'locale', 'siteTitle', 'homeUrl', 'ajaxUrl', 'restUrl', 'restNonce', 'isCart', 'isCheckout', 'cartRedirectAfterAdd', 'antiSpam', 'nonces', 'i18n', 'assets', 'features', 'wcAjaxUrl', 'cartUrl', 'checkoutUrl' ),
	array_keys( $settings ),
	'every key, nothing else'
);
same( 'et', $settings['locale'], 'locale is the language of get_locale() (et_EE → et)' );
same( 'Saar & Pood', $settings['siteTitle'], 'siteTitle is decoded text, not HTML' );
same( 'https://shop.test/', $settings['homeUrl'], 'homeUrl' );
same( 'https://shop.test/wp-admin/admin-ajax.php', $settings['ajaxUrl'], 'ajaxUrl' );
same( '/?wc-ajax=%%endpoint%%', $settings['wcAjaxUrl'], 'wcAjaxUrl keeps the %%endpoint%% placeholder' );
same( 'https://shop.test/wp-json/', $settings['restUrl'], 'restUrl' );
same( wp_create_nonce( 'wp_rest' ), $settings['restNonce'], 'restNonce is a wp_rest nonce' );
same( 'https://shop.test/ostukorv/', $settings['cartUrl'], 'cartUrl' );
same( 'https://shop.test/kassa/', $settings['checkoutUrl'], 'checkoutUrl' );
same( array( 'cartStyle' => 'dropdown' ), $settings['features']['theme'], 'features.theme.cartStyle defaults to dropdown' );
same( wp_create_nonce( 'update-order-review' ), $settings['nonces']['updateOrderReview'], 'the cart page gets the order review nonce' );
same( wp_create_nonce( 'apply-coupon' ), $settings['nonces']['applyCoupon'], 'and the coupon nonces' );
same( wp_create_nonce( 'update-shipping-method' ), $settings['nonces']['updateShippingMethod'], 'and the shipping rate nonce of cart.js' );

section( 'what the replaced stock scripts\' parameters carried, in their place' );
$site = md5( '1_https://shop.test/flatsome' ); // get_current_blog_id() . '_' . get_site_url( 1, '/' ) . get_template().
same(
	array( 'fragment_name' => "wc_fragments_$site", 'cart_hash_key' => "wc_cart_hash_$site", 'request_timeout' => 5000 ),
	$settings['features']['cart'],
	'Saar\'s cart script on the page: wc_cart_fragments_params\' fragment_name, cart_hash_key and request_timeout, as WooCommerce computes them'
);
ok( ! isset( $settings['features']['account'] ), 'no password settings where Saar\'s account script does not run' );
saar_test_plugin( array( 'conditions' => array( 'is_account_page' => true ), 'post_type' => 'page' ) );
saar_test_enqueue();
$head     = saar_test_head();
$settings = saar_test_settings_from( $head );
same( array( 'minPasswordStrength' => 3, 'stopCheckout' => false ), $settings['features']['account'], 'the account page: wc_password_strength_meter_params\' min_password_strength (WooCommerce\'s default 3) and stop_checkout (off)' );
contains( '"account":{"minPasswordStrength":3,"stopCheckout":false}', $head, 'printed as a number and a boolean' );
saar_test_plugin( array( 'conditions' => array( 'is_checkout' => true ), 'post_type' => 'page' ) );
add_filter(
	'woocommerce_min_password_strength',
	function () {
		return '4';
	}
);
add_filter( 'woocommerce_enforce_password_strength_meter_on_checkout', '__return_true_for_test' );
function __return_true_for_test() {
	return true;
}
add_filter(
	'woocommerce_cart_fragment_name',
	function ( $name ) {
		return $name . '_x';
	}
);
add_filter(
	'woocommerce_cart_hash_key',
	function () {
		return 'my_hash';
	}
);
add_filter(
	'woocommerce_add_to_cart_redirect',
	function ( $url ) {
		return 'https://shop.test/kassa/';
	}
);
saar_test_enqueue();
$settings = saar_test_settings_from( saar_test_head() );
same( array( 'minPasswordStrength' => 4, 'stopCheckout' => true ), $settings['features']['account'], 'the shop\'s filters: a raised minimum, enforced at checkout' );
same( "wc_fragments_{$site}_x", $settings['features']['cart']['fragment_name'], 'woocommerce_cart_fragment_name' );
same( 'my_hash', $settings['features']['cart']['cart_hash_key'], 'woocommerce_cart_hash_key' );
same( 'https://shop.test/kassa/', $settings['cartUrl'], 'cartUrl is wc_add_to_cart_params.cart_url: woocommerce_add_to_cart_redirect applies' );
saar_test_plugin( array( 'conditions' => array( 'is_account_page' => true ), 'post_type' => 'page' ) );
update_option( 'saar_options', array( 'features' => array( 'account' => false, 'cart' => false ) ) );
saar_test_enqueue();
$settings = saar_test_settings_from( saar_test_head() );
ok( ! isset( $settings['features']['account'] ) && ! isset( $settings['features']['cart'] ), 'switched off: the stock scripts stay with their own parameters, none printed by Saar' );

saar_test_plugin( array( 'conditions' => array( 'is_product' => true ), 'post_type' => 'product' ) );
saar_test_enqueue();
$settings = saar_test_settings_from( saar_test_head() );
same( array( 'reviewRatingRequired' => false ), $settings['features']['product'], 'a product page: wc_single_product_params\' review_rating_required, off by default' );
saar_test_plugin( array( 'conditions' => array( 'is_product' => true ), 'post_type' => 'product' ) );
update_option( 'woocommerce_review_rating_required', 'yes' );
saar_test_enqueue();
$settings = saar_test_settings_from( saar_test_head() );
same( array( 'reviewRatingRequired' => true ), $settings['features']['product'], 'with "Star ratings should be required" on, a review needs its stars though single-product.js is gone' );
update_option( 'woocommerce_review_rating_required', 'no' );

section( 'the site\'s wording of the removed scripts\' texts' );
$GLOBALS['wp_test_translations']['woocommerce'] = array(
	'Show password'          => 'Näita parooli',
	'Please select a rating' => 'Palun vali hinnang',
	'View cart'              => 'Vaata ostukorvi',
);
saar_test_plugin( array( 'conditions' => array( 'is_product' => true ), 'post_type' => 'product' ) );
update_option( 'saar_options', array( 'string_overrides' => "viewCart=Ostukorvi!" ) );
saar_test_enqueue();
$settings = saar_test_settings_from( saar_test_head() );
same( 'Näita parooli', $settings['i18n']['passwordShow'], 'woocommerce.js\'s show-password label, as WooCommerce\'s translation says it' );
same( 'Palun vali hinnang', $settings['i18n']['requiredRating'], 'single-product.js\'s rating text on a product page' );
same( 'Ostukorvi!', $settings['i18n']['viewCart'], 'the owner\'s override wins over the translation' );
ok( ! isset( $settings['i18n']['passwordHide'] ) && ! isset( $settings['i18n']['noMatchingVariations'] ), 'an untranslated text is left to Saar\'s own catalogue' );
ok( ! isset( $settings['i18n']['passwordError'] ), 'no account texts where Saar\'s account script does not run' );
$GLOBALS['wp_test_translations'] = array();

section( 'booleans are real booleans' );
saar_test_plugin( $cart_page );
saar_test_enqueue();
$head     = saar_test_head();
$settings = saar_test_settings_from( $head );
same( true, $settings['isCart'], 'isCart is true on the cart' );
same( false, $settings['isCheckout'], 'isCheckout is false there' );
same( false, $settings['cartRedirectAfterAdd'], 'cartRedirectAfterAdd is false by default' );
contains( '"isCart":true', $head, 'printed as JSON true, not "1"' );
saar_test_plugin( array( 'conditions' => array( 'is_checkout' => true ) ) );
update_option( 'woocommerce_cart_redirect_after_add', 'yes' );
saar_test_enqueue();
$settings = saar_test_settings_from( saar_test_head() );
same( true, $settings['isCheckout'], 'isCheckout is true on the checkout' );
same( false, $settings['isCart'], 'isCart is false there' );
same( true, $settings['cartRedirectAfterAdd'], 'cartRedirectAfterAdd is true when the option is "yes"' );

section( 'empty maps are JSON objects' );
saar_test_plugin();
saar_test_enqueue();
$head = saar_test_head();
contains( '"antiSpam":{}', $head, 'antiSpam is {} by default' );
contains( '"nonces":{}', $head, 'nonces is {} off the cart and checkout' );
contains( '"i18n":{}', $head, 'i18n is {} without overrides' );

section( 'options: locale, cart style, string overrides' );
saar_test_plugin();
update_option(
	'saar_options',
	array(
		'locale'           => 'en',
		'cart_style'       => 'off-canvas',
		'string_overrides' => "# a comment\nviewCart=Vaata korvi\n\nnot a line\n1bad=x\naddToCart = Lisa = korvi \n",
	)
);
saar_test_enqueue();
$settings = saar_test_settings_from( saar_test_head() );
same( 'en', $settings['locale'], 'the locale option wins over the site language' );
same( 'off-canvas', $settings['features']['theme']['cartStyle'], 'cartStyle from the option' );
same( array( 'viewCart' => 'Vaata korvi', 'addToCart' => 'Lisa = korvi' ), $settings['i18n'], 'overrides parsed: key=value lines, comments and bad lines ignored, only the first = splits' );
saar_test_plugin( array( 'locale' => 'en_GB' ) );
saar_test_enqueue();
same( 'en', saar_test_settings_from( saar_test_head() )['locale'], 'en_GB → en' );
saar_test_plugin();
update_option( 'saar_options', array( 'locale' => 'xx"><script>', 'cart_style' => 'sideways' ) );
saar_test_enqueue();
$settings = saar_test_settings_from( saar_test_head() );
same( 'et', $settings['locale'], 'a tampered locale option falls back to the site language' );
same( 'dropdown', $settings['features']['theme']['cartStyle'], 'a tampered cart style falls back to dropdown' );

section( 'no value can break out of the script element' );
saar_test_plugin( array( 'blogname' => 'Pood</script><script>alert(1)</script>' ) );
// Overrides are plain text and keep '<' (see Saar_Options::sanitize_overrides): the JSON escaping is the guard.
update_option( 'saar_options', array( 'string_overrides' => "viewCart=</script><script>alert('x')</script>\nbye=<!-- & -->" ) );
saar_test_enqueue();
$head = saar_test_head();
same( 1, substr_count( strtolower( $head ), '</script>' ), 'the only </script> is the closing tag' );
not_contains( '<script>', $head, 'no <script> inside' );
not_contains( '<!--', $head, 'no HTML comment opener inside' );
$settings = saar_test_settings_from( $head );
same( "</script><script>alert('x')</script>", $settings['i18n']['viewCart'], 'the override still decodes to the exact text' );
same( '<!-- & -->', $settings['i18n']['bye'], 'and so does <!-- & -->' );
same( 'Pood</script><script>alert(1)</script>', $settings['siteTitle'], 'and the site title' );

section( 'filters' );
saar_test_plugin();
add_filter(
	'saar_anti_spam_fields',
	function ( $fields ) {
		$fields['ak_hp'] = '';
		$fields['ct_ts'] = '1700000000';
		return $fields;
	}
);
add_filter(
	'saar_nonces',
	function ( $nonces ) {
		$nonces['feAjax'] = 'abc123';
		return $nonces;
	}
);
add_filter(
	'saar_settings',
	function ( $settings ) {
		$settings['ajaxTimeout'] = 8000;
		$settings['features']['tracking'] = array( 'pixelId' => '123' );
		return $settings;
	}
);
saar_test_enqueue();
$settings = saar_test_settings_from( saar_test_head() );
same( array( 'ak_hp' => '', 'ct_ts' => '1700000000' ), $settings['antiSpam'], 'saar_anti_spam_fields fills antiSpam' );
same( array( 'feAjax' => 'abc123' ), $settings['nonces'], 'saar_nonces fills nonces' );
same( 8000, $settings['ajaxTimeout'], 'saar_settings can add keys' );
same( array( 'pixelId' => '123' ), $settings['features']['tracking'], 'and feature settings, after the built-in ones' );
same( 'dropdown', $settings['features']['theme']['cartStyle'], 'which it receives' );

section( 'not printed when Saar is not on the page' );
saar_test_plugin( array(), saar_test_dist( array(), null ) );
saar_test_enqueue();
same( '', saar_test_head(), 'no manifest: no settings element' );
