/**
 * The overlay module (src/overlay.ts), once for every layer: the dialog's role and name, focus in, trapped at both
 * edges and back (to a fallback when the opener has gone), Escape and the backdrop and the close button, the scroll
 * lock with the scrollbar's room kept and the page where it was, two layers stacked (Escape and focus belong to the
 * top one), a layer over Flatsome's open Magnific Popup, and reduced motion.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { layerStack } from '../../src/layer-stack'
import { LAYERS, openLayer, type LayerOptions } from '../../src/overlay'

/** A layer's markup in the page: a backdrop and a box with a title, a close button and two fields. */
function markup(name = 'a') {
  const backdrop = document.createElement('div')
  const box = document.createElement('div')
  box.innerHTML = `<h2>Kiht ${name}</h2><button class="close">Sulge</button><input class="first-field"><a href="#x" class="last">Link</a>`
  document.body.append(backdrop, box)
  const get = (selector: string) => box.querySelector<HTMLElement>(selector)!
  return { backdrop, box, title: get('h2'), close: get('.close'), field: get('input'), last: get('.last') }
}

function open(m = markup(), options: Partial<LayerOptions> = {}) {
  return openLayer({ tier: 'dialog', covers: [m.backdrop, m.box], dialog: m.box, label: m.title, backdrop: [m.backdrop], closeButton: m.close, ...options })
}

const press = (key: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true })
  ;(document.activeElement ?? document.body).dispatchEvent(event)
  return event
}
const zIndex = (el: HTMLElement) => Number(el.style.getPropertyValue('z-index'))
const root = document.documentElement

/** The shopper's motion preference. */
const motion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }))

let opener: HTMLButtonElement
beforeEach(() => {
  motion(false)
  opener = document.createElement('button')
  opener.textContent = 'Ava'
  document.body.appendChild(opener)
  opener.focus()
})
afterEach(() => {
  vi.unstubAllGlobals()
  root.removeAttribute('style')
  layerStack.length = 0 // a test that failed half-way leaves no layer for the next
})

describe('a layer', () => {
  it('is a modal dialog named by its title (or a text), focus moved in, and back to the opener when it closes', () => {
    const m = markup()
    const layer = open(m)
    expect(m.box.getAttribute('role')).toBe('dialog')
    expect(m.box.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(m.box.getAttribute('aria-labelledby')!)).toBe(m.title)
    expect(document.activeElement).toBe(m.close) // the first tabbable
    layer.close()
    expect(document.activeElement).toBe(opener)
    expect(m.box.hasAttribute('role')).toBe(false)
    expect(m.box.hasAttribute('aria-modal')).toBe(false)

    const n = markup('b')
    open(n, { label: 'Pildigalerii', focus: n.box }).close()
    expect(n.box.getAttribute('aria-label')).toBeNull() // gone with the layer…
    const o = markup('c')
    open(o, { label: 'Pildigalerii', focus: o.box })
    expect(o.box.getAttribute('aria-label')).toBe('Pildigalerii') // …there while it is open
    expect(document.activeElement).toBe(o.box) // the element given, made focusable
  })

  it('leaves focus where it is when it is inside already', () => {
    const m = markup()
    m.field.focus()
    open(m, { opener: null })
    expect(document.activeElement).toBe(m.field)
  })

  it('gives focus to the first fallback still in the page when the opener has gone', () => {
    const gone = document.createElement('button')
    const inert = document.createElement('div')
    inert.setAttribute('inert', '')
    inert.innerHTML = '<button>Peidus</button>'
    const fallback = document.createElement('a')
    fallback.href = '#korv'
    document.body.append(gone, inert, fallback)
    const layer = open(markup(), { opener: gone, fallback: [document.body, inert.firstElementChild, null, fallback] })
    gone.remove()
    layer.close()
    expect(document.activeElement).toBe(fallback)
  })

  it('does not take focus back when the shopper has moved on outside it (another layer took it)', () => {
    const a = open()
    const other = document.createElement('button')
    document.body.appendChild(other)
    // A layer over it moved focus into itself, then this one closes underneath.
    const b = open(markup('b'), { covers: [other], dialog: other })
    expect(document.activeElement).toBe(other)
    a.close()
    expect(document.activeElement).toBe(other)
    b.close()
  })

  it('keeps Tab inside at both edges, and brings focus that lands outside back in', () => {
    const m = markup()
    open(m)
    expect(document.activeElement).toBe(m.close)
    expect(press('Tab').defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(m.field)
    press('Tab')
    expect(document.activeElement).toBe(m.last)
    press('Tab') // the last: round to the first
    expect(document.activeElement).toBe(m.close)
    press('Tab', true) // the first, backwards: round to the last
    expect(document.activeElement).toBe(m.last)
    press('Tab', true)
    expect(document.activeElement).toBe(m.field)
    opener.focus() // a click behind, a screen reader's cursor
    expect(m.box.contains(document.activeElement)).toBe(true)
  })

  it('closes on Escape, on its close button and on a click right on its backdrop, not on a click inside', () => {
    const closed = vi.fn()
    let m = markup()
    open(m, { onClose: closed })
    expect(press('Escape').defaultPrevented).toBe(true)
    expect(closed).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(opener)

    m = markup('b')
    open(m, { onClose: closed })
    m.title.click()
    m.field.click()
    expect(closed).toHaveBeenCalledTimes(1)
    m.backdrop.click()
    expect(closed).toHaveBeenCalledTimes(2)

    m = markup('c')
    const layer = open(m, { onClose: closed })
    m.close.click()
    expect(closed).toHaveBeenCalledTimes(3)
    layer.close() // once only
    m.close.click()
    press('Escape')
    expect(closed).toHaveBeenCalledTimes(3)
  })

  it('leaves an Escape that the layer’s own content handled (a list inside closing first) alone', () => {
    const m = markup()
    const closed = vi.fn()
    open(m, { onClose: closed })
    m.field.addEventListener('keydown', (event) => event.key == 'Escape' && event.preventDefault())
    m.field.focus()
    press('Escape')
    expect(closed).not.toHaveBeenCalled()
  })

  it('lets go of the page when its markup is replaced without closing it (a checkout refresh): at the next key or focus', () => {
    const a = markup('a')
    open(a)
    const b = markup('b')
    const closedB = vi.fn()
    open(b, { onClose: closedB })
    b.box.remove()
    b.backdrop.remove()
    a.field.focus() // the layer below is the top one now: focus may go there
    expect(document.activeElement).toBe(a.field)
    expect(closedB).toHaveBeenCalledTimes(1)
    press('Escape')
    expect(layerStack).toHaveLength(0)
    expect(root.style.overflow).toBe('')
  })
})

describe('the scroll lock', () => {
  beforeEach(() => {
    // A 15 px scrollbar: the viewport is 1024 px, the page's box 1009 px.
    vi.stubGlobal('innerWidth', 1024)
    Object.defineProperty(root, 'clientWidth', { configurable: true, get: () => (root.style.overflow == 'hidden' ? 1024 : 1009) })
  })
  afterEach(() => void delete (root as { clientWidth?: number }).clientWidth)

  it('keeps the scrollbar’s room as padding while open, and the page where it was after it closes', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    vi.stubGlobal('scrollY', 1200)
    root.style.paddingRight = '3px' // the page's own
    const layer = open()
    expect(root.style.overflow).toBe('hidden')
    expect(root.style.paddingRight).toBe('18px') // its own 3 px and the scrollbar's 15
    layer.close()
    expect(root.style.overflow).toBe('')
    expect(root.style.paddingRight).toBe('3px')
    expect(window.scrollY).toBe(1200)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('stays while any layer is open or still fading, whichever closes first, and then puts back what was there', () => {
    root.style.overflow = 'clip'
    const a = open(markup('a'), { removalMs: 300 })
    const b = open(markup('b'))
    expect(root.style.paddingRight).toBe('15px') // measured once: the second layer found no scrollbar
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    a.close() // the bottom one closes first and fades
    b.close()
    expect(root.style.overflow).toBe('hidden')
    vi.advanceTimersByTime(300)
    expect(root.style.overflow).toBe('clip')
    expect(root.style.paddingRight).toBe('')
    expect(layerStack).toHaveLength(0)
  })
})

describe('stacked layers', () => {
  it('go one above the other; Escape, the backdrop and the focus trap belong to the top one', () => {
    const a = markup('a')
    const b = markup('b')
    const closedA = vi.fn()
    const closedB = vi.fn()
    open(a, { onClose: closedA })
    a.field.focus()
    open(b, { tier: 'panel', onClose: closedB }) // a lower step of the scale, opened later: still above
    expect(zIndex(b.backdrop)).toBeGreaterThan(zIndex(a.box))
    expect(zIndex(b.box)).toBe(zIndex(b.backdrop) + 1)
    expect(b.box.contains(document.activeElement)).toBe(true)
    a.field.focus() // the lower layer is behind: focus goes back to the top one
    expect(b.box.contains(document.activeElement)).toBe(true)

    a.backdrop.click() // the lower one's backdrop, where the top one leaves it visible: nothing
    expect(closedA).not.toHaveBeenCalled()
    press('Escape')
    expect(closedB).toHaveBeenCalledTimes(1)
    expect(closedA).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(a.field) // where the top one was opened from
    press('Tab')
    expect(document.activeElement).toBe(a.last) // the lower one's trap again
    press('Escape')
    expect(closedA).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(opener)
  })

  it('sit below Flatsome’s Magnific Popup on the named scale', () => {
    const m = markup()
    open(m, { tier: 'panel' })
    expect(zIndex(m.backdrop)).toBe(LAYERS.panel)
    const values = Object.entries(LAYERS).filter(([name]) => name != 'overMagnific').map(([, z]) => z)
    expect(Math.max(...values)).toBeLessThan(1042)
    expect(m.backdrop.getAttribute('data-saar-layer')).toBe('panel')
  })
})

describe('a layer opened while Flatsome’s Magnific Popup is open', () => {
  it('goes over it, keeps focus from Magnific’s trap, and Escape closes it alone', () => {
    // Magnific Popup as Flatsome runs it: its markup, its focus trap and its Escape on the document.
    document.body.insertAdjacentHTML('beforeend', '<div class="mfp-bg" style="z-index:1042"></div><div class="mfp-wrap" tabindex="-1" style="z-index:1043"><div class="mfp-content" style="z-index:1045"><a href="#k" class="in-mfp">Toode</a></div></div>')
    const wrap = document.querySelector<HTMLElement>('.mfp-wrap')!
    const magnificClosed = vi.fn()
    const trap = (event: FocusEvent) => void (!wrap.contains(event.target as Node) && wrap.focus())
    const escape = (event: KeyboardEvent) => void (event.key == 'Escape' && magnificClosed())
    document.addEventListener('focusin', trap)
    document.addEventListener('keyup', escape)
    try {
      const inMfp = wrap.querySelector<HTMLElement>('.in-mfp')!
      inMfp.focus()
      const m = markup()
      const layer = open(m, { tier: 'panel' })
      expect(zIndex(m.backdrop)).toBeGreaterThan(1046)
      expect(document.activeElement).toBe(m.close)
      press('Tab')
      expect(document.activeElement).toBe(m.field) // Magnific did not pull it back
      m.field.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape', bubbles: true })) // an Escape the content kept
      press('Escape')
      expect(document.activeElement).toBe(inMfp) // back in Flatsome's popup…
      inMfp.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape', bubbles: true })) // …where the key comes up
      expect(magnificClosed).not.toHaveBeenCalled() // …which is still open
      press('Escape')
      inMfp.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape', bubbles: true }))
      expect(magnificClosed).toHaveBeenCalledTimes(1) // the next Escape is Magnific's again
      expect(m.box.hasAttribute('role')).toBe(false)
      layer.close()
    } finally {
      document.removeEventListener('focusin', trap)
      document.removeEventListener('keyup', escape)
    }
  })
})

describe('reduced motion', () => {
  it('a layer’s markup stays for its fade-out, and goes in the next task when the shopper asked for less motion', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const removed = vi.fn()
    open(markup(), { removalMs: 300, onRemoved: removed }).close()
    vi.advanceTimersByTime(299)
    expect(removed).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(removed).toHaveBeenCalledTimes(1)

    motion(true)
    open(markup('b'), { removalMs: 300, onRemoved: removed }).close()
    vi.advanceTimersByTime(0)
    expect(removed).toHaveBeenCalledTimes(2)
    expect(root.style.overflow).toBe('')
  })
})
