/**
 * The pickup picker on the stand-in checkout, for both plugin families: choose the parcel method, search, pick,
 * see the checkout update carry the pick, reload and find it remembered, switch methods and back, ten refreshes
 * leave one picker, keyboard alone, the small-screen sheet, axe-core with the list open, hostile names as text.
 *
 * The stand-in serves no WooCommerce checkout.js (Saar does not replace it), so each page gets a reduced one: on a
 * shipping-rate or country change and on `update_checkout` it posts update_order_review with the serialized form,
 * swaps the returned fragments, gives focus back to the shipping rate that had it and fires `updated_checkout` —
 * through jQuery when the page has it.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { expectNoAxeViolations, useBrowser } from './browser'

const b = useBrowser()

function wcCheckoutStandIn(): void {
  document.addEventListener('DOMContentLoaded', () => {
    const w = window as unknown as { jQuery?: (el: unknown) => { on(n: string, f: () => void): void; trigger(n: string, a: unknown[]): void }; wc_checkout_params: { update_order_review_nonce: string }; updates: number }
    const $ = w.jQuery
    const settings = JSON.parse(document.getElementById('saar-settings')!.textContent!) as { antiSpam: Record<string, string> }
    const on = (name: string, fn: () => void) => ($ ? $(document.body).on(name, fn) : document.body.addEventListener(name, fn))
    const fire = (name: string, data?: unknown) => ($ ? $(document.body).trigger(name, data ? [data] : []) : document.body.dispatchEvent(new CustomEvent(name, { bubbles: true, detail: data ? [data] : [] })))
    let timer: ReturnType<typeof setTimeout> | undefined
    w.updates = 0
    on('update_checkout', () => {
      clearTimeout(timer)
      timer = setTimeout(update, 5)
    })
    document.addEventListener('change', (e) => {
      if ((e.target as Element).matches('input.shipping_method, #billing_country')) fire('update_checkout')
    })
    async function update() {
      const form = document.querySelector<HTMLFormElement>('form.checkout')!
      const body = new URLSearchParams({ security: w.wc_checkout_params.update_order_review_nonce, ...settings.antiSpam })
      body.set('payment_method', form.querySelector<HTMLInputElement>('[name=payment_method]:checked')?.value ?? '')
      body.set('country', form.querySelector<HTMLSelectElement>('#billing_country')!.value)
      const rate = form.querySelector<HTMLInputElement>('input.shipping_method:checked, input.shipping_method[type=hidden]')
      if (rate) body.set('shipping_method[0]', rate.value)
      body.set('post_data', new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString())
      const data = (await (await fetch('/?wc-ajax=update_order_review', { method: 'POST', body })).json()) as { fragments: Record<string, string> }
      // As WooCommerce does, the shipping rate that had focus gets it back.
      const focused = document.activeElement?.matches('input.shipping_method') ? document.activeElement.id : ''
      for (const [selector, html] of Object.entries(data.fragments)) {
        const t = document.createElement('template')
        t.innerHTML = html
        document.querySelector(selector)?.replaceWith(t.content)
      }
      if (focused) document.getElementById(focused)?.focus()
      w.updates++
      fire('updated_checkout', data)
    }
  })
}

async function openCheckout(query = '', options?: Parameters<typeof b.page>[0]): Promise<Page> {
  const page = await b.page(options)
  await page.addInitScript(wcCheckoutStandIn)
  await page.goto(`/kassa/?add-to-cart=101${query}`)
  await page.goto(`/kassa/${query.replace(/^&/, '?')}`)
  return page
}

const combobox = (page: Page) => page.locator('.saar-pickup [role=combobox]')
const updates = (page: Page) => page.evaluate(() => (window as unknown as { updates: number }).updates)
const reviewPosts = () => b.requests.filter((r) => r.url().includes('wc-ajax=update_order_review')).map((r) => new URLSearchParams(new URLSearchParams(r.postData() ?? '').get('post_data') ?? ''))

async function chooseRate(page: Page, id: string) {
  const before = await updates(page)
  await page.check(`#shipping_method_0_${id}`)
  await expect.poll(() => updates(page)).toBeGreaterThan(before)
}

describe('terminal-search family (DPD Baltic)', () => {
  it('searches, picks, updates the checkout, remembers the pick through reload and method switches; names are text', async () => {
    const page = await openCheckout('&jquery=1')
    await chooseRate(page, 'dpd_parcels')
    await expect.poll(() => combobox(page).count(), { timeout: 5000 }).toBe(1)
    await expect.poll(() => page.locator('.custom-dropdown').isVisible()).toBe(false)
    await combobox(page).fill('tartu')
    const options = page.locator('.saar-pickup [role=option]')
    await expect.poll(() => options.allTextContents()).toContain('Tartu <img src=x onerror=alert(1)> pakiautomaatKüüni 5 <b>, 51004')
    expect(await page.locator('.saar-pickup img, .saar-pickup b').count()).toBe(0)
    expect(await page.evaluate(() => (window as { alerted?: boolean }).alerted)).toBeUndefined()
    await expect.poll(() => page.locator('.saar-pickup [role=group] > [role=presentation]').allTextContents()).toEqual(['Tartu'])
    await expectNoAxeViolations(page) // list open
    await combobox(page).fill('tartu selver')
    await expect.poll(() => options.count()).toBe(2)
    await options.filter({ hasText: 'Raadi' }).click()
    await expect.poll(() => reviewPosts().at(-1)?.get('wc_shipping_dpd_parcels_terminal')).toBe('EE90019')
    await expect.poll(() => page.locator('.saar-pickup p').first().textContent()).toContain('Tartu Raadi Selveri pakiautomaat')
    expect(await page.inputValue('#wc_shipping_dpd_parcels_terminal')).toBe('EE90019')
    const session = b.requests.find((r) => r.postData()?.includes('action=set_checkout_session'))!
    expect(new URLSearchParams(session.postData()!).get('cod')).toBe('1')

    await page.reload()
    await expect.poll(() => page.locator('.saar-pickup p').first().textContent(), { timeout: 5000 }).toContain('Tartu Raadi Selveri pakiautomaat')
    expect(await page.inputValue('#wc_shipping_dpd_parcels_terminal')).toBe('EE90019')

    await chooseRate(page, 'flat_rate1')
    expect(await page.locator('.saar-pickup').count()).toBe(0)
    await chooseRate(page, 'dpd_parcels')
    await expect.poll(() => page.locator('.saar-pickup p').first().textContent()).toContain('Tartu Raadi Selveri pakiautomaat')
    expect(await page.locator('.saar-pickup').count()).toBe(1)
  })

  it('ten checkout refreshes leave exactly one picker, keeping what was typed', async () => {
    const page = await openCheckout('&jquery=1')
    await chooseRate(page, 'dpd_parcels')
    await expect.poll(() => combobox(page).count(), { timeout: 5000 }).toBe(1)
    await combobox(page).fill('pärnu')
    const before = await updates(page)
    for (let i = 0; i < 10; i++) {
      await page.evaluate(() => (window as unknown as { jQuery: (el: unknown) => { trigger(n: string): void } }).jQuery(document.body).trigger('update_checkout'))
      await expect.poll(() => updates(page)).toBe(before + i + 1)
    }
    expect(await page.locator('.saar-pickup').count()).toBe(1)
    expect(await page.locator('#order_review .custom-dropdown').count()).toBe(1)
    expect(await combobox(page).inputValue()).toBe('pärnu')
  })

  it('works by keyboard alone: rate, search, arrows, Enter; focus stays on the picker through the refresh', async () => {
    const page = await openCheckout()
    await page.focus('#shipping_method_0_flat_rate1')
    await page.keyboard.press('ArrowDown') // radios: the next rate is DPD
    await expect.poll(() => page.isChecked('#shipping_method_0_dpd_parcels')).toBe(true)
    await expect.poll(() => combobox(page).count(), { timeout: 5000 }).toBe(1)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox')
    await page.keyboard.type('tartu anne selv')
    await expect.poll(() => page.locator('.saar-pickup [role=option]').allTextContents()).toEqual(['Tartu Anne Selveri pakiautomaatKalda tee 43, 50104'])
    await page.keyboard.press('ArrowDown')
    expect(await combobox(page).getAttribute('aria-activedescendant')).toBeTruthy()
    await page.keyboard.press('Enter')
    await expect.poll(() => reviewPosts().at(-1)?.get('wc_shipping_dpd_parcels_terminal')).toBe('EE90013')
    expect(page.url()).toContain('/kassa/') // Enter did not submit the order
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox')
    // Escape closes an open list without leaving the picker.
    await page.keyboard.press('ArrowDown')
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('false')
  })

  it('is a full-screen dialog on a small screen, with focus kept inside', async () => {
    const page = await openCheckout()
    await page.setViewportSize({ width: 375, height: 700 })
    await chooseRate(page, 'dpd_parcels')
    await expect.poll(() => combobox(page).count(), { timeout: 5000 }).toBe(1)
    await combobox(page).click()
    const dialog = page.locator('.saar-pickup[role=dialog][aria-modal=true]')
    await expect.poll(() => dialog.count()).toBe(1)
    expect(await dialog.evaluate((el) => { const r = el.getBoundingClientRect(); return [r.width, r.height] })).toEqual([375, 700])
    await expectNoAxeViolations(page)
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await combobox(page).focus()
    await page.keyboard.press('Escape')
    expect(await dialog.count()).toBe(0)
  })
})

describe('cascading family (E-Abi)', () => {
  it('searches every office, picks into the selects, updates the checkout, remembers through reload and method switches, clears', async () => {
    const page = await openCheckout()
    await chooseRate(page, 'eabi_omniva_parcelterminal')
    await expect.poll(() => combobox(page).count(), { timeout: 5000 }).toBe(1)
    expect(await page.locator('#eabi_postoffice_pickup_location').isVisible()).toBe(false)
    await combobox(page).fill('tartu')
    const options = page.locator('.saar-pickup [role=option]')
    await expect.poll(() => options.count()).toBeGreaterThan(1)
    await expectNoAxeViolations(page) // list open
    await combobox(page).fill('tartu selver')
    await expect.poll(() => options.allTextContents()).toEqual(['Tartu Anne Selveri Omniva pakiautomaat'])
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect.poll(() => reviewPosts().at(-1)?.get('eabi_postoffice_pickup_location')).toBe('9006')
    expect(reviewPosts().at(-1)?.get('eabi_postoffice_pickup_group')).toBe('2')
    await expect.poll(() => page.inputValue('#eabi_postoffice_pickup_location')).toBe('9006')

    await page.reload()
    await expect.poll(() => page.locator('.saar-pickup p').first().textContent(), { timeout: 5000 }).toBe('Tartu Anne Selveri Omniva pakiautomaat')
    await chooseRate(page, 'local_pickup3')
    expect(await page.locator('.saar-pickup').count()).toBe(0)
    await chooseRate(page, 'eabi_omniva_parcelterminal')
    await expect.poll(() => page.locator('.saar-pickup p').first().textContent()).toBe('Tartu Anne Selveri Omniva pakiautomaat')

    await page.getByRole('button', { name: 'Tühjenda pakiautomaadi valik' }).click()
    await expect.poll(() => b.requests.some((r) => /action=eabi_postoffice_save_office.*clear=1/.test(r.postData() ?? ''))).toBe(true)
    await expect.poll(() => page.locator('.saar-pickup p').first().textContent()).toBe('Pakiautomaat on valimata')
    expect(await page.inputValue('#eabi_postoffice_pickup_location')).toBe('')
  })
})
