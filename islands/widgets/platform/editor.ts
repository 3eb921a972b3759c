/**
 * Whether the embed-widget editor bootstrap (`<static>/embed-widget/bootstrap.js`) loads (spec §4): for the editor
 * hashes, the demo or settings cookie, or a domain with embed widgets. The cookies are Saar's names where Zotabox's
 * are not public: `_ZB_DEMO` and `_ZB_SETTINGS`, which the host's dashboard sets on the shop's domain when the owner
 * previews or edits widgets; any non-empty value counts.
 */
import { reloadsOnHashChange } from './location'
import type { WidgetData } from '../types'

/** The editor's cookies. */
export const EDITOR_COOKIES = ['_ZB_DEMO', '_ZB_SETTINGS']

/** Whether the editor bootstrap loads for this hash, the editor's cookies and the domain's data (absent in preview). */
export function wantsEditor(hash: string, data?: Pick<WidgetData, 'embedWidgets'>): boolean {
  return (
    reloadsOnHashChange(hash) ||
    EDITOR_COOKIES.some((name) => new RegExp(`(^|; )${name}=[^;]`).test(document.cookie)) ||
    (Array.isArray(data?.embedWidgets) && data.embedWidgets.length > 0)
  )
}

/** The editor bootstrap's URL under the host's static URL. */
export const editorUrl = (staticUrl: string): string => `${staticUrl.replace(/\/*$/, '')}/embed-widget/bootstrap.js`
