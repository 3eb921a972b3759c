/** GTM's data layer push of an event (tracking-consent.md §2.2, spec §9's mapping). */
import { type Commerce } from './commerce'
import { ga4Payload } from './ga4'

/** Spec §9: Meta's names as GTM events; other names pass as they are. */
export const GTM_NAMES: Record<string, string> = {
  ViewContent: 'view_item', AddToCart: 'add_to_cart', InitiateCheckout: 'begin_checkout', Purchase: 'purchase', Lead: 'generate_lead',
  CompleteRegistration: 'sign_up', AddPaymentInfo: 'set_checkout_option',
}

/** `{ecommerce}` of a cart event: GA4's shape. */
export const gtmPayload = (c: Commerce): Record<string, unknown> => ({ ecommerce: ga4Payload(c) })

/**
 * The pushes of one event: `{ecommerce: null}` first when it carries an ecommerce object (so GTM does not merge it
 * into the previous one), then `{event, …params, event_id}`.
 */
export function gtmPushes(name: string, params: Record<string, unknown>, id: string): Record<string, unknown>[] {
  const push = { event: GTM_NAMES[name] ?? name, ...params, event_id: id }
  return params.ecommerce ? [{ ecommerce: null }, push] : [push]
}
