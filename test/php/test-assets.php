<?php
/**
 * Registering and enqueueing: handles, dependencies, versions, strategy, page types, lazy scripts.
 */

require __DIR__ . '/bootstrap.php';

$all = array( 'saar-runtime', 'saar-theme', 'saar-cart', 'saar-search', 'saar-tracking', 'saar-notification', 'saar-widgets' );

section( 'registration' );
saar_test_plugin();
saar_test_enqueue();
$registered = wp_scripts()->registered;
same( 15, count( $registered ), 'every manifest script is registered, lazy ones too' );
$runtime = $registered['saar-runtime'];
same( 'https://shop.test/wp-content/plugins/saar/dist/runtime.57f03e07f8.js', $runtime->src, 'runtime URL is plugins_url( dist/<file> )' );
same( array(), $runtime->deps, 'runtime has no deps' );
same( '57f03e07f8', $runtime->ver, 'runtime version is its content hash' );
same( array( 'strategy' => 'defer', 'in_footer' => true ), $runtime->args, 'deferred, in the footer' );
same( array( 'saar-runtime', 'saar-product' ), $registered['saar-quick-view']->deps, 'deps are mapped to saar-<dep>' );
same( (string) filemtime( SAAR_TEST_FIXTURE_DIST . '/widgets.js' ), $registered['saar-widgets']->ver, 'an unhashed file is versioned by its mtime' );
same( 'https://shop.test/wp-content/plugins/saar/dist/lazy/zxcvbn.0c7a70a52b.js', $registered['saar-zxcvbn']->src, 'a lazy script in a subfolder keeps its path' );

section( 'style sheets' );
$styles = wp_styles()->registered;
same( array( 'saar-runtime' ), array_keys( $styles ), "only the runtime's sheet (the shared one) is registered: an on-demand bundle links its own" );
same( 'https://shop.test/wp-content/plugins/saar/dist/saar.5427addbd1.css', $styles['saar-runtime']->src, 'its URL is plugins_url( dist/<file> )' );
same( '5427addbd1', $styles['saar-runtime']->ver, 'versioned by its content hash' );
same( array( 'saar-runtime' ), wp_styles()->queue, 'and enqueued with the scripts' );

section( 'enqueue per page type' );
$own = array(
	''         => array(),
	'product'  => array( 'saar-product' ),
	'shop'     => array( 'saar-quick-view' ),
	'brands'   => array( 'saar-brands', 'saar-quick-view' ),
	'cart'     => array(),
	'checkout' => array( 'saar-pickup', 'saar-account' ),
	'account'  => array( 'saar-account' ),
	'post'     => array( 'saar-product' ),
);
$states = array(
	''         => array(),
	'product'  => array( 'conditions' => array( 'is_product' => true ), 'post_type' => 'product' ),
	'shop'     => array( 'conditions' => array( 'is_shop' => true ) ),
	'brands'   => array( 'tax' => 'pwb-brand' ),
	'cart'     => array( 'conditions' => array( 'is_cart' => true ), 'post_type' => 'page' ),
	'checkout' => array( 'conditions' => array( 'is_checkout' => true ), 'post_type' => 'page' ),
	'account'  => array( 'conditions' => array( 'is_account_page' => true ), 'post_type' => 'page' ),
	'post'     => array( 'post_type' => 'post', 'comments_open' => true ),
);
foreach ( $states as $type => $state ) {
	saar_test_plugin( $state );
	$queue = saar_test_enqueue();
	same( array_merge( $all, $own[ $type ] ), $queue, ( '' === $type ? 'a plain page' : "$type page" ) . ': runtime + "all" + its own scripts, in order' );
	not_contains( 'zxcvbn', implode( ',', $queue ), ( '' === $type ? 'a plain page' : "$type page" ) . ': no lazy script enqueued' );
	same( array( 'saar-runtime' ), wp_styles()->queue, ( '' === $type ? 'a plain page' : "$type page" ) . ': the shared sheet, not the swiper bundle\'s own' );
}

section( 'lazy scripts go into the settings instead' );
$plugin = saar_test_plugin( $states['account'] );
saar_test_enqueue();
$settings = saar_test_settings_from( saar_test_head() );
same(
	array(
		'zxcvbn' => 'https://shop.test/wp-content/plugins/saar/dist/lazy/zxcvbn.0c7a70a52b.js',
		'swiper' => 'https://shop.test/wp-content/plugins/saar/dist/lazy/swiper.80dfed0c54.js',
	),
	$settings['assets'],
	'assets has every lazy script URL by name'
);

section( 'scripts the build does not produce, and lazy names in page-scripts, are skipped' );
$dist = saar_test_dist(
	array( 'runtime.0123456789.js', 'theme.0123456789.js', 'product.0123456789.js' ),
	'{"runtime":{"file":"runtime.0123456789.js","deps":[]},"theme":{"file":"theme.0123456789.js","deps":["runtime"]},"product":{"file":"product.0123456789.js","deps":["runtime"],"lazy":true}}'
);
saar_test_plugin( $states['product'], $dist );
same( array( 'saar-runtime', 'saar-theme' ), saar_test_enqueue(), 'only runtime and theme: the rest are not built, product is lazy' );
same( array(), wp_styles()->queue, 'a build without sheets enqueues none' );

section( 'on-demand bundles that need React: registered after it, both in the settings, neither enqueued' );
$dist = saar_test_dist(
	array( 'runtime.0123456789.js', 'search.0123456789.js', 'react.0123456789.js', 'live-search.0123456789.js', 'stars.0123456789.js' ),
	'{"runtime":{"file":"runtime.0123456789.js","deps":[]},"search":{"file":"search.0123456789.js","deps":["runtime"]},' .
	'"react":{"file":"react.0123456789.js","deps":["runtime"],"lazy":true},' .
	'"live-search":{"file":"live-search.0123456789.js","deps":["runtime","react"],"lazy":true},' .
	'"stars":{"file":"stars.0123456789.js","deps":["runtime","react"],"lazy":true}}'
);
saar_test_plugin( $states['product'], $dist );
same( array( 'saar-runtime', 'saar-search' ), saar_test_enqueue(), 'only the runtime and the search wiring load with the page' );
same( array( 'saar-runtime', 'saar-react' ), wp_scripts()->registered['saar-live-search']->deps, 'the live search is registered after React' );
same(
	array( 'react', 'live-search', 'stars' ),
	array_keys( saar_test_settings_from( saar_test_head() )['assets'] ),
	'the settings name React and every island that needs it'
);
$dist = saar_test_dist(
	array( 'runtime.0123456789.js', 'search.0123456789.js', 'live-search.0123456789.js' ),
	'{"runtime":{"file":"runtime.0123456789.js","deps":[]},"search":{"file":"search.0123456789.js","deps":["runtime"]},' .
	'"live-search":{"file":"live-search.0123456789.js","deps":["runtime","react"],"lazy":true}}'
);
$plugin = saar_test_plugin( $states['product'], $dist );
same( array( 'saar-runtime', 'saar-search' ), saar_test_enqueue(), 'without the react bundle the page still loads' );
ok( ! isset( saar_test_settings_from( saar_test_head() )['assets']['live-search'] ), 'but offers no island that needs it' );

section( 'the saar_page_scripts filter' );
saar_test_plugin( $states['cart'] );
add_filter(
	'saar_page_scripts',
	function ( $names, $type ) {
		return 'cart' === $type ? array_merge( $names, array( 'brands', 'zxcvbn', 'nope' ) ) : $names;
	},
	10,
	2
);
same( array_merge( $all, array( 'saar-brands' ) ), saar_test_enqueue(), 'adds a built script, never a lazy or unknown one' );
saar_test_plugin( $states['cart'] );
add_filter(
	'saar_page_scripts',
	function ( $names ) {
		return array_values( array_diff( $names, array( 'runtime' ) ) );
	}
);
$queue = saar_test_enqueue();
ok( ! in_array( 'saar-runtime', $queue, true ) && wp_script_is( 'saar-runtime', 'enqueued' ), 'a filter that leaves out the runtime: it still loads, as a dependency' );
same( array( 'saar-runtime' ), wp_styles()->queue, 'and so does its sheet' );

section( 'a feature switched off is neither enqueued nor registered, nor is what depends on it' );
saar_test_plugin( $states['brands'] );
update_option( 'saar_options', array( 'features' => array( 'product' => false, 'brands' => false ) ) );
same( $all, saar_test_enqueue(), 'brands page: only the runtime and "all" (its brands and quick view are gone: the build makes quick view need product)' );
ok( ! wp_script_is( 'saar-brands', 'registered' ) && ! wp_script_is( 'saar-product', 'registered' ) && ! wp_script_is( 'saar-quick-view', 'registered' ), 'not registered either, so nothing can pull them in' );
ok( wp_script_is( 'saar-zxcvbn', 'registered' ), 'on-demand files have no switch' );
$plugin = saar_test_plugin( $states['account'] );
update_option( 'saar_options', array( 'features' => array( 'account' => false, 'search' => false ) ) );
$queue = saar_test_enqueue();
ok( ! in_array( 'saar-account', $queue, true ) && ! in_array( 'saar-search', $queue, true ), 'account page: no account or search script' );
ok( in_array( 'saar-theme', $queue, true ) && in_array( 'saar-cart', $queue, true ), 'the features still on load' );
ok( ! $plugin->assets->on_page( 'account' ) && $plugin->assets->on_page( 'cart' ), 'on_page() says which run here' );

section( 'a missing or malformed manifest enqueues nothing' );
saar_test_plugin( $states['product'], saar_test_dist( array(), null ) );
same( array(), saar_test_enqueue(), 'missing manifest: nothing enqueued' );
same( array(), wp_scripts()->registered, 'missing manifest: nothing registered' );
same( array(), wp_styles()->queue, 'missing manifest: no sheet either' );
saar_test_plugin( $states['product'], saar_test_dist( array( 'runtime.0123456789.js' ), '{"runtime": ' ) );
same( array(), saar_test_enqueue(), 'malformed manifest: nothing enqueued' );
same( '', saar_test_head(), 'and no settings JSON either' );

section( 'every feature of a page handed back: nothing of Saar loads, not even the runtime' );
saar_test_plugin( $states['product'] );
update_option( 'saar_options', array( 'features' => array_fill_keys( array( 'theme', 'cart', 'product', 'quick-view', 'search', 'brands', 'pickup', 'account', 'checkout', 'tracking', 'notification', 'widgets' ), false ) ) );
same( array(), saar_test_enqueue(), 'product page with every switch off: nothing enqueued' );
same( array(), wp_styles()->queue, 'and no sheet' );
same( '', saar_test_head(), 'and no settings JSON either' );

section( 'a malformed page-scripts.json enqueues nothing (the runtime alone serves nothing)' );
wp_test_reset( $states['product'] );
$dir   = dirname( saar_test_dist( array(), null ) );
file_put_contents( $dir . '/page-scripts.json', '{ nope' );
$pages = new Saar_Page_Scripts( $dir . '/page-scripts.json' );
$assets = new Saar_Assets( new Saar_Manifest( SAAR_TEST_FIXTURE_DIST ), $pages, new Saar_Page_Type(), new Saar_Options(), $dir . '/saar.php' );
$assets->enqueue();
same( array(), wp_scripts()->queue, 'nothing, not the runtime alone' );
ok( is_string( $pages->error() ), 'and an error for the admin notice' );

section( "the plugin's real page-scripts.json" );
$real = new Saar_Page_Scripts( SAAR_TEST_PLUGIN_DIR . '/page-scripts.json' );
same( null, $real->error(), 'parses' );
ok( in_array( 'theme', $real->for_type( '' ), true ), '"all" includes theme' );
foreach ( array( 'product', 'shop', 'brands', 'cart', 'checkout', 'account', 'post' ) as $type ) {
	ok( in_array( $type, $real->page_types(), true ), "names the page type \"$type\" the plugin detects" );
}
foreach ( $real->page_types() as $type ) {
	foreach ( $real->for_type( $type ) as $name ) {
		ok( preg_match( Saar_Manifest::NAME_PATTERN, $name ) === 1, "\"$type\" lists a valid script name ($name)" );
	}
}
