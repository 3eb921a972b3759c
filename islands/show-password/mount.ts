/**
 * The show-password button beside a password field (WooCommerce's `button.show-password-input`, woocommerce.js's
 * markup): a real button, plain DOM (the theme script carries no React). It switches the field between masked and
 * plain text. A pointer click hands focus back to the field so typing goes on; a keyboard press leaves focus on the
 * button, where the keyboard user is. A field that already has a toggle (the stock script ran first) is left alone.
 *
 * It usually comes after first paint, so it must move nothing (no layout shift): the button is positioned absolutely
 * (show-password.css; themes place it over the field's end), and the field is wrapped in `span.password-input` (themes style that
 * wrapper) only in a box that takes the field's exact place, unless the server already wrapped it.
 */
import { ownMarkup } from '../../src/dom'
import { t } from '../../src/i18n'
import { passwordHide, passwordShow } from '../../src/messages'

/**
 * Wraps the field in a span that keeps the field's place: the theme's CSS for the wrapper where that keeps it (as
 * Flatsome's and WooCommerce's block wrappers do around a full-width field), else a box that lays out as the field
 * did (an inline wrapper leaves an inline field's line, its width in % and its alignment as they were). Measured,
 * since a theme's CSS decides how the field sits; a field that is not rendered (in a hidden section) has no place to
 * keep, and gets the theme's wrapper.
 */
function wrap(input: HTMLInputElement): HTMLElement {
  const wrapper = document.createElement('span')
  wrapper.className = 'password-input'
  const parent = input.parentElement!
  const place = (): string => {
    const r = input.getBoundingClientRect()
    return [r.x, r.y, r.width, r.height, parent.getBoundingClientRect().height].join()
  }
  const before = input.getClientRects().length ? place() : ''
  const inline = getComputedStyle(input).display.startsWith('inline')
  // Moving the field blurs it, and the toggles come when it comes into view: often as the shopper starts typing in it
  // (the header popup, the checkout's account box). They keep typing where they were.
  const typing = document.activeElement === input && ([input.selectionStart, input.selectionEnd] as const)
  input.before(wrapper)
  wrapper.append(input)
  if (typing) input.focus({ preventScroll: true }), input.setSelectionRange(...typing)
  if (before && place() !== before) wrapper.style.display = inline ? 'inline' : 'block'
  return wrapper
}

export function mountShowPassword(input: HTMLInputElement): void {
  const parent = input.parentElement
  if (!parent || parent.querySelector('.show-password-input')) return
  const wrapper = parent.classList.contains('password-input') ? parent : wrap(input)
  // The button's containing block, so it stays out of the flow of the field's line.
  if (getComputedStyle(wrapper).position === 'static') wrapper.style.position = 'relative'
  const button = ownMarkup(document.createElement('button'))
  button.type = 'button'
  // Its own class too: the sheet's rule is for Saar's toggle only, never woocommerce.js's where that one runs.
  button.className = 'show-password-input saar-show-password'
  if (input.id) button.setAttribute('aria-controls', input.id)
  let shown = false
  const render = (): void => {
    button.classList.toggle('display-password', shown)
    wrapper.classList.toggle('display-password', shown)
    button.setAttribute('aria-label', t(shown ? passwordHide : passwordShow))
  }
  button.addEventListener('click', (event) => {
    event.preventDefault()
    shown = !shown
    input.type = shown ? 'text' : 'password'
    render()
    // `detail` is 0 for a keyboard activation.
    if (event.detail > 0) input.focus()
  })
  render()
  wrapper.append(button)
}
