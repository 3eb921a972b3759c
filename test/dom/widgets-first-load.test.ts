/**
 * The first-load `widgets` script as a page load runs it: the public API with its queue, the loader only with
 * marketing consent (followed live), the chat launcher from the settings without consent, nothing without a domain
 * id, and a repeated load ignored. The on-demand bundles are stand-ins that record how they were started.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { printSettings, settle } from './helpers'
import type { WidgetStart } from '../../islands/widgets/types'
import { CHAT_LAUNCHER_DELAY_MS, type ChatContacts } from '../../islands/widgets/chat/types'

const idle = () => new Promise((resolve) => setTimeout(resolve, 30))

interface Loaded {
  started: WidgetStart[]
  chats: ChatContacts[]
  grant(marketing: boolean): void
}

/** Loads the script as a fresh page would, with `widgets` settings, and stand-ins of the two bundles it may load. */
async function load(widgets: Record<string, unknown> | undefined): Promise<Loaded> {
  vi.resetModules()
  printSettings({ features: widgets ? { widgets } : {} })
  const [{ provide }, { $consent }] = await Promise.all([import('../../src/loader'), import('../../src/stores/consent')])
  const loaded: Loaded = {
    started: [],
    chats: [],
    grant: (marketing) => $consent.set({ decided: true, source: 'saar', analytics: marketing, marketing, destinations: {} }),
  }
  provide('widget-loader', (start) => void loaded.started.push(start))
  provide('chat-launcher', (contacts) => (loaded.chats.push(contacts), null))
  await import('../../entries/widgets')
  await settle()
  return loaded
}

const api = () => window.Zotabox!

afterEach(() => {
  vi.useRealTimers()
  delete window.Zotabox
})

describe('the widgets script', () => {
  it('queues the API’s calls and starts the loader only once marketing is granted, with the queue, the API and the id', async () => {
    const page = await load({ domainSecureId: 'a1b2c3d4e5f60718' })
    let answered: boolean | undefined
    void api().showWidget('5a1e0d15').then((shown) => (answered = shown))
    await idle()
    expect(page.started).toEqual([])
    page.grant(false)
    await idle()
    expect(page.started).toEqual([])
    page.grant(true)
    await idle()
    expect(page.started).toHaveLength(1)
    const [start] = page.started
    expect(start!.id).toBe('a1b2c3d4e5f60718')
    expect(start!.api).toBe(api())
    expect(start!.nonce).toBe('')
    expect(start!.queue.map((c) => [c.method, c.id])).toEqual([['showWidget', '5a1e0d15']])
    // The loader answers the queue; the caller's promise resolves with its answer.
    start!.queue[0]!.resolve(true)
    await settle()
    expect(answered).toBe(true)
    // A revocation and a new grant start nothing more.
    page.grant(false)
    page.grant(true)
    await idle()
    expect(page.started).toHaveLength(1)
  })

  it('shows the chat launcher from the settings without any consent, out of the page’s first seconds; no domain id: no loader, and nothing said', async () => {
    const warn = vi.spyOn(console, 'warn')
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true })
    const page = await load({ chat: { messenger: 'saarekasitoo', whatsapp: '+372 5555 1234' } })
    await vi.advanceTimersByTimeAsync(CHAT_LAUNCHER_DELAY_MS - 100)
    expect(page.chats, 'not in the first seconds').toEqual([])
    await vi.advanceTimersByTimeAsync(2000)
    vi.useRealTimers()
    await idle()
    expect(page.chats).toEqual([{ messenger: 'saarekasitoo', whatsapp: '+372 5555 1234' }])
    page.grant(true)
    await idle()
    expect(page.started).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })

  it('a repeated load keeps the first API and its queue, and starts nothing twice', async () => {
    const page = await load({ domainSecureId: 'a1b2c3d4e5f60718' })
    const first = api()
    void first.hideWidget('c0a7ac7f')
    // The same file again (a theme enqueueing it twice): the modules run afresh, the API is there.
    vi.resetModules()
    await import('../../entries/widgets')
    await settle()
    expect(api()).toBe(first)
    page.grant(true)
    await idle()
    expect(page.started).toHaveLength(1)
    expect(page.started[0]!.queue.map((c) => c.id)).toEqual(['c0a7ac7f'])
  })
})
