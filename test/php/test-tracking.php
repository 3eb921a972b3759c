<?php
/**
 * Tracking's stock scripts: where Saar's tracking script runs, WooCommerce's order attribution (with sourcebuster
 * and its WP Consent API bridge) and PixelYourSite's front end go, their localized data (`wc_order_attribution`,
 * `pysOptions`, `pysFacebookRest`) still prints for Saar to read, and PixelYourSite's `<noscript>` pixels go; with
 * the feature off or no tracking script built, all of it stays as the shop had it.
 */

require __DIR__ . '/bootstrap.php';
require __DIR__ . '/fixtures/pixelyoursite.php';

/**
 * The tracking plugins as a shop runs them: WooCommerce 9.9.5's order attribution (wp_enqueue_scripts 10, localized
 * there), its WP Consent API bridge (with an inline script before it), PixelYourSite 11.2 (fixtures/pixelyoursite.php,
 * booted on init) with `pysFacebookRest` localized on jQuery, and optionally other PixelYourSite add-ons.
 *
 * @param string[] $addons Add-on handles to enqueue (each depends on `pys`).
 */
function enqueue_tracking( array $addons = array() ) {
	\PixelYourSite\PYS()->init();
	add_action(
		'wp_enqueue_scripts',
		function () use ( $addons ) {
			wp_enqueue_script( 'jquery', 'https://shop.test/jquery.js' );
			wp_localize_script( 'jquery', 'pysFacebookRest', array( 'restApiUrl' => 'https://shop.test/wp-json/pys-facebook/v1/event' ) );
			wp_enqueue_script( 'sourcebuster-js', 'https://shop.test/sourcebuster.min.js', array(), '9.9.5', true );
			wp_enqueue_script( 'wc-order-attribution', 'https://shop.test/order-attribution.min.js', array( 'sourcebuster-js' ), '9.9.5', true );
			wp_localize_script( 'wc-order-attribution', 'wc_order_attribution', array( 'params' => array( 'prefix' => 'wc_order_attribution_' ), 'fields' => array( 'source_type' => 'current.typ' ) ) );
			wp_enqueue_script( 'wp-consent-api', 'https://shop.test/wp-consent-api.js', array(), '1.0', true );
			wp_enqueue_script( 'wp-consent-api-integration', 'https://shop.test/wp-consent-api-integration.js', array( 'wp-consent-api', 'wc-order-attribution' ), '9.9.5', true );
			wp_scripts()->add_data( 'wp-consent-api-integration', 'before', array( 'window.wc_order_attribution.params.consentCategory = "marketing";' ) );
			foreach ( $addons as $addon ) {
				wp_enqueue_script( $addon, "https://shop.test/$addon.js", array( 'pys' ), '1.0' );
			}
		},
		10
	);
}

/** The page: enqueue, head, footer (wp_footer's own output, then the footer scripts). */
function render_tracked_page() {
	do_action( 'wp_enqueue_scripts' );
	do_action( 'wp_print_scripts' );
	$footer = capture(
		function () {
			do_action( 'wp_footer' );
		}
	);
	do_action( 'wp_print_footer_scripts' );
	return array( wp_test_print_order(), $footer );
}

/** All localized data printed, as one text. */
function data_of( array $printed ) {
	return implode( "\n", printed_data( $printed ) ) . "\n";
}

$stock_files = array( 'sourcebuster-js', 'wc-order-attribution', 'wp-consent-api-integration', 'pys', 'js-cookie-pys', 'jquery-bind-first', 'js-tld' );
$product     = array( 'conditions' => array( 'is_product' => true ), 'post_type' => 'product' );

section( "Saar's tracking on the page: the stock tracking scripts go, the data Saar reads stays" );
saar_test_plugin( $product );
enqueue_tracking();
list( $printed, $footer ) = render_tracked_page();
$files = printed_files( $printed );
$data  = data_of( $printed );
foreach ( $stock_files as $handle ) {
	ok( ! in_array( $handle, $files, true ) && is_alias( $handle ), "$handle: its file is not printed, an alias stands in" );
}
ok( in_array( 'saar-tracking', $files, true ) && in_array( 'jquery', $files, true ) && in_array( 'wp-consent-api', $files, true ), "Saar's tracking script, jQuery and the WP Consent API itself print" );
contains( 'var pysOptions = {"ajaxUrl":"https:\/\/shop.test\/wp-admin\/admin-ajax.php"', $data, "pysOptions, localized by PixelYourSite before the late pass, still prints (on the pys alias)" );
contains( 'var wc_order_attribution = {"params":{"prefix":"wc_order_attribution_"}', $data, 'wc_order_attribution still prints (on the wc-order-attribution alias)' );
contains( 'var pysFacebookRest = ', $data, 'pysFacebookRest, localized on jQuery, prints' );
same( array( 'saar-tracking' ), wp_scripts()->registered['wc-order-attribution']->deps, "the order attribution alias, which nothing that stays depends on: Saar's tracking script alone" );
same( false, wp_scripts()->get_data( 'wp-consent-api-integration', 'before' ), "the consent bridge's inline script (which calls into order-attribution.js) goes with it" );
do_action( 'wp_print_footer_scripts' );
contains( 'var pysOptions', data_of( wp_test_print_order() ), 'strip_data, run again before the footer prints, leaves the kept data' );
not_contains( '<noscript>', $footer, "PixelYourSite's <noscript> pixel is not printed" );

section( 'the feature switched off: everything stays as the shop had it' );
saar_test_plugin( $product );
update_option( 'saar_options', array( 'features' => array( 'tracking' => false ) ) );
enqueue_tracking();
list( $printed, $footer ) = render_tracked_page();
$files = printed_files( $printed );
foreach ( $stock_files as $handle ) {
	ok( in_array( $handle, $files, true ) && ! is_alias( $handle ), "$handle prints its own file" );
}
ok( ! in_array( 'saar-tracking', $files, true ), "Saar's tracking script does not load" );
contains( 'var pysOptions', data_of( $printed ), 'pysOptions prints with public.js' );
contains( '<noscript><img', $footer, "PixelYourSite's <noscript> pixel is its own business" );

section( 'no tracking script in the build: nothing of tracking is removed' );
$names    = array( 'runtime', 'theme', 'cart', 'product' );
$manifest = array();
foreach ( $names as $name ) {
	$manifest[ $name ] = array(
		'file' => "$name.0123456789.js",
		'deps' => 'runtime' === $name ? array() : array( 'runtime' ),
	);
}
saar_test_plugin( $product, saar_test_dist( array_column( $manifest, 'file' ), json_encode( $manifest ) ) );
enqueue_tracking();
list( $printed, $footer ) = render_tracked_page();
$files = printed_files( $printed );
foreach ( $stock_files as $handle ) {
	ok( in_array( $handle, $files, true ) && ! is_alias( $handle ), "$handle prints its own file" );
}
contains( '<noscript><img', $footer, 'and the <noscript> pixel stays' );

section( "a PixelYourSite add-on Saar has no pixel for (Reddit): PixelYourSite stays, order attribution still goes" );
saar_test_plugin( $product );
enqueue_tracking( array( 'pys-reddit', 'pys-pinterest' ) );
list( $printed, $footer ) = render_tracked_page();
$files = printed_files( $printed );
foreach ( array( 'pys', 'js-cookie-pys', 'jquery-bind-first', 'js-tld', 'pys-pinterest', 'pys-reddit' ) as $handle ) {
	ok( in_array( $handle, $files, true ) && ! is_alias( $handle ), "$handle prints its own file" );
}
ok( is_alias( 'wc-order-attribution' ) && is_alias( 'sourcebuster-js' ), 'wc-order-attribution and sourcebuster-js are replaced' );
contains( '<noscript><img', $footer, "PixelYourSite's <noscript> pixel stays with it" );

section( 'the Pinterest add-on, which Saar covers, goes with PixelYourSite' );
saar_test_plugin( $product );
enqueue_tracking( array( 'pys-pinterest' ) );
list( $printed ) = render_tracked_page();
ok( ! in_array( 'pys-pinterest', printed_files( $printed ), true ) && is_alias( 'pys-pinterest' ), 'pys-pinterest: an alias' );

section( 'without PixelYourSite loaded at all' );
saar_test_plugin( $product );
add_action(
	'wp_enqueue_scripts',
	function () {
		wp_enqueue_script( 'wc-order-attribution', 'https://shop.test/order-attribution.min.js', array(), '9.9.5', true );
	}
);
list( $printed ) = render_tracked_page();
ok( is_alias( 'wc-order-attribution' ) && ! wp_script_is( 'pys', 'registered' ), 'order attribution replaced; no PixelYourSite handle is made up' );
