/**
 * The review form's star rating. The submit guard is here from the start: a review without a rating, when one is
 * required, gets an alert ('Palun vali hinnang'), the submit is cancelled and focus goes to the rating. It runs on
 * the submit button's click (before the browser's own checks) and on the form's submit (Enter, Ctrl+Enter,
 * `requestSubmit`). The stars themselves load on demand once the page is idle (lazy/stars.tsx); until then — or
 * if they cannot load — the plain select does the job.
 */
import { featureSettings } from '../../src/settings'
import { t } from '../../src/i18n'
import { onDemand } from '../../src/on-demand'
import { requiredRating } from '../../src/messages'
import { blocksSubmit, ratingRequired } from './required'

export const RATING_SELECTOR = '.comment-form-rating select#rating, #respond select#rating'

export function mountRating(select: HTMLSelectElement): void {
  const guard = (event: Event): void => {
    const stock = (window as { wc_single_product_params?: { review_rating_required?: unknown } }).wc_single_product_params
    if (!blocksSubmit(select.value, ratingRequired(featureSettings('product').reviewRatingRequired, stock?.review_rating_required, select.required))) return
    event.preventDefault()
    event.stopImmediatePropagation()
    window.alert(t(requiredRating))
    ;(select.parentElement?.querySelector<HTMLElement>('.saar-stars [tabindex="0"]') ?? select).focus()
  }
  select.form?.addEventListener('submit', guard)
  select.form?.querySelector('#submit')?.addEventListener('click', guard)
  onDemand<HTMLSelectElement>('stars')(select)
}
