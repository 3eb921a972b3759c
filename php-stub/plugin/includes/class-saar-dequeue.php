<?php
/**
 * Optionally stops WooCommerce's jQuery scripts that Saar replaces.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * Off by default: Saar then runs beside the stock scripts. When the owner turns it on, the superseded handles are
 * dequeued twice: late on wp_enqueue_scripts (where WooCommerce enqueues most of them) and again just before the
 * footer scripts print, because the variable product template enqueues wc-add-to-cart-variation and the cart widget
 * enqueues wc-cart-fragments while the page renders, after wp_enqueue_scripts has run.
 *
 * Dequeue, not deregister: WordPress still prints a dequeued script when an enqueued one depends on it, which is
 * what keeps WooCommerce's cart.js and checkout.js (both depend on `woocommerce`) and any third-party script built
 * on a stock one working. Deregistering would silently drop those dependants. jQuery is never touched.
 */
class Saar_Dequeue {

	/** @var Saar_Options */
	private $options;

	/** @var Saar_Assets */
	private $assets;

	/**
	 * @param Saar_Options $options Plugin options.
	 * @param Saar_Assets  $assets  Built scripts (nothing is dequeued when Saar's own scripts cannot load).
	 */
	public function __construct( Saar_Options $options, Saar_Assets $assets ) {
		$this->options = $options;
		$this->assets  = $assets;
	}

	/**
	 * The handles of the stock scripts whose features Saar implements. Since WooCommerce 10.3 the vendor libraries are
	 * registered with a `wc-` prefix and the old names remain as aliases: both are listed.
	 *
	 * @return string[]
	 */
	public static function default_handles() {
		return array(
			'woocommerce',                // Store notice, show password (theme, account).
			'wc-add-to-cart',             // Ajax add to cart (cart).
			'wc-add-to-cart-variation',   // Variation form (product, quick-view).
			'wc-single-product',          // Tabs, rating, gallery (product).
			'wc-cart-fragments',          // Cart fragments (cart).
			'wc-password-strength-meter', // Password meter (account).
			'wc-order-attribution',       // Order attribution (tracking).
			'sourcebuster-js',            // Its source tracker (tracking).
			'wc-zoom',                    // Gallery zoom (product).
			'zoom',
			'wc-flexslider',              // Gallery slider (product).
			'flexslider',
			'wc-photoswipe',              // Gallery lightbox (product).
			'photoswipe',
			'wc-photoswipe-ui-default',
			'photoswipe-ui-default',
		);
	}

	/**
	 * The handles to dequeue, after the filter. jQuery is removed even if a filter adds it: other plugins need it.
	 *
	 * @return string[]
	 */
	public function handles() {
		/**
		 * Filters the stock script handles Saar dequeues when "Replace WooCommerce's scripts" is on.
		 *
		 * @param string[] $handles Script handles.
		 */
		$handles = (array) apply_filters( 'saar_superseded_handles', self::default_handles() );
		return array_values( array_diff( array_map( 'strval', $handles ), array( 'jquery', 'jquery-core', 'jquery-migrate' ) ) );
	}

	/** Hooked late on wp_enqueue_scripts and early on wp_print_footer_scripts. */
	public function dequeue() {
		// Without Saar's runtime on the page, removing the stock scripts would leave the shop with neither.
		if ( ! $this->options->get( 'dequeue_stock' ) || ! $this->assets->ships( 'runtime' ) ) {
			return;
		}
		foreach ( $this->handles() as $handle ) {
			wp_dequeue_script( $handle );
		}
	}
}
