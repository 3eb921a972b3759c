/**
 * Saar's Estonian catalogue says what the shop's plugins print: the notification popup's "time ago" words
 * (`_woocommerce_notification_params.str_*`) and Flatsome's menu labels (`flatsomeVars.i18n`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type RunningShop } from '../../php-stub/shop/server'
import * as messages from '../../src/messages'
import { Visitor } from './client'

let shop: RunningShop

beforeAll(async () => {
  shop = await startShop({ port: 0, quiet: true })
})
afterAll(() => shop.close())

const printed = (html: string, name: string): Record<string, unknown> => JSON.parse(new RegExp(`var ${name} = (\\{.*?\\});</script>`).exec(html)![1]!) as Record<string, unknown>

describe('Estonian catalogue and the printed plugin strings', () => {
  it('the popup\'s time words and Flatsome\'s labels match', async () => {
    const { html } = await new Visitor(shop.url).page('/pood/')
    const popup = printed(html, '_woocommerce_notification_params')
    const pairs: [string, keyof typeof messages][] = [
      ['str_about', 'timeAbout'], ['str_ago', 'timeAgo'], ['str_day', 'timeDay'], ['str_days', 'timeDays'], ['str_hour', 'timeHour'], ['str_hours', 'timeHours'],
      ['str_min', 'timeMinute'], ['str_mins', 'timeMinutes'], ['str_secs', 'timeSeconds'], ['str_few_sec', 'timeFewSeconds'],
    ]
    for (const [field, name] of pairs) expect(popup[field], field).toBe(messages[name].et)
    const flatsome = printed(html, 'flatsomeVars').i18n as Record<string, string>
    expect(flatsome).toEqual({ mainMenu: messages.mainMenu.et, toggleButton: messages.toggleButton.et })
  })
})
