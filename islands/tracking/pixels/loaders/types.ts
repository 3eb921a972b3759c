/** What each destination's loader does: its queue stub, its script, its init, its events, its consent switch. */
type Dict = Record<string, unknown>

/** One event as a destination sends it: the platform's name and params, and the action's one id. */
export interface PixelEvent {
  name: string
  params: Dict
  id: string
  /** The page's first event (`init_event`: PageView, Pinterest's page, UET's pageLoad). */
  init?: boolean
}

export interface Loader {
  /**
   * Puts the queue stub in place, injects the script (`block.scriptUrl` where the shop names one, else the vendor's)
   * and initialises each id; resolves when events may be sent.
   */
  load(ids: string[], block: Dict, options: Dict): Promise<void>
  send(event: PixelEvent, ids: string[]): void
  /** Consent taken back: the platform's own switch, where it has one (events stop in any case). */
  revoke?(): void
  /** Consent given again after a revocation. */
  grant?(): void
}
