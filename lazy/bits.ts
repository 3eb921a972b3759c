/**
 * The theme chrome's small pieces, as one step between the theme script and their code: the theme loads this when
 * the first of them comes into view (islands/bits/selector.ts), and it fetches only what the page uses, each
 * standing down beside Flatsome's own (src/stock.ts):
 * - tooltips: their code (lazy/tooltips.ts) at the first pointer or focus on a trigger, the events until it has come
 *   handed over, so the tooltip being pointed at appears;
 * - editor links: with the tooltips, only where `flatsomeVars.user.can_edit_pages` is true (shoppers never fetch them);
 * - scroll-to markers and sticky columns: their code (lazy/scroll-to.ts) at once.
 */
import { loadAsset, provide } from '../src/loader'
import { toBool } from '../src/settings'
import { printed } from '../src/stock-globals'
import { EDITOR_LINKS, SCROLL_TO, standsDown, STICKY_SIDEBAR, TOOLTIPS } from '../src/stock'
import { TOOLTIP_TARGETS } from '../islands/tooltips/selectors'

declare module '../src/assets' {
  interface Assets {
    bits: typeof mountBit
  }
}

const TYPES = ['pointerover', 'pointerout', 'focusin', 'focusout']
/** Pointer and focus events since the first on a tooltip, while its code loads. */
let early: Event[] | undefined

function onEarly(event: Event): void {
  if (early) early.push(event)
  else if ((event.target as Element).closest?.(TOOLTIP_TARGETS)) {
    early = [event]
    loadAsset('tooltips').then(
      ({ startTooltips }) => {
        for (const type of TYPES) document.removeEventListener(type, onEarly, true)
        startTooltips(early)
      },
      // Not loaded (offline): the next approach tries again; the title is still there meanwhile.
      () => (early = undefined),
    )
  }
}

/** Waits for the first approach to a tooltip (once per page), unless Flatsome's tooltips are on it. */
function watchTooltips(): void {
  if (!standsDown(TOOLTIPS)) for (const type of TYPES) document.addEventListener(type, onEarly, true)
}

/** Sets up one element the theme found; tooltips need nothing per element. */
function mountBit(el: HTMLElement): void {
  if (el.matches('.block-edit-link')) {
    if (toBool((printed('flatsomeVars')?.user as Record<string, unknown> | undefined)?.can_edit_pages) && !standsDown(EDITOR_LINKS))
      void loadAsset('tooltips').then(({ mountEditorLink, startTooltips }) => (startTooltips(), mountEditorLink(el)))
  } else if (el.matches('span.scroll-to') ? !standsDown(SCROLL_TO) : el.matches('[data-sticky-mode=javascript]') && !standsDown(STICKY_SIDEBAR))
    void loadAsset('scroll-to').then((mount) => mount(el))
}

watchTooltips()
provide('bits', mountBit)
