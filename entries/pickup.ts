/**
 * The `pickup` script (checkout): one accessible, searchable pickup-point picker over both parcel-terminal plugin
 * families' markup (DPD Baltic's terminal search, E-Abi's cascading selects), set up once however often the
 * checkout refreshes. It only connects markup to the island.
 */
import { onReady, wireAll } from '../src/dom'
import { ROW_SELECTOR, startPickup } from '../islands/pickup/pickup'

onReady(() => {
  const sync = startPickup()
  wireAll(ROW_SELECTOR, sync)
})
