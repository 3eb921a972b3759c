/**
 * The recent-purchase popup, started by the first-load `notification` script once the initial delay has passed:
 * the plugin's settings (params.ts), its purchases (`woonotification_get_product` through src/ajax.ts with the
 * plugin's nonce, narrowed to the product page's product or the category page's category), the visitor's place
 * where the settings ask for it and consent allows (geolocation.ts), and the box (toast.ts), moved on by the pure
 * schedule (schedule.ts) with one timer. Beside VillaTheme's own script Saar stands down (src/stock.ts). No
 * purchases (an empty, refused, garbled or failed answer) is no popup, said once on the console.
 */
import { adminAjaxRaw } from '../../src/ajax'
import { getCookie, setCookie } from '../../src/cookies'
import { t } from '../../src/i18n'
import { announce } from '../../src/live-region'
import * as messages from '../../src/messages'
import { settings } from '../../src/settings'
import { NOTIFICATION_POPUP, standsDown } from '../../src/stock'
import { watchPlace, type PlaceWatch } from './geolocation'
import { composeMessage, type Words } from './message'
import { readParams, type PopupSettings } from './params'
import { readPurchases, type Purchase } from './purchases'
import { isPaused, startSchedule, step, type Schedule, type ScheduleEvent } from './schedule'
import { createToast, type Toast } from './toast'
import type { Popup, PopupStart } from './types'

/** The cookie of VillaTheme's close button, read by its PHP too. */
export const CLOSE_COOKIE = 'woo_notification_close'

/** The built-in words of "time ago", by the plugin's `str_*` suffix. */
const WORDS = {
  about: messages.notificationAbout,
  ago: messages.notificationAgo,
  day: messages.notificationDay,
  days: messages.notificationDays,
  hour: messages.notificationHour,
  hours: messages.notificationHours,
  min: messages.notificationMinute,
  mins: messages.notificationMinutes,
  secs: messages.notificationSeconds,
  few_sec: messages.notificationFewSeconds,
}

/** A word: the settings' override of Saar's message, else the plugin's translation, else Saar's own. */
const wordsOf =
  (s: PopupSettings): Words =>
  (key) => {
    const message = WORDS[key as keyof typeof WORDS]
    return settings().i18n[message.key] ?? s.strings[key] ?? t(message)
  }

/** What the plugin's request narrows to: its own fields, else the product page's id or the category's slug (body classes). */
function narrowing(s: PopupSettings): Record<string, string> {
  const body = document.body.classList
  const id = s.productId || (body.contains('single-product') ? /\bpostid-(\d+)\b/.exec(document.body.className)?.[1] : '')
  if (id) return { viwn_pd_id: id }
  const category = s.categoryName || (body.contains('tax-product_cat') ? [...body].find((c) => /^term-(?!\d+$)/.test(c))?.slice(5) : '')
  return category ? { viwn_category_name: category } : {}
}

/** The purchases to tell of: printed in the page, else asked for. Empty when there are none to show. */
async function purchasesFor(s: PopupSettings): Promise<Purchase[]> {
  if (s.products.length) return readPurchases(s.products)
  const result = await adminAjaxRaw<unknown>('woonotification_get_product', { nonce: s.nonce, ...narrowing(s) })
  if (!result.ok) {
    // A refusal (-1, 0) src/ajax.ts has said already.
    if (result.error.kind != 'rejected') console.warn(`[saar] recent-purchase popup: woonotification_get_product failed (${result.error.kind})`)
    return []
  }
  const purchases = readPurchases(result.data)
  if (!purchases.length && !(Array.isArray(result.data) && !result.data.length)) console.warn('[saar] recent-purchase popup: woonotification_get_product answered no purchase to show')
  return purchases
}

/** One of a list, at random (the plugin picks each message's template and purchase so). */
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!

/** Starts the popup; see the module's comment. */
export function startPopup({ params, startedAt }: PopupStart): Popup {
  let stopped = false
  let toast: Toast | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let places: PlaceWatch | undefined
  const stop = (): void => {
    stopped = true
    clearTimeout(timer)
    places?.stop()
    toast?.remove()
  }
  const s = readParams(params)
  if (standsDown(NOTIFICATION_POPUP) || !s?.messages.length) return { stop }
  if (!s.billing && s.autoDetect) places = watchPlace()
  const words = wordsOf(s)
  let schedule: Schedule = startSchedule(s.timing, startedAt)
  let purchases: Purchase[] = []

  const closed = (): boolean => !!getCookie(CLOSE_COOKIE)
  const showOne = (): void => {
    const view = composeMessage(s, pick(s.messages), pick(purchases), places?.place(), words, Math.random, Date.now())
    toast ??= createToast({ hover: (on) => run({ type: 'hover', on }), focus: (on) => run({ type: 'focus', on }), close }, s.imageLink, s.newTab)
    toast.show(view)
    // Once a page, and only where the box can be seen (the small-screen query hides it).
    if (schedule.shown == 1 && getComputedStyle(toast.el).display != 'none') announce(view.text)
  }
  function run(event: ScheduleEvent): void {
    if (stopped) return
    const was = schedule
    schedule = step(s!.timing, was, event, performance.now(), closed())
    if (schedule.shown > was.shown) showOne()
    else if (schedule.phase != was.phase) toast?.hide()
    clearTimeout(timer)
    if (schedule.due < Infinity && !isPaused(schedule))
      timer = setTimeout(() => run({ type: 'tick' }), Math.max(0, schedule.due - performance.now()))
  }
  function close(): void {
    if (s!.closeHours) setCookie(CLOSE_COOKIE, '1', Math.round(s!.closeHours * 3600))
    run({ type: 'close' })
    stop()
  }

  void Promise.all([purchasesFor(s), places?.ready]).then(([found]) => {
    purchases = found
    if (purchases.length) run({ type: 'tick' })
    else stop()
  })
  return { stop }
}
