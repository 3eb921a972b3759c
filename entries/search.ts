/**
 * The `search` script: Flatsome's live search on every search form of the page (the header's, and the one in the
 * mobile menu when it arrives). It only connects markup to the island.
 */
import { onReady, wireAll } from '../src/dom'
import { mountSearch, SEARCH_FORM_SELECTOR } from '../islands/search/LiveSearch'

onReady(() => wireAll<HTMLFormElement>(SEARCH_FORM_SELECTOR, mountSearch))
