/**
 * The one URL check (src/safe-url.ts): what may become a link, a navigation, a script's source or a call's address.
 */
import { describe, expect, it } from 'vitest'
import { isSameOrigin, safeUrl } from '../../src/safe-url'

const base = 'https://saarekasitoo.ee/toode/villased-sokid/'
const hostile = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'blob:https://saarekasitoo.ee/1',
  'file:///etc/passwd',
  'http://[::1',
  '',
]

describe('safeUrl', () => {
  it('takes http(s) addresses and paths, resolved against the page', () => {
    expect(safeUrl('/ostukorv/', undefined, base)?.href).toBe('https://saarekasitoo.ee/ostukorv/')
    expect(safeUrl('kassa/', undefined, base)?.href).toBe('https://saarekasitoo.ee/toode/villased-sokid/kassa/')
    expect(safeUrl('http://elsewhere.example/a', undefined, base)?.href).toBe('http://elsewhere.example/a')
  })

  it('never takes javascript:, vbscript:, data:, blob:, file:, a broken URL, an empty one, or what is no string', () => {
    for (const url of [...hostile, undefined, null, 12, { href: base }])
      for (const rule of [undefined, 'own', 'image'] as const) expect(safeUrl(url, rule, base), `${String(url)} ${rule}`).toBeUndefined()
  })

  it('own: only the shop’s own origin (scheme, host and port)', () => {
    expect(safeUrl('/minu-konto/', 'own', base)).toBeDefined()
    expect(safeUrl('https://saarekasitoo.ee/kassa/', 'own', base)).toBeDefined()
    for (const url of ['https://evil.example/', '//evil.example/x', 'http://saarekasitoo.ee/', 'https://saarekasitoo.ee:8443/', 'https://saarekasitoo.ee.evil.example/', 'https://saarekasitoo.ee@evil.example/'])
      expect(safeUrl(url, 'own', base), url).toBeUndefined()
  })

  it('image: the shop’s own origin or any https: address (a CDN), never plain http: elsewhere', () => {
    expect(safeUrl('/wp-content/uploads/sokk.jpg', 'image', base)).toBeDefined()
    expect(safeUrl('https://cdn.example/sokk.jpg', 'image', base)).toBeDefined()
    expect(safeUrl('http://cdn.example/sokk.jpg', 'image', base)).toBeUndefined()
    expect(safeUrl('http://shop.test/a.jpg', 'image', 'http://shop.test/')).toBeDefined()
  })
})

describe('isSameOrigin', () => {
  it('is an http(s) address on the page’s origin', () => {
    expect(isSameOrigin('/kassa/', base)).toBe(true)
    expect(isSameOrigin('https://evil.example/', base)).toBe(false)
    expect(isSameOrigin('javascript:alert(1)', base)).toBe(false)
  })
})
