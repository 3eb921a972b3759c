/** The chat launcher's contracts: where a shopper can reach the shop, and the launcher the loader drives. */

/** The shop's chat contacts: from Saar's settings (`features.widgets.chat`) or the widget host's domain record. */
export interface ChatContacts {
  /** The Facebook page (a name, an id or its URL): the launcher opens `https://m.me/<page>`. */
  messenger?: string
  /** A WhatsApp number in international form: the launcher opens `https://wa.me/<digits>`. */
  whatsapp?: string
}

/** The launcher on the page: `open` opens its choices (or the one conversation), `show`/`hide` the button itself. */
export interface ChatLauncher {
  open(): void
  show(): void
  hide(): void
}

/** What the on-demand `chat-launcher` bundle provides: the launcher for these contacts, or null when there are none. */
export type ShowChatLauncher = (contacts: ChatContacts) => ChatLauncher | null
