/**
 * Form helpers shared by islands.
 */
import { antiSpamFields } from './ajax'
import { isSameOrigin } from './safe-url'

/**
 * Gives a POST form the four anti-spam fields it lacks (forms printed by plugins that do not know about them, or
 * forms that arrive later in a popup), from the settings or else the page's other POST forms (antiSpamFields).
 * GET forms and forms posting to another origin are left alone.
 */
export function addAntiSpamFields(form: HTMLFormElement, fields?: Record<string, string>): void {
  if ((form.getAttribute('method') ?? 'get').toLowerCase() !== 'post') return
  // The shop's values go only to the shop: a form posting to another origin gets none.
  if (!isSameOrigin(form.getAttribute('action') || location.href)) return
  for (const [name, value] of Object.entries(fields ?? antiSpamFields())) {
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
