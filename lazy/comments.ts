/** Threaded comment replies, loaded on demand by the product script on pages that have reply links. */
import { provide } from '../src/loader'
import { mountComments } from '../islands/comments/comments'

declare module '../src/assets' {
  interface Assets {
    comments: typeof mountComments
  }
}

provide('comments', mountComments)
