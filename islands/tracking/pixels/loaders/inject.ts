/** Injecting a third party's script: only an http(s) address, async, with the page's nonce, once per loader. */
import { safeUrl } from '../../../../src/safe-url'
import { pageNonce } from '../../../../src/nonce'
import { trustedScriptURL } from '../../../../src/trusted-types'

/** The script's address: the `pysOptions` block's `scriptUrl` (a shop's proxy, the stand-in), else the vendor's. */
export const scriptUrl = (block: Record<string, unknown>, vendor: string): string => (typeof block.scriptUrl == 'string' && block.scriptUrl) || vendor

/**
 * Appends the script; resolves true when it has run, false when it cannot load (a blocker, offline: said on the
 * console) or is no http(s) URL. Never rejects: a pixel that cannot load takes nothing else down.
 */
export function inject(url: string): Promise<boolean> {
  const src = safeUrl(url)
  return new Promise((resolve) => {
    const script = document.createElement('script')
    const fail = (): void => {
      console.warn('[saar] cannot load', url)
      resolve(false)
    }
    if (!src) return fail()
    script.nonce = pageNonce() // a strict CSP lets the pixel in only with the page's nonce
    script.src = trustedScriptURL(src.href)
    script.async = true
    script.onload = () => resolve(true)
    script.onerror = fail
    document.head.append(script)
  })
}

/** The window's globals the stubs live in. */
export const win = window as unknown as Record<string, unknown>
