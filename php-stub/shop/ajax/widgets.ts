/**
 * The widget platform's WordPress side. The Zotabox plugin registered `update_zb_cn_code` for anonymous users with
 * no nonce or capability check, letting anyone change which remote script the site loads (shop-plugins.md §4.2).
 * The stand-in refuses it explicitly, so a front-end that still calls it sees what a hardened shop answers.
 */
import { badNonce } from '../reply'
import type { AjaxHandler } from './types'

export const adminAjax: Record<string, AjaxHandler> = {
  update_zb_cn_code: { handle: () => badNonce() },
}
