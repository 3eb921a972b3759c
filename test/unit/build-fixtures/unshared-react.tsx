/** A build fixture: an island that uses a React name the react bundle does not share (test/unit/build.test.ts). */
import { useReducer } from 'react'
import { createRoot } from 'react-dom/client'
import { provide } from '../../../src/loader'

function Counter() {
  const [n, add] = useReducer((x: number) => x + 1, 0)
  return <button onClick={add}>{n}</button>
}

declare module '../../../src/assets' {
  interface Assets {
    'fixture-unshared': (el: Element) => void
  }
}

provide('fixture-unshared', (el: Element) => createRoot(el).render(<Counter />))
