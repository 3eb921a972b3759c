/**
 * The live search (islands/search/LiveSearch.tsx), loaded with React when a search form is first approached
 * (entries/search.ts): the first load of a page carries only the wiring.
 */
import { provide } from '../src/loader'
import { mountSearch } from '../islands/search/LiveSearch'

declare module '../src/assets' {
  interface Assets {
    'live-search': typeof mountSearch
  }
}

provide('live-search', mountSearch)
