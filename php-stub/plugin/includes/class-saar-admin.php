<?php
/**
 * The settings page (Settings → Saar) and the admin notice for a broken build.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * The form posts to admin-post.php, where save() checks the capability and the nonce before anything is read.
 */
class Saar_Admin {

	const PAGE       = 'saar';
	const ACTION     = 'saar_save_settings';
	const CAPABILITY = 'manage_options';

	/** @var Saar_Options */
	private $options;

	/** @var Saar_Manifest */
	private $manifest;

	/** @var Saar_Page_Scripts */
	private $page_scripts;

	/** @var Saar_Supersede */
	private $supersede;

	/** @var Saar_Widgets */
	private $widgets;

	/**
	 * @param Saar_Options      $options      Plugin options.
	 * @param Saar_Manifest     $manifest     Built scripts.
	 * @param Saar_Page_Scripts $page_scripts Page type => scripts.
	 * @param Saar_Supersede    $supersede    What Saar replaces.
	 * @param Saar_Widgets      $widgets      The widget platform (the Zotabox plugin's domain id).
	 */
	public function __construct( Saar_Options $options, Saar_Manifest $manifest, Saar_Page_Scripts $page_scripts, Saar_Supersede $supersede, Saar_Widgets $widgets ) {
		$this->options      = $options;
		$this->manifest     = $manifest;
		$this->page_scripts = $page_scripts;
		$this->supersede    = $supersede;
		$this->widgets      = $widgets;
	}

	/** @return string URL of the settings page. */
	public static function page_url() {
		return admin_url( 'options-general.php?page=' . self::PAGE );
	}

	/** Hooked on admin_menu. */
	public function add_page() {
		add_options_page(
			__( 'Saar', 'saar' ),
			__( 'Saar', 'saar' ),
			self::CAPABILITY,
			self::PAGE,
			array( $this, 'render' )
		);
	}

	/**
	 * Hooked on plugin_action_links_<basename>: a Settings link in the plugin list.
	 *
	 * @param string[] $links Links.
	 * @return string[]
	 */
	public function action_links( $links ) {
		array_unshift( $links, '<a href="' . esc_url( self::page_url() ) . '">' . esc_html__( 'Settings', 'saar' ) . '</a>' );
		return $links;
	}

	/** Hooked on admin_post_saar_save_settings: saves and goes back to the page. */
	public function handle_save() {
		wp_safe_redirect( $this->save() );
		exit;
	}

	/**
	 * Checks the user and the nonce, sanitises and stores the submitted options.
	 *
	 * @return string Where to redirect.
	 */
	public function save() {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these options.', 'saar' ), 403 );
		}
		check_admin_referer( self::ACTION );

		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitised field by field in Saar_Options::sanitize().
		$input = isset( $_POST['saar'] ) && is_array( $_POST['saar'] ) ? wp_unslash( $_POST['saar'] ) : array();
		// An unchecked checkbox is not submitted at all: every switch the form shows is off unless it came.
		$posted            = isset( $input['features'] ) && is_array( $input['features'] ) ? $input['features'] : array();
		$input['features'] = array();
		foreach ( array_keys( Saar_Options::defaults()['features'] ) as $name ) {
			$input['features'][ $name ] = isset( $posted[ $name ] ) ? $posted[ $name ] : '0';
		}
		update_option( Saar_Options::OPTION, Saar_Options::sanitize( $input ) );

		return add_query_arg( 'saar-updated', '1', self::page_url() );
	}

	/** Hooked on admin_notices: tells administrators when the built scripts cannot be used. */
	public function notices() {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$error = $this->manifest->error();
		if ( $error ) {
			printf(
				'<div class="notice notice-error"><p><strong>%s</strong> %s %s</p></div>',
				esc_html__( 'Saar:', 'saar' ),
				esc_html( $error ),
				esc_html__( 'No Saar script is loaded; the shop uses its stock scripts.', 'saar' )
			);
		}
		$warnings = $this->manifest->warnings();
		if ( $this->page_scripts->error() ) {
			$warnings[] = $this->page_scripts->error();
		}
		if ( ! $error && $warnings ) {
			echo '<div class="notice notice-warning"><p><strong>' . esc_html__( 'Saar: some scripts were skipped.', 'saar' ) . '</strong></p><ul>';
			foreach ( $warnings as $warning ) {
				echo '<li>' . esc_html( $warning ) . '</li>';
			}
			echo '</ul></div>';
		}
	}

	/** Renders the settings page. */
	public function render() {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$o = $this->options->all();
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Saar', 'saar' ); ?></h1>
			<?php if ( isset( $_GET['saar-updated'] ) ) : // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only shows a message. ?>
				<div class="notice notice-success is-dismissible"><p><?php esc_html_e( 'Settings saved.', 'saar' ); ?></p></div>
			<?php endif; ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>">
				<?php wp_nonce_field( self::ACTION ); ?>
				<h2><?php esc_html_e( 'Features', 'saar' ); ?></h2>
				<p><?php esc_html_e( "Each feature that is on replaces the stock scripts it covers on the pages where Saar's script for it runs. Switch a feature off to hand it back to the stock scripts: Saar's script for it then loads nowhere. jQuery always stays.", 'saar' ); ?></p>
				<?php $this->render_features(); ?>
				<h2><?php esc_html_e( 'Display', 'saar' ); ?></h2>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="saar-cart-style"><?php esc_html_e( 'Cart style', 'saar' ); ?></label></th>
						<td>
							<select id="saar-cart-style" name="saar[cart_style]">
								<option value="dropdown" <?php selected( $o['cart_style'], 'dropdown' ); ?>><?php esc_html_e( 'Dropdown', 'saar' ); ?></option>
								<option value="off-canvas" <?php selected( $o['cart_style'], 'off-canvas' ); ?>><?php esc_html_e( 'Off-canvas', 'saar' ); ?></option>
							</select>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="saar-locale"><?php esc_html_e( 'Language', 'saar' ); ?></label></th>
						<td>
							<select id="saar-locale" name="saar[locale]">
								<option value="" <?php selected( $o['locale'], '' ); ?>><?php esc_html_e( 'Site language', 'saar' ); ?></option>
								<option value="et" <?php selected( $o['locale'], 'et' ); ?>><?php esc_html_e( 'Estonian', 'saar' ); ?></option>
								<option value="en" <?php selected( $o['locale'], 'en' ); ?>><?php esc_html_e( 'English', 'saar' ); ?></option>
							</select>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="saar-strings"><?php esc_html_e( 'Text overrides', 'saar' ); ?></label></th>
						<td>
							<textarea id="saar-strings" name="saar[string_overrides]" rows="8" cols="60" class="large-text code"><?php echo esc_textarea( $o['string_overrides'] ); ?></textarea>
							<p class="description"><?php esc_html_e( 'One message per line: key=text, for example viewCart=Vaata ostukorvi. Lines starting with # are ignored.', 'saar' ); ?></p>
						</td>
					</tr>
				</table>
				<?php $this->render_widget_fields( $o ); ?>
				<?php submit_button(); ?>
			</form>
			<?php $this->render_jquery_users(); ?>
			<?php $this->render_checkout_scripts(); ?>
			<h2><?php esc_html_e( 'Built scripts', 'saar' ); ?></h2>
			<?php $this->render_status(); ?>
		</div>
		<?php
	}

	/**
	 * The switches, one per feature, with the stock scripts each replaces and what happens to them, so an owner sees
	 * what is replaced and what stays (and why).
	 */
	private function render_features() {
		// What happens to the stock scripts of a feature; for a feature that replaces none, what its script does. The
		// widget loader's two are about Zotabox's embed code (Saar_Supersede::statuses()).
		$no_domain = __( 'kept: no Zotabox domain id (set it below), so Saar loads no widgets', 'saar' );
		$theme     = __( "replaced where Zotabox's plugin prints it; the code pasted into the theme's custom scripts stays, and Saar's loader stands down wherever that is on the page (remove it there to hand the widgets to Saar)", 'saar' );
		$texts     = array(
			'replaced'  => array( __( "replaced where Saar's script runs", 'saar' ), __( 'on', 'saar' ) ),
			'off'       => array( __( 'kept: switched off', 'saar' ), __( 'switched off', 'saar' ) ),
			'missing'   => array( __( 'kept: Saar script missing from the build', 'saar' ), __( 'Saar script missing from the build', 'saar' ) ),
			'none'      => array( __( 'kept: no Saar replacement', 'saar' ), __( 'no Saar script', 'saar' ) ),
			'partial'   => array( __( 'kept: replaced only when the theme, cart, product, quick view and live search features are all on and the build has the theme chrome', 'saar' ), '' ),
			'no-domain' => array( $no_domain, $no_domain ),
			'theme'     => array( $theme, $theme ),
			'kept-for'  => array( '', '' ),
		);
		echo '<table class="widefat striped saar-features"><thead><tr>';
		foreach ( array( __( 'Feature', 'saar' ), __( 'Saar script', 'saar' ), __( 'Stock scripts', 'saar' ), __( 'Status', 'saar' ) ) as $heading ) {
			echo '<th scope="col">' . esc_html( $heading ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		foreach ( $this->supersede->statuses() as $name => $row ) {
			$feature = '' !== $row['script'];
			$handles = array_merge(
				array_map(
					function ( $handle ) {
						return '<code>' . esc_html( $handle ) . '</code>';
					},
					$row['handles']
				),
				array_map( 'esc_html', $row['also'] )
			);
			echo '<tr class="saar-status-' . esc_attr( $row['status'] ) . '"><td>';
			if ( $feature ) {
				printf(
					'<label><input type="checkbox" name="saar[features][%1$s]" value="1"%2$s> %3$s</label>',
					esc_attr( $name ),
					checked( $row['on'], true, false ),
					esc_html( $row['label'] )
				);
			} else {
				echo esc_html( $row['label'] );
			}
			echo '</td><td>' . ( $feature ? '<code>' . esc_html( $row['script'] ) . '</code>' : '&mdash;' ) . '</td>';
			// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each handle escaped above.
			echo '<td>' . ( $handles ? implode( ', ', $handles ) : '&mdash;' ) . '</td>';
			$status = $texts[ $row['status'] ][ $handles ? 0 : 1 ];
			if ( ! empty( $row['kept_for'] ) ) {
				$keepers = array();
				foreach ( $row['kept_for'] as $handle => $users ) {
					/* translators: 1: a stock script's handle, 2: the scripts that depend on it. */
					$keepers[] = sprintf( __( '%1$s kept on the checkout for %2$s, which depends on it (Saar\'s checkout stands down there)', 'saar' ), $handle, implode( ', ', $users ) );
				}
				$status = __( "replaced where Saar's script runs, except:", 'saar' ) . ' ' . implode( '; ', $keepers );
			}
			echo '<td>' . esc_html( $status ) . '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * The widget loader's domain id and the chat launcher's contacts. Each is validated when saved (Saar_Options):
	 * a value that is not one is stored empty, and the field shows it empty again.
	 *
	 * @param array $o Options.
	 */
	private function render_widget_fields( array $o ) {
		$zotabox = $this->widgets->zotabox_domain_id();
		?>
		<h2><?php esc_html_e( 'Widgets and chat', 'saar' ); ?></h2>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="saar-widgets-domain"><?php esc_html_e( 'Zotabox domain id', 'saar' ); ?></label></th>
				<td>
					<input type="text" id="saar-widgets-domain" name="saar[widgets_domain_id]" value="<?php echo esc_attr( $o['widgets_domain_id'] ); ?>" class="regular-text code" pattern="[A-Za-z0-9]{2,64}" spellcheck="false" aria-describedby="saar-widgets-domain-help">
					<p class="description" id="saar-widgets-domain-help">
						<?php esc_html_e( 'The id in your Zotabox embed code: static.zotabox.com/a/b/<id>/widgets.js. Letters and digits only.', 'saar' ); ?>
						<?php
						if ( '' !== $zotabox ) {
							/* translators: %s: the domain id the Zotabox plugin stored */
							printf( esc_html__( 'Empty: the Zotabox plugin\'s id, %s.', 'saar' ), '<code>' . esc_html( $zotabox ) . '</code>' );
						} else {
							esc_html_e( 'Empty: no widgets load (the Zotabox plugin has no id either).', 'saar' );
						}
						?>
					</p>
				</td>
			</tr>
			<tr>
				<th scope="row"><label for="saar-chat-messenger"><?php esc_html_e( 'Messenger page', 'saar' ); ?></label></th>
				<td>
					<input type="text" id="saar-chat-messenger" name="saar[chat_messenger]" value="<?php echo esc_attr( $o['chat_messenger'] ); ?>" class="regular-text" spellcheck="false" aria-describedby="saar-chat-messenger-help">
					<p class="description" id="saar-chat-messenger-help"><?php esc_html_e( "The shop's Facebook page: its user name, id or link (https://m.me/yourpage). The chat button opens the conversation on m.me; nothing of Facebook loads before a shopper uses it.", 'saar' ); ?></p>
				</td>
			</tr>
			<tr>
				<th scope="row"><label for="saar-chat-whatsapp"><?php esc_html_e( 'WhatsApp number', 'saar' ); ?></label></th>
				<td>
					<input type="tel" id="saar-chat-whatsapp" name="saar[chat_whatsapp]" value="<?php echo esc_attr( '' !== $o['chat_whatsapp'] ? '+' . $o['chat_whatsapp'] : '' ); ?>" class="regular-text" aria-describedby="saar-chat-whatsapp-help">
					<p class="description" id="saar-chat-whatsapp-help"><?php esc_html_e( 'In international form with the country code, for example +372 5123 4567. The chat button then offers WhatsApp too (wa.me).', 'saar' ); ?></p>
				</td>
			</tr>
		</table>
		<?php
	}

	/**
	 * Which scripts still need jQuery, per page type, as the shop's last pages of each type printed them: what keeps
	 * jQuery (30 kB, render-blocking where a head script needs it) on the page once Saar replaced the rest.
	 */
	private function render_jquery_users() {
		$seen = Saar_Supersede::seen_jquery_users();
		echo '<h2>' . esc_html__( 'Scripts that still need jQuery', 'saar' ) . '</h2>';
		if ( ! $seen ) {
			echo '<p>' . esc_html__( 'Not known yet: open a few pages of the shop (a product, the shop, the cart, the checkout), then come back.', 'saar' ) . '</p>';
			return;
		}
		echo '<table class="widefat striped saar-jquery"><thead><tr><th scope="col">' . esc_html__( 'Page type', 'saar' ) . '</th><th scope="col">' . esc_html__( 'Enqueued scripts that need jQuery', 'saar' ) . '</th></tr></thead><tbody>';
		foreach ( $seen as $type => $handles ) {
			$list = $handles ? implode( ', ', array_map( 'esc_html', $handles ) ) : esc_html__( 'none: jQuery is not printed', 'saar' );
			// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each part escaped above.
			echo '<tr><td>' . esc_html( $type ) . '</td><td>' . $list . '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * The scripts the checkout printed last, each with its source and why it is there (Saar_Integrity): the inventory
	 * PCI DSS 4.0 asks a shop to keep of its payment page (6.4.3), with the date the list last changed (11.6.1).
	 */
	private function render_checkout_scripts() {
		$last = Saar_Integrity::last_printed();
		echo '<h2>' . esc_html__( 'Scripts on the checkout', 'saar' ) . '</h2>';
		if ( ! $last['since'] ) {
			echo '<p>' . esc_html__( 'Not known yet: open the checkout with something in the cart, then come back.', 'saar' ) . '</p>';
			return;
		}
		/* translators: %s: a date and time. */
		echo '<p>' . esc_html( sprintf( __( 'What the checkout printed, unchanged since %s. A script you do not know here is worth a look before it handles a payment.', 'saar' ), wp_date( 'Y-m-d H:i', $last['since'] ) ) ) . '</p>';
		echo '<table class="widefat striped saar-checkout-scripts"><thead><tr>';
		foreach ( array( __( 'Script', 'saar' ), __( 'Source', 'saar' ), __( 'Why it is there', 'saar' ) ) as $heading ) {
			echo '<th scope="col">' . esc_html( $heading ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		foreach ( $last['scripts'] as $row ) {
			echo '<tr><td><code>' . esc_html( $row[0] ) . '</code></td><td>' . esc_html( $row[1] ) . '</td><td>' . esc_html( $row[2] ) . '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/** Lists the scripts of the manifest, so an owner can see what the plugin found. */
	private function render_status() {
		if ( ! $this->manifest->is_valid() ) {
			echo '<p>' . esc_html( (string) $this->manifest->error() ) . '</p>';
			return;
		}
		echo '<ul>';
		foreach ( $this->manifest->entries() as $name => $entry ) {
			printf(
				'<li><code>%s</code> dist/%s%s</li>',
				esc_html( Saar_Assets::handle( $name ) ),
				esc_html( $entry['file'] ),
				$entry['lazy'] ? ' ' . esc_html__( '(loaded on demand)', 'saar' ) : ''
			);
		}
		echo '</ul>';
	}
}
