/**
 * How each part of order attribution (WooCommerce's, PixelYourSite's) follows the shopper's consent, once its
 * bundle is on the page: while allowed it records this page view once (the landing URL and referrer of this very
 * page, when consent came late on it: the bug of FAZ Cookie Manager #288, where the landing UTMs were lost) and
 * fills the checkout's inputs; when revoked it forgets its cookies and empties the inputs. The inputs are filled
 * again after the checkout refreshes (`updated_checkout`) and at every submit, before WooCommerce's checkout script
 * reads the form, so markup that came late is filled too.
 */
import { $consent, type ConsentState } from '../../../src/stores/consent'
import { listen } from '../../../src/events'

/** One part: whether it may capture, and its steps. `fill` reads what `capture` recorded, or empties the inputs. */
export interface AttributionPart {
  allowed(state: ConsentState): boolean
  capture(): void
  forget(): void
  fill(): void
}

/** Starts following `$consent` for `part`; gives the function that stops it. */
export function followConsent(part: AttributionPart): () => void {
  // This page view's capture: once, and again only after a revocation forgot it.
  let captured = false
  const fill = (): void => part.fill()
  const unsubscribe = $consent.subscribe((state) => {
    if (part.allowed(state)) captured ||= (part.capture(), true)
    else part.forget(), (captured = false)
    fill()
  })
  const unlisten = listen(document.body, 'updated_checkout', fill)
  document.addEventListener('submit', fill, true)
  return () => {
    unsubscribe()
    unlisten()
    document.removeEventListener('submit', fill, true)
  }
}
