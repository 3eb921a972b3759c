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
    expect(ask(document.body, 'should_send_ajax_request.adding_to_cart')).toBe(false)
    expect(ask(document.body, 'should_send_ajax_request.adding_to_cart')).toBe(true)
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
    expect(ask(document.body, 'should_send_ajax_request.adding_to_cart')).toBe(true)
  })
})
