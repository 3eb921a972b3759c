/**
 * The chat contacts (islands/widgets/chat/contacts.ts): what an owner or the widget host's domain record may give for
 * Messenger and WhatsApp, and the only links the launcher may make of it. Junk and hostile values give no link.
 */
import { describe, expect, it } from 'vitest'
import { chatLinks, messengerLink, whatsappLink } from '../../islands/widgets/chat/contacts'

/** Values that are no contact of any kind: each must give no link at all. */
const junk: unknown[] = [
  undefined, null, '', '   ', 0, -1, 1.5, NaN, Infinity, Number.MAX_VALUE, true, {}, [], ['saarekasitoo'], { toString: () => 'saarekasitoo' },
  'javascript:alert(1)', 'JavaScript:alert(document.cookie)//facebook.com/x', 'data:text/html,<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'http://[::1',
  'x'.repeat(400), '\u0000', 'https://', '//', '?', '#',
]

describe('messengerLink', () => {
  it("takes a page's user name, with or without @, and its numeric id (also as a JSON number)", () => {
    expect(messengerLink('saarekasitoo')).toBe('https://m.me/saarekasitoo')
    expect(messengerLink('  @Saare.Kasitoo ')).toBe('https://m.me/Saare.Kasitoo')
    expect(messengerLink('100063123456789')).toBe('https://m.me/100063123456789')
    expect(messengerLink(100063123456789)).toBe('https://m.me/100063123456789')
  })

  it('takes the Facebook addresses that name a page, on every Facebook host', () => {
    for (const url of [
      'https://www.facebook.com/saarekasitoo',
      'https://www.facebook.com/saarekasitoo/',
      'http://facebook.com/saarekasitoo?ref=bookmarks',
      'facebook.com/saarekasitoo/about',
      'www.facebook.com/saarekasitoo#reviews',
      'https://m.facebook.com/saarekasitoo',
      'https://web.facebook.com/saarekasitoo',
      'https://fb.com/saarekasitoo',
      'https://fb.me/saarekasitoo',
      'https://m.me/saarekasitoo',
      'm.me/saarekasitoo',
      'https://www.messenger.com/t/saarekasitoo',
      'https://www.facebook.com/pg/saarekasitoo/posts/',
      'HTTPS://WWW.FACEBOOK.COM/saarekasitoo',
    ])
      expect(messengerLink(url), url).toBe('https://m.me/saarekasitoo')
  })

  it("takes a page's id where the address carries one instead of a name", () => {
    for (const url of [
      'https://www.facebook.com/profile.php?id=100063123456789',
      'https://www.facebook.com/pages/Saare-K%C3%A4sit%C3%B6%C3%B6/100063123456789',
      'https://www.facebook.com/pages/category/Shopping---Retail/Saare-Kasitoo-100063123456789/',
      'https://www.facebook.com/people/Saare-K%C3%A4sit%C3%B6%C3%B6/100063123456789/',
      'https://www.facebook.com/p/Saare-K%C3%A4sit%C3%B6%C3%B6-100063123456789/',
      'https://www.facebook.com/Saare-Kasitoo-100063123456789/',
      'Saare-Käsitöö-100063123456789',
    ])
      expect(messengerLink(url), url).toBe('https://m.me/100063123456789')
  })

  it("refuses Facebook's own pages, other sites, bare hosts and names Facebook would not allow", () => {
    for (const value of [
      'https://www.facebook.com/groups/123456789',
      'https://www.facebook.com/events/123456789/',
      'https://www.facebook.com/share/1AbCdEfGh/',
      'https://www.facebook.com/sharer/sharer.php?u=https://saarekasitoo.ee',
      'https://www.facebook.com/watch/?v=1',
      'https://www.facebook.com/marketplace/item/1',
      'https://www.facebook.com/login.php',
      'https://www.facebook.com/',
      'https://www.facebook.com/profile.php',
      'https://www.facebook.com/profile.php?id=x123456',
      'https://www.facebook.com/pages/Saare-Kasitoo/',
      'https://www.facebook.com/%3Cscript%3E',
      'facebook.com',
      'www.facebook.com',
      'm.me',
      'https://m.me/',
      'https://evil.example/saarekasitoo',
      'https://facebook.com.evil.example/saarekasitoo',
      'https://evilfacebook.com/saarekasitoo',
      'ftp://facebook.com/saarekasitoo',
      'saare käsitöö',
      'saare-kasitoo',
      'saare/../../kasitoo',
      '...',
      'a'.repeat(51),
    ])
      expect(messengerLink(value), value).toBeUndefined()
  })

  it('gives nothing for junk and hostile values', () => {
    for (const value of junk) expect(messengerLink(value), String(value)).toBeUndefined()
  })
})

describe('whatsappLink', () => {
  it('takes a number in international form, however it is written', () => {
    for (const value of ['+372 5555 1234', '00372 5555 1234', '37255551234', '+372-5555-1234', '+372 (5555) 1234', '+372.5555.1234', 37255551234])
      expect(whatsappLink(value), String(value)).toBe('https://wa.me/37255551234')
    expect(whatsappLink('+1 (555) 123-4567')).toBe('https://wa.me/15551234567')
  })

  it("takes WhatsApp's own links and a tel: link", () => {
    for (const value of [
      'https://wa.me/37255551234',
      'wa.me/37255551234?text=Tere',
      'https://api.whatsapp.com/send?phone=37255551234&text=Tere',
      'https://web.whatsapp.com/send/?phone=%2B37255551234',
      'whatsapp://send?phone=+37255551234',
      'tel:+37255551234',
    ])
      expect(whatsappLink(value), value).toBe('https://wa.me/37255551234')
  })

  it('refuses national numbers, wrong lengths, other sites and anything but digits', () => {
    for (const value of [
      '5555 1234 ext 2',
      '05555 1234',
      '+0 5555 1234',
      '123456',
      '1234567890123456',
      '+372 5555 1234; DROP TABLE',
      '+372 5555 1234<script>',
      'https://evil.example/37255551234',
      'https://wa.me.evil.example/37255551234',
      'https://wa.me/37255551234/../evil',
      'https://api.whatsapp.com/send?text=Tere',
      'javascript://wa.me/37255551234',
      '３７２５５５５１２３４',
    ])
      expect(whatsappLink(value), value).toBeUndefined()
  })

  it('gives nothing for junk and hostile values', () => {
    for (const value of junk) expect(whatsappLink(value), String(value)).toBeUndefined()
  })
})

describe('chatLinks', () => {
  it('makes each valid link of a set of contacts, and leaves an invalid one out', () => {
    expect(chatLinks({ messenger: 'https://www.facebook.com/saarekasitoo', whatsapp: '37255551234' })).toEqual({ messenger: 'https://m.me/saarekasitoo', whatsapp: 'https://wa.me/37255551234' })
    expect(chatLinks({ messenger: 'javascript:alert(1)', whatsapp: '+372 5555 1234' })).toEqual({ whatsapp: 'https://wa.me/37255551234' })
    expect(chatLinks({ messenger: 'saarekasitoo', whatsapp: {} })).toEqual({ messenger: 'https://m.me/saarekasitoo' })
  })

  it('takes any shape without an error: no contacts, no links', () => {
    for (const value of [...junk, 'saarekasitoo', 42, { messenger: ['saarekasitoo'] }]) expect(chatLinks(value), String(value)).toEqual({})
  })
})
