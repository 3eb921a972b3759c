/**
 * What a cart action concerns, in the neutral shape of payloads/commerce.ts: each product's name, category and
 * unit price from the data PixelYourSite prints beside it (`pysWooProductData[id][pixel].params`), times the
 * quantity the bus read at the click; a remove's line from its own template (the cart page prints one per cart item).
 */
import type { Destination } from '../../../src/stores/consent'
import type { CartData } from './cart-actions'
import type { Commerce, Line } from './payloads/commerce'
import { fields as dict } from './watch'

type Dict = Record<string, unknown>

const text = (v: unknown): string => (typeof v == 'string' || typeof v == 'number' ? String(v) : '')
const num = (v: unknown): number => (Number.isFinite(+(v as number)) ? +(v as number) : 0)

/** The printed data of one product (or variation): its Meta and GA params. */
function printedProduct(id: string): { fb: Dict; ga: Dict; item: Dict; grouped: Dict } | undefined {
  const data = (window as unknown as Dict).pysWooProductData as Dict | undefined
  const p = data && Object.hasOwn(data, id) ? dict(data[id]) : undefined
  if (!p) return
  const fb = dict(dict(p.facebook).params)
  const ga = dict(dict(p.ga).params)
  return { fb, ga, item: dict((ga.items as unknown[] | undefined)?.[0]), grouped: dict(dict(p.facebook).grouped) }
}

/** One line from the printed data; undefined when the page printed none for it. */
function line(id: string, quantity: number): (Line & { currency: string }) | undefined {
  const p = printedProduct(id)
  if (!p) return
  return {
    id,
    quantity,
    name: text(p.item.item_name ?? p.item.name ?? p.fb.content_name),
    category: text(p.item.item_category ?? p.fb.category_name),
    price: num(p.item.price ?? p.fb.value),
    currency: text(p.fb.currency ?? p.ga.currency),
  }
}

/**
 * An add, for one destination: a variation as itself, or as its parent where the destination's block says
 * `wooVariableAsSimple`; a grouped child missing from the data from its parent's `grouped` table. Undefined when no
 * line has data (PixelYourSite then fires nothing either).
 */
export function addedCommerce(data: CartData, block: Dict): Commerce | undefined {
  const asParent = data.type == 1 && !!block.wooVariableAsSimple
  const lines: Line[] = []
  let currency = ''
  for (const item of data.items) {
    let l = line(item.id, item.quantity)
    if (!l && item.parent) {
      const child = dict(printedProduct(item.parent)?.grouped[item.id])
      const parent = line(item.parent, item.quantity)
      if (child.content_id) l = { id: text(child.content_id), quantity: item.quantity, name: parent?.name ?? '', category: '', price: num(child.price), currency: parent?.currency ?? '' }
    }
    if (!l) continue
    currency ||= l.currency
    lines.push({ id: asParent && item.parent ? item.parent : l.id, name: l.name, category: l.category, price: l.price, quantity: l.quantity })
  }
  return lines.length ? { type: data.type, currency: currency || 'EUR', lines, group: asParent } : undefined
}

/** A remove, from the cart item's templates: GA's `items`, else Meta's `contents` and value. */
export function removedCommerce(templates: Partial<Record<Destination, Dict>>): Commerce | undefined {
  const ga = dict(templates.ga?.params)
  const fb = dict(templates.facebook?.params)
  const items = Array.isArray(ga.items) ? (ga.items as Dict[]) : []
  const lines: Line[] = items.length
    ? items.map((i) => ({ id: text(i.item_id ?? i.id), name: text(i.item_name ?? i.name), category: text(i.item_category), price: num(i.price), quantity: num(i.quantity) || 1 }))
    : ((fb.contents as Dict[] | undefined) ?? []).map((c) => ({ id: text(c.id), name: text(fb.content_name), category: '', price: num(fb.value) / (num(c.quantity) || 1), quantity: num(c.quantity) || 1 }))
  return lines.length ? { type: 0, currency: text(ga.currency ?? fb.currency) || 'EUR', lines } : undefined
}
