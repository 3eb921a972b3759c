<?php
/**
 * The settings page: sanitisation, capability and nonce checks, escaping, and the admin notices.
 */

require __DIR__ . '/bootstrap.php';

$admin_state = array( 'is_admin' => true );

section( 'sanitising options' );
same( Saar_Options::defaults(), Saar_Options::sanitize( array() ), 'nothing submitted: the defaults' );
same( Saar_Options::defaults(), Saar_Options::sanitize( 'not an array' ), 'not an array: the defaults' );
$all_on = array_fill_keys( array( 'theme', 'cart', 'product', 'quick-view', 'search', 'brands', 'price-filter', 'pickup', 'account', 'addresses', 'cart-page', 'checkout', 'tracking', 'notification', 'widgets' ), true );
same( $all_on, Saar_Options::defaults()['features'], 'one switch per Saar feature script, every one on by default' );
$clean = Saar_Options::sanitize(
	array(
		'features'         => array( 'product' => '0', 'search' => '', 'cart' => '1', 'nope' => '1' ),
		'cart_style'       => 'off-canvas',
		'string_overrides' => "viewCart=Vaata korvi\r\nfreeShipping=Tasuta tarne > 50 € & rohkem\x00\x07",
		'locale'           => 'en',
		'dequeue_stock'    => '1',
		'evil'             => 'x',
	)
);
same(
	array(
		'features'         => array_merge( $all_on, array( 'product' => false, 'search' => false ) ),
		'cart_style'       => 'off-canvas',
		'string_overrides' => "viewCart=Vaata korvi\nfreeShipping=Tasuta tarne > 50 € & rohkem",
		'locale'           => 'en',
		'widgets_domain_id' => '',
		'chat_messenger'    => '',
		'chat_whatsapp'     => '',
	),
	$clean,
	'valid values kept; switches read as booleans, unknown ones dropped; line endings normalised, control characters removed, < > & kept as text; unknown keys (the old dequeue_stock too) dropped'
);
same( $all_on, Saar_Options::sanitize( array( 'features' => array( 'product' => true ) ) )['features'], 'a feature not stored (a newer version\'s) is on' );
$clean = Saar_Options::sanitize(
	array(
		'features'         => 'all',
		'cart_style'       => '<script>',
		'string_overrides' => array( 'x' ),
		'locale'           => 'et_EE"><b>',
	)
);
same( Saar_Options::defaults(), $clean, 'invalid values fall back to the defaults' );
$options = new Saar_Options();
update_option( 'saar_options', array( 'features' => array( 'brands' => 'no' ) ) );
ok( ! $options->feature_on( 'brands' ) && $options->feature_on( 'cart' ), 'feature_on() reads the stored switch' );
ok( $options->feature_on( 'runtime' ) && $options->feature_on( 'zxcvbn' ), 'scripts without a switch are always on' );
same( "a=\xC3\xB5", Saar_Options::sanitize( array( 'string_overrides' => "a=\xC3\xB5\xFF" ) )['string_overrides'], 'invalid UTF-8 bytes are dropped, valid letters (õ) kept' );
$long = Saar_Options::sanitize( array( 'string_overrides' => str_repeat( 'õ', Saar_Options::MAX_OVERRIDES_LENGTH + 10 ) ) )['string_overrides'];
same( Saar_Options::MAX_OVERRIDES_LENGTH * 2, strlen( $long ), 'overrides are capped by characters, never splitting a letter' );

section( 'saving: capability and nonce' );
$plugin = saar_test_plugin( $admin_state );
$post   = array(
	'features'         => array( 'cart' => '1', 'product' => '1' ),
	'cart_style'       => 'off-canvas',
	'string_overrides' => 'viewCart=Vaata \\"korvi\\"',
	'locale'           => 'en',
	'widgets_domain_id' => ' a1b2c3d4e5f60718 ',
	'chat_messenger'    => 'https://m.me/saarpood',
	'chat_whatsapp'     => '+372 5123 4567',
);
$GLOBALS['wp_test']['caps'] = array();
$_POST                      = array( 'saar' => $post, '_wpnonce' => wp_create_nonce( Saar_Admin::ACTION ) );
$_REQUEST                   = $_POST;
ok( throws( array( $plugin->admin, 'save' ), 'WP_Test_Die' ), 'a user without manage_options is refused' );
same( false, get_option( 'saar_options' ), 'and nothing is stored' );

$GLOBALS['wp_test']['caps'] = array( 'manage_options' );
$_POST['_wpnonce']          = 'forged';
$_REQUEST                   = $_POST;
ok( throws( array( $plugin->admin, 'save' ), 'WP_Test_Die' ), 'a wrong nonce is refused' );
same( false, get_option( 'saar_options' ), 'and nothing is stored' );

unset( $_POST['_wpnonce'] );
$_REQUEST = $_POST;
ok( throws( array( $plugin->admin, 'save' ), 'WP_Test_Die' ), 'a missing nonce is refused' );

$_POST['_wpnonce'] = wp_create_nonce( Saar_Admin::ACTION );
$_REQUEST          = $_POST;
$redirect          = $plugin->admin->save();
$only = array_merge( array_map( '__return_false_for_test', $all_on ), array( 'cart' => true, 'product' => true ) );
function __return_false_for_test() {
	return false;
}
same(
	array(
		'features'         => $only,
		'cart_style'       => 'off-canvas',
		'string_overrides' => 'viewCart=Vaata "korvi"',
		'locale'           => 'en',
		'widgets_domain_id' => 'a1b2c3d4e5f60718',
		'chat_messenger'    => 'saarpood',
		'chat_whatsapp'     => '37251234567',
	),
	get_option( 'saar_options' ),
	'an administrator with a valid nonce saves the sanitised, unslashed options; unticked switches (not submitted) are off'
);
same( 'https://shop.test/wp-admin/options-general.php?page=saar&saar-updated=1', $redirect, 'then goes back to the settings page' );

unset( $_POST['saar']['features'] );
$_REQUEST = $_POST;
$plugin->admin->save();
same( array_map( '__return_false_for_test', $all_on ), get_option( 'saar_options' )['features'], 'no switch ticked: every feature off' );
$_POST['saar']['features'] = 'garbage';
$_REQUEST                  = $_POST;
$plugin->admin->save();
same( array_map( '__return_false_for_test', $all_on ), get_option( 'saar_options' )['features'], 'a tampered features field: nothing ticked' );

section( 'hooks in the admin' );
$plugin = saar_test_plugin( $admin_state );
ok( false !== has_action( 'admin_menu', array( $plugin->admin, 'add_page' ) ), 'admin_menu' );
ok( false !== has_action( 'admin_post_saar_save_settings', array( $plugin->admin, 'handle_save' ) ), 'admin_post_saar_save_settings' );
ok( false !== has_action( 'admin_notices', array( $plugin->admin, 'notices' ) ), 'admin_notices' );
ok( false !== has_filter( 'plugin_action_links_saar/saar.php', array( $plugin->admin, 'action_links' ) ), 'plugin_action_links_saar/saar.php' );
do_action( 'admin_menu' );
same( 'manage_options', $GLOBALS['wp_test_menu']['saar']['capability'], 'Settings → Saar needs manage_options' );
$links = apply_filters( 'plugin_action_links_saar/saar.php', array( '<a href="#">Deactivate</a>' ) );
same( '<a href="https://shop.test/wp-admin/options-general.php?page=saar">Settings</a>', $links[0], 'a Settings link first in the plugin list' );
$plugin = saar_test_plugin();
ok( false === has_action( 'admin_menu' ), 'no admin hooks on the front end' );

section( 'the page is escaped' );
$plugin = saar_test_plugin( $admin_state );
update_option(
	'saar_options',
	array(
		'string_overrides' => "viewCart=</textarea><script>alert(1)</script>\nx=\"'&amp;",
		'cart_style'       => 'off-canvas',
		'features'         => array( 'search' => false ),
	)
);
update_option( Saar_Supersede::JQUERY_USERS_OPTION, array( 'product' => array( 'flatsome-lazy', '<b>x</b>' ), 'cart' => array() ) );
$html = capture( array( $plugin->admin, 'render' ) );
contains( '<td>product</td><td>flatsome-lazy, &lt;b&gt;x&lt;/b&gt;</td>', $html, 'the scripts still needing jQuery are listed per page type, escaped' );
contains( '<td>cart</td><td>none: jQuery is not printed</td>', $html, 'and a page type where jQuery no longer prints says so' );
contains( "<code>flatsome-js</code>", $html, "Flatsome's scripts have their row" );
contains( '&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;', $html, 'the overrides are escaped inside the textarea' );
contains( '&amp;amp;', $html, 'an entity is shown as typed' );
same( 1, substr_count( $html, '</textarea>' ), 'one textarea end tag' );
not_contains( '<script>', $html, 'no script tag' );
contains( 'name="_wpnonce" value="' . wp_create_nonce( Saar_Admin::ACTION ) . '"', $html, 'the form carries the nonce' );
contains( 'name="action" value="saar_save_settings"', $html, 'and posts to admin-post.php with its action' );
contains( '<option value="off-canvas"  selected=\'selected\'>', $html, 'the stored cart style is selected' );
contains( '<input type="checkbox" name="saar[features][cart]" value="1" checked=\'checked\'> Ajax add to cart', $html, 'a switch that is on is ticked' );
contains( '<input type="checkbox" name="saar[features][search]" value="1"> Live search', $html, 'a switch that is off is not' );
contains( '<code>saar-runtime</code> dist/runtime.57f03e07f8.js', $html, 'the built scripts are listed' );
$GLOBALS['wp_test']['caps'] = array();
same( '', capture( array( $plugin->admin, 'render' ) ), 'nothing for a user without manage_options' );

section( 'admin notices' );
$plugin = saar_test_plugin( $admin_state );
same( '', capture( array( $plugin->admin, 'notices' ) ), 'a good build: no notice' );
$plugin = saar_test_plugin( $admin_state, saar_test_dist( array(), null ) );
$html   = capture( array( $plugin->admin, 'notices' ) );
contains( 'notice-error', $html, 'a missing manifest: an error notice' );
contains( 'manifest.json is missing', $html, 'saying what is wrong' );
$GLOBALS['wp_test']['caps'] = array();
same( '', capture( array( $plugin->admin, 'notices' ) ), 'only for users who can fix it' );
$dist   = saar_test_dist( array( 'runtime.0123456789.js' ), '{"runtime":{"file":"runtime.0123456789.js","deps":[]},"<b>evil</b>":{"file":"x.js","deps":[]}}' );
$plugin = saar_test_plugin( $admin_state, $dist );
$html   = capture( array( $plugin->admin, 'notices' ) );
contains( 'notice-warning', $html, 'a rejected entry: a warning notice' );
not_contains( '<b>', $html, 'with the manifest text escaped' );

section( 'the settings page lists, per feature, the stock scripts it replaces and what happens to them' );
$plugin = saar_test_plugin( $admin_state );
$rows   = feature_rows( capture( array( $plugin->admin, 'render' ) ) );
same( array( 'saar-cart', 'wc-add-to-cart, wc-cart-fragments', "replaced where Saar's script runs" ), $rows['Ajax add to cart, cart fragments, mini cart'], 'cart: its script, the handles, replaced' );
same( array( 'saar-theme', 'woocommerce', "replaced where Saar's script runs" ), $rows['Store notice, show password, ordering, quantity'], 'theme: woocommerce' );
same( array( 'saar-account', 'wc-password-strength-meter', "replaced where Saar's script runs" ), $rows['Password meter, field help, social login'], 'account: the password meter' );
same( array( 'saar-search', '—', 'on' ), $rows['Live search'], 'a feature that replaces no stock script: on' );
same( array( '—', 'pys-reddit', 'kept: no Saar replacement' ), $rows["PixelYourSite's Reddit add-on (PixelYourSite stays where it runs)"], "PixelYourSite's Reddit add-on: kept, no Saar replacement" );
$tracking_handles = 'wc-order-attribution, sourcebuster-js, wp-consent-api-integration, pys, js-cookie-pys, jquery-bind-first, js-tld, pys-pinterest, pys-bing';
same( array( 'saar-tracking', $tracking_handles, "replaced where Saar's script runs" ), $rows['Tracking: order attribution and pixels'], 'tracking: order attribution and PixelYourSite, replaced' );
ok( false !== strpos( $rows['Variation form, product gallery, tabs, reviews and comment replies'][1], 'wc-add-to-cart-variation, wc-single-product, wc-zoom, zoom' ), 'product: the variation, single-product and gallery scripts' );
ok( 1 === preg_match( '/, comment-reply, PhotoSwipe\'s styles and its hidden \.pswp dialog markup$/', $rows['Variation form, product gallery, tabs, reviews and comment replies'][1] ), "product: and WordPress's comment replies (the post script's on posts), and PhotoSwipe's sheets and dialog" );
$addresses = "wc-country-select, wc-address-i18n, selectWoo, wc-account-i18n, selectWoo's select2 style (selectWoo and its style stay where another plugin's script needs them)";
same( array( 'saar-addresses', $addresses, 'kept: Saar script missing from the build' ), $rows["Address forms: the state field, each country's fields, searchable country and state lists"], 'addresses: the address scripts, selectWoo and its sheet; the fixture build has no addresses script' );
$checkout = 'Checkout: order review, payment methods, coupon, placing the order';
same( array( 'saar-checkout', 'wc-checkout', "replaced where Saar's script runs" ), $rows[ $checkout ], "checkout: WooCommerce's checkout.js, replaced" );
// The checkout last printed kept checkout.js for a gateway whose script depends on it: the row names the gateway.
update_option( Saar_Supersede::KEPT_FOR_OPTION, array( 'wc-checkout' => array( 'montonio-<b>checkout</b>' ) ) );
$html = capture( array( $plugin->admin, 'render' ) );
$rows = feature_rows( $html );
same( "replaced where Saar's script runs, except: wc-checkout kept on the checkout for montonio-<b>checkout</b>, which depends on it (Saar's checkout stands down there)", $rows[ $checkout ][2], 'checkout kept for a gateway: the row names it' );
not_contains( '<b>checkout</b>', $html, "and the gateway's handle is escaped" );
update_option( Saar_Supersede::KEPT_FOR_OPTION, array( 'wc-checkout' => array() ) );
same( "replaced where Saar's script runs", feature_rows( capture( array( $plugin->admin, 'render' ) ) )[ $checkout ][2], 'replaced again where the checkout last printed needs it no more' );

$dist   = saar_test_dist( array( 'runtime.0123456789.js', 'cart.0123456789.js' ), '{"runtime":{"file":"runtime.0123456789.js","deps":[]},"cart":{"file":"cart.0123456789.js","deps":["runtime"]}}' );
$plugin = saar_test_plugin( $admin_state, $dist );
update_option( 'saar_options', array( 'features' => array( 'cart' => false ) ) );
$rows = feature_rows( capture( array( $plugin->admin, 'render' ) ) );
same( array( 'saar-tracking', $tracking_handles, 'kept: Saar script missing from the build' ), $rows['Tracking: order attribution and pixels'], 'no tracking script in the build: order attribution and PixelYourSite kept, the script missing from the build' );
same( 'kept: Saar script missing from the build', $rows['Variation form, product gallery, tabs, reviews and comment replies'][2], 'a script the build lacks: kept, missing from the build' );
same( 'kept: switched off', $rows['Ajax add to cart, cart fragments, mini cart'][2], 'a feature switched off: kept, switched off' );
same( 'Saar script missing from the build', $rows['Live search'][2], 'a feature without stock scripts whose script the build lacks says so' );
