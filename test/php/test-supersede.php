<?php
/**
 * Replacing the stock scripts page by page: a stock handle goes only where a Saar script that replaces it runs (on,
 * in the manifest), as a code-less alias that keeps its dependants printing after Saar; jQuery never goes; the
 * switches hand features back.
 */

require __DIR__ . '/bootstrap.php';

/**
 * Registers and enqueues the stock scripts the way WooCommerce 9.9.5 (wp_enqueue_scripts 10), WooCommerce's
 * localization (wp_print_scripts / wp_print_footer_scripts 5) and Flatsome 3.19 (wp_enqueue_scripts 100) do.
 */
function enqueue_stock() {
	$stock = array(
		'jquery'                     => array(),
		'jquery-blockui'             => array( 'jquery' ),
		'js-cookie'                  => array(),
		'wp-util'                    => array( 'jquery' ),
		'woocommerce'                => array( 'jquery', 'jquery-blockui', 'js-cookie' ),
		'wc-add-to-cart'             => array( 'jquery', 'jquery-blockui' ),
		'wc-single-product'          => array( 'jquery' ),
		'zoom'                       => array( 'jquery' ),
		'flexslider'                 => array( 'jquery' ),
		'photoswipe'                 => array(),
		'photoswipe-ui-default'      => array( 'photoswipe' ),
		'sourcebuster-js'            => array(),
		'wc-order-attribution'       => array( 'sourcebuster-js' ),
		'wc-checkout'                => array( 'jquery', 'woocommerce' ),
		'wc-password-strength-meter' => array( 'jquery' ),
	);
	add_action(
		'wp_enqueue_scripts',
		function () use ( $stock ) {
			foreach ( $stock as $handle => $deps ) {
				wp_register_script( $handle, "https://shop.test/$handle.js", $deps, '9.9.5', array( 'strategy' => 'defer' ) );
			}
			// Registered, enqueued later by templates while the page renders.
			wp_register_script( 'wc-add-to-cart-variation', 'https://shop.test/wc-add-to-cart-variation.js', array( 'jquery', 'wp-util', 'jquery-blockui' ), '9.9.5', array( 'strategy' => 'defer' ) );
			wp_register_script( 'wc-cart-fragments', 'https://shop.test/wc-cart-fragments.js', array( 'jquery', 'js-cookie' ), '9.9.5', array( 'strategy' => 'defer' ) );
			foreach ( array( 'woocommerce', 'wc-add-to-cart', 'wc-single-product', 'zoom', 'flexslider', 'photoswipe-ui-default', 'wc-order-attribution', 'wc-checkout' ) as $handle ) {
				wp_enqueue_script( $handle );
			}
		},
		10
	);
	add_action(
		'wp_enqueue_scripts',
		function () {
			wp_enqueue_script( 'flatsome-js', 'https://shop.test/flatsome.js', array( 'jquery' ), '3.19', true );
			wp_enqueue_script( 'flatsome-theme-woocommerce-js', 'https://shop.test/flatsome-woocommerce.js', array( 'flatsome-js', 'woocommerce' ), '3.19', true );
		},
		100
	);
	$localize = function () {
		foreach ( array( 'woocommerce', 'wc-add-to-cart-variation', 'wc-checkout', 'wc-cart-fragments' ) as $handle ) {
			if ( wp_script_is( $handle ) ) {
				wp_localize_script( $handle, str_replace( '-', '_', $handle ) . '_params', array( 'ajax_url' => '/wp-admin/admin-ajax.php' ) );
			}
		}
	};
	add_action( 'wp_print_scripts', $localize, 5 );
	add_action( 'wp_print_footer_scripts', $localize, 5 );
}

/** The page as WordPress renders it: enqueue, head, the templates' own enqueues, footer. */
function render_page( array $enqueued_while_rendering = array() ) {
	do_action( 'wp_enqueue_scripts' );
	do_action( 'wp_print_scripts' );
	foreach ( $enqueued_while_rendering as $handle ) {
		wp_enqueue_script( $handle );
	}
	do_action( 'wp_print_footer_scripts' );
	return wp_test_print_order();
}

$product  = array( 'conditions' => array( 'is_product' => true ), 'post_type' => 'product' );
$shop     = array( 'conditions' => array( 'is_shop' => true ) );
$account  = array( 'conditions' => array( 'is_account_page' => true ), 'post_type' => 'page' );
$checkout = array( 'conditions' => array( 'is_checkout' => true ), 'post_type' => 'page' );

section( 'a product page: every stock script Saar covers there is replaced' );
$plugin = saar_test_plugin( $product );
enqueue_stock();
$printed = render_page( array( 'wc-add-to-cart-variation', 'wc-cart-fragments' ) );
$files   = printed_files( $printed );
foreach ( array( 'woocommerce', 'wc-add-to-cart', 'wc-single-product', 'zoom', 'flexslider', 'photoswipe', 'photoswipe-ui-default', 'wc-add-to-cart-variation', 'wc-cart-fragments' ) as $handle ) {
	ok( ! in_array( $handle, $files, true ), "$handle: its file is not printed" );
	ok( is_alias( $handle ), "$handle: registered again as an alias without code" );
}
foreach ( array( 'jquery', 'jquery-blockui', 'js-cookie', 'saar-runtime', 'saar-theme', 'saar-cart', 'saar-product', 'flatsome-js', 'flatsome-theme-woocommerce-js', 'wc-checkout' ) as $handle ) {
	ok( in_array( $handle, $files, true ), "$handle is printed" );
}
ok( ! is_alias( 'jquery' ) && ! in_array( array( 'deregister', 'jquery' ), wp_scripts()->calls, true ), 'jQuery is never touched' );
ok( ! in_array( 'wc-password-strength-meter', $files, true ) && ! is_alias( 'wc-password-strength-meter' ), 'the password meter, not enqueued here and its Saar script not on the page, is left as registered' );
$pos = array_flip( $files );
ok( $pos['saar-theme'] < $pos['flatsome-theme-woocommerce-js'], "Flatsome's script, which depends on woocommerce, still prints, after Saar's theme script" );
ok( $pos['saar-theme'] < $pos['wc-checkout'], "WooCommerce's checkout.js, which depends on woocommerce, still prints, after Saar's theme script" );
same( array( 'jquery', 'jquery-blockui', 'js-cookie', 'saar-theme' ), wp_scripts()->registered['woocommerce']->deps, "woocommerce's alias: the original's dependencies plus Saar's theme script" );
same( array( 'saar-product' ), wp_scripts()->registered['wc-add-to-cart-variation']->deps, 'the variation alias, which nothing that stays depends on: Saar\'s product script alone' );
same( array( 'saar-cart' ), wp_scripts()->registered['wc-cart-fragments']->deps, 'the fragments alias likewise: Saar\'s cart script alone' );
ok( ! in_array( 'wp-util', $files, true ), 'wp-util, which only the replaced variation script needed, is not printed' );
same( false, wp_scripts()->get_data( 'woocommerce', 'strategy' ), 'an alias has no loading strategy (WordPress refuses one)' );
same( array_keys( $plugin->supersede->replaced() ), array_values( array_filter( array_keys( $plugin->supersede->replaced() ), 'is_alias' ) ), 'every handle reported replaced is an alias' );
$data = printed_data( $printed );
ok( ! isset( $data['woocommerce'] ), 'no woocommerce_params on the alias (localized in the head, stripped before printing)' );
ok( ! isset( $data['wc-add-to-cart-variation'] ), 'no wc_add_to_cart_variation_params on the alias (localized in the footer, stripped before printing)' );
ok( ! isset( $data['wc-cart-fragments'] ), 'no wc_cart_fragments_params on the alias' );
ok( isset( $data['wc-checkout'] ), 'a stock script Saar does not replace keeps its localized data' );
same( 1, has_action( 'wp_print_footer_scripts', array( $plugin->supersede, 'replace' ) ), 'the footer pass runs at priority 1, before _wp_footer_scripts (10)' );

section( 'order attribution: the fixture build has a tracking script, so it is replaced where that runs' );
ok( is_alias( 'wc-order-attribution' ) && is_alias( 'sourcebuster-js' ), 'wc-order-attribution and sourcebuster-js replaced by saar-tracking' );

section( 'without a tracking script in the build, order attribution is never removed' );
$names = array( 'runtime', 'theme', 'cart', 'product', 'quick-view', 'search', 'account' );
$files_in_dist = array();
$manifest      = array();
foreach ( $names as $name ) {
	$files_in_dist[]   = "$name.0123456789.js";
	$manifest[ $name ] = array(
		'file' => "$name.0123456789.js",
		'deps' => 'runtime' === $name ? array() : array( 'runtime' ),
	);
}
$real_like = saar_test_dist( $files_in_dist, json_encode( $manifest ) );
saar_test_plugin( $product, $real_like );
enqueue_stock();
$files = printed_files( render_page() );
ok( in_array( 'wc-order-attribution', $files, true ) && in_array( 'sourcebuster-js', $files, true ), 'wc-order-attribution and sourcebuster-js print their own files' );
ok( ! is_alias( 'wc-order-attribution' ) && ! is_alias( 'sourcebuster-js' ), 'and are not aliased' );
ok( ! in_array( 'woocommerce', $files, true ), 'while woocommerce, which the build does replace, goes' );

section( 'only on the pages where the replacing Saar script runs' );
saar_test_plugin( $shop );
enqueue_stock();
// Flatsome's quick-view button enqueues the variation script on listings while it renders.
$files = printed_files( render_page( array( 'wc-add-to-cart-variation' ) ) );
ok( ! in_array( 'wc-add-to-cart-variation', $files, true ), 'a listing with Saar\'s quick view: wc-add-to-cart-variation goes' );
ok( in_array( 'saar-quick-view', wp_scripts()->registered['wc-add-to-cart-variation']->deps, true ), 'its alias depends on saar-quick-view, which gives the popup $.fn.wc_variation_form' );
saar_test_plugin( $account );
enqueue_stock();
add_action(
	'wp_enqueue_scripts',
	function () {
		wp_enqueue_script( 'wc-password-strength-meter' );
	},
	10
);
$files = printed_files( render_page() );
ok( ! in_array( 'wc-password-strength-meter', $files, true ) && is_alias( 'wc-password-strength-meter' ), 'the account page with Saar\'s account script: the password meter goes' );
saar_test_plugin( $product );
enqueue_stock();
add_filter(
	'saar_page_scripts',
	function ( $names ) {
		return array_diff( $names, array( 'product' ) );
	}
);
$files = printed_files( render_page( array( 'wc-add-to-cart-variation' ) ) );
ok( in_array( 'wc-single-product', $files, true ) && in_array( 'wc-add-to-cart-variation', $files, true ) && in_array( 'zoom', $files, true ), 'a product page without Saar\'s product script keeps the stock product scripts' );
ok( ! in_array( 'woocommerce', $files, true ), 'but still loses what the scripts it has replace' );

section( 'a switch hands a feature back: its Saar script loads nowhere, the stock scripts stay' );
saar_test_plugin( $product );
update_option( 'saar_options', array( 'features' => array( 'product' => false, 'theme' => '0' ) ) );
enqueue_stock();
$files = printed_files( render_page( array( 'wc-add-to-cart-variation' ) ) );
ok( ! in_array( 'saar-product', $files, true ) && ! wp_script_is( 'saar-product', 'registered' ), 'product off: saar-product is neither enqueued nor registered' );
ok( ! in_array( 'saar-quick-view', wp_scripts()->queue, true ) && ! wp_script_is( 'saar-quick-view', 'registered' ), 'nor is the quick view, which the build made depend on it' );
foreach ( array( 'wc-add-to-cart-variation', 'wc-single-product', 'zoom', 'flexslider', 'photoswipe-ui-default', 'woocommerce' ) as $handle ) {
	ok( in_array( $handle, $files, true ) && ! is_alias( $handle ), "$handle stays with its own file" );
}
ok( ! in_array( 'saar-theme', $files, true ), 'theme off: saar-theme is not printed' );
ok( isset( printed_data( wp_test_print_order() )['woocommerce'] ), 'and woocommerce keeps its localized data' );
ok( is_alias( 'wc-add-to-cart' ) && in_array( 'saar-cart', $files, true ), 'the cart, still on, still replaces wc-add-to-cart' );
saar_test_plugin( $product );
update_option( 'saar_options', array( 'features' => array( 'product' => false ) ) );
add_action(
	'wp_enqueue_scripts',
	function () {
		wp_enqueue_script( 'saar-product' ); // A theme asking for it by hand.
	},
	30
);
ok( ! in_array( 'saar-product', printed_files( render_page() ), true ), 'a switched-off script is not printed even when something else enqueues it' );

section( 'an old stored option of 0.1.0 ("dequeue_stock") is ignored: every feature on' );
saar_test_plugin( $product );
update_option( 'saar_options', array( 'dequeue_stock' => false, 'cart_style' => 'off-canvas' ) );
enqueue_stock();
render_page();
ok( is_alias( 'woocommerce' ) && is_alias( 'wc-single-product' ), 'the stock scripts are replaced' );
same( 'off-canvas', ( new Saar_Options() )->get( 'cart_style' ), 'the other stored options are kept' );
ok( ! array_key_exists( 'dequeue_stock', ( new Saar_Options() )->all() ), 'and dequeue_stock is gone from the options' );

section( 'a script missing from the build replaces nothing' );
$dist = saar_test_dist( array( 'runtime.0123456789.js', 'theme.0123456789.js' ), '{"runtime":{"file":"runtime.0123456789.js","deps":[]},"theme":{"file":"theme.0123456789.js","deps":["runtime"]}}' );
saar_test_plugin( $product, $dist );
enqueue_stock();
$files = printed_files( render_page( array( 'wc-add-to-cart-variation', 'wc-cart-fragments' ) ) );
foreach ( array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-single-product', 'wc-order-attribution' ) as $handle ) {
	ok( in_array( $handle, $files, true ), "$handle stays" );
}
ok( ! in_array( 'woocommerce', $files, true ), 'woocommerce goes: the theme script is built' );

section( 'never without Saar' );
saar_test_plugin( $product, saar_test_dist( array(), null ) );
enqueue_stock();
$printed = render_page( array( 'wc-add-to-cart-variation' ) );
same( array(), array_filter( wp_scripts()->calls, function ( $c ) { return 'deregister' === $c[0]; } ), 'no usable manifest: nothing is deregistered' );
ok( isset( printed_data( $printed )['woocommerce'] ), 'and WooCommerce\'s localized data prints as always' );

section( 'handles the shop does not register, or already printed, are left alone' );
saar_test_plugin( $product );
render_page();
ok( ! wp_script_is( 'woocommerce', 'registered' ) && ! wp_script_is( 'zoom', 'registered' ), 'Saar registers no alias for a handle nobody registered' );
saar_test_plugin( $product );
do_action( 'wp_enqueue_scripts' );
// Registered after the late pass and printed in the head before the footer pass.
wp_register_script( 'wc-cart-fragments', 'https://shop.test/late-fragments.js' );
wp_scripts()->done[] = 'wc-cart-fragments';
do_action( 'wp_print_footer_scripts' );
same( 'https://shop.test/late-fragments.js', wp_scripts()->registered['wc-cart-fragments']->src, 'a handle already printed is not deregistered afterwards' );

section( 'the saar_superseded_handles filter' );
saar_test_plugin( $product );
enqueue_stock();
add_filter(
	'saar_superseded_handles',
	function ( $map ) {
		$map['product']   = array_diff( $map['product'], array( 'wc-single-product' ) );
		$map['theme'][]   = 'flatsome-js';
		$map['theme'][]   = 'jquery';
		$map['cart'][]    = 'saar-runtime';
		return $map;
	}
);
$files = printed_files( render_page() );
ok( in_array( 'wc-single-product', $files, true ), 'a handle the filter takes out stays' );
ok( ! in_array( 'flatsome-js', $files, true ) && is_alias( 'flatsome-js' ), 'a handle the filter adds is replaced' );
ok( in_array( 'jquery', $files, true ) && ! is_alias( 'jquery' ), 'jquery is kept even when a filter adds it' );
ok( ! is_alias( 'saar-runtime' ) && in_array( 'saar-runtime', $files, true ), 'and so are Saar\'s own scripts' );

/**
 * WordPress 6.9's MediaElement handles (wp-includes/script-loader.php), and what a `[video]` enqueues while the
 * content renders (wp-includes/media.php): the `wp-mediaelement` script and style, `mediaelement-vimeo` for Vimeo.
 */
function register_mediaelement() {
	wp_register_script( 'jquery', 'https://shop.test/jquery.js' );
	wp_register_script( 'mediaelement-core', 'https://shop.test/mediaelement-and-player.js' );
	wp_register_script( 'mediaelement-migrate', 'https://shop.test/mediaelement-migrate.js' );
	wp_register_script( 'mediaelement', false, array( 'jquery', 'mediaelement-core', 'mediaelement-migrate' ) );
	wp_register_script( 'wp-mediaelement', 'https://shop.test/wp-mediaelement.js', array( 'mediaelement' ) );
	wp_register_script( 'mediaelement-vimeo', 'https://shop.test/vimeo.min.js', array( 'mediaelement' ) );
	wp_register_script( 'wp-util', 'https://shop.test/wp-util.js', array( 'jquery' ) );
	wp_register_script( 'wp-playlist', 'https://shop.test/wp-playlist.js', array( 'wp-util', 'mediaelement' ) );
	wp_register_style( 'mediaelement', 'https://shop.test/mediaelementplayer-legacy.css' );
	wp_register_style( 'wp-mediaelement', 'https://shop.test/wp-mediaelement.css', array( 'mediaelement' ) );
}

/** A page whose content holds a `[video]` (and whatever else `$also` enqueues while it renders). */
function render_media_page( array $also = array() ) {
	register_mediaelement();
	do_action( 'wp_enqueue_scripts' );
	do_action( 'wp_print_scripts' );
	wp_enqueue_style( 'wp-mediaelement' );
	foreach ( array_merge( array( 'wp-mediaelement', 'mediaelement-vimeo' ), $also ) as $handle ) {
		wp_enqueue_script( $handle );
	}
	do_action( 'wp_print_footer_scripts' );
	return array( printed_files( wp_test_print_order() ), wp_test_print_styles() );
}

section( "a [video]: WordPress's MediaElement player and its sheets go, Saar's theme script plays it" );
$plugin              = saar_test_plugin( $shop );
list( $files, $css ) = render_media_page();
foreach ( array( 'wp-mediaelement', 'mediaelement-vimeo', 'mediaelement-core', 'mediaelement-migrate' ) as $handle ) {
	ok( ! in_array( $handle, $files, true ), "$handle: its file is not printed" );
}
ok( is_alias( 'wp-mediaelement' ) && is_alias( 'mediaelement-vimeo' ), 'wp-mediaelement and mediaelement-vimeo are code-less aliases' );
same( array( 'saar-theme' ), wp_scripts()->registered['wp-mediaelement']->deps, "the alias depends on Saar's theme script only, so the MediaElement core does not print" );
ok( in_array( 'saar-theme', $files, true ), "Saar's theme script is printed" );
ok( false === strpos( $css, 'wp-mediaelement.css' ) && false === strpos( $css, 'mediaelementplayer-legacy.css' ), 'neither MediaElement sheet is linked' );
same( array( 'saar-theme' ), $plugin->supersede->replaced_styles()['wp-mediaelement'], 'the style is reported replaced by the theme script' );
same( array( 'saar-theme' ), $plugin->supersede->replaced()['wp-mediaelement'], 'the script is reported replaced by the theme script' );

section( 'a [playlist] beside it (wp-playlist needs MediaElement): everything stays' );
saar_test_plugin( $shop );
list( $files, $css ) = render_media_page( array( 'wp-playlist' ) );
foreach ( array( 'wp-mediaelement', 'mediaelement-vimeo', 'mediaelement-core', 'wp-playlist' ) as $handle ) {
	ok( in_array( $handle, $files, true ) && ! is_alias( $handle ), "$handle is printed as registered" );
}
ok( false !== strpos( $css, 'wp-mediaelement.css' ) && false !== strpos( $css, 'mediaelementplayer-legacy.css' ), 'both sheets are linked (the playlist is styled by wp-mediaelement.css)' );

section( 'a script that depends on wp-mediaelement through another (the media modal) keeps it too' );
saar_test_plugin( $shop );
wp_register_script( 'media-views', 'https://shop.test/media-views.js', array( 'wp-mediaelement' ) );
wp_register_script( 'page-builder', 'https://shop.test/builder.js', array( 'media-views' ) );
list( $files ) = render_media_page( array( 'page-builder' ) );
ok( in_array( 'wp-mediaelement', $files, true ) && in_array( 'mediaelement-core', $files, true ), 'wp-mediaelement and the core print' );

section( 'a [video] of YouTube or Vimeo (only MediaElement plays it): everything stays' );
foreach ( array( 'youtube' => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'vimeo' => 'https://vimeo.com/76979871' ) as $provider => $url ) {
	saar_test_plugin( $shop );
	apply_filters( 'wp_video_shortcode', '<video class="wp-video-shortcode" controls="controls"><source type="video/' . $provider . '" src="' . $url . '" /></video>', array(), '', 0, 'mediaelement' );
	list( $files, $css ) = render_media_page();
	ok( in_array( 'wp-mediaelement', $files, true ) && in_array( 'mediaelement-core', $files, true ) && ! is_alias( 'wp-mediaelement' ), "$provider: wp-mediaelement and the core print" );
	ok( false !== strpos( $css, 'wp-mediaelement.css' ), "$provider: its sheet is linked" );
}
saar_test_plugin( $shop );
same( '<video><source type="video/mp4" src="https://shop.test/a.mp4" /></video>', apply_filters( 'wp_video_shortcode', '<video><source type="video/mp4" src="https://shop.test/a.mp4" /></video>', array(), '', 0, 'mediaelement' ), 'the filter returns the output unchanged' );
list( $files ) = render_media_page();
ok( ! in_array( 'mediaelement-core', $files, true ), 'an mp4 [video] on the next page: MediaElement goes again' );

section( 'no [video] on the page: the MediaElement handles are left as registered' );
saar_test_plugin( $shop );
register_mediaelement();
render_page();
ok( ! is_alias( 'wp-mediaelement' ) && ! is_alias( 'mediaelement-vimeo' ), 'nothing enqueued them, nothing replaced them' );

section( "Saar's theme script switched off: MediaElement stays" );
saar_test_plugin( $shop );
update_option( 'saar_options', array( 'features' => array( 'theme' => '0' ) ) );
list( $files, $css ) = render_media_page();
ok( ! in_array( 'saar-theme', $files, true ), 'the theme script is not printed' );
ok( in_array( 'wp-mediaelement', $files, true ) && in_array( 'mediaelement-core', $files, true ) && ! is_alias( 'wp-mediaelement' ), 'wp-mediaelement and its core print' );
ok( false !== strpos( $css, 'wp-mediaelement.css' ), 'and its sheet is linked' );
