<?php
/**
 * The whole page of a real shop, for the PHP tests that render one: what WordPress 6.9, WooCommerce 9.9.5 and
 * Flatsome 3.19.14 register and enqueue on each page type (fixtures/whole-page.json), a build of every script the
 * repository has, and the page rendered with the plugin hooked, WooCommerce's localized data and its sheets too.
 */

require_once __DIR__ . '/bootstrap.php';

$root = dirname( __DIR__, 2 );
$data = json_decode( (string) file_get_contents( __DIR__ . '/fixtures/whole-page.json' ), true );
ok( is_array( $data ), 'fixtures/whole-page.json is readable JSON' );

/** A list or map without its "_" comment keys. */
function no_comments( array $list ) {
	return array_filter(
		$list,
		function ( $key ) {
			return '_' !== substr( (string) $key, 0, 1 );
		},
		ARRAY_FILTER_USE_KEY
	);
}

/**
 * A dist/ with one file per script of the repository, as the build names them: entries/ are the feature scripts
 * (the runtime and the flatsome script stand alone, the others need the runtime), lazy/ the on-demand files.
 */
function whole_page_dist( $root ) {
	$manifest = array();
	foreach ( glob( "$root/entries/*.ts" ) as $path ) {
		$name              = basename( $path, '.ts' );
		$manifest[ $name ] = array(
			'file' => "$name.0123456789.js",
			'deps' => in_array( $name, array( 'runtime', 'flatsome' ), true ) ? array() : array( 'runtime' ),
		);
	}
	foreach ( array_merge( glob( "$root/lazy/*.ts" ), glob( "$root/lazy/*.tsx" ) ) as $path ) {
		$name              = preg_replace( '/\.tsx?$/', '', basename( $path ) );
		$manifest[ $name ] = array(
			'file' => "$name.0123456789.js",
			'deps' => array( 'runtime' ),
			'lazy' => true,
		);
	}
	return saar_test_dist( array_column( $manifest, 'file' ), json_encode( $manifest ) );
}

$dist = whole_page_dist( $root );

/**
 * Renders a page of a type as WordPress would on that shop, with the plugin hooked: registration, WooCommerce's and
 * Flatsome's enqueues (their sheets too), the head, the templates' enqueues while the page renders, the header popup
 * on wp_footer 10, WooCommerce's localized data as it prints, the footer scripts. Returns what prints with a file of
 * its own, Saar's and the rest, the head, the localized data by handle and the printed sheets.
 *
 * @param string   $type Page type.
 * @param string[] $off  Saar's features switched off (none: every feature on).
 * @param callable $setup What the shop adds once WordPress is reset (a filter), before the plugin hooks in.
 * @return array{stock:string[],saar:string[],head:string,data:array<string,string>,styles:string}
 */
function render_whole_page( $type, array $off, array $data, $dist, ?callable $setup = null ) {
	wp_test_reset( $data['page_state'][ $type ] );
	if ( $off ) {
		update_option( Saar_Options::OPTION, array( 'features' => array_fill_keys( $off, false ) ) );
	}
	if ( $setup ) {
		$setup();
	}
	$plugin = new Saar_Plugin( SAAR_TEST_PLUGIN_DIR . '/saar.php', $dist );
	$plugin->hook();
	$aliases = $data['aliases']['handles'];
	add_action(
		'wp_enqueue_scripts',
		function () use ( $data, $aliases ) {
			foreach ( no_comments( $data['registered'] ) as $handle => $deps ) {
				wp_register_script( $handle, in_array( $handle, $aliases, true ) ? false : "https://shop.test/$handle.js", $deps, false, array( 'in_footer' => true ) );
			}
		},
		1
	);
	$enqueue = function ( array $handles ) {
		foreach ( $handles as $handle ) {
			wp_enqueue_script( $handle );
		}
	};
	$enqueued = $data['enqueued'];
	add_action(
		'wp_enqueue_scripts',
		function () use ( $enqueue, $enqueued, $type ) {
			$enqueue( array_merge( $enqueued['all'], $enqueued[ $type ] ) );
		},
		10
	);
	$popup = $data['header_popup'];
	add_action(
		'wp_footer',
		function () use ( $enqueue, $popup, $type ) {
			if ( ! in_array( $type, $popup['not_on'], true ) ) {
				$enqueue( $popup['enqueues'] );
			}
		},
		10
	);
	$styles = $data['styles'];
	add_action(
		'wp_enqueue_scripts',
		function () use ( $styles, $type ) {
			foreach ( no_comments( $styles['registered'] ) as $handle => $deps ) {
				wp_register_style( $handle, "https://shop.test/$handle.css", $deps );
			}
			foreach ( isset( $styles['enqueued'][ $type ] ) ? $styles['enqueued'][ $type ] : array() as $handle ) {
				wp_enqueue_style( $handle );
			}
		},
		10
	);
	// WooCommerce localizes each of its scripts that is enqueued or a dependency of one, once, just before printing.
	$localized = array();
	$localize  = function () use ( $data, &$localized ) {
		foreach ( $data['localized']['handles'] as $handle ) {
			if ( ! in_array( $handle, $localized, true ) && wp_script_is( $handle ) ) {
				$localized[] = $handle;
				wp_localize_script( $handle, str_replace( '-', '_', $handle ) . '_params', array( 'localized_by' => 'woocommerce' ) );
			}
		}
	};
	add_action( 'wp_print_scripts', $localize, 5 );
	add_action( 'wp_print_footer_scripts', $localize, 5 );
	do_action( 'wp_enqueue_scripts' );
	$head = capture(
		function () {
			do_action( 'wp_head' );
		}
	);
	do_action( 'wp_print_scripts' );
	$enqueue( isset( $data['while_rendering'][ $type ] ) ? $data['while_rendering'][ $type ] : array() );
	do_action( 'wp_footer' );
	do_action( 'wp_print_footer_scripts' );
	$printed = wp_test_print_order();
	$files   = printed_files( $printed );
	$saar    = function ( $handle ) {
		return 0 === strpos( $handle, Saar_Assets::HANDLE_PREFIX );
	};
	return array(
		'stock'  => array_values( array_filter( $files, function ( $handle ) use ( $saar ) {
			return ! $saar( $handle );
		} ) ),
		'saar'   => array_values( array_filter( $files, $saar ) ),
		'head'   => $head,
		'data'   => printed_data( $printed ),
		'styles' => wp_test_print_styles(),
	);
}

