/**
 * The platform's part of the boot (islands/widgets/platform/prepare.ts) on a real document address: what the loader
 * goes on with, and when it loads nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preparePlatform } from '../../islands/widgets/platform/prepare'
import { GCLID_KEY, LAST_ACCESS_KEY } from '../../islands/widgets/platform/session'
import { TESTING_DOMAIN_KEY } from '../../islands/widgets/platform/location'

const at = (address: string): void => history.replaceState(null, '', address)

afterEach(() => {
  at('/')
  localStorage.clear()
  sessionStorage.clear()
})

describe('preparePlatform', () => {
  it('#zbstop: loads nothing, and says so', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    at('/tooted/#zbstop')
    expect(preparePlatform('shop1234')).toBeUndefined()
    expect(info).toHaveBeenCalledWith('Saar: widget loading stopped (#zbstop)')
    expect(localStorage.getItem(LAST_ACCESS_KEY), 'no access recorded').toBeNull()
  })

  it('an ordinary page: the shop’s domain, the access recorded, the first click id kept', () => {
    at('/tooted/?gclid=Cj0KCQ&GCLID=second')
    expect(preparePlatform('shop1234', 1_764_000_000_000)).toMatchObject({ domainId: 'shop1234' })
    expect(localStorage.getItem(LAST_ACCESS_KEY)).toBe('1764000000000')
    expect(localStorage.getItem(GCLID_KEY)).toBe('Cj0KCQ')
  })

  it('test mode for the tab: testing_domain, kept on the next page, ended by exit_testing', () => {
    at('/?testing_domain=test5678')
    expect(preparePlatform('shop1234')?.domainId).toBe('test5678')
    expect(sessionStorage.getItem(TESTING_DOMAIN_KEY)).toBe('test5678')
    expect(localStorage.getItem(TESTING_DOMAIN_KEY), 'never beyond the tab').toBeNull()
    at('/tooted/')
    expect(preparePlatform('shop1234')?.domainId).toBe('test5678')
    at('/#exit_testing')
    expect(preparePlatform('shop1234')?.domainId).toBe('shop1234')
  })

  it('a hostile test domain is ignored', () => {
    at(`/?testing_domain=${encodeURIComponent('../../evil.example/x')}`)
    expect(preparePlatform('shop1234')?.domainId).toBe('shop1234')
  })
})
