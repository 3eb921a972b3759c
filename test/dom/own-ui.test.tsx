/**
 * Saar's own UI for its requests (src/own-ui.ts, src/own-ui-components.tsx), under preact/compat as shipped and under
 * React 19: the busy veil drawn into Saar's container in the region and taken away with it; a region marked before
 * the UI has come busy and inert at once, nothing fetched for it, and its veil drawn when the UI comes (none for a
 * region released meanwhile, none left over); a UI another script fetched found without a fetch; Saar's notice in
 * both looks, its text as text, resolved once drawn and not yet in the page; and where the UI cannot come, the same
 * notice made plainly.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The modules as a fresh page has them: nothing of the UI loaded yet. */
async function page() {
  vi.resetModules()
  const [busy, ownUi, notices, loader] = await Promise.all([
    import('../../src/busy'),
    import('../../src/own-ui'),
    import('../../src/own-notice'),
    import('../../src/loader'),
  ])
  /** The on-demand bundle arriving (as its file runs): it provides the UI to whoever asks. */
  const arrive = () => import('../../lazy/own-ui')
  return { ...busy, ...ownUi, ...notices, ...loader, arrive }
}

function region(): HTMLElement {
  const el = document.createElement('div')
  el.className = 'woocommerce-checkout-payment'
  el.innerHTML = '<label>Makseviis <input id="pay" type="radio" name="payment_method"></label>'
  document.body.append(el)
  return el
}

const veilOf = (el: Element) => el.querySelector(':scope > .saar-busy-host > .saar-busy-veil')

/** An element as a screen reader and the theme's CSS meet it: tag, attributes (in any order), text, children. */
type Shape = { tag: string; attrs: Record<string, string>; children: Array<Shape | string> }
function shape(el: Element): Shape {
  const attrs = Object.fromEntries(Array.from(el.attributes, (a) => [a.name, a.value]))
  const children = Array.from(el.childNodes, (n) => (n instanceof Element ? shape(n) : n.textContent ?? '')).filter((c) => c !== '')
  return { tag: el.tagName.toLowerCase(), attrs, children }
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}))
afterEach(() => vi.resetModules())

describe('the busy veil', () => {
  it('is drawn into Saar’s container at the end of the region, hidden from screen readers, and goes with the release', async () => {
    const saar = await page()
    await saar.arrive()
    await saar.loadOwnUi()
    const el = region()
    const before = el.outerHTML
    const release = saar.markBusy(el)
    expect([el.getAttribute('aria-busy'), el.hasAttribute('inert')]).toEqual(['true', true])
    await vi.waitFor(() => expect(veilOf(el)).not.toBeNull())
    const host = el.lastElementChild!
    expect(host.className).toBe('saar-busy-host')
    expect(shape(host)).toEqual({ tag: 'div', attrs: { class: 'saar-busy-host' }, children: [{ tag: 'div', attrs: { class: 'saar-busy-veil', 'aria-hidden': 'true' }, children: [] }] })
    release()
    expect(el.outerHTML).toBe(before)
  })

  it('before the UI has come: the region is busy and inert at once, nothing is fetched, and the veil comes with the UI', async () => {
    const saar = await page()
    const el = region()
    const gone = region()
    const release = saar.markBusy(el)
    const releaseGone = saar.markBusy(gone)
    expect([el.getAttribute('aria-busy'), el.hasAttribute('inert'), el.classList.contains('saar-busy')]).toEqual(['true', true, true])
    expect(el.querySelector('.saar-busy-host')!.childElementCount).toBe(0)
    releaseGone()
    await new Promise((resolve) => setTimeout(resolve, 20))
    // No file asked for: the checkout's first refresh, as the page loads, must fetch no React.
    expect(document.querySelectorAll('script')).toHaveLength(0)
    expect(console.warn).not.toHaveBeenCalled()
    // The shopper approaches: the feature fetches the UI, and the region still busy gets its veil.
    await saar.arrive()
    await saar.loadOwnUi()
    await vi.waitFor(() => expect(veilOf(el)).not.toBeNull())
    expect(gone.querySelector('.saar-busy-host, .saar-busy-veil')).toBeNull()
    expect(gone.hasAttribute('aria-busy')).toBe(false)
    release()
    expect(el.querySelector('.saar-busy-host, .saar-busy-veil')).toBeNull()
  })

  it('uses the UI another script fetched (the coupon form’s code on the checkout) without fetching it again', async () => {
    const saar = await page()
    await saar.arrive()
    expect(saar.isProvided('own-ui')).toBe(true)
    const el = region()
    const release = saar.markBusy(el)
    await vi.waitFor(() => expect(veilOf(el)).not.toBeNull())
    release()
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })
})

describe("Saar's notice", () => {
  const TEXT = 'Ühendus katkes <img src=x onerror="window.ran=1"> & proovi uuesti.'
  const message = { tag: 'div', attrs: { class: 'woocommerce-error message-wrapper', role: 'alert', tabindex: '-1' }, children: [{ tag: 'div', attrs: { class: 'message-container container alert-color medium-text-center' }, children: [TEXT] }] }
  const list = { tag: 'div', attrs: { role: 'alert' }, children: [{ tag: 'ul', attrs: { class: 'woocommerce-error', tabindex: '-1' }, children: [{ tag: 'li', attrs: {}, children: [TEXT] }] }] }

  it('is drawn by the UI, fetched for it, in its container before that is in the page: the cart page’s look and the checkout’s, text as text', async () => {
    const saar = await page()
    await saar.arrive()
    const host = document.createElement('div')
    const alert = await saar.drawMessageNotice(host, TEXT)
    expect(alert.parentElement).toBe(host)
    expect(host.isConnected).toBe(false)
    expect(shape(alert)).toEqual(message)
    const group = document.createElement('div')
    const listAlert = await saar.drawListNotice(group, TEXT)
    expect(shape(listAlert)).toEqual(list)
    expect(group.querySelectorAll('img, script')).toHaveLength(0)
    document.body.append(host)
    expect((window as { ran?: number }).ran).toBeUndefined()
  })

  it('is made plainly, the same, where the UI cannot come', async () => {
    const saar = await page()
    // No URL for the bundle, as when the connection is gone: the load fails, and the console says why.
    const host = document.createElement('div')
    expect(shape(await saar.drawMessageNotice(host, TEXT))).toEqual(message)
    expect(shape(await saar.drawListNotice(document.createElement('div'), TEXT))).toEqual(list)
    expect(console.warn).toHaveBeenCalled()
    expect(saar.isProvided('own-ui')).toBe(false)
  })
})
