/**
 * The searchable country and state list, in selectWoo's place: a WAI-ARIA 1.2 editable combobox with list
 * autocomplete over the options of WooCommerce's own `<select>`, which stays in the form (hidden), keeps the value
 * and posts it. Typing filters the options by any part of their name (case and accents ignored) and makes the first
 * match active; ArrowDown/ArrowUp move (Alt+ArrowDown opens), Enter or a click chooses, Tab takes the active match of
 * what was typed, Escape closes and restores the chosen name. Choosing sets the select and fires its `change` as the
 * browser would, so checkout.js, cart.js and Saar's address code hear it as a shopper's change. A change of the select
 * by any script (jQuery's trigger too) or of its options (the state list refilled) is shown at once. The number of
 * matches and the choice are announced. Focus in the select when the combobox comes (Tab to it is an approach) moves
 * into the combobox's field. Without the script the select works as printed.
 */
import { createRoot, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from '../../src/react'
import { listen } from '../../src/events'
import { ownMarkup } from '../../src/dom'
import { announce } from '../../src/live-region'
import { t } from '../../src/i18n'
import { setHidden } from '../../src/hidden'
import { keyMove, pointTo } from '../../src/keys'
import { optionChosen, optionsFound, selectNoResults } from '../../src/messages'
import { matches, optionsOf, type Choice } from './choices'

interface State {
  /** What the shopper typed since the list was last closed; null shows the chosen option's name. */
  query: string | null
  open: boolean
  active: number
}

/** Chooses `value` on the select as a shopper's change would (input and change, bubbling). */
function choose(select: HTMLSelectElement, value: string): void {
  if (select.value === value) return
  select.value = value
  select.dispatchEvent(new Event('input', { bubbles: true }))
  select.dispatchEvent(new Event('change', { bubbles: true }))
}

interface Props {
  id: string
  select: HTMLSelectElement
  labelId: string | undefined
  /** The select had focus when the combobox came. */
  focus: boolean
  /** Called once the select has left the page (a country change swapped the state field). */
  gone: () => void
}

export function Combobox({ id, select, labelId, focus, gone }: Props) {
  const state = useRef<State>({ query: null, open: false, active: -1 })
  const field = useRef<HTMLInputElement>(null)
  const [, rerender] = useState(0)
  const set = (patch: Partial<State>): void => {
    state.current = { ...state.current, ...patch }
    rerender((n) => n + 1)
  }

  // The select is the truth: its value or options changed by any script (and the required mark the locale sets).
  // Swapped for another state field, it takes this combobox with it.
  useLayoutEffect(() => {
    const redraw = (): void => (select.isConnected ? rerender((n) => n + 1) : gone())
    const observer = new MutationObserver(redraw)
    observer.observe(select, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-required', 'aria-label', 'disabled', 'data-placeholder'] })
    const stops = [listen(select, 'change', redraw), listen(document.body, 'country_to_state_changed', redraw)]
    return () => {
      observer.disconnect()
      stops.forEach((stop) => stop())
    }
  }, [])

  const options = optionsOf(select)
  const { query, open, active } = state.current
  const shown = query ? options.filter((o) => matches(o.text, query)) : options
  const chosen = select.options[select.selectedIndex]
  const chosenName = chosen && chosen.value !== '' ? chosen.text : ''

  useLayoutEffect(() => {
    const input = field.current!
    pointTo(input, open && active >= 0 ? document.getElementById(`${id}-${active}`) : null)
  })

  // The select was focused when the combobox came (Tab's focus is an approach): the field takes its place in focus,
  // unless the shopper has gone on to another.
  useLayoutEffect(() => {
    const now = document.activeElement
    // Selected as a Tab's focus selects a field's text, so what is typed next replaces the chosen name.
    if (focus && (!now || now === document.body || now === select)) {
      field.current!.focus()
      field.current!.select()
    }
  }, [])

  const take = (choice: Choice | undefined): void => {
    if (choice) {
      choose(select, choice.value)
      announce(t(optionChosen, { name: choice.text }))
    }
    set({ query: null, open: false, active: -1 })
  }

  const onInput = (event: FormEvent<HTMLInputElement>): void => {
    const value = event.currentTarget.value
    const found = value ? options.filter((o) => matches(o.text, value)) : options
    // The browser's autofill (no inputType) puts in a whole name: that is a choice.
    const exact = found.find((o) => o.text.toLowerCase() === value.trim().toLowerCase())
    if (exact && !(event.nativeEvent as InputEvent).inputType) return take(exact)
    set({ query: value, open: true, active: value && found.length ? 0 : -1 })
    announce(found.length ? t(optionsFound, { n: found.length }) : t(selectNoResults))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape') {
      if (!open && query === null) return
      event.preventDefault()
      // Closing the list must not also close a surrounding panel.
      event.stopPropagation()
      set({ query: null, open: false, active: -1 })
    } else if (event.key === 'Enter') {
      if (!open) return
      event.preventDefault()
      take(shown[active])
    } else if (event.key === 'Tab') {
      if (open && query && active >= 0) take(shown[active])
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault()
      set({ open: true })
    } else if (open || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // Closed, an arrow opens the list and moves on from the chosen option.
      const next = keyMove(event, open ? active : shown.findIndex((o) => o.value === select.value), shown.length, { orientation: 'vertical' })
      if (next !== undefined) set({ open: true, active: next })
    }
  }

  const placeholder = select.getAttribute('data-placeholder') || select.querySelector('option[value=""]')?.textContent || ''
  const required = select.getAttribute('aria-required') === 'true' || select.required
  // Named by the field's label, else by the select's own name (a state list no label names: islands/addresses/fields.ts).
  const name = labelId ? undefined : (select.getAttribute('aria-label') ?? undefined)

  return (
    <>
      <input
        ref={field}
        type="text"
        id={`${id}-field`}
        className="input-text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={String(open) as 'true' | 'false'}
        aria-controls={`${id}-list`}
        aria-labelledby={labelId}
        aria-label={name}
        aria-required={required ? 'true' : undefined}
        autoComplete={select.autocomplete === 'country' ? 'country-name' : select.autocomplete || 'off'}
        disabled={select.disabled}
        placeholder={placeholder}
        value={query ?? chosenName}
        onInput={onInput}
        onKeyDown={onKeyDown}
        onClick={() => set({ open: !open, active: open ? -1 : shown.findIndex((o) => o.value === select.value) })}
        onBlur={() => set({ query: null, open: false, active: -1 })}
      />
      {/* Pressing on the list (an option, its scrollbar) keeps focus in the field. */}
      <ul id={`${id}-list`} role="listbox" aria-labelledby={labelId} aria-label={name} hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        {shown.map((o, i) => (
          <li
            key={o.value}
            id={`${id}-${i}`}
            role="option"
            aria-selected={String(i === active) as 'true' | 'false'}
            className={o.value === select.value ? 'saar-combobox-chosen' : undefined}
            onClick={() => take(o)}
          >
            {o.text}
          </li>
        ))}
        {!shown.length && <li className="saar-combobox-none" role="presentation">{t(selectNoResults)}</li>}
      </ul>
    </>
  )
}

let count = 0

/**
 * Puts the combobox over one country or state select (once): the select hidden but kept in the form, the combobox
 * after it, named by the field's label (a click on the label goes to it).
 */
export function mountCombobox(select: HTMLSelectElement): void {
  if (!select.isConnected || select.multiple || select.nextElementSibling?.hasAttribute('data-saar-combobox')) return
  const id = `saar-combobox-${++count}`
  const label = select.id ? Array.from(document.querySelectorAll('label')).find((l) => l.htmlFor === select.id) : undefined
  if (label && !label.id) label.id = `${id}-label`
  const host = ownMarkup(document.createElement('span'))
  host.className = 'saar-combobox'
  host.setAttribute('data-saar-combobox', '')
  const focus = document.activeElement === select
  select.after(host)
  setHidden(select, true)
  label?.addEventListener('click', (event) => {
    if (!host.isConnected) return
    event.preventDefault()
    host.querySelector('input')?.focus()
  })
  const root = createRoot(host)
  root.render(<Combobox id={id} select={select} labelId={label?.id} focus={focus} gone={() => root.unmount()} />)
}
