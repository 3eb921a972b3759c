/**
 * Threaded comment replies on the stand-in's post in Chromium: the post script carries only their trigger, and the
 * reply code (the on-demand `comments` bundle) is not fetched with the page but at the first approach to a reply
 * link; a click before it is here is held and done once it is; by keyboard a reply moves the form under the comment,
 * focuses its field and is announced, and cancel brings it back; the links still work as links when the code cannot
 * come; and beside WordPress's comment-reply.js (`?stock=1`) Saar fetches nothing and leaves the reply to it.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { builtFile, expectNoAxeViolations, holdBack, useBrowser } from './browser'

const b = useBrowser()

const POST = '/blogi/villaste-riiete-hooldus/'
const fetched = (name: string) => b.requests.filter((r) => builtFile(name).test(r.url())).length
const parent = (page: Page) => page.inputValue('#comment_parent')
/** The id of the element the comment form now follows (a comment's body after a reply). */
const formAfter = (page: Page) => page.evaluate(() => {
  const before = document.getElementById('respond')!.previousElementSibling
  return before?.id || before?.className
})
const focused = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.id || document.activeElement?.className)
const announced = (page: Page) => page.locator('.saar-live-region[aria-live=polite]').textContent()


describe('comment replies on a post', () => {
  it('load only the post script with the page; by keyboard a reply moves the form under the comment, said and focused, and cancel brings it back', async () => {
    const page = await b.page()
    await page.goto(POST)
    await page.waitForLoadState('networkidle')
    await b.flushRequests(page)
    expect(fetched('post')).toBe(1)
    expect(fetched('product')).toBe(0)
    expect(fetched('comments')).toBe(0) // nothing approached yet
    await expectNoAxeViolations(page, '#comments')

    const reply = page.locator('.comment-reply-link').first()
    const id = (await reply.getAttribute('data-commentid'))!
    const replyTo = (await reply.getAttribute('data-replyto'))!
    const place = await formAfter(page)
    await reply.focus() // Tab's focus: an approach
    await expect.poll(() => fetched('comments')).toBe(1)
    await page.keyboard.press('Enter')
    await expect.poll(() => parent(page)).toBe(id)
    expect(new URL(page.url()).search).toBe('') // moved in place, not reloaded with ?replytocom=
    expect(await formAfter(page)).toBe(`div-comment-${id}`)
    await expect.poll(() => focused(page)).toBe('comment')
    await expect.poll(() => announced(page)).toBe(replyTo)
    await expect.poll(() => page.locator('#reply-title').textContent()).toMatch(new RegExp(`^${replyTo}\\s*Tühista vastus$`))
    await expectNoAxeViolations(page, '#comments')

    await page.locator('#cancel-comment-reply-link').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => parent(page)).toBe('0')
    await expect.poll(() => page.locator('#cancel-comment-reply-link').isVisible()).toBe(false)
    expect(await formAfter(page)).toBe(place)
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.commentid)).toBe(id)
    await expect.poll(() => announced(page)).toBe('Vastamine tühistatud')
    expect(fetched('comments')).toBe(1)
  })

  it('hold a click made before the reply code arrives, and do the reply once it has, without a page load', async () => {
    const page = await b.page()
    const release = await holdBack(page, 'comments')
    await page.goto(POST)
    const reply = page.locator('.comment-reply-link').nth(1)
    const id = (await reply.getAttribute('data-commentid'))!
    await reply.click()
    await expect.poll(() => fetched('comments')).toBe(1)
    await b.flushRequests(page)
    expect(new URL(page.url()).search).toBe('') // the link was not followed
    expect(await parent(page)).toBe('0') // and nothing done yet
    release()
    await expect.poll(() => parent(page)).toBe(id)
    expect(await formAfter(page)).toBe(`div-comment-${id}`)
    await expect.poll(() => focused(page)).toBe('comment')
    expect(await page.locator('#wp-temp-form-div').count()).toBe(1)
    expect(new URL(page.url()).search).toBe('')
  })

  it('follow the reply link (?replytocom=) when the reply code cannot load', async () => {
    const page = await b.page()
    await page.route(builtFile('comments'), (route) => route.abort())
    await page.goto(POST)
    const reply = page.locator('.comment-reply-link').first()
    const id = (await reply.getAttribute('data-commentid'))!
    await reply.click()
    await expect.poll(() => new URL(page.url()).searchParams.get('replytocom')).toBe(id)
  })

  it("in stock mode leave the reply to WordPress's comment-reply.js: one handler, no reply code of Saar's fetched", async () => {
    const page = await b.page()
    const said: string[] = []
    page.on('console', (message) => void (message.text().startsWith('Saar:') && said.push(message.text())))
    await page.goto(`${POST}?stock=1`)
    await expect.poll(() => page.evaluate(() => typeof (window as { addComment?: unknown }).addComment)).toBe('object')
    await expect.poll(() => said).toContain('Saar: comment replies left to WordPress (comment-reply.js)')
    const reply = page.locator('.comment-reply-link').first()
    const id = (await reply.getAttribute('data-commentid'))!
    await reply.click()
    await expect.poll(() => page.locator('#respond').getAttribute('data-stock-reply')).toBe(id)
    expect(await parent(page)).toBe(id)
    expect(await formAfter(page)).toBe(`div-comment-${id}`)
    expect(await page.locator('#wp-temp-form-div').count()).toBe(1)
    await page.locator('#comment').focus()
    await b.flushRequests(page)
    expect(fetched('comments')).toBe(0)
    expect(new URL(page.url()).searchParams.get('replytocom')).toBeNull()
  })
})
