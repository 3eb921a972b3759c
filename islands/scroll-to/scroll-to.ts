/**
 * Flatsome's `[scroll_to]` markers (`span.scroll-to[data-link="#x"][data-title][data-bullet]` around `a[name=x]`):
 * the bullet nav (`nav.scroll-to-bullets`, a link per marker with `data-bullet="true"`, its title as its name and
 * tooltip) and, on single-page-nav pages, a `li.scroll-to-link` per marker before the primary nav's
 * `li.nav-single-page`. A click on any same-page link whose hash is exactly a marker's (`#a` is not `#about`, as it was
 * in flatsome.js) scrolls to it below the sticky header (the root's `scroll-padding-top`, src/scroll.ts, or the marker's custom
 * `data-offset` with WordPress's admin bar), smoothly unless the shopper prefers reduced motion; the hash goes into
 * the history and focus to the marker, as a native jump would. The section being read is marked on the bullets and
 * the nav links (`active`, `aria-current="location"`): the last marker above the header's bottom + 100 px, as in
 * flatsome.js (whose bullets could mark the wrong one when some markers had no bullet). A hash at load that names a
 * marker is scrolled to with that offset. Markers added later rebuild the lot.
 */
import { ownMarkup } from '../../src/dom'
import { prefersReducedMotion } from '../../src/motion'
import { toBool, toNumber } from '../../src/settings'
import { headerOffset } from '../../src/scroll'
import { t } from '../../src/i18n'
import { sectionNavigation } from '../../src/messages'

/** Flatsome's scroll-to markers. */
export const SCROLL_TO_SELECTOR = 'span.scroll-to'
/** px below the header's bottom where the current section starts (flatsome.js). */
export const CURRENT_LINE = 100

let markers: HTMLElement[] = []
let bullets: HTMLElement | undefined
let rebuilding = false
let started = false

/** A marker's own hash, `#x`, or '' when its link is none. */
const hashOf = (marker: HTMLElement): string => (/^#./.test(marker.dataset.link ?? '') ? marker.dataset.link! : '')
/** The marker a URL's hash (percent-encoded or not) names; none for a malformed one. */
function markerFor(hash: string): HTMLElement | undefined {
  try {
    const name = decodeURIComponent(hash)
    return name.length > 1 ? markers.find((m) => hashOf(m) == name) : undefined
  } catch {
    return undefined
  }
}
const links = (): HTMLAnchorElement[] => Array.from(document.querySelectorAll('.scroll-to-bullets a,li.scroll-to-link > a'))

/** Scrolls to a marker: the header's height above it, or its custom offset (with the admin bar). */
function scrollToMarker(marker: HTMLElement, smooth: boolean): void {
  const custom = marker.dataset.offsetType == 'custom' ? toNumber(marker.dataset.offset, NaN) : NaN
  const offset = Number.isNaN(custom) ? headerOffset() : custom + (document.getElementById('wpadminbar')?.offsetHeight ?? 0)
  scrollTo({ top: marker.getBoundingClientRect().top + scrollY - offset, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant' })
}

/** Marks the section being read on every bullet and nav link. */
function markCurrent(): void {
  const line = headerOffset() + CURRENT_LINE
  let current = ''
  for (const marker of markers) if (marker.getBoundingClientRect().top <= line) current = hashOf(marker) || current
  for (const a of links()) {
    const on = !!current && a.getAttribute('href') == current
    a.classList.toggle('active', on)
    if (on) a.setAttribute('aria-current', 'location')
    else a.removeAttribute('aria-current')
  }
}

function link(hash: string, title: string): HTMLAnchorElement {
  const a = document.createElement('a')
  a.href = hash
  a.textContent = title
  return a
}

/** Builds the bullets and the nav links from the markers on the page now. */
function rebuild(): void {
  rebuilding = false
  markers = Array.from(document.querySelectorAll<HTMLElement>(SCROLL_TO_SELECTOR))
  document.querySelectorAll('li.scroll-to-link').forEach((li) => li.remove())
  bullets?.replaceChildren()
  for (const marker of markers) {
    const hash = hashOf(marker)
    const title = marker.dataset.title || hash.slice(1)
    if (!hash) continue
    if (toBool(marker.dataset.bullet)) {
      bullets ??= ownMarkup(document.createElement('nav'))
      const a = link(hash, '')
      a.title = title
      a.setAttribute('aria-label', title)
      bullets.append(a)
    }
    document.querySelectorAll('li.nav-single-page').forEach((spot) => {
      const li = document.createElement('li')
      li.className = 'scroll-to-link'
      li.append(link(hash, title))
      spot.before(li)
    })
  }
  if (bullets?.firstChild) {
    bullets.className = 'scroll-to-bullets hide-for-medium'
    bullets.setAttribute('aria-label', t(sectionNavigation))
    if (!bullets.isConnected) document.body.append(bullets)
  } else bullets?.remove()
  markCurrent()
}

/** A same-page link to a marker: scroll there, keep the hash in the history and move focus as a jump would. */
function onClick(event: MouseEvent): void {
  const a = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!a || event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
  const url = new URL(a.href, location.href)
  const marker = markerFor(url.hash)
  if (!marker || url.origin + url.pathname + url.search != location.origin + location.pathname + location.search) return
  event.preventDefault()
  if (location.hash != url.hash) history.pushState(history.state, '', url.hash)
  scrollToMarker(marker, true)
  marker.tabIndex = -1
  marker.focus({ preventScroll: true })
}

/** Sets up one marker; the bullets and links are (re)built once per batch of markers. */
export function mountScrollTo(): void {
  if (!rebuilding) rebuilding = true, queueMicrotask(rebuild)
  if (started) return
  started = true
  let frame = 0
  const onScroll = (): void => {
    if (!frame) frame = requestAnimationFrame(() => ((frame = 0), markCurrent()))
  }
  addEventListener('scroll', onScroll, { passive: true })
  addEventListener('resize', onScroll, { passive: true })
  document.addEventListener('click', onClick)
  queueMicrotask(() => {
    const marker = markerFor(location.hash)
    if (marker) scrollToMarker(marker, false)
  })
}
