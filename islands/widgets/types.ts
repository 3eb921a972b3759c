/**
 * The widget loader's contracts (spec §3 "Widget platform bootstrap data", "Domain record", "Customer record"):
 * what the widget host's files carry, and what the parts of the loader hand each other.
 */
import type { Helpers } from './platform/helpers'

/** The bootstrap of a domain id (`<static>/<c1>/<c2>/<id>/widgets.js`): where the platform's other files are. */
export interface Bootstrap {
  root: string
  domains: Record<string, unknown>
  staticURL: string
  dataURL: string
  bundleURL: string
  /** Widget type → its script's URL. */
  widgetURLs: Record<string, string>
  /** Widget type → the name of the installer its script defines. */
  widgetInstallerClasses: Record<string, string>
  version: string
  timestamp: number
  imageResize?: string
  captchaV2SiteKey?: string
  captchaV3SiteKey?: string
}

/** One widget of the domain: its id (`zbwid-<id>` in markup and links), its type and where it renders. */
export interface WidgetRecord {
  _id: string
  type: string
  container?: string
}

/** The domain record (every field of the spec's list may be there; the loader reads these). */
export interface DomainRecord extends Record<string, unknown> {
  id?: number
  secure_id?: string
  /** 0 no captcha, 1 reCAPTCHA v2 (normal size), 2 v3. */
  use_captcha?: number
  whatsapp_contact_id?: string
  facebook_fanpage?: string
  blocked_url_patterns?: string[]
}

/** The data file of a domain id: the records and the widgets. */
export interface WidgetData {
  domain: DomainRecord
  customer: Record<string, unknown>
  domainNames: string[]
  embedWidgets: WidgetRecord[]
  widgets: WidgetRecord[]
}

/** A call of the public API, kept until the loader can answer it. */
export interface QueuedCall {
  method: 'showWidget' | 'hideWidget'
  id: string
  resolve(shown: boolean): void
}

/**
 * The public API, `window.Zotabox` (the name shop-plugins.md §4.2 gives Zotabox's; pages otherwise link
 * `#zbwid-<id>`, which the loader answers too). The first-load `widgets` script installs it once with queueing
 * methods; the on-demand loader replaces them in place and adds the rest.
 */
export interface WidgetApi {
  /** Shows the widget and opens its popup or chat box; resolves false for an unknown id (or a widget that failed). */
  showWidget(id: string): Promise<boolean>
  /** Hides the widget; resolves false for an unknown id. */
  hideWidget(id: string): Promise<boolean>
  /** Set by the loader: how a widget script registers its installer (islands/widgets/modules.ts). */
  define?: DefineWidget
  /** Set by the loader: always refused (no eval); reported as `fromtexteval`. */
  fromText?: (name: string, text: string) => void
  /** True once the loader has initialised every widget (then the document gets `zotabox:initialized`). */
  initialized?: boolean
}

/** A widget script's registration: the installer class's name (the bootstrap's `widgetInstallerClasses`) and the installer. */
export type DefineWidget = (name: string, installer: WidgetInstaller) => void

/** What an installer gets: its widget, the element it renders into (`#zbwid-<id>`), the records and the helpers. */
export interface WidgetContext {
  widget: WidgetRecord
  element: HTMLElement
  boot: Bootstrap
  data: WidgetData
  /** The platform's helpers (islands/widgets/platform/helpers.ts): captcha, email dialog, stats, mobile button, location, calls. */
  helpers: Helpers
}

/** A widget on the page, as its installer returns it: `show`/`hide` the launcher, `open` its popup or chat box. */
export interface WidgetInstance {
  show(): void
  hide(): void
  open?(): void
}

/** A widget script's installer: renders the widget into its element (fixed launchers: no layout shift). */
export type WidgetInstaller = (context: WidgetContext) => WidgetInstance | void

/** What the first-load `widgets` script hands the on-demand loader: the calls so far, its nonce, the API, the domain id. */
export interface WidgetStart {
  queue: QueuedCall[]
  /** The nonce of Saar's own script tag, which every injected script carries. */
  nonce: string
  api: WidgetApi
  /** The settings' `domainSecureId` as printed: the loader validates it. */
  id: unknown
}

/** What the on-demand `widget-loader` bundle provides: start it once. */
export type StartWidgets = (start: WidgetStart) => void
