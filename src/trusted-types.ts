/**
 * Trusted Types. A page whose policy says `require-trusted-types-for 'script'` (the checkout: PCI DSS 4.0 asks a
 * shop to control every script on its payment page) makes the DOM refuse plain strings at its injection sinks. All
 * of Saar's sinks pass through one named policy, `saar`, so such a shop allows exactly that name
 * (`trusted-types saar`) and nothing of Saar's is refused:
 * - HTML goes only into an inert parser (src/safe-html.ts: a `<template>`, DOMParser), where nothing runs or loads,
 *   and Saar cleans or rebuilds what it parsed before any of it joins the page;
 * - a script's URL must be http(s): each caller has already held it to its own rule (the shop's origin for Saar's
 *   files, the vendor's host for a pixel after consent).
 * Without Trusted Types (or where the page's policy does not allow the name) the strings pass as they are, and the
 * browser decides as it would for any script.
 */

interface Rules {
  createHTML(input: string): string
  createScriptURL(input: string): string
}

const plain: Rules = { createHTML: (html) => html, createScriptURL: (url) => url }

let policy: Rules | undefined

function saarPolicy(): Rules {
  if (!policy) {
    const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: Rules): Rules } }).trustedTypes
    try {
      policy = factory?.createPolicy('saar', {
        createHTML: plain.createHTML,
        createScriptURL: (url) => {
          if (!/^https?:\/\//i.test(url)) throw new TypeError(`[saar] not an http(s) script: ${url}`)
          return url
        },
      })
    } catch {
      // The page's `trusted-types` directive does not list `saar`: the sinks then refuse what they would anyway.
    }
    policy ??= plain
  }
  return policy
}

/** Markup for an inert parser (never for a live element), as the page's Trusted Types policy wants it. */
export const trustedHTML = (html: string): string => saarPolicy().createHTML(html)

/** An absolute http(s) URL for a script element's `src`, as the page's Trusted Types policy wants it. */
export const trustedScriptURL = (url: string): string => saarPolicy().createScriptURL(url)
