<?php
/**
 * The product gallery's images beyond the main one ask for a low fetch priority where Saar's product script runs
 * (Saar_Gallery_Images), as WooCommerce's and Flatsome's gallery templates pass them to wp_get_attachment_image().
 */

require __DIR__ . '/bootstrap.php';

/** The attributes Flatsome 3.19.14's flatsome_wc_get_gallery_image_html() gives the filter for one image. */
function gallery_params( $id ) {
	return array(
		'title'                   => "Pilt $id",
		'data-caption'            => '',
		'data-src'                => "https://shop.test/wp-content/uploads/kampsun-$id.jpg",
		'data-large_image'        => "https://shop.test/wp-content/uploads/kampsun-$id.jpg",
		'data-large_image_width'  => '800',
		'data-large_image_height' => '800',
		'class'                   => '',
		'alt'                     => "Villane kampsun - Image $id",
	);
}

/** One gallery image's attributes after every filter, as the theme asks for them while the page renders. */
function filtered( $id, $main ) {
	$params = gallery_params( $id );
	if ( $main ) {
		$params['class'] = 'wp-post-image';
	}
	return apply_filters( 'woocommerce_gallery_image_html_attachment_image_params', $params, $id, 'woocommerce_single', $main );
}

$product = array(
	'conditions' => array( 'is_product' => true ),
	'post_type'  => 'product',
);

section( 'a product page with Saar\'s product script: the other slides at low priority, the main image as it was' );
saar_test_plugin( $product );
saar_test_enqueue();
ok( wp_script_is( 'saar-product', 'enqueued' ), 'the product script is on the page' );
same( array_merge( gallery_params( 11 ), array( 'class' => 'wp-post-image' ) ), filtered( 11, true ), 'the main image (the first slide, the largest paint) keeps its attributes: no priority is set' );
ok( ! isset( filtered( 11, true )['fetchpriority'] ), 'and WordPress stays free to make it fetchpriority="high"' );
foreach ( array( 12, 13, 14 ) as $id ) {
	$params = filtered( $id, false );
	same( 'low', $params['fetchpriority'] ?? null, "slide image $id asks for fetchpriority=\"low\"" );
	same( gallery_params( $id ), array_diff_key( $params, array( 'fetchpriority' => 1 ) ), "slide image $id keeps every other attribute (zoom and the lightbox read data-large_image)" );
	ok( ! isset( $params['loading'] ), "slide image $id is not made lazy: it still comes with the page, so a swipe finds it loaded" );
}

section( 'a priority another plugin or the theme set is kept' );
add_filter(
	'woocommerce_gallery_image_html_attachment_image_params',
	function ( $params ) {
		$params['fetchpriority'] = 'auto';
		return $params;
	},
	5
);
same( 'auto', filtered( 12, false )['fetchpriority'], 'an earlier filter\'s fetchpriority="auto" stays' );

section( 'garbled input from another filter passes through' );
saar_test_plugin( $product );
saar_test_enqueue();
add_filter(
	'woocommerce_gallery_image_html_attachment_image_params',
	function () {
		return 'not an array';
	},
	5
);
same( 'not an array', filtered( 12, false ), 'a non-array is handed on as it came, not turned into attributes' );

section( 'where Saar\'s product script does not run, nothing changes' );
saar_test_plugin( $product );
update_option( 'saar_options', array( 'features' => array( 'product' => false ) ) );
saar_test_enqueue();
ok( ! wp_script_is( 'saar-product', 'enqueued' ), 'product feature off: no product script' );
same( gallery_params( 12 ), filtered( 12, false ), 'product feature off: the slide image keeps the theme\'s attributes (the stock gallery decides)' );

saar_test_plugin( $product );
ok( ! wp_script_is( 'saar-product', 'enqueued' ), 'an ajax answer (Flatsome\'s quick view prints a gallery) enqueues no scripts' );
same( gallery_params( 12 ), filtered( 12, false ), 'there the image keeps the theme\'s attributes' );

/**
 * WooCommerce's PhotoSwipe as WC_Frontend_Scripts::load_scripts (wp_enqueue_scripts 10) sets it up on a product page
 * of a theme with `wc-product-gallery-lightbox`: the skin's sheet (which needs PhotoSwipe's own) and the empty
 * `.pswp` dialog printed on wp_footer. Then the page renders: head, footer.
 *
 * @return array{styles:string,footer:string}
 */
function render_with_photoswipe( $footer_priority = 10 ) {
	add_action(
		'wp_enqueue_scripts',
		function () use ( $footer_priority ) {
			wp_register_style( 'photoswipe', 'https://shop.test/photoswipe.min.css', array(), '9.9.5' );
			wp_register_style( 'photoswipe-default-skin', 'https://shop.test/default-skin.min.css', array( 'photoswipe' ), '9.9.5' );
			wp_enqueue_style( 'photoswipe-default-skin' );
			add_action( 'wp_footer', 'woocommerce_photoswipe', $footer_priority );
		},
		10
	);
	do_action( 'wp_enqueue_scripts' );
	$footer = capture(
		function () {
			do_action( 'wp_footer' );
		}
	);
	return array(
		'styles' => wp_test_print_styles(),
		'footer' => $footer,
	);
}

/** WooCommerce's template function (wc-template-functions.php), as it prints single-product/photoswipe.php. */
function woocommerce_photoswipe() {
	echo '<div class="pswp" tabindex="-1" role="dialog" aria-hidden="true"></div>';
}

section( "a product page with Saar's product script: PhotoSwipe's sheets and dialog are gone (its lightbox is Saar's)" );
saar_test_plugin( $product );
$page = render_with_photoswipe();
not_contains( 'photoswipe.min.css', $page['styles'], "PhotoSwipe's sheet does not block the first paint" );
not_contains( 'default-skin.min.css', $page['styles'], 'nor its skin' );
not_contains( 'class="pswp"', $page['footer'], 'and its hidden dialog is not printed' );

saar_test_plugin( $product );
$page = render_with_photoswipe( 15 );
not_contains( 'class="pswp"', $page['footer'], 'hooked at another priority (as page builders do), the dialog goes too' );

section( "without Saar's product script, WooCommerce's PhotoSwipe keeps its sheets and dialog" );
saar_test_plugin( $product );
update_option( 'saar_options', array( 'features' => array( 'product' => false ) ) );
$page = render_with_photoswipe();
contains( 'photoswipe.min.css', $page['styles'], "PhotoSwipe's sheet prints" );
contains( 'default-skin.min.css', $page['styles'], 'and its skin' );
contains( 'class="pswp"', $page['footer'], 'and the dialog its script opens' );
