/**
 * The variation island (islands/variations/variation-form.ts) as an on-demand bundle: the product script loads it
 * where a variable product's form is, and WooCommerce's jQuery API (`wc_variation_form`) loads it for a form that
 * arrives later (Flatsome's quick view, and Saar's quick view on the shop listing).
 */
import { provide } from '../src/loader'
import { mountVariationForm } from '../islands/variations/variation-form'

declare module '../src/assets' {
  interface Assets {
    'variation-form': typeof mountVariationForm
  }
}

provide('variation-form', mountVariationForm)
