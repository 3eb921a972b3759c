/**
 * The `pickup` script (checkout): one accessible, searchable pickup-point picker over both parcel-terminal plugin
 * families' markup (DPD Baltic's terminal search, E-Abi's cascading selects), set up once however often the
 * checkout refreshes. It only connects markup to the island: the controller's code comes when the page is idle, and
 * only on a checkout that lists a parcel-terminal rate.
 */
import { onReady } from '../src/dom'
import { wireWhen } from '../src/hydrate'
import { loadAsset } from '../src/loader'
import { ROW_SELECTOR } from '../islands/pickup/families'

onReady(() => void wireWhen(ROW_SELECTOR, 'idle', () => loadAsset('pickup-controller')))
