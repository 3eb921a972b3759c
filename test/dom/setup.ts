/**
 * Every DOM test starts from an empty document, fresh settings, no cookies and no wiring left from the last one.
 */
import { afterEach, vi } from 'vitest'
import { resetSettings } from '../../src/settings'
import { resetWiring } from '../../src/dom'

afterEach(() => {
  resetWiring()
  resetSettings()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  document.documentElement.lang = ''
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
  delete (globalThis as { jQuery?: unknown }).jQuery
  vi.useRealTimers()
  vi.restoreAllMocks()
})
