/**
 * The consent core in a page: which answer rules (a tool, the stored choice, Saar's banner, nothing to ask), Global
 * Privacy Control, the stored `pys_consent`, what a revocation expires, and Google's and Microsoft's consent modes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $consent } from '../../src/stores/consent'
import { allows } from '../../src/consent'
import { decide } from '../../islands/tracking/consent/decide'
import { startConsent } from '../../islands/tracking/consent/start'
import { saarPushed } from '../../islands/tracking/consent/google-marks'
import { encodeChoice } from '../../islands/tracking/consent/stored'
import { ADAPTERS } from '../../islands/tracking/consent/adapters/index'
import type { Choice, ConsentAdapter } from '../../islands/tracking/consent/types'
// The on-demand bundles the core loads: in a page they come from their files, here they provide at import.
import '../../lazy/consent-banner'
import '../../lazy/consent-choices'
import '../../lazy/forget-tracking'

type Globals = Record<string, unknown>
const w = window as unknown as Globals
const GLOBALS = ['pysOptions', 'dataLayer', 'dataLayerPYS', 'myLayer', 'uetq']

/** The stored choice as PixelYourSite's PHP reads it, or undefined. */
const stored = (): unknown => {
  const value = /(?:^|; )pys_consent=([^;]*)/.exec(document.cookie)?.[1]
  return value && JSON.parse(atob(decodeURIComponent(value)))
}
const cookieNames = () => document.cookie.split('; ').filter(Boolean).map((pair) => pair.split('=')[0]).sort()
const setGpc = (on: boolean) => Object.defineProperty(navigator, 'globalPrivacyControl', { value: on, configurable: true })
/** The window has loaded (the core asks for the banner only then, in case a tool is still coming). */
const loaded = () => {
  if (document.readyState != 'complete') window.dispatchEvent(new Event('load'))
}
const banner = () => document.querySelector<HTMLElement>('section.saar-consent')
const choices = () => document.querySelector<HTMLElement>('[role=dialog]')
/** The choices once open: they are their own bundle, and open when it has come. */
const opened = () =>
  vi.waitFor(() => {
    const dialog = choices()
    if (!dialog) throw new Error('the choices are not open')
    return dialog
  })

/** A consent tool's adapter driven by the test. */
function fakeTool(answer: Choice | undefined): ConsentAdapter & { change(choice: Choice | undefined): void } {
  let follower: ((choice: Choice | undefined) => void) | undefined
  return {
    name: 'faketool',
    present: () => true,
    read: () => answer,
    follow: (change) => void (follower = change),
    change: (choice) => follower?.(choice),
  }
}

beforeEach(() => {
  $consent.set({ decided: false, source: '', analytics: false, marketing: false, destinations: {} })
})
afterEach(() => {
  for (const name of GLOBALS) delete w[name]
  setGpc(false)
  ADAPTERS.splice(0, ADAPTERS.length, ...ADAPTERS.filter((a) => a.name != 'faketool'))
  choices() && document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
})

describe('decide', () => {
  it('stores a choice as PixelYourSite reads it, for a year, and nothing for no answer', () => {
    decide('saar', undefined)
    expect(stored()).toBeUndefined()
    expect($consent.get()).toMatchObject({ decided: false, source: 'saar', analytics: false, marketing: false })
    decide('saar', { analytics: true, marketing: false })
    expect($consent.get()).toMatchObject({ decided: true, source: 'saar', analytics: true, marketing: false })
    expect(stored()).toEqual({ facebook: false, ga: true, bing: false, pinterest: false, gtm: true, reddit: false })
  })

  it('Global Privacy Control denies marketing, per-destination grants included, whatever the answer', () => {
    setGpc(true)
    decide('cookiebot', { analytics: true, marketing: true, destinations: { facebook: true, ga: true } })
    expect($consent.get()).toMatchObject({ decided: true, source: 'cookiebot', analytics: true, marketing: false })
    expect((['facebook', 'pinterest', 'bing', 'ga', 'gtm'] as const).map((d) => allows(d))).toEqual([false, false, false, true, true])
    expect(stored()).toEqual({ facebook: false, ga: true, bing: false, pinterest: false, gtm: true, reddit: false })
  })

  it('a revocation expires the cookies of what it takes back, and only those', async () => {
    for (const name of ['_ga', '_ga_ABC123', '_fbp', '_uetsid', 'sbjs_first', 'pys_utm_source', 'woocommerce_items_in_cart']) document.cookie = `${name}=1; path=/`
    decide('saar', { analytics: true, marketing: true })
    decide('saar', { analytics: true, marketing: false })
    // sourcebuster's go with marketing, as order attribution captures them only with it; PixelYourSite's visit cookies
    // stay with analytics.
    await vi.waitFor(() => expect(cookieNames()).toEqual(['_ga', '_ga_ABC123', 'pys_consent', 'pys_utm_source', 'woocommerce_items_in_cart']))
    // A tool that asks again takes back everything.
    decide('saar', undefined)
    await vi.waitFor(() => expect(cookieNames()).toEqual(['pys_consent', 'woocommerce_items_in_cart']))
  })

  it('a refusal on a new page leaves the cookies alone: only what this page granted is taken back', async () => {
    document.cookie = '_fbp=1; path=/'
    decide('saar', { analytics: false, marketing: false })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(cookieNames()).toContain('_fbp')
  })
})

describe('consent mode', () => {
  it('default denied before anything, then an update per choice, as gtag pushes them, in every Google layer and UET', () => {
    w.pysOptions = { ga: { trackingIds: ['G-1'] }, GATags: { ga_datalayer_type: 'custom', ga_datalayer_name: 'myLayer' }, gtm: { trackingIds: ['GTM-1'] }, bing: { pixelIds: ['1'] } }
    startConsent(true)
    const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }
    for (const name of ['myLayer', 'dataLayer']) {
      const layer = w[name] as unknown[]
      expect(layer.map((c) => Object.prototype.toString.call(c))).toEqual(['[object Arguments]'])
      expect(Array.from(layer[0] as ArrayLike<unknown>)).toEqual(['consent', 'default', { ...denied, wait_for_update: 500 }])
      expect(saarPushed.has(layer[0] as object)).toBe(true)
    }
    expect(w.uetq).toEqual(['consent', 'default', { ad_storage: 'denied' }])
    decide('saar', { analytics: true, marketing: false })
    expect(Array.from((w.myLayer as unknown[])[1] as ArrayLike<unknown>)).toEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }])
    expect(saarPushed.has((w.dataLayer as unknown[])[1] as object)).toBe(true)
    expect((w.uetq as unknown[]).slice(3)).toEqual(['consent', 'update', { ad_storage: 'denied' }])
    // bat.js puts its UET object in the queue's place: later updates go to it.
    const uet = { push: vi.fn() }
    w.uetq = uet
    decide('saar', { analytics: true, marketing: true })
    expect(uet.push).toHaveBeenCalledWith('consent', 'update', { ad_storage: 'granted' })
  })

  it("PixelYourSite's default layer names; nothing on a page with no Google or Microsoft destination; a name holding no array is left alone", () => {
    w.pysOptions = { ga: {}, GATags: {}, facebook: {} }
    startConsent(true)
    expect((w.dataLayerPYS as unknown[]).length).toBe(1)
    expect(w.dataLayer).toBeUndefined()
    expect(w.uetq).toBeUndefined()
    delete w.dataLayerPYS
    w.pysOptions = { gtm: { gtm_dataLayer_name: 'location' } }
    expect(() => startConsent(true)).not.toThrow()
    expect(w.dataLayer).toBeUndefined()
  })
})

describe('startConsent', () => {
  it("a tool's answer decides, and its changes are followed; no banner", async () => {
    w.pysOptions = { facebook: {} }
    const tool = fakeTool({ analytics: false, marketing: true })
    ADAPTERS.unshift(tool)
    startConsent(true)
    expect($consent.get()).toMatchObject({ decided: true, source: 'faketool', marketing: true })
    tool.change({ analytics: true, marketing: true })
    expect($consent.get()).toMatchObject({ decided: true, analytics: true, marketing: true })
    tool.change(undefined)
    expect($consent.get()).toMatchObject({ decided: false, source: 'faketool', marketing: false })
    loaded()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(banner()).toBeNull()
  })

  it('a tool without an answer leaves it undecided: the tool asks, not Saar', async () => {
    w.pysOptions = { facebook: {} }
    document.cookie = `pys_consent=${encodeURIComponent(encodeChoice({ analytics: true, marketing: true }))}; path=/`
    ADAPTERS.unshift(fakeTool(undefined))
    startConsent(true)
    loaded()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect($consent.get()).toMatchObject({ decided: false, source: 'faketool' })
    expect(banner()).toBeNull()
  })

  it('a tool that turns up at load takes over from the stored choice when it answers, taking nothing back before', async () => {
    document.cookie = `pys_consent=${encodeURIComponent(encodeChoice({ analytics: true, marketing: true }))}; path=/`
    document.cookie = '_fbp=1; path=/'
    let here = false
    const tool = { ...fakeTool(undefined), present: () => here }
    ADAPTERS.unshift(tool)
    // The page is still loading: the core looks for a tool once more at window load.
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    startConsent(true)
    expect($consent.get()).toMatchObject({ decided: true, source: 'saar', marketing: true })
    here = true
    window.dispatchEvent(new Event('load'))
    // Its reader has not answered yet: the stored choice stands, its cookies stay.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect($consent.get()).toMatchObject({ decided: true, source: 'saar', marketing: true })
    expect(cookieNames()).toContain('_fbp')
    // The tool has no answer (the shopper cleared it): it asks, and what the stored choice granted is taken back.
    tool.change(undefined)
    expect($consent.get()).toMatchObject({ decided: false, source: 'faketool', marketing: false })
    await vi.waitFor(() => expect(cookieNames()).not.toContain('_fbp'))
  })

  it('no tool: the stored choice decides', () => {
    document.cookie = `pys_consent=${encodeURIComponent(encodeChoice({ analytics: false, marketing: true }))}; path=/`
    startConsent(true)
    expect($consent.get()).toMatchObject({ decided: true, source: 'saar', analytics: false, marketing: true })
  })

  it('no tool and a tampered stored choice, on a shop with pixels: Saar asks, nothing granted', async () => {
    w.pysOptions = { pinterest: { pixelIds: ['2612345678901'] } }
    document.cookie = `pys_consent=${encodeURIComponent(btoa('{"facebook":"yes"}'))}; path=/`
    startConsent(true)
    loaded()
    await vi.waitFor(() => expect(banner()).not.toBeNull())
    expect(banner()!.getAttribute('aria-label')).toBe('Küpsiste nõusolek')
    expect(document.body.firstElementChild).toBe(banner())
    expect($consent.get().decided).toBe(false)
  })

  it("no tool, nothing stored, pixels that PixelYourSite's public.js fires: Saar's banner would govern nothing of theirs, and does not ask", async () => {
    w.pysOptions = { facebook: { pixelIds: ['1234567890'] } }
    startConsent(false)
    loaded()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect($consent.get()).toMatchObject({ decided: false, source: 'none' })
    expect(banner()).toBeNull()
  })

  it('no tool, nothing stored, no pixels: nothing to ask', async () => {
    w.pysOptions = { woo: { enabled: true } }
    startConsent(true)
    loaded()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect($consent.get()).toMatchObject({ decided: false, source: 'none' })
    expect(banner()).toBeNull()
  })
})

describe("Saar's banner", () => {
  /** The banner of a shop with pixels and no tool, nothing stored. */
  async function shown(): Promise<HTMLElement> {
    w.pysOptions = { facebook: { pixelIds: ['1234567890'] }, ga: { trackingIds: ['G-TEST'] } }
    startConsent(true)
    loaded()
    await vi.waitFor(() => expect(banner()).not.toBeNull())
    return banner()!
  }
  const buttonNamed = (root: ParentNode, name: string) => Array.from(root.querySelectorAll('button')).find((b) => b.textContent == name)!

  it('accept grants both, stores it, and goes', async () => {
    buttonNamed(await shown(), 'Luba kõik').click()
    expect($consent.get()).toMatchObject({ decided: true, source: 'saar', analytics: true, marketing: true })
    expect(stored()).toEqual({ facebook: true, ga: true, bing: true, pinterest: true, gtm: true, reddit: true })
    expect(banner()).toBeNull()
  })

  it('reject grants nothing, stores it, and goes', async () => {
    buttonNamed(await shown(), 'Keeldu').click()
    expect($consent.get()).toMatchObject({ decided: true, analytics: false, marketing: false })
    expect(stored()).toEqual({ facebook: false, ga: false, bing: false, pinterest: false, gtm: false, reddit: false })
    expect(banner()).toBeNull()
  })

  it('choose: two switches, each explained, nothing on; closing grants nothing; saving decides', async () => {
    const chooseButton = buttonNamed(await shown(), 'Vali ise')
    chooseButton.focus()
    chooseButton.click()
    const dialog = await opened()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const switches = Array.from(dialog.querySelectorAll<HTMLInputElement>('input[role=switch]'))
    expect(switches.map((s) => [dialog.querySelector(`label[for="${s.id}"]`)?.textContent, document.getElementById(s.getAttribute('aria-describedby')!)?.textContent, s.checked])).toEqual([
      ['Analüütika', 'Loendab külastusi ja näitab meile, kuidas poodi kasutatakse.', false],
      ['Turundus', 'Lubab reklaamipartneritel (Meta, Google, Pinterest, Microsoft) näidata sulle asjakohaseid reklaame.', false],
    ])
    expect(document.activeElement).toBe(switches[0])
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(choices()).toBeNull()
    expect(document.activeElement).toBe(chooseButton)
    expect($consent.get().decided).toBe(false)
    expect(stored()).toBeUndefined()

    chooseButton.click()
    ;(await opened()).querySelector<HTMLInputElement>('#saar-consent-marketing')!.click()
    buttonNamed(choices()!, 'Salvesta valik').click()
    expect($consent.get()).toMatchObject({ decided: true, analytics: false, marketing: true })
    expect(choices()).toBeNull()
    expect(banner()).toBeNull()
  })

  it('under Global Privacy Control the marketing switch is off, cannot be turned on, and says why', async () => {
    setGpc(true)
    const chooseButton = buttonNamed(await shown(), 'Vali ise')
    chooseButton.click()
    const marketing = (await opened()).querySelector<HTMLInputElement>('#saar-consent-marketing')!
    expect([marketing.checked, marketing.disabled]).toEqual([false, true])
    expect(document.getElementById(marketing.getAttribute('aria-describedby')!)?.textContent).toBe('Sinu brauser on turunduse keelanud (Global Privacy Control), seega jääb see välja.')
    expect(choices()!.querySelector<HTMLInputElement>('#saar-consent-analytics')!.disabled).toBe(false)
  })

  it('a link to #saar-consent or a data-saar-consent element opens the choices, showing the choice made', async () => {
    document.cookie = `pys_consent=${encodeURIComponent(encodeChoice({ analytics: true, marketing: false }))}; path=/`
    document.body.innerHTML = '<footer><a href="/privaatsus/#saar-consent">Küpsised</a> <span data-saar-consent tabindex="0">Muuda</span></footer>'
    startConsent(true)
    const link = document.querySelector('a')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(choices()).not.toBeNull())
    expect(Array.from(choices()!.querySelectorAll<HTMLInputElement>('input[role=switch]')).map((s) => s.checked)).toEqual([true, false])
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(choices()).toBeNull()
    document.querySelector<HTMLElement>('[data-saar-consent]')!.click()
    await vi.waitFor(() => expect(choices()).not.toBeNull())
  })
})
