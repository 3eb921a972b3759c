<?php
/**
 * The widget platform (Zotabox) as Saar's widget loader needs it: the domain id, the chat contacts, and where the
 * shop's Zotabox embed code comes from.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * Zotabox's embed code is a small inline script that injects `<script id="zb-embed-code">` with the domain's
 * `//static.zotabox.com/<c1>/<c2>/<id>/widgets.js` (c1 and c2 are the id's first two characters). Its WordPress
 * plugins print it themselves: Zotabox 1.0 with `insert_ztb_code` on get_footer (from the option `ztb_domainid`, or
 * the code an owner saved by hand, `ztb_source`), the EU Cookie Notice 1.0.8 with `insert_zb_cn_code` on wp_head
 * (from the same `ztb_domainid`). Owners also paste it into Flatsome's custom scripts, which no hook can take out:
 * there Saar's loader finds `#zb-embed-code` on the page and stands down (src/stock.ts WIDGET_LOADER).
 *
 * Saar never takes configuration from a request: the id comes from Settings → Saar or from what the Zotabox plugin
 * stored, validated here on every read (that plugin's `update_zb_cn_code` lets anyone overwrite its id).
 */
class Saar_Widgets {

	/** The widget host (the snippet's protocol-relative `//static.zotabox.com`, over https). */
	const STATIC_URL = 'https://static.zotabox.com';

	/** The Zotabox plugins' printers of the embed code: hook, function, priority. */
	const PRINTERS = array(
		array( 'get_footer', 'insert_ztb_code', 10 ),
		array( 'wp_head', 'insert_zb_cn_code', 10 ),
	);

	/** Flatsome's custom scripts (Theme Options → Advanced → Global Settings), where owners paste the embed code. */
	const THEME_MODS = array( 'html_scripts_header', 'html_scripts_after_body', 'html_scripts_before_body', 'html_scripts_footer' );

	/** @var Saar_Options */
	private $options;

	/**
	 * @param Saar_Options $options Plugin options (the widget fields).
	 */
	public function __construct( Saar_Options $options ) {
		$this->options = $options;
	}

	/**
	 * The domain id Saar's loader loads: Settings → Saar's, else the one the Zotabox plugin stored, else the one in
	 * the embed code saved in that plugin by hand. '' when there is none (or only an invalid one).
	 *
	 * @return string
	 */
	public function domain_id() {
		$own = $this->options->get( 'widgets_domain_id' );
		if ( '' !== $own ) {
			return $own;
		}
		return $this->zotabox_domain_id();
	}

	/**
	 * The id the Zotabox plugin stored, validated: '' for none.
	 *
	 * @return string
	 */
	public function zotabox_domain_id() {
		$stored = Saar_Options::sanitize_domain_id( get_option( 'ztb_domainid', '' ) );
		if ( '' !== $stored ) {
			return $stored;
		}
		return self::id_in_code( get_option( 'ztb_source', '' ) );
	}

	/**
	 * The domain id in an embed code's widgets.js URL (its path `/<c1>/<c2>/<id>/widgets.js`), or ''.
	 *
	 * @param mixed $code Embed code, as saved (WordPress may have stored it with entities).
	 * @return string
	 */
	public static function id_in_code( $code ) {
		if ( ! is_string( $code ) || ! preg_match( '#/([A-Za-z0-9])/([A-Za-z0-9])/([A-Za-z0-9]+)/widgets\.js#', html_entity_decode( $code ), $m ) ) {
			return '';
		}
		return $m[1] . $m[2] === substr( $m[3], 0, 2 ) ? Saar_Options::sanitize_domain_id( $m[3] ) : '';
	}

	/**
	 * The chat contacts of Settings → Saar (`ChatContacts` in islands/widgets/chat/types.ts); only those given.
	 *
	 * @return array<string,string>
	 */
	public function chat() {
		return array_filter(
			array(
				'messenger' => $this->options->get( 'chat_messenger' ),
				'whatsapp'  => $this->options->get( 'chat_whatsapp' ),
			),
			'strlen'
		);
	}

	/**
	 * `features.widgets` of the settings: the domain id (when there is one), the widget host and the chat contacts.
	 *
	 * @return array
	 */
	public function settings() {
		$settings = array( 'staticUrl' => self::STATIC_URL );
		$id       = $this->domain_id();
		if ( '' !== $id ) {
			$settings['domainSecureId'] = $id;
		}
		$chat = $this->chat();
		if ( $chat ) {
			$settings['chat'] = $chat;
		}
		return $settings;
	}

	/**
	 * Whether the embed code is pasted into the theme's custom scripts, where it stays (Saar's loader stands down
	 * beside it on every page it is printed on).
	 *
	 * @return bool
	 */
	public function in_theme() {
		foreach ( self::THEME_MODS as $mod ) {
			$code = get_theme_mod( $mod, '' );
			if ( is_string( $code ) && ( false !== stripos( $code, 'zb-embed-code' ) || false !== stripos( $code, 'static.zotabox.com' ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Takes the Zotabox plugins' printed embed code off the page. Only where Saar loads a domain: without an id,
	 * what the Zotabox plugin prints (code saved by hand that names no widgets.js Saar can read) stays.
	 *
	 * @return bool Whether Saar loads the widgets instead.
	 */
	public function remove_printed_code() {
		if ( '' === $this->domain_id() ) {
			return false;
		}
		foreach ( self::PRINTERS as $printer ) {
			remove_action( $printer[0], $printer[1], $printer[2] );
		}
		return true;
	}
}
