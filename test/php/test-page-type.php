<?php
/**
 * Page type detection from the conditional tags.
 */

require __DIR__ . '/bootstrap.php';

function detect( array $state, array $shortcodes = array() ) {
	wp_test_reset( $state );
	foreach ( $shortcodes as $tag ) {
		add_shortcode( $tag, '__return_empty_string' );
	}
	return ( new Saar_Page_Type() )->detect();
}

section( 'WooCommerce pages' );
same( 'product', detect( array( 'conditions' => array( 'is_product' => true ), 'post_type' => 'product' ) ), 'is_product → product' );
same( 'shop', detect( array( 'conditions' => array( 'is_shop' => true ) ) ), 'is_shop → shop' );
same( 'shop', detect( array( 'tax' => 'product_cat' ) ), 'a product category (is_product_taxonomy) → shop' );
same( 'shop', detect( array( 'tax' => 'product_tag' ) ), 'a product tag → shop' );
same( 'cart', detect( array( 'conditions' => array( 'is_cart' => true ), 'post_type' => 'page' ) ), 'is_cart → cart' );
same( 'checkout', detect( array( 'conditions' => array( 'is_checkout' => true ), 'post_type' => 'page' ) ), 'is_checkout → checkout' );
same( 'account', detect( array( 'conditions' => array( 'is_account_page' => true ), 'post_type' => 'page' ) ), 'is_account_page → account' );

section( 'brands' );
same( 'brands', detect( array( 'tax' => 'pwb-brand' ) ), 'a pwb-brand archive → brands (before shop, though it is a product taxonomy)' );
same( 'brands', detect( array( 'tax' => 'pw-brand' ) ), 'a pw-brand archive → brands' );
same( 'brands', detect( array( 'tax' => 'product_brand' ) ), 'a product_brand archive → brands' );
same( 'brands', detect( array( 'post_type' => 'page', 'post_content' => "<p>Kaubamärgid</p>\n[pw_brand_a-z-view type=\"adv1\"]" ), array( 'pw_brand_a-z-view' ) ), 'a page with [pw_brand_a-z-view] → brands' );
same( 'brands', detect( array( 'post_type' => 'page', 'post_content' => '[pwb-az-listing]' ), array( 'pwb-az-listing' ) ), 'a page with [pwb-az-listing] → brands' );
same( '', detect( array( 'post_type' => 'page', 'post_content' => '[pwb-az-listing]' ) ), 'the shortcode text without the brand plugin active → plain page' );
same( '', detect( array( 'post_type' => 'page', 'post_content' => '[pw_brands_other]' ), array( 'pw_brands' ) ), 'a different shortcode with the same prefix → plain page' );
wp_test_reset( array( 'post_type' => 'page', 'post_content' => '[my_brands]' ) );
add_shortcode( 'my_brands', '__return_empty_string' );
add_filter(
	'saar_brand_shortcodes',
	function ( $tags ) {
		$tags[] = 'my_brands';
		return $tags;
	}
);
same( 'brands', ( new Saar_Page_Type() )->detect(), 'the saar_brand_shortcodes filter adds a shortcode' );

section( 'posts and the rest' );
same( 'post', detect( array( 'post_type' => 'post', 'comments_open' => true ) ), 'a post with comments open → post' );
same( '', detect( array( 'post_type' => 'post', 'comments_open' => false ) ), 'a post with comments closed → plain' );
same( '', detect( array( 'post_type' => 'page', 'comments_open' => true ) ), 'a page with comments open → plain' );
same( '', detect( array() ), 'the front page or any other → plain' );
same( 'product', detect( array( 'post_type' => 'post', 'comments_open' => true, 'post_content' => "<p>Meie lemmik:</p>\n[product_page id=\"99\"]" ), array( 'product_page' ) ), 'a post embedding a whole product ([product_page]) → product: the product script, not the post script' );
same( 'product', detect( array( 'post_type' => 'page', 'post_content' => '[product_page id="99"]' ), array( 'product_page' ) ), 'a page embedding one → product' );
same( 'post', detect( array( 'post_type' => 'post', 'comments_open' => true, 'post_content' => '[product_page id="99"]' ) ), 'the shortcode text without WooCommerce active → post' );
same( 'post', detect( array( 'post_type' => 'post', 'comments_open' => true, 'post_content' => '[product_page_other]' ), array( 'product_page' ) ), 'a different shortcode with the same prefix → post' );
same( '', detect( array( 'tax' => 'category', 'post_content' => '[product_page id="99"]' ), array( 'product_page' ) ), 'an archive (not singular) → plain, whatever its first post says' );
same( 'product', detect( array( 'conditions' => array( 'is_product' => true, 'is_cart' => true ), 'post_type' => 'product' ) ), 'product wins over cart' );

section( 'the saar_page_type filter' );
wp_test_reset( array( 'conditions' => array( 'is_shop' => true ) ) );
add_filter(
	'saar_page_type',
	function ( $type ) {
		return 'shop' === $type ? 'brands' : $type;
	}
);
same( 'brands', ( new Saar_Page_Type() )->detect(), 'can change the result' );
