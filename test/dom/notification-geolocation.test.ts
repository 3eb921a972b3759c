/**
 * The visitor's place for the popup (islands/notification/geolocation.ts), against the shared consent store: asked
 * only while marketing is granted and only over https, at most once a page, kept in the plugin's cookies for a day,
 * and forgotten on a revocation, which also stops a request under way before anything is written.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GEOLOCATION_URL, watchPlace, type PlaceWatch } from '../../islands/notification/geolocation'
import { getCookie } from '../../src/cookies'
import { $consent, type ConsentState } from '../../src/stores/consent'
import { printSettings } from './helpers'

const SERVICE = 'https://geo.example/json'
const decided = (marketing: boolean): ConsentState => ({ decided: true, source: 'saar', analytics: marketing, marketing, destinations: {} })

let calls: Array<{ url: string; init: RequestInit }>
/** Answers a call when the test says so: JSON of an object, or text as it is. */
let answer: (body: unknown) => void
let watch: PlaceWatch | undefined

beforeEach(() => {
  calls = []
  $consent.set({ decided: false, source: '', analytics: false, marketing: false, destinations: {} })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Promise<Response>((resolve, reject) => {
      answer = (body) => resolve(new Response(typeof body == 'string' ? body : JSON.stringify(body)))
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    })
  })
})
afterEach(() => {
  watch?.stop()
  watch = undefined
  vi.unstubAllGlobals()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the visitor's place", () => {
  it('asks nothing before a choice or after a refusal, and the place is not used', async () => {
    printSettings({ features: { notification: { geolocationUrl: SERVICE } } })
    watch = watchPlace()
    await watch.ready
    $consent.set(decided(false))
    await settle()
    expect(calls).toEqual([])
    expect(watch.place()).toBeUndefined()
  })

  it('asks the https service once marketing is granted, without cookies or referrer, and keeps the answer a day', async () => {
    printSettings({ features: { notification: { geolocationUrl: SERVICE } } })
    const written = vi.spyOn(document, 'cookie', 'set')
    watch = watchPlace()
    $consent.set(decided(true))
    expect(calls.map((c) => [c.url, c.init.credentials, c.init.referrerPolicy])).toEqual([[SERVICE, 'omit', 'no-referrer']])
    answer({ status: 'success', query: '198.51.100.7', city: 'Tartu', country: 'Estonia' })
    await vi.waitFor(() => expect(watch!.place()).toEqual({ city: 'Tartu', country: 'Estonia' }))
    expect([getCookie('wn_ip'), getCookie('wn_city'), getCookie('wn_country')]).toEqual(['198.51.100.7', 'Tartu', 'Estonia'])
    expect(written.mock.calls.map(([c]) => /max-age=(\d+)/.exec(c)?.[1])).toEqual(['86400', '86400', '86400'])
    // Another change of consent asks nothing more.
    $consent.set({ ...decided(true), source: 'cookiebot' })
    expect(calls).toHaveLength(1)
  })

  it("uses the plugin's service by default, and never calls an http address", async () => {
    watch = watchPlace()
    $consent.set(decided(true))
    expect(calls.map((c) => c.url)).toEqual([GEOLOCATION_URL])
    watch.stop()
    printSettings({ features: { notification: { geolocationUrl: 'http://geo.example/json' } } })
    const { resetSettings } = await import('../../src/settings')
    resetSettings()
    calls = []
    watch = watchPlace()
    await watch.ready
    expect(calls).toEqual([])
    expect(watch.place()).toBeUndefined()
    expect(vi.mocked(console.warn)).toHaveBeenCalledWith(expect.stringContaining('only over https'))
  })

  it("asks nothing, and says nothing, when the settings turn the service off ('')", async () => {
    printSettings({ features: { notification: { geolocationUrl: '' } } })
    watch = watchPlace()
    $consent.set(decided(true))
    await watch.ready
    expect(calls).toEqual([])
    expect(watch.place()).toBeUndefined()
    expect(vi.mocked(console.warn)).not.toHaveBeenCalled()
  })

  it('takes what the cookies kept instead of asking again', async () => {
    document.cookie = 'wn_ip=198.51.100.7; path=/'
    document.cookie = 'wn_city=P%C3%A4rnu; path=/'
    document.cookie = 'wn_country=Estonia; path=/'
    watch = watchPlace()
    $consent.set(decided(true))
    await watch.ready
    expect(calls).toEqual([])
    expect(watch.place()).toEqual({ city: 'Pärnu', country: 'Estonia' })
  })

  it('stops a request under way on a revocation, writes nothing, and expires what was kept', async () => {
    printSettings({ features: { notification: { geolocationUrl: SERVICE } } })
    watch = watchPlace()
    $consent.set(decided(true))
    expect(calls).toHaveLength(1)
    expect(calls[0]!.init.signal!.aborted).toBe(false)
    $consent.set(decided(false))
    expect(calls[0]!.init.signal!.aborted).toBe(true)
    await settle()
    expect(getCookie('wn_ip')).toBeUndefined()
    expect(watch.place()).toBeUndefined()
    // Granted again on the page: no second request.
    $consent.set(decided(true))
    expect(calls).toHaveLength(1)

    watch.stop()
    document.cookie = 'wn_ip=198.51.100.7; path=/'
    document.cookie = 'wn_city=Tartu; path=/'
    watch = watchPlace()
    $consent.set(decided(true))
    expect(watch.place()).toEqual({ city: 'Tartu', country: '' })
    $consent.set(decided(false))
    expect(watch.place()).toBeUndefined()
    expect([getCookie('wn_ip'), getCookie('wn_city')]).toEqual([undefined, undefined])
  })

  it('keeps only the IP of a failed lookup, and no place from a garbled answer', async () => {
    printSettings({ features: { notification: { geolocationUrl: SERVICE } } })
    watch = watchPlace()
    $consent.set(decided(true))
    answer({ status: 'fail', query: '198.51.100.7', city: '<b>x</b>' })
    await vi.waitFor(() => expect(watch!.place()).toEqual({ city: '', country: '' }))
    expect([getCookie('wn_ip'), getCookie('wn_city')]).toEqual(['198.51.100.7', undefined])
  })

  it('says so once and keeps no place when the service fails or answers no JSON', async () => {
    printSettings({ features: { notification: { geolocationUrl: SERVICE } } })
    watch = watchPlace()
    $consent.set(decided(true))
    answer('<html>Service Unavailable')
    await vi.waitFor(() => expect(vi.mocked(console.warn)).toHaveBeenCalledTimes(1))
    expect(vi.mocked(console.warn).mock.calls[0]![0]).toContain("the visitor's place could not be found")
    expect(watch.place()).toBeUndefined()
    expect(getCookie('wn_ip')).toBeUndefined()
  })
})
