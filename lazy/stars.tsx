/** The review stars, loaded on demand by islands/rating/rating.ts once the page is idle. */
import { provide } from '../src/loader'
import { mountStars } from '../islands/rating/stars-mount'

provide('stars', mountStars)
