/**
 * zxcvbn (≈390 kB gzip), built on its own and loaded only when a password field is first focused
 * (`loadAsset('zxcvbn')`). It hands itself over through the core's `provide`.
 */
import zxcvbn from 'zxcvbn'
import { provide } from '../src/loader'

declare module '../src/assets' {
  interface Assets {
    /** What Saar reads of zxcvbn's result: the score. */
    zxcvbn: (password: string, userInputs?: string[]) => { score: number }
  }
}

provide('zxcvbn', zxcvbn)
