<?php
/**
 * With WooCommerce inactive (none of its functions or classes exist) the plugin still loads and runs.
 */

define( 'SAAR_TEST_NO_WOOCOMMERCE', true );
require __DIR__ . '/bootstrap.php';

section( 'no WooCommerce' );
ok( ! function_exists( 'is_product' ) && ! class_exists( 'WC_AJAX' ), 'the stub left WooCommerce out' );

saar_test_plugin( array( 'post_type' => 'post', 'comments_open' => true ) );
same( 'post', ( new Saar_Page_Type() )->detect(), 'a post is still detected' );
$queue = saar_test_enqueue();
same( array( 'saar-runtime', 'saar-theme', 'saar-cart', 'saar-search', 'saar-tracking', 'saar-notification', 'saar-widgets', 'saar-product' ), $queue, 'the scripts are enqueued' );
$settings = saar_test_settings_from( saar_test_head() );
ok( is_array( $settings ), 'the settings are printed' );
same( false, $settings['isCart'], 'isCart is false' );
same( false, $settings['isCheckout'], 'isCheckout is false' );
ok( ! array_key_exists( 'wcAjaxUrl', $settings ), 'no wcAjaxUrl (the islands fall back)' );
ok( ! array_key_exists( 'cartUrl', $settings ), 'no cartUrl' );

saar_test_plugin( array( 'tax' => 'pwb-brand' ) );
same( 'brands', ( new Saar_Page_Type() )->detect(), 'a brand archive is still detected' );
saar_test_plugin();
same( '', ( new Saar_Page_Type() )->detect(), 'any other page is plain' );
