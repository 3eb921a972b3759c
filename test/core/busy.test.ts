/**
 * The busy region (src/busy.ts): while a request runs the region says so, takes no input and wears its veil (Saar's
 * own UI, here: test/dom/own-ui.test.tsx covers it before and as it comes), the veil in Saar's container inside it, out
 * of the flow; released it is as it was, marks nest, a second release does nothing, and focus the inert region
 * dropped comes back to its element when that is still on the page.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { isBusy, markBusy } from '../../src/busy'
import { loadOwnUi } from '../../src/own-ui'
import '../../lazy/own-ui'

beforeAll(() => loadOwnUi())

afterEach(() => document.body.replaceChildren())

function region(html = '<label>Kogus <input id="qty"></label><button id="go">Uuenda</button>') {
  const el = document.createElement('div')
  el.className = 'woocommerce-checkout-payment'
  el.innerHTML = html
  document.body.append(el)
  return el
}

describe('markBusy', () => {
  it('marks the region busy and inert with a veil of its own, and gives it back as it was', async () => {
    const el = region()
    const before = el.outerHTML
    const release = markBusy(el)
    expect(el.getAttribute('aria-busy')).toBe('true')
    expect(el.hasAttribute('inert')).toBe(true)
    expect(el.classList.contains('saar-busy')).toBe(true)
    // A static region gets a position for the veil (relative: nothing moves).
    expect(el.classList.contains('saar-busy-anchor')).toBe(true)
    const host = el.lastElementChild!
    expect(host.className).toBe('saar-busy-host')
    // Drawn by the UI as soon as it answers (a microtask here, where it came before).
    await vi.waitFor(() => expect(host.firstElementChild).not.toBeNull())
    const veil = host.firstElementChild!
    expect([host.childElementCount, veil.className, veil.getAttribute('aria-hidden'), veil.childElementCount]).toEqual([1, 'saar-busy-veil', 'true', 0])
    expect(isBusy(el)).toBe(true)
    release()
    expect(el.outerHTML).toBe(before)
    expect(isBusy(el)).toBe(false)
  })

  it('leaves a region that has a position of its own where it is', () => {
    const el = region()
    el.style.position = 'absolute'
    const release = markBusy(el)
    expect(el.classList.contains('saar-busy-anchor')).toBe(false)
    release()
  })

  it('nests: the region stays busy until the last mark is released, and a release counts once', async () => {
    const el = region()
    const first = markBusy(el)
    const second = markBusy(el)
    await vi.waitFor(() => expect(el.querySelectorAll('.saar-busy-veil')).toHaveLength(1))
    first()
    first()
    expect(el.getAttribute('aria-busy')).toBe('true')
    second()
    expect(el.hasAttribute('aria-busy')).toBe(false)
    expect(el.hasAttribute('inert')).toBe(false)
    expect(el.querySelector('.saar-busy-veil')).toBeNull()
  })

  it('puts focus back on the element that had it, when focus went nowhere meanwhile', () => {
    const el = region()
    const input = el.querySelector<HTMLInputElement>('#qty')!
    input.focus()
    const release = markBusy(el)
    // The browser drops focus from an inert region (jsdom does not: do what it does).
    input.blur()
    expect(document.activeElement).toBe(document.body)
    release()
    expect(document.activeElement).toBe(input)
  })

  it('leaves focus alone where the shopper moved it, or where the answer took the element away', () => {
    const el = region()
    const outside = document.createElement('input')
    document.body.append(outside)
    el.querySelector<HTMLInputElement>('#qty')!.focus()
    let release = markBusy(el)
    outside.focus()
    release()
    expect(document.activeElement).toBe(outside)

    el.querySelector<HTMLInputElement>('#qty')!.focus()
    release = markBusy(el)
    el.innerHTML = '<input id="qty">'
    release()
    expect(document.activeElement).toBe(document.body)
  })
})
