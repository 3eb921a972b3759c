/**
 * Threaded comment replies on WordPress's comment markup: where the form goes, what it would submit, what the
 * heading says, where focus goes and what is announced.
 */
import { describe, expect, it, vi } from 'vitest'
import { serverMarkup } from './helpers'
import { wireAll } from '../../src/dom'
import { submitForm } from '../../src/forms'
import { COMMENTS_SELECTOR, mountComments } from '../../islands/comments/comments'
import { commentsArea } from '../../php-stub/shop/parts/comments'
import type { Comment, Post } from '../../php-stub/shop/catalogue'

/** A comment of the thread, as the shop stores it (the comments part renders it). */
const comment = (id: number, author: string): Comment => ({ id, parent: 0, author, date: '2025-01-12T10:00:00', text: 'Väga soe müts!' })

/** The comments area of post 34 (the stand-in's comments part: the list, then the form). */
const thread = (comments = [comment(12, 'Mari'), comment(13, 'Jüri')]) => {
  const post: Post = { id: 34, slug: 'villane-myts', title: 'Villane müts', date: '2025-01-10', author: 'Mari', content: [], comments }
  return commentsArea(post).value
}

const respond = () => document.getElementById('respond')!
const form = () => document.querySelector<HTMLFormElement>('#commentform')!
const textarea = () => document.querySelector<HTMLTextAreaElement>('#comment')!
const cancel = () => document.getElementById('cancel-comment-reply-link')!
const heading = () => document.getElementById('reply-title')!
const replyLink = (id: number) => document.querySelector<HTMLElement>(`#comment-${id} .comment-reply-link`)!
const submitted = (name: string) => new FormData(form()).get(name)
const announced = async () => {
  await new Promise((resolve) => setTimeout(resolve, 80))
  return document.querySelector('[aria-live=polite]')?.textContent
}
/** Clicks and tells whether the page handled the click itself; a link left to the browser does not navigate here. */
const click = (el: Element) => {
  let handled = false
  const record = (event: Event) => {
    handled = event.defaultPrevented
    event.preventDefault()
  }
  window.addEventListener('click', record, { once: true })
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
  return { defaultPrevented: handled }
}

function mount(markup = thread()): void {
  serverMarkup(markup)
  wireAll(COMMENTS_SELECTOR, mountComments)
}

describe('comment reply', () => {
  it('moves the form under the comment, sets the parent, retitles it and focuses the comment field', async () => {
    mount()
    expect(click(replyLink(12)).defaultPrevented).toBe(true)
    expect(document.getElementById('div-comment-12')!.nextElementSibling).toBe(respond())
    expect(submitted('comment_parent')).toBe('12')
    expect(submitted('comment_post_ID')).toBe('34')
    expect(heading().textContent).toMatch(/^Vasta kasutajale Mari\s*Tühista vastus$/)
    expect(heading().contains(cancel())).toBe(true)
    expect(cancel().style.display).not.toBe('none')
    expect(document.activeElement).toBe(textarea())
    expect(await announced()).toBe('Vasta kasutajale Mari')
  })

  it('puts the reply-to text in as text, never as markup', () => {
    mount(thread([comment(12, '<img src=x onerror=alert(1)>')]))
    click(replyLink(12))
    expect(heading().querySelector('img')).toBeNull()
    expect(heading().textContent).toContain('Vasta kasutajale <img src=x onerror=alert(1)>')
  })

  it('cancels: the form goes back to its place with its heading, parent 0, and focus returns to the reply link', async () => {
    mount()
    const list = document.querySelector('.comment-list')!
    click(replyLink(12))
    click(replyLink(13))
    expect(document.getElementById('div-comment-13')!.nextElementSibling).toBe(respond())
    expect(submitted('comment_parent')).toBe('13')
    expect(heading().textContent).toMatch(/^Vasta kasutajale Jüri/)
    expect(click(cancel()).defaultPrevented).toBe(true)
    expect(list.nextElementSibling).toBe(respond())
    expect(document.getElementById('wp-temp-form-div')).toBeNull()
    expect(submitted('comment_parent')).toBe('0')
    expect(heading().textContent).toMatch(/^Lisa kommentaar\s*Tühista vastus$/)
    expect(cancel().style.display).toBe('none')
    expect(document.activeElement).toBe(replyLink(13))
    expect(await announced()).toBe('Vastamine tühistatud')
  })

  it('replies again after a cancel', () => {
    mount()
    click(replyLink(12))
    click(cancel())
    click(replyLink(12))
    expect(document.getElementById('div-comment-12')!.nextElementSibling).toBe(respond())
    expect(submitted('comment_parent')).toBe('12')
    expect(document.querySelectorAll('#wp-temp-form-div')).toHaveLength(1)
  })

  it('leaves the links to the server when the comment or the form is missing', () => {
    // Markup a broken plugin could print: the reply link names a comment that is not on the page.
    mount(thread([comment(12, 'Mari')]).replace('data-belowelement="div-comment-12"', 'data-belowelement="div-comment-99"'))
    expect(click(replyLink(12)).defaultPrevented).toBe(false)
    expect(submitted('comment_parent')).toBe('0')
    // A form the server placed (?replytocom=12): cancel reloads the page without it.
    expect(click(cancel()).defaultPrevented).toBe(false)
  })

  it.each([
    ['Ctrl+Enter', 1, { ctrlKey: true }],
    ['Cmd+Enter', 1, { metaKey: true }],
    ['Enter alone', 0, {}],
  ])('%s in the comment field submits the form %i time(s)', (_, times, modifiers) => {
    mount()
    let submits = 0
    form().addEventListener('submit', (event) => {
      event.preventDefault()
      submits++
    })
    textarea().value = 'Aitäh!'
    const key = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...modifiers })
    textarea().dispatchEvent(key)
    expect(submits).toBe(times)
    expect(key.defaultPrevented).toBe(times === 1)
  })

  it('Ctrl+Enter anywhere in the form but on a link submits through its submit button, as WordPress does', () => {
    mount()
    const submitters: Array<Element | null | undefined> = []
    form().addEventListener('submit', (event) => {
      event.preventDefault()
      submitters.push((event as SubmitEvent).submitter)
    })
    // The rating guard listens to the button's clicks: they must run as for a real press.
    const clicks = vi.fn()
    document.getElementById('submit')!.addEventListener('click', clicks)
    textarea().value = 'Aitäh!'
    const press = (el: Element) => el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true }))
    press(document.getElementById('author')!)
    expect(clicks).toHaveBeenCalledTimes(1)
    expect(submitters).toHaveLength(1)
    if (submitters[0] !== undefined) expect(submitters[0]).toBe(document.getElementById('submit')) // where the DOM knows submitter
    // A link in the form (a privacy policy link in the notes, as many shops add): Enter there stays the link's.
    const policy = Object.assign(document.createElement('a'), { href: '/privaatsus/', textContent: 'privaatsuspoliitika' })
    form().querySelector('.comment-notes')!.append(policy)
    press(policy)
    expect(clicks).toHaveBeenCalledTimes(1)
    expect(submitters).toHaveLength(1)
  })
})

describe('submitForm', () => {
  it('falls back to the form’s own submit() even where a control named "submit" hides it', () => {
    mount()
    const submitted: HTMLFormElement[] = []
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this)
    })
    Object.defineProperty(form(), 'requestSubmit', { value: undefined }) // an older browser
    // As browsers do (jsdom and happy-dom do not): the control named "submit" is what form.submit gives.
    Object.defineProperty(form(), 'submit', { value: document.getElementById('submit') })
    submitForm(form())
    expect(submitted).toEqual([form()])
  })
})
