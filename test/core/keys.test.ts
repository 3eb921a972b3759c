/**
 * The keyboard helper's DOM part: a key event moves a roving tabindex and focus, or the active descendant of a field;
 * the direction comes from the nearest `dir` (the element's or the page's); modified keys are left alone.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { keyMove, pointTo, rove } from '../../src/keys'
import { isRtl } from '../../src/direction'

afterEach(() => {
  document.documentElement.removeAttribute('dir')
  document.body.removeAttribute('dir')
  document.body.className = ''
})

const press = (target: Element, key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}

/** A toolbar of buttons with a roving tabindex, `rove` on its keydown; what each key returned is kept. */
function toolbar(markup: string, wrap = true) {
  document.body.innerHTML = `<div role="toolbar">${markup}</div>`
  const bar = document.querySelector('[role=toolbar]')!
  const items = Array.from(bar.querySelectorAll<HTMLElement>('button'))
  const moved: (number | undefined)[] = []
  bar.addEventListener('keydown', (event) => moved.push(rove(event as KeyboardEvent, items, { orientation: 'horizontal', wrap })))
  items.forEach((el, i) => (el.tabIndex = i ? -1 : 0))
  items[0]!.focus()
  return { items, moved, key: (key: string, init?: KeyboardEventInit) => press(document.activeElement!, key, init) }
}

describe('rove', () => {
  it('moves focus and the one tabindex 0 with the arrows, Home and End, and prevents their default', () => {
    const { items, moved, key } = toolbar('<button>A</button><button>B</button><button>C</button>')
    expect(key('ArrowRight').defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(items[1])
    expect(items.map((el) => el.tabIndex)).toEqual([-1, 0, -1])
    key('End')
    expect(document.activeElement).toBe(items[2])
    key('ArrowRight')
    expect(document.activeElement).toBe(items[0])
    key('ArrowLeft')
    key('Home')
    expect(document.activeElement).toBe(items[0])
    expect(items.map((el) => el.tabIndex)).toEqual([0, -1, -1])
    expect(moved).toEqual([1, 2, 0, 2, 0])
  })

  it('skips hidden, disabled and aria-disabled items', () => {
    const { items, key } = toolbar('<button>A</button><button hidden>B</button><button disabled>C</button><span hidden><button>D</button></span><button aria-disabled="true">E</button><button>F</button>')
    key('ArrowRight')
    expect(document.activeElement).toBe(items[5])
    key('ArrowRight')
    expect(document.activeElement).toBe(items[0])
    key('End')
    expect(document.activeElement).toBe(items[5])
  })

  it('stops at the ends without wrap: the key is still taken, so the page does not scroll', () => {
    const { items, key } = toolbar('<button>A</button><button>B</button>', false)
    expect(key('ArrowLeft').defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(items[0])
    key('ArrowRight')
    key('ArrowRight')
    expect(document.activeElement).toBe(items[1])
  })

  it('leaves other keys, the other orientation, keys with Alt, Ctrl or Meta, and keys outside the items alone', () => {
    const { items, moved, key } = toolbar('<button>A</button><button>B</button><input>')
    for (const [name, init] of [['ArrowDown', {}], ['Enter', {}], ['ArrowRight', { altKey: true }], ['ArrowRight', { ctrlKey: true }], ['End', { metaKey: true }]] as const) {
      expect(key(name, init).defaultPrevented).toBe(false)
    }
    expect(document.activeElement).toBe(items[0])
    const field = document.querySelector('input')!
    field.focus()
    expect(key('ArrowRight').defaultPrevented).toBe(false)
    expect(document.activeElement).toBe(field)
    expect(moved).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
  })

  it('mirrors Left and Right in a right-to-left page, and in a dir=rtl element on a left-to-right one', () => {
    document.documentElement.dir = 'rtl'
    let bar = toolbar('<button>A</button><button>B</button><button>C</button>')
    bar.key('ArrowLeft')
    expect(document.activeElement).toBe(bar.items[1])
    bar.key('ArrowRight')
    expect(document.activeElement).toBe(bar.items[0])

    document.documentElement.removeAttribute('dir')
    bar = toolbar('<button>A</button><button>B</button><button>C</button>')
    document.querySelector('[role=toolbar]')!.setAttribute('dir', 'RTL')
    bar.key('ArrowLeft')
    expect(document.activeElement).toBe(bar.items[1])
  })

  it('reads left to right inside a dir=ltr element on a right-to-left page', () => {
    document.body.className = 'rtl'
    document.documentElement.dir = 'rtl'
    const { items, key } = toolbar('<button>A</button><button>B</button>')
    document.querySelector('[role=toolbar]')!.setAttribute('dir', 'ltr')
    key('ArrowRight')
    expect(document.activeElement).toBe(items[1])
  })
})

describe('isRtl', () => {
  it('reads the nearest dir, else the body class WordPress prints', () => {
    expect(isRtl()).toBe(false)
    document.body.className = 'rtl'
    expect(isRtl()).toBe(true)
    document.body.className = ''
    document.body.innerHTML = '<p dir="rtl"><b></b></p><i></i>'
    expect([isRtl(document.querySelector('b')!), isRtl(document.querySelector('i')!)]).toEqual([true, false])
    document.body.dir = 'rtl'
    expect(isRtl()).toBe(true)
  })
})

describe('keyMove and pointTo (active descendant)', () => {
  it('keeps focus in the field while aria-activedescendant moves over the options', () => {
    document.body.innerHTML = '<input role="combobox"><ul role="listbox"><li role="option" id="o0">A</li><li role="option" id="o1">B</li></ul>'
    const field = document.querySelector('input')!
    const options = Array.from(document.querySelectorAll('li'))
    let active = -1
    field.addEventListener('keydown', (event) => {
      const next = keyMove(event, active, options.length, { orientation: 'vertical' })
      if (next === undefined) return
      active = next
      pointTo(field, options[active])
    })
    field.focus()
    expect(press(field, 'Home').defaultPrevented).toBe(false) // the caret's, while no option is active
    expect(press(field, 'ArrowUp').defaultPrevented).toBe(true)
    expect(field.getAttribute('aria-activedescendant')).toBe('o1')
    press(field, 'Home')
    expect(field.getAttribute('aria-activedescendant')).toBe('o0')
    expect(press(field, 'ArrowLeft').defaultPrevented).toBe(false) // vertical: Left and Right are the caret's
    expect(document.activeElement).toBe(field)
    pointTo(field, null)
    expect(field.hasAttribute('aria-activedescendant')).toBe(false)
  })
})
