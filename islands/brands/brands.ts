/**
 * The brand listing of the `pw_brand_*` plugin (shop-plugins.md §5). The filter form's checkboxes follow the 'all'
 * rules (choice.ts); every change posts the serialized form to `pw_brand_fetch_brands` (or `…_products`) and puts
 * the HTML answer into the form's result area (`#pw_brand_result<n>` beside `#pw_brand_form<n>`), one request per
 * form state (answers are cached by the serialized form). The old results stay in place while loading (no layout
 * shift), with `aria-busy`. Only results go in (isBrandResult; cleaned of anything that runs): a failed call, `-1`,
 * `0`, an empty body, a PHP warning or a redirect to another page keeps the old results, is never cached, and says
 * so (announced). The A–Z index scrolls to the letter's section
 * (smoothly unless the shopper prefers reduced motion) and moves focus to its heading. Without the script the form
 * posts to the page and the letters are plain anchors; so it does when the ajax URL is on another origin (no HTML
 * from there goes into the page).
 */
import { request } from '../../src/ajax'
import { settings } from '../../src/settings'
import { flatsomeVars } from '../../src/stock-globals'
import { announce } from '../../src/live-region'
import { t } from '../../src/i18n'
import { isSameOrigin } from '../../src/safe-url'
import { cleanFragment } from '../../src/safe-html'
import { prefersReducedMotion } from '../../src/motion'
import { headerOffset } from '../../src/scroll'
import { brandResultsFailed, brandResultsUpdated } from '../../src/messages'
import { brandAction, brandChoice, isBrandResult } from './choice'

export const BRAND_FORM_SELECTOR = 'form.pw_brand_form, form[id^="pw_brand_form"]'
export const LETTER_SELECTOR = 'a.wb-wb-allview-letters[href^="#"]'

/** The section a letter link points at, if it is on the page. */
function sectionOf(link: HTMLAnchorElement): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(link.hash.slice(1)))
  } catch {
    return null
  }
}

/** Letters whose section the current results lack are marked disabled (and do nothing). */
function markLetters(scope: ParentNode): void {
  for (const link of Array.from(scope.querySelectorAll<HTMLAnchorElement>(LETTER_SELECTOR))) {
    const missing = !sectionOf(link)
    if (missing) link.setAttribute('aria-disabled', 'true')
    else link.removeAttribute('aria-disabled')
    link.classList.toggle('wb-allview-letters-disabled', missing)
  }
}

export function mountBrandForm(form: HTMLFormElement): void {
  const result =
    document.getElementById(form.id.replace('form', 'result')) ??
    form.parentElement?.querySelector<HTMLElement>('.wb-allview-result, .wb-brandpro-result')
  if (!result) return
  const action = brandAction(form.dataset.action, !!form.querySelector('.pw_brand_category_filter_product, [name^="pw_woob_brand"]'))
  const cache = new Map<string, string>()
  const error = document.createElement('p')
  error.className = 'saar-brands-error woocommerce-error'
  let seq = 0

  const show = (html: string): void => {
    error.remove()
    result.replaceChildren(cleanFragment(html))
    if (action === 'pw_brand_fetch_brands') markLetters(form.closest('.wb-allview') ?? document)
    announce(t(brandResultsUpdated))
  }

  const load = async (): Promise<void> => {
    const ajaxUrl = settings().ajaxUrl
    // An ajax URL on another origin is never called: the form posts to the page instead (submit, below).
    if (!isSameOrigin(ajaxUrl)) return
    const body = new URLSearchParams(new FormData(form) as unknown as string[][])
    body.set('action', action)
    const key = body.toString()
    const mine = ++seq
    const cached = cache.get(key)
    if (cached !== undefined) {
      result.removeAttribute('aria-busy')
      return show(cached)
    }
    result.setAttribute('aria-busy', 'true')
    const answer = await request<string>(ajaxUrl, { data: body, expect: 'text', key: `brands:${form.id}` }, true)
    const html = answer.ok && isBrandResult(answer.data) ? answer.data : undefined
    if (html) cache.set(key, html)
    if (mine !== seq) return
    result.removeAttribute('aria-busy')
    if (html) return show(html)
    error.textContent = t(brandResultsFailed)
    result.before(error)
    announce(error.textContent, 'assertive')
  }

  form.addEventListener('change', (event) => {
    const box = event.target
    if (box instanceof HTMLInputElement && box.type === 'checkbox') {
      const group = Array.from(form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')).filter((b) => b.name === box.name)
      const all = group.find((b) => b.matches('.pw_brand_category_filter_all, [value="0"]'))
      if (all) {
        const keep = brandChoice(group.filter((b) => b.checked).map((b) => b.value), box.value, all.value)
        for (const b of group) b.checked = keep.includes(b.value)
      }
    }
    void load()
  })
  form.addEventListener('submit', (event) => {
    if (!isSameOrigin(settings().ajaxUrl)) return // no results in place: the form posts as it would without the script
    event.preventDefault()
    void load()
  })
}

/** An A–Z index link: scrolls to its letter's section and puts focus on the section's heading. */
export function mountLetter(link: HTMLAnchorElement): void {
  link.addEventListener('click', (event) => {
    const section = sectionOf(link)
    event.preventDefault()
    if (!section) return
    // Flatsome's sticky header must not cover the heading: the root's scroll padding leaves its height where the
    // header's code has measured it; until then, the theme's sticky height.
    section.style.scrollMarginTop = headerOffset() ? '' : `${flatsomeVars()?.sticky_height ?? 0}px`
    if (!section.hasAttribute('tabindex')) section.tabIndex = -1
    section.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
    section.focus({ preventScroll: true })
  })
}
