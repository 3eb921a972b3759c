/**
 * The files the stand-in serves as a web server would, before any visitor or page: Saar's build (from the plugin's
 * and the child theme's folders), the theme's style sheet (theme-sheet.ts), the kept scripts' npm files (jQuery,
 * stock.ts), the stock scripts' stand-ins, generated product images, caption tracks and the posts' media files.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { distBase, themeBase } from './assets'
import { productBySlug } from './catalogue'
import { imageSet, parseImagePath, renderSvg } from './images'
import { captionFile, captionHeaders, mediaFile } from './parts/video'
import { text, type Reply } from './reply'
import { npmScripts, stockFile } from './stock'
import { cmpFile } from './cmp'
import { themeCss, themeSheetPath } from './theme-sheet'

const contentType = (file: string): string =>
  file.endsWith('.js') ? 'application/javascript; charset=UTF-8' : file.endsWith('.map') || file.endsWith('.json') ? 'application/json; charset=UTF-8' : file.endsWith('.css') ? 'text/css; charset=UTF-8' : 'application/octet-stream'

/** The file a GET asks for, or undefined when the path is not a file's (it is then a page or an ajax call). */
export async function serveStatic(url: URL, distDir: string): Promise<Reply | undefined> {
  const base = [distBase, themeBase].find((b) => url.pathname.startsWith(b))
  if (base) {
    const rel = decodeURIComponent(url.pathname.slice(base.length))
    const file = path.resolve(distDir, rel)
    if (!file.startsWith(path.resolve(distDir) + path.sep)) return text('forbidden', 403)
    try {
      return { status: 200, headers: { 'Content-Type': contentType(file), 'Cache-Control': 'no-cache' }, body: await readFile(file) }
    } catch {
      return text('not found', 404)
    }
  }
  if (url.pathname === themeSheetPath) return { status: 200, headers: { 'Content-Type': 'text/css; charset=UTF-8', 'Cache-Control': 'no-cache' }, body: themeCss }
  const npmFile = npmScripts.get(url.pathname)
  if (npmFile) {
    try {
      return { status: 200, headers: { 'Content-Type': 'application/javascript; charset=UTF-8' }, body: await readFile(npmFile) }
    } catch {
      return text(`${path.basename(npmFile)} not installed`, 404)
    }
  }
  const stock = (await stockFile(url.pathname)) ?? (await cmpFile(url.pathname))
  if (stock) return { status: 200, headers: { 'Content-Type': 'application/javascript; charset=UTF-8', 'Cache-Control': 'no-cache' }, body: stock }
  const image = parseImagePath(url.pathname)
  if (image) {
    const label = image.key.startsWith('avatar-') ? 'Avatar' : productLabel(image.key)
    return { status: 200, headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' }, body: renderSvg(image.key, image.width, image.height, label) }
  }
  const caption = /^\/wp-content\/uploads\/[\w/-]+\.vtt$/.test(url.pathname) ? captionFile(url.pathname) : undefined
  if (caption) return { status: 200, headers: captionHeaders, body: caption }
  const media = await mediaFile(url.pathname)
  if (media) return { status: 200, headers: { 'Content-Type': media.type, 'Cache-Control': 'max-age=3600' }, body: media.body }
  if (url.pathname === '/favicon.ico') return { status: 204, headers: {}, body: '' }
  return undefined
}

/** The picture's caption: the product name for `<slug>-<n>`, else the key. */
function productLabel(key: string): string {
  const m = /^(.+)-(v?\d+)$/.exec(key)
  const product = m ? productBySlug(m[1]!) : undefined
  return product ? `${product.name} ${m![2]!.startsWith('v') ? `(variant ${m![2]!.slice(1)})` : `#${m![2]}`}` : imageSet(0, key, key).alt
}
