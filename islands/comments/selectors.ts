/**
 * What the comment-reply trigger looks for (islands/comments/trigger.ts), apart from the reply code since it is in
 * the first load of every product and post page: WordPress's comment form and its reply links.
 */
export const COMMENTS_SELECTOR = '#respond'
export const REPLY_LINK = '.comment-reply-link'
