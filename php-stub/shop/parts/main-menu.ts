/**
 * The header's main menu as Flatsome's walker prints it (FlatsomeNavDropdown, inc/structure/structure-header.php of
 * Flatsome 3.19.14): each top item `li.menu-item.menu-item-design-<design>`, one with children `has-dropdown` (and
 * `nav-dropdown-toggle` when its behaviour is "click"), its link `a.nav-top-link` with `aria-expanded="false"
 * aria-haspopup="menu"` and the arrow icon inside; its panel `ul.sub-menu.nav-dropdown.nav-dropdown-default`, a
 * column `li.nav-dropdown-col` holding `ul.sub-menu.nav-column`, a block menu's panel a `div.sub-menu.nav-dropdown`.
 * One of each kind a shop uses: a normal dropdown (the categories, its top link the shop), a container-width one with
 * columns (brands by material), a full-width block menu (the blog's mega menu, a block with columns) and a click-mode
 * item (help); four items, so the header still fits a 1280 px screen beside the search, account and cart.
 */
import { html, raw, type Html } from '../html'
import { brands, categories, posts } from '../catalogue'
import { accountUrl } from '../context'

interface Link {
  label: string
  href: string
}

const arrow = html`<i class="icon-angle-down" aria-hidden="true"></i>`
const link = ({ label, href }: Link): Html => html`<li class="menu-item"><a href="${href}">${label}</a></li>`

/** A top item with a panel: `design` as the menu's setting, `click` for the click behaviour, `block` for a block menu. */
function dropdownItem(id: number, label: string, href: string, panel: Html, options: { design?: string; click?: boolean; block?: boolean } = {}): Html {
  const cls = ['menu-item', `menu-item-design-${options.design ?? 'default'}`, options.block ? 'menu-item-has-block' : 'menu-item-has-children', 'has-dropdown', options.click ? 'nav-dropdown-toggle' : '']
  return html`<li id="menu-item-${id}" class="${cls.filter(Boolean).join(' ')}"><a href="${href}" class="nav-top-link" aria-expanded="false" aria-haspopup="menu">${label}${arrow}</a>${panel}</li>`
}

const brandLinks = (slugs: string[]): Link[] =>
  brands.filter((b) => slugs.includes(b.slug)).map((b) => ({ label: b.name, href: `/brandid/?brand=${b.slug}` }))

/** Brands in columns by material: a container-width panel. */
const brandColumns: Array<[string, Link[]]> = [
  ['Tekstiil', brandLinks(['hiiu-vill', 'saaremaa-lina', '7-saart'])],
  ['Kodu', brandLinks(['kalev-kodu', 'moisa-keraamika'])],
  ['Nahk', brandLinks(['oie-nahk'])],
]

/** The reading menu's block (a Flatsome block of a row with columns): the posts and a note. */
const readingBlock = html`<div class="row row-small" id="row-menu-lugemist"><div class="col medium-4 small-12 large-4"><div class="col-inner"><p><strong>Lugemist</strong></p><ul>${posts.map(
  (p) => html`<li><a href="/blogi/${p.slug}/">${p.title}</a></li>`,
)}</ul></div></div><div class="col medium-4 small-12 large-4"><div class="col-inner"><p><strong>Hooldus</strong></p><p>Villa pese käsitsi leiges vees ja kuivata laotatult.</p><a href="/blogi/villaste-riiete-hooldus/">Loe hooldusjuhendit</a></div></div><div class="col medium-4 small-12 large-4"><div class="col-inner"><p><strong>Kasulik info</strong></p><p>Tarne, tagastamine ja garantii ühel lehel.</p><a href="/kasulik-info/">Kõik küsimused</a></div></div></div>`

/** The main menu's items (the `ul.header-nav` around them is the header's). */
export const mainMenu = (): Html => html`${dropdownItem(11, 'Kategooriad', '/pood/', html`<ul class="sub-menu nav-dropdown nav-dropdown-default">${categories.map((c) => link({ label: c.name, href: `/pood/?product_cat=${c.slug}` }))}</ul>`)}
${dropdownItem(
  12,
  'Brändid',
  '/brandid/',
  html`<ul class="sub-menu nav-dropdown nav-dropdown-default">${brandColumns.map(
    ([title, links]) => html`<li class="menu-item menu-item-has-children nav-dropdown-col"><a href="/brandid/">${title}</a><ul class="sub-menu nav-column nav-dropdown-default">${links.map(link)}</ul></li>`,
  )}</ul>`,
  { design: 'container-width' },
)}
${dropdownItem(13, 'Blogi', '/blogi/saunakultuur/', html`<div class="sub-menu nav-dropdown">${readingBlock}</div>`, { design: 'full-width', block: true })}
${dropdownItem(
  14,
  'Abi',
  '/kasulik-info/',
  html`<ul class="sub-menu nav-dropdown nav-dropdown-default">${[
    { label: 'Tarne', href: '/kasulik-info/#tarne' },
    { label: 'Tagastamine', href: '/kasulik-info/#tagastamine' },
    { label: 'Minu konto', href: accountUrl },
  ].map(link)}</ul>`,
  { click: true },
)}`

/**
 * Flatsome's first head script (structure-header.php, `flatsome_javascript_detection` on wp_head): the page runs
 * scripts, so the root's `no-js` becomes `js`, and Flatsome's CSS no longer opens dropdowns on `:hover` (only
 * `li.current-dropdown` opens one); with scripts off they still open on hover.
 */
export const noJsSwitch = raw(String.raw`<script>(function(html){html.className = html.className.replace(/\bno-js\b/,'js')})(document.documentElement);</script>` + '\n')
