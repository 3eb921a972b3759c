/**
 * The stored choice in PixelYourSite's `pys_consent` format: what PHP decodes from the cookie, and what Saar makes of
 * any value it finds there (its own, PixelYourSite's, a tampered one).
 */
import { describe, expect, it } from 'vitest'
import { decodeChoice, encodeChoice } from '../../islands/tracking/consent/stored'

/** What PixelYourSite's PHP side reads: base64_decode, then json_decode. */
const asPhpReads = (value: string): unknown => JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
const b64 = (text: string) => Buffer.from(text).toString('base64')

describe('pys_consent', () => {
  it('holds each destination as PixelYourSite names them, Reddit following marketing', () => {
    expect(asPhpReads(encodeChoice({ analytics: true, marketing: false }))).toEqual({ facebook: false, ga: true, bing: false, pinterest: false, gtm: true, reddit: false })
    expect(asPhpReads(encodeChoice({ analytics: false, marketing: true, destinations: { pinterest: false, gtm: true } }))).toEqual({
      facebook: true, ga: false, bing: true, pinterest: false, gtm: true, reddit: true,
    })
  })

  it('gives back the choice it stored, percent-encoded as the cookie holds it or not', () => {
    for (const choice of [
      { analytics: false, marketing: false },
      { analytics: true, marketing: true },
      { analytics: true, marketing: false },
      { analytics: false, marketing: true },
    ]) {
      expect(decodeChoice(encodeChoice(choice))).toEqual(choice)
      expect(decodeChoice(encodeURIComponent(encodeChoice(choice)))).toEqual(choice)
    }
  })

  it('reads a choice PixelYourSite wrote itself (no reddit key); a grant split within a category grants none of it', () => {
    expect(decodeChoice(b64('{"facebook":true,"ga":false,"bing":true,"pinterest":true,"gtm":false}'))).toEqual({ analytics: false, marketing: true })
    expect(decodeChoice(b64('{"facebook":true,"ga":true,"bing":false,"pinterest":true,"gtm":true}'))).toEqual({ analytics: true, marketing: false })
    expect(decodeChoice(encodeChoice({ analytics: true, marketing: true, destinations: { ga: false } }))).toEqual({ analytics: false, marketing: true })
  })

  it('treats a tampered value as no choice, never an error', () => {
    for (const value of ['', '%%%', '%E0%A4%A', 'bm90IGpzb24', b64('null'), b64('[true,true]'), b64('"yes"'), b64('{"facebook":"true","ga":true,"bing":true,"pinterest":true,"gtm":true}'),
      b64('{"facebook":true,"ga":true,"bing":true,"pinterest":true}'), b64('{"facebook":1,"ga":1,"bing":1,"pinterest":1,"gtm":1}')])
      expect(decodeChoice(value), value).toBeUndefined()
  })
})
