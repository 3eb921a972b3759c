import { describe, expect, it } from 'vitest'
import { format, languageOf, t } from '../../src/i18n'
import * as messages from '../../src/messages'
import { printSettings } from '../dom/helpers'

describe('i18n', () => {
  it.each([['et', 'et'], ['et_EE', 'et'], ['en', 'en'], ['en-GB', 'en'], ['en_US', 'en'], ['fi', 'et'], ['', 'et'], ['eng', 'et']])(
    'locale %j speaks %s',
    (locale, lang) => expect(languageOf(locale)).toBe(lang),
  )

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('{n} minutit tagasi {x}', { n: 5 })).toBe('5 minutit tagasi {x}')
  })

  it('is Estonian by default, with the spec strings verbatim', () => {
    printSettings({})
    expect(t(messages.requiredRating)).toBe('Palun vali hinnang')
    expect(t(messages.passwordError)).toBe('Palun sisesta keerukam salasõna.')
  })

  // Every English string the spec quotes (§4 states, §5 validation, §8 error catalogue, §9 constants), by message.
  const specEnglish: [keyof typeof messages, string][] = [
    ['viewCart', 'View cart'], // §4 "added (with a View cart link …)"
    ['passwordMismatch', 'Your passwords do not match, please re-enter them.'], // §5
    ['makeASelection', 'Please select some product options before adding this product to your cart.'], // §8
    ['imageLoadFailedViewer', 'The image could not be loaded.'],
    ['imageLoadFailedLightbox', 'The image #%curr% could not be loaded.'],
    ['imageLoadFailedZoom', 'The image could not be loaded'],
    ['loadingImage', 'Loading image'],
    ['noResults', 'No results'],
    ['providerNoWebview', "The selected provider doesn't support embedded browsers!"],
    ['redirectTitle', 'Hold On'],
    ['redirectText', 'You are being redirected to another page, it may take a few seconds.'],
    ['noRenderer', 'No renderer found'],
    ['pleaseWait', 'Please wait...'], // §9
    ['closeEsc', 'Close (Esc)'],
  ]
  it.each(specEnglish)('English catalogue: %s is the spec text %j verbatim', (name, text) => {
    printSettings({ locale: 'en' })
    expect(t(messages[name])).toBe(text)
  })

  const specEstonian: [keyof typeof messages, string][] = [
    ['requiredRating', 'Palun vali hinnang'],
    ['passwordError', 'Palun sisesta keerukam salasõna.'],
  ]
  it.each(specEstonian)('Estonian catalogue (the default): %s is the spec text %j verbatim', (name, text) => {
    printSettings({})
    expect(t(messages[name])).toBe(text)
  })

  it('has every kind of message the spec names without wording, in both languages', () => {
    const kinds: (keyof typeof messages)[] = [
      // select box (§8)
      'selectNoResults', 'selectErrorLoading', 'selectInputTooShort', 'selectInputTooLong', 'selectMaximumSelected', 'selectSearching', 'selectLoadingMore',
      // notification popup's "time ago" (§9, the popup's str_* strings)
      'timeAbout', 'timeAgo', 'timeDay', 'timeDays', 'timeHour', 'timeHours', 'timeMinute', 'timeMinutes', 'timeSeconds', 'timeFewSeconds',
      // media player (§8), edit links (§6), Flatsome's menu labels
      'mediaCannotPlay', 'mediaDownloadFile', 'editBlock', 'editWithBuilder', 'editInBackend', 'mainMenu', 'toggleButton', 'menuBack',
      // variation form (§8, wording not shown)
      'unavailableVariation', 'noMatchingVariations',
    ]
    for (const name of kinds) {
      expect(messages[name], name).toBeDefined()
      expect(messages[name].et, name).not.toBe(messages[name].en)
    }
  })

  it('lets settings override any string by key', () => {
    printSettings({ i18n: { noResults: 'Midagi ei leitud' } })
    expect(t(messages.noResults)).toBe('Midagi ei leitud')
  })

  it('gives every message a distinct key equal to its export name, in both languages', () => {
    for (const [name, message] of Object.entries(messages)) {
      expect(message.key).toBe(name)
      expect(message.et.trim()).not.toBe('')
      expect(message.en.trim()).not.toBe('')
    }
  })
})
