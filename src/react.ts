/**
 * The React facade: the one door through which islands reach React. It exports exactly the API the on-demand `react`
 * bundle shares on `window.saar` (lazy/react.ts takes its values from here), so a React name that is not shared is a
 * type error where an island imports it, instead of `undefined` in the shipped script. Add a name here only when an
 * island truly needs it: every name costs bytes on the first island's load.
 *
 * Not part of the runtime: each React island's bundle carries this module, whose `react` and `react-dom/client`
 * imports the build maps to `saar.React` and `saar.ReactDOMClient` (scripts/build.ts), so nothing of React is
 * bundled twice. Under test, 'react' is preact/compat (as shipped) or React 19 (the react19 project).
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

export {
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
  createRoot,
}

/** React's types islands use (types cost nothing at run time). */
export type { ChangeEvent, FocusEvent, FormEvent, KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react'
export type { Root } from 'react-dom/client'
