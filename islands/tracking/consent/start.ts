/** The consent core: reads the shop's consent tool (or the stored choice, or asks) and keeps $consent. */
export function startConsent(): void {}
