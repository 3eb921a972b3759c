<?php
/**
 * Puts the parts together and hooks them into WordPress.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * Built once by saar() in saar.php; the tests build it with a fixture dist/.
 */
class Saar_Plugin {

	/** @var string */
	public $file;

	/** @var Saar_Options */
	public $options;

	/** @var Saar_Manifest */
	public $manifest;

	/** @var Saar_Page_Scripts */
	public $page_scripts;

	/** @var Saar_Assets */
	public $assets;

	/** @var Saar_Widgets */
	public $widgets;

	/** @var Saar_Integrity */
	public $integrity;

	/** @var Saar_Settings */
	public $settings;

	/** @var Saar_Supersede */
	public $supersede;

	/** @var Saar_Posted_Variation */
	public $posted_variation;

	/** @var Saar_Gallery_Images */
	public $gallery_images;

	/** @var Saar_Admin */
	public $admin;

	/**
	 * @param string $file     Main plugin file (for URLs and the plugin's basename).
	 * @param string $dist_dir Directory of the built scripts.
	 */
	public function __construct( $file, $dist_dir ) {
		$this->file             = $file;
		$this->options          = new Saar_Options();
		$this->manifest         = new Saar_Manifest( $dist_dir );
		$this->page_scripts     = new Saar_Page_Scripts( dirname( $file ) . '/page-scripts.json' );
		$this->assets           = new Saar_Assets( $this->manifest, $this->page_scripts, new Saar_Page_Type(), $this->options, $file );
		$this->widgets          = new Saar_Widgets( $this->options );
		$this->integrity        = new Saar_Integrity( $this->manifest, $this->assets );
		$this->settings         = new Saar_Settings( $this->options, $this->assets, $this->widgets, $this->integrity );
		$this->supersede        = new Saar_Supersede( $this->options, $this->assets, $this->widgets );
		$this->posted_variation = new Saar_Posted_Variation();
		$this->gallery_images   = new Saar_Gallery_Images( $this->assets );
		$this->admin            = new Saar_Admin( $this->options, $this->manifest, $this->page_scripts, $this->supersede, $this->widgets );
	}

	/** Adds the hooks. */
	public function hook() {
		add_action( 'wp_enqueue_scripts', array( $this->assets, 'enqueue' ), 20 );
		// Late, after WooCommerce (10), Saar (20) and themes (Flatsome: 100); again before the footer scripts print
		// (_wp_footer_scripts is 10), for what templates enqueued while the page rendered.
		add_action( 'wp_enqueue_scripts', array( $this->supersede, 'replace' ), 999 );
		add_action( 'wp_print_footer_scripts', array( $this->supersede, 'replace' ), 1 );
		add_action( 'wp_print_footer_scripts', array( $this->supersede, 'note_jquery_users' ), 2 );
		add_action( 'wp_print_footer_scripts', array( $this->supersede, 'note_kept_for' ), 2 );
		// A [video] of YouTube or Vimeo needs MediaElement's player: native controls cannot play it.
		add_filter( 'wp_video_shortcode', array( $this->supersede, 'note_video' ), 10, 1 );
		// After WooCommerce localizes (5), before the scripts print.
		add_action( 'wp_print_scripts', array( $this->supersede, 'strip_data' ), PHP_INT_MAX );
		add_action( 'wp_print_footer_scripts', array( $this->supersede, 'strip_data' ), 9 );
		add_action( 'wp_head', array( $this->settings, 'print_json' ), 2 );
		// The checkout's Saar scripts checked by their hashes, and what the checkout printed, for the settings page.
		add_filter( 'script_loader_tag', array( $this->integrity, 'tag' ), 10, 2 );
		add_action( 'wp_footer', array( $this->integrity, 'note_printed' ), 1000 );
		// The gallery's other slides after the first paint's requests (Saar_Gallery_Images).
		add_filter( Saar_Gallery_Images::FILTER, array( $this->gallery_images, 'params' ), 10, 4 );

		// Before WooCommerce's form handler (20) adds to the cart.
		add_action( 'wp_loaded', array( $this->posted_variation, 'resolve' ), 19 );

		add_action( 'before_woocommerce_init', array( $this, 'declare_compatibility' ) );

		if ( is_admin() ) {
			add_action( 'admin_menu', array( $this->admin, 'add_page' ) );
			add_action( 'admin_post_' . Saar_Admin::ACTION, array( $this->admin, 'handle_save' ) );
			add_action( 'admin_notices', array( $this->admin, 'notices' ) );
			add_filter( 'plugin_action_links_' . plugin_basename( $this->file ), array( $this->admin, 'action_links' ) );
		}
	}

	/** Saar never reads or writes orders, so it is compatible with WooCommerce's order tables (HPOS). */
	public function declare_compatibility() {
		if ( class_exists( '\Automattic\WooCommerce\Utilities\FeaturesUtil' ) ) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', $this->file, true );
		}
	}
}
