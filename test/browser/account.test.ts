/**
 * The account script in Chromium on the stand-in shop: the password meter on the register, reset and checkout
 * forms (zxcvbn only after the first focus), the submit rules, field help texts by keyboard, and the social login
 * buttons — popup, blocked popup, in-app browsers — with axe-core in each open state.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

const onDemand = () => b.requests.map((r) => r.url()).filter((u) => /\/(zxcvbn|password-meter)\.\w+\.js$/.test(u))
const meter = (page: Page, form = 'form.register') => page.locator(`${form} .woocommerce-password-strength`)
const isDisabled = (page: Page, selector: string) => page.locator(selector).evaluate((el) => [(el as HTMLButtonElement).disabled, el.classList.contains('disabled')])

/** Empties a field and types into it key by key, as a shopper does. */
async function retype(page: Page, selector: string, text: string): Promise<void> {
  await page.fill(selector, '')
  await page.locator(selector).pressSequentially(text)
}

const ua = {
  iosFacebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.40.97;FBBV/123]',
  androidApp: 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36',
}

/** A page whose browser says it is the given user agent (navigator.userAgent and the request header). */
async function pageAs(userAgent: string): Promise<Page> {
  const page = await b.page()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setUserAgentOverride', { userAgent })
  return page
}

const isLogin = (url: URL) => url.pathname === '/wp-login.php'

/**
 * Answers navigations to the social login URL with 204 No Content, which leaves the page where it is: the state
 * the shopper sees on the way out (the overlay) stays, and the URL the page went for is recorded — once the answer
 * is given, so a test that goes on (another navigation to the same URL) does not meet this one still pending.
 */
async function catchLogin(page: Page): Promise<() => string | undefined> {
  let url: string | undefined
  await page.route(isLogin, async (route) => {
    await route.fulfill({ status: 204 })
    url = route.request().url()
  })
  return () => url
}

/** Serves the account page with the plugin's account settings given (a shop's choice in Settings → Saar). */
async function withAccountSettings(page: Page, json: string): Promise<void> {
  await page.route('**/minu-konto/', async (route) => {
    const response = await route.fetch()
    // Merged into the account settings the page prints (the plugin's password rules are there too).
    const body = (await response.text()).replace(/(id="saar-settings">)(.*?)(<\/script>)/s, (_, open: string, text: string, close: string) => {
      const settings = JSON.parse(text)
      settings.features.account = { ...settings.features.account, ...JSON.parse(`{${json}}`) }
      return open + JSON.stringify(settings).replace(/</g, '\\u003c') + close
    })
    await route.fulfill({ response, body })
  })
}

describe('password meter', () => {
  it('loads nothing before the first focus; names weak and strong passwords without blocking at the minimum 0', async () => {
    const page = await b.page()
    await page.goto('/minu-konto/')
    await page.waitForLoadState('networkidle')
    expect(onDemand()).toEqual([])
    expect(await page.evaluate(() => 'zxcvbn' in window)).toBe(false)

    await page.focus('#reg_password')
    await page.keyboard.type('aaaa')
    await expect.poll(() => meter(page).textContent()).toBe('Väga nõrk')
    expect(onDemand()).toHaveLength(2)
    await expect.poll(() => meter(page).getAttribute('class')).toBe('woocommerce-password-strength short')
    await expect.poll(() => page.getAttribute('#reg_password', 'aria-describedby')).toContain('password_strength')
    await expect.poll(() => page.locator('form.register .woocommerce-password-hint').textContent()).toMatch(/^Vihje: salasõna peaks olema vähemalt kaksteist/)
    expect(await isDisabled(page, '.woocommerce-form-register__submit')).toEqual([false, false])
    await expectNoAxeViolations(page)

    await retype(page, '#reg_password', 'Saaremaa-villased-sokid-2025!')
    await expect.poll(() => meter(page).textContent()).toBe('Tugev')
    await expect.poll(() => page.locator('form.register .woocommerce-password-hint').count()).toBe(0)

    await page.fill('#reg_password', '')
    await expect.poll(() => meter(page).isHidden()).toBe(true)
    await expect.poll(() => page.getAttribute('#reg_password', 'aria-describedby')).toBeNull()
  })

  it('holds back registering below a raised minimum, and lets a strong password through', async () => {
    const page = await b.page()
    await page.goto('/minu-konto/?min_password_strength=3')
    await page.focus('#reg_password')
    await page.keyboard.type('sokid123')
    await expect.poll(() => meter(page).textContent()).toMatch(/^(Väga nõrk|Nõrk) - Palun sisesta keerukam salasõna\.$/)
    await expect.poll(() => isDisabled(page, '.woocommerce-form-register__submit')).toEqual([true, true])
    await expectNoAxeViolations(page)

    await retype(page, '#reg_password', 'Saaremaa-villased-sokid-2025!')
    await expect.poll(() => meter(page).textContent()).toBe('Tugev')
    await expect.poll(() => isDisabled(page, '.woocommerce-form-register__submit')).toEqual([false, false])
  })

  it('names a mismatch on the reset form', async () => {
    const page = await b.page()
    await page.goto('/minu-konto/kaotatud-parool/?key=x&login=demo&min_password_strength=3')
    const form = 'form.lost_reset_password'
    await page.focus('#password_1')
    await page.keyboard.type('Saaremaa-villased-sokid-2025!')
    await expect.poll(() => meter(page, form).textContent()).toBe('Tugev')
    await page.focus('#password_2')
    await page.keyboard.type('Saaremaa-villased-sokid-2024!')
    // The spec's text (Estonian by default), not the one-word label of WordPress's pwsL10n the page also prints.
    await expect.poll(() => meter(page, form).textContent()).toBe('Paroolid ei kattu, palun sisesta need uuesti.')
    await expect.poll(() => meter(page, form).getAttribute('class')).toBe('woocommerce-password-strength short')
    await expectNoAxeViolations(page)

    await retype(page, '#password_2', 'Saaremaa-villased-sokid-2025!')
    await expect.poll(() => meter(page, form).textContent()).toBe('Tugev')
    await page.fill('#password_2', '')
    await retype(page, '#password_1', 'demo1234')
    await expect.poll(() => meter(page, form).textContent()).toMatch(/ - Palun sisesta keerukam salasõna\.$/)
    await expect.poll(() => isDisabled(page, `${form} button[type=submit]`)).toEqual([true, true])
  })
})

describe('password meter at checkout', () => {
  async function checkout(query: string): Promise<Page> {
    const page = await b.page()
    await page.goto(`/kassa/?add-to-cart=101&${query}`)
    await page.waitForLoadState('networkidle')
    await page.check('#createaccount')
    await page.focus('#account_password')
    await page.keyboard.type('aaaa')
    await expect.poll(() => meter(page, 'form.checkout').textContent()).toMatch(/^Väga nõrk - Palun sisesta keerukam salasõna\.$/)
    return page
  }

  it('lets a weak password through without stop_checkout', async () => {
    const page = await checkout('min_password_strength=3')
    expect(await isDisabled(page, '#place_order')).toEqual([false, false])
    await expectNoAxeViolations(page)
  })

  it('holds the order back with stop_checkout while an account is being created', async () => {
    const page = await checkout('min_password_strength=3&stop_checkout=1')
    await expect.poll(() => isDisabled(page, '#place_order')).toEqual([true, true])
    await page.uncheck('#createaccount')
    await expect.poll(() => isDisabled(page, '#place_order')).toEqual([false, false])
  })
})

describe('field help text', () => {
  it('opens on keyboard focus, closes on Escape and when focus moves on, axe-clean open', async () => {
    const page = await b.page()
    await page.goto('/kassa/?add-to-cart=101')
    const help = page.locator('#billing_company-description')
    await expect.poll(() => help.isHidden()).toBe(true)
    await page.focus('#billing_last_name')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('billing_company')
    await expect.poll(() => help.isVisible()).toBe(true)
    await expect.poll(() => help.getAttribute('aria-hidden')).toBe('false')
    expect(await page.getAttribute('#billing_company', 'aria-describedby')).toBe('billing_company-description')
    await expect.poll(() => help.evaluate((el) => el.getAnimations().length)).toBe(0) // the slide is over
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect.poll(() => help.isHidden()).toBe(true)
    await expect.poll(() => help.getAttribute('aria-hidden')).toBe('true')

    await page.click('#billing_company')
    await expect.poll(() => help.isVisible()).toBe(true)
    await page.focus('#billing_phone')
    await expect.poll(() => help.isHidden()).toBe(true)
    await expect.poll(() => page.locator('#billing_phone-description').isVisible()).toBe(true)
    await page.click('h1')
    await expect.poll(() => page.locator('#billing_phone-description').isHidden()).toBe(true)
  })

  it('fades for 250 ms, and not at all under reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await b.page({ reducedMotion })
      await page.goto('/kassa/?add-to-cart=101')
      await page.waitForLoadState('networkidle')
      const slides = await page.evaluate(() => {
        document.querySelector<HTMLInputElement>('#billing_company')!.focus()
        return document.querySelector('#billing_company-description')!.getAnimations().map((a) => (a.effect as KeyframeEffect).getTiming().duration)
      })
      expect(slides).toEqual(reducedMotion === 'reduce' ? [] : [250])
      // Visible once the fade is under way (at once without it).
      await expect.poll(() => page.locator('#billing_company-description').isVisible()).toBe(true)
    }
  })
})

describe('social login', () => {
  it('opens a centred popup of the button’s size with display=popup', async () => {
    const page = await b.page()
    await page.addInitScript(() => {
      const open = window.open.bind(window)
      ;(window as unknown as { opens: unknown[] }).opens = []
      window.open = (...args: Parameters<typeof window.open>) => ((window as unknown as { opens: unknown[] }).opens.push(args), open(...args))
    })
    await page.goto('/minu-konto/')
    await page.waitForLoadState('networkidle')
    const popupOpened = page.waitForEvent('popup')
    await page.click('a[data-provider=facebook]')
    const popup = await popupOpened
    await popup.waitForURL(isLogin)
    const url = new URL(popup.url())
    expect([url.pathname, url.searchParams.get('loginSocial'), url.searchParams.get('display'), url.searchParams.get('redirect')]).toEqual([
      '/wp-login.php',
      'facebook',
      'popup',
      `${b.shop}/minu-konto/`.replace(/([^:])\/\//, '$1/'),
    ])
    const [args] = await page.evaluate(() => (window as unknown as { opens: unknown[][] }).opens)
    expect(args![2]).toMatch(/^width=475,height=175,left=-?\d+,top=-?\d+/)
    expect(page.url()).toContain('/minu-konto/')
    expect(await page.locator('#nsl-redirect-overlay').count()).toBe(0)
  })

  it('falls back to this window behind the "Hold On" overlay when the popup is blocked', async () => {
    const page = await b.page()
    await page.addInitScript(() => void (window.open = () => null))
    await page.goto('/minu-konto/')
    await page.waitForLoadState('networkidle')
    const login = await catchLogin(page)
    await page.click('a[data-provider=google]')
    const overlay = page.locator('#nsl-redirect-overlay')
    await expect.poll(() => overlay.isVisible()).toBe(true)
    expect(await overlay.getAttribute('role')).toBe('alertdialog')
    expect(await overlay.textContent()).toContain('Oota hetk')
    expect(await overlay.textContent()).toContain('Sind suunatakse teisele lehele, see võib võtta mõne sekundi.')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('nsl-redirect-overlay')
    expect(await page.locator('#nsl-redirect-overlay-spinner').evaluate((el) => getComputedStyle(el).animationName)).toBe('nsl-spin')
    await expectNoAxeViolations(page)
    await expect.poll(login).toContain('loginSocial=google')
    expect(new URL(login()!).searchParams.get('display')).toBeNull()
    // Escape lets the shopper back to the page if the provider never answers.
    await page.keyboard.press('Escape')
    await expect.poll(() => overlay.count()).toBe(0)
  })

  it('goes in this window behind the overlay when the settings say so, opening no popup', async () => {
    const page = await b.page()
    await page.addInitScript(() => {
      const w = window as unknown as { opens: unknown[] }
      w.opens = []
      window.open = (...args: Parameters<typeof window.open>) => (w.opens.push(args), null)
    })
    await withAccountSettings(page, '"socialTarget":"prefer-same-window"')
    await page.goto('/minu-konto/')
    await page.waitForLoadState('networkidle')
    const login = await catchLogin(page)
    await page.click('a[data-provider=facebook]')
    await expect.poll(() => page.locator('#nsl-redirect-overlay').isVisible()).toBe(true)
    await expect.poll(login).toContain('loginSocial=facebook')
    expect(new URL(login()!).searchParams.get('display')).toBeNull()
    expect(await page.evaluate(() => (window as unknown as { opens: unknown[] }).opens)).toEqual([])
  })

  it('falls back to this window when the new tab the settings prefer is blocked', async () => {
    const page = await b.page()
    await page.addInitScript(() => {
      const w = window as unknown as { opens: unknown[] }
      w.opens = []
      window.open = (...args: Parameters<typeof window.open>) => (w.opens.push(args), null)
    })
    await withAccountSettings(page, '"socialTarget":"prefer-new-tab"')
    await page.goto('/minu-konto/')
    await page.waitForLoadState('networkidle')
    const login = await catchLogin(page)
    await page.click('a[data-provider=google]')
    await expect.poll(() => page.locator('#nsl-redirect-overlay').isVisible()).toBe(true)
    await expect.poll(login).toContain('loginSocial=google')
    const opens = await page.evaluate(() => (window as unknown as { opens: unknown[][] }).opens)
    expect(opens.map((args) => args[1])).toEqual(['_blank']) // the new tab was asked for first
    expect(new URL(String(opens[0]![0])).searchParams.get('loginSocial')).toBe('google')
  })

  it('keeps the spinner still under reduced motion', async () => {
    const page = await b.page({ reducedMotion: 'reduce' })
    await page.addInitScript(() => void (window.open = () => null))
    await page.goto('/minu-konto/')
    await page.waitForLoadState('networkidle')
    await catchLogin(page)
    await page.click('a[data-provider=facebook]')
    await expect.poll(() => page.locator('#nsl-redirect-overlay-spinner').isVisible()).toBe(true)
    expect(await page.locator('#nsl-redirect-overlay-spinner').evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  })

  it('inside the Facebook app: no Google button, Facebook in this window behind the overlay', async () => {
    const page = await pageAs(ua.iosFacebook)
    await page.addInitScript(() => {
      window.open = () => {
        throw new Error('no popup inside a webview')
      }
    })
    await page.goto('/minu-konto/')
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => navigator.userAgent)).toContain('FBAN')
    await expect.poll(() => page.locator('a[data-provider=google]').count()).toBe(0)
    expect(await page.locator('a[data-provider=facebook]').count()).toBe(1)
    const login = await catchLogin(page)
    await page.focus('a[data-provider=facebook]')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('#nsl-redirect-overlay').isVisible()).toBe(true)
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('nsl-redirect-overlay')
    await expect.poll(login).toContain('loginSocial=facebook')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-provider'))).toBe('facebook')

    await page.unroute(isLogin)
    await page.keyboard.press('Enter')
    // The real navigation, in this window: the stand-in's Facebook login page.
    await page.waitForURL(/\/wp-login\.php\?loginSocial=facebook&redirect=/)
    expect(new URL(page.url()).searchParams.get('display')).toBeNull()
  })

  it("in another app's Android WebView: both providers refuse, so both buttons go", async () => {
    const page = await pageAs(ua.androidApp)
    await page.goto('/minu-konto/')
    await page.waitForLoadState('networkidle')
    await expect.poll(() => page.locator('a[data-plugin=nsl]').count()).toBe(0)
  })

  it('keeps refused buttons disabled beside the notice when the settings say so', async () => {
    const page = await pageAs(ua.iosFacebook)
    // The plugin's settings for this shop: disable instead of remove.
    await withAccountSettings(page, '"webviewButtons":"disable"')
    await page.goto('/minu-konto/')
    const google = page.locator('a[data-provider=google]')
    await expect.poll(() => google.getAttribute('aria-disabled')).toBe('true')
    const notice = page.locator('.nsl-webview-notice')
    await expect.poll(() => notice.textContent()).toBe('Valitud teenusepakkuja ei toeta rakendusesiseseid brausereid!')
    expect(await google.getAttribute('aria-describedby')).toBe(await notice.getAttribute('id'))
    await google.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('[role=alert]').last().textContent()).toBe('Valitud teenusepakkuja ei toeta rakendusesiseseid brausereid!')
    expect(page.url()).toMatch(/\/minu-konto\/$/)
    await expectNoAxeViolations(page)
  })
})
