/** A build fixture: a small React island that uses only shared names (test/unit/build.test.ts). */
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { provide } from '../../../src/loader'

function Counter() {
  const [n, setN] = useState(0)
  return <button onClick={() => setN(n + 1)}>{n}</button>
}

declare module '../../../src/assets' {
  interface Assets {
    'fixture-island': (el: Element) => void
  }
}

provide('fixture-island', (el: Element) => createRoot(el).render(<Counter />))
