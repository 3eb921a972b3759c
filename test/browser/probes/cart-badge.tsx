/** A probe feature script for the shared-store test: an island that shows the cart store's item count. */
import { createRoot } from 'react-dom/client'
import { $cart } from '../../../src/stores/cart'
import { useStore } from '../../../src/stores/use-store'

function Badge() {
  const cart = useStore($cart)
  return <output id="probe-badge">{cart.itemCount}</output>
}

const slot = document.createElement('div')
document.body.appendChild(slot)
createRoot(slot).render(<Badge />)
