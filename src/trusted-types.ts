/**
 * Trusted Types. A page whose policy says `require-trusted-types-for 'script'` (the checkout: PCI DSS 4.0 asks a
 * shop to control every script on its payment page) makes the DOM refuse plain strings at its injection sinks. All
 * of Saar's sinks pass through one named policy, `saar`, so such a shop allows exactly that name
 * (`trusted-types saar`) and nothing of Saar's is refused:
 * - HTML goes only into an inert parser (src/safe-html.ts: a `<template>`, DOMParser), where nothing runs or loads,
 *   and Saar cleans or rebuilds what it parsed before any of it joins the page;
 * - a script's URL is one its caller has already held to its own rule (src/safe-url.ts: the shop's origin for Saar's
 *   files, an http(s) vendor's host for a pixel after consent).
 * Without Trusted Types (or where the page's policy does not allow the name) the strings pass as they are, and the
 * browser decides as it would for any script.
 */

/** What a policy makes: the browser's TrustedHTML / TrustedScriptURL, typed as the strings the DOM's types take. */
type Make = (input: string) => string

const same: Make = (input) => input

let policy: { createHTML: Make; createScriptURL: Make } | undefined

/** Passes `input` through the page's `saar` policy, made at the first call; without one, as it is. */
function trusted(kind: 'createHTML' | 'createScriptURL', input: string): string {
  if (!policy) {
    try {
      // Each caller has held its input to its rule already: the policy is the one door, not a second check.
      policy = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): typeof policy } }).trustedTypes?.createPolicy('saar', { createHTML: same, createScriptURL: same })
    } catch {
      // The page's `trusted-types` directive does not list `saar`: the sinks then refuse what they would anyway.
    }
    policy ??= { createHTML: same, createScriptURL: same }
  }
  return policy[kind](input)
}

/** Markup for an inert parser (never for a live element), as the page's Trusted Types policy wants it. */
export const trustedHTML = (html: string): string => trusted('createHTML', html)

/** A script element's `src` (an http(s) URL its caller checked), as the page's Trusted Types policy wants it. */
export const trustedScriptURL = (url: string): string => trusted('createScriptURL', url)
