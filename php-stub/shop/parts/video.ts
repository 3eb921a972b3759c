/**
 * A media block in a post: what WordPress's `[video]` shortcode prints (`div.wp-video > video.wp-video-shortcode`
 * with `<source>`, the `<track>` elements given in the shortcode and a download link as fallback content), and the
 * `_wpmejsSettings` WordPress localizes for its MediaElement player (spec §9: /wp-includes/js/mediaelement/,
 * responsive stretching). The caption tracks (WebVTT) are served by the shop under /wp-content/uploads/ and by the
 * video provider stand-in on the third-party port under /media/captions/.
 */
import { html, scriptJson, type Html } from '../html'
import type { Post } from '../catalogue'

export interface Video {
  src: string
  width: number
  height: number
  tracks: { src: string; srclang: string; label: string; kind: 'captions' | 'subtitles'; default?: boolean }[]
}

/** Posts that embed a video, by slug. */
export const postVideos: Record<string, Video> = {
  saunakultuur: {
    src: '/wp-content/uploads/2025/02/suitsusaun.mp4',
    width: 640,
    height: 360,
    tracks: [
      { src: '/wp-content/uploads/2025/02/suitsusaun-et.vtt', srclang: 'et', label: 'Eesti', kind: 'captions', default: true },
      { src: '/wp-content/uploads/2025/02/suitsusaun-en.vtt', srclang: 'en', label: 'English', kind: 'subtitles' },
    ],
  },
}

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

/** wp_video_shortcode() output for the post's video (instance 1), or nothing. */
export function videoBlock(post: Post): Html {
  const video = postVideos[post.slug]
  if (!video) return html``
  return html`<div style="width: ${video.width}px;" class="wp-video"><video class="wp-video-shortcode" id="video-${post.id}-1" width="${video.width}" height="${video.height}" preload="none" controls="controls"><source type="video/mp4" src="${`${video.src}?_=1`}">${video.tracks.map(
    (t) => html`<track srclang="${t.srclang}" label="${t.label}" kind="${t.kind}" src="${t.src}"${t.default ? html` default` : ''}>`,
  )}<a href="${video.src}">${video.src}</a></video></div>
<script id="wp-mediaelement-js-extra">var _wpmejsSettings = ${scriptJson({ pluginPath: '/wp-includes/js/mediaelement/', classPrefix: 'mejs-', stretching: 'responsive', audioShortcodeLibrary: 'mediaelement', videoShortcodeLibrary: 'mediaelement' })};</script>`
}
