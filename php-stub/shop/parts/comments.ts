/**
 * WordPress's comments area: the threaded `ol.comment-list` (reply links carrying the data comment-reply.js reads)
 * and the comment form (`#respond`, `#commentform`, `#comment_parent`), for a post or a product.
 */
import { html, raw, type Html } from '../html'
import { estonianDate } from '../format'
import { postLink, type Comment, type Post } from '../catalogue'

function commentItem(post: Post, c: Comment, depth: number, index: number): Html {
  const children = post.comments.filter((x) => x.parent === c.id)
  const parity = index % 2 ? 'odd alt' : 'even'
  const replyTo = `Vasta kasutajale ${c.author}`
  return html`<li id="comment-${c.id}" class="comment ${parity}${depth === 1 ? ` thread-${index % 2 ? 'odd thread-alt' : 'even'}` : ''} depth-${depth}${children.length ? ' parent' : ''}"><article id="div-comment-${c.id}" class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><img alt="" src="/wp-content/uploads/avatar-${(c.id % 5) + 1}-60x60.svg" class="avatar avatar-60 photo" height="60" width="60" loading="lazy" decoding="async"> <b class="fn">${c.author}</b> <span class="says">ütleb:</span></div><div class="comment-metadata"><a href="${postLink(post)}#comment-${c.id}"><time datetime="${c.date}+00:00">${estonianDate(c.date)}</time></a></div></footer><div class="comment-content"><p>${c.text}</p></div><div class="reply"><a rel="nofollow" class="comment-reply-link" href="${postLink(post)}?replytocom=${c.id}#respond" data-commentid="${c.id}" data-postid="${post.id}" data-belowelement="div-comment-${c.id}" data-respondelement="respond" data-replyto="${replyTo}" aria-label="${replyTo}">Vasta</a></div></article>${
    children.length ? html`<ol class="children">${children.map((child, i) => commentItem(post, child, depth + 1, i))}</ol>` : ''
  }</li>`
}

/** The comments of `post`, threaded by parent, then the form to add one. */
export function commentsArea(post: Post): Html {
  const top = post.comments.filter((c) => c.parent === 0)
  const count = post.comments.length
  return html`<div id="comments" class="comments-area">${count ? html`<h2 class="comments-title">${count} ${count === 1 ? 'kommentaar' : 'kommentaari'} teemale „${post.title}“</h2><ol class="comment-list">${top.map((c, i) => commentItem(post, c, 1, i))}</ol>` : ''}
<div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Lisa kommentaar <small><a rel="nofollow" id="cancel-comment-reply-link" href="${postLink(post)}#respond" style="display:none;">Tühista vastus</a></small></h3>
<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate><p class="comment-notes"><span id="email-notes">Sinu e-posti aadressi ei avaldata.</span> <span class="required-field-message">Nõutud väljad on märgitud <span class="required">*</span></span></p>
<p class="comment-form-comment"><label for="comment">Kommentaar${raw('&nbsp;')}<span class="required">*</span></label> <textarea id="comment" name="comment" cols="45" rows="8" maxlength="65525" required></textarea></p>
<p class="comment-form-author"><label for="author">Nimi${raw('&nbsp;')}<span class="required">*</span></label> <input id="author" name="author" type="text" value="" size="30" maxlength="245" autocomplete="name" required></p>
<p class="comment-form-email"><label for="email">E-post${raw('&nbsp;')}<span class="required">*</span></label> <input id="email" name="email" type="email" value="" size="30" maxlength="100" aria-describedby="email-notes" autocomplete="email" required></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Postita kommentaar"> <input type="hidden" name="comment_post_ID" value="${post.id}" id="comment_post_ID"> <input type="hidden" name="comment_parent" id="comment_parent" value="0"></p>
</form></div></div>`
}
