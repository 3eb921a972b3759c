/**
 * The Google Consent Mode commands Saar pushes itself (`consent default` before any Google tag, `consent update` on
 * each choice): the consent core adds each `arguments` object it pushes to `saarPushed`, and the Google Consent Mode
 * adapter (adapters/google-consent-mode.ts), which reads the commands already in the data layers as a consent
 * tool's answer, skips them. Without it Saar would read its own default back as the shop's tool speaking.
 */
export const saarPushed = new WeakSet<object>()
