/**
 * Whether the review form needs a rating, from the first source that says: Saar's settings
 * (`features.product.reviewRatingRequired`), WooCommerce's `wc_single_product_params.review_rating_required`
 * ('yes' / 'no'), else the select's own `required` attribute.
 */
import { toBool } from '../../src/settings'

export function ratingRequired(feature: unknown, stock: unknown, hasRequiredAttribute: boolean): boolean {
  return toBool(feature ?? stock ?? hasRequiredAttribute)
}

/** Whether a submit must be stopped: the rating is required and none is chosen. */
export const blocksSubmit = (value: string, required: boolean): boolean => required && !value
