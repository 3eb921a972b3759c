/**
 * One accessible, searchable pickup-point picker for both plugin families: the APG editable combobox with a
 * grouped listbox (a group per city). Typing filters the points (every word must start a word of the name, city,
 * street or postcode); arrows, Home/End move, Enter picks, Escape closes (then clears the query); the result count
 * and the pick are announced. On small screens (≤ 549 px) the open list is a full-screen sheet: a layer of
 * src/overlay.ts (a modal dialog that keeps focus inside, closes on Escape, locks the page behind) until it closes.
 * Names from the server are text, never HTML. A failed search, page or save shows its error (announced by the
 * controller) in place of "No results".
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from '../../src/react'
import { useStore, type ReadableStore } from '../../src/stores/use-store'
import { t } from '../../src/i18n'
import { announce } from '../../src/live-region'
import { chooseTerminal, close, loadMore, noResults, pickupChosen, pickupClear, pickupFound, pickupNone, searchTerminal, selectLoadingMore } from '../../src/messages'
import { filterPoints, groupByCity, type Point } from './search'
import { openLayer } from '../../src/overlay'
import { keyMove, pointTo } from '../../src/keys'

export interface PickerState {
  points: Point[]
  selected?: Point | undefined
  /** The server has more pages, and one is loading. */
  more: boolean
  busy: boolean
  /** The shopper's own city: its group comes first. */
  city: string
  /** What failed last (a search, a page, a save), shown until a call works again. */
  error?: string | undefined
}

export interface PickerActions {
  pick(point: Point | undefined): void
  search(query: string): void
  more(): void
}

export const SMALL_SCREEN = '(max-width: 549px)'

const detail = (p: Point): string => [p.street, p.pcode].filter(Boolean).join(', ')

export function Picker({ store, actions }: { store: ReadableStore<PickerState>; actions: PickerActions }) {
  const { points, selected, more, busy, city, error } = useStore(store)
  const id = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [sheet, setSheet] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const groups = useMemo(() => groupByCity(filterPoints(points, query), city), [points, query, city])
  const flat = groups.flatMap((g) => g.points)
  const n = flat.length
  const optId = (i: number): string => `${id}-o${i}`
  const modal = open && sheet

  const show = (next: boolean): void => {
    setOpen(next)
    setActive(-1)
    if (next) setSheet(typeof matchMedia === 'function' && matchMedia(SMALL_SCREEN).matches)
  }
  const choose = (p?: Point): void => {
    actions.pick(p)
    setQuery('')
    show(false)
    announce(p ? t(pickupChosen, { name: p.name }) : t(pickupNone))
    input.current?.focus()
  }
  const type = (value: string): void => {
    setQuery(value)
    show(true)
    actions.search(value)
  }

  useEffect(() => {
    // An error is announced where it happens: no "No results" over it.
    if (!open || error) return
    const timer = setTimeout(() => announce(n ? t(pickupFound, { n }) : t(noResults)), 400)
    return () => clearTimeout(timer)
  }, [open, n, query, error])
  useLayoutEffect(() => pointTo(input.current!, document.getElementById(optId(active))), [active])
  useEffect(() => {
    // Focus leaving the picker closes the list (preact has no bubbling onBlur, so the native focusout).
    const el = box.current!
    const out = (e: FocusEvent): void => void (el.contains(e.relatedTarget as Node | null) || show(false))
    el.addEventListener('focusout', out)
    return () => el.removeEventListener('focusout', out)
  }, [])

  useEffect(() => {
    // The sheet is a layer over the page while it is open; closing the layer (Escape) closes the list.
    if (!modal) return
    const layer = openLayer({ tier: 'dialog', covers: [box.current!], dialog: box.current!, label: document.getElementById(`${id}-l`)!, onClose: () => show(false) })
    return layer.close
  }, [modal])

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    const k = e.key
    // The list stops at its ends; Home and End are the field's until an option is active.
    const next = keyMove(e, open ? active : -1, n, { orientation: 'vertical' })
    if (next !== undefined) {
      if (!open) show(true)
      setActive(next)
    } else if (k === 'Enter') {
      // Never submits the order form: Enter picks the active point (or the only one), else opens the list.
      e.preventDefault()
      return open && (active >= 0 || n === 1) ? choose(flat[Math.max(active, 0)]) : show(true)
    } else if (k === 'Escape' && (open || query)) {
      e.preventDefault()
      e.stopPropagation()
      if (open) return show(false)
      setQuery('')
      actions.search('')
    }
  }

  return (
    <div ref={box} className={modal ? 'saar-pickup is-sheet' : 'saar-pickup'}>
      <label id={`${id}-l`} htmlFor={`${id}-i`} className={modal ? undefined : 'screen-reader-text'}>
        {t(chooseTerminal)}
      </label>
      <p id={`${id}-c`}>
        {selected ? [selected.name, detail(selected)].filter(Boolean).join(', ') : t(pickupNone)}
      </p>
      <div className="saar-pickup__row">
        <input
          ref={input}
          id={`${id}-i`}
          type="text"
          role="combobox"
          inputMode="search"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open && n > 0}
          aria-controls={`${id}-b`}
          aria-describedby={`${id}-c`}
          placeholder={t(searchTerminal)}
          value={query}
          onInput={(e) => type(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onClick={() => show(!open)}
        />
        {selected && (
          <button type="button" onClick={() => choose()}>
            {t(pickupClear)}
          </button>
        )}
        {modal && (
          <button type="button" onClick={() => show(false)}>
            {t(close)}
          </button>
        )}
      </div>
      <div id={`${id}-b`} role="listbox" aria-labelledby={`${id}-l`} hidden={!open || !n} onMouseDown={(e) => e.preventDefault()}>
        {groups.map((g, gi) => (
          <ul key={g.city} role="group" aria-labelledby={`${id}-g${gi}`}>
            <li role="presentation" id={`${id}-g${gi}`}>
              {g.city}
            </li>
            {g.points.map((p) => {
              const i = flat.indexOf(p)
              return (
                <li key={p.id} id={optId(i)} role="option" aria-selected={p.id === selected?.id} className={i === active ? 'is-active' : undefined} onClick={() => choose(p)}>
                  {p.name}
                  {detail(p) && <small>{detail(p)}</small>}
                </li>
              )
            })}
          </ul>
        ))}
      </div>
      {error ? <p className="woocommerce-error">{error}</p> : open && !n && <p>{t(noResults)}</p>}
      {open && more && !query && (
        <button type="button" aria-disabled={busy || undefined} onClick={() => busy || actions.more()}>
          {t(busy ? selectLoadingMore : loadMore)}
        </button>
      )}
    </div>
  )
}
