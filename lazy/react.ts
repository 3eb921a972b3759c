/**
 * React's API for Saar's islands (preact/compat in the shipped build), loaded when the first React island is
 * (`loadAsset('react')`; the build makes every on-demand bundle that imports React depend on this one, so
 * `loadAsset` loads it first, once per page). It puts the API on `window.saar`, where those bundles read it, so all
 * of a page's islands share one copy.
 *
 * What it shares is the React facade's values (src/react.ts), through which islands import React: an unshared name
 * is a type error there, and the build still fails when a script imports one from React itself (it would be
 * undefined).
 */
import {
  createElement,
  createRoot,
  Fragment,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from '../src/react'
import type * as Facade from '../src/react'
import { jsx, jsxs } from 'react/jsx-runtime'
import { provide } from '../src/loader'

// Every value of the facade but createRoot (saar.ReactDOMClient's), and nothing else: a name the facade gains and
// this object lacks, or the other way round, is a type error, so islands import exactly what is shared.
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
} satisfies Omit<typeof Facade, 'createRoot'>

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
