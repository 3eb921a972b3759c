/** The chat launcher's contracts: where a shopper can reach the shop, and the launcher the loader drives. */

/**
 * How long after DOM ready the first-load `widgets` script waits before it brings the launcher for the settings'
 * contacts: its bundle and its style sheet (which restyles the whole page once) cost about 9 ms of main
 * thread at 4x throttling, kept out of the page's first second, when the shopper is reading, not yet chatting.
 */
export const CHAT_LAUNCHER_DELAY_MS = 3000

/**
 * The shop's chat contacts: from Saar's settings (`features.widgets.chat`) or the widget host's domain record. The
 * launcher checks each one (contacts.ts) and leaves out what it cannot rebuild as a link: any value is safe to pass.
 */
export interface ChatContacts {
  /** The Facebook page (a name, an id or its URL): the launcher opens `https://m.me/<page>`. */
  messenger?: string
  /** A WhatsApp number in international form (a string, or a number as JSON may give it), or a wa.me link: the launcher opens `https://wa.me/<digits>`. */
  whatsapp?: string | number
}

/**
 * The launcher on the page: `open` shows the button and opens its list of both contacts, or with one contact opens
 * that conversation in a shopper's gesture only (without one it just shows the button); `show`/`hide` the button.
 */
export interface ChatLauncher {
  open(): void
  show(): void
  hide(): void
}

/**
 * What the on-demand `chat-launcher` bundle provides: shows the page's one launcher for these contacts and returns it,
 * or null when no valid contact is known. Called again (the settings' contacts, then the domain record's after
 * consent), it updates the same launcher: each valid contact given replaces the one it had, the others stay.
 */
export type ShowChatLauncher = (contacts: ChatContacts) => ChatLauncher | null
