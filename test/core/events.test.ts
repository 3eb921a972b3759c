/**
 * The events bridge: third-party jQuery handlers get WooCommerce's arguments; without jQuery, DOM listeners do.
 */
import { describe, expect, it, vi } from 'vitest'
import $ from 'jquery'
import { ask, emit, listen } from '../../src/events'

const withJQuery = () => ((globalThis as { jQuery?: unknown }).jQuery = $)

describe('without jQuery', () => {
  it('emits a bubbling CustomEvent whose detail is the argument list', () => {
    const button = document.createElement('a')
    document.body.appendChild(button)
    const seen = vi.fn()
    document.body.addEventListener('added_to_cart', (e) => seen((e as CustomEvent).detail))
    emit(document.body, 'added_to_cart', { 'div.widget_shopping_cart_content': '<div></div>' }, 'hash1', button)
    expect(seen).toHaveBeenCalledWith([{ 'div.widget_shopping_cart_content': '<div></div>' }, 'hash1', button])
  })

  it('listens and unlistens', () => {
    const handler = vi.fn()
    const stop = listen(document.body, 'wc_fragment_refresh', handler)
    emit(document.body, 'wc_fragment_refresh')
    stop()
    emit(document.body, 'wc_fragment_refresh')
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('asks veto events through a cancelable event', () => {
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', (e) => e.preventDefault(), { once: true })
    const button = document.createElement('a')
    expect(ask(document.body, 'should_send_ajax_request.adding_to_cart', button)).toBe(false)
    expect(ask(document.body, 'should_send_ajax_request.adding_to_cart', button)).toBe(true)
  })
})

describe('with jQuery', () => {
  it('third-party handlers receive the arguments after the event, elements wrapped like $button', () => {
    withJQuery()
    const button = document.createElement('a')
    button.id = 'btn'
    document.body.appendChild(button)
    const seen: unknown[] = []
    $(document.body).on('added_to_cart', (_e, fragments, hash, $button) => seen.push(fragments, hash, ($button as JQuery).attr('id')))
    emit(document.body, 'added_to_cart', { a: '1' }, 'hash2', button)
    expect(seen).toEqual([{ a: '1' }, 'hash2', 'btn'])
    $(document.body).off('added_to_cart')
  })

  it('hears events other plugins trigger through jQuery, with elements unwrapped', () => {
    withJQuery()
    const form = document.createElement('form')
    document.body.appendChild(form)
    const handler = vi.fn()
    listen(document.body, 'updated_checkout', handler)
    $(form).trigger('updated_checkout', [{ fragments: {} }])
    const el = document.createElement('a')
    listen(document.body, 'removed_from_cart', handler)
    $(document.body).trigger('removed_from_cart', [{}, 'h', $(el)])
    expect(handler.mock.calls[0]![0]).toEqual([{ fragments: {} }])
    expect(handler.mock.calls[1]![0]).toEqual([{}, 'h', el])
  })

  it('still hears DOM events dispatched natively while jQuery is present', () => {
    withJQuery()
    const handler = vi.fn()
    listen(document.body, 'wc_fragment_refresh', handler)
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh', { detail: ['x'] }))
    expect(handler.mock.calls[0]![0]).toEqual(['x'])
  })

  it('asks veto events with triggerHandler, as WooCommerce does', () => {
    withJQuery()
    $(document.body).on('should_send_ajax_request.adding_to_cart', () => false)
    expect(ask(document.body, 'should_send_ajax_request.adding_to_cart', document.createElement('a'))).toBe(false)
    $(document.body).off('should_send_ajax_request.adding_to_cart')
    expect(ask(document.body, 'should_send_ajax_request.adding_to_cart', document.createElement('a'))).toBe(true)
  })
})

describe('jQuery arriving after listen (delay-JS plugins)', () => {
  const noJQuery = () => void delete (globalThis as { jQuery?: unknown }).jQuery

  it('hears WooCommerce triggering through the late jQuery, bubbling from a child, with elements unwrapped', () => {
    noJQuery()
    const button = document.createElement('a')
    document.body.appendChild(button)
    const handler = vi.fn()
    const stop = listen(document.body, 'added_to_cart', handler)
    withJQuery()
    $(button).trigger('added_to_cart', [{ 'div.widget_shopping_cart_content': '<div></div>' }, 'hash3', $(button)])
    emit(document.body, 'added_to_cart', {}, 'hash4', button) // Saar's own emit now goes through jQuery too
    expect(handler.mock.calls.map((c) => c[0])).toEqual([[{ 'div.widget_shopping_cart_content': '<div></div>' }, 'hash3', button], [{}, 'hash4', button]])
    stop()
    $(document.body).trigger('added_to_cart', [{}, 'hash5'])
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('calls each listener once per event, native or jQuery, and several listeners of one name', () => {
    noJQuery()
    const first = vi.fn()
    const second = vi.fn()
    listen(document.body, 'updated_wc_div', first)
    listen(document.body, 'updated_wc_div', second)
    document.body.dispatchEvent(new CustomEvent('updated_wc_div', { detail: ['native'] }))
    withJQuery()
    $(document.body).trigger('updated_wc_div', ['jquery'])
    expect(first.mock.calls.map((c) => c[0])).toEqual([['native'], ['jquery']])
    expect(second.mock.calls.map((c) => c[0])).toEqual([['native'], ['jquery']])
  })

  it('leaves DOM event handler properties and properties other code set alone', () => {
    noJQuery()
    const change = vi.fn()
    listen(document.body, 'change', change)
    expect(document.body.onchange).toBeNull()
    document.body.dispatchEvent(new Event('change', { bubbles: true }))
    expect(change).toHaveBeenCalledTimes(1)
    const theirs = vi.fn()
    ;(document.body as unknown as Record<string, unknown>).oninit_checkout = theirs
    const ours = vi.fn()
    listen(document.body, 'init_checkout', ours)
    expect((document.body as unknown as Record<string, unknown>).oninit_checkout).toBe(theirs)
    withJQuery()
    $(document.body).trigger('init_checkout')
    expect(theirs).toHaveBeenCalledTimes(1)
  })
})
