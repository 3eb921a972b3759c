/**
 * "Kasulik info" (`/kasulik-info/`): a plain WordPress page of the kind a shop writes in Flatsome's page builder, with
 * content tabs (one by anchors, one vertical) and an accordion of questions, in Flatsome's shortcode markup
 * (parts/content-tabs.ts). Links on it jump to a tab and an accordion item by hash after load.
 */
import { html } from '../html'
import { accordion, tabGroup } from '../parts/content-tabs'
import type { PageOptions } from '../layout'

export function infoPage(): PageOptions {
  const content = html`<div class="page-wrapper"><div class="container"><article class="page type-page status-publish"><header class="entry-header"><h1 class="entry-title">Kasulik info</h1></header><div class="entry-content">
<p>Hüpped: <a href="#tagastamine">tagastamine</a> · <a href="#tab_hooldus">hooldus</a> · <a href="#kas-saab-kinkida">kingitus</a></p>
${tabGroup('Tarne ja tagastamine', [
  { title: 'Tarne', anchor: 'tarne', body: html`<p>Pakiautomaati 2–3 tööpäevaga, kulleriga järgmisel tööpäeval.</p>` },
  { title: 'Tagastamine', anchor: 'tagastamine', body: html`<p>Kasutamata kauba võib tagastada 14 päeva jooksul.</p>` },
  { title: 'Garantii', body: html`<p>Kõigil toodetel on kaheaastane garantii.</p>` },
])}
${tabGroup(
  'Materjalid',
  [
    { title: 'Vill', body: html`<p>Meriinovill on pehme ja ei kraabi.</p>` },
    { title: 'Hooldus', body: html`<p>Pese käsitsi leiges vees, kuivata tasasel pinnal.</p>` },
  ],
  true,
)}
${accordion('Korduma kippuvad küsimused', [
  { title: 'Kas saan tellimust muuta?', body: html`<p>Jah, kuni see pole veel teele läinud: kirjuta meile.</p>` },
  { title: 'Kas saab kinkida?', anchor: 'kas-saab-kinkida', body: html`<p>Jah, lisa kassas kingisõnum.</p>` },
  { title: 'Kuidas maksta?', body: html`<p>Pangalingi või kaardiga.</p>` },
])}
</div></article></div></div>`
  return { pageType: 'other', title: 'Kasulik info', bodyClass: 'page-template-default page', content }
}
