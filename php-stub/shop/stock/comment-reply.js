/*
 * Stand-in for WordPress's comment-reply.js (wp-includes/js/comment-reply.js of WordPress 6.9, handle
 * `comment-reply`, printed async in the footer where a theme enqueues it: Flatsome 3.19.14 does on every singular page
 * with comments open and threading on). Written for the stand-in, not copied. As the real one:
 * - `window.addComment` is defined at once (`init`, `moveForm`);
 * - once the document is parsed (at once if it already is: the file loads async), a click on a `.comment-reply-link`
 *   moves the form its `data-respondelement` names after its `data-belowelement`, behind a hidden `#wp-temp-form-div`
 *   placeholder, sets `comment_parent` and `comment_post_ID`, shows the cancel link and focuses the comment field;
 *   the cancel link puts the form back and sets `comment_parent` to 0.
 * The stand-in also marks the form `data-stock-reply` with the comment's id, so a test sees which handler took the
 * reply. Not stood in for: the heading's text, Ctrl+Enter, links added to the page later.
 */
;(function () {
  var byId = function (id) {
    return document.getElementById(id)
  }

  function moveForm(belowId, commentId, respondId, postId) {
    var below = byId(belowId)
    var respond = byId(respondId)
    var parent = byId('comment_parent')
    if (!below || !respond || !parent) return true
    if (!byId('wp-temp-form-div')) {
      var holder = document.createElement('div')
      holder.id = 'wp-temp-form-div'
      holder.style.display = 'none'
      respond.parentNode.insertBefore(holder, respond)
    }
    below.parentNode.insertBefore(respond, below.nextSibling)
    parent.value = commentId
    if (postId && byId('comment_post_ID')) byId('comment_post_ID').value = postId
    respond.setAttribute('data-stock-reply', commentId)
    var cancel = byId('cancel-comment-reply-link')
    if (cancel) cancel.style.display = ''
    var field = byId('comment')
    if (field) field.focus()
    return false
  }

  function init() {
    Array.prototype.forEach.call(document.getElementsByClassName('comment-reply-link'), function (link) {
      link.addEventListener('click', function (event) {
        var data = link.dataset
        if (moveForm(data.belowelement, data.commentid, data.respondelement || 'respond', data.postid) === false) event.preventDefault()
      })
    })
    var cancel = byId('cancel-comment-reply-link')
    if (cancel)
      cancel.addEventListener('click', function (event) {
        var holder = byId('wp-temp-form-div')
        var respond = byId('respond')
        if (!holder || !respond) return
        event.preventDefault()
        holder.parentNode.replaceChild(respond, holder)
        byId('comment_parent').value = '0'
        respond.removeAttribute('data-stock-reply')
        cancel.style.display = 'none'
      })
  }

  window.addComment = { init: init, moveForm: moveForm }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init)
  else init()
})()
