/** The account script's rules: meter scores and labels, when submits are held back, zxcvbn's user inputs, webviews. */
import { describe, expect, it } from 'vitest'
import { blocksSubmit, disallowedWords, passwordScore, scoreClass, scoreLabel, showsHint, tooWeak } from '../../islands/account/password'
import { isWebview, loginUrl, popupFeatures, refusesWebview, socialTarget } from '../../islands/account/social'

describe('password meter scores', () => {
  it('maps each score to its class, label and hint as WooCommerce does', () => {
    const rows = [-1, 0, 1, 2, 3, 4, 5].map((s) => [s, scoreClass(s), scoreLabel(s)[0].et, scoreLabel(s)[1], showsHint(s)])
    expect(rows).toEqual([
      [-1, '', 'Parooli tugevus on teadmata', 'unknown', false],
      [0, 'short', 'Väga nõrk', 'short', true],
      [1, 'bad', 'Nõrk', 'bad', true],
      [2, 'bad', 'Nõrk', 'bad', true],
      [3, 'good', 'Keskmine', 'good', false],
      [4, 'strong', 'Tugev', 'strong', false],
      [5, 'short', 'Paroolid ei kattu, palun sisesta need uuesti.', 'mismatch', false],
    ])
    expect(scoreLabel(5)[0].en).toBe('Your passwords do not match, please re-enter them.')
  })

  it('adds the error only to a known strength below the minimum', () => {
    expect([-1, 0, 1, 2, 3, 4, 5].filter((s) => tooWeak(s, 3))).toEqual([0, 1, 2])
    expect([-1, 0, 1, 2, 3, 4, 5].filter((s) => tooWeak(s, 0))).toEqual([])
  })

  it('scores a mismatch as 5, without zxcvbn as −1, else with zxcvbn and the disallowed words', () => {
    const seen: unknown[] = []
    const fake = (pw: string, inputs: string[]) => (seen.push([pw, inputs]), { score: pw.length > 8 ? 4 : 1 })
    expect(passwordScore('abc', [], 'abd', fake)).toBe(5)
    expect(passwordScore('abc', [], '', undefined)).toBe(-1)
    expect(passwordScore('abc', [], 'abc', fake)).toBe(1)
    expect(passwordScore('long enough', ['demo'], undefined, fake)).toBe(4)
    expect(seen.at(-1)).toEqual(['long enough', ['demo']])
    passwordScore('x'.repeat(500), [], undefined, fake)
    expect((seen.at(-1) as string[])[0]).toHaveLength(100)
  })
})

describe('holding back the submit buttons', () => {
  const base = { value: 'abc', score: 1, min: 3, checkout: false, stopCheckout: false }
  it('blocks a non-empty value whose known score is below the minimum', () => {
    expect(blocksSubmit(base)).toBe(true)
    expect(blocksSubmit({ ...base, value: '' })).toBe(false)
    expect(blocksSubmit({ ...base, score: -1 })).toBe(false)
    expect(blocksSubmit({ ...base, score: 3 })).toBe(false)
    expect(blocksSubmit({ ...base, score: 5 })).toBe(false)
  })

  it("never blocks with the shop's minimum 0", () => {
    for (const score of [-1, 0, 1, 2, 3, 4, 5]) expect(blocksSubmit({ ...base, score, min: 0 })).toBe(false)
  })

  it('blocks at checkout only when stop_checkout is set', () => {
    expect(blocksSubmit({ ...base, checkout: true })).toBe(false)
    expect(blocksSubmit({ ...base, checkout: true, stopCheckout: true })).toBe(true)
    expect(blocksSubmit({ ...base, checkout: true, stopCheckout: true, score: -1 })).toBe(false)
  })
})

describe('disallowed words', () => {
  it('splits on non-letters, keeps Estonian letters, drops words under 4 characters and repeats', () => {
    expect(disallowedWords(['Saar – Eesti käsitöö pood', 'demo@example.ee', 'demo', null, undefined, '', 'Jüri Õun'])).toEqual([
      'Saar',
      'Eesti',
      'käsitöö',
      'pood',
      'demo',
      'example',
      'Jüri',
    ])
  })
})

describe('webview detection', () => {
  const ua = {
    chromeDesktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    iosFacebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.40.97;FBBV/123]',
    iosInstagram: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 335.0.3.19.94',
    iosWkWebView: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    androidWebView: 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36',
    androidFacebook: 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.43.108;]',
  }
  it('tells embedded webviews from browsers', () => {
    expect(Object.fromEntries(Object.entries(ua).map(([name, s]) => [name, isWebview(s)]))).toEqual({
      chromeDesktop: false,
      iosSafari: false,
      iosChrome: false,
      iosFacebook: true,
      iosInstagram: true,
      iosWkWebView: true,
      androidChrome: false,
      androidWebView: true,
      androidFacebook: true,
    })
  })

  it("tells an iPad app's webview (a desktop 'Macintosh' user agent with touch and no Safari token) from Safari and Mac apps", () => {
    const ipadWebView = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)'
    const ipadSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
    expect([isWebview(ipadWebView, 5), isWebview(ipadSafari, 5), isWebview(ipadWebView, 0), isWebview(ipadWebView)]).toEqual([true, false, false, false])
  })

  it('refuses Google in every webview, Facebook only in other apps’ Android WebViews, and what settings list', () => {
    expect(refusesWebview('google', ua.iosFacebook, ['google'])).toBe(true)
    expect(refusesWebview('facebook', ua.iosFacebook, ['google'])).toBe(false)
    expect(refusesWebview('facebook', ua.androidFacebook, ['google'])).toBe(false)
    expect(refusesWebview('facebook', ua.androidWebView, ['google'])).toBe(true)
    expect(refusesWebview('google', ua.androidWebView, [])).toBe(false)
    expect(refusesWebview('twitter', ua.iosWkWebView, ['google', 'twitter'])).toBe(true)
  })

  it('forces the same window in a webview, else follows the setting with the popup as default', () => {
    expect(socialTarget(undefined, false)).toBe('prefer-popup')
    expect(socialTarget('nonsense', false)).toBe('prefer-popup')
    expect(socialTarget('prefer-new-tab', false)).toBe('prefer-new-tab')
    expect(socialTarget('prefer-same-window', false)).toBe('prefer-same-window')
    expect(socialTarget('prefer-popup', true)).toBe('prefer-same-window')
    expect(socialTarget('prefer-new-tab', true)).toBe('prefer-same-window')
  })
})

describe('social login URL and popup', () => {
  it('adds the redirect (the current page for "current") and display=popup for popups', () => {
    const here = 'https://pood.ee/minu-konto/?a=1'
    expect(loginUrl('/wp-login.php?loginSocial=google', 'current', true, here)).toBe(
      'https://pood.ee/wp-login.php?loginSocial=google&redirect=https%3A%2F%2Fpood.ee%2Fminu-konto%2F%3Fa%3D1&display=popup',
    )
    expect(loginUrl('/wp-login.php?loginSocial=google&redirect=x', 'current', false, here)).toBe('https://pood.ee/wp-login.php?loginSocial=google&redirect=x')
    expect(loginUrl('/wp-login.php?loginSocial=facebook', undefined, false, here)).toBe('https://pood.ee/wp-login.php?loginSocial=facebook')
  })

  it('sizes the popup from the button and centres it, never larger than the window', () => {
    const win = { screenX: 100, screenY: 50, outerWidth: 1200, outerHeight: 800 }
    expect(popupFeatures(600, 600, win)).toBe('width=600,height=600,left=400,top=150,scrollbars=yes,resizable=yes')
    expect(popupFeatures(475, 175, win)).toBe('width=475,height=175,left=463,top=363,scrollbars=yes,resizable=yes')
    expect(popupFeatures(NaN, 2000, { screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 700 })).toBe('width=400,height=700,left=0,top=0,scrollbars=yes,resizable=yes')
  })
})
