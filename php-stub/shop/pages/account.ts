/**
 * My Account (D): login + register (generate-password off, so #reg_password exists) with Nextend social buttons,
 * the dashboard, orders, edit account and the lost/reset password forms (their forms: parts/account-forms.ts).
 */
import { html, type Html } from '../html'
import { orders } from '../catalogue'
import { estonianDate } from '../format'
import { priceHtml } from '../format'
import { noticesWrapper } from '../parts/notices'
import { editAccountForm, lostPasswordForm, loginForms } from '../parts/account-forms'
import { editAddressForm } from '../parts/addresses'
import { accountPaths, accountUrl, type RequestContext } from '../context'
import { nonce, nonceActions } from '../visitors'
import type { PageOptions } from '../layout'

function accountNavigation(ctx: RequestContext, current: string): Html {
  const links: [string, string, string][] = [
    ['dashboard', 'Töölaud', accountUrl],
    ['orders', 'Tellimused', accountPaths.orders],
    ['edit-address', 'Aadressid', accountPaths.editAddress],
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
    const content = html`<div class="container"><h1 class="entry-title">Minu konto</h1><div class="woocommerce">${noticesWrapper(ctx.visitor.notices.splice(0))}${loginForms({ login: nonce(ctx.visitor, nonceActions.login), register: nonce(ctx.visitor, nonceActions.register) })}</div></div>`
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
  const form = editAccountForm({ user, nonce: nonce(ctx.visitor, nonceActions.editAccount) })
  return accountShell(ctx, 'edit-account', 'Konto andmed', form, ' woocommerce-edit-account')
}

/** Lost password: the request form, or with `?key=…&login=…` the reset form. */
export function lostPasswordPage(ctx: RequestContext): PageOptions {
  const key = ctx.url.searchParams.get('key')
  const login = ctx.url.searchParams.get('login')
  const form = lostPasswordForm({ nonce: nonce(ctx.visitor, nonceActions.resetPassword), reset: key && login ? { key, login } : undefined })
  const content = html`<div class="container"><h1 class="entry-title">${key ? 'Uus salasõna' : 'Kaotatud salasõna'}</h1><div class="woocommerce">${noticesWrapper(ctx.visitor.notices.splice(0))}${form}</div></div>`
  return { pageType: 'account', title: 'Kaotatud salasõna', bodyClass: 'page-template-default page woocommerce-account woocommerce-page woocommerce-lost-password', content }
}

/** `/minu-konto/muuda-aadressi/arveldus/`: the billing address form, with the saved address or what was just posted. */
export function editAddressPage(ctx: RequestContext, posted?: Record<string, string>): PageOptions {
  const values = posted ?? { billing_country: ctx.visitor.country, ...ctx.visitor.billingAddress }
  const form = editAddressForm(values, nonce(ctx.visitor, nonceActions.editAddress))
  return accountShell(ctx, 'edit-address', 'Aadressid', form, ' woocommerce-edit-address')
}
