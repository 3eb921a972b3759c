/**
 * The product page's variation island (islands/variations/variation-form.ts) as an on-demand bundle, for pages
 * without the product script where a variation form arrives late: the quick view on the shop listing loads it
 * (`loadAsset('variation-form')`) when a popup's form is not claimed by another script.
 */
import { provide } from '../src/loader'
import { mountVariationForm } from '../islands/variations/variation-form'

provide('variation-form', mountVariationForm)
