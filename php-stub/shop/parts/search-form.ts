/**
 * Flatsome's header search form (`.searchform` with the category select and the live-search results box), which
 * Saar's live search turns into a combobox. The catalogue's categories fill the select.
 */
import { html, type Html } from '../html'
import { categories } from '../catalogue'

/**
 * The search form with `query` in its field. `index` numbers a further form on the page (Flatsome numbers each
 * search field's id), so two forms never share an id.
 */
export function searchForm(query = '', index = 0): Html {
  const categoryId = index ? `header-search-category-${index}` : 'header-search-category'
  const fieldId = `woocommerce-product-search-field-${index}`
  return html`<li class="header-search-form search-form html relative has-icon"><div class="header-search-form-wrapper"><div class="searchform-wrapper ux-search-box relative is-normal"><form role="search" method="get" class="searchform" action="/"><div class="flex-row relative">
<div class="flex-col search-form-categories"><label class="screen-reader-text" for="${categoryId}">Otsi kategooriast</label><select class="search_categories resize-select mb-0" name="product_cat" id="${categoryId}"><option value="" selected>Kõik</option>${categories.map(
    (c) => html`<option value="${c.slug}">${c.name}</option>`,
  )}</select></div>
<div class="flex-col flex-grow"><label class="screen-reader-text" for="${fieldId}">Otsi:</label><input type="search" id="${fieldId}" class="search-field mb-0" placeholder="Otsi…" value="${query}" name="s" autocomplete="off"><input type="hidden" name="post_type" value="product"></div>
<div class="flex-col"><button type="submit" value="Otsi" class="ux-search-submit submit-button secondary button icon mb-0" aria-label="Otsi"><i class="icon-search" aria-hidden="true"></i>Otsi</button></div>
</div><div class="live-search-results text-left z-top"></div></form></div></div></li>`
}
