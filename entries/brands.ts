/**
 * The `brands` script: the brand plugin's filter forms and A–Z index on the brand listing. It only connects markup
 * to the island.
 */
import { onReady, wireAll } from '../src/dom'
import { BRAND_FORM_SELECTOR, LETTER_SELECTOR, mountBrandForm, mountLetter } from '../islands/brands/brands'

onReady(() => {
  wireAll<HTMLFormElement>(BRAND_FORM_SELECTOR, mountBrandForm)
  wireAll<HTMLAnchorElement>(LETTER_SELECTOR, mountLetter)
})
