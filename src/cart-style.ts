/**
 * How the shop shows its cart after an add: the plugin's setting, else what Flatsome printed (its off-canvas cart link,
 * `[data-open="#cart-popup"]`, means off-canvas; `flatsomeVars.is_mini_cart_reveal` off means Flatsome would show no
 * cart). The cart's code opens it so (islands/cart/open-cart.ts); the header brings a header hidden on scroll back for
 * the dropdown (islands/header). Stateless: each script that asks bundles it.
 */
import { featureSettings, toBool } from './settings'
import { printed } from './stock-globals'

/**
 * The cart style: `dropdown`, `off-canvas`, or undefined when Flatsome would show no cart after an add (`asked`:
 * another plugin asks for it with `flatsome-open-mini-cart`, which Flatsome's "mini cart reveal" setting does not stop).
 */
export function cartStyle(asked?: boolean): string | undefined {
  const style = featureSettings('theme').cartStyle
  if (typeof style === 'string') return style
  const flatsome = printed('flatsomeVars')
  if (!asked && flatsome && !toBool(flatsome.is_mini_cart_reveal)) return undefined
  return document.querySelector('[data-open="#cart-popup"]') ? 'off-canvas' : 'dropdown'
}
