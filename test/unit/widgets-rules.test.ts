/**
 * The widget loader's pure parts: the domain record's `blocked_url_patterns` (globs, hostile and garbled ones), the
 * `#zbwid-<id>` links pages use to open a widget, and the bootstrap's address built from the domain id.
 */
import { describe, expect, it } from 'vitest'
import { isBlocked } from '../../islands/widgets/url-rules'
import { linkedWidget } from '../../islands/widgets/api'
import { bootstrapUrl } from '../../islands/widgets/host'

const at = (url: string) => new URL(url)

describe('blocked_url_patterns', () => {
  it('a path glob blocks the path and what is under it, on its path and query only', () => {
    const patterns = ['/kassa/tellimus-vastu-voetud/*']
    expect(isBlocked(patterns, at('https://pood.ee/kassa/tellimus-vastu-voetud/1001/?key=wc_order_x'))).toBe(true)
    expect(isBlocked(patterns, at('https://pood.ee/kassa/'))).toBe(false)
    expect(isBlocked(patterns, at('https://pood.ee/pood/?next=/kassa/tellimus-vastu-voetud/1'))).toBe(false)
  })

  it('a pattern without a leading slash is matched against the whole address, case-insensitively', () => {
    expect(isBlocked(['*://pood.ee/KONTAKT*'], at('https://pood.ee/kontakt/'))).toBe(true)
    expect(isBlocked(['*checkout*'], at('https://pood.ee/en/checkout/'))).toBe(true)
    expect(isBlocked(['https://muu.ee/*'], at('https://pood.ee/'))).toBe(false)
  })

  it('regular-expression characters are literal, and garbled lists block nothing', () => {
    expect(isBlocked(['/toode/(.*)'], at('https://pood.ee/toode/sokid/'))).toBe(false)
    expect(isBlocked(['/toode/(.*)'], at('https://pood.ee/toode/(.*)'))).toBe(true)
    expect(isBlocked(['/a+b/'], at('https://pood.ee/aab/'))).toBe(false)
    for (const garbled of [undefined, null, '/kassa/*', 42, {}, [null, 7, {}, '', '   ']]) expect(isBlocked(garbled, at('https://pood.ee/kassa/'))).toBe(false)
  })
})

describe('#zbwid- links', () => {
  it('names the widget of a #zbwid-<id> hash, nothing else', () => {
    expect(linkedWidget('#zbwid-5a1e0d15')).toBe('5a1e0d15')
    for (const hash of ['', '#', '#zbwid-', '#zbwid-a b', '#zbwid-<img>', '#zbwidx-1', 'zbwid-1', '#zbwid-1/2']) expect(linkedWidget(hash)).toBeUndefined()
  })
})

describe('the bootstrap address', () => {
  it('puts the first two characters of the id before it, as the embed code does, without doubled slashes', () => {
    expect(bootstrapUrl('https://static.zotabox.com', 'a1b2c3')).toBe('https://static.zotabox.com/a/1/a1b2c3/widgets.js')
    expect(bootstrapUrl('http://127.0.0.1:9/zotabox/static//', 'ff00')).toBe('http://127.0.0.1:9/zotabox/static/f/f/ff00/widgets.js')
  })
})
