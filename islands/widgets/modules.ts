/**
 * The widget loader's module loader: each widget script is injected once (with the nonce) and registers its installer
 * by calling `Zotabox.define(name, installer)` as it runs, `name` being the installer class the bootstrap's
 * `widgetInstallerClasses` names for its type. What goes wrong is reported in the console by the spec's error kinds
 * (§8), and the widget's type then resolves undefined, which the boot skips:
 * - `timeout`: neither loaded nor failed within the wait (7 s, spec §9);
 * - `scripterror`: the script could not be loaded;
 * - `nodefine`: it loaded without calling `define`;
 * - `mismatch`: it defined another name than its type's installer class;
 * - `notloaded`: the bootstrap names no script for the type;
 * - `requireargs`: `define` called without a name and an installer function;
 * - `fromtexteval`: a script asked to run text as code (`Zotabox.fromText`): refused, Saar never evals;
 * - `importscripts`: the script's URL is no http(s) address, so it is never imported.
 */
import { safeUrl } from '../../src/safe-url'
import { injectScript } from './inject'
import type { Bootstrap, DefineWidget, WidgetInstaller } from './types'

/** The spec's default wait for a widget script (§9 "Module loader default wait 7 seconds"). */
export const MODULE_WAIT_MS = 7000

/** The module loader's error kinds (spec §8). */
export type ModuleError = 'timeout' | 'scripterror' | 'nodefine' | 'mismatch' | 'notloaded' | 'requireargs' | 'fromtexteval' | 'importscripts'

/** Reports one module error in the console: its kind first, so a search for it finds it. */
export const reportModule = (kind: ModuleError, what: string): void => console.error(`[saar] widget loader: ${kind}: ${what}`)

interface Pending {
  name: string
  settle(installer?: WidgetInstaller): void
}

/** The module loader of one page: `define` for the widget scripts, `load` for the boot. */
export interface Modules {
  define: DefineWidget
  fromText(name: string, text: string): void
  /** The installer of a widget type, its script loaded once; undefined (reported) when it cannot be had. */
  load(type: string): Promise<WidgetInstaller | undefined>
}

/** A module loader for the bootstrap's scripts, injected with `nonce`, each waited for `wait` ms at most. */
export function createModules(boot: Bootstrap, nonce: string, wait = MODULE_WAIT_MS): Modules {
  /** The scripts whose definition is awaited, by their resolved URL (what `currentScript.src` says as one runs). */
  const pending = new Map<string, Pending>()
  const loads = new Map<string, Promise<WidgetInstaller | undefined>>()

  const define: DefineWidget = (name, installer) => {
    if (typeof name != 'string' || typeof installer != 'function') return reportModule('requireargs', `define(${typeof name}, ${typeof installer})`)
    // The script that is running says whose definition this is; one called later (from a timer) is matched by name.
    const running = (document.currentScript as HTMLScriptElement | null)?.src
    const entry = (running && pending.get(running)) || [...pending.values()].find((p) => p.name == name)
    if (!entry) return reportModule('mismatch', `${name} is no installer the loader waits for`)
    // The running script defined another name: that script has no installer (said once, not again as nodefine).
    if (entry.name != name) return reportModule('mismatch', `${name} defined where ${entry.name} was expected`), entry.settle()
    entry.settle(installer)
  }

  function inject(type: string): Promise<WidgetInstaller | undefined> {
    const url = boot.widgetURLs[type]
    const name = boot.widgetInstallerClasses[type]
    if (typeof url != 'string' || typeof name != 'string') return reportModule('notloaded', `no script for the widget type ${type}`), Promise.resolve(undefined)
    const src = safeUrl(url)
    if (!src) return reportModule('importscripts', `${type}: ${url} is no http(s) address`), Promise.resolve(undefined)
    return new Promise((resolve) => {
      let done = false
      const settle = (installer?: WidgetInstaller, error?: ModuleError): void => {
        if (done) return
        done = true
        clearTimeout(timer)
        pending.delete(src.href)
        if (error) reportModule(error, `${type} (${src.href})`)
        resolve(installer)
      }
      const timer = setTimeout(() => settle(undefined, 'timeout'), wait)
      pending.set(src.href, { name, settle })
      injectScript(src.href, nonce).then(
        // Its code has run by the load event: no definition by then is none at all.
        () => settle(undefined, 'nodefine'),
        () => settle(undefined, 'scripterror'),
      )
    })
  }

  return {
    define,
    fromText: (name) => reportModule('fromtexteval', `${String(name)}: refused, code is never evaluated from text`),
    load(type) {
      let loading = loads.get(type)
      if (!loading) loads.set(type, (loading = inject(type)))
      return loading
    },
  }
}
