/**
 * The adapters, split for the first-load budget (3 kB for the whole tracking script): on every page only a probe per
 * tool (`present()`: a global or a cookie of it), and the readers of all tools as one on-demand bundle,
 * `consent-adapters`, fetched when the consent core follows a tool it found. Until it is here the tool has no answer
 * for Saar (nothing granted); its answer then comes through `follow`, as any later change does.
 */
import { loadAsset } from '../../../../src/loader'
import { saarPushed } from '../google-marks'
import type { ConsentAdapter } from '../types'

/** A tool's probe: its name and whether it is on the page. First load. */
export type Probe = Pick<ConsentAdapter, 'name' | 'present'>

/** A tool's reader: its answer and its changes. On demand. */
export type Reader = Omit<ConsentAdapter, 'present'>

/** The adapter of a probe, whose reader comes with the on-demand bundle. */
export function onDemand({ name, present }: Probe): ConsentAdapter {
  let reader: Reader | undefined
  return {
    name,
    present,
    read: () => reader?.read(),
    follow(change) {
      loadAsset('consent-adapters').then(
        (readers) => {
          reader = readers(saarPushed).find((r) => r.name == name)
          // Its answer once read, none included: the consent core keeps a stored choice until the tool has spoken.
          if (reader) change(reader.read())
          reader?.follow(change)
        },
        (error: unknown) => console.warn('[saar]', error),
      )
    },
  }
}
