/**
 * Threaded comment replies, loaded on demand by the product and post scripts at the first approach to a reply link
 * or the comment form (islands/comments/trigger.ts).
 */
import { provide } from '../src/loader'
import { mountReplies } from '../islands/comments/comments'

declare module '../src/assets' {
  interface Assets {
    comments: typeof mountReplies
  }
}

provide('comments', mountReplies)
