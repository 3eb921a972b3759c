/**
 * User-visible text. Estonian is the default; English is the other built-in language. The language follows the
 * settings' locale, else `<html lang>`. Any string can be overridden from settings (`i18n: { key: text }`), and the
 * stock WooCommerce globals' translated strings count as overrides too (see settings.ts).
 *
 * Messages are plain text: islands put them into the page as text, never as HTML.
 */
import { settings } from './settings'

/** One message in both built-in languages; `key` is what settings override it by. */
export interface Message {
  key: string
  et: string
  en: string
}

/** The built-in language for a locale such as "et", "et_EE", "en-GB"; Estonian for anything else. */
export function languageOf(locale: string): 'et' | 'en' {
  return /^en\b|^en[-_]/i.test(locale) ? 'en' : 'et'
}

/** Fills `{name}` placeholders; unknown placeholders stay as they are. */
export function format(text: string, vars?: Record<string, string | number>): string {
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text
}

/** The page's text for a message. */
export function t(message: Message, vars?: Record<string, string | number>): string {
  const s = settings()
  return format(s.i18n[message.key] ?? message[languageOf(s.locale)], vars)
}
