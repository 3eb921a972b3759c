/**
 * Loading policies: a feature's code arrives when the shopper is about to need it, not with the page. `wireWhen`
 * wires the feature's elements at once (with `wireAll`), but fetches its code only when the policy fires for one of
 * them; from then on every element, present or later, is mounted with it.
 *
 * What the shopper does before the code is here is not lost: the events a feature names in `hold` (a click, a
 * submit, a select's change, Space) are stopped on the way in, before any other handler sees them, and replayed on
 * the same target once the code has mounted, each exactly once. One registry serves every script (this module is in
 * the shared core), so when several features wait on one element (the variation form and the add-to-cart code on a
 * product's `form.cart`) its events are replayed only when all of them have settled. A load that fails replays them
 * all the same: with no Saar code to take them, the link is followed or the form posts, as without scripts.
 */
import { wireAll } from './dom'
import { whenIdle } from './idle'

export type LoadPolicy = 'now' | 'idle' | 'visible' | 'interaction'

type Mount<E> = (el: E) => void

/** One wireWhen call's claim on an element: the events it holds, and how a held event starts its load. */
interface Wait {
  types: readonly string[]
  fire(el: Element): void
}

/** While Saar itself moves focus (focusUnasked): the focus is not the shopper's approach. */
let unasked = false

/**
 * Focuses `el` for the shopper (a notice Saar shows them as the page opens) without it counting as their approach
 * to it: an `interaction` policy waits for them, not for Saar's own focus.
 */
export function focusUnasked(el: HTMLElement): void {
  unasked = true
  try {
    el.focus({ preventScroll: true })
  } finally {
    unasked = false
  }
}

/** Per element: the loads it waits for, and the events held until all have settled. */
const waiting = new Map<EventTarget, { waits: Set<Wait>; events: Event[] }>()
const holding = new Set<string>()

/**
 * Runs first on the way in (window, capture): an event an element waiting for its code holds goes no further.
 * A replay passes, since its element waits no more; its submit or click may be held again by an element around it
 * that still waits (a form whose variation code is not here yet), and then no listener saw it the first time.
 */
function hold(event: Event): void {
  for (const node of event.composedPath()) {
    const entry = waiting.get(node)
    // Of the keys, only Space is held, and only on the element itself: Enter on a link or a button is a click (held
    // as one), and every other key (Tab, typing in a form's fields) must go on working. A click or key with a
    // modifier is the browser's (a new tab or window, Shift+Space): no script could replay it.
    const { key, ctrlKey, metaKey, shiftKey, altKey } = event as KeyboardEvent
    const held = event.type != 'keydown' || (key == ' ' && node == event.target)
    if (entry && held && !(ctrlKey || metaKey || shiftKey || altKey) && [...entry.waits].some((w) => w.types.includes(event.type))) {
      event.preventDefault()
      event.stopImmediatePropagation()
      entry.events.push(event)
      for (const w of entry.waits) w.fire(node as Element)
      return
    }
  }
}

/** `el` no longer waits for `wait`; when it waits for nothing, what it held is replayed on the same targets. */
function settle(el: Element, wait: Wait): void {
  const entry = waiting.get(el)
  if (!entry?.waits.delete(wait) || entry.waits.size) return
  waiting.delete(el)
  for (const event of entry.events) {
    const target = event.target as HTMLFormElement
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null
    // A dispatched submit posts nothing: requestSubmit does, with the same submitter. Any other event is copied,
    // the event itself as the init dictionary: the same detail, key, button, modifiers and coordinates.
    if (event.type == 'submit') target.requestSubmit(submitter?.form == target ? submitter : null)
    else target.dispatchEvent(new (event.constructor as typeof Event)(event.type, event))
  }
}

/**
 * Wires every element matching `selector`, now and when added later. When the policy fires for an element,
 * `load()` is called (once, however many elements; again after a failure, when the policy next fires) and its result
 * mounts that element and every other, present or later. `now`: at once; `idle`: when the browser is idle;
 * `visible`: when it enters the viewport (already visible: at once); `interaction`: the first pointer over, focus in
 * or touch start, or a held event. `hold`: the event types held until the code has mounted (see above); `keydown`
 * holds Space only, and nothing with a modifier key is held. Returns a function that stops watching (elements already wired stay wired).
 */
export function wireWhen<E extends Element>(
  selector: string,
  policy: LoadPolicy,
  load: () => Promise<Mount<E>>,
  options: { hold?: readonly string[] } = {},
): () => void {
  const types = options.hold ?? []
  const unmounted = new Set<E>()
  const fired = new Set<E>()
  let mount: Mount<E> | undefined
  let loading: Promise<void> | undefined
  let seen: IntersectionObserver | undefined

  const fire = (el: E): void => {
    if (!unmounted.has(el)) return
    fired.add(el)
    loading ??= load().then(
      (use) => {
        mount = use
        // Each in its own task step: one that throws is reported, and the others (and what it held) go on.
        for (const el of unmounted) queueMicrotask(() => {
          try {
            use(el)
          } finally {
            settle(el, wait)
          }
        })
        unmounted.clear()
        fired.clear()
      },
      (error) => {
        // Without its code what was held does what it does without scripts (the link, the form post); the next
        // approach to any element tries again, and a later success mounts these too.
        console.warn('[saar]', error)
        loading = undefined
        for (const el of fired) settle(el, wait)
        fired.clear()
      },
    )
  }
  const wait: Wait = { types, fire: fire as (el: Element) => void }
  for (const type of types) if (!holding.has(type)) holding.add(type), addEventListener(type, hold, true)

  return wireAll<E>(selector, (el) => {
    if (mount) return mount(el)
    unmounted.add(el)
    if (types.length) {
      const entry = waiting.get(el) ?? { waits: new Set<Wait>(), events: [] }
      entry.waits.add(wait)
      waiting.set(el, entry)
    }
    if (policy == 'now') fire(el)
    else if (policy == 'idle') whenIdle(() => fire(el))
    else if (policy == 'visible' && typeof IntersectionObserver == 'function')
      (seen ??= new IntersectionObserver((entries) => {
        for (const { isIntersecting, target } of entries) if (isIntersecting) seen!.unobserve(target), fire(target as E)
      })).observe(el)
    else if (policy == 'visible' || el.contains(document.activeElement)) fire(el)
    // Not `once`: a focus Saar gave is no approach, and the shopper's that comes after must still be heard.
    else for (const type of ['pointerover', 'focusin', 'touchstart']) el.addEventListener(type, () => unasked || fire(el), { passive: true })
  })
}
