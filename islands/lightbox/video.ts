/**
 * A video link's player, made only when the shopper opens it: nothing goes to YouTube or Vimeo before that click.
 * YouTube plays from its no-cookie host (youtube-nocookie.com: no cookies until the video plays), Vimeo from its
 * player; both in an iframe Saar makes (glightbox's own video type would load Plyr from a CDN, a third party a strict
 * CSP refuses). A video file (`.mp4`, `.webm`, `.ogv`, `.mov` of the shop or over https) plays in a `<video>`.
 *
 * Addresses are parsed, not cut as Flatsome's Magnific Popup does (the text after the last `v=`, so `watch?v=ID&t=30`
 * embedded a broken address, and `youtu.be/ID` matched nothing): YouTube's `watch?v=`, `youtu.be/`, `/embed/`,
 * `/shorts/` and `/live/` with its start time (`t=90`, `t=1m30s`, `start=90`), Vimeo's numeric id with the hash
 * of an unlisted video (`vimeo.com/ID/HASH` or `?h=HASH`).
 */
import { safeUrl } from '../../src/safe-url'

/** Where a video plays: a provider's player (an iframe) or a file (a `<video>`). */
export type VideoSource = { player: string } | { file: string }

/** A YouTube start time in seconds (`90`, `90s`, `1h2m3s`), else 0. */
function seconds(time: string | null): number {
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(time ?? '')
  return m ? +(m[1] ?? 0) * 3600 + +(m[2] ?? 0) * 60 + +(m[3] ?? 0) : 0
}

/** The player or file of a video link's address, else undefined (no video Saar can play). */
export function videoSource(href: string): VideoSource | undefined {
  const url = safeUrl(href)
  if (!url) return
  const host = url.hostname.replace(/^(www|m)\./, '')
  const path = url.pathname
  if (/^(youtube\.com|youtube-nocookie\.com|youtu\.be)$/.test(host)) {
    const id = host == 'youtu.be' ? path.slice(1) : path == '/watch' ? url.searchParams.get('v') : /^\/(?:embed|shorts|live)\/([^/]+)/.exec(path)?.[1]
    if (!id || !/^[\w-]{6,20}$/.test(id)) return
    const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'))
    return { player: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1${start ? `&start=${start}` : ''}` }
  }
  if (host == 'vimeo.com' || host == 'player.vimeo.com') {
    const m = /^\/(?:video\/)?(\d+)(?:\/([\da-f]+))?\/?$/.exec(path)
    const hash = m?.[2] ?? url.searchParams.get('h')
    if (m) return { player: `https://player.vimeo.com/video/${m[1]}?autoplay=1${hash && /^[\da-f]+$/.test(hash) ? `&h=${hash}` : ''}` }
    return
  }
  if (/\.(mp4|webm|ogv|mov)$/i.test(path) && safeUrl(href, 'image')) return { file: url.href }
}

/** The player for `source`, named `title` (an iframe's name is what a screen reader says of it). */
export function videoPlayer(source: VideoSource, title: string): HTMLElement {
  let player: HTMLIFrameElement | HTMLVideoElement
  if ('player' in source) {
    player = document.createElement('iframe')
    player.src = source.player
    player.title = title
    player.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media'
    player.allowFullscreen = true
    player.referrerPolicy = 'strict-origin-when-cross-origin'
  } else {
    player = document.createElement('video')
    player.src = source.file
    player.controls = player.autoplay = player.playsInline = true
    player.setAttribute('aria-label', title)
  }
  player.className = 'saar-lightbox-video'
  return player
}
