<?php
/**
 * Flatsome's own scripts replaced as one, only when Saar covers all of them; jQuery then printed only where a script
 * that stays needs it; `window.Flatsome` (Saar's `flatsome` script) only where a script that stays depends on
 * `flatsome-js`; the settings page's list of what still needs jQuery.
 */

require __DIR__ . '/bootstrap.php';

/** A build with every feature script and the theme chrome's on-demand bundles (Saar_Supersede::CHROME_BUNDLES). */
function chrome_dist( array $without = array() ) {
	$files    = array();
	$manifest = array();
	foreach ( array_diff( array( 'runtime', 'theme', 'cart', 'product', 'quick-view', 'search', 'tracking', 'flatsome' ), $without ) as $name ) {
		$files[]           = "$name.0123456789.js";
		$manifest[ $name ] = array(
			'file' => "$name.0123456789.js",
			'deps' => in_array( $name, array( 'runtime', 'flatsome' ), true ) ? array() : array( 'runtime' ),
		);
	}
	foreach ( array_diff( Saar_Supersede::CHROME_BUNDLES, array( 'flatsome' ), $without ) as $name ) {
		$files[]           = "$name.0123456789.js";
		$manifest[ $name ] = array(
			'file' => "$name.0123456789.js",
			'deps' => array( 'runtime' ),
			'lazy' => true,
		);
	}
	return saar_test_dist( $files, json_encode( $manifest ) );
}

/**
 * A product page of a Flatsome shop as WooCommerce 9.9.5 and Flatsome 3.19.14 enqueue it, with `$extra` more
 * scripts (handle => deps) enqueued by other plugins; PixelYourSite's `pysFacebookRest` localized on jQuery.
 */
function flatsome_product_page( array $extra = array() ) {
	add_action(
		'wp_enqueue_scripts',
		function () use ( $extra ) {
			$stock = array(
				'jquery'                              => array(),
				'jquery-blockui'                      => array( 'jquery' ),
				'js-cookie'                           => array(),
				'hoverIntent'                         => array( 'jquery' ),
				'woocommerce'                         => array( 'jquery', 'jquery-blockui', 'js-cookie' ),
				'wc-add-to-cart'                      => array( 'jquery', 'jquery-blockui' ),
				'wc-single-product'                   => array( 'jquery' ),
				'wc-cart-fragments'                   => array( 'jquery', 'js-cookie' ),
				'flatsome-js'                         => array( 'jquery', 'hoverIntent' ),
				'flatsome-theme-woocommerce-js'       => array( 'flatsome-js', 'woocommerce' ),
				'flatsome-live-search'                => array(),
				'flatsome-ajax-add-to-cart-frontend'  => array( 'jquery', 'wc-add-to-cart' ),
			);
			foreach ( $stock + $extra as $handle => $deps ) {
				wp_register_script( $handle, "https://shop.test/$handle.js", $deps, '1', true );
			}
			foreach ( array_keys( $stock + $extra ) as $handle ) {
				if ( ! in_array( $handle, array( 'jquery', 'jquery-blockui', 'js-cookie', 'hoverIntent' ), true ) ) {
					wp_enqueue_script( $handle );
				}
			}
			wp_localize_script( 'flatsome-js', 'flatsomeVars', array( 'rtl' => '' ) );
			wp_localize_script( 'jquery', 'pysFacebookRest', array( 'restApiUrl' => 'https://shop.test/wp-json/pys-facebook/v1/event' ) );
		},
		100
	);
	add_filter( 'wp_resource_hints', 'flatsome_prefetch_scripts', 10, 2 );
	do_action( 'wp_enqueue_scripts' );
	do_action( 'wp_print_scripts' );
	do_action( 'wp_print_footer_scripts' );
	return wp_test_print_order();
}

/** Flatsome 3.19's prefetch hints (inc/functions/function-setup.php), as a name the plugin takes off. */
function flatsome_prefetch_scripts( $urls ) {
	return $urls;
}

$product = array( 'conditions' => array( 'is_product' => true ), 'post_type' => 'product' );

section( 'Saar covers all of Flatsome: its scripts go, and with nothing left that needs it, jQuery too' );
$plugin  = saar_test_plugin( $product, chrome_dist() );
$printed = flatsome_product_page();
$files   = printed_files( $printed );
$data    = printed_data( $printed );
foreach ( Saar_Supersede::FLATSOME_HANDLES as $handle ) {
	ok( ! in_array( $handle, $files, true ), "$handle: its file is not printed" );
}
foreach ( array( 'jquery', 'jquery-blockui', 'js-cookie', 'hoverIntent' ) as $handle ) {
	ok( ! in_array( $handle, $files, true ), "$handle is not printed: only replaced scripts needed it" );
}
ok( ! in_array( 'saar-flatsome', $files, true ), "Saar's window.Flatsome is not printed: nothing that stays depends on flatsome-js" );
contains( '"rtl":""', isset( $data['flatsome-js'] ) ? $data['flatsome-js'] : '', 'flatsomeVars still prints, on the flatsome-js alias, for Saar to read' );
contains( 'pysFacebookRest', isset( $data['saar-runtime'] ) ? $data['saar-runtime'] : '', "pysFacebookRest, localized on jQuery, moves to Saar's runtime, which prints" );
ok( false === has_filter( 'wp_resource_hints', 'flatsome_prefetch_scripts' ), "Flatsome's prefetch hints for the files that no longer load are taken off" );
same( array(), $plugin->supersede->jquery_users(), 'no script that stays needs jQuery' );
same( array( 'product' => array() ), Saar_Supersede::seen_jquery_users(), 'the settings page will say: product pages print no jQuery' );

section( 'a script that stays and depends on flatsome-js gets window.Flatsome and jQuery, before it' );
$plugin  = saar_test_plugin( $product, chrome_dist() );
$printed = flatsome_product_page( array( 'flatsome-lazy' => array( 'flatsome-js' ) ) );
$files   = printed_files( $printed );
$pos     = array_flip( $files );
ok( isset( $pos['saar-flatsome'], $pos['flatsome-lazy'], $pos['jquery'] ), "Saar's flatsome script, jQuery and Flatsome's lazy load all print" );
ok( isset( $pos['saar-flatsome'], $pos['flatsome-lazy'] ) && $pos['saar-flatsome'] < $pos['flatsome-lazy'] && $pos['jquery'] < $pos['flatsome-lazy'], 'both before the script that needs them' );
ok( ! in_array( 'flatsome-js', $files, true ), 'flatsome.js itself still does not load' );
same( array( 'flatsome-lazy' ), $plugin->supersede->jquery_users(), 'the settings page names the script that keeps jQuery' );
ok( ! isset( printed_data( $printed )['saar-runtime'] ), 'pysFacebookRest stays on jQuery, which prints' );

section( 'a build without one of the theme chrome bundles, or a feature Flatsome overlaps switched off: Flatsome stays' );
foreach ( array( 'glightbox', 'flatsome' ) as $missing ) {
	saar_test_plugin( $product, chrome_dist( array( $missing ) ) );
	$files = printed_files( flatsome_product_page() );
	ok( in_array( 'flatsome-js', $files, true ) && in_array( 'flatsome-theme-woocommerce-js', $files, true ) && in_array( 'jquery', $files, true ), "without $missing in the build, flatsome.js, its woocommerce.js and jQuery print" );
}
$plugin = saar_test_plugin( $product, chrome_dist() );
update_option( 'saar_options', array( 'features' => array( 'quick-view' => false ) ) );
$files = printed_files( flatsome_product_page() );
ok( in_array( 'flatsome-js', $files, true ) && in_array( 'flatsome-theme-woocommerce-js', $files, true ), "with Saar's quick view off, Flatsome's scripts (whose woocommerce.js has a quick view) stay" );
same( 'partial', $plugin->supersede->statuses()['flatsome']['status'], 'and the settings page says they are kept' );

section( 'the settings page lists what still needs jQuery, per page type' );
wp_test_reset( array() );
update_option( Saar_Supersede::JQUERY_USERS_OPTION, array( 'product' => array( 'flatsome-lazy', '<b>x</b>' ), 'cart' => array() ) );
same( array( 'cart' => array(), 'product' => array( 'flatsome-lazy', '<b>x</b>' ) ), Saar_Supersede::seen_jquery_users(), 'read back by page type' );
update_option( Saar_Supersede::JQUERY_USERS_OPTION, 'garbage' );
same( array(), Saar_Supersede::seen_jquery_users(), 'a stored value that is no list reads as nothing known' );

