<?php
/**
 * Registers the built scripts and enqueues the ones the page needs.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * Every manifest script is registered as `saar-<name>` with its dependencies as `saar-<dep>`, deferred in the
 * footer, versioned by its content hash. The runtime, the "all" scripts and the page type's scripts are enqueued;
 * lazy scripts (zxcvbn, swiper, glightbox…) never are: the runtime loads them on demand from the URLs in the
 * settings' `assets`. A feature switched off on the settings page is not even registered, nor is anything that
 * depends on it, so its code cannot load on any page, whoever asks for it.
 *
 * Style sheets: a script's `css` in the manifest is registered as the style `saar-<name>` and enqueued wherever the
 * script runs. The runtime's is the shared sheet, so every page with Saar gets it in its head; an on-demand
 * bundle's own sheet is never enqueued (the bundle links it when it loads). Saar makes no `<style>` at run time,
 * so a strict `style-src 'self'` holds (README, "Security").
 */
class Saar_Assets {

	const HANDLE_PREFIX = 'saar-';

	/** @var Saar_Manifest */
	private $manifest;

	/** @var Saar_Page_Scripts */
	private $page_scripts;

	/** @var Saar_Page_Type */
	private $page_type;

	/** @var Saar_Options */
	private $options;

	/** @var string Main plugin file, for plugins_url(). */
	private $plugin_file;

	/**
	 * @param Saar_Manifest     $manifest     Built scripts.
	 * @param Saar_Page_Scripts $page_scripts Page type => scripts.
	 * @param Saar_Page_Type    $page_type    Page type detection.
	 * @param Saar_Options      $options      Plugin options (the feature switches).
	 * @param string            $plugin_file  Main plugin file.
	 */
	public function __construct( Saar_Manifest $manifest, Saar_Page_Scripts $page_scripts, Saar_Page_Type $page_type, Saar_Options $options, $plugin_file ) {
		$this->manifest     = $manifest;
		$this->page_scripts = $page_scripts;
		$this->page_type    = $page_type;
		$this->options      = $options;
		$this->plugin_file  = $plugin_file;
	}

	/**
	 * The script handle for a manifest name.
	 *
	 * @param string $name Script name.
	 * @return string
	 */
	public static function handle( $name ) {
		return self::HANDLE_PREFIX . $name;
	}

	/**
	 * Public URL of a file under dist/.
	 *
	 * @param string $file Path under dist/.
	 * @return string
	 */
	public function url( $file ) {
		return plugins_url( 'dist/' . $file, $this->plugin_file );
	}

	/** Hooked on wp_enqueue_scripts. */
	public function enqueue() {
		if ( ! $this->manifest->is_valid() ) {
			return; // The admin notice says why; the stock scripts keep the shop working.
		}
		$this->register();
		foreach ( $this->names_for_page( $this->page_type->detect() ) as $name ) {
			wp_enqueue_script( self::handle( $name ) );
		}
		// After the scripts: one that runs as another's dependency (the runtime, always) brings its sheet too.
		foreach ( $this->manifest->entries() as $name => $entry ) {
			if ( $entry['css'] && ! $entry['lazy'] && $this->on_page( $name ) ) {
				wp_enqueue_style( self::handle( $name ) );
			}
		}
	}

	/**
	 * Registers every manifest script that is switched on (lazy ones too, so other code can depend on them by
	 * handle), and the style sheet of each that loads with the page.
	 */
	public function register() {
		foreach ( $this->manifest->entries() as $name => $entry ) {
			if ( ! $this->enabled( $name ) ) {
				continue;
			}
			wp_register_script(
				self::handle( $name ),
				$this->url( $entry['file'] ),
				array_map( array( __CLASS__, 'handle' ), $entry['deps'] ),
				$this->manifest->version( $entry['file'] ),
				array(
					'strategy'  => 'defer',
					'in_footer' => true,
				)
			);
			if ( $entry['css'] && ! $entry['lazy'] ) {
				wp_register_style( self::handle( $name ), $this->url( $entry['css'] ), array(), $this->manifest->version( $entry['css'] ) );
			}
		}
	}

	/**
	 * The scripts to enqueue on a page type: the runtime, "all", then the type's own; only those that are in the
	 * manifest, not lazy and switched on (a script the build does not produce yet is skipped).
	 *
	 * @param string $page_type Page type.
	 * @return string[]
	 */
	public function names_for_page( $page_type ) {
		$names = array_merge( array( 'runtime' ), $this->page_scripts->for_type( $page_type ) );
		/**
		 * Filters the Saar scripts enqueued on a page, by manifest name.
		 *
		 * @param string[] $names     Script names.
		 * @param string   $page_type Page type.
		 */
		$names = (array) apply_filters( 'saar_page_scripts', $names, $page_type );
		$out   = array();
		foreach ( $names as $name ) {
			if ( $this->ships( (string) $name ) && ! in_array( (string) $name, $out, true ) ) {
				$out[] = (string) $name;
			}
		}
		// The runtime serves the feature scripts: with every feature of the page handed back, nothing of Saar loads.
		return array( 'runtime' ) === $out ? array() : $out;
	}

	/**
	 * URLs of the lazy scripts, by name, for the settings' `assets`.
	 *
	 * @return array<string,string>
	 */
	public function lazy_urls() {
		$urls = array();
		foreach ( $this->manifest->entries() as $name => $entry ) {
			if ( $entry['lazy'] && $this->enabled( $name ) ) {
				$urls[ $name ] = $this->url( $entry['file'] );
			}
		}
		return $urls;
	}

	/**
	 * Whether a manifest script may load: in the valid manifest, switched on, and so is every script it needs.
	 *
	 * @param string   $name Script name.
	 * @param string[] $seen Names already on this path (a manifest whose scripts need each other loads none of them).
	 * @return bool
	 */
	public function enabled( $name, array $seen = array() ) {
		$entry = $this->manifest->is_valid() ? $this->manifest->get( $name ) : null;
		if ( ! $entry || ! $this->options->feature_on( $name ) || in_array( $name, $seen, true ) ) {
			return false;
		}
		$seen[] = $name;
		foreach ( $entry['deps'] as $dep ) {
			if ( ! $this->enabled( $dep, $seen ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether a manifest script is usable for enqueueing (enabled and not lazy).
	 *
	 * @param string $name Script name.
	 * @return bool
	 */
	public function ships( $name ) {
		$entry = $this->manifest->get( $name );
		return $this->enabled( $name ) && ! $entry['lazy'];
	}

	/** This page's type (Saar_Page_Type). */
	public function page_type() {
		return $this->page_type->detect();
	}

	/**
	 * Whether the build has a script (a feature script or an on-demand bundle), whatever the switches say.
	 *
	 * @param string $name Script name.
	 * @return bool
	 */
	public function built( $name ) {
		return $this->manifest->is_valid() && null !== $this->manifest->get( $name );
	}

	/**
	 * The handles of a feature's scripts that run on this page: the feature's own and those that are part of it
	 * (Saar_Options::PART_OF: the account feature's `password` script, on every page). Empty: none runs here.
	 *
	 * @param string $feature Feature (script) name.
	 * @return string[]
	 */
	public function feature_scripts_on_page( $feature ) {
		$names = array_merge( array( $feature ), array_keys( Saar_Options::PART_OF, $feature, true ) );
		return array_values( array_map( array( __CLASS__, 'handle' ), array_filter( $names, array( $this, 'on_page' ) ) ) );
	}

	/**
	 * Whether a Saar script runs on this page: it ships and is enqueued (itself or as another's dependency).
	 *
	 * @param string $name Script name.
	 * @return bool
	 */
	public function on_page( $name ) {
		return $this->ships( $name ) && wp_script_is( self::handle( $name ), 'enqueued' );
	}
}
