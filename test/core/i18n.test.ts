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

  it('has the spec English strings verbatim in English', () => {
    printSettings({ locale: 'en' })
    expect(t(messages.makeASelection)).toBe('Please select some product options before adding this product to your cart.')
    expect(t(messages.passwordMismatch)).toBe('Your passwords do not match, please re-enter them.')
    expect(t(messages.providerNoWebview)).toBe("The selected provider doesn't support embedded browsers!")
    expect(t(messages.redirectTitle)).toBe('Hold On')
    expect(t(messages.redirectText)).toBe('You are being redirected to another page, it may take a few seconds.')
    expect(t(messages.imageLoadFailedViewer)).toBe('The image could not be loaded.')
    expect(t(messages.imageLoadFailedLightbox)).toBe('The image #%curr% could not be loaded.')
    expect(t(messages.noResults)).toBe('No results')
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
