/**
 * Placeholder product images, drawn on the fly as SVG so the repository holds no binaries. URLs look like
 * WordPress uploads (`/wp-content/uploads/<key>-<w>x<h>.svg`), and `imageSet` gives the attribute values
 * WooCommerce prints for one attachment (src, srcset, sizes, data-large_image …).
 */
import { createHash } from 'node:crypto'
import { escapeHtml } from './html'

export const sizes = { thumbnail: 300, single: 600, galleryThumbnail: 100, full: 1200 } as const

export const imageUrl = (key: string, size: number): string => `/wp-content/uploads/${key}-${size}x${size}.svg`

/** Everything WooCommerce knows about one square image (all placeholders are square). */
export interface ImageSet {
  id: number
  key: string
  alt: string
  title: string
  src: string
  srcset: string
  sizes: string
  thumb: string
  galleryThumb: string
  full: string
}

export function imageSet(id: number, key: string, alt: string): ImageSet {
  const { thumbnail, single, galleryThumbnail, full } = sizes
  return {
    id,
    key,
    alt,
    title: key,
    src: imageUrl(key, single),
    srcset: [single, thumbnail, galleryThumbnail, full].map((s) => `${imageUrl(key, s)} ${s}w`).join(', '),
    sizes: `(max-width: ${single}px) 100vw, ${single}px`,
    thumb: imageUrl(key, thumbnail),
    galleryThumb: imageUrl(key, galleryThumbnail),
    full: imageUrl(key, full),
  }
}

/** The `image` object of a variation (get_available_variation()). */
export function variationImage(img: ImageSet): Record<string, string | number> {
  const { thumbnail, single, galleryThumbnail, full } = sizes
  return {
    title: img.title,
    caption: '',
    url: img.full,
    alt: img.alt,
    src: img.src,
    srcset: img.srcset,
    sizes: img.sizes,
    full_src: img.full,
    full_src_w: full,
    full_src_h: full,
    gallery_thumbnail_src: img.galleryThumb,
    gallery_thumbnail_src_w: galleryThumbnail,
    gallery_thumbnail_src_h: galleryThumbnail,
    thumb_src: img.thumb,
    thumb_src_w: thumbnail,
    thumb_src_h: thumbnail,
    src_w: single,
    src_h: single,
  }
}

/** Parses an upload path; undefined when it is not one of ours. */
export function parseImagePath(pathname: string): { key: string; width: number; height: number } | undefined {
  const m = /^\/wp-content\/uploads\/([a-z0-9-]+)-(\d{2,4})x(\d{2,4})\.svg$/.exec(pathname)
  if (!m) return undefined
  const width = Number(m[2])
  const height = Number(m[3])
  return width <= 2000 && height <= 2000 ? { key: m[1]!, width, height } : undefined
}

/** A coloured rectangle with the label, the hue derived from the key so each image is recognisable. */
export function renderSvg(key: string, width: number, height: number, label: string): string {
  const hue = createHash('md5').update(key).digest()[0]! * 1.4
  // A long name (a gift set's) gets a smaller font, so it stays inside the picture (~0.56 em per character).
  const fontSize = Math.max(6, Math.round(Math.min(width / 14, (width * 0.9) / (label.length * 0.56))))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">
<rect width="100%" height="100%" fill="hsl(${hue.toFixed(0)} 45% 78%)"/>
<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" fill="#222">${escapeHtml(label)}</text>
<text x="50%" y="${Math.round(height * 0.62)}" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(fontSize * 0.7)}" fill="#444">${width}×${height}</text>
</svg>`
}
