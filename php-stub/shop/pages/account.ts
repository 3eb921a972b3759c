/**
 * My Account (D): login + register (generate-password off, so #reg_password exists) with Nextend social buttons,
 * the dashboard, orders, edit account and the lost/reset password forms.
 */
import { html, raw, type Html } from '../html'
import { orders } from '../catalogue'
import { estonianDate } from '../format'
import { priceHtml } from '../format'
import { noticesWrapper } from '../parts/notices'
import { accountUrl, type RequestContext } from '../context'
import { nonce, nonceActions } from '../visitors'
import type { PageOptions } from '../layout'

export const accountPaths = {
  orders: `${accountUrl}tellimused/`,
  editAccount: `${accountUrl}muuda-kontot/`,
  lostPassword: `${accountUrl}kaotatud-parool/`,
  logout: `${accountUrl}logi-valja/`,
}

const required = html`${raw('&nbsp;')}<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Nõutud</span>`

/** Nextend Social Login's buttons (shop-plugins.md §3). */
function socialButtons(action: 'connect' | 'link'): Html {
  const providers: [string, string, string][] = [['google', 'Google', '#1a56c8'], ['facebook', 'Facebook', '#0b5fcc']]
  return html`<div class="nsl-container nsl-container-block" data-align="left"><div class="nsl-container-buttons">${providers.map(
    ([id, name, colour]) => html`<a href="/wp-login.php?loginSocial=${id}" rel="nofollow" aria-label="${`Jätka teenusega ${name}`}" data-plugin="nsl" data-action="${action}" data-provider="${id}" data-redirect="current" data-popupwidth="${id === 'google' ? 600 : 475}" data-popupheight="${id === 'google' ? 600 : 175}"><div class="nsl-button nsl-button-default nsl-button-${id}" data-skin="${id === 'google' ? 'light' : 'dark'}" style="background-color:${raw(colour)};"><div class="nsl-button-svg-container"><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="10" fill="#fff"/></svg></div><div class="nsl-button-label-container">Jätka teenusega <b>${name}</b></div></div></a>`,
  )}</div></div>`
}

function loginForms(ctx: RequestContext): Html {
  const v = ctx.visitor
  return html`<div class="account-container lightbox-inner"><div class="col2-set row row-divided row-large" id="customer_login">
<div class="col-1 large-6 col pb-0"><div class="account-login-inner"><h2 class="uppercase">Logi sisse</h2>
<form class="woocommerce-form woocommerce-form-login login" method="post">
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="username">Kasutajanimi või e-posti aadress${required}</label><input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username" value="" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="password">Parool${required}</label><input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p>
<p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Jäta mind meelde</span></label><input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${nonce(v, nonceActions.login)}"><input type="hidden" name="_wp_http_referer" value="${accountUrl}"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Logi sisse">Logi sisse</button></p>
<p class="woocommerce-LostPassword lost_password"><a href="${accountPaths.lostPassword}">Kaotasid parooli?</a></p>
${socialButtons('connect')}
</form></div></div>
<div class="col-2 large-6 col pb-0"><div class="account-register-inner"><h2 class="uppercase">Registreeru</h2>
<form method="post" class="woocommerce-form woocommerce-form-register register">
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_email">E-posti aadress${required}</label><input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" autocomplete="email" value="" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_password">Parool${required}</label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true"></p>
<wc-order-attribution-inputs></wc-order-attribution-inputs>
<div class="woocommerce-privacy-policy-text"><p>Sinu isikuandmeid kasutatakse konto haldamiseks ja kogemuse toetamiseks sellel veebilehel.</p></div>
<p class="woocommerce-form-row form-row"><input type="hidden" id="woocommerce-register-nonce" name="woocommerce-register-nonce" value="${nonce(v, nonceActions.register)}"><input type="hidden" name="_wp_http_referer" value="${accountUrl}"><button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Registreeru">Registreeru</button></p>
</form></div></div>
</div></div>`
}

function accountNavigation(ctx: RequestContext, current: string): Html {
  const links: [string, string, string][] = [
    ['dashboard', 'Töölaud', accountUrl],
    ['orders', 'Tellimused', accountPaths.orders],
    ['edit-account', 'Konto andmed', accountPaths.editAccount],
    ['customer-logout', 'Logi välja', `${accountPaths.logout}?_wpnonce=${nonce(ctx.visitor, nonceActions.logout)}`],
  ]
  return html`<nav class="woocommerce-MyAccount-navigation" aria-label="Konto lehed"><ul class="account-nav nav nav-line nav-uppercase nav-vertical mt-half">${links.map(
    ([key, label, href]) => html`<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${key}${key === current ? ' is-active' : ''}"><a href="${href}"${key === current ? html` aria-current="page"` : ''}>${label}</a></li>`,
  )}</ul></nav>`
}

function accountShell(ctx: RequestContext, current: string, title: string, body: Html, bodyClass = ''): PageOptions {
  const content = html`<div class="container"><h1 class="entry-title">${title}</h1><div class="woocommerce"><div class="row"><div class="large-3 col">${accountNavigation(ctx, current)}</div><div class="large-9 col"><div class="woocommerce-MyAccount-content">${noticesWrapper(ctx.visitor.notices.splice(0))}${body}</div></div></div></div></div>`
  return { pageType: 'account', title, bodyClass: `page-template-default page woocommerce-account woocommerce-page logged-in${bodyClass}`, content }
}

/** `/minu-konto/`: the login and register forms, or the dashboard once logged in. */
export function accountPage(ctx: RequestContext): PageOptions {
  if (!ctx.user) {
    const content = html`<div class="container"><h1 class="entry-title">Minu konto</h1><div class="woocommerce">${noticesWrapper(ctx.visitor.notices.splice(0))}${loginForms(ctx)}</div></div>`
    return { pageType: 'account', title: 'Minu konto', bodyClass: 'page-template-default page woocommerce-account woocommerce-page', content }
  }
  const logout = `${accountPaths.logout}?_wpnonce=${nonce(ctx.visitor, nonceActions.logout)}`
  return accountShell(ctx, 'dashboard', 'Minu konto', html`<p>Tere, <strong>${ctx.user}</strong> (pole <strong>${ctx.user}</strong>? <a href="${logout}">Logi välja</a>)</p><p>Oma konto töölaual saad vaadata <a href="${accountPaths.orders}">viimaseid tellimusi</a> ning <a href="${accountPaths.editAccount}">muuta salasõna ja konto andmeid</a>.</p>`)
}

/** The account sub-pages render for the demo user even without a login, so tests reach their forms directly. */
const userOf = (ctx: RequestContext): string => ctx.user ?? 'demo'

export function ordersPage(ctx: RequestContext): PageOptions {
  const mine = orders.filter((o) => o.id < 2000 || ctx.visitor.orders.includes(o.id))
  const table = html`<table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table"><thead><tr><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-number"><span class="nobr">Tellimus</span></th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-date"><span class="nobr">Kuupäev</span></th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-status"><span class="nobr">Staatus</span></th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-total"><span class="nobr">Kokku</span></th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-actions"><span class="nobr">Tegevused</span></th></tr></thead><tbody>${mine.map(
    (o) => html`<tr class="woocommerce-orders-table__row woocommerce-orders-table__row--status-${o.status} order"><th class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-number" data-title="Tellimus" scope="row"><a href="${accountUrl}vaata-tellimust/${o.id}/" aria-label="${`Vaata tellimust number ${o.id}`}">#${o.id}</a></th><td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-date" data-title="Kuupäev"><time datetime="${o.date}T12:00:00+00:00">${estonianDate(o.date)}</time></td><td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-status" data-title="Staatus">${o.statusLabel}</td><td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-total" data-title="Kokku">${priceHtml(Number(o.total))} ${o.items} toote eest</td><td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-actions" data-title="Tegevused"><a href="${accountUrl}vaata-tellimust/${o.id}/" class="woocommerce-button button view" aria-label="${`Vaata tellimust ${o.id}`}">Vaata</a></td></tr>`,
  )}</tbody></table>`
  return accountShell(ctx, 'orders', 'Tellimused', table, ' woocommerce-orders')
}

export function editAccountPage(ctx: RequestContext): PageOptions {
  const user = userOf(ctx)
  const row = (cls: string, id: string, label: Html | string, input: Html) =>
    html`<p class="woocommerce-form-row woocommerce-form-row--${cls} form-row form-row-${cls}"><label for="${id}">${label}</label>${input}</p>`
  const pw = (id: string, label: string) =>
    row('wide', id, label, html`<input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="${id}" id="${id}" autocomplete="${id === 'password_current' ? 'current-password' : 'new-password'}">`)
  const form = html`<form class="woocommerce-EditAccountForm edit-account" action="" method="post">
${row('first', 'account_first_name', html`Eesnimi${required}`, html`<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_first_name" id="account_first_name" autocomplete="given-name" value="Demo" required aria-required="true">`)}
${row('last', 'account_last_name', html`Perekonnanimi${required}`, html`<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_last_name" id="account_last_name" autocomplete="family-name" value="Kasutaja" required aria-required="true">`)}
<div class="clear"></div>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="account_display_name">Kuvatav nimi${required}</label><input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_display_name" id="account_display_name" aria-describedby="account_display_name_description" value="${user}" required aria-required="true"> <span id="account_display_name_description"><em>Nii kuvatakse sinu nime konto osas ja arvustustes</em></span></p>
${row('wide', 'account_email', html`E-posti aadress${required}`, html`<input type="email" class="woocommerce-Input woocommerce-Input--email input-text" name="account_email" id="account_email" autocomplete="email" value="${`${user}@example.ee`}" required aria-required="true">`)}
<fieldset><legend>Salasõna muutmine</legend>
${pw('password_current', 'Praegune salasõna (jäta tühjaks, kui ei soovi muuta)')}
${pw('password_1', 'Uus salasõna (jäta tühjaks, kui ei soovi muuta)')}
${pw('password_2', 'Kinnita uus salasõna')}
</fieldset><div class="clear"></div>
<p><input type="hidden" id="save-account-details-nonce" name="save-account-details-nonce" value="${nonce(ctx.visitor, nonceActions.editAccount)}"><input type="hidden" name="_wp_http_referer" value="${accountPaths.editAccount}"><button type="submit" class="woocommerce-Button button" name="save_account_details" value="Salvesta muudatused">Salvesta muudatused</button><input type="hidden" name="action" value="save_account_details"></p>
</form>`
  return accountShell(ctx, 'edit-account', 'Konto andmed', form, ' woocommerce-edit-account')
}

/** Lost password: the request form, or with `?key=…&login=…` the reset form. */
export function lostPasswordPage(ctx: RequestContext): PageOptions {
  const key = ctx.url.searchParams.get('key')
  const login = ctx.url.searchParams.get('login')
  const nonceField = html`<input type="hidden" id="woocommerce-lost-password-nonce" name="woocommerce-${key ? 'reset' : 'lost'}-password-nonce" value="${nonce(ctx.visitor, nonceActions.resetPassword)}"><input type="hidden" name="_wp_http_referer" value="${accountPaths.lostPassword}">`
  const form = key && login
    ? html`<form method="post" class="woocommerce-ResetPassword lost_reset_password"><p>Sisesta allpool uus salasõna.</p>
<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first"><label for="password_1">Uus salasõna${required}</label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password_1" id="password_1" autocomplete="new-password" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--last form-row form-row-last"><label for="password_2">Korda uut salasõna${required}</label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password_2" id="password_2" autocomplete="new-password" required aria-required="true"></p>
<input type="hidden" name="reset_key" value="${key}"><input type="hidden" name="reset_login" value="${login}"><div class="clear"></div>
<p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true"><button type="submit" class="woocommerce-Button button" value="Salvesta">Salvesta</button></p>${nonceField}</form>`
    : html`<form method="post" class="woocommerce-ResetPassword lost_reset_password"><p>Kaotasid salasõna? Sisesta oma kasutajanimi või e-posti aadress. Saad e-postiga lingi uue salasõna loomiseks.</p>
<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first"><label for="user_login">Kasutajanimi või e-post${required}</label><input class="woocommerce-Input woocommerce-Input--text input-text" type="text" name="user_login" id="user_login" autocomplete="username" required aria-required="true"></p><div class="clear"></div>
<p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true"><button type="submit" class="woocommerce-Button button" value="Lähtesta salasõna">Lähtesta salasõna</button></p>${nonceField}</form>`
  const content = html`<div class="container"><h1 class="entry-title">${key ? 'Uus salasõna' : 'Kaotatud salasõna'}</h1><div class="woocommerce">${noticesWrapper(ctx.visitor.notices.splice(0))}${form}</div></div>`
  return { pageType: 'account', title: 'Kaotatud salasõna', bodyClass: 'page-template-default page woocommerce-account woocommerce-page woocommerce-lost-password', content }
}
