/**
 * The review form's star rating. The submit guard is here from the start: a review without a rating, when one is
 * required, gets an alert ('Palun vali hinnang'), the submit is cancelled and focus goes to the rating. It runs on
 * the submit button's click (before the browser's own checks) and on the form's submit (Enter, Ctrl+Enter,
 * `requestSubmit`). The stars themselves (and React with them) load on demand when the rating comes into view
 * (lazy/stars.tsx); until then — or if they cannot load — the plain select does the job.
 */
import { featureSettings } from '../../src/settings'
import { printed } from '../../src/stock-globals'
import { t } from '../../src/i18n'
import { loadAsset } from '../../src/loader'
import { requiredRating } from '../../src/messages'
import { blocksSubmit, ratingRequired } from './required'

export const RATING_SELECTOR = '.comment-form-rating select#rating, #respond select#rating'

export function mountRating(select: HTMLSelectElement): void {
  const guard = (event: Event): void => {
    if (!blocksSubmit(select.value, ratingRequired(featureSettings('product').reviewRatingRequired, printed('wc_single_product_params')?.review_rating_required, select.required))) return
    event.preventDefault()
    event.stopImmediatePropagation()
    window.alert(t(requiredRating))
    ;(select.parentElement?.querySelector<HTMLElement>('.saar-stars [tabindex="0"]') ?? select).focus()
  }
  select.form?.addEventListener('submit', guard)
  select.form?.querySelector('#submit')?.addEventListener('click', guard)
  // The stars bring React: only once the rating is in view (a closed reviews tab keeps it out), not with the page.
  const stars = (): void => void loadAsset('stars').then((mount) => mount(select), () => {})
  if (typeof IntersectionObserver !== 'function') return stars()
  const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && (seen.disconnect(), stars()))
  seen.observe(select)
}
