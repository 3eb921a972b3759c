/**
 * WordPress threaded comment replies (comment-reply.js) for one comment form (`#respond`). A click on
 * `a.comment-reply-link` whose `data-respondelement` names this form moves the form after its `data-belowelement`,
 * sets `comment_parent` / `comment_post_ID`, puts the link's `data-replyto` in the heading (as text; the cancel link
 * inside the heading stays and is shown), focuses the comment field and announces the reply target. Cancel puts
 * the form back where a hidden placeholder kept its place, restores the heading, sets `comment_parent` to 0, hides
 * the cancel link, announces it and returns focus to the reply link. Ctrl+Enter / Cmd+Enter anywhere in the form
 * but on a link submits it as WordPress does: by clicking its submit button (`#submit`, whose name `submit` hides
 * the form's own submit()), so the button's click listeners (the rating guard) run too. Without the targets the
 * links work as the server made them (`?replytocom=` reloads).
 */
import { announce } from '../../src/live-region'
import { t } from '../../src/i18n'
import { replyCancelled } from '../../src/messages'
import { COMMENTS_SELECTOR } from './selectors'

export { COMMENTS_SELECTOR }

const mounted = new WeakSet<Element>()

/**
 * What the trigger's elements mount (islands/comments/trigger.ts): the form a reply link names
 * (`data-respondelement`, WordPress's default `respond`), or the comment form itself (`#respond`), each form once.
 * A link mounts its form before its held click is replayed.
 */
export function mountReplies(el: HTMLElement): void {
  const respond = document.getElementById(el.dataset.respondelement || 'respond')
  if (respond && !mounted.has(respond)) mounted.add(respond), mountComments(respond)
}

export function mountComments(respond: HTMLElement): void {
  const field = (name: string) => respond.querySelector<HTMLInputElement>(`[name=${name}]`)
  const cancel = respond.querySelector<HTMLElement>('#cancel-comment-reply-link')
  const heading = respond.querySelector('#reply-title')
  let text = heading?.firstChild
  if (heading && text?.nodeType !== 3) text = heading.insertBefore(document.createTextNode(''), text ?? null)
  const original = text?.textContent
  let holder: HTMLElement | undefined
  let opener: HTMLElement | undefined
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLElement>('a.comment-reply-link')
    const data = link?.dataset
    const below = data && document.getElementById(data.belowelement!)
    if (!data || document.getElementById(data.respondelement || 'respond') !== respond || !below || !field('comment_parent')) return
    event.preventDefault()
    if (!holder) {
      holder = document.createElement('div')
      holder.id = 'wp-temp-form-div'
      holder.hidden = true
      respond.before(holder)
    }
    below.after(respond)
    field('comment_parent')!.value = data.commentid ?? '0'
    if (data.postid && field('comment_post_ID')) field('comment_post_ID')!.value = data.postid
    if (text && data.replyto) text.textContent = `${data.replyto} `
    if (cancel) cancel.style.display = ''
    opener = link!
    respond.querySelector('textarea')?.focus()
    if (data.replyto) announce(data.replyto)
  })
  cancel?.addEventListener('click', (event) => {
    // Without a placeholder the form was placed by the server (?replytocom=): the link's own href resets it.
    if (!holder) return
    event.preventDefault()
    holder.replaceWith(respond)
    holder = undefined
    field('comment_parent')!.value = '0'
    if (text) text.textContent = original!
    cancel.style.display = 'none'
    announce(t(replyCancelled))
    opener?.focus()
  })
  respond.querySelector('form')?.addEventListener('keydown', (event) => {
    const submit = (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>('#submit, [type=submit]')
    if (submit && (event.ctrlKey || event.metaKey) && event.key === 'Enter' && !(event.target as Element).closest('a')) {
      event.preventDefault()
      submit.click()
    }
  })
}
