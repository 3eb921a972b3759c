<?php
/**
 * Plugin Name:          Saar
 * Description:          The shop's front-end as small, fast, accessible islands on the Flatsome theme's markup. Enqueues the built Saar scripts, prints their settings and replaces the WooCommerce scripts they cover, feature by feature.
 * Version:              0.1.0
 * Requires at least:    6.3
 * Requires PHP:         7.4
 * WC requires at least: 8.0
 * Author:               Saar
 * License:              GPL-2.0-or-later
 * License URI:          https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:          saar
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

define( 'SAAR_VERSION', '0.1.0' );
define( 'SAAR_FILE', __FILE__ );

require_once __DIR__ . '/includes/class-saar-options.php';
require_once __DIR__ . '/includes/class-saar-manifest.php';
require_once __DIR__ . '/includes/class-saar-page-scripts.php';
require_once __DIR__ . '/includes/class-saar-page-type.php';
require_once __DIR__ . '/includes/class-saar-assets.php';
require_once __DIR__ . '/includes/class-saar-widgets.php';
require_once __DIR__ . '/includes/class-saar-integrity.php';
require_once __DIR__ . '/includes/class-saar-settings.php';
require_once __DIR__ . '/includes/class-saar-supersede.php';
require_once __DIR__ . '/includes/class-saar-posted-variation.php';
require_once __DIR__ . '/includes/class-saar-gallery-images.php';
require_once __DIR__ . '/includes/class-saar-admin.php';
require_once __DIR__ . '/includes/class-saar-plugin.php';

/**
 * The plugin's single instance: the built scripts live in dist/ beside this file.
 *
 * @return Saar_Plugin
 */
function saar() {
	static $plugin = null;
	if ( null === $plugin ) {
		$plugin = new Saar_Plugin( SAAR_FILE, __DIR__ . '/dist' );
	}
	return $plugin;
}

saar()->hook();
