/** A build fixture: a small React island that imports React through the facade, as islands do (test/unit/build.test.ts). */
import { createRoot, useState } from '../../../src/react'
import { provide } from '../../../src/loader'

declare module '../../../src/assets' {
  interface Assets {
    'fixture-facade': (el: Element) => void
  }
}

function Counter() {
  const [n, setN] = useState(0)
  return <button onClick={() => setN(n + 1)}>{n}</button>
}

provide('fixture-facade', (el: Element) => createRoot(el).render(<Counter />))
