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

	/** @var Saar_Settings */
	public $settings;

	/** @var Saar_Dequeue */
	public $dequeue;

	/** @var Saar_Variable_Button */
	public $variable_button;

	/** @var Saar_Admin */
	public $admin;

	/**
	 * @param string $file     Main plugin file (for URLs and the plugin's basename).
	 * @param string $dist_dir Directory of the built scripts.
	 */
	public function __construct( $file, $dist_dir ) {
		$this->file            = $file;
		$this->options         = new Saar_Options();
		$this->manifest        = new Saar_Manifest( $dist_dir );
		$this->page_scripts    = new Saar_Page_Scripts( dirname( $file ) . '/page-scripts.json' );
		$this->assets          = new Saar_Assets( $this->manifest, $this->page_scripts, new Saar_Page_Type(), $file );
		$this->settings        = new Saar_Settings( $this->options, $this->assets );
		$this->dequeue         = new Saar_Dequeue( $this->options, $this->assets );
		$this->variable_button = new Saar_Variable_Button( $this->assets );
		$this->admin           = new Saar_Admin( $this->options, $this->manifest, $this->page_scripts );
	}

	/** Adds the hooks. */
	public function hook() {
		add_action( 'wp_enqueue_scripts', array( $this->assets, 'enqueue' ), 20 );
		// Late, after WooCommerce (10) and themes; again before the footer scripts print (_wp_footer_scripts is 10).
		add_action( 'wp_enqueue_scripts', array( $this->dequeue, 'dequeue' ), 999 );
		add_action( 'wp_print_footer_scripts', array( $this->dequeue, 'dequeue' ), 1 );
		add_action( 'wp_head', array( $this->settings, 'print_json' ), 2 );

		add_action( 'woocommerce_before_variations_form', array( $this->variable_button, 'start' ), 0 );
		add_action( 'woocommerce_after_variations_form', array( $this->variable_button, 'end' ), PHP_INT_MAX );

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
