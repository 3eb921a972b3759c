/**
 * The widget loader's boot (spec §4), run once per page by the on-demand `widget-loader` bundle, with consent:
 * 1. stand down beside Zotabox's own embed code; the platform's switches (#zbstop, #zbrefresh/#zbrc, test mode, the
 *    editor hashes' reload); refuse Opera Mini, with a log;
 * 2. fetch from the widget host, each script with the nonce: the bootstrap, the data file (skipped in preview: the
 *    editor bootstrap supplies what it previews), the editor bootstrap where wanted, the bundle, and the scripts of
 *    the widget types present (islands/widgets/modules.ts). A `facebookchat` widget loads nothing from the host or
 *    Facebook: it is Saar's chat launcher with the domain record's contacts;
 * 3. build the helpers, initialise each widget in its own try/catch (a throwing script or installer never breaks the
 *    page or another widget), mark the API initialised and dispatch `zotabox:initialized` on the document (detail:
 *    the ids of the widgets that work), then answer the queued calls;
 * 4. re-run the installer's per-URL rules on every navigation (islands/widgets/history.ts), and hide the host's
 *    widgets while marketing consent is taken back on the page.
 * Each widget renders into `#zbwid-<id>`: the page's own placeholder where it prints one (space reserved), else a
 * new element at the end of its container, where launchers are fixed (no layout shift).
 */
import { featureSettings } from '../../src/settings'
import { loadAsset } from '../../src/loader'
import { standsDown, WIDGET_LOADER } from '../../src/stock'
import { $consent } from '../../src/stores/consent'
import { allows } from '../../src/consent'
import { followWidgetLinks, guarded, createRegistry } from './api'
import { onNavigate } from './history'
import { DEFAULT_STATIC_URL, loadBootstrap, loadData } from './host'
import { injectScript } from './inject'
import { createModules } from './modules'
import { preparePlatform } from './platform/prepare'
import { isDomainId } from './platform/location'
import { editorUrl, wantsEditor } from './platform/editor'
import { createHelpers, type Helpers } from './platform/helpers'
import type { Bootstrap, WidgetData, WidgetInstance, WidgetInstaller, WidgetRecord, WidgetStart } from './types'
import type { ChatContacts } from './chat/types'

/** The event dispatched on the document once every widget is initialised. */
export const INITIALIZED = 'zotabox:initialized'

/** The widget type Saar's chat launcher stands in for (Facebook's Chat Plugin is dead since 2024-05-09). */
export const FACEBOOK_CHAT = 'facebookchat'

const log = (what: string): void => console.info(`Saar: widget loader ${what}`)

/** The element a widget renders into: the page's placeholder, else a new one at the end of its container. */
function widgetElement(widget: WidgetRecord): HTMLElement {
  const id = `zbwid-${widget._id}`
  const placed = document.getElementById(id)
  if (placed) return placed
  let container: Element | null = null
  try {
    container = widget.container && widget.container != 'body' ? document.querySelector(widget.container) : null
  } catch {
    // A garbled selector: the body, as for most launchers.
  }
  const element = document.createElement('div')
  element.id = id
  element.className = 'ztb-widget'
  ;(container ?? document.body).append(element)
  return element
}

/**
 * The chat launcher as a widget: the one the settings' contacts showed, or a new one. Each contact the owner set in
 * Saar's settings wins over the domain record's (`facebook_fanpage`, `whatsapp_contact_id`).
 */
async function chatWidget(data: WidgetData): Promise<WidgetInstance | undefined> {
  const show = await loadAsset('chat-launcher')
  // The domain record's contacts, then the owner's from Saar's settings: the launcher checks every value and each
  // valid one of the owner's replaces the record's, so a junk setting never hides a good record (nor a number one).
  show({ messenger: data.domain.facebook_fanpage, whatsapp: data.domain.whatsapp_contact_id })
  return show((featureSettings('widgets').chat ?? {}) as ChatContacts) ?? undefined
}

/** Boots the widgets once; the API answers from now on (calls before the boot ends wait for it). */
export function bootWidgets({ queue, nonce, api, id }: WidgetStart): void {
  const registry = createRegistry()
  const booted = run(registry, nonce, id, api).catch((error: unknown) => console.error('[saar] widget loader', error))
  api.showWidget = (widget) => booted.then(() => registry.show(String(widget)))
  api.hideWidget = (widget) => booted.then(() => registry.hide(String(widget)))
  for (const call of queue.splice(0)) api[call.method](call.id).then(call.resolve)
}

async function run(registry: ReturnType<typeof createRegistry>, nonce: string, ownId: unknown, api: WidgetStart['api']): Promise<void> {
  if (standsDown(WIDGET_LOADER)) return
  if (!isDomainId(ownId)) return console.warn('[saar] widget loader: `features.widgets.domainSecureId` is no domain id (letters and digits)')
  const platform = preparePlatform(ownId)
  if (!platform) return
  if (/Opera Mini/i.test(navigator.userAgent)) return log('refused: Opera Mini is not supported')
  const { domainId, storage } = platform
  // A preview (an editor hash or cookie): the editor bootstrap supplies the widgets, so there is no data file.
  const preview = wantsEditor(location.hash)
  const staticUrl = String(featureSettings('widgets').staticUrl || DEFAULT_STATIC_URL)
  const boot = await loadBootstrap(staticUrl, domainId, nonce)
  if (!boot) return log(`stopped: the bootstrap of ${domainId} did not load (non-ok status)`)
  const data = preview ? undefined : await loadData(boot, nonce)
  if (!data && !preview) return log(`stopped: the data of ${domainId} did not load (non-ok status)`)
  const modules = createModules(boot, nonce)
  api.define = modules.define
  api.fromText = modules.fromText
  if (wantsEditor(location.hash, data)) injectScript(editorUrl(staticUrl), nonce).catch(() => log('could not load the embed-widget editor'))
  await injectScript(boot.bundleURL, nonce).catch(() => log('could not load the bundle'))
  const helpers = createHelpers(boot, data, nonce, storage)
  helpers.stats.start()
  if (data) {
    await install(registry, boot, data, helpers, modules.load)
    const apply = () => registry.apply(data.domain.blocked_url_patterns, new URL(location.href))
    apply()
    onNavigate(apply)
    // Consent taken back on this page hides the host's widgets (their scripts have run: what is done is done).
    $consent.subscribe((state) => registry.consent(allows('marketing', state)))
  }
  api.initialized = true
  document.dispatchEvent(new CustomEvent(INITIALIZED, { detail: { widgets: registry.working() } }))
  followWidgetLinks((widget) => void registry.show(widget))
}

/** Loads each widget type's installer once, then installs every widget, each on its own. */
async function install(
  registry: ReturnType<typeof createRegistry>,
  boot: Bootstrap,
  data: WidgetData,
  helpers: Helpers,
  load: (type: string) => Promise<WidgetInstaller | undefined>,
): Promise<void> {
  const types = [...new Set(data.widgets.map((w) => w.type))]
  const installers = new Map(await Promise.all(types.map(async (type) => [type, type == FACEBOOK_CHAT ? undefined : await load(type)] as const)))
  for (const widget of data.widgets) {
    let instance: WidgetInstance | undefined
    if (widget.type == FACEBOOK_CHAT) instance = await chatWidget(data).catch(() => undefined)
    else {
      const installer = installers.get(widget.type)
      const placed = document.getElementById(`zbwid-${widget._id}`)
      const element = installer && widgetElement(widget)
      // An installer that throws leaves no empty element of Saar's behind (the page's own placeholder stays).
      if (element && !guarded(widget._id, 'its installer', () => void (instance = installer({ widget, element, boot, data, helpers }) ?? undefined)) && !placed) element.remove()
    }
    registry.add(widget._id, instance, widget.type != FACEBOOK_CHAT)
  }
}
