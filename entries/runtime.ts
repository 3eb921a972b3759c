/**
 * The shared runtime: nanostores and Saar's core, exposed once as `window.saar`. Every feature script takes these
 * from here, so every island sees the same stores. Loading the runtime twice keeps the first copy: two copies would
 * split the state.
 *
 * React is not here: the on-demand `react` bundle (lazy/react.ts) adds `saar.React`, `saar.ReactDOMClient` and
 * `saar.jsx` when the first React island is loaded. Only the nanostores API listed here and the React API of the
 * facade (src/react.ts, through which islands import React) are shared: another React name is a type error where
 * an island imports it from the facade, and the build fails when a script imports any other name from nanostores
 * or React itself (it would be undefined).
 */
import { atom, map } from 'nanostores'
import * as core from '../src/index'
import type { SaarReact } from '../lazy/react'

export interface SaarGlobal extends Partial<SaarReact> {
  nanostores: { atom: typeof atom; map: typeof map }
  core: typeof core
}

declare global {
  interface Window {
    saar?: SaarGlobal
  }
}

window.saar ??= { nanostores: { atom, map }, core }
