/**
 * Layout shift from Saar's islands on the stand-in shop in Chromium: nothing the shopper sees moves on checkout and
 * account, on a desktop and on a touch phone, neither when the islands mount after first paint nor when a field's
 * help text opens and closes. Every layout-shift entry after the islands' scripts start counts, those right after
 * input too: what the shopper saw move.
 * The server's page is parsed and painted whole before Saar's first-load scripts run (test/browser/shifts.ts).
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './browser'
import { openHeld, settledShift } from './shifts'

const b = useBrowser()

const devices = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
}

async function open(device: keyof typeof devices, path: string): Promise<Page> {
  const page = await b.page({ device: devices[device] })
  await openHeld(page, path)
  return page
}

for (const device of ['desktop', 'phone'] as const) {
  describe(`layout shift on a ${device}`, () => {
    it('is 0 on checkout, after load and after a help text opened and closed', async () => {
      const page = await open(device, '/kassa/?add-to-cart=101')
      const phoneHelp = page.locator('#billing_phone-description')
      // Mounted: the help texts are hidden until their field is focused.
      await expect.poll(() => phoneHelp.isHidden()).toBe(true)
      await expect.poll(() => page.locator('#billing_company-description').isHidden()).toBe(true)
      expect(await settledShift(page)).toBe(0)

      await page.focus('#billing_phone')
      await expect.poll(() => phoneHelp.isVisible()).toBe(true)
      expect(await settledShift(page)).toBe(0)
      await page.focus('#billing_first_name')
      await expect.poll(() => phoneHelp.isHidden()).toBe(true)
      expect(await settledShift(page)).toBe(0)
    })

    it('is 0 on the account page once the show-password toggles are there', async () => {
      const page = await open(device, '/minu-konto/')
      await expectToggles(page)
      expect(await settledShift(page)).toBe(0)
    })
  })
}

async function expectToggles(page: Page): Promise<void> {
  await expect.poll(() => page.locator('form.login button.show-password-input').getAttribute('aria-label')).toBe('Näita parooli')
  await expect.poll(() => page.locator('form.register button.show-password-input').count()).toBe(1)
}

describe('layout shift under other themes’ password fields', () => {
  const themes = {
    // Flatsome: full-width fields under block labels, a block wrapper with the toggle over the field's end.
    Flatsome: 'label{display:block}input[type=password]{width:100%;box-sizing:border-box;height:2.5em;vertical-align:middle;margin-bottom:1em}.password-input{display:block;position:relative}.show-password-input{position:absolute;right:0;top:0}',
    'a %-wide field beside its label, a flex wrapper': 'input[type=password]{width:60%}.password-input{display:flex;flex-direction:column}',
    'a block field': 'input[type=password]{display:block;width:100%;margin:8px 0}',
  }
  for (const [theme, css] of Object.entries(themes))
    it(`is 0 on the account page with ${theme}`, async () => {
      const page = await b.page({ device: devices.desktop })
      // The theme's CSS is in the page from its first byte, as a stylesheet in the head is.
      await page.route('**/minu-konto/', async (route) => {
        const response = await route.fetch()
        await route.fulfill({ response, body: (await response.text()).replace('</head>', `<style>${css}</style></head>`) })
      })
      await openHeld(page, '/minu-konto/')
      await expectToggles(page)
      expect(await settledShift(page)).toBe(0)
    })
})
