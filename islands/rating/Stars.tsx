/**
 * Five stars as a radio group over the review form's `select#rating`: the select stays the form's value, the stars
 * only set it. Markup and classes follow WooCommerce's (`p.stars > span > a.star-1 … a.star-5`, `selected`,
 * `active`), so the theme's star styles apply. One star is in the tab order (the chosen one, else the first);
 * arrow keys move and choose (mirrored in RTL), Home and End too, Space and Enter choose; a click chooses.
 */
import { useState, type KeyboardEvent } from '../../src/react'
import { t } from '../../src/i18n'
import { rateOutOf } from '../../src/messages'
import { keyMove } from '../../src/keys'

export interface StarsProps {
  select: HTMLSelectElement
  /** Id of the element naming the group (the rating label). */
  labelledBy?: string | undefined
}

export function Stars({ select, labelledBy }: StarsProps) {
  const [value, setValue] = useState(() => Number(select.value) || 0)
  const choose = (n: number): void => {
    select.value = String(n)
    select.dispatchEvent(new Event('change', { bubbles: true }))
    setValue(n)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, n: number): void => {
    const space = event.key === ' ' || event.key === 'Enter'
    if (space) event.preventDefault()
    const next = space ? n - 1 : keyMove(event, n - 1, 5, { wrap: true })
    if (next === undefined) return
    choose(next + 1)
    ;(event.currentTarget.parentElement!.children[next] as HTMLElement).focus()
  }
  return (
    <p className={value ? 'stars selected' : 'stars'}>
      <span role="radiogroup" aria-labelledby={labelledBy}>
        {[1, 2, 3, 4, 5].map((n) => (
          <a
            key={n}
            role="radio"
            className={n === value ? `star-${n} active` : `star-${n}`}
            aria-checked={String(n === value) as 'true' | 'false'}
            tabIndex={n === (value || 1) ? 0 : -1}
            onClick={() => choose(n)}
            onKeyDown={(event) => onKeyDown(event, n)}
          >
            {select.querySelector(`option[value="${n}"]`)?.textContent?.trim() || t(rateOutOf, { n })}
          </a>
        ))}
      </span>
    </p>
  )
}
