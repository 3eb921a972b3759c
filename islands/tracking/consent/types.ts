/**
 * The consent core's contracts: what an adapter of a consent tool reports, and how.
 */
import type { Destination } from '../../../src/stores/consent'

/** A shopper's answer, as a tool or Saar's banner gives it (necessary is always granted). */
export interface Choice {
  analytics: boolean
  marketing: boolean
  /** Per-destination answers that override their category. */
  destinations?: Partial<Record<Destination, boolean>>
}

/**
 * The adapter of one consent tool: whether the tool is on the page, its current answer (undefined while the
 * shopper has not answered), and its changes, followed live (a choice made late, a revocation).
 */
export interface ConsentAdapter {
  /** The tool's name, as $consent's `source` says it. */
  name: string
  /** Whether the tool is on this page (its globals, its script or its cookie). */
  present(): boolean
  /** Its answer now; undefined while the shopper has not answered. */
  read(): Choice | undefined
  /** Calls `change` with each new answer (undefined: asked again, nothing granted). */
  follow(change: (choice: Choice | undefined) => void): void
}
