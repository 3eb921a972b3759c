/** The consent tools Saar reads, in the order they are asked whether they are on the page. */
import type { ConsentAdapter } from '../types'

export const ADAPTERS: ConsentAdapter[] = []
