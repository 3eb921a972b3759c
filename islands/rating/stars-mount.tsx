/**
 * Renders the `Stars` radio group before the review form's `select#rating` and hides the select (it stays the
 * form's value). Loaded on demand (lazy/stars.tsx): until it arrives the plain select works.
 */
import { createRoot } from '../../src/react'
import { ownMarkup } from '../../src/dom'
import { setHidden } from '../../src/hidden'
import { Stars } from './Stars'

export function mountStars(select: HTMLSelectElement): void {
  const parent = select.parentElement
  // The stock script or an earlier run got here first: leave those stars alone.
  if (!parent || parent.querySelector('.stars, .saar-stars')) return
  const label = parent.querySelector('label[for=rating]')
  if (label) label.id ||= 'comment-form-rating-label'
  const slot = document.createElement('div')
  slot.className = 'saar-stars'
  const hadFocus = document.activeElement === select
  select.before(slot)
  setHidden(select, true)
  createRoot(ownMarkup(slot)).render(<Stars select={select} labelledBy={label?.id} />)
  // Someone was on the select when the stars arrived: keep them where they were.
  if (hadFocus) setTimeout(() => slot.querySelector<HTMLElement>('[tabindex="0"]')?.focus(), 0)
}
