/** WooCommerce notices as wc_print_notices() prints them, inside Flatsome's `.woocommerce-notices-wrapper`. */
import { html, type Html } from '../html'
import type { Notice } from '../visitors'

export function noticeHtml(notices: Notice[]): Html {
  const errors = notices.filter((n) => n.type === 'error')
  const link = (n: Notice): Html => (n.link ? html`<a href="${n.link.href}" class="button wc-forward">${n.link.label}</a> ` : html``)
  // A removed cart item's undo link comes after the text, as WC_Form_Handler::update_cart_action writes it.
  const restore = (n: Notice): Html => (n.restore ? html` <a href="${n.restore}" class="restore-item">Võta tagasi?</a>` : html``)
  return html`${notices
    .filter((n) => n.type === 'success')
    .map((n) => html`<div class="woocommerce-message message-wrapper" role="alert"><div class="message-container container success-color medium-text-center">${link(n)}${n.text}${restore(n)}</div></div>`)}${
    errors.length ? html`<ul class="woocommerce-error message-wrapper" role="alert">${errors.map((n) => html`<li><div class="message-container container alert-color medium-text-center">${n.text}</div></li>`)}</ul>` : ''
  }${notices.filter((n) => n.type === 'notice').map((n) => html`<div class="woocommerce-info message-wrapper" role="status"><div class="message-container container medium-text-center">${link(n)}${n.text}</div></div>`)}`
}

/** The wrapper every WooCommerce page prints (empty when there is nothing to say). */
export const noticesWrapper = (notices: Notice[]): Html => html`<div class="woocommerce-notices-wrapper">${noticeHtml(notices)}</div>`
