/**
 * The `post` script: what a blog post needs beyond every page's scripts, threaded comment replies. Only their trigger
 * is here (islands/comments/trigger.ts, shared with the product script); the reply code comes at the first approach
 * to a reply link or the comment form. The rest of the product script has nothing to do on a post: its tabs, review
 * stars, gallery, variation form and sticky bar are a product page's markup, and a post that embeds a whole product
 * (`[product_page]`) is a product page to the plugin (Saar_Page_Type), which loads the product script there.
 */
import { onReady } from '../src/dom'
import { wireCommentReplies } from '../islands/comments/trigger'

onReady(wireCommentReplies)
