import { describe, expect, it, vi } from 'vitest'
import { ownMarkup, wireAll } from '../../src/dom'
import { readJsonAttribute } from '../../src/json'

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('wireAll', () => {
  it('wires each element once, also elements added later and inside added subtrees', async () => {
    document.body.innerHTML = '<div class="t" id="a"></div>'
    const wire = vi.fn()
    wireAll('.t', wire)
    const later = document.createElement('section')
    later.innerHTML = '<div class="t" id="b"></div><div class="t" id="c"></div>'
    document.body.appendChild(later)
    await tick()
    // Moving an element re-adds it to the DOM: still wired only once.
    document.body.appendChild(document.getElementById('a')!)
    await tick()
    expect(wire.mock.calls.map(([el]) => (el as Element).id)).toEqual(['a', 'b', 'c'])
  })

  it('keeps going when one element fails to set up', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    document.body.innerHTML = '<i class="t"></i><i class="t"></i>'
    const ok = vi.fn()
    wireAll('.t', (el) => {
      if (el === document.body.firstElementChild) throw new Error('broken')
      ok()
    })
    expect(ok).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalled()
  })

  it('searches each batch of added markup once: a node inside another added node is covered by it', async () => {
    const wire = vi.fn()
    wireAll('.t', wire)
    wireAll('.u', wire)
    const search = vi.spyOn(Element.prototype, 'querySelectorAll')
    // A fragment's list built in the page node by node, in one task: one record per node, one batch.
    const list = document.createElement('ul')
    document.body.appendChild(list)
    for (let i = 0; i < 20; i++) list.insertAdjacentHTML('beforeend', `<li class="t" id="t${i}"><b class="u" id="u${i}"></b></li>`)
    // Added and gone again before the batch is seen: nothing to wire.
    const gone = document.createElement('i')
    gone.className = 't'
    document.body.appendChild(gone).remove()
    await tick()
    expect(wire.mock.calls.map(([el]) => (el as Element).id)).toEqual([...Array.from({ length: 20 }, (_, i) => `t${i}`), ...Array.from({ length: 20 }, (_, i) => `u${i}`)])
    // One search per watch over the one root of the batch, not one per added node.
    expect(search).toHaveBeenCalledTimes(2)
  })

  it('asks once whether added markup holds anything watched: markup holding nothing is not searched per selector', async () => {
    const wire = vi.fn()
    for (const name of ['a', 'b', 'c', 'd', 'e']) wireAll(`.${name}-watched`, wire)
    const searchAll = vi.spyOn(Element.prototype, 'querySelectorAll')
    const searchOne = vi.spyOn(Element.prototype, 'querySelector')
    // A message, a hidden field: nothing any of the five selectors wants.
    const message = document.createElement('div')
    message.innerHTML = '<p>Lisatud</p><input type="hidden" name="x">'
    document.body.appendChild(message)
    await tick()
    expect([searchOne.mock.calls.length, searchAll.mock.calls.length]).toEqual([1, 0])
    // Markup that holds one is searched, and wired as always.
    const card = document.createElement('div')
    card.innerHTML = '<i class="d-watched" id="d"></i>'
    document.body.appendChild(card)
    await tick()
    expect(wire.mock.calls.map(([el]) => (el as Element).id)).toEqual(['d'])
    searchAll.mockRestore()
    searchOne.mockRestore()
  })

  it('wires server markup Saar inserts, but not what it renders itself inside its own subtrees', async () => {
    const wire = vi.fn()
    wireAll('form', wire)
    const island = ownMarkup(document.createElement('div'))
    document.body.appendChild(island)
    await tick()
    island.innerHTML = '<form id="own"></form>' // the island's own rendering, later
    const fragment = document.createElement('div')
    fragment.innerHTML = '<form id="server"></form>' // e.g. a cart fragment or a checkout refresh
    document.body.appendChild(fragment)
    await tick()
    expect(wire.mock.calls.map(([el]) => (el as Element).id)).toEqual(['server'])
  })

  it('stops watching when asked', async () => {
    const wire = vi.fn()
    const stop = wireAll('.t', wire)
    stop()
    document.body.innerHTML = '<i class="t"></i>'
    await tick()
    expect(wire).not.toHaveBeenCalled()
  })
})

describe('JSON in attributes', () => {
  it('gives undefined for malformed JSON instead of throwing', () => {
    const form = document.createElement('form')
    form.setAttribute('data-product_variations', '[{"attributes":')
    expect(readJsonAttribute(form, 'data-product_variations')).toBeUndefined()
    form.setAttribute('data-product_variations', 'false')
    expect(readJsonAttribute(form, 'data-product_variations')).toBe(false)
    expect(readJsonAttribute(form, 'data-missing')).toBeUndefined()
  })
})
