/**
 * Flatsome's lightbox links in content (islands/lightbox): which links open (only http(s) ones of the families, a
 * `javascript:` one never), how they group as Flatsome groups them, video addresses parsed into players made only
 * when opened, and the theme's one listener (a plain click opens, a modified one is the browser's, an approach
 * fetches); then the real viewer (lazy/glightbox.ts): a gallery at the clicked image, captions as text, the numbered
 * failure, the video's player, focus back to the link.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { serverMarkup, settle } from './helpers'
import { loadAsset, provide } from '../../src/loader'
import { lightboxLink, onLightboxClick, wireLightboxes } from '../../islands/lightbox/links'
import { lightboxGroup, linkSlide } from '../../islands/lightbox/group'
import { videoPlayer, videoSource } from '../../islands/lightbox/video'
import { lightboxLinks, missingImage, videoFile, videoPage } from '../../php-stub/shop/parts/lightbox-gallery'
import { postBySlug } from '../../php-stub/shop/catalogue'
import type { Lightbox } from '../../lazy/glightbox'

vi.mock('../../src/loader', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/loader')>()
  return { ...original, loadAsset: vi.fn(original.loadAsset) }
})
const mockedLoadAsset = vi.mocked(loadAsset)

/** The stand-in's post part (a [ux_gallery] of four, an image block, a text link, a video button) in a post. */
const post = () => `<article class="post"><div class="entry-content single-page">${lightboxLinks(postBySlug('sauna-helid')!).value}</div></article>`

/** A page with the given body class (Flatsome's `lightbox` setting) and markup. */
function page(markup: string, bodyClass = 'lightbox'): void {
  document.body.className = bodyClass
  serverMarkup(markup)
}

const links = (selector = 'a') => Array.from(document.querySelectorAll<HTMLAnchorElement>(selector))
const hrefs = (list: HTMLAnchorElement[]) => list.map((a) => a.getAttribute('href'))

afterEach(() => {
  vi.unstubAllGlobals()
  mockedLoadAsset.mockClear()
})

describe('lightbox links', () => {
  it("takes the stand-in post's gallery, image block and video button, not its text link", () => {
    page(post())
    const taken = links().filter((a) => lightboxLink(a) == a)
    expect(hrefs(taken)).toEqual([
      '/wp-content/uploads/saun-kerised-1200x1200.svg',
      '/wp-content/uploads/saun-lava-1200x1200.svg',
      '/wp-content/uploads/saun-vihad-1200x1200.svg',
      missingImage,
      '/wp-content/uploads/saun-ohtul-1200x1200.svg',
      videoPage,
      videoFile,
    ])
    // A click on the image inside a link is the link's.
    expect(lightboxLink(document.querySelector('.gallery-box img'))).toBe(taken[0])
  })

  it('takes each family: galleries, block galleries, attachments, [ux_image], image links in text, any picture type', () => {
    page(`
      <div class="gallery"><a id="g" href="/a.JPG">g</a></div>
      <div class="lightbox-multi-gallery"><a id="m" href="/b.webp">m</a></div>
      <a id="ux" class="image-lightbox" href="https://cdn.example.com/c.avif?w=2">ux</a>
      <div id="attachment_7" class="wp-caption"><a id="at" href="/d.gif">at</a></div>
      <figure class="wp-block-image"><a id="blk" href="/e.png#x">blk</a></figure>
      <div class="entry-content"><a id="txt" href="/f.jpeg">txt</a></div>
      <a id="out" href="/g.jpg">outside every family</a>`)
    expect(links().filter((a) => lightboxLink(a) == a).map((a) => a.id)).toEqual(['g', 'm', 'ux', 'at', 'blk', 'txt'])
  })

  it('takes no image link without the body class, and video links all the same (as Flatsome)', () => {
    page(`<div class="entry-content"><a id="img" class="image-lightbox" href="/a.jpg">i</a><a id="v" class="open-video" href="https://youtu.be/Xy1rT6Q9sAk">v</a></div>`, '')
    expect(lightboxLink(document.getElementById('img'))).toBeUndefined()
    expect(lightboxLink(document.getElementById('v'))?.id).toBe('v')
  })

  it('takes no javascript:, data: or other non-http(s) link, no new-tab image link, no external product button', () => {
    page(`<div class="entry-content">
      <a class="image-lightbox" href="javascript:alert(1)//.jpg">js</a>
      <a class="image-lightbox" href="JaVaScRiPt:alert(1)">js2</a>
      <a class="open-video" href="javascript:alert(1)//youtube.com/watch?v=Xy1rT6Q9sAk">js3</a>
      <a class="image-lightbox" href="data:image/png;base64,AAAA">data</a>
      <a class="image-lightbox" href="ftp://example.com/a.jpg">ftp</a>
      <a class="image-lightbox" href="/a.jpg" target="_blank">new tab</a>
      <a class="button product_type_external" href="https://www.youtube.com/watch?v=Xy1rT6Q9sAk">buy</a>
      <a class="button" href="/pood/">shop</a>
      <a class="image-lightbox" href="/a.jpg.html">page</a></div>`)
    expect(links().filter((a) => lightboxLink(a))).toEqual([])
  })

  it("leaves the product gallery's image links to its own viewer", () => {
    page(`<div class="entry-content"><div class="product-gallery"><div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__image"><a id="p" href="/a.jpg">p</a></div></div></div></div>`)
    expect(lightboxLink(document.getElementById('p'))).toBeUndefined()
  })
})

describe('grouping', () => {
  it("makes one gallery of every gallery link on the page, in page order, as Flatsome's lightbox-gallery", () => {
    page(`
      <div class="gallery"><a href="/1.jpg">1</a><a href="/seal.html">a page</a></div>
      <p class="entry-content"><a href="/solo.jpg">solo</a></p>
      <a class="lightbox-gallery" href="/2.jpg">2</a>
      <div class="lightbox-multi-gallery"><a href="/m1.jpg">m1</a><a href="/m2.jpg">m2</a></div>
      <div class="gallery"><a href="/3.jpg">3</a><a class="open-video" href="https://youtu.be/Xy1rT6Q9sAk">video</a></div>`)
    const [one] = links('.gallery a')
    expect(hrefs(lightboxGroup(one!))).toEqual(['/1.jpg', '/2.jpg', '/3.jpg'])
    expect(hrefs(lightboxGroup(links('.lightbox-multi-gallery a')[1]!))).toEqual(['/m1.jpg', '/m2.jpg'])
    expect(hrefs(lightboxGroup(links('p a')[0]!))).toEqual(['/solo.jpg'])
    expect(hrefs(lightboxGroup(links('.open-video')[0]!))).toEqual(['https://youtu.be/Xy1rT6Q9sAk'])
  })

  it('makes a gallery of each block gallery', () => {
    page(`<div class="entry-content">
      <figure class="wp-block-gallery"><figure class="wp-block-image"><a href="/a1.jpg">a1</a></figure><figure class="wp-block-image"><a href="/a2.jpg">a2</a></figure></figure>
      <figure class="wp-block-gallery"><figure class="wp-block-image"><a href="/b1.jpg">b1</a></figure></figure></div>`)
    expect(hrefs(lightboxGroup(links()[1]!))).toEqual(['/a1.jpg', '/a2.jpg'])
    expect(hrefs(lightboxGroup(links()[2]!))).toEqual(['/b1.jpg'])
  })

  it("captions a slide with the link's title, else its figure's caption, as plain text", () => {
    page(post())
    const [first, , third] = links('.gallery-col a')
    expect(linkSlide(first!)).toEqual({ href: `${location.origin}/wp-content/uploads/saun-kerised-1200x1200.svg`, caption: 'Kerised enne kütmist', alt: 'Kerised' })
    expect(linkSlide(third!)!.caption).toBe('<img src=x onerror=alert(1)> Vihad')
    expect(linkSlide(links('.wp-block-image a')[0]!)!.caption).toBe('Saun õhtuvalguses')
  })
})

describe('video addresses', () => {
  const nocookie = (rest: string) => ({ player: `https://www.youtube-nocookie.com/embed/${rest}` })
  it.each([
    ['https://www.youtube.com/watch?v=Xy1rT6Q9sAk', nocookie('Xy1rT6Q9sAk?autoplay=1')],
    ['https://www.youtube.com/watch?v=Xy1rT6Q9sAk&t=30', nocookie('Xy1rT6Q9sAk?autoplay=1&start=30')],
    ['https://youtube.com/watch?feature=share&v=Xy1rT6Q9sAk&t=1m5s', nocookie('Xy1rT6Q9sAk?autoplay=1&start=65')],
    ['https://m.youtube.com/watch?v=Xy1rT6Q9sAk', nocookie('Xy1rT6Q9sAk?autoplay=1')],
    ['https://youtu.be/Xy1rT6Q9sAk?t=90', nocookie('Xy1rT6Q9sAk?autoplay=1&start=90')],
    ['https://www.youtube.com/embed/Xy1rT6Q9sAk', nocookie('Xy1rT6Q9sAk?autoplay=1')],
    ['https://www.youtube.com/shorts/Xy1rT6Q9sAk', nocookie('Xy1rT6Q9sAk?autoplay=1')],
    ['http://www.youtube-nocookie.com/embed/Xy1rT6Q9sAk?start=12', nocookie('Xy1rT6Q9sAk?autoplay=1&start=12')],
    ['https://vimeo.com/76979871', { player: 'https://player.vimeo.com/video/76979871?autoplay=1' }],
    ['https://vimeo.com/76979871/8272103f6e', { player: 'https://player.vimeo.com/video/76979871?autoplay=1&h=8272103f6e' }],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e', { player: 'https://player.vimeo.com/video/76979871?autoplay=1&h=8272103f6e' }],
    ['/wp-content/uploads/klipp.MP4', { file: `${location.origin}/wp-content/uploads/klipp.MP4` }],
    ['https://cdn.example.com/klipp.webm', { file: 'https://cdn.example.com/klipp.webm' }],
  ])('%s plays from %o', (href, source) => {
    expect(videoSource(href)).toEqual(source)
  })

  it.each([
    'javascript:alert(1)//youtube.com/watch?v=Xy1rT6Q9sAk',
    'https://www.youtube.com/watch?v=%22%3E%3Cscript%3E',
    'https://www.youtube.com/watch?v=',
    'https://youtube.com.evil.example/watch?v=Xy1rT6Q9sAk',
    'https://vimeo.com/channels/staffpicks',
    'http://cdn.example.com/klipp.mp4',
    'https://example.com/leht/',
    'not a url at all',
  ])('%s plays nothing', (href) => {
    expect(videoSource(href)).toBeUndefined()
  })

  it("makes a named iframe (or a <video>) that has not been put in the page", () => {
    const frame = videoPlayer(videoSource(videoPage)!, 'Suitsusauna kütmine') as HTMLIFrameElement
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/Xy1rT6Q9sAk?autoplay=1&start=65')
    expect(frame.title).toBe('Suitsusauna kütmine')
    expect(frame.isConnected).toBe(false)
    const video = videoPlayer({ file: 'https://cdn.example.com/klipp.webm' }, 'Klipp') as HTMLVideoElement
    expect([video.tagName, video.controls, video.getAttribute('aria-label')]).toEqual(['VIDEO', true, 'Klipp'])
  })
})

describe("the theme's trigger and the viewer's click listener", () => {
  const opened: HTMLAnchorElement[] = []
  let listening = false
  beforeAll(() => {
    // The viewer's `links` as lazy/glightbox.ts has it, opening into `opened`.
    const links = () => void (listening || ((listening = true), onLightboxClick((a) => void opened.push(a))))
    provide('glightbox', { gallery: () => undefined, link: (a) => void opened.push(a), links })
    wireLightboxes()
  })
  const click = (el: Element, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
    el.dispatchEvent(event)
    return event
  }
  /** The stand-in post, its links wired (the shared observer sees added markup in a later microtask). */
  async function post2(extra = '') {
    opened.length = 0
    page(post() + extra)
    await settle()
    mockedLoadAsset.mockClear()
  }

  it('fetches the viewer at the first approach to a candidate link, not to another link', async () => {
    await post2()
    links('p a')[0]!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }))
    await settle()
    expect(mockedLoadAsset).not.toHaveBeenCalled()
    links('.gallery-col a')[1]!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await settle()
    expect(mockedLoadAsset.mock.calls).toEqual([['glightbox']])
    expect(opened).toEqual([])
  })

  it('opens a lightbox link on a plain click, in place of following it', async () => {
    await post2()
    const img = document.querySelector('.gallery-col img')!
    expect(click(img).defaultPrevented).toBe(true)
    await settle()
    expect(opened).toEqual([links('.gallery-col a')[0]])
    // Once the viewer is here, its listener takes every later click.
    opened.length = 0
    expect(click(links('a.open-video')[0]!).defaultPrevented).toBe(true)
    expect(opened).toEqual([links('a.open-video')[0]])
  })

  it('leaves a click with Ctrl, Cmd or Shift to the browser (a new tab), and any other link alone', async () => {
    await post2('<div class="entry-content"><a class="image-lightbox" id="js" href="javascript:void(0)//.jpg">x</a></div><a id="out" href="/a.jpg">x</a>')
    const link = links('.gallery-col a')[0]!
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) expect(click(link, init).defaultPrevented).toBe(false)
    expect(click(links('p a')[0]!).defaultPrevented).toBe(false)
    // A javascript: link, even one ending in .jpg, is never opened (nor one outside the lightbox families).
    for (const id of ['js', 'out']) expect(click(document.getElementById(id)!).defaultPrevented).toBe(false)
    await settle()
    expect(opened).toEqual([])
  })
})

describe('the viewer on lightbox links (lazy/glightbox.ts)', () => {
  let real: Lightbox
  beforeAll(async () => {
    await import('../../lazy/glightbox')
    real = await loadAsset('glightbox')
  })
  const dialog = () => document.querySelector<HTMLElement>('.glightbox-container')
  const slideNodes = () => Array.from(document.querySelectorAll<HTMLElement>('.gslide'))
  const key = (k: string) => (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))
  const status = () => dialog()!.querySelector('[role="status"]')!.textContent
  /** No animations: jsdom and happy-dom never end one. */
  const still = () => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }))

  it('opens the gallery at the clicked image as a labelled dialog, pages it, and gives focus back on Escape', async () => {
    still()
    page(post())
    const third = links('.gallery-col a')[2]!
    third.focus()
    real.link(third)
    await settle()
    const modal = dialog()!
    expect([modal.getAttribute('role'), modal.getAttribute('aria-modal'), modal.getAttribute('aria-label')]).toEqual(['dialog', 'true', 'Pildigalerii'])
    expect(modal.classList.contains('saar-lightbox')).toBe(true)
    expect(modal.querySelector('.gclose')!.getAttribute('aria-label')).toBe('Sulge (Esc)')
    expect(document.activeElement).toBe(modal.querySelector('.gclose'))
    expect(status()).toBe('Pilt 3/4: <img src=x onerror=alert(1)> Vihad')
    const desc = slideNodes()[2]!.querySelector('.gslide-desc')!
    expect(desc.textContent).toBe('<img src=x onerror=alert(1)> Vihad')
    expect(desc.querySelector('img')).toBeNull()
    key('ArrowLeft')
    expect(status()).toBe('Pilt 2/4: Saunalava')
    key('End')
    expect(status()).toBe('Pilt 4/4: Tiik sauna taga')
    // A second click while one is open opens nothing more.
    real.link(links('.wp-block-image a')[0]!)
    expect(document.querySelectorAll('.glightbox-container')).toHaveLength(1)
    key('Escape')
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(third)
  })

  it('numbers the image that failed, in Estonian, with a link to its file', async () => {
    still()
    page(post())
    real.link(links('.gallery-col a')[3]!)
    await settle()
    const slide = slideNodes()[3]!
    slide.querySelector('img')!.dispatchEvent(new Event('error'))
    const error = slide.querySelector('.saar-image-error')!
    expect(error.textContent).toBe('Pilti #4 ei õnnestunud laadida. Ava pilt')
    expect(error.querySelector('a')!.href).toBe(new URL(missingImage, location.href).href)
    key('Escape')
  })

  it('opens a single image as an image dialog', async () => {
    still()
    page(post())
    real.link(links('.wp-block-image a')[0]!)
    await settle()
    expect(dialog()!.getAttribute('aria-label')).toBe('Pilt')
    expect(slideNodes()).toHaveLength(1)
    key('Escape')
  })

  it("puts the video's player in the page only when opened", async () => {
    still()
    page(post())
    expect(document.querySelector('iframe')).toBeNull()
    const button = links('.open-video')[0]!
    // A slider's playing background video pauses meanwhile (as Flatsome), and plays on after.
    document.body.insertAdjacentHTML('beforeend', '<div class="slider"><div class="is-selected"><video class="video-bg" muted loop></video></div></div>')
    const background = document.querySelector<HTMLVideoElement>('video.video-bg')!
    let playing = true
    Object.defineProperty(background, 'paused', { get: () => !playing })
    background.pause = () => void (playing = false)
    background.play = () => ((playing = true), Promise.resolve())
    real.link(button)
    await settle()
    expect(dialog()!.getAttribute('aria-label')).toBe('Video')
    const frame = dialog()!.querySelector('iframe')!
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/Xy1rT6Q9sAk?autoplay=1&start=65')
    expect(frame.title).toBe('Suitsusauna kütmine')
    expect(playing).toBe(false)
    key('Escape')
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.activeElement).toBe(button)
    expect(playing).toBe(true)
  })

  it('plays a video file of the shop in a <video> with controls', async () => {
    still()
    page(post())
    real.link(links('.open-video')[1]!)
    await settle()
    const video = dialog()!.querySelector('video')!
    expect(video.getAttribute('src')).toBe(new URL(videoFile, location.href).href)
    expect([video.controls, video.getAttribute('aria-label')]).toEqual([true, 'Kolm sekundit suitsu'])
    key('Escape')
  })
})
