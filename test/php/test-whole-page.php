<?php
/**
 * The whole page, per page type: what remains enqueued once the plugin has run on a shop that registers and enqueues
 * what WordPress 6.9, WooCommerce 9.9.5 and Flatsome 3.19.14 do (fixtures/whole-page.json: handles, dependency lists,
 * who enqueues what where, and the header account popup that enqueues WooCommerce's password meter on every page
 * but the checkout and the account pages). With the plugin's own page-scripts.json and a build of every script the
 * repository has, the shop listing, product and post pages keep no jQuery, no zxcvbn-async and no WordPress meter;
 * the meter is replaced wherever the popup prints; with the account feature off, the stock meter stays. WordPress's
 * comment-reply.js, which Flatsome enqueues on a product and a post, goes where Saar's reply handling runs (the
 * product script, the post script) and stays with the product feature off. On the cart page Saar's cart page takes
 * cart.js's place, and blockUI and js-cookie go with it (they stay with that feature off). Where the stand-in's
 * php-stub/shop/kept-scripts.json exists, what remains is what it says a real shop keeps. WooCommerce's checkout.js goes
 * where Saar's checkout runs (and blockUI and js-cookie with it), the address scripts it brought staying; a gateway
 * script that depends on it keeps it whole, even one enqueued while the page renders, and the settings page names it.
 */

require __DIR__ . '/whole-page-shop.php';

$types       = array_keys( no_comments( $data['page_state'] ) );
$with_popup  = array_values( array_diff( $types, $data['header_popup']['not_on'] ) );
$meter_stack = array( 'password-strength-meter', 'zxcvbn-async', 'wp-i18n', 'wp-hooks' );
$jquery      = array( 'jquery-core', 'jquery-migrate' );
$pages       = array();
foreach ( $types as $type ) {
	$pages[ $type ] = render_whole_page( $type, array(), $data, $dist );
}

section( 'the shop listing, product and post pages keep no jQuery, no zxcvbn-async, no WordPress meter' );
foreach ( array( 'shop', 'product', 'post' ) as $type ) {
	$stock = $pages[ $type ]['stock'];
	foreach ( array_merge( $jquery, array( 'zxcvbn-async', 'password-strength-meter' ) ) as $handle ) {
		ok( ! in_array( $handle, $stock, true ), "$type: $handle is not printed", 'printed: ' . implode( ', ', $stock ) );
	}
}

section( "WooCommerce's meter is replaced on every page that prints the header popup, and what only it needed goes" );
foreach ( $with_popup as $type ) {
	$page = render_whole_page( $type, array(), $data, $dist );
	ok( is_alias( 'wc-password-strength-meter' ), "$type: wc-password-strength-meter is an alias without code" );
	same( array( 'saar-password' ), wp_scripts()->registered['wc-password-strength-meter']->deps, "$type: the alias needs Saar's password script alone" );
	ok( in_array( 'saar-password', $page['saar'], true ), "$type: Saar's password script (the meter's trigger) is printed" );
	foreach ( array_merge( array( 'wc-password-strength-meter' ), $meter_stack ) as $handle ) {
		ok( ! in_array( $handle, $page['stock'], true ), "$type: $handle is not printed" );
	}
	$settings = saar_test_settings_from( $page['head'] );
	same( array( 'minPasswordStrength' => 3, 'stopCheckout' => false ), isset( $settings['features']['account'] ) ? $settings['features']['account'] : null, "$type: the password rules are in Saar's settings" );
}

section( 'the checkout and the account page: the meter WooCommerce enqueues itself is replaced there too' );
foreach ( array( 'checkout', 'account' ) as $type ) {
	ok( ! array_intersect( array_merge( array( 'wc-password-strength-meter' ), $meter_stack ), $pages[ $type ]['stock'] ), "$type: no meter of WooCommerce or WordPress is printed" );
	ok( in_array( 'saar-password', $pages[ $type ]['saar'], true ) && in_array( 'saar-account', $pages[ $type ]['saar'], true ), "$type: Saar's password and account scripts are printed" );
}

section( "with Saar's account feature off, the stock meter stays with all it needs" );
$off = render_whole_page( 'shop', array( 'account' ), $data, $dist );
foreach ( array_merge( array( 'wc-password-strength-meter' ), $meter_stack, $jquery ) as $handle ) {
	ok( in_array( $handle, $off['stock'], true ), "shop, account off: $handle is printed" );
}
ok( ! is_alias( 'wc-password-strength-meter' ), 'shop, account off: the meter keeps its own file' );
ok( ! in_array( 'saar-password', $off['saar'], true ), "shop, account off: Saar's password script is not printed" );
ok( ! isset( wp_scripts()->registered['saar-password'] ), "shop, account off: Saar's password script is not even registered" );

section( "WordPress's comment-reply.js goes where Saar's reply handling runs: the product script, the post script" );
$replies = array(
	'product' => 'saar-product',
	'post'    => 'saar-post',
);
foreach ( $replies as $type => $saar ) {
	ok( in_array( 'comment-reply', $data['enqueued'][ $type ], true ), "$type: Flatsome enqueues comment-reply there (the data says so)" );
	$page = render_whole_page( $type, array(), $data, $dist );
	ok( ! in_array( 'comment-reply', $page['stock'], true ), "$type: comment-reply is not printed", 'printed: ' . implode( ', ', $page['stock'] ) );
	ok( is_alias( 'comment-reply' ), "$type: comment-reply is an alias without code" );
	same( array( $saar ), wp_scripts()->registered['comment-reply']->deps, "$type: the alias needs $saar alone" );
	ok( in_array( $saar, $page['saar'], true ), "$type: $saar is printed" );
}
$post_saar = $pages['post']['saar'];
sort( $post_saar );
same( array( 'saar-cart', 'saar-notification', 'saar-password', 'saar-post', 'saar-runtime', 'saar-search', 'saar-theme', 'saar-tracking', 'saar-widgets' ), $post_saar, "post: Saar's scripts are every page's and the post script, not the product script" );
// A post on which something else enqueues WooCommerce's single-product script (no [product_page]: that is a product
// page type): the post script, which does the comment replies only, leaves it be.
$with_product_script                             = $data;
$with_product_script['while_rendering']['post'] = array( 'wc-single-product' );
$page = render_whole_page( 'post', array(), $with_product_script, $dist );
ok( in_array( 'wc-single-product', $page['stock'], true ) && ! is_alias( 'wc-single-product' ), 'post: the post script replaces only comment-reply, not the product page\'s scripts' );
ok( ! in_array( 'comment-reply', $page['stock'], true ), 'post: while comment-reply still goes' );

section( "with Saar's product feature off, comment-reply.js stays on the product and the post page" );
foreach ( $replies as $type => $saar ) {
	$page = render_whole_page( $type, array( 'product' ), $data, $dist );
	ok( in_array( 'comment-reply', $page['stock'], true ), "$type, product off: comment-reply is printed" );
	ok( ! is_alias( 'comment-reply' ), "$type, product off: comment-reply keeps its own file" );
	ok( ! in_array( $saar, $page['saar'], true ), "$type, product off: $saar is not printed" );
}

section( "the cart page: Saar's cart page in cart.js's place, and what only cart.js needed goes" );
$cart_page = $pages['cart'];
ok( in_array( 'saar-cart-page', $cart_page['saar'], true ), "cart: Saar's cart-page script is printed" );
foreach ( array( 'wc-cart', 'jquery-blockui', 'js-cookie' ) as $handle ) {
	ok( ! in_array( $handle, $cart_page['stock'], true ), "cart: $handle is not printed", 'printed: ' . implode( ', ', $cart_page['stock'] ) );
}
$cart_off = render_whole_page( 'cart', array( 'cart-page' ), $data, $dist );
foreach ( array( 'wc-cart', 'jquery-blockui', 'js-cookie', 'jquery-core' ) as $handle ) {
	ok( in_array( $handle, $cart_off['stock'], true ), "cart, cart page off: $handle is printed" );
}
ok( ! in_array( 'saar-cart-page', $cart_off['saar'], true ), "cart, cart page off: Saar's cart-page script is not printed" );

section( "WooCommerce's checkout.js goes where Saar's checkout runs, with what only it needed; the address scripts stay" );
$checkout = $pages['checkout'];
foreach ( array( 'wc-checkout', 'jquery-blockui', 'js-cookie' ) as $handle ) {
	ok( ! in_array( $handle, $checkout['stock'], true ), "checkout: $handle is not printed", 'printed: ' . implode( ', ', $checkout['stock'] ) );
}
ok( in_array( 'saar-checkout', $checkout['saar'], true ), "checkout: Saar's checkout script is printed" );
$page = render_whole_page( 'checkout', array(), $data, $dist );
ok( is_alias( 'wc-checkout' ), 'checkout: wc-checkout is an alias without code' );
same( array( 'wc-country-select', 'wc-address-i18n', 'saar-checkout' ), wp_scripts()->registered['wc-checkout']->deps, "checkout: the alias needs Saar's checkout and the address scripts (a feature of their own), nothing else of checkout.js's" );
foreach ( array( 'wc-country-select', 'wc-address-i18n' ) as $handle ) {
	// Saar's addresses feature replaces their code; their data, which it reads, still prints on the alias.
	ok( is_alias( $handle ) && in_array( $handle, array_column( wp_test_print_order(), 0 ), true ), "checkout: $handle, which WooCommerce enqueues through checkout.js, is still on the page, its data for Saar's addresses script" );
}
$page = render_whole_page( 'checkout', array( 'addresses' ), $data, $dist );
foreach ( array( 'wc-country-select', 'wc-address-i18n' ) as $handle ) {
	ok( in_array( $handle, $page['stock'], true ), "checkout, Saar's addresses off: $handle still prints its file (replacing checkout.js never takes the address forms' code away)" );
}
same( array( 'wc-checkout' => array() ), Saar_Supersede::seen_kept_for(), 'checkout: the settings page reads that nothing kept checkout.js' );

section( 'a gateway script that depends on wc-checkout keeps checkout.js, with all it needs, and the settings page names it' );
$gateway                                              = $data;
$gateway['registered']['stand-in-card-gateway']       = array( 'jquery', 'wc-checkout' );
$page                                                 = render_whole_page( 'checkout', array(), $gateway, $dist );
ok( ! is_alias( 'wc-checkout' ), 'checkout with the gateway: wc-checkout keeps its own file' );
foreach ( array( 'wc-checkout', 'woocommerce', 'jquery-blockui', 'js-cookie', 'jquery-core', 'stand-in-card-gateway' ) as $handle ) {
	ok( in_array( $handle, $page['stock'], true ) || ( 'woocommerce' === $handle && is_alias( 'woocommerce' ) ), "checkout with the gateway: $handle is printed", 'printed: ' . implode( ', ', $page['stock'] ) );
}
ok( in_array( 'jquery-blockui', wp_scripts()->registered['woocommerce']->deps, true ), "checkout with the gateway: the woocommerce alias gives checkout.js blockUI back" );
same( array( 'wc-checkout' => array( 'stand-in-card-gateway' ) ), Saar_Supersede::seen_kept_for(), 'checkout with the gateway: the settings page names the gateway that keeps checkout.js' );
// Enqueued only while the page renders (a gateway printing its fields), after the first pass replaced checkout.js.
$late                                       = $gateway;
$late['enqueued']['checkout']               = array_values( array_diff( $late['enqueued']['checkout'], array( 'stand-in-card-gateway' ) ) );
$late['while_rendering']['checkout']        = array( 'stand-in-card-gateway' );
$page                                       = render_whole_page( 'checkout', array(), $late, $dist );
ok( ! is_alias( 'wc-checkout' ) && in_array( 'wc-checkout', $page['stock'], true ), 'checkout, the gateway enqueued while rendering: checkout.js is put back and printed', 'printed: ' . implode( ', ', $page['stock'] ) );

section( "with Saar's checkout switched off, checkout.js stays" );
$page = render_whole_page( 'checkout', array( 'checkout' ), $data, $dist );
ok( in_array( 'wc-checkout', $page['stock'], true ) && ! is_alias( 'wc-checkout' ), 'checkout off: wc-checkout keeps its file and prints' );
ok( ! in_array( 'saar-checkout', $page['saar'], true ), "checkout off: Saar's checkout script is not printed" );

section( "the shop listing's price filter widget: Saar's price filter in price-slider.js's place, and jQuery UI, touch punch and accounting.js go" );
$slider_stack = array( 'wc-price-slider', 'jquery-ui-core', 'jquery-ui-mouse', 'jquery-ui-slider', 'wc-jquery-ui-touchpunch', 'accounting' );
$page         = render_whole_page( 'shop', array(), $data, $dist );
ok( is_alias( 'wc-price-slider' ), 'shop: wc-price-slider (enqueued while the sidebar renders) is an alias without code' );
same( array( 'saar-price-filter' ), wp_scripts()->registered['wc-price-slider']->deps, "shop: the alias needs Saar's price-filter script alone" );
ok( in_array( 'saar-price-filter', $page['saar'], true ), "shop: Saar's price-filter script is printed" );
foreach ( array_merge( $slider_stack, $jquery ) as $handle ) {
	ok( ! in_array( $handle, $page['stock'], true ), "shop: $handle is not printed", 'printed: ' . implode( ', ', $page['stock'] ) );
}
$page = render_whole_page( 'shop', array( 'price-filter' ), $data, $dist );
foreach ( array_merge( $slider_stack, $jquery ) as $handle ) {
	ok( in_array( $handle, $page['stock'], true ), "shop, price filter off: $handle is printed", 'printed: ' . implode( ', ', $page['stock'] ) );
}
ok( ! in_array( 'saar-price-filter', $page['saar'], true ), "shop, price filter off: Saar's price-filter script is not printed" );
ok( isset( Saar_Supersede::labels()['price-filter'] ), 'the price filter has its line on the settings page' );

section( 'what remains is what the stand-in says a real shop keeps (php-stub/shop/kept-scripts.json)' );
$kept_file = $root . '/php-stub/shop/kept-scripts.json';
if ( is_readable( $kept_file ) ) {
	$kept    = json_decode( (string) file_get_contents( $kept_file ), true );
	$outside = $data['printed_outside_the_queue']['all'];
	foreach ( $types as $type ) {
		$expected = isset( $kept[ $type ] ) ? array_column( $kept[ $type ], 'handle' ) : array();
		$actual   = array_merge( $pages[ $type ]['stock'], $outside );
		sort( $expected );
		sort( $actual );
		same( $expected, $actual, "$type: the handles that remain equal kept-scripts.json's" );
	}
} else {
	ok( true, 'no kept-scripts.json yet: nothing to compare' );
}
