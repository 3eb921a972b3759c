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

	/**
	 * @param Saar_Options      $options      Plugin options.
	 * @param Saar_Manifest     $manifest     Built scripts.
	 * @param Saar_Page_Scripts $page_scripts Page type => scripts.
	 */
	public function __construct( Saar_Options $options, Saar_Manifest $manifest, Saar_Page_Scripts $page_scripts ) {
		$this->options      = $options;
		$this->manifest     = $manifest;
		$this->page_scripts = $page_scripts;
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
		// An unchecked checkbox is not submitted at all.
		$input['dequeue_stock'] = isset( $input['dequeue_stock'] ) ? $input['dequeue_stock'] : '0';
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
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><?php esc_html_e( 'Stock scripts', 'saar' ); ?></th>
						<td>
							<label>
								<input type="checkbox" name="saar[dequeue_stock]" value="1" <?php checked( $o['dequeue_stock'] ); ?>>
								<?php esc_html_e( "Replace WooCommerce's scripts with Saar's", 'saar' ); ?>
							</label>
							<p class="description"><?php esc_html_e( 'Stops loading the WooCommerce scripts Saar replaces (add to cart, variations, product gallery, cart fragments, password meter, order attribution). jQuery stays. Off: Saar runs beside them.', 'saar' ); ?></p>
						</td>
					</tr>
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
				<?php submit_button(); ?>
			</form>
			<h2><?php esc_html_e( 'Built scripts', 'saar' ); ?></h2>
			<?php $this->render_status(); ?>
		</div>
		<?php
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
