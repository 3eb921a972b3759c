/**
 * The stored choice in PixelYourSite's `pys_consent` format: what PHP decodes from the cookie, and what Saar makes of
 * any value it finds there (a tool's, PixelYourSite's own, a tampered one).
 */
import { describe, expect, it } from 'vitest'
import { decodeChoice, encodeChoice } from '../../islands/tracking/consent/stored'
import type { Choice } from '../../islands/tracking/consent/types'
import { allows } from '../../src/consent'

/** What PixelYourSite's PHP side reads: base64_decode, then json_decode. */
const asPhpReads = (value: string): unknown => JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
const b64 = (text: string) => Buffer.from(text).toString('base64')

describe('pys_consent', () => {
  it('holds each destination as PixelYourSite names them, in its order, Reddit following marketing', () => {
    expect(Object.entries(asPhpReads(encodeChoice({ analytics: true, marketing: false }))!)).toEqual([
      ['facebook', false], ['ga', true], ['bing', false], ['pinterest', false], ['gtm', true], ['reddit', false],
    ])
    expect(asPhpReads(encodeChoice({ analytics: false, marketing: true, destinations: { pinterest: false, gtm: true } }))).toEqual({
      facebook: true, ga: false, bing: true, pinterest: false, gtm: true, reddit: true,
    })
  })

  it('gives back the choice it stored', () => {
    for (const choice of [
      { analytics: false, marketing: false, destinations: {} },
      { analytics: true, marketing: true, destinations: {} },
      { analytics: true, marketing: false, destinations: {} },
    ])
      expect(decodeChoice(encodeChoice(choice))).toEqual(choice)
  })

  it('gives back what each destination was granted, whatever the overrides', () => {
    const granted = (choice: Choice) => (['facebook', 'ga', 'gtm', 'pinterest', 'bing'] as const).map((d) => allows(d, { decided: true, source: 'saar', destinations: {}, ...choice }))
    for (const choice of [
      { analytics: true, marketing: true, destinations: { ga: false } },
      { analytics: false, marketing: true, destinations: { bing: false } },
      { analytics: false, marketing: false, destinations: { gtm: true, facebook: true } },
      { analytics: true, marketing: false, destinations: { ga: true, pinterest: true } },
    ])
      expect(granted(decodeChoice(encodeChoice(choice))!)).toEqual(granted(choice))
  })

  it('reads a choice PixelYourSite wrote itself (no reddit key), a grant split within a category as overrides', () => {
    expect(decodeChoice(b64('{"facebook":true,"ga":false,"bing":true,"pinterest":true,"gtm":false}'))).toEqual({ analytics: false, marketing: true, destinations: {} })
    expect(decodeChoice(b64('{"facebook":true,"ga":true,"bing":false,"pinterest":true,"gtm":false}'))).toEqual({
      analytics: false, marketing: false, destinations: { facebook: true, pinterest: true, ga: true },
    })
  })

  it('treats a tampered value as no choice, never an error', () => {
    for (const value of ['', '%%%', 'bm90IGpzb24', b64('null'), b64('[true,true]'), b64('"yes"'), b64('{"facebook":"true","ga":true,"bing":true,"pinterest":true,"gtm":true}'),
      b64('{"facebook":true,"ga":true,"bing":true,"pinterest":true}'), b64('{"facebook":1,"ga":1,"bing":1,"pinterest":1,"gtm":1}')])
      expect(decodeChoice(value), value).toBeUndefined()
  })
})
