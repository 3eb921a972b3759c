<?php
/**
 * The product gallery's images beyond the first: fetched after what the first paint needs.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's gallery (wc_get_gallery_image_html) and Flatsome's (flatsome_wc_get_gallery_image_html) print every
 * slide's image with a plain `src`, and Chromium gives the first five large images of a page Medium priority: on a
 * product page the second and third slides, which Saar's gallery slider keeps out of view until the shopper moves it,
 * were fetched beside the first slide (the page's largest paint) and the render-blocking style sheets. On a real
 * Flatsome shop (Lighthouse, mobile) they were two of the last requests the largest paint waited for.
 *
 * Where Saar's product script runs (its gallery slider shows the slides), each image but the main one asks for
 * `fetchpriority="low"`: the browser still fetches it with the page, so a swipe finds it loaded, but after the
 * stylesheets and the first slide. A priority the theme or another plugin already set is kept, and the main image
 * (WordPress's `fetchpriority="high"` candidate) is left as it is. Nothing changes with the product feature off.
 */
class Saar_Gallery_Images {

	/** WooCommerce's and Flatsome's filter on each gallery image's attributes: ( $params, $attachment_id, $size, $main_image ). */
	const FILTER = 'woocommerce_gallery_image_html_attachment_image_params';

	/** @var Saar_Assets */
	private $assets;

	/**
	 * @param Saar_Assets $assets Built scripts (whether the product script runs on this page).
	 */
	public function __construct( Saar_Assets $assets ) {
		$this->assets = $assets;
	}

	/**
	 * Filters one gallery image's attributes.
	 *
	 * @param mixed $params        The attributes for wp_get_attachment_image().
	 * @param int   $attachment_id The image's attachment.
	 * @param mixed $size          The image size.
	 * @param mixed $main_image    Whether it is the product's main image (the first slide).
	 * @return mixed
	 */
	public function params( $params, $attachment_id = 0, $size = '', $main_image = false ) {
		if ( ! is_array( $params ) || $main_image || isset( $params['fetchpriority'] ) || ! $this->assets->on_page( 'product' ) ) {
			return $params;
		}
		$params['fetchpriority'] = 'low';
		return $params;
	}
}
