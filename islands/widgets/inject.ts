/**
 * Injecting a widget host's script (the bootstrap, the data file, the bundle, widget scripts, the editor bootstrap, a
 * captcha library) under a strict CSP: each carries the nonce of Saar's own script tag, which the first-load
 * `widgets` script reads as it runs (`document.currentScript.nonce`: browsers hide the attribute afterwards).
 */
import { safeUrl } from '../../src/safe-url'
import { trustedScriptURL } from '../../src/trusted-types'

/** Appends an async script with the nonce; resolves when it has run, rejects when it cannot load or is no http(s) URL. */
export function injectScript(url: string, nonce: string, id?: string): Promise<HTMLScriptElement> {
  return new Promise((resolve, reject) => {
    const src = safeUrl(url)
    if (!src) return reject(new Error(`Refused to load ${url}`))
    const script = document.createElement('script')
    if (nonce) script.nonce = nonce
    if (id) script.id = id
    script.dataset.saar = ''
    script.src = trustedScriptURL(src.href)
    script.async = true
    script.onload = () => resolve(script)
    script.onerror = () => {
      script.remove()
      reject(new Error(`Could not load ${url}`))
    }
    document.head.append(script)
  })
}
