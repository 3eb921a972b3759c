/**
 * The page's script nonce, for the third-party scripts Saar injects (the pixels' loaders) under a strict
 * `script-src 'nonce-…'`. A shop that sends such a policy prints the nonce on its own script tags, Saar's included;
 * an on-demand bundle runs from a tag the loader made (no nonce), so it reads it from the first printed tag that has
 * one. Browsers hide the attribute's value once the page is parsed, but keep it in the `nonce` property.
 * Stateless: bundled into the scripts that import it.
 */

/** The nonce of the page's script tags, or '' where the page uses none. */
export const pageNonce = (): string => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
