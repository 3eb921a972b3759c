/**
 * The platform's part of the loader's boot, in one call: the address switches (`#zbstop`, `#zbrefresh` / `#zbrc`,
 * test mode), the session (cleared after an hour without access), the first click ids, and the reload when the hash
 * changes to an editor hash. The loader calls it before it fetches anything from the widget host.
 */
import { featureSettings } from '../../../src/settings'
import { DEFAULT_STATIC_URL } from '../host'
import { refresh } from './calls'
import { applySwitches, domainFor, readSwitches, reloadsOnHashChange } from './location'
import { captureClickIds, touchSession, widgetStorage } from './session'

/** What the boot goes on with: the domain id to load (the shop's, or the tab's test domain) and the platform's storage. */
export interface Prepared {
  domainId: string
  storage: Storage
}

/** The tab's storage for test mode, or one for this page alone where the browser refuses it. */
function tabStorage(): Storage {
  try {
    return sessionStorage
  } catch {
    return widgetStorage()
  }
}

let watching = false

/**
 * Prepares the boot for the shop's domain id `own`: undefined when the loader must load nothing (`#zbstop`, or a
 * `#zbrefresh` / `#zbrc` reload under way: that also asks the host to refresh the domain's files, a request kept alive
 * across the reload), else the domain id and storage. From the first call, a hash change to an
 * editor hash reloads the page (once per page, however often it is called: a `pushState` re-run adds no listener).
 */
export function preparePlatform(own: string, now = Date.now()): Prepared | undefined {
  if (!watching) {
    watching = true
    addEventListener('hashchange', () => reloadsOnHashChange(location.hash) && location.reload())
  }
  const switches = readSwitches(location.hash, location.search)
  const storage = widgetStorage()
  const domainId = domainFor(switches, own, tabStorage())
  if (switches.refresh) void refresh(String(featureSettings('widgets').staticUrl || DEFAULT_STATIC_URL), domainId)
  if (applySwitches(switches, window, storage) != 'go') return undefined
  touchSession(storage, now)
  captureClickIds(location.search, storage)
  return { domainId, storage }
}
