<?php
/**
 * The settings page: sanitisation, capability and nonce checks, escaping, and the admin notices.
 */

require __DIR__ . '/bootstrap.php';

$admin_state = array( 'is_admin' => true );

section( 'sanitising options' );
same( Saar_Options::defaults(), Saar_Options::sanitize( array() ), 'nothing submitted: the defaults' );
same( Saar_Options::defaults(), Saar_Options::sanitize( 'not an array' ), 'not an array: the defaults' );
same( false, Saar_Options::defaults()['dequeue_stock'], 'dequeuing is off by default' );
$clean = Saar_Options::sanitize(
	array(
		'dequeue_stock'    => '1',
		'cart_style'       => 'off-canvas',
		'string_overrides' => "viewCart=Vaata korvi\r\nfreeShipping=Tasuta tarne > 50 € & rohkem\x00\x07",
		'locale'           => 'en',
		'evil'             => 'x',
	)
);
same(
	array(
		'dequeue_stock'    => true,
		'cart_style'       => 'off-canvas',
		'string_overrides' => "viewCart=Vaata korvi\nfreeShipping=Tasuta tarne > 50 € & rohkem",
		'locale'           => 'en',
	),
	$clean,
	'valid values kept; line endings normalised, control characters removed, < > & kept as text; unknown keys dropped'
);
$clean = Saar_Options::sanitize(
	array(
		'dequeue_stock'    => 'maybe',
		'cart_style'       => '<script>',
		'string_overrides' => array( 'x' ),
		'locale'           => 'et_EE"><b>',
	)
);
same( Saar_Options::defaults(), $clean, 'invalid values fall back to the defaults' );
same( "a=\xC3\xB5", Saar_Options::sanitize( array( 'string_overrides' => "a=\xC3\xB5\xFF" ) )['string_overrides'], 'invalid UTF-8 bytes are dropped, valid letters (õ) kept' );
$long = Saar_Options::sanitize( array( 'string_overrides' => str_repeat( 'õ', Saar_Options::MAX_OVERRIDES_LENGTH + 10 ) ) )['string_overrides'];
same( Saar_Options::MAX_OVERRIDES_LENGTH * 2, strlen( $long ), 'overrides are capped by characters, never splitting a letter' );

section( 'saving: capability and nonce' );
$plugin = saar_test_plugin( $admin_state );
$post   = array(
	'dequeue_stock'    => '1',
	'cart_style'       => 'off-canvas',
	'string_overrides' => 'viewCart=Vaata \\"korvi\\"',
	'locale'           => 'en',
);
$GLOBALS['wp_test']['caps'] = array();
$_POST                      = array( 'saar' => $post, '_wpnonce' => wp_create_nonce( Saar_Admin::ACTION ) );
$_REQUEST                   = $_POST;
ok( throws( array( $plugin->admin, 'save' ), 'WP_Test_Die' ), 'a user without manage_options is refused' );
same( false, get_option( 'saar_options' ), 'and nothing is stored' );

$GLOBALS['wp_test']['caps'] = array( 'manage_options' );
$_POST['_wpnonce']          = 'forged';
$_REQUEST                   = $_POST;
ok( throws( array( $plugin->admin, 'save' ), 'WP_Test_Die' ), 'a wrong nonce is refused' );
same( false, get_option( 'saar_options' ), 'and nothing is stored' );

unset( $_POST['_wpnonce'] );
$_REQUEST = $_POST;
ok( throws( array( $plugin->admin, 'save' ), 'WP_Test_Die' ), 'a missing nonce is refused' );

$_POST['_wpnonce'] = wp_create_nonce( Saar_Admin::ACTION );
$_REQUEST          = $_POST;
$redirect          = $plugin->admin->save();
same(
	array(
		'dequeue_stock'    => true,
		'cart_style'       => 'off-canvas',
		'string_overrides' => 'viewCart=Vaata "korvi"',
		'locale'           => 'en',
	),
	get_option( 'saar_options' ),
	'an administrator with a valid nonce saves the sanitised, unslashed options'
);
same( 'https://shop.test/wp-admin/options-general.php?page=saar&saar-updated=1', $redirect, 'then goes back to the settings page' );

unset( $_POST['saar']['dequeue_stock'] );
$_REQUEST = $_POST;
$plugin->admin->save();
same( false, get_option( 'saar_options' )['dequeue_stock'], 'an unticked checkbox (not submitted) turns dequeuing off' );

section( 'hooks in the admin' );
$plugin = saar_test_plugin( $admin_state );
ok( false !== has_action( 'admin_menu', array( $plugin->admin, 'add_page' ) ), 'admin_menu' );
ok( false !== has_action( 'admin_post_saar_save_settings', array( $plugin->admin, 'handle_save' ) ), 'admin_post_saar_save_settings' );
ok( false !== has_action( 'admin_notices', array( $plugin->admin, 'notices' ) ), 'admin_notices' );
ok( false !== has_filter( 'plugin_action_links_saar/saar.php', array( $plugin->admin, 'action_links' ) ), 'plugin_action_links_saar/saar.php' );
do_action( 'admin_menu' );
same( 'manage_options', $GLOBALS['wp_test_menu']['saar']['capability'], 'Settings → Saar needs manage_options' );
$links = apply_filters( 'plugin_action_links_saar/saar.php', array( '<a href="#">Deactivate</a>' ) );
same( '<a href="https://shop.test/wp-admin/options-general.php?page=saar">Settings</a>', $links[0], 'a Settings link first in the plugin list' );
$plugin = saar_test_plugin();
ok( false === has_action( 'admin_menu' ), 'no admin hooks on the front end' );

section( 'the page is escaped' );
$plugin = saar_test_plugin( $admin_state );
update_option(
	'saar_options',
	array(
		'string_overrides' => "viewCart=</textarea><script>alert(1)</script>\nx=\"'&amp;",
		'cart_style'       => 'off-canvas',
		'dequeue_stock'    => true,
	)
);
$html = capture( array( $plugin->admin, 'render' ) );
contains( '&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;', $html, 'the overrides are escaped inside the textarea' );
contains( '&amp;amp;', $html, 'an entity is shown as typed' );
same( 1, substr_count( $html, '</textarea>' ), 'one textarea end tag' );
not_contains( '<script>', $html, 'no script tag' );
contains( 'name="_wpnonce" value="' . wp_create_nonce( Saar_Admin::ACTION ) . '"', $html, 'the form carries the nonce' );
contains( 'name="action" value="saar_save_settings"', $html, 'and posts to admin-post.php with its action' );
contains( '<option value="off-canvas"  selected=\'selected\'>', $html, 'the stored cart style is selected' );
contains( 'name="saar[dequeue_stock]" value="1"  checked=\'checked\'', $html, 'the checkbox reflects the option' );
contains( '<code>saar-runtime</code> dist/runtime.57f03e07f8.js', $html, 'the built scripts are listed' );
$GLOBALS['wp_test']['caps'] = array();
same( '', capture( array( $plugin->admin, 'render' ) ), 'nothing for a user without manage_options' );

section( 'admin notices' );
$plugin = saar_test_plugin( $admin_state );
same( '', capture( array( $plugin->admin, 'notices' ) ), 'a good build: no notice' );
$plugin = saar_test_plugin( $admin_state, saar_test_dist( array(), null ) );
$html   = capture( array( $plugin->admin, 'notices' ) );
contains( 'notice-error', $html, 'a missing manifest: an error notice' );
contains( 'manifest.json is missing', $html, 'saying what is wrong' );
$GLOBALS['wp_test']['caps'] = array();
same( '', capture( array( $plugin->admin, 'notices' ) ), 'only for users who can fix it' );
$dist   = saar_test_dist( array( 'runtime.0123456789.js' ), '{"runtime":{"file":"runtime.0123456789.js","deps":[]},"<b>evil</b>":{"file":"x.js","deps":[]}}' );
$plugin = saar_test_plugin( $admin_state, $dist );
$html   = capture( array( $plugin->admin, 'notices' ) );
contains( 'notice-warning', $html, 'a rejected entry: a warning notice' );
not_contains( '<b>', $html, 'with the manifest text escaped' );
