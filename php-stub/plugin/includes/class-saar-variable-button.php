<?php
/**
 * Renders the variable product's add-to-cart button disabled (WooCommerce issue #27756).
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce prints the variable product's `.single_add_to_cart_button` enabled and relies on its script to
 * disable it until a variation is chosen. Saar's scripts are deferred, so a shopper who clicks before they run posts
 * the form without a variation and gets the wrong item or an error (#27756). So the server renders the button
 * the way the script would leave it with nothing chosen: `disabled` attribute plus the classes
 * `disabled wc-variation-selection-needed`; the product and quick-view islands enable it once a variation matches.
 *
 * How: the output of the variations form is buffered between `woocommerce_before_variations_form` and
 * `woocommerce_after_variations_form`. Both actions only fire in WooCommerce's variable.php template (theme
 * overrides keep them, Flatsome's included), so simple, grouped and external products are never touched, and the
 * button is changed wherever a theme moved it inside the form, without overriding a template. Only the opening tag
 * of the first button whose class list has `single_add_to_cart_button` is rewritten. A tag pattern is exact here:
 * WordPress escapes attribute values with esc_attr(), so a rendered tag never holds a raw `>`.
 *
 * It is on only when Saar's product script ships, whether or not the stock variation script is dequeued: a click
 * before any script runs must never post the form, and only a script can take the attribute away again. With the
 * stock scripts dequeued, Saar's variation island removes it and keeps the button disabled by class. With them
 * kept (the default), WooCommerce's add-to-cart-variation.js owns the form and disables by class only, never
 * touching the attribute; so Saar's product script (and its quick view, for popups) removes the attribute once
 * WooCommerce has set the form up. Without Saar's product script nobody would, so the button is left alone. The
 * `saar_disable_variable_button` filter turns it off.
 */
class Saar_Variable_Button {

	const CLASSES = array( 'disabled', 'wc-variation-selection-needed' );

	/** @var Saar_Assets */
	private $assets;

	/** @var int|null Output buffer level opened by start(), while open. */
	private $level = null;

	/**
	 * @param Saar_Assets $assets Built scripts.
	 */
	public function __construct( Saar_Assets $assets ) {
		$this->assets = $assets;
	}

	/** @return bool Whether to disable the button on this request. */
	public function enabled() {
		/**
		 * Filters whether Saar renders the variable product's add-to-cart button disabled until a variation is chosen.
		 *
		 * @param bool $enabled Default: true when Saar's product script ships.
		 */
		return (bool) apply_filters( 'saar_disable_variable_button', $this->assets->ships( 'product' ) );
	}

	/** Hooked on woocommerce_before_variations_form. */
	public function start() {
		if ( null !== $this->level || ! $this->enabled() ) {
			return;
		}
		ob_start();
		$this->level = ob_get_level();
	}

	/** Hooked on woocommerce_after_variations_form. */
	public function end() {
		if ( null === $this->level ) {
			return;
		}
		// Another plugin left a buffer open inside the form: leave every buffer alone rather than close theirs.
		if ( ob_get_level() !== $this->level ) {
			$this->level = null;
			return;
		}
		$this->level = null;
		echo self::disable_button( (string) ob_get_clean() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- WooCommerce's own template output, only the button tag changed.
	}

	/**
	 * Disables the first `.single_add_to_cart_button` button in the HTML.
	 *
	 * @param string $html Form HTML.
	 * @return string
	 */
	public static function disable_button( $html ) {
		$done = false;
		$out  = preg_replace_callback(
			'/<button\b[^>]*>/i',
			function ( $match ) use ( &$done ) {
				$tag = $match[0];
				if ( $done || ! preg_match( '/\sclass\s*=\s*(["\'])(.*?)\1/is', $tag, $class ) ) {
					return $tag;
				}
				$classes = preg_split( '/\s+/', trim( $class[2] ) );
				if ( ! in_array( 'single_add_to_cart_button', $classes, true ) ) {
					return $tag;
				}
				$done    = true;
				$classes = array_unique( array_merge( $classes, Saar_Variable_Button::CLASSES ) );
				$tag     = str_replace( $class[0], ' class=' . $class[1] . implode( ' ', $classes ) . $class[1], $tag );
				// Look for the attribute with the quoted values taken out: the class value now holds "disabled" too.
				$names = preg_replace( '/(["\']).*?\1/s', '""', $tag );
				if ( ! preg_match( '/\sdisabled(?=[\s=>\/])/i', $names ) ) {
					$tag = preg_replace( '/\s*(\/?>)$/', ' disabled$1', $tag );
				}
				return $tag;
			},
			$html
		);
		return null === $out ? $html : $out; // null: the pattern hit a PCRE limit; keep the markup as it was.
	}
}
