/**
 * Hiding an element of the server's markup that an island replaces or a rule hides (the stock rating select, a
 * pickup row's own controls, a variation's quantity box, an inactive tab's panel): a class of the shared sheet
 * (hidden.css) instead of a `style` written at run time, which is for values computed on the spot. The `hidden`
 * attribute would not do: the theme's display rules beat it.
 */
export const HIDDEN_CLASS = 'saar-hidden'

/** Hides `el` (`hidden` true) or shows it again. */
export const setHidden = (el: Element, hidden: boolean): void => void el.classList.toggle(HIDDEN_CLASS, hidden)
