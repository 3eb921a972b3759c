/**
 * WordPress's `[video]` and `[audio]` output (`video.wp-video-shortcode`, `audio.wp-audio-shortcode`) on the
 * browser's own controls, doing what MediaElement's player did for it (spec §4, §8, §9):
 *
 * - when one plays, the others pause (only these: Flatsome's muted background loops are never wired, never paused);
 * - it rewinds at the end, unless it loops;
 * - a caption track that fails to load is removed, so the native captions menu offers no dead entry;
 * - when no source can be played (no type the browser plays, or every source failed), the media gives way to the
 *   cannot-play box: 'No renderer found', the message and a download link per source (text and http(s) URLs of
 *   the page's own markup, never HTML);
 * - MediaElement's start volume (0.8) and, while the media element itself has the focus, the two of its keys the
 *   browser's controls lack: F (fullscreen) and M (mute). Space, the arrows and Home/End the native controls already
 *   answer (play, seek, volume, start and end; their steps are the browser's, not MediaElement's 5% and 0.1).
 *   MediaElement's controls-hiding timers, 25 fps and mm:ss belong to its own control bar, which is gone: the
 *   native bar has its own.
 */
import { t } from '../../src/i18n'
import { mediaCannotPlay, mediaDownloadFile, noRenderer } from '../../src/messages'
import { safeUrl } from '../../src/safe-url'

/** The media WordPress's shortcodes print. */
export const MEDIA_SELECTOR = 'video.wp-video-shortcode,audio.wp-audio-shortcode'

/** MediaElement's start volume (spec §9). */
const START_VOLUME = 0.8

/** Every wired medium of the page: the set "the others" are taken from. */
const players = new Set<HTMLMediaElement>()

/** Wires one medium; a second call for the same element does nothing. */
export function mountMedia(media: HTMLMediaElement): void {
  if (players.has(media)) return
  players.add(media)
  if (!media.muted) media.volume = START_VOLUME
  media.addEventListener('play', () => {
    for (const other of players) if (other != media && !other.paused) other.pause()
  })
  media.addEventListener('ended', () => {
    if (!media.loop) media.currentTime = 0
  })
  // Neither a track's nor a source's error bubbles: caught on the way down.
  media.addEventListener(
    'error',
    ({ target }) => {
      if (target instanceof HTMLTrackElement) target.remove()
      else if (target == media ? media.error?.code == 4 : target == lastSource(media)) cannotPlay(media)
    },
    true,
  )
  media.addEventListener('keydown', (event) => keys(media, event))
  for (const track of media.querySelectorAll('track')) if (track.readyState == 3) track.remove()
  if (!playable(media) || media.networkState == 3) cannotPlay(media)
}

const lastSource = (media: HTMLMediaElement): HTMLSourceElement | undefined => [...media.querySelectorAll('source')].pop()

/** Whether the browser may play one of the medium's sources: one without a type is tried, so it may. */
function playable(media: HTMLMediaElement): boolean {
  const sources = [...media.querySelectorAll('source')]
  return !!media.getAttribute('src') || sources.some((source) => !source.type || media.canPlayType(source.type))
}

/**
 * MediaElement's keys (spec §9) the browser's controls lack, for the media element itself: F (fullscreen, a video)
 * and M (mute). Its Space, arrows (seek 5%, volume 0.1) and Home/End are the browser's own controls' too (Chromium
 * acts on them even past a preventDefault, so handling them as well would act twice): those stay the browser's.
 */
function keys(media: HTMLMediaElement, event: KeyboardEvent): void {
  if (event.composedPath()[0] != media || event.ctrlKey || event.metaKey || event.altKey) return
  const key = event.key.toLowerCase()
  if (key == 'm') media.muted = !media.muted
  else if (key == 'f' && media instanceof HTMLVideoElement) (document.fullscreenElement ? document.exitFullscreen() : media.requestFullscreen()).catch(() => {})
  else return
  event.preventDefault()
}

/** A source URL's file name, for the link's text. */
function fileName(url: URL): string {
  const name = url.pathname.split('/').pop() || url.host
  try {
    return decodeURIComponent(name)
  } catch {
    return name
  }
}

/**
 * The cannot-play box in the medium's place: the medium is hidden with its controls (nothing there can play), and
 * the box keeps a video's size (its width and height attributes), so nothing below moves.
 */
function cannotPlay(media: HTMLMediaElement): void {
  if (media.nextElementSibling?.classList.contains('saar-media-error')) return
  const focused = media == document.activeElement
  media.pause()
  media.removeAttribute('controls')
  media.hidden = true
  const box = document.createElement('div')
  box.className = 'saar-media-error'
  const { width, height } = media as HTMLVideoElement
  if (media instanceof HTMLVideoElement && width > 0 && height > 0) box.style.aspectRatio = `${width} / ${height}`
  const title = document.createElement('p')
  title.textContent = t(noRenderer)
  const text = document.createElement('p')
  text.textContent = t(mediaCannotPlay)
  const list = document.createElement('ul')
  const urls = new Set<string>()
  for (const src of [media.getAttribute('src'), ...[...media.querySelectorAll('source')].map((s) => s.getAttribute('src'))]) {
    const url = safeUrl(src)
    if (!url || urls.has(url.href)) continue
    urls.add(url.href)
    const link = document.createElement('a')
    link.href = url.href
    link.download = ''
    link.textContent = `${t(mediaDownloadFile)}: ${fileName(url)}`
    list.appendChild(document.createElement('li')).appendChild(link)
  }
  box.append(title, text, list)
  media.after(box)
  // Focus was on the medium (its play button) when it failed: it goes to the first download, not to the page's start.
  if (focused) list.querySelector('a')?.focus()
}
