/**
 * The `widgets` script, on every page: the widget platform loader's first-load part, which replaces Zotabox's embed
 * code. At first it only installs the public API (`window.Zotabox`, islands/widgets/types.ts), whose calls wait in a
 * queue, and reads its settings (`features.widgets`: `domainSecureId`, `staticUrl`, `chat`). Then, at idle:
 * - with chat contacts in the settings, Saar's chat launcher, 3 s after DOM ready rather than at idle
 *   (CHAT_LAUNCHER_DELAY_MS; it loads nothing from Facebook: no consent needed);
 * - only with marketing consent (followed live; never before), the on-demand `widget-loader`, which fetches the
 *   widgets from the host with this script's nonce and answers the queue.
 * A repeated load of the script is ignored (the API is there). Whether Zotabox's own embed code is on the page
 * (src/stock.ts) and whether the domain id is valid, the on-demand loader decides and says: both cost first-load
 * bytes every page pays, and without consent Saar's loader does nothing anyway. The chat launcher stays beside
 * Zotabox's code: Zotabox's Facebook chat is dead since 2024, so it is no second handler.
 */
import { onReady } from '../src/dom'
import { featureSettings } from '../src/settings'
import { loadAsset } from '../src/loader'
import { whenIdle } from '../src/idle'
import { $consent } from '../src/stores/consent'
import { allows } from '../src/consent'
import type { QueuedCall, WidgetApi } from '../islands/widgets/types'
import { CHAT_LAUNCHER_DELAY_MS, type ChatContacts } from '../islands/widgets/chat/types'

declare global {
  interface Window {
    Zotabox?: WidgetApi
  }
}

// Read as the script runs: `currentScript` is null afterwards.
const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? ''

if (!window.Zotabox) {
  const queue: QueuedCall[] = []
  const call = (method: QueuedCall['method']) => (id: string) => new Promise<boolean>((resolve) => queue.push({ method, id: String(id), resolve }))
  const api: WidgetApi = (window.Zotabox = { showWidget: call('showWidget'), hideWidget: call('hideWidget') })
  onReady(() => {
    const { domainSecureId: id, chat } = featureSettings('widgets')
    if (chat && typeof chat == 'object')
      setTimeout(() => loadAsset('chat-launcher').then((show) => show(chat as ChatContacts), console.warn), CHAT_LAUNCHER_DELAY_MS)
    // Without a domain id (Saar enqueued by hand on a shop without Zotabox) there are no widgets: nothing to say.
    if (!id) return
    let started = false
    $consent.subscribe((state) => {
      if (started || !allows('marketing', state)) return
      started = true
      whenIdle(() => loadAsset('widget-loader').then((start) => start({ queue, nonce, api, id }), console.warn))
    })
  })
}
