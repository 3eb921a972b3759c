/**
 * The trigger of threaded comment replies, in the product and post scripts' first load. The reply code (the
 * on-demand `comments` bundle, islands/comments/comments.ts) comes at the first approach to a reply link (a pointer
 * over it, a focus, Tab's too, a touch) or to the comment form (Ctrl+Enter there is the code's), not with the page
 * or when idle: most views never reply, and the reply links are real links (`?replytocom=` places the form on the
 * server). A click on a link before the code is here is held and replayed once it has mounted (src/hydrate.ts), so
 * the form moves in place then; if the code cannot come, the link is followed. Where WordPress's comment-reply.js is
 * on the page (the plugin dequeues it where Saar's replies run; a theme may print it anyway), replies are left to it
 * (src/stock.ts).
 */
import { wireWhen } from '../../src/hydrate'
import { loadAsset } from '../../src/loader'
import { COMMENT_REPLY, standsDown } from '../../src/stock'
import { COMMENTS_SELECTOR, REPLY_LINK } from './selectors'

export function wireCommentReplies(): void {
  if (standsDown(COMMENT_REPLY)) return
  const replies = () => loadAsset('comments')
  wireWhen(REPLY_LINK, 'interaction', replies, { hold: ['click'] })
  // The form's approach holds nothing: a click in it (a field, a checkbox, the submit button) stays its own.
  wireWhen(COMMENTS_SELECTOR, 'interaction', replies)
}
