/**
 * Editor links (spec §6): for users who may edit pages, Flatsome's block shortcode prints `div.block-edit-link`
 * (`data-title` "Edit Block: <title>", `data-link` the UX Builder URL, `data-backend` WordPress's editor) before each
 * block's markup. As flatsome.js did, the block (the next element) gets `has-block` and a tooltip offering both
 * links, shown when the pointer is over the block; a `menu_id` is added to the builder's link for a block in a menu
 * item. Unlike it, the placeholder becomes a keyboard entry, a link to the block's editor visually hidden until focused
 * ("Muuda plokki: <title>"), whose focus shows the tooltip too, and the tooltip sits right after it, so Tab goes on
 * into its links; the title is text, the
 * links' names are the shop's language, and only http(s) links of the shop's own origin are offered. The theme
 * loads this only when `flatsomeVars.user.can_edit_pages` is true (islands/bits): shoppers never fetch it.
 */
import { addTooltip } from './tooltips'
import { safeUrl } from '../../src/safe-url'
import { t } from '../../src/i18n'
import { editBlock, editInBackend, editWithBuilder } from '../../src/messages'

/** The placeholder Flatsome's `[block]` shortcode prints for editors. */
export const EDITOR_LINK_SELECTOR = '.block-edit-link'

/** Turns one placeholder into the block's edit tooltip and its keyboard entry; a placeholder without a block or links just goes. */
export function mountEditorLink(marker: HTMLElement): void {
  const block = marker.nextElementSibling as HTMLElement | null
  const item = marker.closest('[id^="menu-item-"].menu-item-has-block')
  const menu = item && /^menu-item-(\d+)$/.exec(item.id)?.[1]
  const links = [
    [marker.dataset.link ? safeUrl(`${marker.dataset.link}${menu ? `&menu_id=${menu}` : ''}`, 'own') : undefined, editWithBuilder, 'builder'],
    [safeUrl(marker.dataset.backend, 'own'), editInBackend, 'backend'],
  ] as const
  const title = t(editBlock, { title: (marker.dataset.title ?? '').replace(/^Edit Block: /, '') })
  const to = links[1][0] ?? links[0][0]
  if (!block || !to) return marker.remove()
  const entry = document.createElement('a')
  entry.href = to.href
  entry.className = 'block-edit-button screen-reader-text'
  entry.textContent = title
  marker.replaceWith(entry)
  block.classList.add('has-block')
  addTooltip([block, entry], {
    anchor: block,
    after: entry,
    label: title,
    content: () => {
      const all = document.createDocumentFragment()
      all.append(title, document.createElement('br'))
      for (const [url, name, kind] of links)
        if (url) {
          const a = document.createElement('a')
          a.href = url.href
          a.className = `button edit-block-button edit-block-button-${kind}`
          a.textContent = t(name)
          all.append(a)
        }
      return all
    },
  })
}
