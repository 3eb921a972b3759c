/**
 * The show-password button beside a password field (WooCommerce's `button.show-password-input`). It switches the
 * field between masked and plain text. A pointer click hands focus back to the field so typing goes on; a
 * keyboard press leaves focus on the button, where the keyboard user is.
 */
import { useState, type MouseEvent } from 'react'
import { t } from '../../src/i18n'
import { passwordHide, passwordShow } from '../../src/messages'

export interface ShowPasswordToggleProps {
  input: HTMLInputElement
}

export function ShowPasswordToggle({ input }: ShowPasswordToggleProps) {
  const [shown, setShown] = useState(false)
  const toggle = (event: MouseEvent<HTMLButtonElement>): void => {
    event.preventDefault()
    const next = !shown
    input.type = next ? 'text' : 'password'
    input.closest('.password-input')?.classList.toggle('display-password', next)
    setShown(next)
    // `detail` is 0 for a keyboard activation.
    if (event.detail > 0) input.focus()
  }
  return (
    <button
      type="button"
      className={shown ? 'show-password-input display-password' : 'show-password-input'}
      aria-label={t(shown ? passwordHide : passwordShow)}
      aria-controls={input.id || undefined}
      onClick={toggle}
    />
  )
}
