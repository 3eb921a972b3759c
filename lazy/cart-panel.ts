/** The off-canvas cart panel, loaded on demand by the cart script after the first add on off-canvas shops. */
import { provide } from '../src/loader'
import { openPanel } from '../islands/cart/panel'

provide('cart-panel', openPanel)
