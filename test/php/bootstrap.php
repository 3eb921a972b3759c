<?php
/**
 * Loads the WordPress stub, the assertions and the plugin's classes, and gives the tests their fixtures.
 */

error_reporting( E_ALL );
ini_set( 'display_errors', '1' );
// A notice or warning in the plugin is a failure, not noise.
set_error_handler(
	function ( $severity, $message, $file, $line ) {
		if ( ! ( error_reporting() & $severity ) ) {
			return false; // Silenced with @ on purpose.
		}
		throw new ErrorException( $message, 0, $severity, $file, $line );
	}
);

require_once __DIR__ . '/wp-stubs.php';
require_once __DIR__ . '/assert.php';

define( 'SAAR_TEST_PLUGIN_DIR', dirname( __DIR__, 2 ) . '/php-stub/plugin' );
/** The fixture plugin folder, with its own page-scripts.json. */
define( 'SAAR_TEST_FIXTURE', __DIR__ . '/fixtures/saar' );
/** The fixture's built scripts and manifest: the plugin's dist/ (named "built" because .gitignore ignores dist/). */
define( 'SAAR_TEST_FIXTURE_DIST', SAAR_TEST_FIXTURE . '/built' );

// The main file defines the constants and the classes and hooks its own instance (whose dist/ may not exist);
// the tests reset the hooks and build instances on the fixture.
require_once SAAR_TEST_PLUGIN_DIR . '/saar.php';

/**
 * Resets WordPress and returns a hooked plugin on a dist/ directory (the fixture's by default).
 *
 * @param array       $state    Request state for wp_test_reset().
 * @param string|null $dist_dir dist/ directory.
 * @return Saar_Plugin
 */
function saar_test_plugin( array $state = array(), $dist_dir = null ) {
	wp_test_reset( $state );
	$plugin = new Saar_Plugin( SAAR_TEST_FIXTURE . '/saar.php', null === $dist_dir ? SAAR_TEST_FIXTURE_DIST : $dist_dir );
	$plugin->hook();
	return $plugin;
}

/**
 * A temporary dist/ directory with the given files and manifest text; removed at exit.
 *
 * @param string[]    $files    Paths under dist/ to create.
 * @param string|null $manifest manifest.json text, or null for none.
 * @return string
 */
function saar_test_dist( array $files, $manifest ) {
	$dir = sys_get_temp_dir() . '/saar-test-' . bin2hex( random_bytes( 6 ) );
	mkdir( $dir . '/dist', 0777, true );
	foreach ( $files as $file ) {
		$path = $dir . '/dist/' . $file;
		if ( ! is_dir( dirname( $path ) ) ) {
			mkdir( dirname( $path ), 0777, true );
		}
		file_put_contents( $path, '/* ' . $file . ' */' );
	}
	if ( null !== $manifest ) {
		file_put_contents( $dir . '/dist/manifest.json', $manifest );
	}
	register_shutdown_function( 'saar_test_rmdir', $dir );
	return $dir . '/dist';
}

function saar_test_rmdir( $dir ) {
	if ( ! is_dir( $dir ) ) {
		return;
	}
	foreach ( scandir( $dir ) as $entry ) {
		if ( '.' !== $entry && '..' !== $entry ) {
			$path = $dir . '/' . $entry;
			is_dir( $path ) && ! is_link( $path ) ? saar_test_rmdir( $path ) : unlink( $path );
		}
	}
	rmdir( $dir );
}

/** Runs wp_enqueue_scripts and returns the enqueued handles. */
function saar_test_enqueue() {
	do_action( 'wp_enqueue_scripts' );
	return wp_scripts()->queue;
}

/** Runs wp_head and returns what it printed. */
function saar_test_head() {
	return capture(
		function () {
			do_action( 'wp_head' );
		}
	);
}

/** The decoded settings JSON in a printed head. */
function saar_test_settings_from( $html ) {
	if ( ! preg_match( '#<script type="application/json" id="saar-settings">(.*?)</script>#s', $html, $m ) ) {
		return null;
	}
	return json_decode( $m[1], true );
}

/** The features table: feature label => [ Saar script, stock handles, status ], as text. */
function feature_rows( $html ) {
	preg_match_all( '#<tr class="saar-status-[a-z-]+"><td>(.*?)</td><td>(.*?)</td><td>(.*?)</td><td>(.*?)</td></tr>#s', $html, $m, PREG_SET_ORDER );
	$rows = array();
	foreach ( $m as $row ) {
		$text = function ( $cell ) {
			return trim( html_entity_decode( strip_tags( $cell ), ENT_QUOTES ) );
		};
		$rows[ $text( $row[1] ) ] = array( $text( $row[2] ), $text( $row[3] ), $text( $row[4] ) );
	}
	return $rows;
}

/** The handles printed with a file, in order (of wp_test_print_order()). */
function printed_files( array $printed ) {
	$files = array();
	foreach ( $printed as $item ) {
		if ( 0 !== strpos( $item[1], 'data:' ) ) {
			$files[] = $item[0];
		}
	}
	return $files;
}

/** The localized data printed, by handle (of wp_test_print_order()). */
function printed_data( array $printed ) {
	$data = array();
	foreach ( $printed as $item ) {
		if ( 0 === strpos( $item[1], 'data:' ) ) {
			$data[ $item[0] ] = substr( $item[1], 5 );
		}
	}
	return $data;
}

/** Whether a handle is registered as an alias (no file of its own). */
function is_alias( $handle ) {
	$item = isset( wp_scripts()->registered[ $handle ] ) ? wp_scripts()->registered[ $handle ] : null;
	return $item && false === $item->src;
}
