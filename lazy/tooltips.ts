/** Tooltips and editor links (islands/tooltips), loaded at the first approach to a tooltip, or for an editor. */
import { provide } from '../src/loader'
import { startTooltips } from '../islands/tooltips/tooltips'
import { mountEditorLink } from '../islands/tooltips/editor-links'

declare module '../src/assets' {
  interface Assets {
    tooltips: { startTooltips: typeof startTooltips; mountEditorLink: typeof mountEditorLink }
  }
}

provide('tooltips', { startTooltips, mountEditorLink })
