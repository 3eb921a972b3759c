/**
 * "Näidised" (`/naidised/`, linked from the footer): the stand-in's showcase, one page a shop owner clicks through
 * to see Flatsome's content pieces running on Saar, composed from the parts the other pages use: content tabs and an
 * accordion (parts/content-tabs.ts), a `[video]` (parts/video.ts), a Flatsome block that shows its editor links to
 * the editor (parts/flatsome-block.ts, with the demo user and `?editor=1`), a banner slider (parts/sliders.ts) and a
 * link to the content sliders' page (`/naidised/slaidid/`, pages/sliders.ts), and links to every page type and to the
 * stand-in's switches. A WordPress page in the `other` page type, as `/kasulik-info/` is.
 */
import { html, type Html } from '../html'
import { accordion, tabGroup } from '../parts/content-tabs'
import { videoBlock } from '../parts/video'
import { bannerSlider } from '../parts/sliders'
import { flatsomeBlock } from '../parts/flatsome-block'
import { accountUrl, cartUrl, type RequestContext } from '../context'
import type { PageOptions } from '../layout'

/** The page's WordPress id (its video players' ids and UX Builder's preview of its block). */
const pageId = 960

/** A link with what a shopper finds behind it. */
const tour = (items: Array<[href: string, label: string, what: string]>): Html =>
  html`<ul class="showcase-links">${items.map(([href, label, what]) => html`<li><a href="${href}">${label}</a> <span>${what}</span></li>`)}</ul>`

export function showcasePage(ctx: RequestContext): PageOptions {
  const block = flatsomeBlock(
    ctx,
    { id: 903, title: 'Näidiste plokk', content: html`<div class="showcase-block"><p><strong>Flatsome'i plokk.</strong> Toimetaja näeb selle kohal muutmislinke (UX Builder ja tavaline toimetaja).</p></div>` },
    pageId,
  )
  const content = html`<div class="page-wrapper"><div class="container"><article class="page type-page status-publish"><header class="entry-header"><h1 class="entry-title">Näidised</h1></header><div class="entry-content showcase">
<p class="lead">Flatsome'i teema osad, mida Saar siin poes jQueryta käitab. Kõik on klaviatuuriga kasutatav.</p>
<h2>Sisu sakid ja akordion</h2>
<h3>Sakid</h3>
${tabGroup('Villa hooldus', [
  { title: 'Pesemine', body: html`<p>Pese käsitsi kuni 30 °C vees villapesuvahendiga.</p>` },
  { title: 'Kuivatamine', body: html`<p>Kuivata tasasel pinnal, eemal otsesest päikesest.</p>` },
  { title: 'Hoidmine', body: html`<p>Hoia kokku volditult, koide eest kaitseb seedripuu.</p>` },
])}
${accordion('Akordion: küsimused', [
  { title: 'Kui kiiresti tellimus kohale jõuab?', body: html`<p>Pakiautomaati 2–3 tööpäevaga.</p>` },
  { title: 'Kas tooteid saab vahetada?', body: html`<p>Jah, 14 päeva jooksul.</p>` },
])}
<p>Veel sakke ja akordione, mida aadressi lõpp (#) avab: <a href="/kasulik-info/">Kasulik info</a>.</p>
<h2>Slaidid ja loendurid</h2>
${bannerSlider(ctx, 'slider-naidised')}
<p>Veel: tootepiltide rida ja loendurid: <a href="/naidised/slaidid/">Slaidid ja loendurid</a>.</p>
<h2>Video</h2>
${videoBlock({ id: pageId, slug: 'naidised' })}
<p>Kõik meediumid koos (üks mängib, teised peatuvad; puuduv fail ja puuduv subtiitrite rada) ning pildigalerii, mis avaneb vaatajas: <a href="/blogi/sauna-helid/">Sauna helid</a>.</p>
<h2>Toimetaja vaade</h2>
${block}
<p>Logi sisse (demo / demo) ja ava <a href="/naidised/?editor=1">see leht toimetajana</a>.</p>
<h2>Poe lehed</h2>
${tour([
  ['/pood/', 'Pood', 'tootevõrk, kiirvaade, sorteerimine, otsing päises, filtrite paneel; telefonis mobiilimenüü'],
  ['/toode/villane-kampsun/', 'Villane kampsun', 'variatsioonid, galerii suurendus, kleepuv osturiba kerimisel'],
  ['/toode/mesilasvahakuunlad/', 'Mesilasvahaküünlad', 'koguse piirid ja samm'],
  ['/brandid/', 'Brändid', 'brändide filter'],
  [cartUrl, 'Ostukorv', 'koguse muutmine ja kupong'],
  ['/kassa/?add-to-cart=101', 'Kassa', 'tarne ja pakiautomaadid'],
  [accountUrl, 'Minu konto', 'sisselogimine, parooli tugevus'],
  ['/blogi/villaste-riiete-hooldus/', 'Blogi', 'kommentaarid vastustega'],
  ['/meist/', 'Meist', 'vihjed (tooltip), kerimine jaotisteni koos täppidega, kleepuv külgriba'],
])}
<h2>Lülitid</h2>
${tour([
  ['/pood/?lang=en', '?lang=en', 'inglise keeles'],
  ['/pood/?rtl=1', '?rtl=1', 'paremalt vasakule'],
  ['/pood/?stock=1', '?stock=1', 'Flatsome’i ja WooCommerce’i skriptid kõrval: Saar astub kõrvale'],
  ['/?coming_soon=1', '?coming_soon=1', '„Varsti avatud“ riba (sisseloginud demo kasutajale)'],
])}
</div></article></div></div>`
  return { pageType: 'other', title: 'Näidised', bodyClass: 'page-template-default page', content }
}
