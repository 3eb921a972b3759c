<?php
/**
 * Decides the page type of the current request, which picks the scripts to enqueue.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * Uses WordPress's and WooCommerce's conditional tags, so it must run after the main query (wp_enqueue_scripts
 * does). Every WooCommerce tag is guarded: with WooCommerce inactive only "post" and "brands" can match.
 */
class Saar_Page_Type {

	/**
	 * The page type: product (a product, or a page or post that embeds one), brands, shop, cart, checkout, account,
	 * post, or '' for any other page.
	 *
	 * @return string
	 */
	public function detect() {
		$type = $this->detect_builtin();
		/**
		 * Filters the page type that picks the scripts from page-scripts.json.
		 *
		 * @param string $type Page type, '' for a page with only the scripts every page gets.
		 */
		return (string) apply_filters( 'saar_page_type', $type );
	}

	/**
	 * The conditional tags, in order of precedence.
	 *
	 * @return string
	 */
	private function detect_builtin() {
		if ( $this->tag( 'is_product' ) || $this->embeds_product() ) {
			return 'product';
		}
		// A brand archive is also a product taxonomy archive: brands comes first because its scripts include the
		// shop listing's (quick view) plus the brand filter.
		if ( $this->is_brands() ) {
			return 'brands';
		}
		if ( $this->tag( 'is_shop' ) || $this->tag( 'is_product_taxonomy' ) ) {
			return 'shop';
		}
		if ( $this->tag( 'is_cart' ) ) {
			return 'cart';
		}
		if ( $this->tag( 'is_checkout' ) ) {
			return 'checkout';
		}
		if ( $this->tag( 'is_account_page' ) ) {
			return 'account';
		}
		if ( is_singular( 'post' ) && comments_open() ) {
			return 'post';
		}
		return '';
	}

	/**
	 * A singular page or post whose content has WooCommerce's `[product_page]`: the whole product, gallery, tabs,
	 * reviews and variation form, for which WooCommerce enqueues its single-product scripts as on a product page
	 * (WC_Frontend_Scripts::load_scripts looks for the same text, WooCommerce 9.9.5). It gets the product script, which
	 * replaces them, and not the post script, which does only the comment replies.
	 *
	 * @return bool
	 */
	private function embeds_product() {
		$post = is_singular() ? get_queried_object() : null;
		return is_object( $post ) && isset( $post->post_content ) && has_shortcode( $post->post_content, 'product_page' );
	}

	/**
	 * A brand taxonomy archive, or a singular page whose content has one of the brand plugins' shortcodes.
	 *
	 * @return bool
	 */
	private function is_brands() {
		/**
		 * Filters the brand taxonomies: WooCommerce core and the "woo-brand" plugin use product_brand, Perfect
		 * Brands uses pwb-brand.
		 *
		 * @param string[] $taxonomies Taxonomy names.
		 */
		$taxonomies = (array) apply_filters( 'saar_brand_taxonomies', array( 'product_brand', 'pwb-brand', 'pw-brand' ) );
		if ( $taxonomies && is_tax( $taxonomies ) ) {
			return true;
		}
		if ( ! is_singular() ) {
			return false;
		}
		$post = get_queried_object();
		if ( ! is_object( $post ) || ! isset( $post->post_content ) ) {
			return false;
		}
		/**
		 * Filters the shortcodes that make a page the brands page.
		 *
		 * @param string[] $shortcodes Shortcode tags.
		 */
		$shortcodes = (array) apply_filters(
			'saar_brand_shortcodes',
			array(
				// "woo-brand" (pw_brand_*).
				'pw_brand_a-z-view',
				'pw_brand_all_views',
				'pw_brands',
				'pw_brand_carousel',
				// Perfect Brands.
				'pwb-az-listing',
				'pwb-all-brands',
				'pwb-carousel',
				// WooCommerce core brands.
				'product_brand_list',
				'product_brand_thumbnails',
				'product_brand_thumbnails_description',
			)
		);
		foreach ( $shortcodes as $shortcode ) {
			if ( has_shortcode( $post->post_content, (string) $shortcode ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Calls a WooCommerce conditional tag when WooCommerce defines it.
	 *
	 * @param string $tag Function name.
	 * @return bool
	 */
	private function tag( $tag ) {
		return function_exists( $tag ) && (bool) call_user_func( $tag );
	}
}
