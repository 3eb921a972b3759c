<?php
/**
 * dist/manifest.json: valid, missing, malformed, and entries that must be rejected.
 */

require __DIR__ . '/bootstrap.php';

section( 'a valid manifest' );
$manifest = new Saar_Manifest( SAAR_TEST_FIXTURE_DIST );
ok( $manifest->is_valid(), 'the fixture manifest is valid' );
same( null, $manifest->error(), 'no error' );
same( array(), $manifest->warnings(), 'no warnings' );
same( 15, count( $manifest->entries() ), 'all 15 entries kept' );
$runtime = $manifest->get( 'runtime' );
same( array(), $runtime['deps'], 'runtime has no deps' );
same( false, $runtime['lazy'], 'runtime is not lazy' );
same( true, $manifest->get( 'zxcvbn' )['lazy'], 'zxcvbn is lazy' );
same( 'lazy/zxcvbn.0c7a70a52b.js', $manifest->get( 'zxcvbn' )['file'], 'a file in a subfolder of dist/ is accepted' );
same( null, $manifest->get( 'nope' ), 'an unknown name gives null' );
same( 'saar.5427addbd1.css', $runtime['css'], "the runtime's style sheet (the shared one) is kept" );
same( 'lazy/swiper.287c542f9c.css', $manifest->get( 'swiper' )['css'], "an on-demand bundle's own sheet is kept" );
same( null, $manifest->get( 'theme' )['css'], 'an entry without a sheet has none' );
same( '57f03e07f8', $manifest->version( 'runtime.57f03e07f8.js' ), 'version is the content hash of the file name' );
same( (string) filemtime( SAAR_TEST_FIXTURE_DIST . '/widgets.js' ), $manifest->version( 'widgets.js' ), 'version of an unhashed file is its mtime' );

section( 'a missing manifest' );
$manifest = new Saar_Manifest( saar_test_dist( array( 'runtime.0123456789.js' ), null ) );
same( false, $manifest->is_valid(), 'not valid' );
same( array(), $manifest->entries(), 'no entries' );
contains( 'missing', (string) $manifest->error(), 'the error says the manifest is missing' );
$manifest = new Saar_Manifest( '/nonexistent/saar/dist' );
same( false, $manifest->is_valid(), 'a missing dist/ is not valid either, and does not throw' );

section( 'malformed manifests' );
$cases = array(
	'broken JSON'          => '{"runtime": {"file": "runtime.0123456789.js", ',
	'empty file'           => '',
	'a JSON string'        => '"runtime"',
	'a JSON list'          => '[{"file": "runtime.0123456789.js"}]',
	'an empty object'      => '{}',
	'no runtime'           => '{"theme": {"file": "runtime.0123456789.js", "deps": []}}',
	'a lazy runtime'       => '{"runtime": {"file": "runtime.0123456789.js", "deps": [], "lazy": true}}',
	'runtime without file' => '{"runtime": {"deps": []}}',
);
foreach ( $cases as $label => $json ) {
	$manifest = new Saar_Manifest( saar_test_dist( array( 'runtime.0123456789.js' ), $json ) );
	same( false, $manifest->is_valid(), "$label: not valid" );
	same( array(), $manifest->entries(), "$label: no entries" );
	ok( is_string( $manifest->error() ) && '' !== $manifest->error(), "$label: an error message" );
}

section( 'entries that are rejected, the rest kept' );
$outside = saar_test_dist( array( 'runtime.0123456789.js', 'saar.0123456789.css' ), null );
file_put_contents( dirname( $outside ) . '/secret.css', '/* outside dist */' );
file_put_contents( dirname( $outside ) . '/secret.js', '/* outside dist */' );
$bad = array(
	'traversal'    => array( 'file' => '../secret.js' ),
	'deep-travel'  => array( 'file' => 'lazy/../../secret.js' ),
	'absolute'     => array( 'file' => dirname( $outside ) . '/secret.js' ),
	'url'          => array( 'file' => 'https://evil.test/x.js' ),
	'scheme-rel'   => array( 'file' => '//evil.test/x.js' ),
	'backslash'    => array( 'file' => '..\\secret.js' ),
	'query'        => array( 'file' => 'runtime.0123456789.js?x=1' ),
	'not-script'   => array( 'file' => 'manifest.json' ),
	'gone'         => array( 'file' => 'gone.0123456789.js' ),
	'bad-deps'     => array(
		'file' => 'runtime.0123456789.js',
		'deps' => 'runtime',
	),
	'missing-dep'  => array(
		'file' => 'runtime.0123456789.js',
		'deps' => array( 'runtime', 'nope' ),
	),
	'on-dropped'   => array(
		'file' => 'runtime.0123456789.js',
		'deps' => array( 'missing-dep' ),
	),
	'Bad_Name'     => array( 'file' => 'runtime.0123456789.js' ),
	'css-as-file'  => array( 'file' => 'saar.0123456789.css' ),
	'css-outside'  => array(
		'file' => 'runtime.0123456789.js',
		'css'  => '../secret.css',
	),
	'css-gone'     => array(
		'file' => 'runtime.0123456789.js',
		'css'  => 'gone.0123456789.css',
	),
	'css-a-script' => array(
		'file' => 'runtime.0123456789.js',
		'css'  => 'runtime.0123456789.js',
	),
	'css-array'    => array(
		'file' => 'runtime.0123456789.js',
		'css'  => array( 'saar.0123456789.css' ),
	),
);
$json     = json_encode( array_merge( array( 'runtime' => array( 'file' => 'runtime.0123456789.js', 'deps' => array() ) ), $bad, array( 'theme' => array( 'file' => 'runtime.0123456789.js', 'deps' => array( 'runtime' ) ) ) ) );
file_put_contents( $outside . '/manifest.json', $json );
$manifest = new Saar_Manifest( $outside );
ok( $manifest->is_valid(), 'the manifest stays usable' );
same( array( 'runtime', 'theme' ), array_keys( $manifest->entries() ), 'only the good entries are kept' );
same( count( $bad ), count( $manifest->warnings() ), 'one warning per rejected entry' );
foreach ( array_keys( $bad ) as $name ) {
	same( null, $manifest->get( $name ), "entry \"$name\" rejected" );
}
contains( 'outside dist/', implode( "\n", $manifest->warnings() ), 'the traversal warning names the problem' );
contains( 'Script "css-gone", its style sheet: dist/gone.0123456789.css is missing.', implode( "\n", $manifest->warnings() ), 'a missing sheet is named' );

section( 'a symlink leading out of dist/ is rejected' );
$linked = saar_test_dist( array( 'runtime.0123456789.js' ), null );
file_put_contents( dirname( $linked ) . '/outside.js', '/* outside */' );
if ( @symlink( dirname( $linked ) . '/outside.js', $linked . '/link.0123456789.js' ) ) {
	file_put_contents( $linked . '/manifest.json', '{"runtime":{"file":"runtime.0123456789.js","deps":[]},"link":{"file":"link.0123456789.js","deps":[]}}' );
	$manifest = new Saar_Manifest( $linked );
	same( null, $manifest->get( 'link' ), 'the symlinked entry is rejected' );
	ok( null !== $manifest->get( 'runtime' ), 'the runtime is kept' );
} else {
	ok( true, 'symlinks unavailable here; skipped the symlink case' );
}

section( 'the manifest is read once' );
$dir      = saar_test_dist( array( 'runtime.0123456789.js' ), '{"runtime":{"file":"runtime.0123456789.js","deps":[]}}' );
$manifest = new Saar_Manifest( $dir );
$manifest->entries();
unlink( $dir . '/manifest.json' );
ok( $manifest->is_valid(), 'a second call uses the first read' );
