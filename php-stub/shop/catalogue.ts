/**
 * Typed access to the seeded catalogue (catalogue.json): products with their images and variations, categories,
 * brands, pickup terminals of both plugin families, posts with comments, coupons and past orders. Variations
 * are returned in WooCommerce's get_available_variation() shape; matching follows find_matching_product_variation().
 */
import catalogueJson from './catalogue.json' with { type: 'json' }
import { imageSet, variationImage, type ImageSet } from './images'
import { decimal, priceHtml, salePriceHtml } from './format'

export interface Dimensions {
  length: string
  width: string
  height: string
}
export interface Review {
  author: string
  rating: number
  date: string
  text: string
}
export interface Attribute {
  /** `pa_suurus` for a global attribute, `varv` for a custom one. */
  name: string
  label: string
  taxonomy: boolean
  /** [value as posted, label as shown]. */
  options: [string, string][]
}
export interface Variation {
  id: number
  /** `attribute_<name>` → value; "" means any value. */
  attributes: Record<string, string>
  price: string
  regularPrice?: string
  sku: string
  stock: 'instock' | 'outofstock'
  weight: string
  dimensions: Dimensions
  maxQty?: number
}
export interface Product {
  id: number
  slug: string
  name: string
  type: 'simple' | 'variable' | 'grouped'
  category: string
  brand: string
  price: string
  regularPrice: string | null
  sku: string
  stock: 'instock' | 'outofstock'
  stockQuantity: number | null
  soldIndividually: boolean
  quantity: { min: number; max: number; step: number } | null
  weight: string
  dimensions: Dimensions
  images: number
  short: string
  description: string
  reviews: Review[]
  totalSales: number
  date: string
  menuOrder: number
  attributes?: Attribute[]
  variations?: Variation[]
  variationsFromAttributes?: boolean
  children?: number[]
}
export interface Term {
  id: number
  slug: string
  name: string
}
/** A point of the terminal-search family (DPD Baltic's table row). */
export interface Terminal {
  parcelshop_id: string
  company: string
  street: string
  city: string
  country: string
  pcode: string
  cod: string
  status: string
  name: string
}
/** A group (county or city) of the cascading post-office family (E-Abi). */
export interface OfficeGroup {
  id: string
  title: string
  country: string
  sort: string
  offices: { value: string; label: string }[]
}
export interface Comment {
  id: number
  parent: number
  author: string
  date: string
  text: string
}
export interface Post {
  id: number
  slug: string
  title: string
  date: string
  author: string
  content: string[]
  comments: Comment[]
}
export interface Order {
  id: number
  date: string
  status: string
  statusLabel: string
  total: string
  items: number
}
interface CatalogueData {
  site: { title: string; tagline: string; storeNotice: string }
  categories: Term[]
  brands: Term[]
  products: Product[]
  terminals: Terminal[]
  postOffices: OfficeGroup[]
  posts: Post[]
  coupons: { code: string; percent: number }[]
  orders: Order[]
}

// Imported rather than read from disk, so the parts (parts/) render in DOM tests too, whose environment has no file URLs.
const data = catalogueJson as unknown as CatalogueData

/** Fills in every combination for products whose variations are generated (the many-variations product). */
function expandVariations(p: Product): void {
  if (!p.variationsFromAttributes || !p.attributes) return
  const combos = p.attributes.reduce<Record<string, string>[]>(
    (acc, a) => acc.flatMap((c) => a.options.map(([value]) => ({ ...c, [`attribute_${a.name}`]: value }))),
    [{}],
  )
  p.variations = combos.map((attributes, i) => {
    const values = Object.values(attributes)
    const material = values[2] ?? ''
    const price = (material === 'Lina' ? 49 : material === 'Puuvill' ? 39 : 44) + (values[0] === 'xl' ? 5 : 0)
    return {
      id: p.id * 100 + i + 1,
      attributes,
      price: price.toFixed(2),
      sku: `${p.sku}-${values.map((v) => v.slice(0, 3).toUpperCase()).join('-')}`,
      // Every seventh combination is sold out, so the AJAX path also meets unavailable variations.
      stock: i % 7 === 3 ? 'outofstock' : 'instock',
      weight: (0.2 + (i % 4) * 0.05).toFixed(2),
      dimensions: { length: String(30 + (i % 4) * 2), width: String(25 + (i % 4)), height: '3' },
    }
  })
}
data.products.forEach(expandVariations)

export const site = data.site
export const categories = data.categories
export const brands = data.brands
export const products = data.products
export const terminals = data.terminals
export const postOffices = data.postOffices
export const posts = data.posts
export const coupons = data.coupons
export const orders = data.orders

export const productById = (id: number): Product | undefined => products.find((p) => p.id === id)
export const productBySlug = (slug: string): Product | undefined => products.find((p) => p.slug === slug)
export const categoryOf = (p: Product): Term | undefined => categories.find((c) => c.slug === p.category)
export const brandOf = (p: Product): Term | undefined => brands.find((b) => b.slug === p.brand)
export const permalink = (p: Product): string => `/toode/${p.slug}/`
export const postBySlug = (slug: string): Post | undefined => posts.find((p) => p.slug === slug)
export const postLink = (p: Post): string => `/blogi/${p.slug}/`

/** The variation and its parent for a variation id. */
export function findVariation(id: number): { product: Product; variation: Variation } | undefined {
  for (const product of products) {
    const variation = product.variations?.find((v) => v.id === id)
    if (variation) return { product, variation }
  }
  return undefined
}

/** Gallery images of a product: n = 1 … images. */
export const gallery = (p: Product): ImageSet[] =>
  Array.from({ length: p.images }, (_, i) => imageSet(20000 + p.id * 10 + i + 1, `${p.slug}-${i + 1}`, i === 0 ? p.name : `${p.name} – pilt ${i + 1}`))

export const mainImage = (p: Product): ImageSet => gallery(p)[0]!

export const variationImageSet = (p: Product, v: Variation): ImageSet => imageSet(50000 + v.id, `${p.slug}-v${v.id}`, p.name)

/** Current price of a product or variation, as a number. */
export const priceOf = (p: Product, v?: Variation): number => Number(v?.price ?? p.price)

/** Price HTML of a simple product or one variation (sale prices show the regular one struck through). */
export function productPriceHtml(p: Product, v?: Variation) {
  const regular = v ? v.regularPrice : p.regularPrice
  return regular ? salePriceHtml(Number(regular), priceOf(p, v)) : priceHtml(priceOf(p, v))
}

/** min and max price over the variations, or the children of a grouped product. */
export function priceRange(p: Product): [number, number] {
  const prices = p.variations?.map((v) => Number(v.price)) ?? (p.children ?? []).map((id) => priceOf(productById(id)!))
  return prices.length ? [Math.min(...prices), Math.max(...prices)] : [priceOf(p), priceOf(p)]
}

export const isInStock = (p: Product): boolean =>
  p.type === 'variable' ? (p.variations ?? []).some((v) => v.stock === 'instock') : p.stock === 'instock'

export const weightHtml = (weight: string): string => (weight ? `${weight.replace('.', ',')} kg` : 'Pole teada')
export const dimensionsHtml = (d: Dimensions): string =>
  d.length && d.width && d.height ? `${d.length} × ${d.width} × ${d.height} cm` : 'Pole teada'

/** Label of an attribute value: the taxonomy term name, or the custom value itself. */
export const attributeLabel = (a: Attribute, value: string): string => a.options.find(([v]) => v === value)?.[1] ?? value

/**
 * find_matching_product_variation(): the first variation (in order) whose every attribute is "any" or equals the
 * posted value; an attribute that is not "any" must have been posted.
 */
export function matchVariation(p: Product, posted: Record<string, string>): Variation | undefined {
  return p.variations?.find((v) =>
    Object.entries(v.attributes).every(([name, value]) => value === '' ? true : posted[name] === value),
  )
}

/** get_available_variation(): the variation object the variation form reads. */
export function availableVariation(p: Product, v: Variation): Record<string, unknown> {
  const inStock = v.stock === 'instock'
  const weight = v.weight || p.weight
  const dims = v.dimensions.length ? v.dimensions : p.dimensions
  const img = variationImageSet(p, v)
  return {
    attributes: v.attributes,
    availability_html: inStock ? '<p class="stock in-stock">Laos</p>' : '<p class="stock out-of-stock">Laost otsas</p>',
    backorders_allowed: false,
    dimensions: dims,
    dimensions_html: dimensionsHtml(dims),
    display_price: Number(v.price),
    display_regular_price: Number(v.regularPrice ?? v.price),
    image: variationImage(img),
    image_id: img.id,
    is_downloadable: false,
    is_in_stock: inStock,
    is_purchasable: true,
    is_sold_individually: p.soldIndividually ? 'yes' : 'no',
    is_virtual: false,
    max_qty: v.maxQty ?? '',
    min_qty: 1,
    price_html: `<span class="price">${productPriceHtml(p, v).value}</span>`,
    sku: v.sku,
    variation_description: '',
    variation_id: v.id,
    variation_is_active: true,
    variation_is_visible: true,
    weight,
    weight_html: weightHtml(weight),
  }
}

/** More variations than this: the form gets `data-product_variations="false"` (woocommerce_ajax_variation_threshold). */
export const ajaxVariationThreshold = 30

/** The value of `data-product_variations`: the array, `[]` when nothing is in stock, or false for AJAX mode. */
export function embeddedVariations(p: Product): Record<string, unknown>[] | false {
  const all = p.variations ?? []
  if (all.length > ajaxVariationThreshold) return false
  return isInStock(p) ? all.map((v) => availableVariation(p, v)) : []
}

export const formatPrice = decimal
