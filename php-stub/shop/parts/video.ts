/**
 * Media blocks in a post: what WordPress's `[video]` shortcode prints (`div.wp-video > video.wp-video-shortcode`
 * with `<source>`, the `<track>` elements given in the shortcode and a download link as fallback content), what its
 * `[audio]` prints (`audio.wp-audio-shortcode`), and the `_wpmejsSettings` WordPress localizes for its MediaElement
 * player (spec §9: /wp-includes/js/mediaelement/, responsive stretching). The caption tracks (WebVTT) are served by
 * the shop under /wp-content/uploads/ and by the video provider stand-in on the third-party port under
 * /media/captions/. The media files: a 3-second WebM clip (media/suitsusaun-klipp.webm, recorded once from a canvas
 * in Chromium) and a generated 1-second WAV tone; `/blogi/sauna-helid/` has two videos, an audio, and a video whose
 * file is missing (the cannot-play case), and one caption track there is missing too.
 */
import { readFile } from 'node:fs/promises'
import { html, scriptJson, type Html } from '../html'
import type { Post } from '../catalogue'

/** What the media blocks need of the post or page they are on: its id (the players' ids) and slug (its media). */
export type MediaPost = Pick<Post, 'id' | 'slug'>

export interface Video {
  src: string
  /** The source's type as WordPress prints it (by the file's extension). */
  type?: string
  audio?: true
  /** WordPress's default is `metadata`; a shortcode may say `none`. */
  preload?: 'none'
  width: number
  height: number
  tracks: { src: string; srclang: string; label: string; kind: 'captions' | 'subtitles'; default?: boolean }[]
}

const clip = '/wp-content/uploads/2025/03/suitsusaun-klipp.webm'
const clipTracks: Video['tracks'] = [
  // Not on the server: the default track, which the browser fetches with the clip's metadata, fails and goes from
  // the captions menu.
  { src: '/wp-content/uploads/2025/03/kadunud.vtt', srclang: 'et', label: 'Eesti', kind: 'captions', default: true },
  { src: '/wp-content/uploads/2025/03/suitsusaun-klipp-en.vtt', srclang: 'en', label: 'English', kind: 'subtitles' },
]

/** Posts that embed media, by slug, in their order on the page. */
export const postMedia: Record<string, Video[]> = {
  'sauna-helid': [
    { src: clip, type: 'video/webm', width: 640, height: 360, tracks: clipTracks },
    { src: clip, type: 'video/webm', width: 640, height: 360, tracks: [] },
    { src: '/wp-content/uploads/2025/03/leil.wav', type: 'audio/wav', audio: true, width: 0, height: 0, tracks: [] },
    { src: '/wp-content/uploads/2025/03/vana-klipp.webm', type: 'video/webm', width: 640, height: 360, tracks: [] },
  ],
  // The showcase page (/naidised/): the clip with its English subtitles.
  naidised: [{ src: clip, type: 'video/webm', width: 640, height: 360, tracks: clipTracks.slice(1) }],
  saunakultuur: [{
    src: '/wp-content/uploads/2025/02/suitsusaun.mp4',
    preload: 'none',
    width: 640,
    height: 360,
    tracks: [
      { src: '/wp-content/uploads/2025/02/suitsusaun-et.vtt', srclang: 'et', label: 'Eesti', kind: 'captions', default: true },
      { src: '/wp-content/uploads/2025/02/suitsusaun-en.vtt', srclang: 'en', label: 'English', kind: 'subtitles' },
    ],
  }],
}

/** The stand-in's media files by path: the recorded clip, and the WAV tone made here. */
export async function mediaFile(pathname: string): Promise<{ type: string; body: Buffer } | undefined> {
  if (pathname == clip) return { type: 'video/webm', body: await readFile(new URL('../media/suitsusaun-klipp.webm', import.meta.url)) }
  if (pathname == '/wp-content/uploads/2025/03/leil.wav') return { type: 'audio/wav', body: tone(1) }
}

/** A quiet 440 Hz tone of `seconds` as 8 kHz 8-bit mono WAV. */
function tone(seconds: number): Buffer {
  const rate = 8000
  const n = rate * seconds
  const wav = Buffer.alloc(44 + n)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + n, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20) // PCM
  wav.writeUInt16LE(1, 22) // mono
  wav.writeUInt32LE(rate, 24)
  wav.writeUInt32LE(rate, 28)
  wav.writeUInt16LE(1, 32)
  wav.writeUInt16LE(8, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(n, 40)
  for (let i = 0; i < n; i++) wav[44 + i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate))
  return wav
}

const videoShortcode = (post: MediaPost, video: Video, n: number): Html =>
  html`<div style="width: ${video.width}px;" class="wp-video"><video class="wp-video-shortcode" id="video-${post.id}-${n}" width="${video.width}" height="${video.height}" preload="${video.preload ?? 'metadata'}" controls="controls"><source type="${video.type ?? 'video/mp4'}" src="${`${video.src}?_=${n}`}">${video.tracks.map(
    (t) => html`<track srclang="${t.srclang}" label="${t.label}" kind="${t.kind}" src="${t.src}"${t.default ? html` default` : ''}>`,
  )}<a href="${video.src}">${video.src}</a></video></div>`

const audioShortcode = (post: MediaPost, audio: Video, n: number): Html =>
  html`<audio class="wp-audio-shortcode" id="audio-${post.id}-${n}" preload="none" style="width: 100%;" controls="controls"><source type="${audio.type!}" src="${`${audio.src}?_=${n}`}"><a href="${audio.src}">${audio.src}</a></audio>`

/** The cues of every caption file, by language. */
const cues: Record<string, [string, string, string][]> = {
  et: [['00:00:00.000', '00:00:04.000', 'Suitsusauna kütmine algab varahommikul.'], ['00:00:04.000', '00:00:08.000', 'Leili võetakse alles siis, kui suits on välja lastud.']],
  en: [['00:00:00.000', '00:00:04.000', 'Heating the smoke sauna starts early in the morning.'], ['00:00:04.000', '00:00:08.000', 'The steam comes only once the smoke has been let out.']],
}

/** A WebVTT file for `<name>-<lang>.vtt`, or undefined for an unknown language. */
export function captionFile(fileName: string): string | undefined {
  const lang = /-(et|en)\.vtt$/.exec(fileName)?.[1]
  if (!lang) return undefined
  return `WEBVTT\n\n${cues[lang]!.map(([from, to, text], i) => `${i + 1}\n${from} --> ${to}\n${text}\n`).join('\n')}`
}

/** The headers a caption file is served with. */
export const captionHeaders = { 'Content-Type': 'text/vtt; charset=UTF-8', 'Cache-Control': 'max-age=3600' }

/** wp_video_shortcode() / wp_audio_shortcode() output for the post's media (instances 1, 2, …), or nothing. */
export function videoBlock(post: MediaPost): Html {
  const media = postMedia[post.slug]
  if (!media) return html``
  return html`${media.map((m, i) => (m.audio ? audioShortcode(post, m, i + 1) : videoShortcode(post, m, i + 1)))}
<script id="wp-mediaelement-js-extra">var _wpmejsSettings = ${scriptJson({ pluginPath: '/wp-includes/js/mediaelement/', classPrefix: 'mejs-', stretching: 'responsive', audioShortcodeLibrary: 'mediaelement', videoShortcodeLibrary: 'mediaelement' })};</script>`
}
