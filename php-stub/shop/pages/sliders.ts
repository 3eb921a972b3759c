/**
 * "Slaidid ja loendurid" (`/naidised/slaidid/`, linked from the showcase `/naidised/`): a WordPress page built in
 * Flatsome's page builder, with its content sliders and count-up numbers (parts/sliders.ts).
 */
import { html } from '../html'
import { sliderShowcase } from '../parts/sliders'
import type { RequestContext } from '../context'
import type { PageOptions } from '../layout'

export function slidersPage(ctx: RequestContext): PageOptions {
  const content = html`<div class="page-wrapper"><div class="container"><article class="page type-page status-publish"><header class="entry-header"><h1 class="entry-title">Slaidid ja loendurid</h1></header><div class="entry-content">${sliderShowcase(ctx)}</div></article></div></div>`
  return { pageType: 'other', title: 'Slaidid ja loendurid', bodyClass: 'page-template-default page', content }
}
