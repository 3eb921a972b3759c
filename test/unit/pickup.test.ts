/**
 * Pickup search and set-up rules: forgiving multi-word matching over name, city, street and postcode, grouping by
 * city, which rates are pickup rates, the set-up delays, and the chosen rate read from any shape of rate input.
 */
import { describe, expect, it } from 'vitest'
import { filterPoints, fold, groupByCity, longestWord, matches, mergePoints, type Point } from '../../islands/pickup/search'
import { isPickupRate, setupDelay, SEARCH_DEBOUNCE_MS, UPDATE_DELAY_MS } from '../../islands/pickup/rules'
import { fromRows } from '../../islands/pickup/families'

const points: Point[] = [
  { id: '1', name: 'Tallinn Ülemiste Keskuse pakiautomaat', city: 'Tallinn', street: 'Suur-Sõjamäe 4', pcode: '11415' },
  { id: '2', name: 'Tartu Anne Selveri pakiautomaat', city: 'Tartu', street: 'Kalda tee 43', pcode: '50104' },
  { id: '3', name: 'Tartu Lõunakeskuse pakiautomaat', city: 'Tartu', street: 'Ringtee 75', pcode: '50501' },
  { id: '4', name: 'Pärnu Kaubamajaka pakiautomaat', city: 'Pärnu', street: 'Papiniidu 8', pcode: '80042' },
  { id: '5', name: 'Tallinn Kristiine Keskuse pakiautomaat', city: 'Tallinn', street: 'Endla 45', pcode: '10615' },
]
const ids = (query: string) => filterPoints(points, query).map((p) => p.id)

describe('matching', () => {
  it('needs every word to start a word of the name, city, street or postcode, in any order', () => {
    expect(ids('tartu selver')).toEqual(['2'])
    expect(ids('selver tartu')).toEqual(['2'])
    expect(ids('tartu')).toEqual(['2', '3'])
    expect(ids('tartu kristiine')).toEqual([])
    expect(ids('kalda')).toEqual(['2']) // street
    expect(ids('5010')).toEqual(['2']) // postcode prefix
    expect(ids('elver')).toEqual([]) // a prefix, not any substring
  })

  it('ignores case, diacritics and extra spaces; an empty query lists everything', () => {
    expect(ids('ULEMISTE')).toEqual(['1'])
    expect(ids('  lounakeskus  ')).toEqual(['3'])
    expect(ids('parnu')).toEqual(['4'])
    expect(ids('sojamae')).toEqual(['1'])
    expect(ids('')).toEqual(['1', '2', '3', '4', '5'])
    expect(ids('   ')).toHaveLength(5)
    expect(fold('Õismäe Ärk Üks Šokk')).toBe('oismae ark uks sokk')
  })

  it('treats hostile text as plain words', () => {
    const evil: Point = { id: 'x', name: 'Tartu <img src=x onerror=alert(1)> pakiautomaat', city: 'Tartu', street: 'Küüni 5 <b>' }
    expect(matches(evil, 'tartu img')).toBe(true)
    expect(matches(evil, 'kuuni')).toBe(true)
    expect(matches(evil, '<script>')).toBe(false)
    expect(matches(evil, 'tartu (')).toBe(true) // punctuation alone adds no word
  })
})

describe('grouping', () => {
  it('groups by city in order of first appearance, the shopper\'s city first', () => {
    expect(groupByCity(points).map((g) => [g.city, g.points.map((p) => p.id)])).toEqual([
      ['Tallinn', ['1', '5']],
      ['Tartu', ['2', '3']],
      ['Pärnu', ['4']],
    ])
    expect(groupByCity(points, ' pärnu').map((g) => g.city)).toEqual(['Pärnu', 'Tallinn', 'Tartu'])
    expect(groupByCity(points, 'Narva').map((g) => g.city)).toEqual(['Tallinn', 'Tartu', 'Pärnu'])
    expect(groupByCity([])).toEqual([])
  })

  it('merges new points by id, keeping the known ones', () => {
    const merged = mergePoints(points.slice(0, 2), [{ ...points[1]!, name: 'other' }, points[2]!, points[2]!, { id: '', name: 'no id', city: '' }])
    expect(merged.map((p) => p.id)).toEqual(['1', '2', '3'])
    expect(merged[1]!.name).toBe(points[1]!.name)
  })

  it('sends the longest word to a server that matches substrings', () => {
    expect(longestWord('  tartu   selver ')).toBe('selver')
    expect(longestWord('')).toBe('')
  })

  it('keeps only active rows (status 1) from load-more pages, and ignores junk', () => {
    const rows = [
      { parcelshop_id: 'EE1', company: 'Tartu A', name: '', street: 'S 1', city: 'Tartu', pcode: '51000', cod: '0', status: '1' },
      { parcelshop_id: 'EE2', company: 'Tartu B', name: 'Tartu B', street: 'S 2', city: 'Tartu', pcode: '51001', cod: '1', status: '0' },
      null,
      'junk',
      { parcelshop_id: 'EE3', status: 1, name: 'Narva', city: 'Narva' },
    ]
    expect(fromRows(rows)).toEqual([
      { id: 'EE1', name: 'Tartu A', city: 'Tartu', street: 'S 1', pcode: '51000', cod: '0' },
      { id: 'EE3', name: 'Narva', city: 'Narva', street: '', pcode: '', cod: '' },
    ])
    expect(fromRows({ not: 'a list' })).toEqual([])
  })
})

describe('set-up rules', () => {
  it('serves parcels rates and E-Abi\'s own rates only', () => {
    expect(isPickupRate('dpd_parcels')).toBe(true)
    expect(isPickupRate('montonio_dpd_parcels_machines')).toBe(true)
    expect(isPickupRate('eabi_omniva_parcelterminal')).toBe(true)
    expect(isPickupRate('flat_rate:1')).toBe(false)
    expect(isPickupRate('local_pickup:3')).toBe(false)
    expect(isPickupRate('')).toBe(false)
  })

  it('waits 1000 ms, 1500 ms after a billing country change; search 100 ms; checkout update 300 ms', () => {
    expect(setupDelay(false)).toBe(1000)
    expect(setupDelay(true)).toBe(1500)
    expect(SEARCH_DEBOUNCE_MS).toBe(100)
    expect(UPDATE_DELAY_MS).toBe(300)
  })
})
