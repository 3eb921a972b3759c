import { afterEach, describe, expect, it, vi } from 'vitest'
import { wireWhen } from '../../src/hydrate'

const tick = () => new Promise((r) => setTimeout(r, 0))

/** A load the test answers: `resolve(mount)` or `reject()`, counted. */
function deferred<E extends Element = HTMLElement>() {
  let resolve!: (mount: (el: E) => void) => void
  let reject!: (error: Error) => void
  const load = vi.fn(() => new Promise<(el: E) => void>((yes, no) => ((resolve = yes), (reject = no))))
  return { load, resolve: (mount: (el: E) => void) => resolve(mount), reject: () => reject(new Error('offline')) }
}

/** A stand-in IntersectionObserver (jsdom has none) that reports what the test says is in view. */
class FakeObserver {
  static all: FakeObserver[] = []
  static inView = new Set<Element>()
  observed = new Set<Element>()
  constructor(private callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this)
  }
  observe(el: Element) {
    this.observed.add(el)
    // As a real observer: the first report, asynchronous, says whether it is already in view.
    queueMicrotask(() => this.report(el))
  }
  unobserve(el: Element) {
    this.observed.delete(el)
  }
  disconnect() {}
  report(el: Element) {
    if (this.observed.has(el))
      this.callback([{ target: el, isIntersecting: FakeObserver.inView.has(el) } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
  static scrollTo(el: Element) {
    FakeObserver.inView.add(el)
    for (const o of FakeObserver.all) o.report(el)
  }
}

const stops: Array<() => void> = []
const wire: typeof wireWhen = (...args) => {
  const stop = wireWhen(...args)
  stops.push(stop)
  return stop
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  FakeObserver.all = []
  FakeObserver.inView.clear()
  vi.unstubAllGlobals()
})

const mounted = (el: Element) => el.classList.add('mounted')
const isMounted = (id: string) => document.getElementById(id)!.classList.contains('mounted')

describe('loading policies', () => {
  it('now: loads once at once, mounts every element, also one added later, without loading again', async () => {
    document.body.innerHTML = '<i class="t" id="a"></i><i class="t" id="b"></i>'
    const { load, resolve } = deferred()
    wire('.t', 'now', load)
    expect(load).toHaveBeenCalledTimes(1)
    expect(isMounted('a')).toBe(false)
    resolve(mounted)
    await tick()
    expect([isMounted('a'), isMounted('b')]).toEqual([true, true])
    document.body.insertAdjacentHTML('beforeend', '<i class="t" id="c"></i>')
    await tick()
    expect(isMounted('c')).toBe(true)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('idle: loads nothing until the browser is idle', async () => {
    let idle: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => (idle = fn))
    document.body.innerHTML = '<i class="t" id="a"></i>'
    const { load, resolve } = deferred()
    wire('.t', 'idle', load)
    expect(load).not.toHaveBeenCalled()
    idle!()
    expect(load).toHaveBeenCalledTimes(1)
    resolve(mounted)
    await tick()
    expect(isMounted('a')).toBe(true)
  })

  it('visible: an element already in view loads at once; one below the fold only when scrolled to; one added later too', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    document.body.innerHTML = '<i class="t" id="top"></i><i class="t" id="below"></i>'
    FakeObserver.inView.add(document.getElementById('top')!)
    const { load, resolve } = deferred()
    wire('.t', 'visible', load)
    expect(load).not.toHaveBeenCalled() // the observer reports asynchronously, as a real one
    await tick()
    expect(load).toHaveBeenCalledTimes(1)
    resolve(mounted)
    await tick()
    // The code is here: every element gets it, in view or not.
    expect([isMounted('top'), isMounted('below')]).toEqual([true, true])
  })

  it('visible: nothing in view loads nothing; an element added later and scrolled to loads it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    document.body.innerHTML = '<i class="t" id="below"></i>'
    const { load, resolve } = deferred()
    wire('.t', 'visible', load)
    await tick()
    expect(load).not.toHaveBeenCalled()
    document.body.insertAdjacentHTML('beforeend', '<i class="t" id="late"></i>')
    await tick()
    expect(load).not.toHaveBeenCalled()
    FakeObserver.scrollTo(document.getElementById('late')!)
    expect(load).toHaveBeenCalledTimes(1)
    resolve(mounted)
    await tick()
    expect([isMounted('late'), isMounted('below')]).toEqual([true, true])
  })

  it('interaction: loads on the first pointer over, focus or touch of any element (one added later too), once for all', async () => {
    document.body.innerHTML = '<button class="t" id="a"></button><button class="t" id="b"></button>'
    const { load, resolve } = deferred()
    wire('.t', 'interaction', load)
    await tick()
    expect(load).not.toHaveBeenCalled()
    document.body.insertAdjacentHTML('beforeend', '<button class="t" id="late"><span id="inner"></span></button>')
    await tick()
    document.getElementById('inner')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(load).toHaveBeenCalledTimes(1)
    document.getElementById('a')!.focus()
    document.getElementById('b')!.dispatchEvent(new Event('touchstart', { bubbles: true }))
    expect(load).toHaveBeenCalledTimes(1)
    resolve(mounted)
    await tick()
    expect([isMounted('a'), isMounted('b'), isMounted('late')]).toEqual([true, true, true])
  })

  it('interaction: focus reaching an element loads it', async () => {
    document.body.innerHTML = '<a class="t" id="a" href="#x">x</a>'
    const { load } = deferred()
    wire('.t', 'interaction', load)
    document.getElementById('a')!.focus()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('held events', () => {
  it('a click before the code arrives starts the load and is replayed exactly once after mount, with its modifiers', async () => {
    document.body.innerHTML = '<p id="p"><a class="t" id="a" href="#followed">add</a></p>'
    const { load, resolve } = deferred()
    wire('.t', 'interaction', load, { hold: ['click'] })
    const seen: MouseEvent[] = []
    document.getElementById('p')!.addEventListener('click', (e) => seen.push(e))
    document.getElementById('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1, clientX: 7, screenY: 9 }))
    expect(load).toHaveBeenCalledTimes(1)
    await tick() // jsdom follows a fragment link in a later task
    expect(seen).toHaveLength(0) // nobody saw it yet, and the link was not followed
    expect(location.hash).toBe('')
    resolve((el) => el.addEventListener('click', (e) => e.preventDefault()))
    await tick()
    expect(seen.map((e) => [e.type, e.detail, e.clientX, e.screenY, (e.target as Element).id])).toEqual([['click', 1, 7, 9, 'a']])
    expect(location.hash).toBe('') // Saar's mounted handler took it
    await tick()
    expect(seen).toHaveLength(1)
  })

  it('a click with a modifier key (a new tab, a new window) is the browser’s: not held', () => {
    document.body.innerHTML = '<a class="t" id="a" href="#x">add</a>'
    const { load } = deferred()
    wire('.t', 'interaction', load, { hold: ['click'] })
    const seen: boolean[] = []
    document.getElementById('a')!.addEventListener('click', (e) => (seen.push(e.defaultPrevented), e.preventDefault()))
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      document.getElementById('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1, [modifier]: true }))
    expect(seen).toEqual([false, false, false, false])
  })

  it('a double click is replayed as two clicks, detail 1 and 2, so a handler’s double-click guard applies', async () => {
    document.body.innerHTML = '<button class="t" id="a">add</button>'
    const { load, resolve } = deferred()
    wire('.t', 'interaction', load, { hold: ['click'] })
    const adds: number[] = []
    const button = document.getElementById('a')!
    for (const detail of [1, 2]) button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }))
    resolve((el) => el.addEventListener('click', (e) => e.detail < 2 && adds.push(e.detail)))
    await tick()
    expect(adds).toEqual([1])
    // Once mounted, clicks are no longer held: they reach the handler at once.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }))
    expect(adds).toEqual([1, 1])
  })

  it('a submit is replayed once with its submitter; a change once; other events pass', async () => {
    document.body.innerHTML = `<form class="cart" id="f" action="#posted"><select name="s" id="s"><option>a</option><option>b</option></select>
      <input name="q" id="q"><button name="add" value="7" id="go">add</button></form>`
    const { load, resolve } = deferred<HTMLFormElement>()
    wire<HTMLFormElement>('form.cart', 'interaction', load, { hold: ['submit', 'change'] })
    const form = document.getElementById('f') as HTMLFormElement
    const submits: string[] = []
    const changes: string[] = []
    const typed: string[] = []
    form.addEventListener('input', () => typed.push('input'))
    form.addEventListener('keydown', (e) => typed.push(e.key))
    const select = document.getElementById('s') as HTMLSelectElement
    select.value = 'b'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    document.getElementById('q')!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }))
    document.getElementById('q')!.dispatchEvent(new Event('input', { bubbles: true }))
    form.requestSubmit(document.getElementById('go') as HTMLButtonElement)
    expect(load).toHaveBeenCalledTimes(1)
    expect(typed).toEqual([' ', 'input']) // not held: typing in a form's fields goes on working
    resolve((el) => {
      el.addEventListener('submit', (e) => (e.preventDefault(), submits.push((e as SubmitEvent).submitter?.id ?? 'none')))
      el.addEventListener('change', (e) => changes.push((e.target as HTMLSelectElement).value))
    })
    await tick()
    expect(submits).toEqual(['go'])
    expect(changes).toEqual(['b'])
  })

  it('Space on the element itself is held and replayed; other keys pass', async () => {
    document.body.innerHTML = '<p id="p"><a class="t" id="a" href="#x" role="button">add</a></p>'
    const { load, resolve } = deferred()
    wire('.t', 'interaction', load, { hold: ['keydown'] })
    const keys: string[] = []
    document.getElementById('p')!.addEventListener('keydown', (e) => keys.push(e.key))
    const link = document.getElementById('a')!
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }))
    link.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }))
    expect(keys).toEqual(['Tab'])
    resolve(() => {})
    await tick()
    expect(keys).toEqual(['Tab', ' '])
  })

  it('when the load fails, a held click follows the link and a held submit posts, once each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.body.innerHTML = `<a class="t" id="a" href="#followed">add</a>
      <form class="cart" id="f"><button id="go">add</button></form>`
    const links = deferred()
    const forms = deferred<HTMLFormElement>()
    wire('.t', 'interaction', links.load, { hold: ['click'] })
    wire<HTMLFormElement>('form.cart', 'interaction', forms.load, { hold: ['submit'] })
    const posted: boolean[] = []
    // The last listener on the way: a submit nobody prevented is one the browser posts.
    const record = (e: Event) => (posted.push(!e.defaultPrevented), e.preventDefault())
    addEventListener('submit', record)
    stops.push(() => removeEventListener('submit', record))
    document.getElementById('a')!.click()
    ;(document.getElementById('go') as HTMLButtonElement).click()
    await tick() // jsdom follows a fragment link in a later task
    await tick()
    expect(location.hash).toBe('')
    expect(posted).toEqual([])
    links.reject()
    forms.reject()
    await vi.waitFor(() => expect(location.hash).toBe('#followed'))
    expect(posted).toEqual([true])
    expect(warn).toHaveBeenCalledTimes(2)
    // No longer held: the markup works on its own.
    ;(document.getElementById('go') as HTMLButtonElement).click()
    expect(posted).toEqual([true, true])
    location.hash = ''
  })

  it('after a failure the next approach loads again, and a success then mounts every element', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    document.body.innerHTML = '<button class="t" id="a"></button><button class="t" id="b"></button>'
    const first = deferred()
    const load = vi.fn(first.load)
    wire('.t', 'interaction', () => load())
    document.getElementById('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    first.reject()
    await tick()
    const second = deferred()
    load.mockImplementation(second.load)
    document.getElementById('b')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(load).toHaveBeenCalledTimes(2)
    second.resolve(mounted)
    await tick()
    expect([isMounted('a'), isMounted('b')]).toEqual([true, true])
  })

  it('two features waiting on one form: a held submit is replayed once, after both have settled', async () => {
    document.body.innerHTML = '<form class="cart variations_form" id="f"><button id="go">add</button></form>'
    const variations = deferred<HTMLFormElement>()
    const cart = deferred<HTMLFormElement>()
    wire<HTMLFormElement>('form.variations_form', 'now', variations.load, { hold: ['submit', 'change'] })
    wire<HTMLFormElement>('form.cart', 'interaction', cart.load, { hold: ['submit'] })
    const handled: string[] = []
    ;(document.getElementById('go') as HTMLButtonElement).click()
    expect(cart.load).toHaveBeenCalledTimes(1) // the held submit started the cart's load too
    cart.resolve((form) => form.addEventListener('submit', (e) => (e.preventDefault(), handled.push('cart'))))
    await tick()
    expect(handled).toEqual([]) // the variation form is not here yet: it might refuse an incomplete choice
    variations.resolve((form) => form.addEventListener('submit', () => handled.push('variations'), true))
    await tick()
    expect(handled).toEqual(['variations', 'cart'])
  })

  it('stops watching for new elements when asked; wired ones stay wired', async () => {
    document.body.innerHTML = '<i class="t" id="a"></i>'
    const { load, resolve } = deferred()
    const stop = wire('.t', 'now', load)
    stop()
    document.body.insertAdjacentHTML('beforeend', '<i class="t" id="b"></i>')
    resolve(mounted)
    await tick()
    expect([isMounted('a'), isMounted('b')]).toEqual([true, false])
  })
})
