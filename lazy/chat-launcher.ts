/**
 * The chat launcher (on demand): a button in the chat position that opens the shop's Messenger conversation
 * (`m.me`) or WhatsApp (islands/widgets/chat/launcher.ts), provided once its own sheet (lazy/chat-launcher.css) has
 * loaded. The first-load `widgets` script shows it at idle for the settings' contacts
 * (`features.widgets.chat`), the widget loader for a `facebookchat` widget with the domain record's.
 */
import { linkBundleSheet } from '../src/bundle-sheet'
import { provide } from '../src/loader'
import { showChatLauncher } from '../islands/widgets/chat/launcher'
import type { ShowChatLauncher } from '../islands/widgets/chat/types'

declare module '../src/assets' {
  interface Assets {
    'chat-launcher': ShowChatLauncher
  }
}

provide('chat-launcher', linkBundleSheet().then(() => showChatLauncher))
