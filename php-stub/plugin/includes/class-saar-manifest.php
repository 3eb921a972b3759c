<?php
/**
 * Reads and validates dist/manifest.json, the build's list of scripts.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * The build writes `{ "<name>": { "file": "<path under dist/>", "integrity": "sha384-…", "deps": ["runtime"], "lazy"?: true,
 * "css"?: "<path>" } }`: `css` is the entry's style sheet (the runtime's is the shared sheet every page with Saar
 * gets; an on-demand bundle's is its own, which the bundle links itself); `integrity` the file's Subresource Integrity
 * hash, from the bytes the build wrote (Saar_Integrity prints it on the checkout). A malformed hash is dropped with a
 * warning (the file then loads unchecked, as every other page loads it), never printed.
 *
 * A missing or malformed manifest, or one without the runtime, gives no scripts at all plus an error for the admin
 * notice: the shop then falls back to its stock scripts instead of breaking. A single bad entry (a path leaving
 * dist/, a file that is not there, a dependency that is not in the manifest) is dropped with a warning, together
 * with every entry that depends on it, so WordPress never gets a script whose dependency cannot load.
 */
class Saar_Manifest {

	/** Script names are what the build calls them: lowercase words joined by dashes. */
	const NAME_PATTERN = '/^[a-z0-9]+(?:-[a-z0-9]+)*$/';

	/** File paths: plain relative paths of safe characters, to a script or style sheet. */
	const FILE_PATTERN = '#^[A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)*\.(?:js|mjs|css)$#';

	/** A Subresource Integrity value: one hash, as the build writes it. */
	const INTEGRITY_PATTERN = '#^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$#';

	/** @var string Absolute path of dist/, without a trailing slash. */
	private $dist_dir;

	/** @var array|null Valid entries once loaded. */
	private $entries = null;

	/** @var string|null Why no script can be enqueued. */
	private $error = null;

	/** @var string[] Entries that were dropped, and why. */
	private $warnings = array();

	/**
	 * @param string $dist_dir Absolute path of the plugin's dist/ directory.
	 */
	public function __construct( $dist_dir ) {
		$this->dist_dir = rtrim( $dist_dir, '/\\' );
	}

	/** @return string Absolute path of dist/. */
	public function dist_dir() {
		return $this->dist_dir;
	}

	/**
	 * Valid entries by script name: `array( 'file' => string, 'integrity' => string|null, 'deps' => string[], 'lazy' => bool,
	 * 'css' => string|null )`.
	 * Read once.
	 *
	 * @return array
	 */
	public function entries() {
		if ( null === $this->entries ) {
			$this->entries = $this->load();
		}
		return $this->entries;
	}

	/** @return bool Whether the manifest is usable. */
	public function is_valid() {
		$this->entries();
		return null === $this->error;
	}

	/** @return string|null Why the manifest is unusable, or null. */
	public function error() {
		$this->entries();
		return $this->error;
	}

	/** @return string[] Dropped entries, one message each. */
	public function warnings() {
		$this->entries();
		return $this->warnings;
	}

	/**
	 * One entry, or null when it is not in the (valid part of the) manifest.
	 *
	 * @param string $name Script name.
	 * @return array|null
	 */
	public function get( $name ) {
		$entries = $this->entries();
		return isset( $entries[ $name ] ) ? $entries[ $name ] : null;
	}

	/**
	 * The version WordPress appends as `?ver=`: the content hash in the file name (it changes exactly when the file
	 * does), else the file's modification time.
	 *
	 * @param string $file Path under dist/.
	 * @return string
	 */
	public function version( $file ) {
		if ( preg_match( '/\.([0-9a-f]{8,64})\.[a-z]+$/i', $file, $match ) ) {
			return $match[1];
		}
		$mtime = @filemtime( $this->dist_dir . '/' . $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a missing file was already rejected; this only guards races.
		return $mtime ? (string) $mtime : SAAR_VERSION;
	}

	/**
	 * Reads the file and keeps the valid entries.
	 *
	 * @return array
	 */
	private function load() {
		$path = $this->dist_dir . '/manifest.json';
		if ( ! is_file( $path ) || ! is_readable( $path ) ) {
			return $this->fail( 'dist/manifest.json is missing. Build the scripts (npm run build) or reinstall the plugin zip.' );
		}
		$data = json_decode( (string) file_get_contents( $path ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file.
		if ( ! is_array( $data ) || ( array() !== $data && array_keys( $data ) === range( 0, count( $data ) - 1 ) ) ) {
			return $this->fail( 'dist/manifest.json is not a valid manifest (a JSON object of scripts is expected).' );
		}

		$entries = array();
		foreach ( $data as $name => $entry ) {
			$checked = $this->check_entry( (string) $name, $entry );
			if ( is_string( $checked ) ) {
				$this->warnings[] = $checked;
			} else {
				$entries[ (string) $name ] = $checked;
			}
		}
		$entries = $this->drop_missing_deps( $entries );

		if ( ! isset( $entries['runtime'] ) || $entries['runtime']['lazy'] ) {
			return $this->fail( 'dist/manifest.json has no usable "runtime" script, which every other script needs.' );
		}
		return $entries;
	}

	/**
	 * Validates one entry.
	 *
	 * @param string $name  Script name.
	 * @param mixed  $entry Decoded entry.
	 * @return array|string The normalised entry, or why it was rejected.
	 */
	private function check_entry( $name, $entry ) {
		if ( ! preg_match( self::NAME_PATTERN, $name ) ) {
			return sprintf( 'Script name "%s" is not valid.', $name );
		}
		if ( ! is_array( $entry ) || ! isset( $entry['file'] ) || ! is_string( $entry['file'] ) ) {
			return sprintf( 'Script "%s" has no file.', $name );
		}
		$file    = $entry['file'];
		$problem = $this->file_problem( $file, 'js' );
		if ( null !== $problem ) {
			return sprintf( 'Script "%s": %s.', $name, $problem );
		}
		// Its style sheet: an entry whose sheet cannot be served is dropped like one whose script cannot.
		$css = isset( $entry['css'] ) ? $entry['css'] : null;
		if ( null !== $css ) {
			$problem = is_string( $css ) ? $this->file_problem( $css, 'css' ) : 'not a path';
			if ( null !== $problem ) {
				return sprintf( 'Script "%s", its style sheet: %s.', $name, $problem );
			}
		}
		$deps = isset( $entry['deps'] ) ? $entry['deps'] : array();
		if ( ! is_array( $deps ) ) {
			return sprintf( 'Script "%s" has malformed dependencies.', $name );
		}
		foreach ( $deps as $dep ) {
			if ( ! is_string( $dep ) || ! preg_match( self::NAME_PATTERN, $dep ) || $dep === $name ) {
				return sprintf( 'Script "%s" has malformed dependencies.', $name );
			}
		}
		$integrity = isset( $entry['integrity'] ) ? $entry['integrity'] : null;
		if ( null !== $integrity && ( ! is_string( $integrity ) || ! preg_match( self::INTEGRITY_PATTERN, $integrity ) ) ) {
			$this->warnings[] = sprintf( 'Script "%s" has a malformed integrity hash; it loads unchecked.', $name );
			$integrity        = null;
		}
		return array(
			'file'      => $file,
			'integrity' => $integrity,
			'deps'      => array_values( array_unique( $deps ) ),
			'lazy'      => isset( $entry['lazy'] ) && true === $entry['lazy'],
			'css'       => $css,
		);
	}

	/**
	 * Why a file named in the manifest cannot be served (a phrase), or null when it can.
	 *
	 * @param string $file Path under dist/.
	 * @param string $kind 'js' for a script, 'css' for a style sheet.
	 * @return string|null
	 */
	private function file_problem( $file, $kind ) {
		// The pattern alone rules out absolute paths, backslashes, schemes and query strings; ".." is checked per
		// segment; realpath() then catches a symlink that leads out of dist/.
		$is_css = '.css' === substr( $file, -4 );
		if ( ! preg_match( self::FILE_PATTERN, $file ) || in_array( '..', explode( '/', $file ), true ) || ( 'css' === $kind ) !== $is_css ) {
			return 'a file path outside dist/ (or of the wrong kind)';
		}
		$real = realpath( $this->dist_dir . '/' . $file );
		$root = realpath( $this->dist_dir );
		if ( false === $real || false === $root || 0 !== strpos( $real, $root . DIRECTORY_SEPARATOR ) || ! is_file( $real ) ) {
			return sprintf( 'dist/%s is missing', $file );
		}
		return null;
	}

	/**
	 * Drops entries whose dependencies are not in the manifest, repeating until nothing changes (a dropped entry can
	 * be another entry's dependency).
	 *
	 * @param array $entries Entries.
	 * @return array
	 */
	private function drop_missing_deps( $entries ) {
		do {
			$dropped = false;
			foreach ( $entries as $name => $entry ) {
				$missing = array_diff( $entry['deps'], array_keys( $entries ) );
				if ( $missing ) {
					$this->warnings[] = sprintf( 'Script "%s" needs "%s", which is not in the manifest.', $name, implode( '", "', $missing ) );
					unset( $entries[ $name ] );
					$dropped = true;
				}
			}
		} while ( $dropped );
		return $entries;
	}

	/**
	 * Marks the manifest unusable.
	 *
	 * @param string $message Why.
	 * @return array No entries.
	 */
	private function fail( $message ) {
		$this->error = $message;
		return array();
	}
}
