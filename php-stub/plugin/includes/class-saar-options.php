<?php
/**
 * The plugin's options: one array option, its defaults and its sanitisation.
 *
 * @package Saar
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads and sanitises the `saar_options` option. Everything that reads an option goes through here, so a value
 * tampered with in the database is sanitised on the way out as well as on the way in.
 */
class Saar_Options {

	const OPTION = 'saar_options';

	/** Cart styles the theme island knows. */
	const CART_STYLES = array( 'dropdown', 'off-canvas' );

	/** Languages with built-in text; '' follows the site language. */
	const LOCALES = array( '', 'et', 'en' );

	/** Longest string-override text kept (characters); more is a mistake, not a translation. */
	const MAX_OVERRIDES_LENGTH = 20000;

	/**
	 * Defaults: every feature on, so Saar replaces what it covers from the start; a feature switched off hands that
	 * feature back to the stock scripts.
	 *
	 * @return array
	 */
	public static function defaults() {
		return array(
			'features'          => array_fill_keys( array_keys( Saar_Supersede::FEATURES ), true ),
			'cart_style'        => 'dropdown',
			'string_overrides'  => '',
			'locale'            => '',
			// The widget loader's Zotabox domain ('' takes the Zotabox plugin's) and the chat launcher's contacts.
			'widgets_domain_id' => '',
			'chat_messenger'    => '',
			'chat_whatsapp'     => '',
		);
	}

	/**
	 * All options, sanitised and completed with defaults.
	 *
	 * @return array
	 */
	public function all() {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * One option.
	 *
	 * @param string $key Option key.
	 * @return mixed
	 */
	public function get( $key ) {
		$all = $this->all();
		return isset( $all[ $key ] ) ? $all[ $key ] : null;
	}

	/**
	 * Scripts with no switch of their own, switched with a feature: the `password` script (every page: the trigger of
	 * the password meter, which replaces WooCommerce's meter wherever that is enqueued) and the meter's on-demand code
	 * are the account feature's; the `post` script (a post's threaded comment replies, which the product script does
	 * on product pages) and the replies' on-demand code are the product feature's; the address code and the
	 * country and state combobox, on demand, are the addresses feature's; the cart page's on-demand code is the cart
	 * page's. Script name => feature.
	 */
	const PART_OF = array(
		'password'         => 'account',
		'password-meter'   => 'account',
		'zxcvbn'           => 'account',
		'post'             => 'product',
		'comments'         => 'product',
		'address-fields'   => 'addresses',
		'address-combobox' => 'addresses',
		'cart-actions'     => 'cart-page',
	);

	/**
	 * Whether a Saar feature (a script of the manifest) is switched on; a script that is part of a feature (PART_OF)
	 * follows that feature's switch. Scripts without a switch (the runtime, the other on-demand files) are always on.
	 *
	 * @param string $name Script name.
	 * @return bool
	 */
	public function feature_on( $name ) {
		$features = $this->get( 'features' );
		$name     = isset( self::PART_OF[ $name ] ) ? self::PART_OF[ $name ] : $name;
		return ! isset( $features[ $name ] ) || $features[ $name ];
	}

	/**
	 * Sanitises submitted or stored options. Unknown keys are dropped, among them `dequeue_stock` of 0.1.0 (Saar
	 * beside the stock scripts), which no longer exists: stored options of that version read as every feature on.
	 * A feature missing from the input keeps its default (on), so a feature added in a later version starts on.
	 *
	 * @param array $input Raw values (already unslashed).
	 * @return array
	 */
	public static function sanitize( $input ) {
		$input  = is_array( $input ) ? $input : array();
		$output = self::defaults();

		if ( isset( $input['features'] ) && is_array( $input['features'] ) ) {
			foreach ( $output['features'] as $name => $on ) {
				if ( isset( $input['features'][ $name ] ) ) {
					$output['features'][ $name ] = in_array( $input['features'][ $name ], array( true, 1, '1', 'yes', 'on', 'true' ), true );
				}
			}
		}
		if ( isset( $input['cart_style'] ) && in_array( $input['cart_style'], self::CART_STYLES, true ) ) {
			$output['cart_style'] = $input['cart_style'];
		}
		if ( isset( $input['string_overrides'] ) && is_string( $input['string_overrides'] ) ) {
			$output['string_overrides'] = self::sanitize_overrides( $input['string_overrides'] );
		}
		if ( isset( $input['locale'] ) && in_array( $input['locale'], self::LOCALES, true ) ) {
			$output['locale'] = $input['locale'];
		}
		if ( isset( $input['widgets_domain_id'] ) ) {
			$output['widgets_domain_id'] = self::sanitize_domain_id( $input['widgets_domain_id'] );
		}
		if ( isset( $input['chat_messenger'] ) ) {
			$output['chat_messenger'] = self::sanitize_messenger( $input['chat_messenger'] );
		}
		if ( isset( $input['chat_whatsapp'] ) ) {
			$output['chat_whatsapp'] = self::sanitize_whatsapp( $input['chat_whatsapp'] );
		}
		return $output;
	}

	/**
	 * A Zotabox domain id: letters and digits only (it becomes a path of the widget host's URL, whose first two
	 * characters are folders of their own), else ''.
	 *
	 * @param mixed $value Submitted or stored value.
	 * @return string
	 */
	public static function sanitize_domain_id( $value ) {
		$value = is_string( $value ) ? trim( $value ) : '';
		return preg_match( '/^[A-Za-z0-9]{2,64}$/', $value ) ? $value : '';
	}

	/**
	 * The Facebook page for Messenger (the launcher opens https://m.me/<page>), by the chat launcher's own rules
	 * (islands/widgets/chat/contacts.ts): a page's user name (an @ before it is dropped) or numeric id, or an
	 * address that names one on facebook.com, fb.com, fb.me, m.me or messenger.com (`/<name>`, `profile.php?id=`,
	 * `pages/…/<id>`, `people/…/<id>`, `p/<Name>-<id>`, `t/<name>`, the old `<Name>-<id>`). Facebook's own paths
	 * (groups, share links, events, login…) and anything else give ''.
	 *
	 * @param mixed $value Submitted or stored value.
	 * @return string
	 */
	public static function sanitize_messenger( $value ) {
		$value = is_string( $value ) ? trim( $value ) : ( is_int( $value ) && $value > 0 ? (string) $value : '' );
		if ( '' === $value || strlen( $value ) > 300 ) {
			return '';
		}
		$page = ltrim( $value, '@' );
		if ( preg_match( '#[/:?\#]|\.(?:com|me)$#i', $value ) ) {
			$page = '';
			$url  = preg_match( '#^[a-z][\w+.-]*:#i', $value ) ? $value : 'https://' . $value;
			$host = '#^https?://(?:(?:www|m|mbasic|web|business)\.)?(?:facebook\.com|fb\.com|fb\.me|m\.me|messenger\.com)/#i';
			if ( preg_match( $host, $url ) ) {
				$parts = wp_parse_url( $url );
				$path  = array_values( array_filter( explode( '/', isset( $parts['path'] ) ? $parts['path'] : '' ), 'strlen' ) );
				parse_str( isset( $parts['query'] ) ? $parts['query'] : '', $query );
				$first = isset( $path[0] ) ? $path[0] : '';
				$last  = (string) end( $path );
				if ( preg_match( '/^profile(?:\.php)?$/i', $first ) ) {
					$page = isset( $query['id'] ) && is_string( $query['id'] ) && ctype_digit( $query['id'] ) ? $query['id'] : '';
				} elseif ( preg_match( '/^(?:pages|people|p)$/i', $first ) ) {
					$page = preg_match( '/(?:^|-)(\d{5,})$/', $last, $m ) ? $m[1] : '';
				} elseif ( preg_match( '/^(?:pg|t)$/i', $first ) ) {
					$page = isset( $path[1] ) ? $path[1] : '';
				} elseif ( ! preg_match( '/^(?:groups|events|share|sharer|watch|marketplace|login|home|photos?|story|permalink|hashtag|help|policies|privacy|gaming|reels?|stories|plugins|dialog|messages|search|ads|business)(?:\.php)?$/i', $first ) ) {
					$page = $first;
				}
			}
		}
		// The old `<Name>-<id>` address of a page without a user name: its id is what m.me knows.
		if ( preg_match( '/-(\d{5,})$/', $page, $m ) ) {
			$page = $m[1];
		}
		return preg_match( '/^(?=.*[a-z\d])[a-z\d.]{1,50}$/i', $page ) ? $page : '';
	}

	/**
	 * A WhatsApp number in international form, as digits (the launcher opens https://wa.me/<digits>), by the chat
	 * launcher's own rules (islands/widgets/chat/contacts.ts): `+372 5123 4567`, `00372…`, `37251234567`, or a
	 * `wa.me/…`, `api.whatsapp.com/send?phone=…`, `whatsapp://send?phone=…` or `tel:` link; spaces, dots, dashes and
	 * brackets are dropped. 7 to 15 digits not starting with 0 (E.164), else '': a national number's country cannot
	 * be guessed (the field asks for the country code).
	 *
	 * @param mixed $value Submitted or stored value.
	 * @return string
	 */
	public static function sanitize_whatsapp( $value ) {
		$value = is_string( $value ) ? trim( $value ) : ( is_int( $value ) && $value > 0 ? (string) $value : '' );
		if ( strlen( $value ) > 100 ) {
			return '';
		}
		if ( preg_match( '#[/:?]#', $value ) ) {
			$url   = preg_match( '#^[a-z][\w+.-]*:#i', $value ) ? $value : 'https://' . $value;
			$parts = wp_parse_url( $url );
			parse_str( is_array( $parts ) && isset( $parts['query'] ) ? $parts['query'] : '', $query );
			$phone = isset( $query['phone'] ) && is_string( $query['phone'] ) ? $query['phone'] : '';
			if ( preg_match( '#^tel:(.*)$#i', $url, $m ) ) {
				$value = $m[1];
			} elseif ( preg_match( '#^(?:https?://(?:api|web|www)\.whatsapp\.com/|whatsapp:)#i', $url ) ) {
				$value = $phone;
			} elseif ( preg_match( '#^https?://wa\.me/([^/?\#]*)#i', $url, $m ) ) {
				$value = $m[1];
			} else {
				$value = '';
			}
		}
		$digits = (string) preg_replace( '/[\s().\-]/', '', (string) preg_replace( '/^\s*(?:\+|00)/', '', $value ) );
		return preg_match( '/^[1-9][0-9]{6,14}$/', $digits ) ? $digits : '';
	}

	/**
	 * Cleans the overrides text. It is plain text, not HTML: the islands put every message into the page as text,
	 * the settings JSON escapes `<`, `>` and `&`, and the form prints it with esc_textarea(). So `<` and `&` are kept
	 * as typed ("Tasuta tarne > 50 €" must show as written; sanitize_textarea_field() would turn it into "&gt;" text or
	 * strip it). Invalid UTF-8 and control characters other than line breaks and tabs are removed.
	 *
	 * @param string $text Submitted text.
	 * @return string
	 */
	public static function sanitize_overrides( $text ) {
		$text = wp_check_invalid_utf8( $text, true );
		$text = str_replace( array( "\r\n", "\r" ), "\n", $text );
		$text = (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', '', $text );
		// Cut by characters, not bytes, so a multibyte letter is never split (PHP may lack mbstring).
		if ( strlen( $text ) > self::MAX_OVERRIDES_LENGTH && preg_match( '/^.{0,' . self::MAX_OVERRIDES_LENGTH . '}/su', $text, $match ) ) {
			$text = $match[0];
		}
		return $text;
	}

	/**
	 * Parses string overrides: one `key=value` per line; blank lines and lines starting with # are ignored, as are
	 * lines without `=` or with a key that is not a message key. The value is kept as typed: the islands put it into
	 * the page as text, never as HTML, and the settings JSON is printed with every `<` escaped.
	 *
	 * @param string $text Overrides text.
	 * @return array<string,string> Message key => text.
	 */
	public static function parse_overrides( $text ) {
		$overrides = array();
		foreach ( preg_split( '/\r\n|\r|\n/', (string) $text ) as $line ) {
			$line = trim( $line );
			if ( '' === $line || '#' === $line[0] || false === strpos( $line, '=' ) ) {
				continue;
			}
			list( $key, $value ) = explode( '=', $line, 2 );
			$key                 = trim( $key );
			if ( preg_match( '/^[A-Za-z][A-Za-z0-9_.-]*$/', $key ) ) {
				$overrides[ $key ] = trim( $value );
			}
		}
		return $overrides;
	}
}
