/**
 * The `search` script: Flatsome's live search on every search form of the page (the header's, and the one in the
 * mobile menu when it arrives). It only connects markup to the island, and leaves the search to Flatsome's own
 * live search where that is on the page (src/stock.ts).
 */
import { onReady, wireAll } from '../src/dom'
import { LIVE_SEARCH, standsDown } from '../src/stock'
import { mountSearch, SEARCH_FORM_SELECTOR } from '../islands/search/LiveSearch'

onReady(() => standsDown(LIVE_SEARCH) || void wireAll<HTMLFormElement>(SEARCH_FORM_SELECTOR, mountSearch))
