/**
 * The stand-in's own style sheet, as Flatsome's and WooCommerce's styles would be: every .css file of styles/, in
 * name order (one file per piece of the theme, so each piece's rules live beside no other's), read once at start.
 * Pages link it the way WordPress prints the theme's main style (`<link rel="stylesheet" id="flatsome-main-css">`),
 * a same-origin file that the strict-CSP mode's `style-src 'self'` allows, with its content's hash as `ver`.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const stylesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'styles')

/** The sheet's text. */
export const themeCss = readdirSync(stylesDir)
  .filter((f) => f.endsWith('.css'))
  .sort()
  .map((f) => readFileSync(path.join(stylesDir, f), 'utf8'))
  .join('\n')

/** Where the stand-in serves it (static-files.ts). */
export const themeSheetPath = '/wp-content/themes/flatsome/assets/css/flatsome.css'

/** The URL pages link: a new `ver` whenever a rule changes, so no browser keeps an old sheet. */
export const themeSheetUrl = `${themeSheetPath}?ver=${createHash('sha256').update(themeCss).digest('hex').slice(0, 8)}`
