/**
 * React's API for Saar's islands (preact/compat in the shipped build), loaded when the first React island is
 * (`loadAsset('react')`; the build makes every on-demand bundle that imports React depend on this one, so
 * `loadAsset` loads it first, once per page). It puts the API on `window.saar`, where those bundles read it, so all
 * of a page's islands share one copy.
 *
 * Only the names listed here are shared: the build fails when an island imports another one (it would be
 * undefined). Add one only when an island truly needs it; every name costs bytes on the first island's load.
 */
import {
  createElement,
  Fragment,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { createRoot } from 'react-dom/client'
import { jsx, jsxs } from 'react/jsx-runtime'
import { provide } from '../src/loader'

const React = {
  createElement,
  Fragment,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
}

/** What this bundle adds to `window.saar`. */
export interface SaarReact {
  React: typeof React
  ReactDOMClient: { createRoot: typeof createRoot }
  jsx: { jsx: typeof jsx; jsxs: typeof jsxs; Fragment: typeof Fragment }
}

declare module '../src/assets' {
  interface Assets {
    react: SaarReact['React']
  }
}

// The runtime is on the page (this bundle's import of the core reads it). A second copy keeps the first.
const saar = window.saar!
saar.React ??= React
saar.ReactDOMClient ??= { createRoot }
saar.jsx ??= { jsx, jsxs, Fragment }
provide('react', saar.React)
