/**
 * The editor view (spec §6): users who may edit pages get `flatsomeVars.user.can_edit_pages` true, and every
 * Flatsome block (`[block id=…]`) is preceded by the edit-link placeholder Flatsome's block shortcode prints
 * (`div.block-edit-link` with `data-title`, `data-backend` and `data-link`); the theme's script turns it into a
 * tooltip with a UX Builder (visual builder) link and a backend editor link.
 *
 * Roles are not modelled: the stand-in treats the logged-in demo user as an editor when the page is asked for with
 * `?editor=1`. Anonymous visitors never get the editor markup, whatever the URL says.
 */
import { html, type Html } from '../html'
import type { RequestContext } from '../context'

export const isEditor = (ctx: RequestContext): boolean => !!ctx.user && ctx.url.searchParams.get('editor') === '1'

export interface Block {
  /** The block's post id (post type `blocks`). */
  id: number
  title: string
  content: Html
}

/**
 * block_shortcode(): the block's content, with the edit link first for editors. `pageId` is the post the block is
 * shown on, which UX Builder previews it in (`ux_builder_edit_url($post->ID, $block_id)`).
 */
export function flatsomeBlock(ctx: RequestContext, block: Block, pageId = block.id): Html {
  if (!isEditor(ctx)) return block.content
  const backend = `/wp-admin/post.php?post=${block.id}&action=edit`
  const builder = `/wp-admin/edit.php?page=uxbuilder&post_id=${pageId}&edit_post_id=${block.id}`
  // Flatsome prints the title prefix untranslated.
  return html`<div class="block-edit-link" data-title="${`Edit Block: ${block.title}`}" data-backend="${backend}" data-link="${builder}"></div>${block.content}`
}
