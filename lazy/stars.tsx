/** The review stars, loaded on demand by islands/rating/rating.ts once the page is idle. */
import { provide } from '../src/loader'
import { mountStars } from '../islands/rating/stars-mount'

declare module '../src/assets' {
  interface Assets {
    stars: typeof mountStars
  }
}

provide('stars', mountStars)
