/**
 * The comment-reply trigger of the post and product scripts (islands/comments/trigger.ts), through the shipped
 * entries on the stand-in's comments markup: the reply code is not requested with the page, only at the first
 * approach to a reply link or the comment form; a click before it has come is held, and replayed once it has (the
 * form moves under the comment, focus and the announcement as ever), or, if it cannot come, left to the link.
 * Beside WordPress's comment-reply.js nothing is requested and no click is held.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { printSettings, serverMarkup, settle } from './helpers'
import { approach, saarLines, start } from './page-load'
import { commentsArea } from '../../php-stub/shop/parts/comments'
import { postBySlug } from '../../php-stub/shop/catalogue'

const careGuide = postBySlug('villaste-riiete-hooldus')!
const BUNDLE = '/wp-content/plugins/saar/dist/comments.1.js'

const replyLink = () => document.querySelector<HTMLElement>('.comment-reply-link')!
const commentId = () => replyLink().dataset.commentid!
const respond = () => document.getElementById('respond')!
const parent = () => document.querySelector<HTMLInputElement>('#comment_parent')!.value

let scripts: HTMLScriptElement[]

/** The reply bundle's script elements the loader injected (kept off the page: neither DOM runs them). */
const injected = () => scripts.filter((s) => s.src.endsWith(BUNDLE) && !s.dataset.done)

/** The bundle's script runs (it provides the reply code, as lazy/comments.ts does) and loads, or fails to. */
async function finish(outcome: 'load' | 'error'): Promise<void> {
  await vi.waitFor(() => expect(injected()).toHaveLength(1))
  if (outcome == 'load') {
    // The page's own modules (start() loaded them afresh): the bundle provides to the loader the entry uses.
    const [{ provide }, { mountReplies }] = await Promise.all([import('../../src/loader'), import('../../islands/comments/comments')])
    provide('comments', mountReplies)
  }
  const script = injected()[0]!
  script.dataset.done = outcome
  script.dispatchEvent(new Event(outcome))
  await settle()
}

/** A click as a shopper's, with whether some handler on the way took it (the link then is not followed). */
function click(el: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })
  el.dispatchEvent(event)
  return event
}

let listening: AbortController

/** Every click that reaches the window (the last stop before the browser follows a link), with whether it was taken. */
function clicksReaching(): boolean[] {
  const taken: boolean[] = []
  const record = (event: Event) => {
    taken.push(event.defaultPrevented)
    event.preventDefault() // jsdom and happy-dom would try to navigate
  }
  window.addEventListener('click', record, { signal: listening.signal })
  return taken
}

beforeEach(() => {
  listening = new AbortController()
  scripts = []
  const append = document.head.appendChild.bind(document.head)
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => (node instanceof HTMLScriptElement && node.src ? (scripts.push(node), node) : append(node)))
  vi.spyOn(console, 'info').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  printSettings({ locale: 'et', assets: { comments: BUNDLE } })
  serverMarkup(commentsArea(careGuide).value)
})
afterEach(() => listening.abort())

describe('the post script’s comment replies', () => {
  it('request nothing with the page; the first pointer over a reply link requests the reply code, once', async () => {
    await start('post')
    await settle()
    expect(injected()).toHaveLength(0)
    await approach(replyLink())
    expect(injected()).toHaveLength(1)
    await approach(document.querySelectorAll('.comment-reply-link')[1]!)
    expect(injected()).toHaveLength(1)
  })

  it('request the reply code when the comment form is first focused (Ctrl+Enter there is the code’s)', async () => {
    await start('post')
    expect(injected()).toHaveLength(0)
    document.querySelector<HTMLTextAreaElement>('#comment')!.focus()
    await vi.waitFor(() => expect(injected()).toHaveLength(1))
    await finish('load')
    let submits = 0
    document.querySelector('form')!.addEventListener('submit', (event) => (event.preventDefault(), submits++))
    document.querySelector('#comment')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true }))
    expect(submits).toBe(1)
  })

  it('hold a click made before the code is here and replay it once it has: the form moves under the comment, focus in its field', async () => {
    await start('post')
    const reaching = clicksReaching()
    const first = click(replyLink())
    expect(first.defaultPrevented).toBe(true) // held: the link is not followed
    expect(reaching).toEqual([]) // and no other handler saw it
    expect(parent()).toBe('0') // nothing done yet
    await finish('load')
    expect(reaching).toEqual([true]) // replayed once, and taken by the reply code
    expect(document.getElementById(`div-comment-${commentId()}`)!.nextElementSibling).toBe(respond())
    expect(parent()).toBe(commentId())
    expect(document.activeElement?.id).toBe('comment')
    await vi.waitFor(() => expect(document.querySelector('[aria-live=polite]')?.textContent).toBe(replyLink().dataset.replyto))
    expect(document.querySelectorAll('#wp-temp-form-div')).toHaveLength(1)
  })

  it('leave a held click to the link when the code cannot come, and try again at the next approach', async () => {
    await start('post')
    const reaching = clicksReaching()
    expect(click(replyLink()).defaultPrevented).toBe(true)
    await finish('error')
    expect(reaching).toEqual([false]) // replayed untaken: the browser follows ?replytocom=
    expect(parent()).toBe('0')
    await approach(replyLink())
    await vi.waitFor(() => expect(injected()).toHaveLength(1)) // a new one is asked for
    await finish('load')
    click(replyLink())
    expect(parent()).toBe(commentId())
  })

  it("beside WordPress's comment-reply.js (its async script element is enough), request nothing and hold no click", async () => {
    const script = Object.assign(document.createElement('script'), { id: 'comment-reply-js' })
    document.body.append(script)
    await start('post')
    await approach(replyLink())
    const reaching = clicksReaching()
    click(replyLink())
    expect(reaching).toEqual([false]) // not held, not taken: comment-reply.js's (or the link's)
    await settle()
    expect(injected()).toHaveLength(0)
    expect(saarLines()).toEqual(['Saar: comment replies left to WordPress (comment-reply.js)'])
  })
})

describe('the product script', () => {
  it('wires comment replies with the same trigger: nothing with the page, the code at the first approach', async () => {
    await start('product')
    expect(injected()).toHaveLength(0)
    await approach(replyLink())
    expect(injected()).toHaveLength(1)
  })
})
