<?php
/**
 * The payment page's scripts (Saar_Integrity): on the checkout every Saar script tag carries the manifest's integrity
 * hash, the on-demand files' hashes are in the settings, other pages are unchanged; the scripts the checkout printed
 * are listed on the settings page with their source and why they are there.
 */

require __DIR__ . '/bootstrap.php';

/** The Subresource Integrity value of a text, as a browser computes it. */
function sri( $bytes ) {
	return 'sha384-' . base64_encode( hash( 'sha384', $bytes, true ) );
}

/** A dist/ with a runtime, the theme (on every page), the pickup and account scripts and an on-demand bundle, each with its hash. */
function hashed_dist( $runtime_hash = null ) {
	$files = array( 'runtime.1a.js', 'theme.6f.js', 'pickup.2b.js', 'account.3c.js', 'password-meter.4d.js', 'saar.5e.css' );
	$hash  = function ( $file ) {
		return sri( '/* ' . $file . ' */' ); // What saar_test_dist writes into each file.
	};
	$manifest = array(
		'runtime'        => array( 'file' => 'runtime.1a.js', 'integrity' => null === $runtime_hash ? $hash( 'runtime.1a.js' ) : $runtime_hash, 'deps' => array(), 'css' => 'saar.5e.css' ),
		'theme'          => array( 'file' => 'theme.6f.js', 'integrity' => $hash( 'theme.6f.js' ), 'deps' => array( 'runtime' ) ),
		'pickup'         => array( 'file' => 'pickup.2b.js', 'integrity' => $hash( 'pickup.2b.js' ), 'deps' => array( 'runtime' ) ),
		'account'        => array( 'file' => 'account.3c.js', 'integrity' => $hash( 'account.3c.js' ), 'deps' => array( 'runtime' ) ),
		'password-meter' => array( 'file' => 'password-meter.4d.js', 'integrity' => $hash( 'password-meter.4d.js' ), 'deps' => array( 'runtime' ), 'lazy' => true ),
	);
	return saar_test_dist( $files, wp_json_encode( $manifest ) );
}

/** A script's tag as WordPress 6.9 prints it (WP_Scripts::do_item), with inline code before it, through script_loader_tag. */
function printed_tag( $handle, $src ) {
	$tag = "<script id='$handle-js-before'>var x = 1;</script>\n<script src='$src' id='$handle-js' defer data-wp-strategy='defer'></script>\n";
	return apply_filters( 'script_loader_tag', $tag, $handle, $src );
}

$checkout = array( 'conditions' => array( 'is_checkout' => true ), 'post_type' => 'page' );
$product  = array( 'conditions' => array( 'is_product' => true ), 'post_type' => 'product' );

section( 'the checkout: every Saar script tag carries its hash' );
$dist   = hashed_dist();
$plugin = saar_test_plugin( $checkout, $dist );
saar_test_enqueue();
$runtime = printed_tag( 'saar-runtime', 'https://shop.test/runtime.1a.js' );
contains( '<script integrity="' . sri( '/* runtime.1a.js */' ) . '" crossorigin="anonymous" src=\'https://shop.test/runtime.1a.js\'', $runtime, 'the runtime: its hash, and crossorigin for a file a CDN serves' );
contains( "<script id='saar-runtime-js-before'>var x = 1;</script>", $runtime, 'the inline script before it is untouched' );
same( 1, substr_count( $runtime, 'integrity=' ), 'only the tag that loads the file gets the hash' );
contains( 'integrity="' . sri( '/* pickup.2b.js */' ) . '"', printed_tag( 'saar-pickup', 'https://shop.test/pickup.2b.js' ), 'the pickup script: its own hash' );
$stock = printed_tag( 'wc-checkout', 'https://shop.test/checkout.min.js' );
not_contains( 'integrity=', $stock, "another plugin's script is left as its plugin printed it" );
$own = apply_filters( 'script_loader_tag', "<script integrity='sha384-other' src='https://shop.test/runtime.1a.js'></script>", 'saar-runtime', 'https://shop.test/runtime.1a.js' );
same( "<script integrity='sha384-other' src='https://shop.test/runtime.1a.js'></script>", $own, 'a tag that has a hash already (another plugin set one) is not given a second' );
$settings = saar_test_settings_from( saar_test_head() );
same( array( 'password-meter' => sri( '/* password-meter.4d.js */' ) ), $settings['integrity'], "the on-demand files' hashes are in the settings, for the runtime to set" );

section( 'other pages: no hashes' );
$plugin = saar_test_plugin( $product, hashed_dist() );
saar_test_enqueue();
not_contains( 'integrity=', printed_tag( 'saar-runtime', 'https://shop.test/runtime.1a.js' ), 'a product page prints the runtime as WordPress does' );
ok( ! array_key_exists( 'integrity', saar_test_settings_from( saar_test_head() ) ), 'and its settings carry no hashes (no bytes on every page)' );

section( 'the page types are a filter' );
$plugin = saar_test_plugin( $product, hashed_dist() );
add_filter(
	'saar_integrity_page_types',
	function () {
		return array( 'checkout', 'product' );
	}
);
saar_test_enqueue();
contains( 'integrity="sha384-', printed_tag( 'saar-runtime', 'https://shop.test/runtime.1a.js' ), 'a shop that adds the product page gets its hashes there too' );

section( 'a malformed hash in the manifest is never printed' );
$plugin = saar_test_plugin( $checkout, hashed_dist( '"><script>alert(1)</script>' ) );
saar_test_enqueue();
$runtime = printed_tag( 'saar-runtime', 'https://shop.test/runtime.1a.js' );
not_contains( 'integrity=', $runtime, 'the runtime then loads unchecked, as elsewhere' );
not_contains( 'alert(1)', $runtime, 'and nothing of the bad value reaches the page' );
ok( (bool) array_filter(
	$plugin->manifest->warnings(),
	function ( $w ) {
		return false !== strpos( $w, 'malformed integrity hash' );
	}
), 'the admin notice says so' );

section( 'the settings page lists what the checkout printed, with the source and why' );
$plugin = saar_test_plugin( $checkout, hashed_dist() );
add_action(
	'wp_enqueue_scripts',
	function () {
		wp_enqueue_script( 'jquery', 'https://shop.test/jquery.min.js' );
		wp_enqueue_script( 'card-gateway', 'https://pay.example/card.js', array( 'jquery' ) );
	}
);
saar_test_enqueue();
wp_scripts()->done = array_values( array_unique( array_column( wp_test_print_order(), 0 ) ) );
do_action( 'wp_footer' );
$last = Saar_Integrity::last_printed();
ok( $last['since'] > 0, 'the list is kept with its date' );
$rows = array();
foreach ( $last['scripts'] as $row ) {
	$rows[ $row[0] ] = $row;
}
same( array( 'saar-runtime', 'https://shop.test/wp-content/plugins/saar/dist/runtime.1a.js', "Saar's runtime script, checked by its integrity hash" ), $rows['saar-runtime'] ?? null, "Saar's runtime: source, and that its hash checks it" );
same( 'needed by card-gateway', $rows['jquery'][2] ?? null, 'jQuery: needed by the gateway that depends on it' );
same( array( 'card-gateway', 'https://pay.example/card.js', 'enqueued by WordPress, the theme or a plugin' ), $rows['card-gateway'] ?? null, "the gateway's script, from its own host" );
$html = capture( array( $plugin->admin, 'render' ) );
contains( 'Scripts on the checkout', $html, 'the settings page has the list' );
contains( '<td><code>card-gateway</code></td><td>https://pay.example/card.js</td><td>enqueued by WordPress, the theme or a plugin</td>', $html, 'each script a row: handle, source, why' );

update_option( Saar_Integrity::OPTION, array_merge( $last, array( 'since' => 1000 ) ) );
do_action( 'wp_footer' );
same( 1000, Saar_Integrity::last_printed()['since'], 'the same scripts again: the list and its date stay (no write on every checkout)' );
wp_enqueue_script( 'new-tracker', 'https://tracker.example/t.js' );
wp_scripts()->done[] = 'new-tracker';
do_action( 'wp_footer' );
ok( Saar_Integrity::last_printed()['since'] > 1000, 'a new script on the payment page: a new list with a new date' );

section( 'not yet seen, and tampered' );
$plugin = saar_test_plugin( array( 'is_admin' => true ), hashed_dist() );
contains( 'Not known yet: open the checkout with something in the cart', capture( array( $plugin->admin, 'render' ) ), 'before any checkout, the settings page says how to fill the list' );
update_option( Saar_Integrity::OPTION, array( 'since' => 5, 'scripts' => array( array( '<b>x</b>', 'javascript:alert(1)', 'why' ), 'garbage', array( 1 ) ) ) );
$html = capture( array( $plugin->admin, 'render' ) );
contains( '<td><code>&lt;b&gt;x&lt;/b&gt;</code></td>', $html, 'a tampered stored row is shown as text' );
not_contains( '<b>x</b>', $html, 'never as markup' );
same( 1, count( Saar_Integrity::last_printed()['scripts'] ), 'and rows of the wrong shape are dropped' );
