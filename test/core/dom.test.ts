import { describe, expect, it, vi } from 'vitest'
import { wireAll } from '../../src/dom'
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
