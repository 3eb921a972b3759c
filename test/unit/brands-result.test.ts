/**
 * Which answers of pw_brand_fetch_* the brand filter puts into its result area (islands/brands/choice.ts).
 */
import { describe, expect, it } from 'vitest'
import { isBrandResult } from '../../islands/brands/choice'

describe('isBrandResult', () => {
  it('takes the plugin’s result markup, an empty-result paragraph included', () => {
    expect(isBrandResult('<div class="wb-allview-cat-cnt"><h2 id="A">A</h2><ul class="wb-allview-items"><li>Aasa</li></ul></div>')).toBe(true)
    expect(isBrandResult('<ul class="wb-brandpro-list-cnt"><li>Villased sokid</li></ul>')).toBe(true)
    expect(isBrandResult('\n<p class="wb-brandpro-empty">Tooteid ei leitud.</p>')).toBe(true)
  })

  it('refuses -1, 0, an empty body and plain text', () => {
    for (const answer of ['-1', '0', '', '   \n', 'Nothing here']) expect(isBrandResult(answer), JSON.stringify(answer)).toBe(false)
  })

  it('refuses a PHP warning or error, with or without HTML errors, even in front of results', () => {
    for (const answer of [
      '<br />\n<b>Warning</b>:  Undefined variable $pw_brand in /var/www/wp-content/plugins/woo-brand/ajax.php on line <b>12</b><br />\n<ul><li>A</li></ul>',
      '<br />\n<b>Fatal error</b>:  Uncaught Error: Call to undefined function pw_get()',
      '<b>Notice</b>: Trying to access array offset<ul><li>A</li></ul>',
      '<b>Deprecated</b>: extract(): Passing null',
      'Warning: Undefined array key "other_settings" in /var/www/ajax.php on line 7\n<ul><li>A</li></ul>',
      'PHP Parse error: syntax error',
    ])
      expect(isBrandResult(answer), answer).toBe(false)
  })

  it('refuses a whole page (where a redirect to the login page leads)', () => {
    expect(isBrandResult('<!DOCTYPE html><html lang="et"><head><style>body{}</style></head><body><form class="login"></form></body></html>')).toBe(false)
    expect(isBrandResult('<html><body><ul><li>A</li></ul></body></html>')).toBe(false)
  })
})
