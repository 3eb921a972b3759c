/**
 * The `password` script (every page): the trigger of Saar's password strength meter, on every field WooCommerce's
 * meter would serve — the register form of Flatsome's header account popup, which the theme prints on every page
 * (so WooCommerce enqueues its meter on every page, and with it jQuery, WordPress's meter and zxcvbn), a register or
 * reset form in a page-builder block, the account pages and the checkout. It waits for the first focus of such a
 * field; only then do the meter's code and zxcvbn come (islands/account/password-field.ts). The plugin replaces
 * WooCommerce's meter with it wherever that is enqueued and the account feature is on (Saar_Supersede).
 *
 * Where WooCommerce's meter runs after all (Saar enqueued by hand beside it), the meter's code stands down when it
 * arrives (lazy/password-meter.ts, src/stock.ts): the check is not made here, since its helpers would double this
 * script, which every page loads (the product page's budget has no room for them).
 */
import { onReady, wireAll } from '../src/dom'
import { PASSWORD_SELECTOR, wirePasswordField } from '../islands/account/password-field'

onReady(() => void wireAll<HTMLInputElement>(PASSWORD_SELECTOR, wirePasswordField))
