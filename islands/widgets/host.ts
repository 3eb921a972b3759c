/**
 * The widget host's two data scripts (spec §3), as Saar's loader reads them. Zotabox's own `widgets.js` is not
 * public, so this contract is Saar's (and the stand-in's, php-stub/shop/third-party.ts): the bootstrap
 * (`<static>/<c1>/<c2>/<id>/widgets.js`) leaves its object in `window.__saarZotaboxBoot`, the data file
 * (`dataURL`) in `window.__saarZotaboxData`. Each is injected with the nonce, read once it has run, and checked: what
 * is garbled is refused as a whole (the loader then logs a non-ok status and shows no widget).
 */
import { injectScript } from './inject'
import type { Bootstrap, WidgetData, WidgetRecord } from './types'

/** Where Zotabox's bootstraps live when the settings name no `staticUrl`. */
export const DEFAULT_STATIC_URL = 'https://static.zotabox.com'

type Dict = Record<string, unknown>
const isDict = (v: unknown): v is Dict => typeof v == 'object' && v !== null && !Array.isArray(v)
const strings = (v: unknown): v is Record<string, string> => isDict(v) && Object.values(v).every((s) => typeof s == 'string')
const page = globalThis as unknown as Dict

/** The bootstrap's URL for a domain id (its first two characters are folders, as Zotabox's embed code builds it). */
export const bootstrapUrl = (staticUrl: string, id: string): string => `${staticUrl.replace(/\/+$/, '')}/${id[0]}/${id[1]}/${id}/widgets.js`

/** Injects a data script and takes what it left in `global` (deleted first, so a stale one never counts). */
async function read(url: string, nonce: string, global: string, id?: string): Promise<unknown> {
  delete page[global]
  await injectScript(url, nonce, id)
  const value = page[global]
  delete page[global]
  return value
}

/** The bootstrap, or undefined when it cannot be loaded or is garbled. It carries Zotabox's script id, so Zotabox's own embed code (which injects unless that id is there) adds no second loader. */
export async function loadBootstrap(staticUrl: string, id: string, nonce: string): Promise<Bootstrap | undefined> {
  const boot = await read(bootstrapUrl(staticUrl, id), nonce, '__saarZotaboxBoot', 'zb-embed-code').catch(() => undefined)
  const ok = isDict(boot) && typeof boot.dataURL == 'string' && typeof boot.bundleURL == 'string' && strings(boot.widgetURLs) && strings(boot.widgetInstallerClasses)
  return ok ? (boot as unknown as Bootstrap) : undefined
}

/** A widget record as the data file may carry it: an id that can be an element id, and a type. */
const isWidget = (w: unknown): w is WidgetRecord => isDict(w) && typeof w._id == 'string' && /^[\w-]{1,64}$/.test(w._id) && typeof w.type == 'string'

/** The data file, or undefined when it cannot be loaded or is garbled; malformed widget records are dropped. */
export async function loadData(boot: Bootstrap, nonce: string): Promise<WidgetData | undefined> {
  const data = await read(boot.dataURL, nonce, '__saarZotaboxData').catch(() => undefined)
  if (!isDict(data) || !isDict(data.domain)) return undefined
  const list = (v: unknown) => (Array.isArray(v) ? v.filter(isWidget) : [])
  return {
    domain: data.domain,
    customer: isDict(data.customer) ? data.customer : {},
    domainNames: Array.isArray(data.domainNames) ? data.domainNames.filter((n): n is string => typeof n == 'string') : [],
    embedWidgets: list(data.embedWidgets),
    widgets: list(data.widgets),
  }
}
