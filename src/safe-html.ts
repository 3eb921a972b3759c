/**
 * Showing the small pieces of markup WooCommerce embeds in data (a variation's `price_html`, `availability_html`,
 * description) without ever handing them to the HTML parser of the live page. The text is parsed in an inert
 * document (no scripts run, nothing loads) and rebuilt from a short list of formatting elements with only their
 * `class`; everything else becomes its text. A price keeps its `<del>`/`<ins>` and theme classes; an injected
 * `<img onerror>` or `<script>` becomes nothing but text.
 */

const ALLOWED = new Set(['SPAN', 'BDI', 'DEL', 'INS', 'P', 'SMALL', 'STRONG', 'EM', 'B', 'I', 'BR', 'ABBR', 'SUP', 'SUB', 'UL', 'OL', 'LI'])

function rebuild(source: Node, into: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) into.appendChild(doc.createTextNode(child.textContent ?? ''))
    else if (child instanceof Element || child.nodeType === 1) {
      const el = child as Element
      if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || el.tagName === 'TEMPLATE') continue
      if (ALLOWED.has(el.tagName)) {
        const copy = doc.createElement(el.tagName.toLowerCase())
        const cls = el.getAttribute('class')
        if (cls) copy.setAttribute('class', cls)
        if (el.getAttribute('aria-hidden') === 'true') copy.setAttribute('aria-hidden', 'true')
        rebuild(el, copy, doc)
        into.appendChild(copy)
      } else rebuild(el, into, doc)
    }
  }
}

import { trustedHTML } from './trusted-types'

/** `html` parsed in an inert document of its own: nothing in it runs, loads or touches the page. */
const inertBody = (html: string): HTMLElement => new DOMParser().parseFromString(trustedHTML(`<body>${html}</body>`), 'text/html').body

/**
 * `html` parsed into a template's content, inert (nothing runs or loads) and owned by `doc`: what Saar then cleans or
 * reads before any of it joins the page. The one place Saar hands server markup to the live document's parser.
 */
export function inertContent(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template')
  template.innerHTML = trustedHTML(html)
  return template.content
}

/** A fragment with the safe formatting of `html`, ready to insert; plain text stays plain text. */
export function safeFragment(html: string, doc: Document = document): DocumentFragment {
  const fragment = doc.createDocumentFragment()
  if (!html) return fragment
  rebuild(inertBody(html), fragment, doc)
  return fragment
}

/** The text a piece of markup shows, as it is: entities decoded (`&euro;`, `&nbsp;`), spaces kept. */
export const decodedText = (html: string): string => (html ? (inertBody(html).textContent ?? '') : '')

/** The text a piece of markup shows, for announcements. */
export function textOf(html: string): string {
  return html ? (inertBody(html).textContent ?? '').replace(/\s+/g, ' ').trim() : ''
}

/** Elements that only run, load or redirect something: never part of server markup put into the page. */
const ACTIVE = 'script,iframe,frame,object,embed,base,meta,link,style,template'

/**
 * Server markup the spec lets into the page as it is (cart fragments, brand results) as nodes, with everything
 * that could run taken out: elements that run or load code, `on*` handlers and javascript:/vbscript: URLs (in any
 * attribute: href, action, formaction, an SVG animation's `to`). Links, images, buttons and classes stay. One
 * function for fresh answers and for stored copies alike, so a copy tampered into storage can do no more.
 */
export function cleanFragment(html: string, doc: Document = document): DocumentFragment {
  const content = inertContent(html, doc)
  content.querySelectorAll(ACTIVE).forEach((el) => el.remove())
  for (const el of Array.from(content.querySelectorAll('*')))
    for (const { name, value } of Array.from(el.attributes))
      // Browsers ignore tabs, line breaks and leading controls in a URL: so does the check.
      if (/^on/i.test(name) || /^(java|vb)script:/i.test(value.replace(/[\0- ]/g, ''))) el.removeAttribute(name)
  return content
}
