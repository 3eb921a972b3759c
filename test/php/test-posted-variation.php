<?php
/**
 * WooCommerce #27756: the variable product's add-to-cart button is rendered disabled until a variation is chosen.
 */

require __DIR__ . '/bootstrap.php';

/** The variations form the way WooCommerce's variable.php and variation-add-to-cart-button.php print it. */
function variations_form() {
	do_action( 'woocommerce_before_add_to_cart_form' );
	echo '<form class="variations_form cart" method="post" data-product_id="12">';
	do_action( 'woocommerce_before_variations_form' );
	echo '<table class="variations"><tr><td><select name="attribute_pa_suurus"><option value="">Vali</option></select></td></tr></table>';
	echo '<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>';
	echo '<div class="woocommerce-variation-add-to-cart variations_button">';
	echo '<div class="quantity"><button type="button" class="minus">-</button><input type="number" name="quantity" value="1"></div>';
	echo '<button type="submit" class="single_add_to_cart_button button alt">Lisa ostukorvi</button>';
	echo '<input type="hidden" name="add-to-cart" value="12"></div></div>';
	do_action( 'woocommerce_after_variations_form' );
	echo '</form>';
	do_action( 'woocommerce_after_add_to_cart_form' );
}

/** A simple product's form: no variations hooks. */
function simple_form() {
	echo '<form class="cart" method="post">';
	do_action( 'woocommerce_before_add_to_cart_button' );
	echo '<button type="submit" name="add-to-cart" value="7" class="single_add_to_cart_button button alt">Lisa ostukorvi</button>';
	do_action( 'woocommerce_after_add_to_cart_button' );
	echo '</form>';
}

$product = array( 'conditions' => array( 'is_product' => true ), 'post_type' => 'product' );

section( 'the variable product button is rendered disabled' );
saar_test_plugin( $product );
$level = ob_get_level();
$html  = capture( 'variations_form' );
contains( '<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed" disabled>Lisa ostukorvi</button>', $html, 'disabled attribute and both classes' );
contains( '<button type="button" class="minus">-</button>', $html, 'other buttons are untouched' );
same( 2, substr_count( $html, 'disabled' ), 'nothing else in the form gets disabled (one class, one attribute)' );
contains( '<form class="variations_form cart" method="post" data-product_id="12"><table', $html, 'the rest of the form is printed unchanged and in place' );
same( $level, ob_get_level(), 'the output buffer is closed' );

section( 'either way: with the stock variation script kept (default) or dequeued' );
foreach ( array( 'kept (default)' => null, 'dequeued' => true ) as $label => $dequeue ) {
	saar_test_plugin( $product );
	if ( null !== $dequeue ) {
		update_option( 'saar_options', array( 'dequeue_stock' => $dequeue ) );
	}
	same( (bool) $dequeue, (bool) ( new Saar_Options() )->get( 'dequeue_stock' ), "stock scripts $label" );
	contains( 'wc-variation-selection-needed" disabled>', capture( 'variations_form' ), "stock scripts $label: rendered disabled, so an early click posts nothing" );
}

section( 'the rewrite itself' );
same(
	'<button class="single_add_to_cart_button button alt disabled wc-variation-selection-needed" disabled>x</button>',
	Saar_Variable_Button::disable_button( '<button class="single_add_to_cart_button button alt">x</button>' ),
	'adds the classes and the attribute'
);
same(
	'<button class="single_add_to_cart_button disabled button wc-variation-selection-needed" disabled>x</button>',
	Saar_Variable_Button::disable_button( '<button class="single_add_to_cart_button disabled button">x</button>' ),
	'a class already there is not repeated'
);
same(
	'<button disabled class="single_add_to_cart_button disabled wc-variation-selection-needed">x</button>',
	Saar_Variable_Button::disable_button( '<button disabled class="single_add_to_cart_button">x</button>' ),
	'an existing disabled attribute is not repeated'
);
same(
	"<button type='submit' aria-disabled='false' class='single_add_to_cart_button' data-class=\"x\" disabled>x</button>",
	str_replace( ' disabled wc-variation-selection-needed', '', Saar_Variable_Button::disable_button( "<button type='submit' aria-disabled='false' class='single_add_to_cart_button' data-class=\"x\">x</button>" ) ),
	'single quotes; aria-disabled and data-class are not mistaken for disabled and class'
);
same(
	'<button class="single_add_to_cart_button_extra">x</button>',
	Saar_Variable_Button::disable_button( '<button class="single_add_to_cart_button_extra">x</button>' ),
	'a class that only starts with the name is not matched'
);
same(
	'<button class="single_add_to_cart_button disabled wc-variation-selection-needed" disabled>a</button><button class="single_add_to_cart_button">b</button>',
	Saar_Variable_Button::disable_button( '<button class="single_add_to_cart_button">a</button><button class="single_add_to_cart_button">b</button>' ),
	'only the first button'
);
same( '<p>no button</p>', Saar_Variable_Button::disable_button( '<p>no button</p>' ), 'HTML without the button is unchanged' );

section( 'simple products are not touched' );
saar_test_plugin( $product );
$html = capture( 'simple_form' );
not_contains( 'disabled', $html, 'the simple product button stays enabled' );

section( 'not without Saar\'s product script' );
saar_test_plugin( $product, saar_test_dist( array(), null ) );
not_contains( 'disabled', capture( 'variations_form' ), 'no manifest: the stock script, which never removes the attribute, keeps control' );
$dist = saar_test_dist( array( 'runtime.0123456789.js' ), '{"runtime":{"file":"runtime.0123456789.js","deps":[]}}' );
saar_test_plugin( $product, $dist );
not_contains( 'disabled', capture( 'variations_form' ), 'a manifest without the product script: unchanged' );

section( 'the saar_disable_variable_button filter' );
saar_test_plugin( $product );
add_filter( 'saar_disable_variable_button', '__return_false_for_test' );
function __return_false_for_test() {
	return false;
}
not_contains( 'disabled', capture( 'variations_form' ), 'turns it off' );

section( 'a buffer left open by someone else inside the form' );
saar_test_plugin( $product );
add_action(
	'woocommerce_after_variations_form',
	function () {
		ob_start(); // A careless plugin.
	},
	5
);
$level = ob_get_level();
ob_start();
variations_form();
same( $level + 3, ob_get_level(), 'Saar does not close its buffer under someone else\'s (ours, theirs, the test\'s stay open)' );
ob_end_flush(); // Theirs.
ob_end_flush(); // Ours: at the end of a real request PHP flushes it, in order.
contains( 'Lisa ostukorvi', (string) ob_get_clean(), 'and the form is still printed' );
same( $level, ob_get_level(), 'back to the level before' );

section( 'two forms on one page (quick view, related products)' );
saar_test_plugin( $product );
$html = capture(
	function () {
		variations_form();
		variations_form();
	}
);
same( 2, substr_count( $html, 'wc-variation-selection-needed" disabled' ), 'both buttons disabled' );
