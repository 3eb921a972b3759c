/** A probe feature script for the shared-store test: it only changes the cart store. */
import { $cart } from '../../../src/stores/cart'

;(window as unknown as { probeAdd: () => void }).probeAdd = () => $cart.setKey('itemCount', $cart.get().itemCount + 1)
