<?php
/**
 * The cart page: where Saar's `cart-page` script runs, WooCommerce's cart.js (`wc-cart`) goes, its `wc_cart_params`
 * still prints (Saar's cart page sends its nonces), the address scripts the shipping calculator needs still print,
 * and blockUI and js-cookie, which only cart.js needed there, no longer do. Nowhere else, and not with the feature off
 * or without the script in the build.
 */

require __DIR__ . '/bootstrap.php';

/** A build with the page's scripts and the cart page's (its on-demand code too), as the build names them. */
function cart_page_dist( array $names = array( 'runtime', 'theme', 'cart', 'cart-page', 'account' ) ) {
	$manifest = array();
	foreach ( $names as $name ) {
		$manifest[ $name ] = array(
			'file' => "$name.0123456789.js",
			'deps' => 'runtime' === $name ? array() : array( 'runtime' ),
		);
	}
	$manifest['cart-actions'] = array(
		'file' => 'cart-actions.0123456789.js',
		'deps' => array( 'runtime', 'react' ),
		'lazy' => true,
	);
	$manifest['react'] = array(
		'file' => 'react.0123456789.js',
		'deps' => array( 'runtime' ),
		'lazy' => true,
	);
	return saar_test_dist( array_column( $manifest, 'file' ), json_encode( $manifest ) );
}

/**
 * Registers and enqueues what WooCommerce 9.9.5 does on the cart page (WC_Frontend_Scripts::load_scripts at
 * wp_enqueue_scripts 10: wc-cart with its dependencies) and localizes cart.js's data as it prints
 * (localize_printed_scripts on wp_print_scripts / wp_print_footer_scripts 5); Saar's cart-page script on the cart page
 * type (the saar_page_scripts filter, as page-scripts.json lists it).
 */
function enqueue_cart( $with_saar = true ) {
	$stock = array(
		'jquery'            => array(),
		'jquery-blockui'    => array( 'jquery' ),
		'js-cookie'         => array(),
		'woocommerce'       => array( 'jquery', 'jquery-blockui', 'js-cookie' ),
		'wc-country-select' => array( 'jquery' ),
		'wc-address-i18n'   => array( 'jquery', 'wc-country-select' ),
		'wc-cart'           => array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ),
	);
	add_action(
		'wp_enqueue_scripts',
		function () use ( $stock ) {
			foreach ( $stock as $handle => $deps ) {
				wp_register_script( $handle, "https://shop.test/$handle.js", $deps, '9.9.5', array( 'strategy' => 'defer' ) );
			}
			wp_enqueue_script( 'woocommerce' );
			wp_enqueue_script( 'wc-cart' );
		},
		10
	);
	$localize = function () {
		foreach ( array( 'woocommerce', 'wc-cart', 'wc-country-select' ) as $handle ) {
			if ( wp_script_is( $handle ) ) {
				wp_localize_script( $handle, str_replace( '-', '_', $handle ) . '_params', array( 'apply_coupon_nonce' => 'n' ) );
			}
		}
	};
	add_action( 'wp_print_scripts', $localize, 5 );
	add_action( 'wp_print_footer_scripts', $localize, 5 );
	if ( $with_saar ) {
		add_filter(
			'saar_page_scripts',
			function ( $names, $type ) {
				return 'cart' === $type ? array_merge( $names, array( 'cart-page' ) ) : $names;
			},
			10,
			2
		);
	}
}

function render_cart_page() {
	do_action( 'wp_enqueue_scripts' );
	do_action( 'wp_print_scripts' );
	do_action( 'wp_print_footer_scripts' );
	return wp_test_print_order();
}

$cart = array( 'conditions' => array( 'is_cart' => true ), 'post_type' => 'page' );
$shop = array( 'conditions' => array( 'is_shop' => true ) );

section( "the cart page with Saar's cart page: cart.js goes, its data stays, what only it needed goes" );
$plugin = saar_test_plugin( $cart, cart_page_dist() );
enqueue_cart();
$printed = render_cart_page();
$files   = printed_files( $printed );
ok( in_array( 'saar-cart-page', $files, true ), "Saar's cart-page script is printed" );
ok( is_alias( 'wc-cart' ) && ! in_array( 'wc-cart', $files, true ), 'wc-cart is an alias without code: cart.js is not printed' );
same( array( 'saar-cart-page' ), $plugin->supersede->replaced()['wc-cart'], "replaced by Saar's cart-page script" );
same( array( 'wc-country-select', 'wc-address-i18n', 'saar-cart-page' ), wp_scripts()->registered['wc-cart']->deps, "its alias needs Saar's script and the calculator's address scripts, not jQuery or woocommerce" );
$data = printed_data( $printed );
ok( isset( $data['wc-cart'] ) && false !== strpos( $data['wc-cart'], 'var wc_cart_params' ), 'wc_cart_params still prints, on the alias (localized as it prints)' );
ok( ! isset( $data['woocommerce'] ), "woocommerce_params does not (Saar's theme script replaced it)" );
foreach ( array( 'jquery-blockui', 'js-cookie' ) as $handle ) {
	ok( ! in_array( $handle, $files, true ), "$handle, which only cart.js needed here, is not printed" );
}
foreach ( array( 'wc-country-select', 'wc-address-i18n' ) as $handle ) {
	ok( in_array( $handle, $files, true ), "$handle (the calculator's, not the cart page's) still prints" );
}
ok( isset( $data['wc-country-select'] ), 'with its data' );
$pos = array_flip( $files );
ok( $pos['saar-cart-page'] > $pos['saar-runtime'], 'after the runtime' );

section( 'the cart page feature switched off: cart.js stays with all it needs' );
$plugin = saar_test_plugin( $cart, cart_page_dist() );
update_option( Saar_Options::OPTION, array( 'features' => array( 'cart-page' => false ) ) );
enqueue_cart();
$files = printed_files( render_cart_page() );
ok( in_array( 'wc-cart', $files, true ) && ! is_alias( 'wc-cart' ), 'wc-cart prints its own file' );
foreach ( array( 'jquery', 'jquery-blockui', 'js-cookie' ) as $handle ) {
	ok( in_array( $handle, $files, true ), "$handle is printed for it" );
}
ok( ! in_array( 'saar-cart-page', $files, true ) && ! wp_script_is( 'saar-cart-page', 'registered' ), "Saar's cart-page script is not even registered" );
ok( ! isset( $plugin->assets->lazy_urls()['cart-actions'] ), 'nor is its on-demand code offered' );

section( 'a build without the cart-page script replaces nothing of the cart page' );
saar_test_plugin( $cart, cart_page_dist( array( 'runtime', 'theme', 'cart' ) ) );
enqueue_cart();
$files = printed_files( render_cart_page() );
ok( in_array( 'wc-cart', $files, true ) && ! is_alias( 'wc-cart' ), 'wc-cart prints its own file' );

section( 'another page that enqueues cart.js keeps it' );
saar_test_plugin( $shop, cart_page_dist() );
enqueue_cart();
$files = printed_files( render_cart_page() );
ok( in_array( 'wc-cart', $files, true ) && ! is_alias( 'wc-cart' ), 'a listing (no cart-page script there): wc-cart prints its own file' );

section( 'the settings label' );
ok( isset( Saar_Supersede::labels()['cart-page'] ), 'the cart page has its line on the settings page' );
same( 'cart-page', Saar_Options::PART_OF['cart-actions'], "the cart page's on-demand code follows its switch" );
