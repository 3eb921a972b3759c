/**
 * What a recent-purchase message says (islands/notification/message.ts, params.ts, purchases.ts): templates filled
 * as text with hostile names and cities, the plugin's settings read with its defaults, base64 decoded safely,
 * links only to the shop, "time ago" in the plugin's words, and virtual data only when the settings give it.
 */
import { describe, expect, it } from 'vitest'
import { composeMessage, fillTemplate, timeAgo, type Words } from '../../islands/notification/message'
import { decode, readParams } from '../../islands/notification/params'
import { readPurchases } from '../../islands/notification/purchases'

const SHOP = 'https://pood.example/'
const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64')
/** The stand-in's Estonian str_* strings, as the plugin prints them. */
const et: Record<string, string> = { about: 'Umbes', ago: 'tagasi', day: 'päev', days: 'päeva', hour: 'tund', hours: 'tundi', min: 'minut', mins: 'minutit', secs: 'sekundit', few_sec: 'mõni sekund' }
const words: Words = (key) => et[key]!
const NOW = Date.UTC(2026, 10, 24, 12)
const fixed = (value: number) => () => value

describe('templates are filled as text', () => {
  const hostile = '<img src=x onerror="alert(1)">'

  it('keeps a hostile name, city and title as inert text, and makes the link a piece, not markup', () => {
    const pieces = fillTemplate('{first_name} ({city}) ostis {product_with_link}!', {
      first_name: hostile,
      city: '<script>alert(2)</script>',
      product_with_link: { href: `${SHOP}toode/`, text: '"><b>Müts</b>' },
    })
    expect(pieces).toEqual([`${hostile} (<script>alert(2)</script>) ostis `, { href: `${SHOP}toode/`, text: '"><b>Müts</b>' }, '!'])
  })

  it('fills every occurrence, leaves unknown placeholders as they are, and tidies what an empty value leaves', () => {
    expect(fillTemplate('{a} {a} {unknown} {constructor}', { a: 'x' })).toEqual(['x x {unknown} {constructor}'])
    expect(fillTemplate('  {first_name} ({city}) ostis  {product}  ', { first_name: 'Mari', city: '', product: 'Müts' })).toEqual(['Mari ostis Müts'])
  })

  it('never turns a purchase from the answer into markup, whatever its fields hold', () => {
    const settings = readParams({ messages: ['{first_name} {city} {state} {country} {product_with_link} {time_ago}'] })!
    const [purchase] = readPurchases([{ title: hostile, url: `${SHOP}toode/`, first_name: b64(hostile), city: b64('<b>Tartu</b>'), state: '', country: b64('Eesti'), time: '' }], SHOP)
    const view = composeMessage(settings, settings.messages[0]!, purchase!, undefined, words, fixed(0), NOW)
    expect(view.pieces).toEqual([`${hostile} <b>Tartu</b> Eesti `, { href: `${SHOP}toode/`, text: hostile }])
    expect(view.text).toBe(`${hostile} <b>Tartu</b> Eesti ${hostile}`)
  })
})

describe('the purchases of an answer', () => {
  it('keeps links to the shop only, thumbnails from the shop or https, and drops items without a title', () => {
    const list = readPurchases(
      [
        { title: 'Müts', url: `${SHOP}toode/mats/`, thumb: 'https://cdn.example/m.jpg' },
        { title: 'Sall', url: 'javascript:alert(1)', thumb: 'http://cdn.example/s.jpg' },
        { title: 'Kott', url: 'https://elsewhere.example/kott/', thumb: 'data:image/png;base64,AAAA' },
        { url: `${SHOP}x/` },
        null,
        'text',
        { title: { toString: () => 'x' } },
      ],
      SHOP,
    )
    expect(list.map((p) => [p.title, p.url, p.thumb])).toEqual([
      ['Müts', `${SHOP}toode/mats/`, 'https://cdn.example/m.jpg'],
      ['Sall', undefined, undefined],
      ['Kott', undefined, undefined],
    ])
    for (const answer of [-1, 0, '0', 'garbled', {}, null, undefined]) expect(readPurchases(answer, SHOP)).toEqual([])
  })

  it('decodes base64 as UTF-8, keeps what is no base64 as it came, and caps a hostile length', () => {
    expect(decode(b64('Jüri Õunapuu'))).toBe('Jüri Õunapuu')
    expect(decode('Mari')).toBe('Mari')
    expect(decode('%%%')).toBe('%%%')
    expect(decode(b64('x'.repeat(5000)))).toHaveLength(60)
    expect(decode({ name: 'x' })).toBe('')
  })
})

describe('the plugin settings', () => {
  it('has the plugin defaults when fields are missing, and reads WordPress strings', () => {
    expect(readParams({})).toMatchObject({ timing: { delay: 5000, display: 5000, next: 60000, loop: false, total: 30 }, billing: true, autoDetect: false, hours: 10, closeHours: 0, names: [], cities: [] })
    expect(readParams({ initial_delay: '2', display_time: '7', next_time: '30', loop: '1', notification_per_page: '4', billing: '0', detect: '0', time_close: '24', image: '1', redirect_target: '' })).toMatchObject({
      timing: { delay: 2000, display: 7000, next: 30000, loop: true, total: 4 },
      billing: false,
      autoDetect: true,
      closeHours: 24,
      imageLink: true,
      newTab: false,
    })
    expect(readParams({ initial_delay: 'soon', display_time: -5, notification_per_page: {} })!.timing).toMatchObject({ delay: 5000, display: 0, total: 30 })
    for (const bad of [null, 'x', [], 7]) expect(readParams(bad)).toBeUndefined()
  })
})

describe('time ago', () => {
  it('uses the plugin thresholds and words', () => {
    expect(timeAgo(30, words)).toBe('mõni sekund')
    expect(timeAgo(90, words)).toBe('1 minut')
    expect(timeAgo(45 * 60, words)).toBe('45 minutit')
    expect(timeAgo(3 * 3600 + 5, words)).toBe('3 tundi')
    expect(timeAgo(36 * 3600, words)).toBe('1 päev')
    expect(timeAgo(5 * 86400, words)).toBe('5 päeva')
  })

  it('says a real purchase time from the order Unix time, or the plugin own wording', () => {
    const s = readParams({ messages: ['{time_ago}'] })!
    const at = (time: string) => composeMessage(s, '{time_ago}', { title: 'Müts', time, firstName: '', city: '', state: '', country: '' }, undefined, words, fixed(0), NOW).text
    expect(at(String(NOW / 1000 - 2 * 3600 - 60))).toBe('Umbes 2 tundi tagasi')
    expect(at('2 tundi')).toBe('Umbes 2 tundi tagasi')
    expect(at('')).toBe('')
  })

  it('is random within the time hours in virtual mode', () => {
    const s = readParams({ billing: 0, time: 5 })!
    const at = (random: number) => composeMessage(s, '{time_ago}', { title: 'Müts', time: String(NOW / 1000), firstName: 'Real', city: '', state: '', country: '' }, undefined, words, fixed(random), NOW).text
    expect(at(0)).toBe('Umbes mõni sekund tagasi')
    expect(at(0.999999)).toBe('Umbes 5 tundi tagasi')
  })
})

describe('real purchases by default, virtual data only when the settings give it', () => {
  const purchase = { title: 'Müts', url: `${SHOP}m/`, time: '', firstName: 'Mari', city: 'Tartu', state: 'Tartumaa', country: 'Eesti' }
  const template = '{first_name}|{city}|{state}|{country}|{custom}'
  const say = (params: Record<string, unknown>, place?: { city: string; country: string }) => composeMessage(readParams(params)!, template, purchase, place, words, fixed(0.5), NOW).text

  it('tells the buyer own name and place in billing mode, whatever virtual lists the settings hold', () => {
    expect(say({ names: [b64('Virtuaal')], cities: [b64('Kuu')], country: 'Marss' })).toBe('Mari|Tartu|Tartumaa|Eesti|')
  })

  it('in virtual mode, uses only the names, cities and country the settings give', () => {
    expect(say({ billing: 0 })).toBe('||||')
    expect(say({ billing: 0, detect: 1, names: [b64('Kati')], cities: [b64('Pärnu')], country: 'Eesti' })).toBe('Kati|Pärnu||Eesti|')
  })

  it('with the Auto Detect address, uses the visitor place only when one is known', () => {
    expect(say({ billing: 0, detect: 0, cities: [b64('Pärnu')], country: 'Eesti' })).toBe('||||')
    expect(say({ billing: 0, detect: 0 }, { city: 'Tartu', country: 'Estonia' })).toBe('|Tartu||Estonia|')
  })

  it('fills {number} of {custom} only from a range the settings give', () => {
    expect(say({ message_custom: '{number} inimest vaatab', message_number_min: '100', message_number_max: 200 })).toBe('Mari|Tartu|Tartumaa|Eesti|150 inimest vaatab')
    expect(say({ message_custom: '{number} inimest vaatab' })).toBe('Mari|Tartu|Tartumaa|Eesti|')
    expect(say({ message_custom: '{number} inimest', message_number_min: 9, message_number_max: 1 })).toBe('Mari|Tartu|Tartumaa|Eesti|')
    expect(say({ message_custom: 'Populaarne!' })).toBe('Mari|Tartu|Tartumaa|Eesti|Populaarne!')
  })
})
