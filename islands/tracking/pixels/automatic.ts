/**
 * PixelYourSite's automatic events (`pysOptions.dynamicEvents`, tracking-consent.md §1.3), watched on the page and
 * handed to `fire`, which gives each its `event_id` and sends it where consent allows:
 * - `automatic_event_scroll`: once per page, when it has been scrolled past `scroll_percent`;
 * - `automatic_event_time_on_page`: once per page, `time_on_page` seconds after the navigation started. Counted from
 *   the start, as PixelYourSite counts it, so the owner's reports keep their meaning, and consent given late does
 *   not restart the clock: the shopper has been on the page all along;
 * - `automatic_event_download`: a click (primary or middle button, or a key) on a link to a file whose extension is
 *   listed in `extensions`, with `download_url`, `download_type` and `download_name`;
 * - `automatic_event_form`: a form's submit (not the comment, search, cart, checkout or coupon forms, nor the form
 *   plugins'), or a form plugin's "sent" event; only the latter with `enable_success_send_form`;
 * - `automatic_event_comment`: the comment form's submit.
 * Clicks and submits are heard on the document in the capture phase, so no other script can stop them first.
 * Templates may differ per destination (each carries its own percent, seconds or extensions): each fires with its own.
 */
import { pageJQuery } from '../../../src/events'
import type { PysOptions } from '../../../src/stock-globals'
import type { FireDynamic } from './fire'
import { COMMENT_FORM, fields, firstTime, list, numberOf, on, onScrollPast, some, templatesOf, type Stop, type Templates } from './watch'

const SCROLL = 'automatic_event_scroll'
const TIME = 'automatic_event_time_on_page'
const DOWNLOAD = 'automatic_event_download'
const FORM = 'automatic_event_form'
const COMMENT = 'automatic_event_comment'

/**
 * Forms whose submit is no generic form event, by their class (PixelYourSite's list, read as parts of the class so
 * that each plugin's variants are in): comments, search, sorting, add to cart, the cart, shipping calculator, checkout
 * and coupon, Easy Digital Downloads', and the form plugins', which have their "sent" events (below). Formidable's,
 * which PixelYourSite leaves in and so counts twice, are out too.
 */
const NOT_FORM_EVENTS = /comment-form|search|ordering|cart|shipping-calculator|checkout|edd_|wpcf7|forminator|wpforms|frm-/i

/** Whether a submit of `form` is a generic form event (search forms are also known by their role or WordPress's id). */
const isFormEvent = (form: Element): boolean =>
  !NOT_FORM_EVENTS.test(`${form.getAttribute('class')} ${form.getAttribute('role')} ${form.getAttribute('id')}`) && !form.closest('.nf-form-layout')

/** The text of the button that sent the form: the one pressed, else its first submit button. */
function submitText(form: Element, submitter?: Element | null): string {
  const button = submitter ?? form.querySelector('[type=submit]')
  return (button instanceof HTMLInputElement ? button.value : button?.textContent?.trim()) ?? ''
}

/**
 * The form plugins' "sent" events, triggered through jQuery (Forminator, WPForms and Fluent Forms on the form,
 * Formidable and Ninja Forms on the document with the form or its id in the arguments).
 */
const SENT = 'forminator:form:submit:success wpformsAjaxSubmitSuccess fluentform_submission_success frmFormComplete nfFormSubmitResponse'

/** The form a "sent" event names and its id, from wherever its plugin puts them. */
function sentForm(target: unknown, args: unknown[]): [Element | null, unknown] {
  const nf = fields(fields(fields(args[0]).response).data).form_id
  const form = target instanceof HTMLFormElement ? target : args[0] instanceof Element ? args[0] : document.getElementById(`nf-form-${String(nf)}-cont`)
  return [form, form?.querySelector<HTMLInputElement>('input[name=form_id]')?.value ?? form?.getAttribute('data-formid') ?? form?.getAttribute('data-form_id') ?? nf]
}

/** The templates grouped by a number each carries (its percent, its seconds): each group fires together. */
function byNumber(templates: Templates, field: string): Map<number, Templates> {
  const groups = new Map<number, Templates>()
  for (const [pixel, template] of Object.entries(templates) as [keyof Templates, Record<string, unknown>][]) {
    const n = numberOf(template[field], `${field} of ${pixel}`)
    if (n !== undefined) groups.set(n, { ...groups.get(n), [pixel]: template })
  }
  return groups
}

/** The extension of `name` that `extensions` lists (the longest: "tar.gz" before "gz"), in lower case; '' when none. */
const listedExtension = (name: string, extensions: unknown): string =>
  list(extensions).reduce<string>((found, e) => (typeof e == 'string' && e.length > found.length && name.toLowerCase().endsWith('.' + e.toLowerCase()) ? e.toLowerCase() : found), '')

/** A file name as the shopper reads it ("Mõõdud.pdf", not "M%C3%B5%C3%B5dud.pdf"); as it is when it is no valid escape. */
function readable(name: string): string {
  try {
    return decodeURIComponent(name)
  } catch {
    return name
  }
}

/** Starts watching for the automatic events `options` configures; returns what stops it. */
export function watchAutomatic(options: PysOptions, fire: FireDynamic): Stop {
  const events = options.dynamicEvents
  const stops: Stop[] = []

  const scroll = byNumber(templatesOf(events[SCROLL]), 'scroll_percent')
  if (scroll.size) stops.push(onScrollPast([...scroll.keys()], (percent) => firstTime(document, `${SCROLL}:${percent}`) && fire(SCROLL, scroll.get(percent)!)))

  for (const [seconds, group] of byNumber(templatesOf(events[TIME]), 'time_on_page')) {
    // performance.now() is the time since the navigation started; a delay beyond setTimeout's range would fire at once.
    const timer = setTimeout(() => firstTime(document, `${TIME}:${seconds}`) && fire(TIME, group), Math.min(seconds * 1000 - performance.now(), 2 ** 31 - 1))
    stops.push(() => clearTimeout(timer))
  }

  const downloads = templatesOf(events[DOWNLOAD])
  if (some(downloads)) {
    const download = (event: MouseEvent): void => {
      const link = event.target instanceof Element && event.target.closest('a[href]')
      if (!(link instanceof HTMLAnchorElement) || event.button > 1) return
      const url = options.enable_remove_download_url_param ? link.href.split(/[?#]/)[0]! : link.href
      const name = readable(link.pathname.split('/').pop()!)
      // The destinations whose own lists have the extension, together: one action, one event_id.
      const byType = new Map<string, Templates>()
      for (const [pixel, template] of Object.entries(downloads) as [keyof Templates, Record<string, unknown>][]) {
        const type = listedExtension(name, template.extensions)
        if (type) byType.set(type, { ...byType.get(type), [pixel]: template })
      }
      for (const [type, group] of byType) fire(DOWNLOAD, group, { download_url: url, download_type: type, download_name: name }, { link: true })
    }
    stops.push(on('click', download, true), on('auxclick', download, true))
  }

  const forms = templatesOf(events[FORM])
  const comments = templatesOf(events[COMMENT])
  const submit = (event: SubmitEvent): void => {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return
    if (form.matches(COMMENT_FORM)) {
      if (some(comments)) fire(COMMENT, comments)
    } else if (some(forms) && !options.enable_success_send_form && isFormEvent(form))
      fire(FORM, forms, { form_id: form.getAttribute('id') || undefined, form_class: form.getAttribute('class') || undefined, text: submitText(form, event.submitter) })
  }
  if (some(forms) || some(comments)) stops.push(on('submit', submit, true))

  if (some(forms)) {
    const sent = ([form, id]: [Element | null, unknown]): void => fire(FORM, forms, { form_id: id, text: form ? submitText(form) : '' })
    // Contact Form 7 dispatches a DOM event on its wrapper, the form's id in its detail.
    stops.push(on('wpcf7mailsent', (event) => event.target instanceof Element && sent([event.target, fields((event as CustomEvent).detail).contactFormId])))
    const $ = pageJQuery()
    const heard = (event: { originalEvent?: Event; target?: unknown }, ...args: unknown[]): void => sent(sentForm(event.target, args))
    $?.(document).on(SENT, heard)
    stops.push(() => $?.(document).off(SENT, heard))
  }
  return () => stops.forEach((stop) => stop())
}
