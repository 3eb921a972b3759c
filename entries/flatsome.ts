/**
 * The `flatsome` script: a stand-in for flatsome.js's `window.Flatsome`, for a shop where the plugin replaces
 * Flatsome's scripts with Saar's theme. Scripts that depend on `flatsome-js` (Flatsome's own extensions: lazy load,
 * cookie notice, infinite scroll, swatches; plugins' behaviours) call `Flatsome.behavior`, `Flatsome.attach`,
 * `Flatsome.plugin` and `Flatsome.cookie` as soon as they run: the plugin prints this file as `flatsome-js` itself,
 * a classic script before them, so it needs nothing else (not even Saar's runtime, which is deferred).
 *
 * It keeps flatsome.js's registry: behaviours by name; `attach(name?, context?)` / `detach(…)` run one behaviour
 * or all on a context (the document when none); `plugin(name, Plugin, defaults)` makes a jQuery plugin, one
 * instance per element (with jQuery on the page: the registry itself needs none); `cookie(name, value?, days?)`.
 * On DOM ready every behaviour is attached to the document, as flatsome.js does on jQuery's ready, and again to the
 * cart when WooCommerce's cart page updates it. Each behaviour runs in its own try: one that throws is reported and
 * the others still run. Where flatsome.js itself is on the page, it is left alone.
 */
import type { FlatsomeBehavior, FlatsomeRegistry } from '../src/flatsome'

type Step = 'attach' | 'detach'

/** Just what `plugin()` needs of jQuery. */
interface JQueryLike {
  (selector: unknown): { on(events: string, handler: () => void): unknown }
  fn: Record<string, unknown>
  data(element: Element, key: string, value?: unknown): unknown
  removeData(element: Element, key: string): unknown
  extend(...objects: object[]): object
}

type Instance = Record<string, (...args: unknown[]) => unknown>

const jq = (): JQueryLike | undefined => (window as unknown as { jQuery?: JQueryLike }).jQuery

/** One step of one behaviour on a context, reported rather than thrown when it fails. */
function run(name: string, behavior: FlatsomeBehavior | undefined, step: Step, context: unknown): unknown {
  try {
    return typeof behavior?.[step] == 'function' ? behavior[step](context) : null
  } catch (error) {
    console.error(`[saar] Flatsome.${step}("${name}")`, error)
    return null
  }
}

/** `attach` / `detach`: a name runs that behaviour (on the document without a context), anything else runs all on it. */
function step(this: FlatsomeRegistry, which: Step, nameOrContext?: unknown, context?: unknown): unknown {
  if (typeof nameOrContext == 'string') return run(nameOrContext, Object.hasOwn(this.behaviors, nameOrContext) ? this.behaviors[nameOrContext] : undefined, which, context ?? document)
  for (const name of Object.keys(this.behaviors)) run(name, this.behaviors[name], which, nameOrContext ?? document)
  return undefined
}

const registry = {
  saar: true as const,
  behaviors: {} as Record<string, FlatsomeBehavior>,
  behavior(name: string, definition: FlatsomeBehavior) {
    this.behaviors[name] = definition
  },
  attach(nameOrContext?: unknown, context?: unknown) {
    return step.call(this, 'attach', nameOrContext, context)
  },
  detach(nameOrContext?: unknown, context?: unknown) {
    return step.call(this, 'detach', nameOrContext, context)
  },
  /** flatsome.js's jQuery plugin maker: `$(el).name(options)` makes the instance once, `$(el).name('method', …)` calls it. */
  plugin(name: string, Plugin: new (element: Element, options: object) => Instance, defaults: object = {}) {
    const $ = jq()
    if (!$) throw new Error(`Flatsome.plugin("${name}") needs jQuery, which is not on this page`)
    const key = `plugin_${name}`
    $.fn[name] = function (this: { each(fn: (this: Element) => void): unknown }, options?: unknown, ...args: unknown[]) {
      if (typeof options == 'string') {
        let result: unknown
        this.each(function () {
          const instance = $.data(this, key) as Instance | undefined
          if (typeof instance?.[options] != 'function') throw new Error(`Method ${options} does not exist on jQuery.${name}`)
          result = instance[options].apply(this, args)
          if (options == 'destroy') $.removeData(this, key)
        })
        return result === undefined ? this : result
      }
      return this.each(function () {
        if (!$.data(this, key)) $.data(this, key, new Plugin(this, $.extend({}, defaults, (options as object) ?? {})))
      })
    }
  },
  /**
   * flatsome.js's cookie helper, with its raw values (not src/cookies.ts's encoding: what flatsome.js wrote must read
   * back): read (null when absent), set for `days` (else for the session), or remove with `false`.
   */
  cookie(name: string, value?: string | false, days?: number) {
    if (value === undefined) return `; ${document.cookie}`.split(`; ${name}=`)[1]?.split(';')[0] ?? null
    document.cookie = `${name}=${value}${value === false || days ? `; max-age=${value === false ? -1 : days! * 86400}` : ''}; path=/`
    return undefined
  },
} satisfies FlatsomeRegistry & Record<string, unknown>

if (!window.Flatsome) {
  window.Flatsome = registry
  const attachAll = () => {
    registry.attach(document)
    // WooCommerce's cart page replaced its table: Flatsome's woocommerce.js attached the behaviours to it again.
    jq()?.(document.body).on('updated_cart_totals', () => {
      const cart = document.querySelector('.cart-wrapper')
      if (cart) registry.attach(cart)
    })
  }
  if (document.readyState == 'loading') document.addEventListener('DOMContentLoaded', attachAll, { once: true })
  else attachAll()
}
