/** The password strength meter, loaded on demand on the first focus of a password field (islands/account/password-field.ts). */
import { provide } from '../src/loader'
import { mountPasswordMeter } from '../islands/account/password-meter'

declare module '../src/assets' {
  interface Assets {
    'password-meter': typeof mountPasswordMeter
  }
}

provide('password-meter', mountPasswordMeter)
