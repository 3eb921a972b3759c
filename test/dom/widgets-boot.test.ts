/**
 * The widget loader's boot against a stand-in widget host (the injection is replaced: each script the loader asks for
 * "runs" as the host's would, leaving its data or defining its installer): it stands down beside Zotabox's own embed
 * code, refuses a bad domain id, Opera Mini and a garbled bootstrap, each said; it installs the widgets each on its
 * own (one that throws breaks neither the page nor the others), answers the calls queued before it, says it is
 * initialised, re-applies the blocked URL patterns on pushState and on Ecwid's page loads (polled for), and hides
 * the host's widgets while marketing consent is taken back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { printSettings } from './helpers'
import { bootWidgets, INITIALIZED } from '../../islands/widgets/boot'
import { ECWID_POLL_MS, ECWID_POLL_TRIES } from '../../islands/widgets/history'
import { $consent } from '../../src/stores/consent'
import { provide } from '../../src/loader'
import { showChatLauncher } from '../../islands/widgets/chat/launcher'
import type { QueuedCall, WidgetApi, WidgetContext, WidgetInstaller } from '../../islands/widgets/types'

type Dict = Record<string, unknown>
const page = globalThis as unknown as Dict
const HOST = 'https://host.invalid/static'
const ID = 'a1b2c3d4e5f60718'

/** What the stand-in host serves: the bootstrap and data objects, and the installer each widget type defines. */
const host = {
  boot: {} as unknown,
  data: {} as unknown,
  installers: {} as Record<string, WidgetInstaller>,
}
const injected: Array<{ url: string; nonce: string; id?: string }> = []

vi.mock('../../islands/widgets/inject', () => ({
  injectScript: async (url: string, nonce: string, id?: string) => {
    injected.push({ url, nonce, id })
    await 0
    if (url.endsWith('/widgets.js')) page.__saarZotaboxBoot = host.boot
    else if (url.includes('/data/')) page.__saarZotaboxData = host.data
    else {
      const type = /\/widgets\/(\w+)\.js$/.exec(url)?.[1]
      if (type && host.installers[type]) (page.Zotabox as WidgetApi).define!(`${type}Installer`, host.installers[type])
    }
    return document.createElement('script')
  },
}))

/** A widget type's installer that records what it was given and what was done to its instance. */
function recording(log: string[]): WidgetInstaller {
  return ({ widget, element }: WidgetContext) => {
    element.textContent = widget._id
    log.push(`install ${widget._id}`)
    return { show: () => log.push(`show ${widget._id}`), hide: () => log.push(`hide ${widget._id}`), open: () => log.push(`open ${widget._id}`) }
  }
}

function serve(types: string[], widgets: Array<{ _id: string; type: string }>, blocked: string[] = []): void {
  host.boot = {
    root: 'https://host.invalid',
    domains: { actions: 'https://host.invalid/actions', stats: 'https://host.invalid/stats' },
    dataURL: `${HOST}/data/${ID}.js`,
    bundleURL: `${HOST}/bundle.js`,
    widgetURLs: Object.fromEntries(types.map((t) => [t, `${HOST}/widgets/${t}.js`])),
    widgetInstallerClasses: Object.fromEntries(types.map((t) => [t, `${t}Installer`])),
  }
  host.data = { domain: { secure_id: ID, blocked_url_patterns: blocked }, customer: {}, domainNames: [], embedWidgets: [], widgets: widgets.map((w) => ({ ...w, container: 'body' })) }
}

/** Starts the loader as the first-load script does: its API object, calls queued before, the nonce and the id. */
function start(id: unknown = ID, calls: Array<[QueuedCall['method'], string]> = []): { api: WidgetApi; answers: Promise<boolean[]> } {
  const queue: QueuedCall[] = []
  const answers = Promise.all(calls.map(([method, widget]) => new Promise<boolean>((resolve) => queue.push({ method, id: widget, resolve }))))
  const api: WidgetApi = { showWidget: async () => false, hideWidget: async () => false }
  page.Zotabox = api
  bootWidgets({ queue, nonce: 'n0nce', api, id })
  return { api, answers }
}

const lines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => call.map(String).join(' '))

/** The shopper's marketing consent (the loader only ever starts with it). */
const consent = (marketing: boolean) => $consent.set({ decided: true, source: 'saar', analytics: marketing, marketing, destinations: {} })

beforeEach(() => {
  // The loader's Ecwid poll (every 500 ms for 15 s) on the test's clock, so no test's poll outlives it and reads the
  // next test's page (useRealTimers drops what is left of it).
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  consent(true)
  injected.length = 0
  host.installers = {}
  printSettings({ features: { widgets: { domainSecureId: ID, staticUrl: HOST } } })
})
afterEach(() => {
  vi.useRealTimers()
  delete page.Zotabox
  delete page.Ecwid
  history.replaceState(null, '', '/')
})

describe('the boot refuses, and says why', () => {
  it('beside Zotabox’s own embed code: stands down, fetches nothing, answers the queue false', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const stock = document.createElement('script')
    stock.id = 'zb-embed-code'
    document.body.append(stock)
    const { answers } = start(ID, [['showWidget', 'w1']])
    expect(await answers).toEqual([false])
    expect(injected).toEqual([])
    expect(lines(info).filter((l) => l.includes('widget loader'))).toEqual(["Saar: widget loader left to Zotabox's embed code (#zb-embed-code)"])
  })

  it('a domain id that is no id (a hostile path, a number): nothing fetched, said once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const id of ['../../evil', 42, '', 'a/b']) {
      const { answers } = start(id, [['hideWidget', 'w1']])
      expect(await answers).toEqual([false])
    }
    expect(injected).toEqual([])
    expect(lines(warn).every((l) => l.includes('`features.widgets.domainSecureId` is no domain id'))).toBe(true)
    expect(warn).toHaveBeenCalledTimes(4)
  })

  it('Opera Mini: refused with a log, nothing fetched', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54')
    const { answers } = start(ID, [['showWidget', 'w1']])
    expect(await answers).toEqual([false])
    expect(injected).toEqual([])
    expect(lines(info)).toContain('Saar: widget loader refused: Opera Mini is not supported')
  })

  it('a garbled bootstrap or data file: stopped with a non-ok status, no widget', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    for (const garbled of ['<html>', null, { dataURL: 5, bundleURL: 'x', widgetURLs: {}, widgetInstallerClasses: {} }, { dataURL: 'x', bundleURL: 'y', widgetURLs: { a: 1 }, widgetInstallerClasses: {} }]) {
      host.boot = garbled
      const { answers } = start(ID, [['showWidget', 'w1']])
      expect(await answers).toEqual([false])
    }
    serve(['good'], [{ _id: 'w1', type: 'good' }])
    host.data = 'garbled'
    expect(await start(ID, [['showWidget', 'w1']]).answers).toEqual([false])
    const said = lines(info).filter((l) => l.includes('non-ok status'))
    expect(said.filter((l) => l.includes('bootstrap'))).toHaveLength(4)
    expect(said.filter((l) => l.includes('data'))).toHaveLength(1)
  })
})

describe('the boot', () => {
  it('fetches with the nonce, installs each widget on its own, answers the queue, says it is initialised', async () => {
    const log: string[] = []
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    host.installers = {
      good: recording(log),
      bad: () => {
        throw new Error('widget bug')
      },
    }
    serve(['good', 'bad'], [{ _id: 'w1', type: 'good' }, { _id: 'w2', type: 'bad' }, { _id: 'w3', type: 'good' }])
    let initialized: unknown
    document.addEventListener(INITIALIZED, (e) => (initialized = (e as CustomEvent).detail), { once: true })
    const { api, answers } = start(ID, [['showWidget', 'w1'], ['showWidget', 'w2'], ['hideWidget', 'nope']])
    expect(await answers).toEqual([true, false, false])
    expect(api.initialized).toBe(true)
    expect(initialized).toEqual({ widgets: ['w1', 'w3'] })
    expect(injected.map((i) => [i.url.replace(HOST, ''), i.nonce])).toEqual([
      [`/a/1/${ID}/widgets.js`, 'n0nce'],
      [`/data/${ID}.js`, 'n0nce'],
      ['/bundle.js', 'n0nce'],
      ['/widgets/good.js', 'n0nce'],
      ['/widgets/bad.js', 'n0nce'],
    ])
    expect(injected[0]!.id).toBe('zb-embed-code')
    expect(document.getElementById('zbwid-w1')!.textContent).toBe('w1')
    expect(document.getElementById('zbwid-w3')!.textContent).toBe('w3')
    expect(log.slice(0, 2)).toEqual(['install w1', 'install w3'])
    expect(log).toContain('open w1')
    expect(lines(error).some((l) => l.includes('widget w2 threw in its installer') && l.includes('widget bug'))).toBe(true)
    expect(document.getElementById('zbwid-w2')).toBeNull()
    // The data's globals are gone once read.
    expect(page.__saarZotaboxBoot).toBeUndefined()
    expect(page.__saarZotaboxData).toBeUndefined()
  })

  it('drops widget records it cannot use (a hostile or missing id, no type) and installs the rest', async () => {
    const log: string[] = []
    host.installers = { good: recording(log) }
    serve(['good'], [{ _id: 'w1', type: 'good' }])
    const data = host.data as { widgets: unknown[] }
    data.widgets.push({ _id: '"><img src=x onerror=alert(1)>', type: 'good' }, { _id: 7, type: 'good' }, { _id: 'w9' }, null, 'w8')
    const { answers } = start(ID, [['showWidget', 'w1'], ['showWidget', 'w9']])
    expect(await answers).toEqual([true, false])
    expect(log.filter((l) => l.startsWith('install'))).toEqual(['install w1'])
    expect(document.querySelectorAll('[id^=zbwid-]').length).toBe(1)
    expect(document.querySelector('img')).toBeNull()
  })

  /** The launcher's links as a shopper would follow them (the real launcher, with both contacts a menu of two). */
  const chatLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('.saar-chat a')].map((a) => a.href)

  it('a facebookchat widget fetches no script: it is the chat launcher, each valid contact of the settings before the domain record’s', async () => {
    provide('chat-launcher', showChatLauncher)
    document.head.innerHTML = ''
    printSettings({ features: { widgets: { domainSecureId: ID, staticUrl: HOST, chat: { whatsapp: '+372 5555 0000' } } } })
    serve(['facebookchat'], [{ _id: 'fb', type: 'facebookchat' }])
    ;(host.data as { domain: Dict }).domain.facebook_fanpage = 'https://www.facebook.com/saarekasitoo'
    ;(host.data as { domain: Dict }).domain.whatsapp_contact_id = '37255551234'
    const { api, answers } = start(ID, [['showWidget', 'fb']])
    expect(await answers).toEqual([true])
    expect(chatLinks()).toEqual(['https://m.me/saarekasitoo', 'https://wa.me/37255550000'])
    expect(document.querySelectorAll('.saar-chat')).toHaveLength(1)
    expect(injected.map((i) => i.url)).not.toContain(`${HOST}/widgets/facebookchat.js`)
    // It needs no consent: taking it back leaves the launcher.
    consent(false)
    expect(await api.showWidget('fb')).toBe(true)
    expect(document.querySelector<HTMLElement>('.saar-chat')!.hidden).toBe(false)
    expect(await api.hideWidget('fb')).toBe(true)
  })

  it('a junk contact in the settings hides none of the domain record’s, a WhatsApp number given as a JSON number included', async () => {
    provide('chat-launcher', showChatLauncher)
    document.head.innerHTML = ''
    printSettings({ features: { widgets: { domainSecureId: ID, staticUrl: HOST, chat: { messenger: 'https://example.com/<b>x</b>', whatsapp: 'helista meile' } } } })
    serve(['facebookchat'], [{ _id: 'fb', type: 'facebookchat' }])
    ;(host.data as { domain: Dict }).domain.facebook_fanpage = 'saarekasitoo'
    ;(host.data as { domain: Dict }).domain.whatsapp_contact_id = 37255551234
    const { answers } = start(ID, [['showWidget', 'fb']])
    expect(await answers).toEqual([true])
    expect(chatLinks()).toEqual(['https://m.me/saarekasitoo', 'https://wa.me/37255551234'])
  })

  it('renders into the page’s own #zbwid- placeholder where it prints one', async () => {
    document.body.innerHTML = '<main><div id="zbwid-w1" style="min-height:80px"></div></main><footer></footer>'
    host.installers = { good: recording([]) }
    serve(['good'], [{ _id: 'w1', type: 'good' }])
    await start(ID, [['showWidget', 'w1']]).answers
    expect(document.querySelectorAll('[id=zbwid-w1]').length).toBe(1)
    expect(document.querySelector('main > #zbwid-w1')!.textContent).toBe('w1')
  })

  it('re-applies the blocked URL patterns on every pushState, and on Ecwid’s page loads once its hook turns up', async () => {
    vi.useFakeTimers()
    const log: string[] = []
    host.installers = { good: recording(log) }
    serve(['good'], [{ _id: 'w1', type: 'good' }], ['/kassa/*'])
    const { answers } = start(ID, [['showWidget', 'w1']])
    await vi.advanceTimersByTimeAsync(0)
    expect(await answers).toEqual([true])
    log.length = 0
    history.pushState({}, '', '/kassa/tellimus/')
    expect(log).toEqual(['hide w1'])
    history.pushState({}, '', '/pood/')
    expect(log).toEqual(['hide w1', 'show w1'])
    // Ecwid arrives after 3 s: its hook is found by the polling and runs the same rules.
    let pageLoaded: (() => void) | undefined
    await vi.advanceTimersByTimeAsync(3000)
    page.Ecwid = { OnPageLoaded: { add: (fn: () => void) => (pageLoaded = fn) } }
    await vi.advanceTimersByTimeAsync(ECWID_POLL_MS)
    expect(pageLoaded).toBeTypeOf('function')
    history.replaceState(null, '', '/kassa/')
    pageLoaded!()
    expect(log.at(-1)).toBe('hide w1')
  })

  it('consent taken back on the page hides the host’s widgets and refuses to show them; given again, they come back', async () => {
    const log: string[] = []
    host.installers = { good: recording(log) }
    serve(['good'], [{ _id: 'w1', type: 'good' }, { _id: 'w2', type: 'good' }])
    const { api, answers } = start(ID, [['hideWidget', 'w2']])
    expect(await answers).toEqual([true])
    log.length = 0
    consent(false)
    expect(log.sort()).toEqual(['hide w1', 'hide w2'])
    expect(await api.showWidget('w1')).toBe(false)
    log.length = 0
    consent(true)
    // w2 stays as the API left it.
    expect(log).toEqual(['show w1'])
    expect(await api.showWidget('w2')).toBe(true)
  })

  it('polls for Ecwid’s hook 30 times at most', async () => {
    vi.useFakeTimers()
    host.installers = { good: recording([]) }
    serve(['good'], [{ _id: 'w1', type: 'good' }])
    await vi.advanceTimersByTimeAsync(0)
    let reads = 0
    Object.defineProperty(page, 'Ecwid', { configurable: true, get: () => void reads++ })
    start(ID)
    await vi.advanceTimersByTimeAsync(ECWID_POLL_MS * (ECWID_POLL_TRIES + 10))
    expect(reads).toBe(ECWID_POLL_TRIES)
  })
})
