/** Helpers for DOM tests: page settings, markup, and waiting for islands to render. */
import type { RawSettings } from '../../src/settings'

/** Prints the plugin's settings JSON into the document, as the plugin does. */
export function printSettings(settings: RawSettings): void {
  const el = document.createElement('script')
  el.type = 'application/json'
  el.id = 'saar-settings'
  el.textContent = JSON.stringify(settings)
  document.head.appendChild(el)
}

/** Replaces the body with server markup. */
export function serverMarkup(html: string): void {
  document.body.innerHTML = html
}

/** Lets islands render: React 19 renders in a later task, preact after a microtask; both are done after this. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 5))
}
