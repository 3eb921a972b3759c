/** The server copy of a Facebook event (PixelYourSite's `pys_api_event` / REST fields). */
export interface ServerEvent {
  event: string
  data: Record<string, unknown>
  ids: string[]
  eventID: string
  woo_order?: string
  edd_order?: string
  /** Milliseconds to wait before sending (500 for internal and outbound link events). */
  delay?: number
}

/** What the `server-events` bundle provides. */
export interface ServerEvents {
  /**
   * Writes the event to the outbox and sends it after its delay, at most once per `eventID` (a repeated id is
   * ignored); ignored without Meta's consent.
   */
  send(event: ServerEvent): void
  /** Sends what the outbox holds (due now; the rest when due). */
  retry(): void
}
