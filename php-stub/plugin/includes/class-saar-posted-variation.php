<?php
/**
 * Adds the variation the shopper chose, whatever the posted variation_id says (WooCommerce issue #27756).
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * A variable product's form works without any script: its button is printed enabled, as WooCommerce prints it, so a
 * shop whose scripts do not run (a blocked file, a cached page naming an old hashed file) still sells. What the
 * variation script would have guarded, the server checks instead, before WooCommerce's form handler reads the
 * request (WC_Form_Handler::add_to_cart_action on wp_loaded, priority 20; includes/class-wc-form-handler.php,
 * WooCommerce 9.9.5). A click before any script runs posts the form as the shopper sees it: the chosen options, and
 * a variation_id that is "0" or stale (browsers restore a hidden field's old value on back/forward and reload, while
 * the selects show other options). So for a posted add-to-cart of a variable product:
 *
 * - every variation attribute chosen, and they name a variation (WooCommerce's own lookup, the one its get_variation
 *   endpoint uses): that variation's id replaces the posted one;
 * - anything else (an option not chosen, a combination that does not exist): variation_id is emptied, and
 *   WooCommerce refuses with its own "Please choose product options" notice; nothing is added.
 *
 * The attribute values themselves are left as posted: WooCommerce's cart checks them against the variation. Other
 * product types, a variation's own id posted as add-to-cart, and requests a plugin routes to its own handler
 * (woocommerce_add_to_cart_handler) are not touched.
 */
class Saar_Posted_Variation {

	/** Hooked on wp_loaded, before WooCommerce's form handler. */
	public function resolve() {
		// phpcs:disable WordPress.Security.NonceVerification -- WooCommerce's add-to-cart form carries no nonce; this only narrows what WooCommerce does with it.
		if ( ! isset( $_REQUEST['add-to-cart'] ) || ! is_numeric( wp_unslash( $_REQUEST['add-to-cart'] ) ) || ! function_exists( 'wc_get_product' ) ) {
			return;
		}
		$product_id = apply_filters( 'woocommerce_add_to_cart_product_id', absint( wp_unslash( $_REQUEST['add-to-cart'] ) ) );
		$product    = wc_get_product( $product_id );
		if ( ! $product || ! $product->is_type( 'variable' ) || 'variable' !== apply_filters( 'woocommerce_add_to_cart_handler', $product->get_type(), $product ) ) {
			return;
		}
		$chosen = self::chosen_attributes( $product, $_REQUEST );
		// phpcs:enable
		$variation_id = null === $chosen ? 0 : self::find_variation( $product, $chosen );
		self::set_field( 'variation_id', $variation_id ? (string) $variation_id : '' );
	}

	/**
	 * The posted value of every variation attribute of the product, or null when one is not chosen.
	 *
	 * @param WC_Product $product Variable product.
	 * @param array      $request The request's fields.
	 * @return array<string,string>|null
	 */
	public static function chosen_attributes( $product, array $request ) {
		$chosen = array();
		foreach ( $product->get_attributes() as $attribute ) {
			if ( ! $attribute->get_variation() ) {
				continue;
			}
			$key   = 'attribute_' . sanitize_title( $attribute->get_name() );
			$value = isset( $request[ $key ] ) && is_string( $request[ $key ] ) ? wp_unslash( $request[ $key ] ) : '';
			if ( '' === $value ) {
				return null;
			}
			$chosen[ $key ] = $value;
		}
		return $chosen ? $chosen : null;
	}

	/**
	 * The variation the chosen values name, or 0.
	 *
	 * @param WC_Product           $product Variable product.
	 * @param array<string,string> $chosen  Attribute field => value.
	 * @return int
	 */
	private static function find_variation( $product, array $chosen ) {
		try {
			return absint( WC_Data_Store::load( 'product' )->find_matching_product_variation( $product, $chosen ) );
		} catch ( Exception $e ) {
			return 0; // No product data store: WooCommerce could not add anything either.
		}
	}

	/**
	 * Sets a field where WooCommerce and other plugins read it: the request, and the POST or GET that carried it.
	 *
	 * @param string $name  Field name.
	 * @param string $value Value.
	 */
	private static function set_field( $name, $value ) {
		// phpcs:disable WordPress.Security.NonceVerification
		$_REQUEST[ $name ] = $value;
		if ( isset( $_POST['add-to-cart'] ) ) {
			$_POST[ $name ] = $value;
		}
		if ( isset( $_GET['add-to-cart'] ) ) {
			$_GET[ $name ] = $value;
		}
		// phpcs:enable
	}
}
