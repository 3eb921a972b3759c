/** Product reviews and the review form (A4), as single-product-reviews.php prints them inside #tab-reviews. */
import { html, raw, type Html } from '../html'
import { estonianDate } from '../format'
import { permalink, type Product } from '../catalogue'

export const starRating = (rating: number): Html =>
  html`<div class="star-rating" role="img" aria-label="${`Hinnang ${rating.toFixed(2).replace('.', ',')} / 5`}"><span style="width:${raw(String(Math.round((rating / 5) * 100)))}%">Hinnang <strong class="rating">${rating.toFixed(2).replace('.', ',')}</strong> / 5</span></div>`

export function reviewsSection(p: Product): Html {
  const count = p.reviews.length
  return html`<div id="reviews" class="woocommerce-Reviews row"><div id="comments" class="col large-12">
<h2 class="woocommerce-Reviews-title normal">${count ? html`${count} ${count === 1 ? 'arvustus' : 'arvustust'} tootele <span>${p.name}</span>` : 'Arvustused'}</h2>
${count
    ? html`<ol class="commentlist">${p.reviews.map(
        (r, i) => html`<li class="review ${i % 2 ? 'odd alt' : 'even'} thread-${i % 2 ? 'odd thread-alt' : 'even'} depth-1" id="li-comment-${p.id * 10 + i}"><div id="comment-${p.id * 10 + i}" class="comment_container review-item flex-row align-top"><div class="flex-col"><img alt="" src="/wp-content/uploads/avatar-${(i % 5) + 1}-60x60.svg" class="avatar avatar-60 photo" height="60" width="60" decoding="async"></div><div class="comment-text flex-col flex-grow">${starRating(r.rating)}<p class="meta"><strong class="woocommerce-review__author">${r.author} </strong><span class="woocommerce-review__dash">–</span> <time class="woocommerce-review__published-date" datetime="${r.date}T12:00:00+00:00">${estonianDate(r.date)}</time></p><div class="description"><p>${r.text}</p></div></div></div></li>`,
      )}</ol>`
    : html`<p class="woocommerce-noreviews">Arvustusi veel pole.</p>`}
</div>
<div id="review_form_wrapper" class="large-12 col"><div id="review_form" class="col-inner"><div class="review-form-inner has-border"><div id="respond" class="comment-respond">
<h3 id="reply-title" class="comment-reply-title">${count ? 'Lisa arvustus' : html`Ole esimene, kes arvustab toodet „${p.name}“`} <small><a rel="nofollow" id="cancel-comment-reply-link" href="${permalink(p)}#respond" style="display:none;">Tühista vastus</a></small></h3>
<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate>
<p class="comment-notes"><span id="email-notes">Sinu e-posti aadressi ei avaldata.</span> <span class="required-field-message">Nõutud väljad on märgitud <span class="required">*</span></span></p>
<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Sinu hinnang${raw('&nbsp;')}<span class="required">*</span></label><select name="rating" id="rating" required><option value="">Hinda…</option><option value="5">Täiuslik</option><option value="4">Hea</option><option value="3">Keskmine</option><option value="2">Pole kõige halvem</option><option value="1">Väga halb</option></select></div>
<p class="comment-form-comment"><label for="comment">Sinu arvustus${raw('&nbsp;')}<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p>
<p class="comment-form-author"><label for="author">Nimi${raw('&nbsp;')}<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required></p>
<p class="comment-form-email"><label for="email">E-post${raw('&nbsp;')}<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required aria-describedby="email-notes"></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Saada"> <input type="hidden" name="comment_post_ID" value="${p.id}" id="comment_post_ID"> <input type="hidden" name="comment_parent" id="comment_parent" value="0"></p>
</form></div></div></div></div></div>`
}
