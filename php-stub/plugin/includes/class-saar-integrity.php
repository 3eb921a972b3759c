<?php
/**
 * Saar's scripts on the payment page, as PCI DSS 4.0 asks a shop to control them: each checked by its integrity hash,
 * and every script the page printed listed for the owner.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * On the checkout (the page types of the `saar_integrity_page_types` filter) every Saar script carries the
 * Subresource Integrity hash the build wrote into the manifest: the printed ones on their tags (`integrity`, with
 * `crossorigin="anonymous"`, which a browser needs to check a file from a CDN's origin), the on-demand ones in the
 * settings (`integrity`), where the runtime sets them on the scripts it injects (src/loader.ts). A file whose bytes
 * changed after the build (on the server, a CDN, a proxy) is then refused by the browser and runs nothing. Requirement
 * 6.4.3 asks for that check of each script; 11.6.1 asks the shop to notice changes, which is what the list of
 * printed scripts (note_printed) is for.
 *
 * A shop whose CDN serves Saar's files without CORS headers cannot have them checked (the browser refuses a checked
 * cross-origin file it may not read): it either lets the CDN send `Access-Control-Allow-Origin` or serves the
 * checkout's scripts from its own origin; the filter can also take the checkout off the list.
 */
class Saar_Integrity {

	/** The option that keeps the scripts the checkout printed last, for the settings page. */
	const OPTION = 'saar_checkout_scripts';

	/** @var Saar_Manifest */
	private $manifest;

	/** @var Saar_Assets */
	private $assets;

	/**
	 * @param Saar_Manifest $manifest The build's scripts, with their hashes.
	 * @param Saar_Assets   $assets   Which of them run on this page.
	 */
	public function __construct( Saar_Manifest $manifest, Saar_Assets $assets ) {
		$this->manifest = $manifest;
		$this->assets   = $assets;
	}

	/** Whether this page's Saar scripts carry their hashes: the checkout, unless filtered. */
	public function checked() {
		/**
		 * Filters the page types (Saar_Page_Type) whose Saar scripts carry their Subresource Integrity hashes.
		 *
		 * @param string[] $types Page types; the checkout by default.
		 */
		$types = (array) apply_filters( 'saar_integrity_page_types', array( 'checkout' ) );
		return in_array( $this->assets->page_type(), $types, true );
	}

	/**
	 * Adds the hash to a Saar script's tag (script_loader_tag). Only the tag that loads the file gets it, not the
	 * inline scripts WordPress prints before or after it, and a tag that has one already keeps it.
	 *
	 * @param string $tag    The tag HTML, with any inline scripts around it.
	 * @param string $handle Script handle.
	 * @return string
	 */
	public function tag( $tag, $handle ) {
		$hash = $this->hash_of_handle( (string) $handle );
		if ( null === $hash || ! is_string( $tag ) || ! $this->checked() ) {
			return $tag;
		}
		$with = '<script integrity="' . esc_attr( $hash ) . '" crossorigin="anonymous"';
		return (string) preg_replace( '#<script\b(?=[^>]*\ssrc=)(?![^>]*\sintegrity=)#i', $with, $tag, 1 );
	}

	/**
	 * The on-demand files' hashes for the settings' `integrity` (name => hash), on a checked page; else none.
	 *
	 * @return array<string,string>
	 */
	public function lazy_hashes() {
		if ( ! $this->checked() ) {
			return array();
		}
		$hashes = array();
		foreach ( array_keys( $this->assets->lazy_urls() ) as $name ) {
			$entry = $this->manifest->get( $name );
			if ( $entry && $entry['integrity'] ) {
				$hashes[ $name ] = $entry['integrity'];
			}
		}
		return $hashes;
	}

	/**
	 * Keeps the list of scripts the checkout printed (handle, source, why it is there) for the settings page, after
	 * the footer scripts printed (wp_footer, late). Written only when the list changed, with the time it first
	 * appeared: a new script on the payment page shows as a new list with a new date.
	 */
	public function note_printed() {
		if ( 'checkout' !== $this->assets->page_type() ) {
			return;
		}
		$now  = $this->printed();
		$seen = get_option( self::OPTION, array() );
		if ( ! is_array( $seen ) || ! isset( $seen['scripts'] ) || $seen['scripts'] !== $now ) {
			update_option(
				self::OPTION,
				array(
					'since'   => time(),
					'scripts' => $now,
				),
				false
			);
		}
	}

	/**
	 * The scripts the checkout printed last, each `array( handle, source, why )`, and since when (0: not seen yet).
	 *
	 * @return array{since:int,scripts:array<int,string[]>}
	 */
	public static function last_printed() {
		$seen    = get_option( self::OPTION, array() );
		$seen    = is_array( $seen ) ? $seen : array();
		$scripts = array();
		foreach ( isset( $seen['scripts'] ) && is_array( $seen['scripts'] ) ? $seen['scripts'] : array() as $row ) {
			if ( is_array( $row ) && 3 === count( $row ) ) {
				$scripts[] = array_map( 'strval', array_values( $row ) );
			}
		}
		return array(
			'since'   => isset( $seen['since'] ) ? (int) $seen['since'] : 0,
			'scripts' => $scripts,
		);
	}

	/**
	 * This page's printed scripts with a file, in the order they printed: handle, source, why it is there.
	 *
	 * @return array<int,string[]>
	 */
	private function printed() {
		$scripts = wp_scripts();
		$rows    = array();
		foreach ( $scripts->done as $handle ) {
			$item = isset( $scripts->registered[ $handle ] ) ? $scripts->registered[ $handle ] : null;
			if ( ! $item || ! $item->src ) {
				continue; // An alias or a group: no file of its own.
			}
			$rows[] = array( (string) $handle, (string) $item->src, $this->why( (string) $handle ) );
		}
		return $rows;
	}

	/**
	 * Why a printed script is on the checkout, in the owner's words.
	 *
	 * @param string $handle Script handle.
	 * @return string
	 */
	private function why( $handle ) {
		if ( 0 === strpos( $handle, Saar_Assets::HANDLE_PREFIX ) ) {
			$name = substr( $handle, strlen( Saar_Assets::HANDLE_PREFIX ) );
			return null !== $this->hash_of_handle( $handle ) && $this->checked()
				/* translators: %s: a Saar script's name. */
				? sprintf( __( "Saar's %s script, checked by its integrity hash", 'saar' ), $name )
				/* translators: %s: a Saar script's name. */
				: sprintf( __( "Saar's %s script", 'saar' ), $name );
		}
		$scripts = wp_scripts();
		$needed  = array();
		foreach ( $scripts->done as $other ) {
			if ( isset( $scripts->registered[ $other ] ) && in_array( $handle, (array) $scripts->registered[ $other ]->deps, true ) ) {
				$needed[] = $other;
			}
		}
		return $needed
			/* translators: %s: script handles. */
			? sprintf( __( 'needed by %s', 'saar' ), implode( ', ', $needed ) )
			: __( 'enqueued by WordPress, the theme or a plugin', 'saar' );
	}

	/**
	 * The manifest hash of a Saar script handle, or null (not Saar's, or no valid hash).
	 *
	 * @param string $handle Script handle.
	 * @return string|null
	 */
	private function hash_of_handle( $handle ) {
		if ( 0 !== strpos( $handle, Saar_Assets::HANDLE_PREFIX ) ) {
			return null;
		}
		$entry = $this->manifest->get( substr( $handle, strlen( Saar_Assets::HANDLE_PREFIX ) ) );
		return $entry && $entry['integrity'] ? $entry['integrity'] : null;
	}
}
