/**
 * The page address's switches for the widget loader (spec §2): `#zbstop` loads nothing, `#zbrefresh` / `#zbrc` clear
 * the stored state and reload, `testing_domain={id}` / `exit_testing` switch test mode, and `#zotabox`,
 * `#zotabox-demo`, `#zotabox-embed-check` (slashes around them allowed: `#/zotabox/`) open the embed-widget editor and
 * reload the page when the hash changes to one of them. Also whether the page is a checkout.
 *
 * Test mode is Saar's decision where Zotabox's is not public: a `testing_domain` id lasts for the tab (sessionStorage,
 * `_ZB_STATIC_TESTING_DOMAIN`), never beyond it, so a link someone else made cannot make a shopper's browser load
 * another domain's widgets for good; `exit_testing` ends it, and so does closing the tab. Pure: the boot passes the
 * page's address and storages in.
 */
import { clearStoredState } from './session'

/** What the page address asks of the loader. */
export interface Switches {
  /** `#zbstop`: load nothing on this page. */
  stop: boolean
  /** `#zbrefresh` or `#zbrc`: clear the stored state, then reload once. */
  refresh: boolean
  /** One of the editor hashes (`#zotabox`, `#zotabox-demo`, `#zotabox-embed-check`). */
  editor: boolean
  /** `testing_domain={id}` in the query or the hash, when the id is a domain id (letters and digits). */
  testingDomain?: string
  /** `exit_testing` in the query or the hash. */
  exitTesting: boolean
}

/** Where a test-mode domain id is kept for the tab. */
export const TESTING_DOMAIN_KEY = '_ZB_STATIC_TESTING_DOMAIN'

/** A domain id as the host's paths take it (`/<c1>/<c2>/<id>/widgets.js`): anything else is refused. */
export const isDomainId = (id: unknown): id is string => typeof id == 'string' && /^[a-z\d]{2,64}$/i.test(id)

/** The hash without `#` and the slashes around it. */
const bare = (hash: string): string => hash.replace(/^#?\/*|\/*$/g, '')

/** Whether this hash opens the embed-widget editor (the loader reloads the page when the hash changes to it). */
export const reloadsOnHashChange = (hash: string): boolean => /^zotabox(-demo|-embed-check)?$/.test(bare(hash))

/** Reads the switches from `location.hash` and `location.search` (hostile or malformed values are ignored). */
export function readSwitches(hash: string, search: string): Switches {
  const word = bare(hash)
  // The hash may carry parameters too (`#testing_domain=…`), as Zotabox's dashboard links put them there.
  const params = [new URLSearchParams(search), new URLSearchParams(word.includes('=') ? word : '')]
  const testing = params.map((p) => p.get('testing_domain')).find((id) => id != null)
  return {
    stop: word == 'zbstop',
    refresh: word == 'zbrefresh' || word == 'zbrc',
    editor: reloadsOnHashChange(hash),
    testingDomain: isDomainId(testing) ? testing : undefined,
    exitTesting: word == 'exit_testing' || params.some((p) => p.has('exit_testing')),
  }
}

/**
 * Applies test mode to the tab's storage and answers the domain id the loader uses: the tab's test domain, else the
 * shop's own. A stored value that is no domain id (tampered) counts as none and is removed.
 */
export function domainFor(switches: Switches, own: string, tab: Storage): string {
  try {
    if (switches.exitTesting) tab.removeItem(TESTING_DOMAIN_KEY)
    else if (switches.testingDomain) tab.setItem(TESTING_DOMAIN_KEY, switches.testingDomain)
    const kept = tab.getItem(TESTING_DOMAIN_KEY)
    if (isDomainId(kept)) return kept
    if (kept != null) tab.removeItem(TESTING_DOMAIN_KEY)
  } catch {
    // Storage refused (a private window's quota, a blocked origin): no test mode.
  }
  return own
}

/** What the page the boot runs on offers it (the real `window`, or a stand-in in tests). */
export interface BootPage {
  location: Pick<Location, 'hash' | 'search' | 'href' | 'reload'>
  history: Pick<History, 'replaceState' | 'state'>
  console: Pick<Console, 'info'>
}

/** What the boot does: load nothing, leave for a reload, or go on. */
export type BootDecision = 'stop' | 'reload' | 'go'

/**
 * The switches' effect on this page load: `#zbstop` logs and stops; `#zbrefresh` / `#zbrc` clear `storage`'s state,
 * drop the hash (so the reloaded page does not clear and reload again: no loop) and reload.
 */
export function applySwitches(switches: Switches, page: BootPage, storage: Storage): BootDecision {
  if (switches.stop) {
    page.console.info('Saar: widget loading stopped (#zbstop)')
    return 'stop'
  }
  if (switches.refresh) {
    clearStoredState(storage)
    page.history.replaceState(page.history.state, '', page.location.href.replace(/#.*/, ''))
    page.location.reload()
    return 'reload'
  }
  return 'go'
}

/** Whether the page is a checkout: WooCommerce's (`woocommerce-checkout`) or Easy Digital Downloads' (`edd-checkout`) body class. */
export const isCheckout = (body: Element | null): boolean => !!body?.matches('.woocommerce-checkout,.edd-checkout')
