<?php
/**
 * The plugin as WordPress loads it: header, hooks, guards, uninstall, and PHP 7.4 compatible source.
 */

require __DIR__ . '/bootstrap.php';

$plugin_files = array_merge(
	array( SAAR_TEST_PLUGIN_DIR . '/saar.php', SAAR_TEST_PLUGIN_DIR . '/uninstall.php' ),
	glob( SAAR_TEST_PLUGIN_DIR . '/includes/*.php' )
);

section( 'the plugin header' );
// The way WordPress's get_file_data() reads it: the first 8 KB, one "Name: value" per line.
$head   = file_get_contents( SAAR_TEST_PLUGIN_DIR . '/saar.php', false, null, 0, 8192 );
$header = function ( $name ) use ( $head ) {
	return preg_match( '/^(?:[ \t]*<\?php)?[ \t\/*#@]*' . preg_quote( $name, '/' ) . ':(.*)$/mi', $head, $m ) ? trim( $m[1] ) : '';
};
same( 'Saar', $header( 'Plugin Name' ), 'Plugin Name' );
ok( strlen( $header( 'Description' ) ) > 20, 'Description' );
ok( (bool) preg_match( '/^\d+\.\d+\.\d+$/', $header( 'Version' ) ), 'Version' );
same( SAAR_VERSION, $header( 'Version' ), 'Version matches SAAR_VERSION' );
same( '7.4', $header( 'Requires PHP' ), 'Requires PHP' );
same( '6.3', $header( 'Requires at least' ), 'Requires at least' );
same( '8.0', $header( 'WC requires at least' ), 'WC requires at least' );
same( 'saar', $header( 'Text Domain' ), 'Text Domain' );
$readme = file_get_contents( SAAR_TEST_PLUGIN_DIR . '/readme.txt' );
contains( '=== Saar ===', $readme, 'readme.txt has the plugin name line' );
contains( 'Stable tag: ' . SAAR_VERSION, $readme, 'readme.txt Stable tag matches the version' );

section( 'saar.php hooks its instance' );
// The bootstrap loaded saar.php once before resetting; load its hooks again into a clean registry.
wp_test_reset();
saar()->hook();
$p = saar();
same( 20, has_action( 'wp_enqueue_scripts', array( $p->assets, 'enqueue' ) ), 'wp_enqueue_scripts → enqueue (20, after WooCommerce registers)' );
same( 999, has_action( 'wp_enqueue_scripts', array( $p->supersede, 'replace' ) ), 'wp_enqueue_scripts → replace the stock scripts (999, after themes)' );
same( 1, has_action( 'wp_print_footer_scripts', array( $p->supersede, 'replace' ) ), 'wp_print_footer_scripts → replace again (1), for what templates enqueued' );
same( PHP_INT_MAX, has_action( 'wp_print_scripts', array( $p->supersede, 'strip_data' ) ), 'wp_print_scripts → strip the aliases\' localized data (last)' );
same( 9, has_action( 'wp_print_footer_scripts', array( $p->supersede, 'strip_data' ) ), 'wp_print_footer_scripts → strip (9: after WooCommerce localizes at 5, before printing at 10)' );
same( 2, has_action( 'wp_head', array( $p->settings, 'print_json' ) ), 'wp_head → settings JSON' );
same( 19, has_action( 'wp_loaded', array( $p->posted_variation, 'resolve' ) ), 'wp_loaded → the posted variation (19, before WooCommerce\'s form handler)' );
same( false, has_action( 'woocommerce_before_variations_form' ), 'the variable product button is no longer rewritten' );
ok( false !== has_action( 'before_woocommerce_init', array( $p, 'declare_compatibility' ) ), 'before_woocommerce_init → HPOS compatibility' );
same( SAAR_TEST_PLUGIN_DIR . '/dist', $p->manifest->dist_dir(), 'the real instance reads dist/ beside saar.php' );
same( $p, saar(), 'one instance' );

section( 'without dist/ the real plugin is harmless' );
if ( ! is_file( SAAR_TEST_PLUGIN_DIR . '/dist/manifest.json' ) ) {
	wp_test_reset( array( 'conditions' => array( 'is_product' => true ) ) );
	$fresh = new Saar_Plugin( SAAR_TEST_PLUGIN_DIR . '/saar.php', SAAR_TEST_PLUGIN_DIR . '/dist' );
	$fresh->hook();
	same( array(), saar_test_enqueue(), 'nothing enqueued' );
	same( '', saar_test_head(), 'nothing printed' );
} else {
	ok( true, 'a dist/ is present beside the plugin; covered by the zip test instead' );
}

section( 'no direct file access' );
foreach ( $plugin_files as $file ) {
	$code  = file_get_contents( $file );
	$guard = 'uninstall.php' === basename( $file ) ? "defined( 'WP_UNINSTALL_PLUGIN' ) || exit;" : "defined( 'ABSPATH' ) || exit;";
	contains( $guard, $code, basename( $file ) . ' exits when loaded outside WordPress' );
}
// Requested directly (no ABSPATH), each file must stop silently: no output, no error revealing a path.
foreach ( $plugin_files as $file ) {
	$out    = array();
	$script = 'include ' . var_export( $file, true ) . '; echo "ran on";';
	exec( escapeshellarg( PHP_BINARY ) . ' -d display_errors=1 -r ' . escapeshellarg( $script ) . ' 2>&1', $out, $code );
	same( array(), $out, basename( $file ) . ' loaded directly prints nothing and stops' );
}

section( 'uninstall' );
wp_test_reset();
update_option( 'saar_options', array( 'features' => array( 'cart' => false ) ) );
update_option( 'saar_jquery_users', array( 'shop' => array() ) );
update_option( 'saar_checkout_scripts', array( 'since' => 1, 'scripts' => array() ) );
update_option( 'other', 1 );
define( 'WP_UNINSTALL_PLUGIN', 'saar/saar.php' );
include SAAR_TEST_PLUGIN_DIR . '/uninstall.php';
same( false, get_option( 'saar_options' ), 'deletes saar_options' );
same( false, get_option( 'saar_jquery_users' ), 'and what the settings page showed: the scripts that needed jQuery' );
same( false, get_option( 'saar_checkout_scripts' ), 'and the scripts the checkout printed' );
same( 1, get_option( 'other' ), 'and nothing else' );

section( 'PHP 7.4 compatible source (this CLI is newer, so php -l alone would not tell)' );
$php8_tokens    = array( 'T_MATCH', 'T_NULLSAFE_OBJECT_OPERATOR', 'T_ATTRIBUTE', 'T_READONLY', 'T_ENUM' );
$php8_functions = array( 'str_contains', 'str_starts_with', 'str_ends_with', 'get_debug_type', 'array_is_list', 'fdiv', 'get_resource_id', 'array_find', 'mb_str_pad' );
foreach ( $plugin_files as $file ) {
	$problems = array();
	$tokens   = token_get_all( file_get_contents( $file ) );
	foreach ( $tokens as $i => $token ) {
		if ( ! is_array( $token ) ) {
			continue;
		}
		$name = token_name( $token[0] );
		if ( in_array( $name, $php8_tokens, true ) ) {
			$problems[] = "$name on line {$token[2]}";
		}
		if ( T_STRING === $token[0] && in_array( strtolower( $token[1] ), $php8_functions, true ) ) {
			$problems[] = "{$token[1]}() on line {$token[2]}";
		}
		// Named arguments: an identifier followed by ':' inside a call, e.g. foo( bar: 1 ).
		if ( T_STRING === $token[0] && isset( $tokens[ $i + 1 ] ) && ':' === $tokens[ $i + 1 ] && isset( $tokens[ $i - 1 ] ) && ( '(' === $tokens[ $i - 1 ] || ',' === $tokens[ $i - 1 ] ) ) {
			$problems[] = "named argument {$token[1]} on line {$token[2]}";
		}
		// PHP 8 types in signatures: mixed, static return, union types (a | between type names in a signature).
		if ( T_STRING === $token[0] && in_array( strtolower( $token[1] ), array( 'mixed' ), true ) ) {
			$problems[] = "type {$token[1]} on line {$token[2]}";
		}
	}
	// Constructor promotion and trailing commas in parameter lists are syntax errors in 7.4.
	if ( preg_match( '/function\s+__construct\s*\([^)]*\b(public|private|protected)\s/', file_get_contents( $file ) ) ) {
		$problems[] = 'constructor property promotion';
	}
	if ( preg_match( '/function\s*\w*\s*\([^)]*,\s*\)/', file_get_contents( $file ) ) ) {
		$problems[] = 'trailing comma in a parameter list';
	}
	same( array(), $problems, basename( $file ) . ' uses no PHP 8 syntax or functions' );
}
