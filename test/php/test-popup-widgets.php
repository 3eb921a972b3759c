<?php
/**
 * The recent-purchase popup and the widget loader: where Saar's scripts run, VillaTheme's "Notification for
 * WooCommerce" front end goes (script, sheets, inline CSS, footer markup) while its `_woocommerce_notification_params`
 * still prints and its ajax handler stays; Zotabox's plugins no longer print the embed code; the settings carry the
 * popup's geolocation service and the loader's domain id and chat contacts, validated; switched off, all of it stays.
 */

require __DIR__ . '/bootstrap.php';
require __DIR__ . '/fixtures/woo-notification.php';
require __DIR__ . '/fixtures/zotabox.php';

$product = array( 'conditions' => array( 'is_product' => true ), 'post_type' => 'product' );

/**
 * A page as WordPress renders it: wp_head (whose priority 1 runs wp_enqueue_scripts, as wp_enqueue_scripts() is
 * hooked), the scripts, the theme's footer (get_footer, then wp_footer), the footer scripts.
 *
 * @return array{scripts:array,styles:string,head:string,footer:string}
 */
function render_page() {
	add_action(
		'wp_head',
		function () {
			do_action( 'wp_enqueue_scripts' );
		},
		1
	);
	wp_enqueue_script( 'jquery', 'https://shop.test/jquery.js' );
	$head = capture(
		function () {
			do_action( 'wp_head' );
		}
	);
	do_action( 'wp_print_scripts' );
	$footer = capture(
		function () {
			do_action( 'get_footer' );
			do_action( 'wp_footer' );
		}
	);
	do_action( 'wp_print_footer_scripts' );
	return array(
		'scripts' => wp_test_print_order(),
		'styles'  => wp_test_print_styles(),
		'head'    => $head,
		'footer'  => $footer,
	);
}

/** Every printed script's file or data, as one text. */
function scripts_text( array $printed ) {
	return implode( "\n", array_column( $printed, 1 ) );
}

section( "Saar's popup on the page: VillaTheme's front end goes, its data and ajax handler stay" );
saar_test_plugin( $product );
new VI_WNOTIFICATION_F_Frontend_Notify();
$page    = render_page();
$scripts = scripts_text( $page['scripts'] );
not_contains( 'woo-notification.min.js', $scripts, "VillaTheme's script is not printed" );
ok( false === wp_scripts()->registered['woo-notification']->src, 'an alias stands in for woo-notification' );
same( array( 'saar-notification' ), wp_scripts()->registered['woo-notification']->deps, "the alias, which nothing that stays depends on: Saar's popup script alone" );
contains( 'var _woocommerce_notification_params = {"str_about":"Umbes"', $scripts, '_woocommerce_notification_params still prints, for Saar to read' );
contains( 'notification.963aae9aff.js', $scripts, "Saar's popup script prints" );
not_contains( 'woo-notification', $page['styles'], 'none of its sheets' );
not_contains( 'message-purchase-main', $page['styles'], 'and not its inline CSS' );
contains( 'saar.5427addbd1.css', $page['styles'], "Saar's sheet prints" );
foreach ( array( 'woo-notification', 'woo-notification-icons-close', 'woo-notification-templates' ) as $handle ) {
	ok( false === wp_styles()->registered[ $handle ]->src, "$handle: an alias without a sheet" );
}
not_contains( 'message-purchased', $page['footer'], 'its #message-purchased markup is not printed (under a strict CSP its inline display:none would not hold)' );
ok( false !== has_action( 'wp_ajax_nopriv_woonotification_get_product' ), 'its ajax handler stays: Saar calls woonotification_get_product' );
$settings = saar_test_settings_from( $page['head'] );
same( array( 'geolocationUrl' => 'https://extreme-ip-lookup.com/json/' ), $settings['features']['notification'], "features.notification: VillaTheme's geolocation service, over https" );

section( "VillaTheme's Pro version: the same" );
saar_test_plugin( $product );
new VI_WNOTIFICATION_Frontend_Notify();
add_action(
	'wp_head',
	function () {
		do_action( 'wp_print_styles' );
	},
	8
);
$page    = render_page();
$scripts = scripts_text( $page['scripts'] );
not_contains( 'woocommerce-notification.min.js', $scripts, 'its script is not printed' );
contains( 'var _woocommerce_notification_params = {"str_about":"Umbes","loop_session":"1"}', $scripts, 'its data still prints' );
not_contains( 'woocommerce-notification', $page['styles'], 'none of its sheets' );
not_contains( 'message-purchase-main', $page['styles'], 'nor its inline CSS' );
not_contains( 'icons-close.woff2', $page['head'], "nor its font's preload (wp_print_styles, in the head)" );
not_contains( 'message-purchased', $page['footer'], 'nor its markup' );
not_contains( '<audio', $page['footer'], 'nor its sound' );

section( 'the saar_superseded_styles filter' );
saar_test_plugin( $product );
add_filter(
	'saar_superseded_styles',
	function ( $map ) {
		$map['notification'] = array( 'woo-notification-icons-close', 'saar-runtime' );
		return $map;
	}
);
new VI_WNOTIFICATION_F_Frontend_Notify();
$page = render_page();
not_contains( 'icons-close.css', $page['styles'], 'a style it names goes' );
contains( 'woo-notification.min.css', $page['styles'], 'one it no longer names stays, with its inline CSS' );
contains( 'saar.5427addbd1.css', $page['styles'], "Saar's own style can never be named" );

section( 'the popup switched off: VillaTheme keeps its whole front end' );
saar_test_plugin( $product );
update_option( 'saar_options', array( 'features' => array( 'notification' => false ) ) );
new VI_WNOTIFICATION_F_Frontend_Notify();
$page = render_page();
contains( 'woo-notification.min.js', scripts_text( $page['scripts'] ), 'its script prints' );
contains( 'woo-notification-templates.min.css', $page['styles'], 'its sheets print' );
contains( '#message-purchased .message-purchase-main{background-color:#fff}', $page['styles'], 'with its inline CSS' );
contains( '<div id="message-purchased"', $page['footer'], 'and its markup' );
ok( ! isset( saar_test_settings_from( $page['head'] )['features']['notification'] ), 'Saar prints no popup settings' );

section( "the popup's geolocation service: only an https URL, which a filter changes or turns off" );
$cases = array(
	'https://geo.example/json?key=abc' => 'https://geo.example/json?key=abc',
	'http://extreme-ip-lookup.com/json/' => '',
	'//geo.example/json'               => '',
	'javascript:alert(1)'              => '',
	'https://geo.example/"><script>'   => '',
	''                                 => '',
);
foreach ( $cases as $url => $expected ) {
	saar_test_plugin( $product );
	add_filter(
		'saar_notification_geolocation_url',
		function () use ( $url ) {
			return $url;
		}
	);
	$settings = saar_test_settings_from( render_page()['head'] );
	same( array( 'geolocationUrl' => $expected ), $settings['features']['notification'], '' === $expected ? "'$url': '' (no geolocation, not the popup's own default)" : "'$url' is printed" );
}

section( "Saar's widget loader on the page: Zotabox's plugins print no embed code" );
saar_test_plugin( $product );
zotabox_test_hook();
update_option( 'ztb_domainid', 'f0e1d2c3b4a59687' );
update_option( 'saar_options', array( 'widgets_domain_id' => 'a1b2c3d4e5f60718', 'chat_messenger' => 'saarpood', 'chat_whatsapp' => '37251234567' ) );
$page = render_page();
not_contains( 'zb-embed-code', $page['head'] . $page['footer'], "neither the EU Cookie Notice's (wp_head, removed while wp_head runs) nor Zotabox's (get_footer)" );
$settings = saar_test_settings_from( $page['head'] );
same(
	array(
		'staticUrl'      => 'https://static.zotabox.com',
		'domainSecureId' => 'a1b2c3d4e5f60718',
		'chat'           => array( 'messenger' => 'saarpood', 'whatsapp' => '37251234567' ),
	),
	$settings['features']['widgets'],
	"features.widgets: Settings → Saar's domain id (over the Zotabox plugin's) and chat contacts"
);

section( "no domain id of Saar's: the Zotabox plugin's, validated" );
saar_test_plugin( $product );
zotabox_test_hook();
update_option( 'ztb_domainid', 'f0e1d2c3b4a59687' );
$page     = render_page();
$settings = saar_test_settings_from( $page['head'] );
same( array( 'staticUrl' => 'https://static.zotabox.com', 'domainSecureId' => 'f0e1d2c3b4a59687' ), $settings['features']['widgets'], "the Zotabox plugin's stored id; no chat contacts, no chat key" );
not_contains( 'zb-embed-code', $page['head'] . $page['footer'], 'and its embed code goes' );

saar_test_plugin( $product );
zotabox_test_hook();
update_option( 'ztb_source', '<script type="text/javascript">(function(d,s,id){var z=d.createElement(s);z.id=id;z.src="//static.zotabox.com/9/a/9a8b7c6d/widgets.js";}(document,"script","zb-embed-code"));</script>' );
$page = render_page();
same( '9a8b7c6d', saar_test_settings_from( $page['head'] )['features']['widgets']['domainSecureId'], 'the id in the embed code saved by hand in the Zotabox plugin' );
not_contains( 'zb-embed-code', $page['footer'], 'which is not printed' );

saar_test_plugin( $product );
zotabox_test_hook();
update_option( 'ztb_domainid', 'x"><script>alert(1)</script>' );
$page = render_page();
ok( ! isset( saar_test_settings_from( $page['head'] )['features']['widgets']['domainSecureId'] ), 'a tampered stored id (the Zotabox plugin lets anyone write it) is no id' );
not_contains( 'alert(1)', json_encode( saar_test_settings_from( $page['head'] ) ), "and nothing of it reaches Saar's settings" );

saar_test_plugin( $product );
zotabox_test_hook();
update_option( 'ztb_source', '<script>doSomethingElse()</script>' );
$page = render_page();
ok( ! isset( saar_test_settings_from( $page['head'] )['features']['widgets']['domainSecureId'] ), 'code saved by hand that names no widgets.js: no id' );
contains( '<script>doSomethingElse()</script>', $page['footer'], 'and that code is left to the Zotabox plugin' );
same( '', Saar_Widgets::id_in_code( '//static.zotabox.com/a/b/c1b2/widgets.js' ), "an embed code whose folders are not its id's first characters names no id" );

section( 'the widget loader switched off: the Zotabox plugins print their code, Saar nothing' );
saar_test_plugin( $product );
zotabox_test_hook();
update_option( 'ztb_domainid', 'f0e1d2c3b4a59687' );
update_option( 'saar_options', array( 'features' => array( 'widgets' => false ) ) );
$page = render_page();
same( 1, substr_count( $page['head'], 'static.zotabox.com/f/0/f0e1d2c3b4a59687/widgets.js' ), "the EU Cookie Notice's code in the head" );
same( 1, substr_count( $page['footer'], 'static.zotabox.com/f/0/f0e1d2c3b4a59687/widgets.js' ), "Zotabox's in the footer" );
ok( ! isset( saar_test_settings_from( $page['head'] )['features']['widgets'] ), 'no widget settings' );

section( 'the widget and chat fields: validated when saved and when read' );
$messenger = array(
	'saarpood'                                           => 'saarpood',
	'@saar.pood'                                         => 'saar.pood',
	'https://m.me/saarpood'                              => 'saarpood',
	'm.me/saarpood?ref=x'                                => 'saarpood',
	'https://www.facebook.com/saarpood/'                 => 'saarpood',
	'facebook.com/saarpood/about'                        => 'saarpood',
	'https://www.facebook.com/profile.php?id=1234567890' => '1234567890',
	'https://www.facebook.com/pages/Saar-Pood/123456789' => '123456789',
	'https://www.facebook.com/people/Saar/100089123456'  => '100089123456',
	'https://www.facebook.com/Saar-Pood-123456789'       => '123456789',
	'https://www.messenger.com/t/saarpood'               => 'saarpood',
	'https://www.facebook.com/profile.php'               => '',
	'https://www.facebook.com/groups/saarpood'           => '',
	'https://www.facebook.com/sharer.php?u=x'            => '',
	'facebook.com'                                       => '',
	'https://evil.example/saarpood'                      => '',
	'https://m.me.evil.example/saarpood'                 => '',
	'saar pood'                                          => '',
	'...'                                                => '',
	'"><script>'                                         => '',
	'javascript:alert(1)'                                => '',
	str_repeat( 'a', 51 )                                => '',
);
foreach ( $messenger as $input => $expected ) {
	same( $expected, Saar_Options::sanitize( array( 'chat_messenger' => $input ) )['chat_messenger'], "Messenger '$input'" );
}
$whatsapp = array(
	'+372 5123 4567'                                  => '37251234567',
	'00372-5123-4567'                                 => '37251234567',
	'(372) 5123.4567'                                 => '37251234567',
	'https://wa.me/37251234567'                       => '37251234567',
	'wa.me/+37251234567'                              => '37251234567',
	'https://api.whatsapp.com/send?phone=37251234567' => '37251234567',
	'whatsapp://send?phone=37251234567'               => '37251234567',
	'tel:+372-5123-4567'                              => '37251234567',
	'https://evil.example/?phone=37251234567'         => '',
	'051234567'                                       => '',
	'+372 5123 4567 8901 234'                         => '',
	'12345'                                           => '',
	'+372 abc'                                        => '',
);
foreach ( $whatsapp as $input => $expected ) {
	same( $expected, Saar_Options::sanitize( array( 'chat_whatsapp' => $input ) )['chat_whatsapp'], "WhatsApp '$input'" );
}
same( '', Saar_Options::sanitize( array( 'chat_whatsapp' => array( 'x' ) ) )['chat_whatsapp'], 'WhatsApp: an array is no number' );
foreach ( array( 'a1b2c3d4e5f60718' => 'a1b2c3d4e5f60718', ' a1b2 ' => 'a1b2', 'a' => '', 'a1/b2' => '', '../x' => '', 'a1b2"><' => '' ) as $input => $expected ) {
	same( $expected, Saar_Options::sanitize( array( 'widgets_domain_id' => $input ) )['widgets_domain_id'], "domain id '$input'" );
}
saar_test_plugin( $product );
update_option( 'saar_options', array( 'chat_messenger' => '"><script>alert(1)</script>', 'chat_whatsapp' => 'javascript:x', 'widgets_domain_id' => '<b>' ) );
$settings = saar_test_settings_from( render_page()['head'] );
same( array( 'staticUrl' => 'https://static.zotabox.com' ), $settings['features']['widgets'], 'values tampered with in the database are dropped when read' );

section( 'the settings page: fields, and the status of Zotabox\'s code' );
$admin = array( 'is_admin' => true );
$plugin = saar_test_plugin( $admin );
update_option( 'saar_options', array( 'chat_messenger' => 'saarpood', 'chat_whatsapp' => '37251234567' ) );
$html = capture( array( $plugin->admin, 'render' ) );
contains( 'name="saar[widgets_domain_id]" value=""', $html, 'the domain id field' );
contains( 'name="saar[chat_messenger]" value="saarpood"', $html, 'the Messenger field' );
contains( 'name="saar[chat_whatsapp]" value="+37251234567"', $html, 'the WhatsApp field, in international form' );
contains( 'no widgets load', $html, 'with no id anywhere, the field says no widgets load' );
$rows = feature_rows( $html );
same( 'kept: no Zotabox domain id (set it below), so Saar loads no widgets', $rows['Widget loader'][2], 'the widget loader without a domain id' );
same( "Zotabox's embed code, where its plugin prints it", $rows['Widget loader'][1], 'what the widget loader replaces' );
same( "woo-notification, woocommerce-notification, its styles and inline CSS, and its hidden #message-purchased markup (its ajax handler stays: Saar calls it)", $rows['Recent sales popup'][1], 'what the popup replaces' );
same( "replaced where Saar's script runs", $rows['Recent sales popup'][2], 'the popup: replaced' );

update_option( 'ztb_domainid', 'f0e1d2c3b4a59687' );
$html = capture( array( $plugin->admin, 'render' ) );
contains( 'Empty: the Zotabox plugin&#039;s id, <code>f0e1d2c3b4a59687</code>.', $html, "the field names the Zotabox plugin's id it falls back to" );
same( "replaced where Saar's script runs", feature_rows( $html )['Widget loader'][2], 'with an id: replaced' );

$GLOBALS['wp_test_theme_mods']['html_scripts_footer'] = zotabox_test_code( 'f0e1d2c3b4a59687' );
$status = feature_rows( capture( array( $plugin->admin, 'render' ) ) )['Widget loader'][2];
contains( "the code pasted into the theme's custom scripts stays, and Saar's loader stands down", $status, "pasted into Flatsome's footer scripts: the status says it stays and Saar stands down" );

update_option( 'saar_options', array( 'widgets_domain_id' => '"><b>x</b>' ) );
not_contains( '<b>x</b>', capture( array( $plugin->admin, 'render' ) ), 'a tampered stored value is not printed' );

section( 'no request can configure the widgets' );
saar_test_plugin( $product );
$ajax = array_filter(
	array_keys( $GLOBALS['wp_filter'] ),
	function ( $hook ) {
		return 0 === strpos( $hook, 'wp_ajax' ) || 0 === strpos( $hook, 'admin_post_nopriv' );
	}
);
same( array(), array_values( $ajax ), 'Saar hooks no ajax action and no unauthenticated admin-post action' );
