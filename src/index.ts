/**
 * The core the runtime shares, exposed as `window.saar.core`: state that must exist once per page (settings, the
 * cart store, the wiring observer, in-flight requests, on-demand assets, live regions) and the helpers nearly every
 * island uses. Feature scripts import these modules by path like any other code; the build maps each import of a
 * module listed here to the runtime's one copy.
 *
 * Modules of src/ not listed here (scroll, motion, focus, overlay, keys, direction, cookies, forms, rest, json,
 * safe-html, messages, stock-globals) are small stateless helpers and data: the build bundles them into each script
 * that imports them, tree-shaken to what it uses, which keeps the runtime small. So are the React facade (src/react.ts: its React
 * imports are read from `window.saar`, where the on-demand react bundle puts them) and stores/use-store, which
 * imports React through it: the React islands bundle them. The event table (event-table.ts) and the on-demand
 * registry (assets.ts) are types only: they type `emit`/`listen`/`ask` and `loadAsset`/`provide` and ship nothing.
 */
export * from './settings'
export * from './i18n'
export * from './ajax'
export * from './safe-url'
export * from './dom'
export * from './hydrate'
export * from './events'
export * from './loader'
export * from './live-region'
export * from './stores/cart'
export * from './stores/consent'
// The open overlay layers: one stack per page, whichever script opened them (src/overlay.ts, bundled by each).
export * from './layer-stack'
// Stateless, but the runtime carries it anyway (hydrate's idle policy): shared, the scripts need no copy of their own.
export * from './idle'
// The page's one Trusted Types policy (`saar`): a policy name can be created once per page.
export * from './trusted-types'
// How a feature stands down beside a stock script (src/stock.ts names the features): one copy, not one a script.
export * from './stock-core'
