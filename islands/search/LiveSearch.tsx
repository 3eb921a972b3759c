/**
 * Live search on Flatsome's header search form (`form.searchform`): the search field becomes a WAI-ARIA 1.2
 * combobox with a listbox of suggestions from `flatsome_ajax_search_products` (GET, `query`, and the form's
 * `product_cat` when a category is chosen). It searches from 3 characters, debounced; a newer request aborts the stale one; changing the
 * category searches again at once. ArrowDown/ArrowUp move (Home/End inside the list), Enter opens the active
 * suggestion (same origin only) or submits the form as before, Escape closes, a second Escape clears. Names are
 * text, prices go through safeFragment, images come from the shop's origin or https: (a CDN), never javascript: or
 * data:. A failed search says nothing: the spinner stops and the list closes (spec §8). Without the script the form
 * still submits to the search page. The island and React load when the form is first approached (entries/search.ts);
 * what the shopper typed before they arrived is searched at mount.
 */
import { createRoot, useLayoutEffect, useRef, useState } from '../../src/react'
import { adminAjaxRaw } from '../../src/ajax'
import { ownMarkup } from '../../src/dom'
import { announce } from '../../src/live-region'
import { t } from '../../src/i18n'
import { featureSettings, toNumber } from '../../src/settings'
import { safeFragment } from '../../src/safe-html'
import { noResults, searchResultCount, searchSuggestions } from '../../src/messages'
import { keyMove, pointTo } from '../../src/keys'
import { debounce, DEBOUNCE_MS, imageOf, leadsTo, parseSuggestions, searchTerm, type Suggestion } from './suggestions'

export { SEARCH_FORM_SELECTOR } from './suggestions'

/** Leaving the page for a suggestion (replaceable in tests: jsdom cannot navigate). */
export const navigation = { go: (url: string): void => location.assign(url) }

interface State {
  items: Suggestion[]
  open: boolean
  active: number
  busy: boolean
}

/** `id` names the listbox (unique per page: preact's useId repeats across roots). */
export function LiveSearch({ id, input, select }: { id: string; input: HTMLInputElement; select: HTMLSelectElement | null }) {
  const state = useRef<State>({ items: [], open: false, active: -1, busy: false })
  const [, rerender] = useState(0)
  const set = (patch: Partial<State>): void => {
    state.current = { ...state.current, ...patch }
    rerender((n) => n + 1)
  }

  // A layout effect: the field must listen from the first paint (preact runs plain effects up to 100 ms later).
  useLayoutEffect(() => {
    const cache = new Map<string, Suggestion[]>()
    const keyOf = (): string => `${select?.value ?? ''}\n${searchTerm(input.value)}`
    let seq = 0
    let shown = ''
    const run = async (): Promise<void> => {
      const mine = ++seq
      const query = searchTerm(input.value)
      const key = keyOf()
      if (!query) return set({ items: [], open: false, active: -1, busy: false })
      let items = cache.get(key)
      if (!items) {
        set({ busy: true })
        // product_cat only when the shopper chose a category: Flatsome's endpoint takes an empty one as a filter.
        const cat = select?.value
        const result = await adminAjaxRaw('flatsome_ajax_search_products', cat ? { query, product_cat: cat } : { query }, { method: 'GET', key: id })
        if (mine !== seq) return
        items = result.ok ? parseSuggestions(result.data) : undefined
        if (!items) return set({ items: [], open: false, active: -1, busy: false })
        if (!items.length) items = [{ id: -1, value: t(noResults), url: '', img: '', price: '' }]
        cache.set(key, items)
      }
      shown = key
      set({ items, open: document.activeElement === input, active: -1, busy: false })
      const found = items.filter((item) => leadsTo(item)).length
      announce(found ? t(searchResultCount, { n: found }) : items[0]!.value)
    }
    const later = debounce(() => void run(), toNumber(featureSettings('search').debounce, DEBOUNCE_MS))
    const onInput = (): void => {
      later.cancel()
      if (searchTerm(input.value)) later()
      else void run()
    }
    const onCategory = (): void => {
      later.cancel()
      void run()
    }
    const onKey = (event: KeyboardEvent): void => {
      const { items, open, active } = state.current
      if (event.key === 'Escape') {
        if (open) set({ open: false, active: -1 })
        else if (input.value) {
          input.value = ''
          onInput()
        } else return
        // Closing the list must not also close a surrounding panel (the mobile menu).
        event.preventDefault()
        event.stopPropagation()
      } else if (event.key === 'Enter') {
        const url = open ? leadsTo(items[active]) : undefined
        if (url) {
          event.preventDefault()
          navigation.go(url)
        }
      } else if (open || (event.key === 'ArrowDown' && items.length && shown === keyOf())) {
        // Rows that lead nowhere are skipped; Home and End are the field's until an option is active.
        const next = keyMove(event, active, items.length, { orientation: 'vertical', wrap: true, can: (i) => !!leadsTo(items[i]) })
        if (next !== undefined) set({ open: true, active: next })
      }
    }
    const onBlur = (): void => set({ open: false, active: -1 })
    const onFocus = (): void => {
      if (state.current.items.length && shown === keyOf()) set({ open: true })
    }
    const listeners: [EventTarget | null, string, EventListener][] = [
      [input, 'input', onInput],
      [input, 'keydown', onKey as EventListener],
      [input, 'blur', onBlur],
      [input, 'focus', onFocus],
      [select, 'change', onCategory],
    ]
    for (const [target, type, fn] of listeners) target?.addEventListener(type, fn)
    // The island arrives on demand, when the field is approached: what the shopper typed meanwhile is searched now.
    if (document.activeElement === input && searchTerm(input.value)) void run()
    return () => {
      later.cancel()
      seq++
      for (const [target, type, fn] of listeners) target?.removeEventListener(type, fn)
    }
  }, [])

  const { items, open, active, busy } = state.current
  useLayoutEffect(() => {
    input.setAttribute('aria-controls', id)
    input.setAttribute('aria-expanded', String(open))
    pointTo(input, open ? document.getElementById(`${id}-${active}`) : null)
  })

  return (
    <div className="saar-search" aria-busy={busy ? 'true' : undefined}>
      {busy && <span className="saar-search-spinner" aria-hidden="true" />}
      {/* Pressing on the list (an option, its scrollbar) keeps focus in the field. */}
      <ul id={id} role="listbox" aria-label={t(searchSuggestions)} className="autocomplete-suggestions" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        {items.map((item, i) => {
          const url = leadsTo(item)
          return (
            <li
              key={i}
              id={`${id}-${i}`}
              role="option"
              aria-selected={String(i === active) as 'true' | 'false'}
              aria-disabled={url ? undefined : 'true'}
              className={i === active ? 'autocomplete-suggestion autocomplete-selected' : 'autocomplete-suggestion'}
              onClick={() => url && navigation.go(url)}
            >
              {imageOf(item) && <img className="search-image" src={item.img} alt="" width={40} height={40} />}
              <span className="search-name">{item.value}</span>
              {item.price && (
                <span
                  className="search-price"
                  ref={(el) => {
                    el?.replaceChildren(safeFragment(item.price))
                  }}
                />
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

let count = 0

/** Turns one search form's field into the live-search combobox. */
export function mountSearch(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input.search-field[name=s], input[name=s]')
  if (!input || input.getAttribute('role') === 'combobox') return
  // The list is the island's own rendering, redrawn on every keystroke: the wiring observer need not search it.
  const host = ownMarkup(document.createElement('div'))
  ;(form.querySelector('.live-search-results') ?? form).appendChild(host)
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-expanded', 'false')
  input.autocomplete = 'off'
  createRoot(host).render(<LiveSearch id={`saar-search-${++count}`} input={input} select={form.querySelector<HTMLSelectElement>('select[name=product_cat]')} />)
}
