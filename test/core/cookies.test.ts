/**
 * Saar's cookies read what js-cookie (WooCommerce's scripts) and PHP write, and write what they read.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { getCookie, setCookie } from '../../src/cookies'

afterEach(() => {
  for (const pair of document.cookie.split('; ')) if (pair) document.cookie = `${pair.split('=')[0]}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
})

describe('cookies', () => {
  it('reads the value of the cookie named, and undefined for one that is absent', () => {
    document.cookie = 'store_noticeabc=hidden; path=/'
    document.cookie = 'other=x; path=/'
    expect(getCookie('store_noticeabc')).toBe('hidden')
    expect(getCookie('store_notice')).toBeUndefined()
    expect(getCookie('missing')).toBeUndefined()
  })

  it('decodes what js-cookie and PHP percent-encode, and unquotes a quoted value', () => {
    document.cookie = 'pretty=T%C3%A4na%20kell%2010; path=/'
    document.cookie = 'quoted="a b"; path=/'
    expect(getCookie('pretty')).toBe('Täna kell 10')
    expect(getCookie('quoted')).toBe('a b')
  })

  it('skips someone else’s malformed cookie and still finds its own', () => {
    document.cookie = 'broken=%E0%A4%A; path=/'
    document.cookie = 'mine=ok; path=/'
    expect(getCookie('broken')).toBeUndefined()
    expect(getCookie('mine')).toBe('ok')
  })

  it('writes a session cookie for the whole site that reads back as written, whatever its characters', () => {
    setCookie('store_notice1', 'peidus; tühik=ja märgid')
    expect(getCookie('store_notice1')).toBe('peidus; tühik=ja märgid')
    expect(document.cookie).toContain('store_notice1=peidus%3B%20t%C3%BChik%3Dja%20m%C3%A4rgid')
  })
})
