<?php
/**
 * A tiny stand-in for the WordPress and WooCommerce functions the plugin calls, so its PHP runs under the real PHP
 * CLI without a WordPress install. Hooks are a real in-memory registry; scripts, options and redirects are recorded
 * in globals the tests read; conditional tags answer from `$GLOBALS['wp_test']`, which wp_test_reset() rebuilds.
 *
 * Define SAAR_TEST_NO_WOOCOMMERCE before loading this file to leave out every WooCommerce function and class.
 */

define( 'ABSPATH', __DIR__ . '/' );

/** Thrown by wp_die() so a test can assert that the plugin refused. */
class WP_Test_Die extends Exception {
}

/** The registered / enqueued scripts, shaped like WP_Scripts (registered, queue, done, extra data). */
class WP_Test_Scripts {
	/** @var array<string,object> */
	public $registered = array();
	/** @var string[] */
	public $queue = array();
	/** @var string[] Handles already printed. */
	public $done = array();
	/** @var array Every call, in order: array( function, handle ). */
	public $calls = array();

	/** As WP_Dependencies::add_data: false for a handle that is not registered. */
	public function add_data( $handle, $key, $value ) {
		if ( ! isset( $this->registered[ $handle ] ) ) {
			return false;
		}
		$this->registered[ $handle ]->extra[ $key ] = $value;
		return true;
	}

	/** As WP_Dependencies::get_data. */
	public function get_data( $handle, $key ) {
		return isset( $this->registered[ $handle ]->extra[ $key ] ) ? $this->registered[ $handle ]->extra[ $key ] : false;
	}
}

/** Resets every piece of state: hooks, scripts, options, the request. */
function wp_test_reset( array $state = array() ) {
	$GLOBALS['wp_filter']        = array();
	$GLOBALS['wp_test_actions']  = array();
	$GLOBALS['wp_test_scripts']  = new WP_Test_Scripts();
	$GLOBALS['wp_test_styles']   = new WP_Test_Scripts();
	$GLOBALS['wp_test_options']  = array();
	$GLOBALS['wp_test_theme_mods'] = array();
	$GLOBALS['wp_test_redirect'] = null;
	$GLOBALS['wp_test_menu']     = array();
	$GLOBALS['shortcode_tags']   = array();
	$GLOBALS['wp_test_products'] = function_exists( 'wp_test_products' ) ? wp_test_products() : array();
	$_POST                       = array();
	$_GET                        = array();
	$_REQUEST                    = array();
	$GLOBALS['wp_test']          = array_merge(
		array(
			'conditions'   => array(), // Conditional tag name => true.
			'tax'          => '',      // Taxonomy of the archive being viewed.
			'post_type'    => '',      // Post type of the singular page being viewed.
			'post_content' => '',
			'comments_open' => false,
			'caps'         => array( 'manage_options' ),
			'locale'       => 'et_EE',
			'blogname'     => 'Saar &amp; Pood',
			'is_admin'     => false,
		),
		$state
	);
}

/* Hooks ----------------------------------------------------------------------------------------------------- */

/** A hook's callbacks, shaped like WP_Hook's public `callbacks`: priority => list of {function, accepted_args}. */
class WP_Hook {
	/** @var array<int,array<int,array{function:callable,accepted_args:int}>> */
	public $callbacks = array();
}

function add_filter( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	if ( ! isset( $GLOBALS['wp_filter'][ $hook ] ) ) {
		$GLOBALS['wp_filter'][ $hook ] = new WP_Hook();
	}
	$GLOBALS['wp_filter'][ $hook ]->callbacks[ $priority ][] = array( 'function' => $callback, 'accepted_args' => $accepted_args );
	return true;
}

function add_action( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	return add_filter( $hook, $callback, $priority, $accepted_args );
}

function remove_filter( $hook, $callback, $priority = 10 ) {
	if ( empty( $GLOBALS['wp_filter'][ $hook ]->callbacks[ $priority ] ) ) {
		return false;
	}
	foreach ( $GLOBALS['wp_filter'][ $hook ]->callbacks[ $priority ] as $i => $entry ) {
		if ( $entry['function'] === $callback ) {
			unset( $GLOBALS['wp_filter'][ $hook ]->callbacks[ $priority ][ $i ] );
			return true;
		}
	}
	return false;
}

function remove_action( $hook, $callback, $priority = 10 ) {
	return remove_filter( $hook, $callback, $priority );
}

function remove_all_filters( $hook ) {
	unset( $GLOBALS['wp_filter'][ $hook ] );
}

/** The priority the callback is hooked at, or false (as WordPress's has_filter with a callback). */
function has_filter( $hook, $callback = false ) {
	if ( empty( $GLOBALS['wp_filter'][ $hook ] ) ) {
		return false;
	}
	$callbacks = $GLOBALS['wp_filter'][ $hook ]->callbacks;
	if ( false === $callback ) {
		return (bool) array_filter( $callbacks );
	}
	foreach ( $callbacks as $priority => $entries ) {
		foreach ( $entries as $entry ) {
			if ( $entry['function'] === $callback ) {
				return $priority;
			}
		}
	}
	return false;
}

function has_action( $hook, $callback = false ) {
	return has_filter( $hook, $callback );
}

/**
 * Calls a hook's callbacks by priority. As WP_Hook, a callback removed while the hook runs, at a priority not yet
 * reached, is not called: each priority's callbacks are read when it is reached.
 */
function wp_test_run_hook( $hook, callable $call ) {
	if ( empty( $GLOBALS['wp_filter'][ $hook ] ) ) {
		return;
	}
	$done = array();
	while ( true ) {
		$priorities = array_diff( array_keys( $GLOBALS['wp_filter'][ $hook ]->callbacks ), $done );
		if ( ! $priorities ) {
			return;
		}
		$priority = min( $priorities );
		$done[]   = $priority;
		foreach ( $GLOBALS['wp_filter'][ $hook ]->callbacks[ $priority ] as $i => $entry ) {
			if ( isset( $GLOBALS['wp_filter'][ $hook ]->callbacks[ $priority ][ $i ] ) ) {
				$call( $entry );
			}
		}
	}
}

function apply_filters( $hook, $value, ...$args ) {
	wp_test_run_hook(
		$hook,
		function ( $entry ) use ( &$value, $args ) {
			$all   = array_merge( array( $value ), $args );
			$value = call_user_func_array( $entry['function'], array_slice( $all, 0, max( 1, (int) $entry['accepted_args'] ) ) );
		}
	);
	return $value;
}

function do_action( $hook, ...$args ) {
	$GLOBALS['wp_test_actions'][ $hook ] = did_action( $hook ) + 1;
	wp_test_run_hook(
		$hook,
		function ( $entry ) use ( $args ) {
			call_user_func_array( $entry['function'], array_slice( $args, 0, (int) $entry['accepted_args'] ) );
		}
	);
}

function did_action( $hook ) {
	return isset( $GLOBALS['wp_test_actions'][ $hook ] ) ? $GLOBALS['wp_test_actions'][ $hook ] : 0;
}

/* Scripts --------------------------------------------------------------------------------------------------- */

function wp_scripts() {
	return $GLOBALS['wp_test_scripts'];
}

function wp_register_script( $handle, $src, $deps = array(), $ver = false, $args = array() ) {
	$scripts          = wp_scripts();
	$scripts->calls[] = array( 'register', $handle );
	if ( isset( $scripts->registered[ $handle ] ) ) {
		return false;
	}
	$scripts->registered[ $handle ] = (object) array(
		'handle' => $handle,
		'src'    => $src,
		'deps'   => $deps,
		'ver'    => $ver,
		'args'   => $args,
		'extra'  => array(),
	);
	if ( ( is_array( $args ) && ! empty( $args['in_footer'] ) ) || true === $args ) {
		$scripts->add_data( $handle, 'group', 1 );
	}
	// As WP_Scripts::add_data since 6.3: an alias (no src) cannot have a loading strategy.
	if ( is_array( $args ) && ! empty( $args['strategy'] ) ) {
		if ( ! $src ) {
			trigger_error( "Cannot supply a strategy for script `$handle` because it is an alias", E_USER_NOTICE );
		}
		$scripts->add_data( $handle, 'strategy', $args['strategy'] );
	}
	return true;
}

/** As WP_Scripts::localize: the data goes into the handle's `data` extra. */
function wp_localize_script( $handle, $object_name, $l10n ) {
	$scripts = wp_scripts();
	$data    = 'var ' . $object_name . ' = ' . json_encode( $l10n ) . ';';
	$before  = $scripts->get_data( $handle, 'data' );
	return $scripts->add_data( $handle, 'data', $before ? $before . "\n" . $data : $data );
}

/**
 * What WordPress would print for the queue, in order, as WP_Dependencies::all_deps resolves it (WordPress 6.9): a
 * handle is printed after its dependencies; a handle that is not registered, or whose dependency (at any depth) is
 * not, is skipped silently with everything that depends on it. An alias (no src) prints only its localized data.
 *
 * @return array<int,array{0:string,1:string}> Each printed item: handle, and its src or `data:` + localized data.
 */
function wp_test_print_order() {
	$scripts = wp_scripts();
	$to_do   = array();
	$resolve = function ( $handles, $recursion ) use ( &$resolve, &$to_do, $scripts ) {
		foreach ( $handles as $handle ) {
			if ( in_array( $handle, $to_do, true ) ) {
				continue;
			}
			$item = isset( $scripts->registered[ $handle ] ) ? $scripts->registered[ $handle ] : null;
			$ok   = $item && ! array_diff( $item->deps, array_keys( $scripts->registered ) ) && ( ! $item->deps || $resolve( $item->deps, true ) );
			if ( ! $ok ) {
				if ( $recursion ) {
					return false;
				}
				continue;
			}
			$to_do[] = $handle;
		}
		return true;
	};
	$resolve( $scripts->queue, false );
	$out = array();
	foreach ( $to_do as $handle ) {
		$data = $scripts->get_data( $handle, 'data' );
		if ( $data ) {
			$out[] = array( $handle, 'data:' . $data );
		}
		if ( $scripts->registered[ $handle ]->src ) {
			$out[] = array( $handle, $scripts->registered[ $handle ]->src );
		}
	}
	return $out;
}

function wp_enqueue_script( $handle, $src = '', $deps = array(), $ver = false, $args = array() ) {
	$scripts          = wp_scripts();
	$scripts->calls[] = array( 'enqueue', $handle );
	if ( $src ) {
		wp_register_script( $handle, $src, $deps, $ver, $args );
	}
	if ( ! in_array( $handle, $scripts->queue, true ) ) {
		$scripts->queue[] = $handle;
	}
}

function wp_dequeue_script( $handle ) {
	$scripts          = wp_scripts();
	$scripts->calls[] = array( 'dequeue', $handle );
	$scripts->queue   = array_values( array_diff( $scripts->queue, array( $handle ) ) );
}

function wp_deregister_script( $handle ) {
	if ( in_array( $handle, array( 'jquery', 'jquery-core', 'jquery-migrate' ), true ) ) {
		trigger_error( "The test never expects $handle to be deregistered", E_USER_WARNING );
	}
	$scripts          = wp_scripts();
	$scripts->calls[] = array( 'deregister', $handle );
	unset( $scripts->registered[ $handle ] );
}

/** As WordPress: 'enqueued' is true for a queued handle or a dependency of one. */
function wp_script_is( $handle, $list = 'enqueued' ) {
	$scripts = wp_scripts();
	switch ( $list ) {
		case 'registered':
			return isset( $scripts->registered[ $handle ] );
		case 'queue':
		case 'enqueued':
			if ( in_array( $handle, $scripts->queue, true ) ) {
				return true;
			}
			foreach ( $scripts->queue as $queued ) {
				if ( wp_test_depends_on( $queued, $handle, array() ) ) {
					return true;
				}
			}
			return false;
	}
	return false;
}

/* Styles: the same registry shape as scripts (WP_Styles is a WP_Dependencies too). */

function wp_styles() {
	return $GLOBALS['wp_test_styles'];
}

function wp_register_style( $handle, $src, $deps = array(), $ver = false, $media = 'all' ) {
	$styles          = wp_styles();
	$styles->calls[] = array( 'register', $handle );
	if ( isset( $styles->registered[ $handle ] ) ) {
		return false;
	}
	$styles->registered[ $handle ] = (object) array(
		'handle' => $handle,
		'src'    => $src,
		'deps'   => $deps,
		'ver'    => $ver,
		'args'   => $media,
		'extra'  => array(),
	);
	return true;
}

function wp_enqueue_style( $handle, $src = '', $deps = array(), $ver = false, $media = 'all' ) {
	$styles          = wp_styles();
	$styles->calls[] = array( 'enqueue', $handle );
	if ( $src ) {
		wp_register_style( $handle, $src, $deps, $ver, $media );
	}
	if ( ! in_array( $handle, $styles->queue, true ) ) {
		$styles->queue[] = $handle;
	}
}

function wp_dequeue_style( $handle ) {
	$styles          = wp_styles();
	$styles->calls[] = array( 'dequeue', $handle );
	$styles->queue   = array_values( array_diff( $styles->queue, array( $handle ) ) );
}

function wp_deregister_style( $handle ) {
	$styles          = wp_styles();
	$styles->calls[] = array( 'deregister', $handle );
	unset( $styles->registered[ $handle ] );
}

/** As WP_Styles: the inline CSS goes into the handle's `after` extra, printed after its link (or alone for an alias). */
function wp_add_inline_style( $handle, $data ) {
	$styles = wp_styles();
	$after  = $styles->get_data( $handle, 'after' );
	return $styles->add_data( $handle, 'after', array_merge( $after ? $after : array(), array( $data ) ) );
}

/** As WordPress: 'enqueued' is true for a queued handle. */
function wp_style_is( $handle, $list = 'enqueued' ) {
	$styles = wp_styles();
	return 'registered' === $list ? isset( $styles->registered[ $handle ] ) : in_array( $handle, $styles->queue, true );
}

/**
 * What WordPress would print for the style queue: each queued handle (its dependencies first) whose registration
 * exists, as its link and then its inline CSS; an alias (no src) prints only its inline CSS.
 *
 * @return string
 */
function wp_test_print_styles() {
	$styles = wp_styles();
	$out    = '';
	$done   = array();
	$print  = function ( $handle ) use ( &$print, &$out, &$done, $styles ) {
		if ( in_array( $handle, $done, true ) || ! isset( $styles->registered[ $handle ] ) ) {
			return;
		}
		$done[] = $handle;
		$item   = $styles->registered[ $handle ];
		foreach ( $item->deps as $dep ) {
			$print( $dep );
		}
		if ( $item->src ) {
			$out .= "<link rel='stylesheet' id='$handle-css' href='{$item->src}' />\n";
		}
		$after = $styles->get_data( $handle, 'after' );
		if ( $after ) {
			$out .= "<style id='$handle-inline-css'>" . implode( "\n", $after ) . "</style>\n";
		}
	};
	foreach ( $styles->queue as $handle ) {
		$print( $handle );
	}
	return $out;
}

function wp_test_depends_on( $handle, $dep, array $seen ) {
	$scripts = wp_scripts();
	if ( ! isset( $scripts->registered[ $handle ] ) || in_array( $handle, $seen, true ) ) {
		return false;
	}
	$seen[] = $handle;
	foreach ( $scripts->registered[ $handle ]->deps as $d ) {
		if ( $d === $dep || wp_test_depends_on( $d, $dep, $seen ) ) {
			return true;
		}
	}
	return false;
}

/* URLs and paths -------------------------------------------------------------------------------------------- */

function trailingslashit( $value ) {
	return rtrim( $value, '/\\' ) . '/';
}

function plugins_url( $path = '', $plugin = '' ) {
	$url = 'https://shop.test/wp-content/plugins';
	if ( $plugin ) {
		$url .= '/' . basename( dirname( $plugin ) );
	}
	return $path ? $url . '/' . ltrim( $path, '/' ) : $url;
}

function plugin_basename( $file ) {
	return basename( dirname( $file ) ) . '/' . basename( $file );
}

function plugin_dir_path( $file ) {
	return trailingslashit( dirname( $file ) );
}

function home_url( $path = '' ) {
	return 'https://shop.test/' . ltrim( $path, '/' );
}

function admin_url( $path = '' ) {
	return 'https://shop.test/wp-admin/' . ltrim( $path, '/' );
}

function rest_url( $path = '' ) {
	return 'https://shop.test/wp-json/' . ltrim( $path, '/' );
}

function add_query_arg( $key, $value, $url ) {
	return $url . ( false === strpos( $url, '?' ) ? '?' : '&' ) . rawurlencode( $key ) . '=' . rawurlencode( $value );
}

function wp_safe_redirect( $location, $status = 302 ) {
	$GLOBALS['wp_test_redirect'] = $location;
	return true;
}

/* Nonces, users, options ------------------------------------------------------------------------------------ */

function wp_create_nonce( $action = -1 ) {
	return substr( md5( 'nonce|' . $action ), 0, 10 );
}

function wp_verify_nonce( $nonce, $action = -1 ) {
	return is_string( $nonce ) && hash_equals( wp_create_nonce( $action ), $nonce ) ? 1 : false;
}

function check_admin_referer( $action = -1, $query_arg = '_wpnonce' ) {
	$nonce = isset( $_REQUEST[ $query_arg ] ) ? $_REQUEST[ $query_arg ] : '';
	if ( ! wp_verify_nonce( $nonce, $action ) ) {
		wp_die( 'The link you followed has expired.', 403 );
	}
	return 1;
}

function wp_nonce_field( $action = -1, $name = '_wpnonce', $referer = true, $display = true ) {
	$field = '<input type="hidden" id="' . esc_attr( $name ) . '" name="' . esc_attr( $name ) . '" value="' . wp_create_nonce( $action ) . '" />';
	if ( $display ) {
		echo $field;
	}
	return $field;
}

function wp_die( $message = '', $title = '', $args = array() ) {
	throw new WP_Test_Die( is_string( $message ) ? $message : 'wp_die' );
}

function current_user_can( $capability ) {
	return in_array( $capability, $GLOBALS['wp_test']['caps'], true );
}

function is_admin() {
	return (bool) $GLOBALS['wp_test']['is_admin'];
}

function wp_doing_ajax() {
	return false;
}

function get_option( $name, $default = false ) {
	return array_key_exists( $name, $GLOBALS['wp_test_options'] ) ? $GLOBALS['wp_test_options'][ $name ] : $default;
}

function update_option( $name, $value, $autoload = null ) {
	$GLOBALS['wp_test_options'][ $name ] = $value;
	return true;
}

function add_option( $name, $value = '' ) {
	if ( array_key_exists( $name, $GLOBALS['wp_test_options'] ) ) {
		return false;
	}
	return update_option( $name, $value );
}

function delete_option( $name ) {
	unset( $GLOBALS['wp_test_options'][ $name ] );
	return true;
}

/** Theme mods a test sets: $GLOBALS['wp_test_theme_mods'][ name ]. */
function get_theme_mod( $name, $default = false ) {
	return isset( $GLOBALS['wp_test_theme_mods'][ $name ] ) ? $GLOBALS['wp_test_theme_mods'][ $name ] : $default;
}

function get_locale() {
	return $GLOBALS['wp_test']['locale'];
}

function get_current_blog_id() {
	return 1;
}

function get_site_url( $blog_id = null, $path = '' ) {
	return 'https://shop.test/' . ltrim( $path, '/' );
}

function get_template() {
	return 'flatsome';
}

function absint( $value ) {
	return abs( (int) $value );
}

function get_bloginfo( $show = '' ) {
	return 'name' === $show ? $GLOBALS['wp_test']['blogname'] : '';
}

/* Admin UI -------------------------------------------------------------------------------------------------- */

function add_options_page( $page_title, $menu_title, $capability, $menu_slug, $callback = '' ) {
	$GLOBALS['wp_test_menu'][ $menu_slug ] = compact( 'page_title', 'menu_title', 'capability', 'callback' );
	return 'settings_page_' . $menu_slug;
}

function checked( $checked, $current = true, $display = true ) {
	return wp_test_attr_if( (string) $checked === (string) $current, 'checked', $display );
}

function selected( $selected, $current = true, $display = true ) {
	return wp_test_attr_if( (string) $selected === (string) $current, 'selected', $display );
}

function wp_test_attr_if( $condition, $name, $display ) {
	$result = $condition ? " $name='$name'" : '';
	if ( $display ) {
		echo $result;
	}
	return $result;
}

function submit_button( $text = 'Save Changes' ) {
	echo '<p class="submit"><input type="submit" name="submit" id="submit" class="button button-primary" value="' . esc_attr( $text ) . '"></p>';
}

/* Escaping, sanitising, i18n -------------------------------------------------------------------------------- */

function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}

function esc_attr( $text ) {
	return esc_html( $text );
}

function esc_textarea( $text ) {
	return esc_html( $text );
}

function esc_url( $url ) {
	$url = (string) $url;
	if ( '' !== $url && ! preg_match( '#^(https?:)?//|^/|^[^:]*$#i', $url ) ) {
		return '';
	}
	return esc_html( $url );
}

function wp_parse_url( $url, $component = -1 ) {
	return parse_url( (string) $url, $component );
}

function esc_url_raw( $url ) {
	return (string) $url;
}

/** Translations a test loads: domain => source text => translation (WordPress's gettext, as a table). */
$GLOBALS['wp_test_translations'] = array();

function __( $text, $domain = 'default' ) {
	return isset( $GLOBALS['wp_test_translations'][ $domain ][ $text ] ) ? $GLOBALS['wp_test_translations'][ $domain ][ $text ] : $text;
}

function esc_html__( $text, $domain = 'default' ) {
	return esc_html( $text );
}

function esc_attr__( $text, $domain = 'default' ) {
	return esc_attr( $text );
}

function esc_html_e( $text, $domain = 'default' ) {
	echo esc_html( $text );
}

function esc_attr_e( $text, $domain = 'default' ) {
	echo esc_attr( $text );
}

function wp_specialchars_decode( $text, $quote_style = ENT_NOQUOTES ) {
	return htmlspecialchars_decode( (string) $text, $quote_style );
}

function wp_strip_all_tags( $text ) {
	$text = preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', (string) $text );
	return strip_tags( $text );
}

/** As WordPress's _sanitize_text_fields(): strips tags and stray `<`, and line breaks unless $keep_newlines. */
function wp_test_sanitize( $text, $keep_newlines ) {
	$text = (string) $text;
	if ( false !== strpos( $text, '<' ) ) {
		$text = preg_replace_callback( '%<[^>]*?((?=<)|>|$)%', function ( $m ) {
			return wp_strip_all_tags( $m[0] );
		}, $text );
		$text = str_replace( '<', '&lt;', $text );
	}
	if ( ! $keep_newlines ) {
		$text = preg_replace( '/[\r\n\t ]+/', ' ', $text );
	}
	return trim( $text );
}

function sanitize_text_field( $text ) {
	return wp_test_sanitize( $text, false );
}

function sanitize_textarea_field( $text ) {
	return wp_test_sanitize( $text, true );
}

/** As WordPress: invalid UTF-8 gives '' unless $strip, which drops the invalid bytes. */
function wp_check_invalid_utf8( $text, $strip = false ) {
	$text = (string) $text;
	if ( '' === $text || preg_match( '//u', $text ) ) {
		return $text;
	}
	if ( ! $strip ) {
		return '';
	}
	preg_match_all( '/[\x00-\x7F]|[\xC2-\xDF][\x80-\xBF]|\xE0[\xA0-\xBF][\x80-\xBF]|[\xE1-\xEC\xEE\xEF][\x80-\xBF]{2}|\xED[\x80-\x9F][\x80-\xBF]|\xF0[\x90-\xBF][\x80-\xBF]{2}|[\xF1-\xF3][\x80-\xBF]{3}|\xF4[\x80-\x8F][\x80-\xBF]{2}/', $text, $m );
	return implode( '', $m[0] );
}

/** Enough of sanitize_title() for attribute names: accents removed, lower case, dashes for anything else. */
function sanitize_title( $title ) {
	$title = strtr( (string) $title, array( 'õ' => 'o', 'ä' => 'a', 'ö' => 'o', 'ü' => 'u', 'Õ' => 'O', 'Ä' => 'A', 'Ö' => 'O', 'Ü' => 'U', 'š' => 's', 'ž' => 'z' ) );
	return trim( preg_replace( '/[^a-z0-9_]+/', '-', strtolower( $title ) ), '-' );
}

function sanitize_key( $key ) {
	return preg_replace( '/[^a-z0-9_\-]/', '', strtolower( (string) $key ) );
}

function wp_unslash( $value ) {
	return is_array( $value ) ? array_map( 'wp_unslash', $value ) : ( is_string( $value ) ? stripslashes( $value ) : $value );
}

function wp_json_encode( $data, $options = 0, $depth = 512 ) {
	return json_encode( $data, $options, $depth );
}

/* Query and content ----------------------------------------------------------------------------------------- */

function wp_test_is( $tag ) {
	return ! empty( $GLOBALS['wp_test']['conditions'][ $tag ] );
}

function is_singular( $post_types = '' ) {
	$type = $GLOBALS['wp_test']['post_type'];
	if ( '' === $type ) {
		return false;
	}
	return '' === $post_types || in_array( $type, (array) $post_types, true );
}

function is_tax( $taxonomy = '' ) {
	$tax = $GLOBALS['wp_test']['tax'];
	if ( '' === $tax ) {
		return false;
	}
	return '' === $taxonomy || in_array( $tax, (array) $taxonomy, true );
}

function comments_open() {
	return (bool) $GLOBALS['wp_test']['comments_open'];
}

function get_queried_object() {
	if ( '' !== $GLOBALS['wp_test']['post_type'] ) {
		return (object) array(
			'post_type'    => $GLOBALS['wp_test']['post_type'],
			'post_content' => $GLOBALS['wp_test']['post_content'],
		);
	}
	return null;
}

function add_shortcode( $tag, $callback ) {
	$GLOBALS['shortcode_tags'][ $tag ] = $callback;
}

function shortcode_exists( $tag ) {
	return isset( $GLOBALS['shortcode_tags'][ $tag ] );
}

/** As WordPress: false unless the shortcode is registered, then a search for `[tag` followed by `]`, space or `/`. */
function has_shortcode( $content, $tag ) {
	if ( ! shortcode_exists( $tag ) ) {
		return false;
	}
	return (bool) preg_match( '/\[' . preg_quote( $tag, '/' ) . '(?=[\s\]\/])/', (string) $content );
}

/* WooCommerce ----------------------------------------------------------------------------------------------- */

if ( ! defined( 'SAAR_TEST_NO_WOOCOMMERCE' ) ) {
	class WooCommerce {
	}

	class WC_AJAX {
		public static function get_endpoint( $request = '' ) {
			return '/?wc-ajax=' . $request;
		}
	}

	function is_product() {
		return wp_test_is( 'is_product' );
	}

	function is_shop() {
		return wp_test_is( 'is_shop' );
	}

	/** As WooCommerce: true on any product taxonomy archive, brands included. */
	function is_product_taxonomy() {
		return wp_test_is( 'is_product_taxonomy' ) || in_array( $GLOBALS['wp_test']['tax'], array( 'product_cat', 'product_tag', 'product_brand', 'pwb-brand' ), true );
	}

	function is_cart() {
		return wp_test_is( 'is_cart' );
	}

	function is_checkout() {
		return wp_test_is( 'is_checkout' );
	}

	function is_account_page() {
		return wp_test_is( 'is_account_page' );
	}

	function wc_get_cart_url() {
		return 'https://shop.test/ostukorv/';
	}

	function wc_get_checkout_url() {
		return 'https://shop.test/kassa/';
	}

	/** A product attribute as WC_Product_Attribute answers. */
	class WC_Test_Attribute {
		private $name;
		private $variation;

		public function __construct( $name, $variation = true ) {
			$this->name      = $name;
			$this->variation = $variation;
		}

		public function get_name() {
			return $this->name;
		}

		public function get_variation() {
			return $this->variation;
		}
	}

	/** A product: simple, variable (with its variations' attributes, '' for "any") or variation. */
	class WC_Test_Product {
		public $id;
		public $type;
		public $attributes;
		/** @var array<int,array<string,string>> Variation id => attribute field => value, in menu order. */
		public $variations;

		public function __construct( $id, $type, array $attributes = array(), array $variations = array() ) {
			$this->id         = $id;
			$this->type       = $type;
			$this->attributes = $attributes;
			$this->variations = $variations;
		}

		public function get_id() {
			return $this->id;
		}

		public function get_type() {
			return $this->type;
		}

		public function is_type( $type ) {
			return in_array( $this->type, (array) $type, true );
		}

		public function get_attributes() {
			return $this->attributes;
		}
	}

	/** The product data store's variation lookup, with the rules of WC_Product_Data_Store_CPT (WooCommerce 9.9.5). */
	class WC_Test_Product_Store {
		public function find_matching_product_variation( $product, $match_attributes = array() ) {
			if ( 'variation' === $product->get_type() ) {
				return 0;
			}
			foreach ( $product->variations as $id => $attributes ) {
				$match = true;
				foreach ( $attributes as $key => $value ) {
					$any = '' === $value;
					if ( ! $any && ! array_key_exists( $key, $match_attributes ) ) {
						$match = false;
					}
					if ( array_key_exists( $key, $match_attributes ) && ! $any && $match_attributes[ $key ] !== $value ) {
						$match = false;
					}
				}
				if ( $match ) {
					return $id;
				}
			}
			return 0;
		}
	}

	class WC_Data_Store {
		public static function load( $object_type ) {
			if ( 'product' !== $object_type ) {
				throw new Exception( 'Invalid data store.' );
			}
			return new WC_Test_Product_Store();
		}
	}

	function wc_get_product( $id ) {
		return isset( $GLOBALS['wp_test_products'][ (int) $id ] ) ? $GLOBALS['wp_test_products'][ (int) $id ] : false;
	}

	/**
	 * The test catalogue: a simple product (7) and a variable one (12) with a global size (pa_suurus) and a custom
	 * colour (Värv), whose variation 123 takes any size in blue, plus a non-variation attribute.
	 */
	function wp_test_products() {
		$variable = new WC_Test_Product(
			12,
			'variable',
			array( new WC_Test_Attribute( 'pa_suurus' ), new WC_Test_Attribute( 'Värv' ), new WC_Test_Attribute( 'Material', false ) ),
			array(
				121 => array( 'attribute_pa_suurus' => 's', 'attribute_varv' => 'Hõbehall' ),
				122 => array( 'attribute_pa_suurus' => 'm', 'attribute_varv' => 'Hõbehall' ),
				123 => array( 'attribute_pa_suurus' => '', 'attribute_varv' => 'Sinine' ),
			)
		);
		$products = array(
			7  => new WC_Test_Product( 7, 'simple' ),
			12 => $variable,
		);
		foreach ( array_keys( $variable->variations ) as $id ) {
			$products[ $id ] = new WC_Test_Product( $id, 'variation' );
		}
		return $products;
	}
}

wp_test_reset();

/** A date in the site's zone, as WordPress's wp_date() (the tests run in UTC). */
function wp_date( $format, $timestamp = null ) {
	return gmdate( $format, null === $timestamp ? time() : $timestamp );
}
