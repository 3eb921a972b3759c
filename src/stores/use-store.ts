/**
 * Reads a nanostores store in a component and re-renders when it changes. React's own `useSyncExternalStore`
 * does the work, so the hook behaves the same under preact/compat and real React (it replaces @nanostores/react,
 * whose per-key listening Saar does not need). It is not in the core (the runtime carries no React): each React
 * island that reads a store bundles these few lines, while the stores themselves stay shared.
 */
import { useSyncExternalStore } from '../react'

/** The smallest store shape this hook needs: nanostores' atoms and maps have it. */
export interface ReadableStore<T> {
  get(): T
  listen(listener: () => void): () => void
}

/** The store's current value; the component re-renders on every change. */
export function useStore<T>(store: ReadableStore<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get)
}
