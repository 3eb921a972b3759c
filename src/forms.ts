/**
 * Form helpers shared by islands.
 */
import { settings } from './settings'

/**
 * Gives a POST form the four anti-spam fields it lacks (forms printed by plugins that do not know about them, or
 * forms that arrive later in a popup). GET forms are left alone.
 */
export function addAntiSpamFields(form: HTMLFormElement, fields = settings().antiSpam): void {
  if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'post') return
  for (const [name, value] of Object.entries(fields)) {
    if (form.elements.namedItem(name)) continue
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.appendChild(input)
  }
}

/**
 * Submits a form the way a submit button would (validation and submit listeners run), where the browser can. The
 * fallback calls the prototype's submit(): a control named `submit` (WordPress's comment button) hides `form.submit`.
 */
export function submitForm(form: HTMLFormElement): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit()
  else HTMLFormElement.prototype.submit.call(form)
}
