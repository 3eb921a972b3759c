/**
 * A blog post (`/blogi/<slug>/`) with threaded comments in WordPress's markup (`ol.comment-list`, reply links with
 * the data comment-reply.js reads) and the comment form (`#respond`, `#commentform`, `#comment_parent`). A post
 * may embed a video (parts/video.ts) and Flatsome's lightbox links (parts/lightbox-gallery.ts).
 */
import { html } from '../html'
import { estonianDate } from '../format'
import type { Post } from '../catalogue'
import { commentsArea } from '../parts/comments'
import { noticesWrapper } from '../parts/notices'
import { videoBlock } from '../parts/video'
import { lightboxLinks } from '../parts/lightbox-gallery'
import type { PageOptions } from '../layout'
import type { RequestContext } from '../context'

export function postPage(ctx: RequestContext, post: Post): PageOptions {
  const content = html`<div class="page-wrapper"><div class="container">${noticesWrapper(ctx.visitor.notices.splice(0))}
<article id="post-${post.id}" class="post-${post.id} post type-post status-publish format-standard hentry category-blogi"><header class="entry-header"><h1 class="entry-title">${post.title}</h1><div class="entry-meta"><time class="entry-date published" datetime="${post.date}T09:00:00+00:00">${estonianDate(post.date)}</time> · ${post.author}</div></header><div class="entry-content single-page">${post.content.map((p) => html`<p>${p}</p>`)}${videoBlock(post)}${lightboxLinks(post)}</div></article>
${commentsArea(post)}</div></div>`
  return {
    pageType: 'post',
    title: post.title,
    bodyClass: `post-template-default single single-post postid-${post.id} single-format-standard`,
    content,
  }
}

export function notFoundPage(): PageOptions {
  return {
    pageType: 'other',
    title: 'Lehte ei leitud',
    bodyClass: 'error404',
    content: html`<div class="container"><section class="error-404 not-found"><header class="page-title"><h1 class="page-title">Oih! Seda lehte ei leitud.</h1></header><div class="page-content"><p>Paistab, et siin pole midagi. Proovi otsingut või mine <a href="/pood/">poodi</a>.</p></div></section></div>`,
  }
}
