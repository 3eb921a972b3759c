/** Injecting a third party's script: only an http(s) address, async, once per loader. */
import { safeUrl } from '../../../../src/safe-url'

/** The script's address: the `pysOptions` block's `scriptUrl` (a shop's proxy, the stand-in), else the vendor's. */
export const scriptUrl = (block: Record<string, unknown>, vendor: string): string => (typeof block.scriptUrl == 'string' && block.scriptUrl) || vendor

/** Appends the script; resolves when it has run, rejects when it cannot load (a blocker, offline) or is no http(s) URL. */
export function inject(url: string): Promise<void> {
  const src = safeUrl(url)
  return new Promise((resolve, reject) => {
    if (!src) return reject(new Error(`Refused to load ${url}`))
    const script = document.createElement('script')
    script.src = src.href
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`Could not load ${src.href}`))
    document.head.append(script)
  })
}

/** The window's globals the stubs live in. */
export const win = window as unknown as Record<string, unknown>
