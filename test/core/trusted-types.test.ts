/**
 * Saar's Trusted Types policy (src/trusted-types.ts) and the sinks that use it: with the browser's `trustedTypes`
 * (stood in here: jsdom has none), one policy named `saar` is made once, at the first sink; markup reaches the inert
 * parsers only through it, script URLs only once their caller checked them; without Trusted Types, or where the page's policy refuses the
 * name, strings pass as they are.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

interface Rules {
  createHTML(input: string): string
  createScriptURL(input: string): string
}

/** Installs a stand-in `trustedTypes` that records its policies and what went through them, then loads fresh modules. */
async function withTrustedTypes(createPolicy?: (name: string, rules: Rules) => Rules) {
  const made: string[] = []
  const html: string[] = []
  const urls: string[] = []
  ;(globalThis as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy:
      createPolicy ??
      ((name: string, rules: Rules): Rules => {
        made.push(name)
        return {
          createHTML: (input) => (html.push(input), rules.createHTML(input)),
          createScriptURL: (input) => (urls.push(input), rules.createScriptURL(input)),
        }
      }),
  }
  vi.resetModules()
  const trusted = await import('../../src/trusted-types')
  const safeHtml = await import('../../src/safe-html')
  return { made, html, urls, trusted, safeHtml }
}

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes
})

describe('Trusted Types', () => {
  it('makes one policy, `saar`, at the first sink, and passes the inert parsers their markup through it', async () => {
    const { made, html, safeHtml } = await withTrustedTypes()
    expect(made).toEqual([]) // nothing at load: a page without sinks makes no policy
    const fragment = safeHtml.cleanFragment('<b class="x">ok</b><img src=x onerror="alert(1)">')
    expect(fragment.querySelector('b')!.textContent).toBe('ok')
    expect(fragment.querySelector('img')!.hasAttribute('onerror')).toBe(false)
    expect(safeHtml.textOf('<p>a <em>b</em></p>')).toBe('a b')
    safeHtml.safeFragment('<del>5</del>')
    expect(made).toEqual(['saar'])
    expect(html).toEqual(['<b class="x">ok</b><img src=x onerror="alert(1)">', '<body><p>a <em>b</em></p></body>', '<body><del>5</del></body>'])
  })

  it('is asked for no script URL its caller has not checked: the loader refuses other origins and schemes first', async () => {
    const { urls } = await withTrustedTypes()
    const { loadScript } = await import('../../src/loader')
    for (const bad of ['javascript:alert(1)', 'data:text/javascript,alert(1)', 'https://evil.test/x.js'])
      await expect(loadScript(bad), bad).rejects.toThrow(/Refused to load/)
    expect(urls).toEqual([])
    expect(document.head.querySelectorAll('script')).toHaveLength(0)
  })

  it('gives the loader’s injected script its URL through the policy', async () => {
    const { urls } = await withTrustedTypes()
    const { loadScript } = await import('../../src/loader')
    void loadScript('/wp-content/plugins/saar/dist/zoom.1.js').catch(() => {})
    expect(urls).toEqual([`${location.origin}/wp-content/plugins/saar/dist/zoom.1.js`])
    expect(document.head.querySelector<HTMLScriptElement>('script[src$="zoom.1.js"]')).not.toBeNull()
  })

  it('falls back to plain strings where the page’s policy refuses the name, or the browser has no Trusted Types', async () => {
    const refused = await withTrustedTypes(() => {
      throw new TypeError('Policy "saar" disallowed.')
    })
    expect(refused.trusted.trustedHTML('<i>a</i>')).toBe('<i>a</i>')
    expect(refused.safeHtml.textOf('<i>a</i>')).toBe('a')
    delete (globalThis as { trustedTypes?: unknown }).trustedTypes
    vi.resetModules()
    const { trustedScriptURL } = await import('../../src/trusted-types')
    expect(trustedScriptURL('https://x.test/a.js')).toBe('https://x.test/a.js')
  })
})
