/**
 * Flatsome's off-canvas markup, as its templates print it:
 * - the burger (inc/header/partials/element-menu-icon.php): `a[data-open="#main-menu"]` in the header, shown at
 *   849 px and below;
 * - the mobile menu (template-parts/overlays/overlay-menu.php, on `wp_footer`): `#main-menu.mobile-sidebar.mfp-hide`
 *   in the "slide" submenu effect with two levels (`data-levels="2"`), the sidebar walker's submenus
 *   (`ul.sub-menu.nav-sidebar-ul.children`, deeper `ul.sub-menu.nav-sidebar-ul`), and the menu's tabs (its
 *   "Menu" / "Categories" tabs, the second list first and `hidden`);
 * - an anchored lightbox (inc/shortcodes/lightbox.php, `[lightbox id="uudiskiri" width="520px" padding="24px"]`):
 *   `#uudiskiri.lightbox-by-id.lightbox-content.mfp-hide` with its size in a `style`, opened by `a[href="#uudiskiri"]`;
 * - the shop's filter button and sidebar (woocommerce/loop/filter-button.php, the left-sidebar layout):
 *   `a[data-open="#shop-sidebar"][data-visible-after="true"][data-pos="left"]` shown at 849 px and below, and
 *   `#shop-sidebar.sidebar-inner` in the page beside the products (hidden there at that width), with a category
 *   widget whose current category's children start open.
 * Their looks are styles/offcanvas.css.
 */
import { html, type Html } from '../html'
import { categories, posts } from '../catalogue'
import { accountUrl, cartUrl } from '../context'

/** The header's burger, in its own column that shows only at 849 px and below. */
export const mobileMenuButton = (): Html =>
  html`<div class="flex-col show-for-medium flex-left"><ul class="mobile-nav nav nav-left"><li class="nav-icon has-icon"><a href="#" data-open="#main-menu" data-pos="left" data-bg="main-menu-overlay" data-color="" class="is-small" aria-label="Menüü" aria-controls="main-menu" aria-expanded="false"><i class="icon-menu" aria-hidden="true"></i></a></li></ul></div>`

const item = (href: string, text: string, sub?: Html): Html =>
  html`<li class="menu-item${sub ? ' menu-item-has-children' : ''}"><a href="${href}">${text}</a>${sub ?? ''}</li>`

/** The mobile menu: the shop with its categories a level deeper, the blog, information and the account. */
function mainMenu(): Html {
  const categoryItems = categories.map((c) => item(`/pood/?product_cat=${c.slug}`, c.name))
  const shop = html`<ul class="sub-menu nav-sidebar-ul children">${item('/pood/', 'Kõik tooted')}${item('#', 'Kategooriad', html`<ul class="sub-menu nav-sidebar-ul">${categoryItems}</ul>`)}${item('/brandid/', 'Brändid')}</ul>`
  const blog = html`<ul class="sub-menu nav-sidebar-ul children">${posts.map((p) => item(`/blogi/${p.slug}/`, p.title))}</ul>`
  const list = html`${item('/pood/', 'Pood', shop)}${item('/blogi/villaste-riiete-hooldus/', 'Blogi', blog)}${item('/kasulik-info/', 'Kasulik info')}${item(accountUrl, 'Minu konto')}${item(cartUrl, 'Ostukorv')}`
  return html`<div id="main-menu" class="mobile-sidebar no-scrollbar mfp-hide mobile-sidebar-slide mobile-sidebar-levels-1 mobile-sidebar-levels-2" data-levels="2"><div class="sidebar-menu no-scrollbar">
<ul class="sidebar-menu-tabs flex nav nav-line-bottom nav-uppercase"><li class="sidebar-menu-tabs__tab active"><a class="sidebar-menu-tabs__tab-link" href="#"><span class="sidebar-menu-tabs__tab-text">Menüü</span></a></li><li class="sidebar-menu-tabs__tab"><a class="sidebar-menu-tabs__tab-link" href="#"><span class="sidebar-menu-tabs__tab-text">Kategooriad</span></a></li></ul>
<ul class="nav nav-sidebar nav-vertical nav-uppercase nav-slide hidden" data-tab="2">${categoryItems}</ul>
<ul class="nav nav-sidebar nav-vertical nav-uppercase nav-slide" data-tab="1">${list}</ul>
</div></div>`
}

/** The newsletter's anchored lightbox and the footer link that opens it. */
const newsletter = (): Html =>
  html`<p class="newsletter-link container"><a href="#uudiskiri">Telli uudiskiri</a></p>
<div id="uudiskiri" class="lightbox-by-id lightbox-content mfp-hide lightbox-white" style="max-width:520px ;padding:24px"><h2>Liitu uudiskirjaga</h2><p>Uued tooted ja hooajapakkumised kord kuus.</p><form class="newsletter-form" action="/" method="get"><label for="uudiskiri-email">E-post</label> <input type="email" id="uudiskiri-email" name="uudiskiri" autocomplete="email"> <button type="submit" class="button primary">Telli</button></form></div>`

/** What the page prints at `wp_footer`: the mobile menu and the anchored newsletter block. */
export const offCanvasFooter = (): Html => html`${newsletter()}${mainMenu()}`

/** The shop's filter button (849 px and below). */
export const filterButton = (): Html =>
  html`<div class="category-filtering category-filter-row show-for-medium"><a href="#" data-open="#shop-sidebar" data-visible-after="true" data-pos="left" class="filter-button uppercase plain"><strong>Filtreeri</strong></a></div>`

/** The shop's sidebar: the price filter widget where the listing has one, and the product-category widget, the chosen category's children open. */
export function shopSidebar(current: string, priceFilter: Html | '' = ''): Html {
  const links = categories.map((c) => html`<li class="cat-item cat-item-${c.id}${c.slug === current ? ' current-cat' : ''}"><a href="/pood/?product_cat=${c.slug}">${c.name}</a></li>`)
  return html`<div id="shop-sidebar" class="sidebar-inner col-inner">${priceFilter}<aside class="widget woocommerce widget_product_categories"><span class="widget-title shop-sidebar">Tootekategooriad</span><div class="is-divider small"></div><ul class="product-categories"><li class="cat-item cat-parent${current ? ' current-cat-parent' : ''}"><a href="/pood/">Kõik tooted</a><ul class="children">${links}</ul></li></ul></aside></div>`
}
