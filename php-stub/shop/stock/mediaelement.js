/*
 * Stand-in for WordPress's MediaElement player: mediaelement-and-player.js (handle `mediaelement-core`) with
 * wp-mediaelement.js (handle `wp-mediaelement`), wp-includes/js/mediaelement/ of WordPress 6.9. Written for the
 * stand-in, not copied. As the real ones:
 * - `window.mejs` is defined at once (the core defines it as it runs; `mejs.players` holds every player);
 * - `wp.mediaelement.initialize()` puts a player on every `.wp-video-shortcode, .wp-audio-shortcode` not yet one
 *   (wp-mediaelement.js calls it on ready), and that player pauses the other players when one plays.
 * The stand-in's "player" only marks its medium `data-stock-player` and keeps the native controls: enough to see
 * that exactly one handler took the media. Not stood in for: MediaElement's own controls, renderers, tracks, errors.
 */
window.mejs = { players: {}, version: '4.2.17' }
window.wp = window.wp || {}
window.wp.mediaelement = {
  initialize: function () {
    document.querySelectorAll('.wp-video-shortcode, .wp-audio-shortcode').forEach(function (media) {
      if (media.hasAttribute('data-stock-player')) return
      var id = 'mep_' + Object.keys(window.mejs.players).length
      media.setAttribute('data-stock-player', id)
      window.mejs.players[id] = media
      media.addEventListener('play', function () {
        Object.keys(window.mejs.players).forEach(function (other) {
          if (window.mejs.players[other] !== media) window.mejs.players[other].pause()
        })
      })
    })
  },
}
document.addEventListener('DOMContentLoaded', function () {
  window.wp.mediaelement.initialize()
})
