/**
 * The `pw_brand_*` plugin's shortcode output (shop-plugins.md §5): the brand filter (category checkboxes with their
 * "all" box, the A–Z index, the result area of letter blocks) and the brand products filter. `brandBlocks` and
 * `brandProducts` are also the HTML answers of pw_brand_fetch_brands / pw_brand_fetch_products.
 */
import { html, type Html } from '../html'
import { brands, categories, mainImage, permalink, products, type Term } from '../catalogue'
import { loopPrice } from './product-card'

/** One shortcode instance's ids: the plugin numbers each instance's form and result area at random. */
export interface BrandFilterIds {
  formId: string
  resultId: string
}

/** Letter of a brand: A–Z and Estonian letters as themselves, digits under "123". */
export const brandLetter = (name: string): string => {
  const first = name.trim().charAt(0).toUpperCase()
  return /\d/.test(first) ? '123' : first
}

/** Brands with products in the given categories (none or 0 = all), sorted the Estonian way. */
export function brandsIn(categoryIds: number[]): Term[] {
  const slugs = categories.filter((c) => categoryIds.includes(c.id)).map((c) => c.slug)
  const all = !categoryIds.length || categoryIds.includes(0)
  return brands
    .filter((b) => products.some((p) => p.brand === b.slug && (all || slugs.includes(p.category))))
    .sort((a, b) => a.name.localeCompare(b.name, 'et'))
}

const brandCount = (b: Term): number => products.filter((p) => p.brand === b.slug).length

/** The result area's content: `.wb-allview-cat-cnt` per letter, titled `.wb-allview-title#<letter>`. */
export function brandBlocks(list: Term[]): Html {
  if (!list.length) return html`<p class="wb-allview-empty">Selles kategoorias brände pole.</p>`
  const letters = [...new Set(list.map((b) => brandLetter(b.name)))]
  return html`${letters.map(
    (letter) => html`<div class="wb-allview-cat-cnt"><h2 class="wb-allview-title" id="${letter}">${letter}</h2><ul class="wb-allview-items">${list
      .filter((b) => brandLetter(b.name) === letter)
      .map(
        (b) => html`<li class="wb-allview-item-cnt"><a href="/pood/?product_brand=${b.slug}" class="wb-allview-item" data-brand="${b.slug}">${b.name}</a> <span class="wb-allview-count">(${brandCount(b)})</span></li>`,
      )}</ul></div>`,
  )}`
}

/** pw_brand_fetch_products: products of the chosen brands ('0' = all) as a `.wb-brandpro-list` with quick-view triggers. */
export function brandProducts(brandSlugs: string[]): Html {
  // '0' is the "all" checkbox.
  const list = products.filter((p) => brandSlugs.includes('0') || brandSlugs.includes(p.brand))
  if (!list.length) return html`<p class="wb-brandpro-empty">Tooteid ei leitud.</p>`
  return html`<ul class="wb-brandpro-list-cnt">${list.map((p) => {
    const img = mainImage(p)
    return html`<li class="wb-brandpro-list-item product-small" data-product_id="${p.id}"><a href="${permalink(p)}" class="wb-brandpro-list-image"><img src="${img.thumb}" width="300" height="300" alt="${p.name}"></a><a href="${permalink(p)}" class="wb-brandpro-list-title">${p.name}</a> <span class="wb-brandpro-list-price price">${loopPrice(p)}</span> <a class="quick-view" data-prod="${p.id}" href="#quick-view">Kiirvaade<span class="screen-reader-text">: ${p.name}</span></a></li>`
  })}</ul>`
}

/** The brand filter: categories (`chosen` ticked, 0 = all), the A–Z index and the brands of those categories. */
export function brandFilter(ids: BrandFilterIds, chosen: number[] = [0]): Html {
  const list = brandsIn(chosen)
  const present = new Set(brands.map((b) => brandLetter(b.name)))
  const alphabet = ['123', ...'ABCDEFGHIJKLMNOPQRSŠZŽTUVWÕÄÖÜXY'.split('')]
  const settings: [string, string][] = [['type', 'adv1'], ['pw_show_count', 'yes'], ['pw_featured', 'no'], ['pw_show_image', 'no'], ['pw_show_title', 'yes'], ['pw_columns', '4'], ['pw_style', 'style1'], ['pw_tooltip', 'no'], ['pw_adv1_category', 'all']]
  return html`<div class="wb-allview wb-allview-style1">
<form id="${ids.formId}" class="pw_brand_form" method="post" action="/brandid/"><fieldset class="wb-filter-cat"><legend>Kategooria</legend>
<label class="wb-filter-item"><input type="checkbox" class="pw_brand_category_filter_checkbox pw_brand_category_filter_all" name="pw_woob_category[]" value="0"${chosen.includes(0) || !chosen.length ? html` checked` : ''}> Kõik</label>
${categories.map(
    (c) => html`<label class="wb-filter-item"><input type="checkbox" class="pw_brand_category_filter_checkbox" name="pw_woob_category[]" value="${c.id}"${chosen.includes(c.id) ? html` checked` : ''}> ${c.name}</label> `,
  )}</fieldset>
${settings.map(([k, v]) => html`<input type="hidden" name="other_settings[${k}]" value="${v}">`)}
<button type="submit" class="button pw_brand_filter_submit">Filtreeri</button></form>
<nav class="wb-allview-letters-cnt" aria-label="Brändid tähestiku järgi">${alphabet.map((letter) =>
    present.has(letter)
      ? html`<a class="wb-wb-allview-letters" href="#${letter}">${letter}</a>`
      : html`<span class="wb-wb-allview-letters wb-allview-letters-disabled" aria-disabled="true">${letter}</span>`,
  )}</nav>
<div class="wb-allview-result" id="${ids.resultId}">${brandBlocks(list)}</div>
</div>`
}

/** The brand products filter: one checkbox per brand (`chosenBrand` ticked) and that brand's products. */
export function brandProductsFilter(ids: BrandFilterIds, chosenBrand: string): Html {
  return html`<div class="wb-brandpro">
<form id="${ids.formId}" class="pw_brand_form" method="post" action="/brandid/"><fieldset class="wb-filter-brand"><legend>Bränd</legend>
<label class="wb-filter-item"><input type="checkbox" class="pw_brand_category_filter_product pw_brand_category_filter_all" name="pw_woob_brand[]" value="0"> Kõik</label>
${brands.map((b) => html`<label class="wb-filter-item"><input type="checkbox" class="pw_brand_category_filter_product" name="pw_woob_brand[]" value="${b.slug}"${b.slug === chosenBrand ? html` checked` : ''}> ${b.name}</label> `)}</fieldset>
<button type="submit" class="button pw_brand_filter_submit">Näita tooteid</button></form>
<div class="wb-brandpro-result" id="${ids.resultId}">${brandProducts([chosenBrand])}</div>
</div>`
}
