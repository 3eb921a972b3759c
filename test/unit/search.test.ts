/** The live search's logic: when to search, reading the answer, which rows lead somewhere, keys, debounce. */
import { describe, expect, it, vi } from 'vitest'
import { debounce, imageOf, leadsTo, parseSuggestions, searchTerm, type Suggestion } from '../../islands/search/suggestions'

const base = 'https://pood.example/'
const row = (id: number, url = `${base}toode/${id}/`): Suggestion => ({ id, value: `Toode ${id}`, url, img: '', price: '' })

describe('searchTerm', () => {
  it('starts at 3 characters, trimmed', () => {
    expect(searchTerm('xx')).toBe('')
    expect(searchTerm('  xx  ')).toBe('')
    expect(searchTerm('vil')).toBe('vil')
    expect(searchTerm('  vil ')).toBe('vil')
    expect(searchTerm('')).toBe('')
  })
  it('counts characters, not UTF-16 units', () => {
    expect(searchTerm('öö')).toBe('')
    expect(searchTerm('😀😀')).toBe('')
    expect(searchTerm('õun')).toBe('õun')
  })
})

describe('parseSuggestions', () => {
  it('reads Flatsome’s answer, keeping names as they are', () => {
    const list = parseSuggestions({ suggestions: [{ type: 'Product', id: 7, value: '<img src=x onerror=alert(1)>', url: '/toode/x/', img: '/i.jpg', price: '<span>5 €</span>' }] })
    expect(list).toEqual([{ id: 7, value: '<img src=x onerror=alert(1)>', url: '/toode/x/', img: '/i.jpg', price: '<span>5 €</span>' }])
  })
  it('gives undefined for answers of another shape, so the search fails quietly', () => {
    for (const bad of [null, 'html', 42, {}, { suggestions: 'no' }, []]) expect(parseSuggestions(bad)).toBeUndefined()
  })
  it('drops rows without a name or of the wrong type, and treats a missing id as an info row', () => {
    expect(parseSuggestions({ suggestions: [null, 5, { value: '' }, { value: { a: 1 } }, { value: 'Tulemusi ei leitud', url: 7 }] })).toEqual([
      { id: -1, value: 'Tulemusi ei leitud', url: '7', img: '', price: '' },
    ])
  })
  it('an empty list stays empty', () => {
    expect(parseSuggestions({ suggestions: [] })).toEqual([])
  })
})

describe('leadsTo', () => {
  it('only real suggestions on the shop’s own origin lead somewhere', () => {
    expect(leadsTo(row(3), base)).toBe(`${base}toode/3/`)
    expect(leadsTo(row(3, '/toode/3/'), base)).toBe('/toode/3/')
    expect(leadsTo(row(-1), base)).toBeUndefined()
    expect(leadsTo(row(3, ''), base)).toBeUndefined()
    expect(leadsTo(row(3, 'https://evil.example/x'), base)).toBeUndefined()
    expect(leadsTo(row(3, 'javascript:alert(1)'), base)).toBeUndefined()
    expect(leadsTo(undefined, base)).toBeUndefined()
  })
})

describe('imageOf', () => {
  const withImage = (img: string): Suggestion => ({ ...row(1), img })
  it('shows images of the shop’s own origin, relative ones included, and any https: address (a CDN)', () => {
    for (const img of [`${base}wp-content/uploads/a.jpg`, '/wp-content/uploads/a.jpg', 'a.jpg', 'https://cdn.example/a.jpg', 'HTTPS://CDN.EXAMPLE/A.JPG', '//cdn.example/a.jpg'])
      expect(imageOf(withImage(img), base)).toBe(img)
    // On a plain-http shop its own images still show.
    expect(imageOf(withImage('http://pood.example/a.jpg'), 'http://pood.example/')).toBe('http://pood.example/a.jpg')
  })
  it('never shows javascript:, data:, blob: of another origin, http: of another origin, or no URL at all', () => {
    for (const img of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'blob:https://evil.example/1', 'http://cdn.example/a.jpg', 'vbscript:x', 'http://[::1', ''])
      expect(imageOf(withImage(img), base)).toBeUndefined()
    expect(imageOf(withImage('//cdn.example/a.jpg'), 'http://pood.example/')).toBeUndefined() // http: on an http page, other origin
  })
})

describe('debounce', () => {
  it('runs once, after the last call has rested; cancel drops it', () => {
    vi.useFakeTimers()
    const fn = vi.fn()
    const later = debounce(fn, 200)
    later()
    vi.advanceTimersByTime(150)
    later()
    vi.advanceTimersByTime(150)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(50)
    expect(fn).toHaveBeenCalledTimes(1)
    later()
    later.cancel()
    vi.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })
})
