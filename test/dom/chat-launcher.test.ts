/**
 * The chat launcher (islands/widgets/chat/launcher.ts): one button in the chat position that opens Messenger or
 * WhatsApp, its disclosure of both by keyboard and pointer, one launcher however often it is shown, the widget API's
 * hide/show/open, lifted above a bar fixed to the bottom, and text put in as text.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { printSettings, serverMarkup, settle } from './helpers'
import { showChatLauncher } from '../../islands/widgets/chat/launcher'

const MESSENGER = 'https://m.me/saarekasitoo'
const WHATSAPP = 'https://wa.me/37255551234'

const launchers = () => document.querySelectorAll<HTMLElement>('.saar-chat')
const button = () => document.querySelector<HTMLButtonElement>('.saar-chat-button')!
const menu = () => document.querySelector<HTMLElement>('.saar-chat-menu')!
const link = (kind: 'messenger' | 'whatsapp') => document.querySelector<HTMLAnchorElement>(`.saar-chat-${kind}`)!
const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))

/** The links a shopper followed: each click on a link, with where it goes and how (the navigation itself prevented). */
let clicks: Array<{ href: string; target: string; rel: string }> = []
function record(event: MouseEvent): void {
  const a = (event.target as Element).closest?.('a')
  if (!a) return
  event.preventDefault()
  clicks.push({ href: a.href, target: a.target, rel: a.rel })
}
const followed = () => clicks

beforeEach(() => {
  clicks = []
  addEventListener('click', record)
})

afterEach(() => {
  removeEventListener('click', record)
  delete (navigator as { userActivation?: unknown }).userActivation
})

describe('chat launcher', () => {
  it('with Messenger alone is one button, named in Estonian, that opens the conversation in a new tab without a handle on the shop', () => {
    serverMarkup('<main><p>Pood</p></main>')
    expect(showChatLauncher({ messenger: 'https://www.facebook.com/saarekasitoo/' })).not.toBeNull()
    expect(launchers()).toHaveLength(1)
    const b = button()
    expect(b.tagName).toBe('BUTTON')
    expect(b.type).toBe('button')
    expect(b.getAttribute('aria-label')).toBe('Kirjuta meile Messengeris (avaneb uues aknas)')
    expect(b.hasAttribute('aria-expanded')).toBe(false)
    expect(menu().hidden).toBe(true)
    // Outside the page's own markup, last in the Tab order, and nothing of Facebook's on the page: no image, no script.
    expect(launchers()[0]!.parentElement).toBe(document.body)
    expect(document.querySelectorAll('img, script, iframe, link')).toHaveLength(0)
    b.click()
    expect(followed()).toEqual([{ href: MESSENGER, target: '_blank', rel: 'noopener noreferrer' }])
  })

  it('with WhatsApp alone opens wa.me', () => {
    showChatLauncher({ whatsapp: '+372 5555 1234' })
    expect(button().getAttribute('aria-label')).toBe('Kirjuta meile WhatsAppis (avaneb uues aknas)')
    button().click()
    expect(followed().map((c) => c.href)).toEqual([WHATSAPP])
  })

  it('with both is a disclosure: opened by the button, Escape closes it and focus goes back to the button', () => {
    showChatLauncher({ messenger: 'saarekasitoo', whatsapp: '37255551234' })
    const b = button()
    expect(b.getAttribute('aria-label')).toBe('Võta meiega ühendust')
    expect(b.getAttribute('aria-expanded')).toBe('false')
    expect(b.getAttribute('aria-controls')).toBe(menu().id)
    b.focus()
    b.click()
    expect(followed()).toEqual([])
    expect(b.getAttribute('aria-expanded')).toBe('true')
    expect(menu().hidden).toBe(false)
    // The links follow the button in the Tab order, each named with where it opens.
    const items = [...menu().querySelectorAll('a')]
    expect(items.map((a) => [a.textContent, a.getAttribute('aria-label'), a.href, a.target, a.rel])).toEqual([
      ['Kirjuta meile Messengeris', 'Kirjuta meile Messengeris (avaneb uues aknas)', MESSENGER, '_blank', 'noopener noreferrer'],
      ['Kirjuta meile WhatsAppis', 'Kirjuta meile WhatsAppis (avaneb uues aknas)', WHATSAPP, '_blank', 'noopener noreferrer'],
    ])
    expect(b.compareDocumentPosition(items[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    items[1]!.focus()
    key(items[1]!, 'Escape')
    expect(b.getAttribute('aria-expanded')).toBe('false')
    expect(menu().hidden).toBe(true)
    expect(document.activeElement).toBe(b)
    // The button toggles it too.
    b.click()
    b.click()
    expect(menu().hidden).toBe(true)
  })

  it('following a link closes the list and leaves focus on the button', () => {
    showChatLauncher({ messenger: 'saarekasitoo', whatsapp: '37255551234' })
    button().click()
    link('whatsapp').focus()
    link('whatsapp').click()
    expect(followed().map((c) => c.href)).toEqual([WHATSAPP])
    expect(menu().hidden).toBe(true)
    expect(button().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button())
  })

  it('closes where focus is when focus moves on past it, or the shopper presses elsewhere', () => {
    serverMarkup('<main><a href="/pood/" id="elsewhere">Pood</a></main>')
    showChatLauncher({ messenger: 'saarekasitoo', whatsapp: '37255551234' })
    button().click()
    link('messenger').focus()
    document.getElementById('elsewhere')!.focus()
    expect(menu().hidden).toBe(true)
    expect(document.activeElement?.id).toBe('elsewhere')
    button().click()
    document.querySelector('main')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(menu().hidden).toBe(true)
    // A press inside it does not close it.
    button().click()
    link('whatsapp').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(menu().hidden).toBe(false)
  })

  it('is one launcher per page: a second show (the domain record after the settings) updates it with what is valid', () => {
    const first = showChatLauncher({ messenger: 'saarekasitoo' })
    const second = showChatLauncher({ messenger: 'javascript:alert(1)', whatsapp: '37255551234' })
    expect(second).toBe(first)
    expect(launchers()).toHaveLength(1)
    // The junk Messenger value changed nothing; WhatsApp was added, so the button now opens the list of both.
    expect([link('messenger').href, link('whatsapp').href]).toEqual([MESSENGER, WHATSAPP])
    expect(button().getAttribute('aria-expanded')).toBe('false')
    showChatLauncher({ messenger: 'https://www.facebook.com/toinepood' })
    expect(launchers()).toHaveLength(1)
    expect(link('messenger').href).toBe('https://m.me/toinepood')
  })

  it('makes nothing without a valid contact', () => {
    for (const contacts of [{}, { messenger: '', whatsapp: '0' }, { messenger: '<img src=x onerror=alert(1)>' }, null, 'saarekasitoo', []])
      expect(showChatLauncher(contacts)).toBeNull()
    expect(launchers()).toHaveLength(0)
    expect(document.querySelector('img')).toBeNull()
  })

  it("serves the widget API: hide, show, and open (the list, or one conversation only in a shopper's gesture)", () => {
    const launcher = showChatLauncher({ messenger: 'saarekasitoo', whatsapp: '37255551234' })!
    launcher.hide()
    expect(launchers()[0]!.hidden).toBe(true)
    launcher.show()
    expect(launchers()[0]!.hidden).toBe(false)
    launcher.hide()
    launcher.open()
    expect(launchers()[0]!.hidden).toBe(false)
    expect(menu().hidden).toBe(false)
    launcher.hide()
    expect(menu().hidden).toBe(true)

    serverMarkup('')
    const one = showChatLauncher({ messenger: 'saarekasitoo' })!
    // No gesture: no new window (it would be blocked, or take the shopper away); the button is shown.
    one.hide()
    one.open()
    expect(launchers()[0]!.hidden).toBe(false)
    expect(followed()).toEqual([])
    Object.defineProperty(navigator, 'userActivation', { value: { isActive: true }, configurable: true })
    one.open()
    expect(followed().map((c) => c.href)).toEqual([MESSENGER])
  })

  it('stands above a bar fixed to the bottom while it is out, and back down when it goes', async () => {
    serverMarkup('<div class="sticky-add-to-cart-wrapper"><div class="sticky-add-to-cart">Lisa korvi</div></div>')
    const bar = document.querySelector<HTMLElement>('.sticky-add-to-cart')!
    vi.spyOn(bar, 'getBoundingClientRect').mockImplementation(() =>
      bar.classList.contains('sticky-add-to-cart--active') ? new DOMRect(0, innerHeight - 60, innerWidth, 60) : new DOMRect(0, innerHeight - 30, innerWidth, 60),
    )
    showChatLauncher({ messenger: 'saarekasitoo' })
    // In the flow (not fixed), even where it crosses the bottom edge: no lift.
    expect(launchers()[0]!.style.transform).toBe('')
    bar.classList.add('sticky-add-to-cart--active')
    bar.style.position = 'fixed'
    await settle()
    expect(launchers()[0]!.style.transform).toBe('translateY(-60px)')
    bar.classList.remove('sticky-add-to-cart--active')
    bar.style.position = ''
    await settle()
    expect(launchers()[0]!.style.transform).toBe('')
  })

  it('puts hostile text from the settings in as text', () => {
    printSettings({ i18n: { chatContact: '<img src=x onerror=alert(1)>', chatMessenger: '<b>Messenger</b>' } })
    showChatLauncher({ messenger: 'saarekasitoo', whatsapp: '37255551234' })
    expect(button().getAttribute('aria-label')).toBe('<img src=x onerror=alert(1)>')
    expect(link('messenger').textContent).toBe('<b>Messenger</b>')
    expect(document.querySelector('img, b')).toBeNull()
  })

  it('speaks English on an English site', () => {
    document.documentElement.lang = 'en-GB'
    showChatLauncher({ messenger: 'saarekasitoo', whatsapp: '37255551234' })
    expect(button().getAttribute('aria-label')).toBe('Contact us')
    expect(link('whatsapp').textContent).toBe('Message us on WhatsApp')
  })
})
