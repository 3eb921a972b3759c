/**
 * Tooltips on Flatsome's markup (`.tooltip[title]` and friends): the four states with the spec's timing (200 ms delay,
 * 350 ms fade) by keyboard and pointer, Escape, hovering the tooltip itself, reduced motion, what assistive technology
 * is told, hostile titles; and the editor links (Flatsome's `.block-edit-link`, from the stand-in's block part) with
 * their keyboard entry, their links and hostile data.
 */
import type { IncomingMessage } from 'node:http'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverMarkup } from './helpers'
import { startTooltips, TOOLTIP_DELAY, TOOLTIP_SPEED } from '../../islands/tooltips/tooltips'
import { mountEditorLink } from '../../islands/tooltips/editor-links'
import { flatsomeBlock } from '../../php-stub/shop/parts/flatsome-block'
import { html } from '../../php-stub/shop/html'
import { requestContext } from '../../php-stub/shop/request'
import { loginCookie, loginCookieValue, visitorFor } from '../../php-stub/shop/visitors'

const pointer = (type: string, target: Element, relatedTarget: Element | null = null) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget }))
const focus = (el: HTMLElement) => el.focus()
const escape = () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
const box = () => document.querySelector<HTMLElement>('.tooltipster-base')
/** The tooltip's state, as a shopper sees it: none until one is made. */
const state = () => box()?.dataset.state ?? 'none'
const visible = () => !!box() && !box()!.classList.contains('saar-hidden')

beforeEach(() => {
  vi.useFakeTimers()
  startTooltips()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('tooltips', () => {
  it('by keyboard: focus shows the title after 200 ms, fading in over 350 ms; Escape hides it at once and for as long as focus stays', () => {
    serverMarkup('<p>Meie <a href="/pood/" class="tooltip" title="Asutatud 1998">pood</a> ja <a href="/kontakt/">kontakt</a></p>')
    const link = document.querySelector<HTMLAnchorElement>('a.tooltip')!
    focus(link)
    expect(link.hasAttribute('title')).toBe(false) // no native tooltip on top of it
    vi.advanceTimersByTime(TOOLTIP_DELAY - 1)
    expect(visible()).toBe(false)
    expect(state()).toBe('hidden')
    vi.advanceTimersByTime(1)
    expect(state()).toBe('appearing')
    expect(visible()).toBe(true)
    expect(box()!.getAttribute('role')).toBe('tooltip')
    expect(box()!.textContent).toBe('Asutatud 1998')
    expect(link.getAttribute('aria-describedby')).toBe(box()!.id)
    vi.advanceTimersByTime(TOOLTIP_SPEED)
    expect(state()).toBe('shown')

    escape()
    expect(state()).toBe('hidden')
    expect(visible()).toBe(false)
    expect(document.activeElement).toBe(link)
    vi.advanceTimersByTime(2000)
    expect(visible()).toBe(false)
    // Still described while hidden.
    expect(document.getElementById(link.getAttribute('aria-describedby')!)!.textContent).toBe('Asutatud 1998')

    focus(document.querySelector<HTMLAnchorElement>('a[href="/kontakt/"]')!)
    focus(link)
    vi.advanceTimersByTime(TOOLTIP_DELAY)
    expect(state()).toBe('appearing')
  })

  it('by pointer: stays while the pointer is on the tooltip, goes 100 ms after it leaves both, fading out over 350 ms', () => {
    serverMarkup('<ul><li><a href="#" class="has-tooltip" title="Lisa soovinimekirja"><span>♡</span></a></li></ul><div id="else">muu</div>')
    const link = document.querySelector<HTMLElement>('.has-tooltip')!
    pointer('pointerover', link.querySelector('span')!)
    vi.advanceTimersByTime(TOOLTIP_DELAY + TOOLTIP_SPEED)
    expect(state()).toBe('shown')
    // Over to the tooltip: it stays (WCAG 1.4.13, hoverable).
    pointer('pointerout', link.querySelector('span')!, box())
    pointer('pointerover', box()!, null)
    vi.advanceTimersByTime(1000)
    expect(state()).toBe('shown')
    pointer('pointerout', box()!, document.getElementById('else'))
    vi.advanceTimersByTime(99)
    expect(state()).toBe('shown')
    vi.advanceTimersByTime(1)
    expect(state()).toBe('disappearing')
    expect(visible()).toBe(true)
    vi.advanceTimersByTime(TOOLTIP_SPEED)
    expect(state()).toBe('hidden')
    expect(visible()).toBe(false)
  })

  it('comes back at once when the pointer returns while it fades out, and never appears when the pointer only passes', () => {
    serverMarkup('<a href="#" class="tooltip" title="Jaga">J</a><div id="else">muu</div>')
    const link = document.querySelector<HTMLElement>('.tooltip')!
    const other = document.getElementById('else')!
    pointer('pointerover', link)
    vi.advanceTimersByTime(TOOLTIP_DELAY - 50)
    pointer('pointerout', link, other)
    vi.advanceTimersByTime(1000)
    expect(visible()).toBe(false)
    pointer('pointerover', link)
    vi.advanceTimersByTime(TOOLTIP_DELAY + TOOLTIP_SPEED)
    pointer('pointerout', link, other)
    vi.advanceTimersByTime(100 + 10)
    expect(state()).toBe('disappearing')
    pointer('pointerover', link)
    expect(state()).toBe('appearing')
  })

  it('does not fade under reduced motion: shown as soon as it appears, gone as soon as it goes', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
    serverMarkup('<a href="#" class="tip-top" title="Tasuta tarne">Tarne</a>')
    const link = document.querySelector<HTMLElement>('.tip-top')!
    focus(link)
    vi.advanceTimersByTime(TOOLTIP_DELAY)
    expect(box()!.style.transitionDuration).toBe('0ms')
    expect(state()).toBe('shown')
    link.blur()
    vi.advanceTimersByTime(99)
    expect(state()).toBe('shown')
    vi.advanceTimersByTime(1)
    expect(state()).toBe('hidden')
  })

  it('gives an icon link named only by its title that title as its name, not as a second description', () => {
    serverMarkup('<a href="https://www.facebook.com/saarpood" class="icon button facebook tooltip" title="Jälgi meid Facebookis"><i class="icon-facebook"></i></a>')
    const link = document.querySelector<HTMLElement>('.tooltip')!
    focus(link)
    expect(link.getAttribute('aria-label')).toBe('Jälgi meid Facebookis')
    expect(link.hasAttribute('aria-describedby')).toBe(false)
    vi.advanceTimersByTime(TOOLTIP_DELAY)
    expect(box()!.textContent).toBe('Jälgi meid Facebookis')
  })

  it('keeps only safe formatting of an HTML title, and shows plain titles as text', () => {
    serverMarkup(
      '<a href="#" class="tooltip tooltip-as-html" title="&lt;b&gt;Uus&lt;/b&gt;&lt;img src=x onerror=&quot;window.hacked=1&quot;&gt;">A</a><a href="#" class="tooltip" title="&lt;img src=x onerror=&quot;window.hacked=1&quot;&gt;">B</a>',
    )
    const [a, b] = Array.from(document.querySelectorAll<HTMLElement>('.tooltip'))
    focus(a!)
    vi.advanceTimersByTime(TOOLTIP_DELAY)
    const first = document.getElementById(a!.getAttribute('aria-describedby')!)!
    expect(first.querySelector('b')!.textContent).toBe('Uus')
    expect(first.querySelector('img')).toBeNull()
    focus(b!)
    vi.advanceTimersByTime(TOOLTIP_DELAY)
    const second = document.getElementById(b!.getAttribute('aria-describedby')!)!
    expect(second.textContent).toBe('<img src=x onerror="window.hacked=1">')
    expect(document.querySelector('img')).toBeNull()
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })

  it('shows nothing for a trigger without a title, and the content named by data-tooltip-content', () => {
    serverMarkup('<a href="#" class="tooltip">ilma</a><a href="#" class="tooltip" data-tooltip-content="#sisu">sisuga</a><div id="sisu" hidden><strong>Kingipakend</strong> tasuta</div><a href="#" class="tooltip" data-tooltip-content="#))">vale</a>')
    const [none, withContent, broken] = Array.from(document.querySelectorAll<HTMLElement>('.tooltip'))
    focus(none!)
    focus(broken!)
    vi.advanceTimersByTime(1000)
    expect(box()).toBeNull()
    focus(withContent!)
    vi.advanceTimersByTime(TOOLTIP_DELAY)
    expect(box()!.textContent).toBe('Kingipakend tasuta')
  })

  it('shows the tooltip of the events that came while its code loaded', () => {
    serverMarkup('<a href="#" class="tooltip" title="Vaata lähemalt">L</a>')
    const link = document.querySelector<HTMLElement>('.tooltip')!
    const early = new MouseEvent('pointerover', { bubbles: true })
    link.dispatchEvent(early)
    startTooltips([early])
    vi.advanceTimersByTime(TOOLTIP_DELAY)
    expect(state()).toBe('appearing')
  })
})

/** The stand-in's Flatsome block for the logged-in editor (`?editor=1`), as its part prints it. */
function editorBlock(): string {
  const req = { headers: { cookie: `${loginCookie}=${encodeURIComponent(loginCookieValue('demo'))}` } } as IncomingMessage
  const { visitor } = visitorFor(req)
  const ctx = requestContext({ shopUrl: location.origin, thirdPartyUrl: 'http://tp.test', distDir: '', quiet: true }, visitor, new URL(`${location.origin}/?editor=1`), req)
  return flatsomeBlock(ctx, { id: 901, title: 'Jaluse info', content: html`<p class="footer-block-info">Kuressaare, <a href="/kontakt/">Tallinna 1</a></p>` }, 12).value
}

describe('editor links', () => {
  it('turn the placeholder into a keyboard entry whose focus shows both links right after it, in the shop language', () => {
    serverMarkup(`<a href="/" id="before">Avaleht</a><div class="footer-primary">${editorBlock()}</div>`)
    mountEditorLink(document.querySelector<HTMLElement>('.block-edit-link')!)
    expect(document.querySelector('.block-edit-link')).toBeNull()
    const block = document.querySelector<HTMLElement>('.footer-block-info')!
    expect(block.classList.contains('has-block')).toBe(true)
    const entry = document.querySelector<HTMLAnchorElement>('a.block-edit-button')!
    expect(entry.textContent).toBe('Muuda plokki: Jaluse info')
    expect(new URL(entry.href).pathname + new URL(entry.href).search).toBe('/wp-admin/post.php?post=901&action=edit')
    // In the DOM: the entry, then its tooltip's links, then the block, so Tab goes from one to the next.
    const tip = entry.nextElementSibling as HTMLElement
    expect(tip.matches('.tooltipster-base')).toBe(true)
    expect(tip.nextElementSibling).toBe(block)

    focus(entry)
    vi.advanceTimersByTime(TOOLTIP_DELAY)
    expect(tip.dataset.state).toBe('appearing')
    expect(tip.getAttribute('aria-label')).toBe('Muuda plokki: Jaluse info')
    const links = Array.from(tip.querySelectorAll<HTMLAnchorElement>('a'))
    expect(links.map((a) => a.textContent)).toEqual(['Muuda UX Builderis', 'Muuda halduslehel'])
    expect(links.map((a) => a.className)).toEqual(['button edit-block-button edit-block-button-builder', 'button edit-block-button edit-block-button-backend'])
    expect(new URL(links[0]!.href).search).toBe('?page=uxbuilder&post_id=12&edit_post_id=901')
    // Focus moving into it keeps it; Escape there hides it and puts focus back on the entry.
    links[0]!.focus()
    vi.advanceTimersByTime(1000)
    expect(tip.dataset.state).toBe('shown')
    escape()
    expect(tip.dataset.state).toBe('hidden')
    expect(document.activeElement).toBe(entry)
    // The pointer over the block shows it too.
    entry.blur()
    pointer('pointerover', block.querySelector('a')!)
    vi.advanceTimersByTime(TOOLTIP_DELAY)
    expect(tip.dataset.state).toBe('appearing')
  })

  it('add the menu item to the builder link of a block in a menu, and offer only the shop’s own http(s) links; the title stays text', () => {
    serverMarkup(
      '<ul><li id="menu-item-77" class="menu-item menu-item-has-block"><div class="block-edit-link" data-title="Edit Block: &lt;img src=x onerror=&quot;window.hacked=1&quot;&gt;" data-backend="javascript:alert(1)" data-link="/wp-admin/edit.php?page=uxbuilder&amp;post_id=3&amp;edit_post_id=5"></div><div class="menu-block">Plokk</div></li></ul>' +
        '<div class="block-edit-link" data-title="Edit Block: Muu" data-backend="https://evil.example/wp-admin/" data-link="data:text/html,x"></div><p id="other">Teine</p>',
    )
    document.querySelectorAll<HTMLElement>('.block-edit-link').forEach(mountEditorLink)
    const entry = document.querySelector<HTMLAnchorElement>('a.block-edit-button')!
    expect(entry.textContent).toBe('Muuda plokki: <img src=x onerror="window.hacked=1">')
    expect(new URL(entry.href).search).toBe('?page=uxbuilder&post_id=3&edit_post_id=5&menu_id=77')
    focus(entry)
    vi.advanceTimersByTime(TOOLTIP_DELAY)
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.tooltipster-base a'))
    expect(links.map((a) => a.textContent)).toEqual(['Muuda UX Builderis'])
    expect(document.querySelector('img')).toBeNull()
    // No link of its own origin at all: the placeholder just goes.
    expect(document.querySelectorAll('.block-edit-link, a.block-edit-button')).toHaveLength(1)
    expect(document.getElementById('other')!.classList.contains('has-block')).toBe(false)
  })
})
