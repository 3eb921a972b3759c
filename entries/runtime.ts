/**
 * The shared runtime: React's API (preact/compat in the shipped build), nanostores and Saar's core, exposed once as
 * `window.saar`. Every feature script takes these from here, so the framework ships once and every island sees
 * the same stores. Loading the runtime twice keeps the first copy: two copies would split the state.
 *
 * Only the React and nanostores APIs listed here are shared (the build checks that feature scripts use no others);
 * listing them keeps the runtime within its 12 kB budget.
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
import { atom, map } from 'nanostores'
import * as core from '../src/index'

/** React's API as the runtime shares it. */
export const React = {
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

export interface SaarGlobal {
  React: typeof React
  ReactDOMClient: { createRoot: typeof createRoot }
  jsx: { jsx: typeof jsx; jsxs: typeof jsxs; Fragment: typeof Fragment }
  nanostores: { atom: typeof atom; map: typeof map }
  core: typeof core
}

declare global {
  interface Window {
    saar?: SaarGlobal
  }
}

window.saar ??= {
  React,
  ReactDOMClient: { createRoot },
  jsx: { jsx, jsxs, Fragment },
  nanostores: { atom, map },
  core,
}
