/**
 * Flatsome's mobile menu (`#main-menu.mobile-sidebar`) inside its panel, set up the first time it opens (its markup
 * waits hidden till then, so nothing on the page moves): what flatsome.js's `sidebar-slider`, `toggle` and
 * `sidebar-tabs` behaviours did, keyboard and screen-reader ready.
 *
 * - Levels (`.mobile-sidebar-slide`, `data-levels` 1 or 2, the theme's "slide" submenu effect): a submenu's opener
 *   (its `button.toggle`, made where missing; a `#` link; any parent link under `body.mobile-submenu-toggle`)
 *   slides the menu to it: the parent list `is-current-parent`, the submenu `is-current-slide`, `.sidebar-menu`
 *   shifted a width per level (the other way right to left), the opener `aria-expanded`. Each submenu starts with
 *   Flatsome's back header (`li.nav-slide-header > button.toggle`: the parent's name, else "Peamenüü"), which gets
 *   focus on the way in; the back button slides out again (the level stays drawn for 300 ms, Flatsome's slide, none
 *   under reduced motion) and focus goes back to the opener. What the level covers is `inert` (Flatsome left the
 *   off-screen links tabbable), and closing the panel puts the menu back at its top level.
 * - Otherwise submenus are accordions: a `button.toggle` (made where missing) before each, its `li` `has-child` and
 *   `active` when open (`.current-cat-parent` starts open), the button `aria-expanded` (Flatsome put it on the `li`);
 *   a `#` link, or any parent link under `body.mobile-submenu-toggle`, toggles too. A closed submenu is `inert`.
 * - The menu's tabs (`.sidebar-menu-tabs`) are tabs: each shows the `ul.nav-sidebar` of its `data-tab`, with arrow
 *   keys, Home and End.
 */
import { isRtl } from '../../src/direction'
import { t } from '../../src/i18n'
import { rove } from '../../src/keys'
import { mainMenu, menuBack, submenu } from '../../src/messages'
import { prefersReducedMotion } from '../../src/motion'

/** How long a level stays drawn while it slides out (flatsome.js's `sidebar-slider`). */
export const SLIDE_MS = 300

const resets = new WeakMap<HTMLElement, () => void>()
const children = (el: Element, selector: string): HTMLElement[] => Array.from(el.children).filter((c): c is HTMLElement => c.matches(selector))
const textOf = (el: Element | undefined): string => el?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

function button(className: string, icon: string, text = ''): HTMLButtonElement {
  const el = document.createElement('button')
  const i = document.createElement('i')
  el.type = 'button'
  el.className = className
  i.className = icon
  i.setAttribute('aria-hidden', 'true')
  el.append(i, text)
  return el
}

/** A submenu's toggle button: the one Flatsome's markup or script left, else a new one. */
function toggleOf(sub: HTMLElement, icon: string): HTMLButtonElement {
  const li = sub.parentElement!
  let toggle = children(li, 'button.toggle')[0] as HTMLButtonElement | undefined
  if (!toggle) sub.before((toggle = button('toggle', icon)))
  toggle.type = 'button'
  toggle.setAttribute('aria-label', t(submenu, { title: textOf(children(li, 'a')[0]) }))
  toggle.setAttribute('aria-expanded', 'false')
  return toggle
}

/** What opens or toggles `sub`: its toggle button, a `#` parent link, any parent link in `mobile-submenu-toggle`. */
function openersOf(sub: HTMLElement, toggle: HTMLElement): HTMLElement[] {
  const all = document.body.classList.contains('mobile-submenu-toggle')
  return [toggle, ...children(sub.parentElement!, 'a').filter((a) => all || a.getAttribute('href') == '#')]
}

/** The tabs of the menu: `a.sidebar-menu-tabs__tab-link` each showing the `ul.nav-sidebar[data-tab]` of its place. */
function mountTabs(root: HTMLElement): void {
  for (const list of Array.from(root.querySelectorAll<HTMLElement>('.sidebar-menu-tabs'))) {
    const tabs = children(list, '.sidebar-menu-tabs__tab')
    const links = tabs.map((tab) => tab.querySelector<HTMLElement>('a') ?? tab)
    const panels = children(list.parentElement!, 'ul.nav-sidebar[data-tab]')
    const select = (i: number): void => {
      tabs.forEach((tab, j) => {
        tab.classList.toggle('active', i == j)
        links[j]!.setAttribute('aria-selected', String(i == j))
        links[j]!.tabIndex = i == j ? 0 : -1
      })
      for (const panel of panels) panel.classList.toggle('hidden', panel.dataset.tab != String(i + 1))
    }
    list.setAttribute('role', 'tablist')
    tabs.forEach((tab, i) => {
      tab.setAttribute('role', 'presentation')
      links[i]!.setAttribute('role', 'tab')
      const panel = panels.find((p) => p.dataset.tab == String(i + 1))
      if (panel) links[i]!.setAttribute('aria-controls', (panel.id ||= `saar-menu-tab-${i + 1}`))
    })
    select(Math.max(0, tabs.findIndex((tab) => tab.classList.contains('active'))))
    list.addEventListener('click', (event) => {
      const i = links.findIndex((link) => link.contains(event.target as Node))
      if (i >= 0) event.preventDefault(), select(i)
    })
    list.addEventListener('keydown', (event) => {
      const i = rove(event, links)
      if (i !== undefined) select(i)
    })
  }
}

/** Accordion submenus: a toggle before each, `active` on its `li` while open. */
function mountToggles(root: HTMLElement): void {
  for (const sub of Array.from(root.querySelectorAll<HTMLElement>('.nav ul.children, .menu .sub-menu, .widget ul.children'))) {
    const li = sub.parentElement!
    const toggle = toggleOf(sub, 'icon-angle-down')
    const set = (on: boolean): void => {
      li.classList.toggle('active', on)
      toggle.setAttribute('aria-expanded', String(on))
      sub.inert = !on
    }
    li.classList.add('has-child')
    li.removeAttribute('aria-expanded')
    set(li.classList.contains('active') || li.classList.contains('current-cat-parent'))
    li.classList.remove('current-cat-parent')
    for (const opener of openersOf(sub, toggle))
      opener.addEventListener('click', (event) => {
        event.preventDefault()
        set(!li.classList.contains('active'))
      })
  }
}

/** Slide levels: returns what puts the menu back at its top level. */
function mountLevels(root: HTMLElement): () => void {
  const sidebar = root.querySelector<HTMLElement>('.sidebar-menu')
  if (!sidebar) return () => {}
  const deep = Number(root.dataset.levels) > 1
  const fenced = new Set<HTMLElement>()
  /** The open levels, outermost first, each with its opener. */
  const path: Array<[sub: HTMLElement, opener: HTMLElement]> = []
  const timers: Array<ReturnType<typeof setTimeout>> = []

  /** Everything beside the innermost open level (up to the menu) is inert; nothing is at the top level. */
  const fence = (): void => {
    for (const el of fenced) el.inert = false
    fenced.clear()
    const sub = path[path.length - 1]?.[0]
    for (let node = sub; node && node != sidebar; node = node.parentElement ?? undefined)
      for (const sibling of Array.from(node.parentElement?.children ?? []))
        if (sibling != node && sibling instanceof HTMLElement && !sibling.inert) fenced.add(sibling), (sibling.inert = true)
  }
  const shift = (): void => {
    const depth = path.length
    sidebar.style.transform = depth ? `translateX(${isRtl(sidebar) ? '' : '-'}${depth * 100}%)` : ''
  }

  for (const nav of children(sidebar, '.nav-sidebar')) {
    const subs = children(nav, 'li').flatMap((li) => children(li, 'ul.children, .sub-menu'))
    if (deep) subs.push(...subs.flatMap((sub) => children(sub, 'li').flatMap((li) => children(li, 'ul'))))
    for (const sub of subs) {
      const li = sub.parentElement!
      const toggle = toggleOf(sub, 'icon-angle-right')
      const title = textOf(children(li, 'a')[0]) || t(mainMenu)
      const back = button('toggle', 'icon-angle-left', title)
      const header = document.createElement('li')
      header.className = 'nav-slide-header pt-half pb-half'
      back.setAttribute('aria-label', `${t(menuBack)}: ${title}`)
      header.append(back)
      sub.prepend(header)
      for (const opener of openersOf(sub, toggle))
        opener.addEventListener('click', (event) => {
          event.preventDefault()
          if (path.some(([open]) => open == sub)) return
          path.push([sub, opener])
          li.parentElement!.classList.add('is-current-parent')
          sub.classList.add('is-current-slide')
          toggle.setAttribute('aria-expanded', 'true')
          shift()
          fence()
          back.focus({ preventScroll: true })
        })
      back.addEventListener('click', () => {
        const at = path.findIndex(([open]) => open == sub)
        if (at < 0) return
        const [, opener] = path.splice(at)[0]!
        shift()
        fence()
        li.classList.remove('active')
        toggle.setAttribute('aria-expanded', 'false')
        opener.focus({ preventScroll: true })
        timers.push(
          setTimeout(() => {
            // Drawn while it slides out, unless it was opened again meanwhile.
            if (path.some(([open]) => open == sub)) return
            sub.classList.remove('is-current-slide')
            li.parentElement!.classList.remove('is-current-parent')
          }, prefersReducedMotion() ? 0 : SLIDE_MS),
        )
      })
    }
  }
  return () => {
    timers.forEach(clearTimeout)
    for (const [sub] of path.splice(0)) {
      sub.classList.remove('is-current-slide')
      sub.parentElement!.parentElement!.classList.remove('is-current-parent')
      children(sub.parentElement!, 'button.toggle')[0]?.setAttribute('aria-expanded', 'false')
    }
    shift()
    fence()
  }
}

/**
 * Sets up the menus inside a panel's element the first time it opens (nothing for an element without any).
 * Returns what puts it back as it first showed when the panel closes (slide levels back at the top).
 */
export function prepareMenu(root: HTMLElement): () => void {
  let reset = resets.get(root)
  if (!reset) {
    mountTabs(root)
    if (root.matches('.mobile-sidebar-slide')) reset = mountLevels(root)
    else mountToggles(root), (reset = () => {})
    resets.set(root, reset)
  }
  return reset
}
