/**
 * The `search` script: Flatsome's live search on every search form of the page (the header's, and the one in the
 * mobile menu when it arrives). It carries only the wiring: the island and React (lazy/live-search.tsx) load when
 * a form is first approached (pointer over, focus, touch), and what was typed meanwhile is searched when it mounts.
 * Until then the form submits to the search page as the server printed it. It leaves the search to Flatsome's own
 * live search where that is on the page (src/stock.ts).
 */
import { onReady } from '../src/dom'
import { wireWhen } from '../src/hydrate'
import { loadAsset } from '../src/loader'
import { LIVE_SEARCH, standsDown } from '../src/stock'
import { SEARCH_FORM_SELECTOR } from '../islands/search/suggestions'

onReady(
  () =>
    standsDown(LIVE_SEARCH) ||
    void wireWhen<HTMLFormElement>(SEARCH_FORM_SELECTOR, 'interaction', () => loadAsset('live-search')),
)
