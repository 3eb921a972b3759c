/**
 * The widget loader's address switches (islands/widgets/platform/location.ts, spec §2): the hashes, test mode and
 * what the boot does with them, with hostile and malformed values.
 */
import { describe, expect, it, vi } from 'vitest'
import { applySwitches, domainFor, isDomainId, readSwitches, reloadsOnHashChange, TESTING_DOMAIN_KEY, type BootPage } from '../../islands/widgets/platform/location'
import { LAST_ACCESS_KEY, widgetStorage } from '../../islands/widgets/platform/session'

const none = { stop: false, refresh: false, editor: false, testingDomain: undefined, exitTesting: false }

describe('readSwitches', () => {
  it('reads #zbstop, #zbrefresh and #zbrc, and nothing from an ordinary page address', () => {
    expect(readSwitches('', '')).toEqual(none)
    expect(readSwitches('#zbstop', '')).toEqual({ ...none, stop: true })
    expect(readSwitches('#zbrefresh', '?a=1')).toEqual({ ...none, refresh: true })
    expect(readSwitches('#zbrc', '')).toEqual({ ...none, refresh: true })
    expect(readSwitches('#reviews', '?orderby=price')).toEqual(none)
  })

  it('takes no near miss for a switch', () => {
    for (const hash of ['#zbstopp', '#xzbstop', '#zb stop', '#ZBSTOP', '#zbrefresh2', '#zbr', '#zbstop#zbrefresh'])
      expect(readSwitches(hash, ''), hash).toEqual(none)
  })

  it('the editor hashes, with or without slashes around them, reload on hash change', () => {
    for (const hash of ['#zotabox', '#zotabox-demo', '#zotabox-embed-check', '#/zotabox', '#zotabox/', '#/zotabox-demo/', '#//zotabox-embed-check//']) {
      expect(reloadsOnHashChange(hash), hash).toBe(true)
      expect(readSwitches(hash, '').editor, hash).toBe(true)
    }
    for (const hash of ['', '#', '#zotaboxx', '#zotabox-other', '#/zo/tabox', '#zotabox-demo-x', '#my-zotabox', 'zotabox?x'])
      expect(reloadsOnHashChange(hash), hash).toBe(false)
  })

  it('reads testing_domain from the query or the hash, and exit_testing from either', () => {
    expect(readSwitches('', '?testing_domain=ab12CD34').testingDomain).toBe('ab12CD34')
    expect(readSwitches('#testing_domain=ff00aa', '').testingDomain).toBe('ff00aa')
    expect(readSwitches('#/testing_domain=ff00aa/', '').testingDomain).toBe('ff00aa')
    expect(readSwitches('', '?exit_testing').exitTesting).toBe(true)
    expect(readSwitches('', '?exit_testing=1&x=2').exitTesting).toBe(true)
    expect(readSwitches('#exit_testing', '').exitTesting).toBe(true)
  })

  it('takes the query’s testing_domain before the hash’s', () => {
    expect(readSwitches('#testing_domain=bbbb', '?testing_domain=aaaa').testingDomain).toBe('aaaa')
  })

  it('refuses a hostile or malformed test domain: it is no domain id', () => {
    for (const id of ['', 'a', '<script>alert(1)</script>', '../../evil', 'ab/cd', 'ab%2Fcd', 'ab cd', 'abc.evil.example', 'x'.repeat(65), 'äöü', 'ab\u0000cd'])
      expect(readSwitches('', `?testing_domain=${encodeURIComponent(id)}`).testingDomain, id).toBeUndefined()
    expect(isDomainId(42)).toBe(false)
  })
})

describe('domainFor (test mode for the tab)', () => {
  it('uses the shop’s own domain id without test mode', () => {
    expect(domainFor(readSwitches('', ''), 'shop1234', widgetStorage())).toBe('shop1234')
  })

  it('keeps testing_domain for the tab until exit_testing', () => {
    const tab = widgetStorage()
    expect(domainFor(readSwitches('', '?testing_domain=test5678'), 'shop1234', tab)).toBe('test5678')
    expect(domainFor(readSwitches('', ''), 'shop1234', tab), 'the next page of the tab').toBe('test5678')
    expect(domainFor(readSwitches('', '?exit_testing'), 'shop1234', tab)).toBe('shop1234')
    expect(tab.getItem(TESTING_DOMAIN_KEY)).toBeNull()
    expect(domainFor(readSwitches('', ''), 'shop1234', tab)).toBe('shop1234')
  })

  it('exit_testing wins over a testing_domain in the same address', () => {
    expect(domainFor(readSwitches('', '?testing_domain=test5678&exit_testing'), 'shop1234', widgetStorage())).toBe('shop1234')
  })

  it('a tampered stored test domain counts as none and is removed', () => {
    const tab = widgetStorage()
    tab.setItem(TESTING_DOMAIN_KEY, '"><img src=x onerror=alert(1)>')
    expect(domainFor(readSwitches('', ''), 'shop1234', tab)).toBe('shop1234')
    expect(tab.getItem(TESTING_DOMAIN_KEY)).toBeNull()
  })

  it('a storage that refuses everything means no test mode, not an error', () => {
    const refusing = { getItem: () => { throw new Error('denied') }, setItem: () => { throw new Error('denied') }, removeItem: () => { throw new Error('denied') } } as unknown as Storage
    expect(domainFor(readSwitches('', '?testing_domain=test5678'), 'shop1234', refusing)).toBe('shop1234')
  })
})

/** A page whose address is `href`: replaceState and reload change it as a browser would. */
function page(href: string): BootPage & { href: string; reloads: number; info: string[] } {
  const p = {
    href,
    reloads: 0,
    info: [] as string[],
    location: {
      get hash() { return new URL(p.href).hash },
      get search() { return new URL(p.href).search },
      get href() { return p.href },
      reload: () => void p.reloads++,
    },
    history: { state: null, replaceState: (_: unknown, __: string, url?: string | URL | null) => void (p.href = new URL(String(url), p.href).href) },
    console: { info: (text: string) => void p.info.push(text) },
  }
  return p
}

const decide = (p: ReturnType<typeof page>, storage: Storage) => applySwitches(readSwitches(p.location.hash, p.location.search), p, storage)

describe('applySwitches', () => {
  it('#zbstop stops and says so once, touching nothing', () => {
    const p = page('https://shop.test/tooted/#zbstop')
    const storage = widgetStorage()
    storage.setItem('_ZB_STATIC_SS_x', '1')
    expect(decide(p, storage)).toBe('stop')
    expect(p.info).toEqual(['Saar: widget loading stopped (#zbstop)'])
    expect(p.reloads).toBe(0)
    expect(storage.getItem('_ZB_STATIC_SS_x')).toBe('1')
  })

  it('#zbrefresh clears the stored state and reloads once, without the hash: the reloaded page goes on (no loop)', () => {
    const p = page('https://shop.test/tooted/?orderby=price#zbrefresh')
    const storage = widgetStorage()
    storage.setItem('_ZB_STATIC_SS_widgets', '{}')
    storage.setItem('_ZB_STATS_SS_a1_view', '1')
    storage.setItem(LAST_ACCESS_KEY, '1700000000000')
    storage.setItem('_ZB_STATIC_GCLID', 'keep-me')
    storage.setItem('other', 'keep-me')
    expect(decide(p, storage)).toBe('reload')
    expect(p.reloads).toBe(1)
    expect(p.href).toBe('https://shop.test/tooted/?orderby=price')
    expect([storage.getItem('_ZB_STATIC_SS_widgets'), storage.getItem('_ZB_STATS_SS_a1_view'), storage.getItem(LAST_ACCESS_KEY)]).toEqual([null, null, null])
    expect([storage.getItem('_ZB_STATIC_GCLID'), storage.getItem('other')]).toEqual(['keep-me', 'keep-me'])
    expect(decide(p, storage), 'the page after the reload').toBe('go')
    expect(p.reloads).toBe(1)
  })

  it('#zbrc does the same', () => {
    const p = page('https://shop.test/#zbrc')
    expect(decide(p, widgetStorage())).toBe('reload')
    expect([p.reloads, p.href]).toEqual([1, 'https://shop.test/'])
  })

  it('goes on for any other address', () => {
    const p = page('https://shop.test/#zotabox')
    const info = vi.fn()
    expect(applySwitches(readSwitches('#zotabox', ''), { ...p, console: { info } }, widgetStorage())).toBe('go')
    expect(info).not.toHaveBeenCalled()
  })
})
