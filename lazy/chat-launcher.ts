/**
 * The chat launcher (on demand): a button in the chat position that opens the shop's Messenger conversation
 * (`m.me`) or WhatsApp. STUB: the chat helper replaces it.
 */
import { provide } from '../src/loader'
import type { ShowChatLauncher } from '../islands/widgets/chat/types'

declare module '../src/assets' {
  interface Assets {
    'chat-launcher': ShowChatLauncher
  }
}

provide('chat-launcher', () => null)
