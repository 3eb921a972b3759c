/**
 * The widget loader's module loader: a widget script registers its installer with `define`; each way that goes wrong
 * is said in the console by the spec's error kind, and the type then has no installer (the boot skips it). The
 * injection is a stand-in the test settles (loaded or failed), as the browser would: the DOM libraries load no
 * script (happy-dom fails each at once).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createModules, MODULE_WAIT_MS } from '../../islands/widgets/modules'
import type { Bootstrap, WidgetInstaller } from '../../islands/widgets/types'

interface Injection {
  url: string
  nonce: string
  load(): void
  fail(): void
}
const injections: Injection[] = []
vi.mock('../../islands/widgets/inject', () => ({
  injectScript: (url: string, nonce: string) =>
    new Promise((resolve, reject) => injections.push({ url, nonce, load: () => resolve(document.createElement('script')), fail: () => reject(new Error(`Could not load ${url}`)) })),
}))
beforeEach(() => void injections.splice(0))

const boot = {
  widgetURLs: { contactform: 'https://host.invalid/w/contactform.js', other: 'https://host.invalid/w/other.js', hostile: 'javascript:alert(1)' },
  widgetInstallerClasses: { contactform: 'ContactFormInstaller', other: 'OtherInstaller', hostile: 'HostileInstaller' },
} as unknown as Bootstrap

const injected = (type: string) => injections.find((i) => i.url.endsWith(`/${type}.js`))
const installer: WidgetInstaller = () => ({ show() {}, hide() {} })

/** The console errors said so far, by their kind. */
function said() {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  return () => error.mock.calls.map(([line]) => String(line).replace(/^\[saar\] widget loader: (\w+): .*$/, '$1'))
}

describe('the module loader', () => {
  it('injects a type’s script once, with the nonce, and resolves with the installer it defines', async () => {
    const kinds = said()
    const modules = createModules(boot, 'n0nce')
    const loading = modules.load('contactform')
    expect(modules.load('contactform')).toBe(loading)
    const script = injected('contactform')!
    expect(script.nonce).toBe('n0nce')
    expect(injections.length).toBe(1)
    modules.define('ContactFormInstaller', installer)
    script.load()
    expect(await loading).toBe(installer)
    expect(kinds()).toEqual([])
  })

  it('nodefine, scripterror, mismatch, requireargs, notloaded, importscripts and fromtexteval are each said, and give no installer', async () => {
    const kinds = said()
    const modules = createModules(boot, '')
    const nodefine = modules.load('contactform')
    injected('contactform')!.load()
    expect(await nodefine).toBeUndefined()

    const other = modules.load('other')
    modules.define('ContactFormInstaller', installer) // not what other.js must define, and nothing waits for it
    modules.define(7 as unknown as string, 'code' as unknown as WidgetInstaller)
    injected('other')!.fail()
    expect(await other).toBeUndefined()

    expect(await modules.load('missing')).toBeUndefined()
    expect(await modules.load('hostile')).toBeUndefined()
    expect(injections.map((i) => i.url)).toEqual(['https://host.invalid/w/contactform.js', 'https://host.invalid/w/other.js'])
    modules.fromText('Evil', 'alert(1)')
    expect(kinds()).toEqual(['nodefine', 'mismatch', 'requireargs', 'scripterror', 'notloaded', 'importscripts', 'fromtexteval'])
  })

  it('a script that neither loads nor fails within the spec’s 7 s: timeout', async () => {
    vi.useFakeTimers()
    const kinds = said()
    const loading = createModules(boot, '').load('contactform')
    await vi.advanceTimersByTimeAsync(MODULE_WAIT_MS - 1)
    expect(kinds()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(await loading).toBeUndefined()
    expect(kinds()).toEqual(['timeout'])
    expect(MODULE_WAIT_MS).toBe(7000)
  })

  it('a definition of the waited-for name from another script (a later timer) still counts; a second one changes nothing', async () => {
    const kinds = said()
    const modules = createModules(boot, '')
    const loading = modules.load('other')
    const late: WidgetInstaller = () => undefined
    modules.define('OtherInstaller', late)
    modules.define('OtherInstaller', installer)
    expect(await loading).toBe(late)
    expect(kinds()).toEqual(['mismatch'])
  })
})
