/**
 * Flatsome's behaviour registry, `window.Flatsome`, as other scripts use it: flatsome.js's own where it still runs,
 * else Saar's stand-in for it (entries/flatsome.ts, printed in its place when the plugin replaces flatsome.js).
 * Plugins register behaviours (`Flatsome.behavior(name, { attach, detach })`) and expect them attached to markup
 * that arrives later: Flatsome's quick view, infinite scroll and cart page call `Flatsome.attach(container)`.
 */

/** A behaviour as Flatsome's registry keeps it: called with the markup to bind (a node, or the document). */
export interface FlatsomeBehavior {
  attach?(context: unknown): unknown
  detach?(context: unknown): unknown
}

/** What Saar calls of `window.Flatsome`. */
export interface FlatsomeRegistry {
  behaviors: Record<string, FlatsomeBehavior>
  attach(nameOrContext?: unknown, context?: unknown): unknown
  /** Set on Saar's stand-in, so Saar's pieces do not take it for flatsome.js (src/stock.ts). */
  saar?: true
}

declare global {
  interface Window {
    Flatsome?: FlatsomeRegistry
  }
}

/**
 * Gives the page's Flatsome behaviours the markup Saar just put in (the quick view's product): what Flatsome's
 * `Flatsome.attach(container)` gave other plugins. Saar's stand-in (entries/flatsome.ts) runs each behaviour in its
 * own try; whatever else throws is reported, and Saar's own work goes on.
 */
export function attachFlatsomeBehaviors(container: Element): void {
  try {
    window.Flatsome?.attach(container)
  } catch (error) {
    console.error('[saar] Flatsome.attach failed on new markup', error)
  }
}
