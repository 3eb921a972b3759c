<?php
/**
 * WooCommerce #27756 without a disabled button: the server adds the variation the posted options name, whatever
 * variation_id says, and lets WooCommerce refuse when the options do not name one.
 */

require __DIR__ . '/bootstrap.php';

/** Posts a form the way WordPress sees it (slashed, in $_POST and $_REQUEST) and runs wp_loaded up to priority 19. */
function post_form( array $fields, $method = 'POST' ) {
	$plugin = saar_test_plugin();
	$slashed = array_map(
		function ( $value ) {
			return is_string( $value ) ? addslashes( $value ) : $value;
		},
		$fields
	);
	if ( 'POST' === $method ) {
		$_POST = $slashed;
	} else {
		$_GET = $slashed;
	}
	$_REQUEST = $slashed;
	do_action( 'wp_loaded' );
	return $plugin;
}

/** The variation_id WooCommerce's form handler would read. */
function posted_variation_id() {
	return isset( $_REQUEST['variation_id'] ) ? wp_unslash( $_REQUEST['variation_id'] ) : null;
}

$form = array( 'add-to-cart' => '12', 'product_id' => '12', 'quantity' => '1' );

section( 'runs before WooCommerce\'s form handler' );
$plugin = saar_test_plugin();
same( 19, has_action( 'wp_loaded', array( $plugin->posted_variation, 'resolve' ) ), 'wp_loaded at 19; WC_Form_Handler::add_to_cart_action is at 20' );

section( 'every option chosen: the variation they name is added' );
post_form( $form + array( 'attribute_pa_suurus' => 'm', 'attribute_varv' => 'Hõbehall', 'variation_id' => '122' ) );
same( '122', posted_variation_id(), 'the script\'s own variation_id, when it matches, stays' );
post_form( $form + array( 'attribute_pa_suurus' => 'm', 'attribute_varv' => 'Hõbehall', 'variation_id' => '0' ) );
same( '122', posted_variation_id(), 'a click before any script ran (variation_id 0): the chosen variation' );
same( '122', $_POST['variation_id'], 'also in $_POST, where validation plugins read it' );
post_form( $form + array( 'attribute_pa_suurus' => 'm', 'attribute_varv' => 'Hõbehall' ) );
same( '122', posted_variation_id(), 'no variation_id field at all: the chosen variation' );
post_form( $form + array( 'attribute_pa_suurus' => 'l', 'attribute_varv' => 'Sinine', 'variation_id' => '0' ) );
same( '123', posted_variation_id(), 'a variation for "any" size matches whatever size was chosen' );

section( 'a stale variation_id (restored by the browser) never wins over the options shown' );
post_form( $form + array( 'attribute_pa_suurus' => 'm', 'attribute_varv' => 'Hõbehall', 'variation_id' => '121' ) );
same( '122', posted_variation_id(), 'options M / Hõbehall with a stale 121 (S / Hõbehall): 122 is added' );
post_form( $form + array( 'attribute_pa_suurus' => 's', 'attribute_varv' => 'Sinine', 'variation_id' => '121' ) );
same( '123', posted_variation_id(), 'a stale id of another colour: the shown colour\'s variation' );
post_form( $form + array( 'attribute_pa_suurus' => '', 'attribute_varv' => '', 'variation_id' => '121' ) );
same( '', posted_variation_id(), 'options reset but the stale id restored: emptied, so WooCommerce asks to choose options' );
post_form( $form + array( 'attribute_pa_suurus' => 'xl', 'attribute_varv' => 'Hõbehall', 'variation_id' => '121' ) );
same( '', posted_variation_id(), 'a combination that does not exist: emptied' );
post_form( $form + array( 'attribute_pa_suurus' => 's', 'variation_id' => '121' ) );
same( '', posted_variation_id(), 'an attribute missing from the post: emptied' );
post_form( $form + array( 'attribute_pa_suurus' => 's', 'attribute_varv' => array( 'Hõbehall' ), 'variation_id' => '121' ) );
same( '', posted_variation_id(), 'an attribute posted as an array: not a choice, emptied' );

section( 'nothing chosen' );
post_form( $form + array( 'attribute_pa_suurus' => '', 'attribute_varv' => '', 'variation_id' => '0' ) );
same( '', posted_variation_id(), 'WooCommerce\'s "Please choose product options" path: variation_id empty' );
same( '', $_POST['variation_id'], 'in $_POST too' );

section( 'a GET add-to-cart link with attributes' );
post_form( $form + array( 'attribute_pa_suurus' => 's', 'attribute_varv' => 'Hõbehall', 'variation_id' => '122' ), 'GET' );
same( '121', posted_variation_id(), 'resolved the same way' );
same( '121', $_GET['variation_id'], 'in $_GET' );
ok( ! isset( $_POST['variation_id'] ), 'and nothing written into an empty $_POST' );

section( 'other requests are not touched' );
post_form( array( 'add-to-cart' => '7', 'quantity' => '2', 'variation_id' => '121' ) );
same( '121', posted_variation_id(), 'a simple product' );
post_form( array( 'add-to-cart' => '121', 'variation_id' => '' ) );
same( '', posted_variation_id(), 'a variation\'s own id as add-to-cart (WooCommerce adds that variation)' );
post_form( array( 'add-to-cart' => 'abc', 'variation_id' => '121' ) );
same( '121', posted_variation_id(), 'a non-numeric add-to-cart (WooCommerce ignores it)' );
post_form( array( 'add-to-cart' => '999', 'variation_id' => '121' ) );
same( '121', posted_variation_id(), 'an unknown product' );
post_form( array( 'quantity' => '1', 'variation_id' => '121' ) );
same( '121', posted_variation_id(), 'no add-to-cart at all' );
$plugin = saar_test_plugin();
add_filter(
	'woocommerce_add_to_cart_handler',
	function ( $type ) {
		return 'variable' === $type ? 'my-bundle' : $type;
	}
);
$_POST    = $form + array( 'attribute_pa_suurus' => '', 'variation_id' => '121' );
$_REQUEST = $_POST;
do_action( 'wp_loaded' );
same( '121', posted_variation_id(), 'a request another plugin routes to its own handler' );
$plugin = saar_test_plugin();
add_filter(
	'woocommerce_add_to_cart_product_id',
	function () {
		return 7;
	}
);
$_POST    = $form + array( 'attribute_pa_suurus' => '', 'variation_id' => '121' );
$_REQUEST = $_POST;
do_action( 'wp_loaded' );
same( '121', posted_variation_id(), 'the product WooCommerce\'s filter turns the request into is the one checked' );

section( 'what counts as chosen' );
$variable = wc_get_product( 12 );
same( array( 'attribute_pa_suurus' => 'm', 'attribute_varv' => 'Hõbehall' ), Saar_Posted_Variation::chosen_attributes( $variable, array( 'attribute_pa_suurus' => 'm', 'attribute_varv' => 'Hõbehall', 'attribute_material' => 'villane', 'other' => 'x' ) ), 'the variation attributes only, keys as the form names them' );
same( array( 'attribute_pa_suurus' => 'm', 'attribute_varv' => "O'Neill" ), Saar_Posted_Variation::chosen_attributes( $variable, array( 'attribute_pa_suurus' => 'm', 'attribute_varv' => "O\\'Neill" ) ), 'values unslashed as WordPress slashes them' );
same( null, Saar_Posted_Variation::chosen_attributes( $variable, array( 'attribute_pa_suurus' => 'm' ) ), 'one missing: null' );
same( null, Saar_Posted_Variation::chosen_attributes( wc_get_product( 7 ), array() ), 'a product without variation attributes: null' );
