<?php
/**
 * Removes Saar's option when the plugin is deleted from the Plugins screen.
 *
 * @package Saar
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'saar_options' );
