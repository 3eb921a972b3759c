<?php
/**
 * The address forms on the whole page of a real shop (fixtures/whole-page.json): where Saar's addresses script runs
 * (the cart, the checkout, the account pages) WooCommerce's country-select.js, address-i18n.js, selectWoo with its
 * select2 sheet and account-i18n.js print no file; their handles stay as aliases, so cart.js, checkout.js and any
 * other script that depends on them still prints, with what they needed; the two globals Saar reads
 * (`wc_country_select_params`, `wc_address_i18n_params`) still print wherever WooCommerce printed them, also once
 * nothing that stays depends on them; selectWoo stays whole where another script needs it; and with the feature
 * switched off nothing changes.
 */

require __DIR__ . '/whole-page-shop.php';

$address_files = array( 'wc-country-select', 'wc-address-i18n', 'selectWoo' );
$globals       = array(
	'wc-country-select' => 'var wc_country_select_params = ',
	'wc-address-i18n'   => 'var wc_address_i18n_params = ',
);
$select2_sheet = "id='select2-css'";

// The account's edit-address page: its shortcode enqueues both address scripts while the page renders
// (WC_Shortcode_My_Account::edit_address, WooCommerce 9.9.5).
$edit_address                              = $data;
$edit_address['while_rendering']['account'] = array( 'wc-country-select', 'wc-address-i18n' );

/** Whether a printed data block holds a global. */
function prints_global( array $page, $handle, $global ) {
	return isset( $page['data'][ $handle ] ) && false !== strpos( $page['data'][ $handle ], $global );
}

$pages = array(
	'cart'                 => array( 'cart', $data ),
	'checkout'             => array( 'checkout', $data ),
	'account edit-address' => array( 'account', $edit_address ),
);

section( "the cart, the checkout and the account's edit-address: the address scripts and selectWoo print no file, Saar's addresses script does" );
foreach ( $pages as $name => list( $type, $fixture ) ) {
	$page = render_whole_page( $type, array(), $fixture, $dist );
	foreach ( $address_files as $handle ) {
		ok( ! in_array( $handle, $page['stock'], true ), "$name: $handle is not printed", 'printed: ' . implode( ', ', $page['stock'] ) );
		ok( is_alias( $handle ), "$name: $handle is an alias without code" );
	}
	ok( in_array( 'saar-addresses', $page['saar'], true ), "$name: Saar's addresses script is printed" );
	not_contains( $select2_sheet, $page['styles'], "$name: the select2 sheet is not linked" );
	foreach ( $globals as $handle => $global ) {
		ok( prints_global( $page, $handle, $global ), "$name: $global still prints, on the $handle alias", 'data: ' . implode( ', ', array_keys( $page['data'] ) ) );
	}
}

section( 'the account pages: account-i18n.js goes too, and with it the last script there that needed jQuery' );
$account = render_whole_page( 'account', array(), $data, $dist );
ok( ! in_array( 'wc-account-i18n', $account['stock'], true ) && is_alias( 'wc-account-i18n' ), 'account: wc-account-i18n is an alias without code' );
same( array( 'saar-addresses' ), wp_scripts()->registered['wc-account-i18n']->deps, "account: the alias needs Saar's addresses script alone" );
ok( ! array_intersect( array( 'jquery-core', 'jquery-migrate' ), $account['stock'] ), 'account: jQuery is not printed', 'printed: ' . implode( ', ', $account['stock'] ) );
ok( ! isset( $account['data']['wc-country-select'] ) && ! isset( $account['data']['wc-address-i18n'] ), "account dashboard (no address form): the address globals, which WooCommerce prints only where a script wants them, do not print" );

section( 'dependants still resolve: cart.js and checkout.js (Saar\'s cart page and checkout switched off) print after Saar, with the dependencies the replaced scripts gave them' );
foreach ( array( 'cart' => 'wc-cart', 'checkout' => 'wc-checkout' ) as $type => $own ) {
	$page = render_whole_page( $type, array( 'cart-page', 'checkout' ), $data, $dist );
	ok( in_array( $own, $page['stock'], true ) && ! is_alias( $own ), "$type: $own prints its own file" );
	$order = array_flip( array_merge( $page['saar'], $page['stock'] ) );
	ok( in_array( 'jquery-core', $page['stock'], true ), "$type: jQuery, which $own needs, is printed" );
	same( array( 'jquery', 'saar-addresses' ), wp_scripts()->registered['wc-country-select']->deps, "$type: the country-select alias gives $own jQuery back, after Saar's script" );
	same( array( 'jquery', 'wc-country-select', 'saar-addresses' ), wp_scripts()->registered['wc-address-i18n']->deps, "$type: the address-i18n alias likewise" );
	same( array( 'saar-addresses' ), wp_scripts()->registered['selectWoo']->deps, "$type: the selectWoo alias, which nothing that stays depends on, needs Saar's script alone" );
	$printed = array_column( wp_test_print_order(), 0 );
	ok( array_search( 'saar-addresses', $printed, true ) < array_search( $own, $printed, true ), "$type: $own prints after Saar's addresses script" );
}

section( "another plugin's script that depends on the country select still prints, with jQuery, where nothing else needs jQuery" );
$plugin_dependant                                   = $edit_address;
$plugin_dependant['registered']['vat-field']        = array( 'wc-country-select' );
$plugin_dependant['enqueued']['account'][]          = 'vat-field';
$page = render_whole_page( 'account', array(), $plugin_dependant, $dist );
ok( in_array( 'vat-field', $page['stock'], true ), 'account: the dependant prints' );
ok( is_alias( 'wc-country-select' ) && ! in_array( 'wc-country-select', $page['stock'], true ), 'account: country-select.js still prints no file' );
same( array( 'jquery', 'saar-addresses' ), wp_scripts()->registered['wc-country-select']->deps, 'account: its alias gives the dependant jQuery, after Saar' );
ok( in_array( 'jquery-core', $page['stock'], true ), 'account: jQuery prints, for the dependant' );

section( "selectWoo stays whole, with its sheet, where another script needs it (a pickup plugin's searchable select)" );
$pickup                                      = $data;
$pickup['registered']['pickup-points']       = array( 'jquery', 'selectWoo' );
$pickup['enqueued']['checkout'][]            = 'pickup-points';
$page = render_whole_page( 'checkout', array(), $pickup, $dist );
ok( in_array( 'selectWoo', $page['stock'], true ) && ! is_alias( 'selectWoo' ), 'checkout: selectWoo prints its own file' );
contains( $select2_sheet, $page['styles'], 'checkout: and the select2 sheet is linked' );
ok( in_array( 'pickup-points', $page['stock'], true ), 'checkout: the pickup plugin prints' );
ok( ! in_array( 'wc-country-select', $page['stock'], true ) && ! in_array( 'wc-address-i18n', $page['stock'], true ), "checkout: the address scripts still go (Saar's combobox works beside selectWoo)" );

section( 'the globals still print where Saar also replaces the script that needed the address scripts' );
// As the checkout's own feature will once it replaces checkout.js: then nothing that stays depends on the aliases.
$checkout_replaced = function () {
	add_filter(
		'saar_superseded_handles',
		function ( $map ) {
			$map['addresses'][] = 'wc-checkout';
			return $map;
		}
	);
};
$page = render_whole_page( 'checkout', array(), $data, $dist, $checkout_replaced );
ok( ! in_array( 'wc-checkout', $page['stock'], true ) && is_alias( 'wc-checkout' ), 'checkout: checkout.js is replaced here' );
foreach ( $globals as $handle => $global ) {
	ok( prints_global( $page, $handle, $global ), "checkout: $global still prints", 'data: ' . implode( ', ', array_keys( $page['data'] ) ) );
	ok( ! in_array( $handle, $page['stock'], true ), "checkout: $handle still prints no file" );
}
ok( ! in_array( 'jquery-core', $page['stock'], true ), 'checkout: and the aliases, which nothing that stays needs, bring no jQuery', 'printed: ' . implode( ', ', $page['stock'] ) );

section( 'with the addresses feature off, nothing changes' );
foreach ( array( 'cart' => $data, 'checkout' => $data, 'account' => $edit_address ) as $type => $fixture ) {
	$page = render_whole_page( $type, array( 'addresses' ), $fixture, $dist );
	foreach ( array_merge( $address_files, 'account' === $type ? array( 'wc-account-i18n' ) : array() ) as $handle ) {
		ok( in_array( $handle, $page['stock'], true ) && ! is_alias( $handle ), "$type, addresses off: $handle prints its own file" );
	}
	contains( $select2_sheet, $page['styles'], "$type, addresses off: the select2 sheet is linked" );
	ok( ! in_array( 'saar-addresses', $page['saar'], true ) && ! isset( wp_scripts()->registered['saar-addresses'] ), "$type, addresses off: Saar's addresses script is not even registered" );
	foreach ( $globals as $handle => $global ) {
		ok( prints_global( $page, $handle, $global ), "$type, addresses off: $global prints on WooCommerce's own $handle" );
	}
	$settings = saar_test_settings_from( $page['head'] );
	ok( is_array( $settings ) && ! isset( $settings['assets']['address-fields'] ) && ! isset( $settings['assets']['address-combobox'] ), "$type, addresses off: the address code and the combobox are not among the on-demand files" );
}
$on       = saar_test_settings_from( render_whole_page( 'checkout', array(), $data, $dist )['head'] );
ok( isset( $on['assets']['address-fields'], $on['assets']['address-combobox'] ), 'checkout, addresses on: both on-demand files are in the settings' );
