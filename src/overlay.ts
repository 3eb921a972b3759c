/**
 * Everything Saar opens over the page (the quick view, the off-canvas cart, the pickup sheet, the gallery viewer, social
 * login's redirect screen and what comes next) is a layer of this one module, so each behaves the same way:
 * - its dialog element gets `role="dialog"` (or `alertdialog`), `aria-modal` and a name (a title element, else a text);
 * - Escape, a click right on its backdrop and its close button close it;
 * - focus moves in (to the element given, else the first tabbable, else the dialog), Tab and Shift+Tab go round
 *   inside it, focus that lands outside (a click behind, a screen reader's cursor) comes back, and when it closes
 *   with focus inside, focus goes back to the opener, else to the first fallback still in the page;
 * - the page behind is locked without a jump while any layer is open: `overflow: hidden` on the root, and the
 *   scrollbar's width (measured at the moment of locking) kept as padding, so nothing moves sideways and the
 *   scroll position is where it was after the last layer closes;
 * - layers stack: a layer opened over another goes above it, and only the top one takes Escape, its backdrop's
 *   clicks and focus;
 * - under `prefers-reduced-motion` its markup goes at once (no fade-out), and src/overlay.css stops its transitions.
 *
 * z-indexes come from one scale, LAYERS, written on the layer's elements through CSSOM (they depend on what is
 * open at that moment). The scale sits below Flatsome's Magnific Popup (.mfp-bg 1042, .mfp-wrap 1043, its content
 * and controls up to 1046), so Flatsome's popups open over Saar's panels and bars as the theme intends. A Saar layer
 * that opens while Flatsome's own popup is open goes over it instead (`overMagnific`), never under it, and Magnific's
 * document-wide focus trap and Escape never see what happens inside the Saar layer: focus stays in it, Escape closes
 * it alone, and Flatsome's popup is there again when it closes.
 *
 * Stateless apart from the page-wide stack (src/layer-stack.ts, shared by the runtime): each script that opens
 * layers bundles this module.
 */
import { tabbables, wrapFocus } from './focus'
import { layerStack, type StackedLayer } from './layer-stack'
import { prefersReducedMotion } from './motion'

/**
 * The layer scale (z-index), lowest first. Below it, set in their own style sheets (they are no layers, and every
 * bundle with this module would carry their steps): the recent-purchase popup at 960 and the chat launcher at 970,
 * so the popup never covers the launcher or a sticky bar (banner > chat > toast, shop-plugins.md §4.3).
 */
export const LAYERS = {
  /** Bars fixed to an edge of the page (sticky add-to-cart, notices): under Flatsome's own fixed bars (999). */
  sticky: 990,
  /** Side panels (the off-canvas cart): over the theme's header and bars. */
  panel: 1010,
  /** Modal dialogs (the quick view, the pickup sheet). */
  dialog: 1020,
  /** Full-screen viewers (the gallery lightbox), over a dialog they may open from. */
  viewer: 1030,
  /** Short messages that must show over any Saar layer. */
  toast: 1040,
  /** Any layer opened while Flatsome's Magnific Popup (1042–1046) is open: over it. */
  overMagnific: 1050,
} as const

/** A step of the scale a layer asks for (over Magnific is decided when it opens). */
export type LayerTier = Exclude<keyof typeof LAYERS, 'overMagnific'>

export interface LayerOptions {
  /** Its step on the scale; a layer opened over a higher one still goes above it. */
  tier: LayerTier
  /** The elements laid over the page, bottom first (a backdrop, then the box): each gets the next z-index. */
  covers: HTMLElement[]
  /** The dialog: gets the role, `aria-modal` and the name; Tab goes round inside it. */
  dialog: HTMLElement
  /** `alertdialog` for a message that interrupts (default `dialog`). */
  role?: 'dialog' | 'alertdialog'
  /** Its name: the element that names it (a title, given an id if it has none), else a text. */
  label: Element | string
  /** Clicks right on one of these (not on what they hold) close it. */
  backdrop?: Element[]
  /** Its close button. */
  closeButton?: Element
  /** Where focus goes when it opens, unless focus is inside already (default: the first tabbable, else the dialog). */
  focus?: HTMLElement
  /** Where focus goes back when it closes (default: what had focus when it opened). */
  opener?: Element | null
  /** Where focus goes when the opener has gone (or is inert, or is the page's body): the first still there. */
  fallback?: Array<Element | null | undefined>
  /** How long its markup stays after it closes, for a fade-out (0 under reduced motion); the page stays locked till then. */
  removalMs?: number
  /** Runs once when it closes, whatever closed it, before focus goes back (hide or fade it here). */
  onClose?: () => void
  /** Runs once its removal delay is over (remove its markup here). */
  onRemoved?: () => void
}

/** An open layer. */
export interface Layer {
  /** Closes it; later calls do nothing. */
  close(): void
}

let ids = 0

/** Flatsome's own Magnific Popup is open (a Saar layer in Magnific's markup does not count). */
const magnificOpen = (): boolean => !!document.querySelector('.mfp-wrap:not([data-saar-layer])')

/** The top layer: the last one still open and in the page. */
const top = (): StackedLayer | undefined => layerStack.filter((layer) => layer.open && layer.dialog.isConnected).pop()

/** Locks the page behind for the first layer: no scrolling, and the scrollbar's room kept, so nothing moves. */
function lock(entry: StackedLayer): void {
  const root = document.documentElement
  const style = root.style
  const bar = window.innerWidth - root.clientWidth
  entry.saved = [style.overflow, style.paddingRight]
  if (bar > 0) style.paddingRight = `${(parseFloat(getComputedStyle(root).paddingRight) || 0) + bar}px`
  style.overflow = 'hidden'
}

/** Opens a layer over the page. */
export function openLayer(options: LayerOptions): Layer {
  const { covers, dialog, label, backdrop = [], closeButton } = options
  const opener = options.opener === undefined ? document.activeElement : options.opener
  const z = Math.max(LAYERS[options.tier], magnificOpen() ? LAYERS.overMagnific : 0, ...layerStack.map((layer) => layer.z + 1))
  const entry: StackedLayer = { dialog, z: z + covers.length - 1, open: true }
  if (!layerStack.length) lock(entry)
  layerStack.push(entry)

  dialog.setAttribute('role', options.role ?? 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  if (typeof label == 'string') dialog.setAttribute('aria-label', label)
  else dialog.setAttribute('aria-labelledby', (label.id ||= `saar-layer-${++ids}`))

  const inside = (node: unknown): boolean => node instanceof Node && covers.some((el) => el.contains(node))
  const focusIn = (): void => {
    const to = options.focus ?? tabbables(dialog)[0] ?? dialog
    if (to == dialog && !dialog.hasAttribute('tabindex')) dialog.tabIndex = -1
    to.focus({ preventScroll: true })
  }
  const onKey = (event: KeyboardEvent): void => {
    if (!dialog.isConnected) return layer.close() // its markup was replaced without closing it: it lets go of the page
    if (event.defaultPrevented || top() != entry) return
    if (event.key == 'Escape') {
      // Over Magnific, the Escape's keyup (on whatever has focus after the close) is not Magnific's to act on.
      if (shielded) addEventListener('keyup', swallow, true)
      layer.close()
    } else if (event.key == 'Tab') {
      // Tab moves here, not by the browser's order, so it never reaches the page behind (or an element left out).
      const items = tabbables(dialog)
      const at = document.activeElement
      const to = wrapFocus(items, at, event.shiftKey) ?? items[items.indexOf(at as HTMLElement) + (event.shiftKey ? -1 : 1)]
      if (to) to.focus()
      else focusIn()
    } else return
    event.preventDefault()
  }
  const onFocus = (event: FocusEvent): void => {
    if (!dialog.isConnected) layer.close()
    else if (top() == entry && !inside(event.target)) focusIn()
  }
  // A layer's backdrop closes it only while it is the top one (a layer over it that leaves it visible, a toast, keeps it).
  // The close button's icon (an SVG inside it) is the button too.
  const onClick = (event: MouseEvent): void => {
    if (closeButton?.contains(event.target as Node) || (backdrop.includes(event.target as Element) && top() == entry)) layer.close()
  }
  // Magnific's focus trap and Escape (focusin and keyup on the document) stop at a layer over it.
  const shield = (event: Event): void => void ((event.type == 'focusin' || (event as KeyboardEvent).key == 'Escape') && event.stopPropagation())
  const shielded = z >= LAYERS.overMagnific
  const swallow = (event: KeyboardEvent): void => {
    if (event.key != 'Escape') return
    event.stopPropagation()
    removeEventListener('keyup', swallow, true)
  }

  covers.forEach((el, i) => {
    el.style.setProperty('z-index', String(z + i), 'important')
    el.setAttribute('data-saar-layer', options.tier)
    el.addEventListener('click', onClick)
    if (shielded) for (const type of ['focusin', 'keyup']) el.addEventListener(type, shield)
  })
  document.addEventListener('keydown', onKey)
  document.addEventListener('focusin', onFocus)
  if (!inside(document.activeElement)) focusIn()

  const removed = (): void => {
    for (const el of covers) {
      el.style.removeProperty('z-index')
      el.removeAttribute('data-saar-layer')
      for (const type of ['focusin', 'keyup']) el.removeEventListener(type, shield)
    }
    for (const name of ['role', 'aria-modal', 'aria-label', 'aria-labelledby']) dialog.removeAttribute(name)
    layerStack.splice(layerStack.indexOf(entry), 1)
    // The bottom entry keeps what the page's root had before the lock; the last one out puts it back.
    const next = layerStack[0]
    const style = document.documentElement.style
    if (next) next.saved ??= entry.saved
    else if (entry.saved) [style.overflow, style.paddingRight] = entry.saved
    options.onRemoved?.()
  }

  const layer: Layer = {
    close() {
      if (!entry.open) return
      entry.open = false
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('focusin', onFocus)
      for (const el of covers) el.removeEventListener('click', onClick)
      const active = document.activeElement
      const hadFocus = !active || active == document.body || inside(active)
      options.onClose?.()
      // The first of them that takes focus (one gone from the page, hidden or inert does not).
      if (hadFocus)
        for (const el of [opener, ...(options.fallback ?? [])]) {
          if (!(el instanceof HTMLElement) || el == document.body || el.closest('[inert]')) continue
          el.focus({ preventScroll: true })
          if (document.activeElement == el) break
        }
      // A layer with a removal delay goes in a later task even under reduced motion: what runs right after the close
      // (the close's own listeners) still finds the markup, marked as leaving.
      if (options.removalMs == undefined) removed()
      else setTimeout(removed, prefersReducedMotion() ? 0 : options.removalMs)
    },
  }
  return layer
}
