/**
 * Pickup-point search, pure: forgiving multi-word matching (every word the shopper types must start some word of
 * the point's name, city, street or postcode, in any order, case- and diacritic-insensitive, so 'tartu selver'
 * finds 'Tartu Anne Selveri pakiautomaat') and grouping by city for the list.
 */

/** One pickup point of either plugin family. `city` is the group it is listed under (a city, or E-Abi's county). */
export interface Point {
  id: string
  name: string
  city: string
  street?: string
  pcode?: string
  /** Terminal-search family: '1' when the point takes cash on delivery. */
  cod?: string
  /** Cascading family: the id of the group the point belongs to. */
  group?: string
}

export interface Group {
  city: string
  points: Point[]
}

/** Lower case without diacritics: 'Ülemiste' → 'ulemiste', 'Lõunakeskus' → 'lounakeskus'. */
export const fold = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

/** The folded words of a text. */
export const words = (text: string): string[] => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/** Whether every word of the query starts some word of the point's name, city, street or postcode. */
export function matches(point: Point, query: string): boolean {
  const hay = words(`${point.name} ${point.city} ${point.street ?? ''} ${point.pcode ?? ''}`)
  return words(query).every((q) => hay.some((w) => w.startsWith(q)))
}

/** The points matching the query, in their order; all of them for an empty query. */
export const filterPoints = (points: Point[], query: string): Point[] => points.filter((p) => matches(p, query))

/**
 * The points grouped by city, groups in order of first appearance; the shopper's own city (`first`, compared
 * folded) comes first when given.
 */
export function groupByCity(points: Point[], first = ''): Group[] {
  const groups = new Map<string, Group>()
  for (const p of points) {
    let group = groups.get(p.city)
    if (!group) groups.set(p.city, (group = { city: p.city, points: [] }))
    group.points.push(p)
  }
  const list = [...groups.values()]
  const own = first ? list.findIndex((g) => fold(g.city) === fold(first.trim())) : -1
  if (own > 0) list.unshift(...list.splice(own, 1))
  return list
}

/** Adds points not yet known (by id); the known entry wins. */
export function mergePoints(known: Point[], more: Point[]): Point[] {
  const ids = new Set(known.map((p) => p.id))
  return [...known, ...more.filter((p) => p.id && !ids.has(p.id) && ids.add(p.id))]
}

/** The longest word of a query: sent to a server whose substring match then returns a superset to filter here. */
export const longestWord = (query: string): string =>
  query.trim().split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '')
