/**
 * "Meist" (`/meist/`): a one-page story in Flatsome's single-page-nav template, as a shop builds it in UX Builder:
 * sections with `[scroll_to]` markers (bullets on the right, links in the primary menu; one without a bullet, one
 * with a custom offset), links to them in the text, tooltips in the text (Flatsome's `.tooltip` links with a title,
 * an icon link named by its title alone), and a sidebar in a sticky column (JavaScript mode) beside the long text.
 */
import { html, type Html } from '../html'
import { scrollToMarker, stickyColumn } from '../parts/scroll-to'
import type { PageOptions } from '../layout'

const filler = (topic: string): Html =>
  html`${[1, 2, 3, 4, 5].map((n) => html`<p>${topic}: ${n}. lõik. Saaremaa lambad, käsitöö ja aeglane aeg — kõik, mis teeb villase soki soojaks ka siis, kui meri on hall ja tuul tuleb otse loodest. Iga toode on tehtud väikeses töökojas, kus teame iga lõnga päritolu.</p>`)}`

export function aboutPage(): PageOptions {
  const sidebar = stickyColumn(html`<aside class="widget about-sidebar" aria-labelledby="about-sidebar-title"><h3 id="about-sidebar-title" class="widget-title">Lühidalt</h3><ul><li><a href="#lugu">Meie lugu</a></li><li><a href="#meistrid">Meistrid</a></li><li><a href="#kontakt">Kontakt</a></li></ul><p><a href="https://www.facebook.com/saarpood" class="icon button circle is-outline facebook tooltip" title="Jälgi meid Facebookis" rel="noopener"><i class="icon-facebook" aria-hidden="true"></i></a></p><p>Avatud E–R 10–18, L 10–15.</p></aside>`)
  const content = html`<div class="page-wrapper page-single-page-nav"><div class="container"><div class="row row-large">
<div class="large-9 col"><div class="col-inner"><h1 class="entry-title">Meist</h1>
<p>Oleme väike <a href="/pood/" class="tooltip" title="Asutatud 1998 Kuressaares">Saaremaa pood</a>, mis müüb kohalikku käsitööd. Loe <a href="#lugu">meie lugu</a>, tutvu <a href="#meistrid">meistritega</a> või <a href="#kontakt">võta ühendust</a>.</p>
${scrollToMarker('Meie lugu', 'lugu')}<h2>Meie lugu</h2>${filler('Meie lugu')}
${scrollToMarker('Meistrid', 'meistrid')}<h2>Meistrid</h2><p>Kudujad <span class="has-tooltip" title="Kood 35 aastat">Maie</span> ja Tiiu.</p>${filler('Meistrid')}
${scrollToMarker('Töökoda', 'tookoda', { bullet: false })}<h2>Töökoda</h2>${filler('Töökoda')}
${scrollToMarker('Kontakt', 'kontakt', { offset: 40 })}<h2>Kontakt</h2><p>Tallinna 1, Kuressaare · <a href="mailto:info@saar.example">info@saar.example</a></p>${filler('Kontakt')}
</div></div>
<div class="large-3 col">${sidebar}</div>
</div></div></div>`
  return { pageType: 'other', title: 'Meist', bodyClass: 'page-template-page-single-page-nav page', content }
}
