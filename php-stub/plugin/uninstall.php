<?php
/**
 * Removes Saar's options when the plugin is deleted from the Plugins screen: the settings, and what the settings page
 * showed of the shop's pages (the scripts that needed jQuery, the scripts the checkout printed).
 *
 * @package Saar
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'saar_options' );
delete_option( 'saar_jquery_users' );
delete_option( 'saar_checkout_scripts' );
