<?php
/**
 * Reads page-scripts.json: which Saar scripts each page type enqueues.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * The same file drives the stand-in shop, so the mapping lives in one place. Keys starting with "_" are comments;
 * "all" is added to every page type.
 */
class Saar_Page_Scripts {

	/** @var string Path of page-scripts.json. */
	private $path;

	/** @var array|null Page type => script names, once read. */
	private $map = null;

	/** @var string|null Why the file could not be used. */
	private $error = null;

	/**
	 * @param string $path Path of page-scripts.json.
	 */
	public function __construct( $path ) {
		$this->path = $path;
	}

	/**
	 * Script names for a page type ("all" first, then the type's own), without duplicates.
	 *
	 * @param string $page_type Page type ('' for a page with no type of its own).
	 * @return string[]
	 */
	public function for_type( $page_type ) {
		$map   = $this->map();
		$names = isset( $map['all'] ) ? $map['all'] : array();
		if ( '' !== $page_type && 'all' !== $page_type && isset( $map[ $page_type ] ) ) {
			$names = array_merge( $names, $map[ $page_type ] );
		}
		return array_values( array_unique( $names ) );
	}

	/** @return string[] Page types the file names (without "all"). */
	public function page_types() {
		return array_values( array_diff( array_keys( $this->map() ), array( 'all' ) ) );
	}

	/** @return string|null Why the file is unusable, or null. */
	public function error() {
		$this->map();
		return $this->error;
	}

	/**
	 * Reads the file once.
	 *
	 * @return array
	 */
	private function map() {
		if ( null !== $this->map ) {
			return $this->map;
		}
		$this->map = array();
		$data      = is_readable( $this->path ) ? json_decode( (string) file_get_contents( $this->path ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file.
		if ( ! is_array( $data ) ) {
			$this->error = 'page-scripts.json is missing or malformed; only the runtime is enqueued.';
			return $this->map;
		}
		foreach ( $data as $type => $names ) {
			if ( '_' === substr( (string) $type, 0, 1 ) || ! is_array( $names ) ) {
				continue;
			}
			$this->map[ (string) $type ] = array_values( array_filter( $names, 'is_string' ) );
		}
		return $this->map;
	}
}
