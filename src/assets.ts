/**
 * The on-demand registry: each on-demand bundle's name → what it hands over with `provide` (its mount function, a
 * library, an API). `loadAsset(name)` resolves with that type and `provide(name, value)` checks it, so an unknown
 * name, or a bundle providing something other than what its callers use, is a type error. Types only: nothing of
 * this file reaches a script.
 *
 * The core imports no feature, so each bundle in lazy/ adds its own line, beside its `provide` call:
 *
 *     declare module '../src/assets' {
 *       interface Assets {
 *         zoom: typeof zoomBox
 *       }
 *     }
 *
 * The build makes every file of lazy/ an asset of that name (scripts/build.ts), so a new file declares itself so.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the bundles (declaration merging)
export interface Assets {}

/** An on-demand bundle's name. */
export type AssetName = keyof Assets
