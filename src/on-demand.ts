/**
 * Islands that no shopper needs in the first second (review stars, comment replies, the sticky add-to-cart bar)
 * are on-demand bundles in lazy/: the page script wires their targets with `onDemand(name)`, and the island's code
 * arrives once the page is idle. Until then, or if it never arrives, the server's markup keeps working on its own.
 */
import { loadAsset } from './loader'
import { whenIdle } from './idle'

/** A wire function that mounts the on-demand island `asset` (which provides its mount function) when idle. */
export const onDemand =
  <E extends Element>(asset: string) =>
  (el: E): void =>
    whenIdle(() => void loadAsset<(el: E) => void>(asset).then((mount) => mount(el), () => {}))
