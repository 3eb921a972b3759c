/**
 * WooCommerce's account forms (myaccount/form-login.php, form-edit-account.php, form-lost-password.php,
 * form-reset-password.php) in Flatsome's markup, with Nextend Social Login's buttons under the login form, and
 * Flatsome's header account popup that prints the login and register forms on the other pages. Each takes its nonces
 * as arguments.
 */
import { html, raw, type Html } from '../html'
import { accountPaths, accountUrl, type PageType, type RequestContext } from '../context'
import { nonce, nonceActions } from '../visitors'

const required = html`${raw('&nbsp;')}<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Nõutud</span>`

/** Nextend Social Login's buttons (shop-plugins.md §3). */
export function socialButtons(action: 'connect' | 'link'): Html {
  const providers: [string, string, string][] = [['google', 'Google', '#1a56c8'], ['facebook', 'Facebook', '#0b5fcc']]
  return html`<div class="nsl-container nsl-container-block" data-align="left"><div class="nsl-container-buttons">${providers.map(
    ([id, name, colour]) => html`<a href="/wp-login.php?loginSocial=${id}" rel="nofollow" aria-label="${`Jätka teenusega ${name}`}" data-plugin="nsl" data-action="${action}" data-provider="${id}" data-redirect="current" data-popupwidth="${id === 'google' ? 600 : 475}" data-popupheight="${id === 'google' ? 600 : 175}"><div class="nsl-button nsl-button-default nsl-button-${id}" data-skin="${id === 'google' ? 'light' : 'dark'}" style="background-color:${raw(colour)};"><div class="nsl-button-svg-container"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="10" fill="#fff"/></svg></div><div class="nsl-button-label-container">Jätka teenusega <b>${name}</b></div></div></a>`,
  )}</div></div>`
}

/**
 * The login and register forms side by side (`#customer_login`), each with its nonce and the page it was printed on
 * (`_wp_http_referer`, where WooCommerce sends the shopper back after registering: the account page, or the page of
 * the header popup).
 */
export function loginForms(nonces: { login: string; register: string }, referer: string = accountUrl): Html {
  return html`<div class="account-container lightbox-inner"><div class="col2-set row row-divided row-large" id="customer_login">
<div class="col-1 large-6 col pb-0"><div class="account-login-inner"><h2 class="uppercase">Logi sisse</h2>
<form class="woocommerce-form woocommerce-form-login login" method="post">
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="username">Kasutajanimi või e-posti aadress${required}</label><input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username" value="" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="password">Parool${required}</label><input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p>
<p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Jäta mind meelde</span></label><input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${nonces.login}"><input type="hidden" name="_wp_http_referer" value="${referer}"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Logi sisse">Logi sisse</button></p>
<p class="woocommerce-LostPassword lost_password"><a href="${accountPaths.lostPassword}">Kaotasid parooli?</a></p>
${socialButtons('connect')}
</form></div></div>
<div class="col-2 large-6 col pb-0"><div class="account-register-inner"><h2 class="uppercase">Registreeru</h2>
<form method="post" class="woocommerce-form woocommerce-form-register register">
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_email">E-posti aadress${required}</label><input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" autocomplete="email" value="" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_password">Parool${required}</label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true"></p>
<wc-order-attribution-inputs></wc-order-attribution-inputs>
<div class="woocommerce-privacy-policy-text"><p>Sinu isikuandmeid kasutatakse konto haldamiseks ja kogemuse toetamiseks sellel veebilehel.</p></div>
<p class="woocommerce-form-row form-row"><input type="hidden" id="woocommerce-register-nonce" name="woocommerce-register-nonce" value="${nonces.register}"><input type="hidden" name="_wp_http_referer" value="${referer}"><button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Registreeru">Registreeru</button></p>
</form></div></div>
</div></div>`
}

/**
 * Whether the page prints Flatsome's header account popup (inc/woocommerce/structure-wc-global.php,
 * flatsome_account_login_lightbox, on wp_footer; Flatsome 3.19.14): for a visitor who is logged out, with the header's
 * account "lightbox" style (Flatsome's default), on every page but the checkout and the account pages, where the
 * header's link goes to the page itself. WooCommerce's password meter is enqueued with it there (the theme enqueues
 * `wc-password-strength-meter` when the shop lets shoppers choose their password), which Saar's `password` script
 * replaces.
 */
export const printsLoginPopup = (ctx: RequestContext, pageType: PageType): boolean => !ctx.user && pageType !== 'checkout' && pageType !== 'account'

/**
 * The header's account item (template-parts/header/partials/element-account.php): the account page's link, which
 * opens the popup (`data-open="#login-form-popup"`) where the page prints it.
 */
export const headerAccountItem = (ctx: RequestContext, pageType: PageType): Html =>
  html`<li class="account-item has-icon"><a href="${accountUrl}" class="nav-top-link ${ctx.user ? 'nav-top-logged-in' : 'nav-top-not-logged-in'}"${
    printsLoginPopup(ctx, pageType) ? raw(' data-open="#login-form-popup"') : ''
  }>${ctx.user ? 'Minu konto' : 'Logi sisse'}</a></li>`

/**
 * Flatsome's header account popup: the account page's login and register forms (the same ids: the popup is not
 * printed where they are) in `#login-form-popup.lightbox-content.mfp-hide`, inside `.woocommerce`. Its forms post to
 * the page they are on, which WooCommerce's form handler takes on any page (routes.ts). Empty where it is not printed.
 */
export function loginPopup(ctx: RequestContext, pageType: PageType): Html {
  if (!printsLoginPopup(ctx, pageType)) return html``
  const nonces = { login: nonce(ctx.visitor, nonceActions.login), register: nonce(ctx.visitor, nonceActions.register) }
  return html`<div id="login-form-popup" class="lightbox-content mfp-hide"><div class="woocommerce">${loginForms(nonces, ctx.url.pathname)}</div></div>
`
}

/** Edit account: names, display name, email and the password change (current, new, repeated). */
export function editAccountForm(o: { user: string; nonce: string }): Html {
  const row = (cls: string, id: string, label: Html | string, input: Html) =>
    html`<p class="woocommerce-form-row woocommerce-form-row--${cls} form-row form-row-${cls}"><label for="${id}">${label}</label>${input}</p>`
  const pw = (id: string, label: string) =>
    row('wide', id, label, html`<input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="${id}" id="${id}" autocomplete="${id === 'password_current' ? 'current-password' : 'new-password'}">`)
  const form = html`<form class="woocommerce-EditAccountForm edit-account" action="" method="post">
${row('first', 'account_first_name', html`Eesnimi${required}`, html`<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_first_name" id="account_first_name" autocomplete="given-name" value="Demo" required aria-required="true">`)}
${row('last', 'account_last_name', html`Perekonnanimi${required}`, html`<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_last_name" id="account_last_name" autocomplete="family-name" value="Kasutaja" required aria-required="true">`)}
<div class="clear"></div>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="account_display_name">Kuvatav nimi${required}</label><input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_display_name" id="account_display_name" aria-describedby="account_display_name_description" value="${o.user}" required aria-required="true"> <span id="account_display_name_description"><em>Nii kuvatakse sinu nime konto osas ja arvustustes</em></span></p>
${row('wide', 'account_email', html`E-posti aadress${required}`, html`<input type="email" class="woocommerce-Input woocommerce-Input--email input-text" name="account_email" id="account_email" autocomplete="email" value="${`${o.user}@example.ee`}" required aria-required="true">`)}
<fieldset><legend>Salasõna muutmine</legend>
${pw('password_current', 'Praegune salasõna (jäta tühjaks, kui ei soovi muuta)')}
${pw('password_1', 'Uus salasõna (jäta tühjaks, kui ei soovi muuta)')}
${pw('password_2', 'Kinnita uus salasõna')}
</fieldset><div class="clear"></div>
<p><input type="hidden" id="save-account-details-nonce" name="save-account-details-nonce" value="${o.nonce}"><input type="hidden" name="_wp_http_referer" value="${accountPaths.editAccount}"><button type="submit" class="woocommerce-Button button" name="save_account_details" value="Salvesta muudatused">Salvesta muudatused</button><input type="hidden" name="action" value="save_account_details"></p>
</form>`
  return form
}

/**
 * Lost password: the form asking for the login, or with `reset` (the link's key and login) the form setting the new
 * password; `nonce` is WordPress's reset_password nonce.
 */
export function lostPasswordForm(o: { nonce: string; reset?: { key: string; login: string } }): Html {
  const nonceField = html`<input type="hidden" id="woocommerce-lost-password-nonce" name="woocommerce-${o.reset ? 'reset' : 'lost'}-password-nonce" value="${o.nonce}"><input type="hidden" name="_wp_http_referer" value="${accountPaths.lostPassword}">`
  return o.reset
    ? html`<form method="post" class="woocommerce-ResetPassword lost_reset_password"><p>Sisesta allpool uus salasõna.</p>
<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first"><label for="password_1">Uus salasõna${required}</label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password_1" id="password_1" autocomplete="new-password" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--last form-row form-row-last"><label for="password_2">Korda uut salasõna${required}</label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password_2" id="password_2" autocomplete="new-password" required aria-required="true"></p>
<input type="hidden" name="reset_key" value="${o.reset.key}"><input type="hidden" name="reset_login" value="${o.reset.login}"><div class="clear"></div>
<p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true"><button type="submit" class="woocommerce-Button button" value="Salvesta">Salvesta</button></p>${nonceField}</form>`
    : html`<form method="post" class="woocommerce-ResetPassword lost_reset_password"><p>Kaotasid salasõna? Sisesta oma kasutajanimi või e-posti aadress. Saad e-postiga lingi uue salasõna loomiseks.</p>
<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first"><label for="user_login">Kasutajanimi või e-post${required}</label><input class="woocommerce-Input woocommerce-Input--text input-text" type="text" name="user_login" id="user_login" autocomplete="username" required aria-required="true"></p><div class="clear"></div>
<p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true"><button type="submit" class="woocommerce-Button button" value="Lähtesta salasõna">Lähtesta salasõna</button></p>${nonceField}</form>`
}
