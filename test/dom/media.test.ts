/**
 * WordPress's `[video]` / `[audio]` on native controls (islands/media/media.ts): the others pause when one plays,
 * the end rewinds, a failing caption track goes, and a medium nothing can play shows the cannot-play box with its
 * downloads (text and http(s) links only), in the shop's language.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { printSettings, serverMarkup } from './helpers'
import { MEDIA_SELECTOR, mountMedia } from '../../islands/media/media'

/** The browser of these tests plays MP4 and MP3, nothing else. */
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (/^(video\/mp4|audio\/mpeg)$/.test(type) ? 'maybe' : ''))
})
afterEach(() => vi.restoreAllMocks())

/** wp_video_shortcode() / wp_audio_shortcode() output, as WordPress 6.9 prints it. */
const video = (n: number, sources: string, extra = ''): string =>
  `<div style="width: 640px;" class="wp-video"><video class="wp-video-shortcode" id="video-7-${n}" width="640" height="360" preload="metadata" controls="controls">${sources}${extra}<a href="/v${n}.mp4">/v${n}.mp4</a></video></div>`
const audio = `<audio class="wp-audio-shortcode" id="audio-7-3" preload="none" style="width: 100%;" controls="controls"><source type="audio/mpeg" src="/wp-content/uploads/laul.mp3?_=3"><a href="/wp-content/uploads/laul.mp3">/wp-content/uploads/laul.mp3</a></audio>`
/** Flatsome's muted background loop: not a shortcode, never paused by another's play. */
const background = `<div class="video-overlay"><video class="video-bg" autoplay muted loop playsinline><source src="/bg.mp4" type="video/mp4"></video></div>`

/** Mounts every shortcode medium on the page, as the theme script does once they come into view. */
function mountAll(): HTMLMediaElement[] {
  const media = [...document.querySelectorAll<HTMLMediaElement>(MEDIA_SELECTOR)]
  media.forEach(mountMedia)
  return media
}

/** Makes a medium report itself playing (or not), and records its pause() calls. */
function playing(media: HTMLMediaElement, is: boolean): ReturnType<typeof vi.fn> {
  let paused = !is
  Object.defineProperty(media, 'paused', { configurable: true, get: () => paused })
  const pause = vi.fn(() => {
    paused = true
  })
  media.pause = pause
  return pause
}

describe('media on native controls', () => {
  it('pauses the other playing shortcode media when one starts, and not a background loop', () => {
    serverMarkup(video(1, '<source type="video/mp4" src="/v1.mp4?_=1">') + video(2, '<source type="video/mp4" src="/v2.mp4?_=2">') + audio + background)
    const [first, second, song] = mountAll() as [HTMLMediaElement, HTMLMediaElement, HTMLMediaElement]
    const bg = document.querySelector<HTMLVideoElement>('video.video-bg')!
    const pauseFirst = playing(first, true)
    const pauseSong = playing(song, true)
    const pauseBg = playing(bg, true)
    const pauseSecond = playing(second, false)

    second.dispatchEvent(new Event('play'))

    expect(pauseFirst).toHaveBeenCalledTimes(1)
    expect(pauseSong).toHaveBeenCalledTimes(1)
    expect(pauseBg).not.toHaveBeenCalled()
    expect(pauseSecond).not.toHaveBeenCalled()
  })

  it('starts at MediaElement\'s volume of 0.8, unless muted, and mounts each medium once', () => {
    serverMarkup(video(1, '<source type="video/mp4" src="/v1.mp4">') + video(2, '<source type="video/mp4" src="/v2.mp4">'))
    const second = document.querySelector<HTMLVideoElement>('#video-7-2')!
    second.muted = true
    const [first] = mountAll() as [HTMLMediaElement]
    expect(first.volume).toBeCloseTo(0.8)
    expect(second.volume).toBe(1)
    const pauseSecond = playing(second, true)
    mountMedia(first)
    first.dispatchEvent(new Event('play'))
    expect(pauseSecond).toHaveBeenCalledTimes(1)
  })

  it('rewinds to the start at the end, unless it loops', () => {
    serverMarkup(video(1, '<source type="video/mp4" src="/v1.mp4">') + video(2, '<source type="video/mp4" src="/v2.mp4">'))
    const [once, looping] = mountAll() as [HTMLMediaElement, HTMLMediaElement]
    looping.loop = true
    const times: number[][] = [[], []]
    ;[once, looping].forEach((media, i) =>
      Object.defineProperty(media, 'currentTime', { configurable: true, get: () => 12, set: (v: number) => times[i]!.push(v) }),
    )
    once.dispatchEvent(new Event('ended'))
    looping.dispatchEvent(new Event('ended'))
    expect(times).toEqual([[0], []])
  })

  it('removes a caption track that fails to load, and keeps the one that loads', () => {
    serverMarkup(
      video(1, '<source type="video/mp4" src="/v1.mp4">', '<track kind="captions" srclang="et" label="Eesti" src="/missing-et.vtt" default><track kind="subtitles" srclang="en" label="English" src="/ok-en.vtt">'),
    )
    const [media] = mountAll() as [HTMLMediaElement]
    media.querySelector('track[srclang=et]')!.dispatchEvent(new Event('error'))
    expect([...media.querySelectorAll('track')].map((t) => t.label)).toEqual(['English'])
    expect(document.querySelector('.saar-media-error')).toBeNull()
    expect(media.hasAttribute('controls')).toBe(true)
  })

  it('shows the cannot-play box with a download link per source when no source type can be played', () => {
    serverMarkup(video(1, '<source type="video/x-flv" src="/wp-content/uploads/vana%20klipp.flv?_=1"><source type="video/ogg" src="https://cdn.example.com/klipp.ogv?_=1">'))
    const [media] = mountAll() as [HTMLMediaElement]
    const box = media.nextElementSibling as HTMLElement
    expect(box.className).toBe('saar-media-error')
    expect(media.hidden).toBe(true)
    expect(media.hasAttribute('controls')).toBe(false)
    expect([...box.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Esitajat ei leitud', 'Seda faili ei saa siin esitada. Laadi see alla:'])
    expect([...box.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('download')])).toEqual([
      ['Laadi fail alla: vana klipp.flv', `${location.origin}/wp-content/uploads/vana%20klipp.flv?_=1`, true],
      ['Laadi fail alla: klipp.ogv', 'https://cdn.example.com/klipp.ogv?_=1', true],
    ])
  })

  it('shows the box when the last source fails to load (a missing file), not while another may still play', () => {
    serverMarkup(audio.replace('<source', '<source type="audio/mpeg" src="/first.mp3"><source'))
    const [media] = mountAll() as [HTMLMediaElement]
    const [first, last] = media.querySelectorAll('source')
    first!.dispatchEvent(new Event('error'))
    expect(document.querySelector('.saar-media-error')).toBeNull()
    last!.dispatchEvent(new Event('error'))
    last!.dispatchEvent(new Event('error'))
    expect(document.querySelectorAll('.saar-media-error')).toHaveLength(1)
    expect([...document.querySelectorAll('.saar-media-error a')].map((a) => a.textContent)).toEqual(['Laadi fail alla: first.mp3', 'Laadi fail alla: laul.mp3'])
  })

  it('speaks English on the English site', () => {
    printSettings({ locale: 'en_US' })
    serverMarkup(video(1, '<source type="video/youtube" src="https://www.youtube.com/watch?v=abc">'))
    mountAll()
    const box = document.querySelector('.saar-media-error')!
    expect(box.querySelector('p')!.textContent).toBe('No renderer found')
    expect(box.querySelector('a')!.textContent).toBe('Download File: watch')
  })

  it('puts hostile source URLs in as text, and links only http(s) ones', () => {
    serverMarkup(
      video(
        1,
        '<source type="video/x-flv" src="javascript:alert(1)"><source type="video/x-flv" src="data:video/mp4;base64,AAAA"><source type="video/x-flv" src="/x/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.flv"><source type="video/x-flv" src="http://[bad">',
      ),
    )
    mountAll()
    const box = document.querySelector('.saar-media-error')!
    expect(box.querySelector('img')).toBeNull()
    expect([...box.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Laadi fail alla: <img src=x onerror=alert(1)>.flv', `${location.origin}/x/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.flv`],
    ])
  })

  it('answers M (mute) and F (fullscreen) on the focused medium, and leaves the keys native controls have alone', () => {
    serverMarkup(video(1, '<source type="video/mp4" src="/v1.mp4">'))
    const [media] = mountAll() as [HTMLMediaElement]
    const fullscreen = vi.fn(() => Promise.resolve())
    media.requestFullscreen = fullscreen
    const press = (key: string, target: Element = media): boolean => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    expect(press('M')).toBe(false)
    expect(media.muted).toBe(true)
    expect(press('f')).toBe(false)
    expect(fullscreen).toHaveBeenCalledTimes(1)
    for (const key of [' ', 'ArrowLeft', 'ArrowUp', 'Home', 'Tab']) expect(press(key), key).toBe(true)
    // A key in the fallback content (not the medium itself) is not the medium's.
    expect(press('m', media.querySelector('a')!)).toBe(true)
    expect(media.muted).toBe(true)
  })
})

describe('the theme script and the media bundle', () => {
  it('wires the shortcodes on load, and stands down beside WordPress\'s MediaElement (window.mejs)', async () => {
    const { start, stockGlobal } = await import('./page-load')
    const unplayable = video(1, '<source type="video/x-flv" src="/vana.flv">')
    // jsdom and happy-dom report nothing as intersecting: the policy's observer is taken away, so it loads at once.
    vi.stubGlobal('IntersectionObserver', undefined)
    serverMarkup(unplayable)
    await start('theme', { media: mountMedia })
    expect(document.querySelector('.saar-media-error a')?.textContent).toBe('Laadi fail alla: vana.flv')

    serverMarkup(unplayable)
    stockGlobal('mejs', { players: {} })
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await start('theme', { media: mountMedia })
    expect(document.querySelector('.saar-media-error')).toBeNull()
    expect(info).toHaveBeenCalledWith('Saar: media player left to WordPress (mediaelement.js)')
    vi.unstubAllGlobals()
  })

  it('answers wp.mediaelement.initialize(), which plugins call after inserting media, and leaves a stock one alone', async () => {
    vi.resetModules()
    const w = window as unknown as { wp?: { mediaelement?: { initialize(): void } } }
    delete w.wp
    await import('../../lazy/media')
    serverMarkup(video(1, '<source type="video/x-flv" src="/later.flv">'))
    w.wp!.mediaelement!.initialize()
    expect(document.querySelector('.saar-media-error a')?.textContent).toBe('Laadi fail alla: later.flv')

    vi.resetModules()
    const stock = { initialize: vi.fn() }
    w.wp = { mediaelement: stock }
    await import('../../lazy/media')
    expect(w.wp.mediaelement).toBe(stock)
    delete w.wp
  })
})
