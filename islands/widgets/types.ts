/**
 * The widget loader's contracts (spec §3 "Widget platform bootstrap data", "Domain record", "Customer record"):
 * what the widget host's files carry, and what the parts of the loader hand each other.
 */

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

/** What the on-demand `widget-loader` bundle provides: start it once with the calls queued so far. */
export type StartWidgets = (queued: QueuedCall[]) => void
