/**
 * Puts a show-password toggle after every password field of a WooCommerce form, wrapping the field in
 * `span.password-input` as woocommerce.js does (themes style that wrapper). A field that already has a toggle
 * (the stock script ran first) is left alone.
 */
import { createRoot } from 'react-dom/client'
import { ShowPasswordToggle } from './ShowPasswordToggle'

export function mountShowPassword(input: HTMLInputElement): void {
  const parent = input.parentElement
  if (!parent || parent.querySelector('.show-password-input, .saar-show-password')) return
  let wrapper = parent.classList.contains('password-input') ? parent : null
  if (!wrapper) {
    wrapper = document.createElement('span')
    wrapper.className = 'password-input'
    parent.insertBefore(wrapper, input)
    wrapper.appendChild(input)
  }
  const slot = document.createElement('span')
  slot.className = 'saar-show-password'
  wrapper.appendChild(slot)
  createRoot(slot).render(<ShowPasswordToggle input={input} />)
}
