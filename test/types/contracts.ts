/**
 * Type tests of Saar's typed contracts, checked by `tsc --noEmit` (`npm run typecheck`, first in `npm test`) and never
 * run: each `@ts-expect-error` line must be an error, or the check fails ("unused directive"), so a contract that
 * loosens (a name or an argument no longer checked) breaks the build. The lines without it must compile.
 */
import { ask, emit, listen } from '../../src/events'
import { isProvided, loadAsset, provide } from '../../src/loader'
import * as React from '../../src/react'

export function eventTable(button: Element): void {
  // The table's names with the stock scripts' arguments.
  emit(document.body, 'added_to_cart', { 'div.widget_shopping_cart_content': '<div></div>' }, 'hash', button)
  emit(document.body, 'wc_fragment_refresh')
  emit(document.body, 'update_checkout', { update_shipping_method: false })
  ask(document.body, 'should_send_ajax_request.adding_to_cart', button)
  // Listeners get the tuple, each argument possibly missing (third parties fire these too).
  listen(document.body, 'added_to_cart', ([fragments, hash, target]) => {
    const f: Record<string, string> | undefined = fragments
    const h: string | undefined = hash
    const t: Element | undefined = target
    void [f, h, t]
  })
  listen(document.body, 'show_variation', ([variation, purchasable]) => void [variation?.variation_id, purchasable === true])
  listen(document, 'flatsome-dropdown-opened', ([item]) => void item?.classList.contains('current-dropdown'))
  listen(document.body, 'checkout_error', ([html]) => void html?.length)

  // @ts-expect-error an unknown name (a typo of added_to_cart)
  emit(document.body, 'add_to_cart', {}, 'hash', button)
  // @ts-expect-error an unknown name
  listen(document.body, 'added_to_carts', () => {})
  // @ts-expect-error the button is missing
  emit(document.body, 'added_to_cart', {}, 'hash')
  // @ts-expect-error the hash is a string, not a number
  emit(document.body, 'added_to_cart', {}, 42, button)
  // @ts-expect-error an event without arguments given one
  emit(document.body, 'wc_fragments_loaded', button)
  // @ts-expect-error fragments are HTML strings
  emit(document.body, 'removed_from_cart', { a: 1 }, 'hash', button)
  // @ts-expect-error only veto events are asked
  ask(document.body, 'added_to_cart', {}, 'hash', button)
  listen(document.body, 'found_variation', ([variation]) => {
    // @ts-expect-error a listener's argument is the table's type, not any
    const id: string = variation!.variation_id
    void id
  })
}

export async function assetRegistry(el: HTMLElement, form: HTMLFormElement): Promise<void> {
  // loadAsset resolves with what the bundle provides, without a type at the call site.
  const mount = await loadAsset('variation-form')
  mount(form)
  const score: number = (await loadAsset('zxcvbn'))('password').score
  void [score, isProvided('stars')]
  provide('sticky-bar', (bar: HTMLElement) => void bar)

  // @ts-expect-error an unknown asset (a typo of glightbox)
  await loadAsset('glightbox2')
  // @ts-expect-error an unknown asset
  provide('lightbox', () => {})
  // @ts-expect-error a bundle providing something else than its callers use
  provide('zoom', 'zoomed')
  // @ts-expect-error what it provides is typed, not any: the stars mount on a select
  ;(await loadAsset('stars'))(42)
  // @ts-expect-error an unknown asset
  isProvided('nowhere')
  void el
}

export function reactFacade(): void {
  // What the react bundle shares on window.saar.
  void [React.useState, React.useSyncExternalStore, React.createRoot, React.Fragment]
  // @ts-expect-error useReducer is not shared: it would be undefined in the shipped script
  void React.useReducer
  // @ts-expect-error nor is forwardRef
  void React.forwardRef
  // @ts-expect-error nor hydrateRoot (islands render into their own roots)
  void React.hydrateRoot
}
