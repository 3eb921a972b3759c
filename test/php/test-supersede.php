<?php
/**
 * "Replace WooCommerce's scripts": off by default, dequeues the superseded handles when on, keeps jQuery.
 */

require __DIR__ . '/bootstrap.php';

/** Registers and enqueues the stock scripts the way WooCommerce (11.x, with its legacy aliases) does. */
function enqueue_stock() {
	$stock = array(
		'jquery'                    => array(),
		'wc-jquery-blockui'         => array( 'jquery' ),
		'woocommerce'               => array( 'jquery', 'wc-jquery-blockui' ),
		'wc-add-to-cart'            => array( 'jquery', 'wc-jquery-blockui' ),
		'wc-single-product'         => array( 'jquery' ),
		'wc-zoom'                   => array( 'jquery' ),
		'zoom'                      => array( 'wc-zoom' ),
		'wc-flexslider'             => array( 'jquery' ),
		'wc-photoswipe'             => array(),
		'wc-photoswipe-ui-default'  => array( 'wc-photoswipe' ),
		'sourcebuster-js'           => array(),
		'wc-order-attribution'      => array( 'sourcebuster-js' ),
		'wc-checkout'               => array( 'jquery', 'woocommerce' ),
		'flatsome-js'               => array( 'jquery' ),
	);
	add_action(
		'wp_enqueue_scripts',
		function () use ( $stock ) {
			foreach ( $stock as $handle => $deps ) {
				wp_register_script( $handle, "https://shop.test/$handle.js", $deps );
				wp_enqueue_script( $handle );
			}
		}
	);
}

$product = array( 'conditions' => array( 'is_product' => true ), 'post_type' => 'product' );

section( 'off by default: Saar runs beside the stock scripts' );
saar_test_plugin( $product );
enqueue_stock();
$queue = saar_test_enqueue();
ok( in_array( 'woocommerce', $queue, true ), 'woocommerce stays' );
ok( in_array( 'wc-single-product', $queue, true ), 'wc-single-product stays' );
ok( in_array( 'saar-product', $queue, true ), 'and Saar is enqueued too' );
same( array(), array_filter( wp_scripts()->calls, function ( $c ) { return 'dequeue' === $c[0] || 'deregister' === $c[0]; } ), 'nothing dequeued or deregistered' );

section( 'on: the superseded handles are dequeued' );
$plugin = saar_test_plugin( $product );
update_option( 'saar_options', array( 'dequeue_stock' => true ) );
enqueue_stock();
$queue = saar_test_enqueue();
foreach ( array( 'woocommerce', 'wc-add-to-cart', 'wc-single-product', 'wc-zoom', 'zoom', 'wc-flexslider', 'wc-photoswipe', 'wc-photoswipe-ui-default', 'sourcebuster-js', 'wc-order-attribution' ) as $handle ) {
	ok( ! in_array( $handle, $queue, true ), "$handle dequeued" );
}
foreach ( array( 'jquery', 'flatsome-js', 'wc-checkout', 'saar-runtime', 'saar-product' ) as $handle ) {
	ok( in_array( $handle, $queue, true ), "$handle kept" );
}
ok( wp_script_is( 'woocommerce', 'enqueued' ), 'woocommerce still loads as a dependency of wc-checkout (dequeued, not deregistered)' );
ok( wp_script_is( 'woocommerce', 'registered' ), 'nothing is deregistered' );
foreach ( array( 'wc-add-to-cart-variation', 'wc-cart-fragments', 'wc-password-strength-meter', 'photoswipe', 'photoswipe-ui-default', 'flexslider' ) as $handle ) {
	ok( in_array( $handle, Saar_Dequeue::default_handles(), true ), "$handle is in the default list" );
}
ok( ! in_array( 'jquery', Saar_Dequeue::default_handles(), true ), 'jquery is not in the list' );

section( 'scripts enqueued while the page renders are dequeued before the footer prints' );
// The variable product template and the cart widget enqueue after wp_enqueue_scripts.
wp_enqueue_script( 'wc-add-to-cart-variation', 'https://shop.test/v.js' );
wp_enqueue_script( 'wc-cart-fragments', 'https://shop.test/f.js' );
do_action( 'wp_print_footer_scripts' );
ok( ! in_array( 'wc-add-to-cart-variation', wp_scripts()->queue, true ), 'wc-add-to-cart-variation dequeued' );
ok( ! in_array( 'wc-cart-fragments', wp_scripts()->queue, true ), 'wc-cart-fragments dequeued' );
same( 1, has_action( 'wp_print_footer_scripts', array( $plugin->dequeue, 'dequeue' ) ), 'the footer pass runs at priority 1, before _wp_footer_scripts (10)' );

section( 'the saar_superseded_handles filter' );
saar_test_plugin( $product );
update_option( 'saar_options', array( 'dequeue_stock' => '1' ) );
enqueue_stock();
add_filter(
	'saar_superseded_handles',
	function ( $handles ) {
		$handles   = array_diff( $handles, array( 'wc-single-product' ) );
		$handles[] = 'flatsome-js';
		$handles[] = 'jquery';
		return $handles;
	}
);
$queue = saar_test_enqueue();
ok( in_array( 'wc-single-product', $queue, true ), 'a handle removed by the filter stays' );
ok( ! in_array( 'flatsome-js', $queue, true ), 'a handle added by the filter is dequeued' );
ok( in_array( 'jquery', $queue, true ), 'jquery is kept even when a filter adds it' );

section( 'never without Saar' );
saar_test_plugin( $product, saar_test_dist( array(), null ) );
update_option( 'saar_options', array( 'dequeue_stock' => true ) );
enqueue_stock();
$queue = saar_test_enqueue();
ok( in_array( 'woocommerce', $queue, true ) && in_array( 'wc-single-product', $queue, true ), 'with no usable manifest the stock scripts stay, so the shop keeps working' );
