/** The combobox's options and its search, pure (the DOM's select read as a list). */

/** One option a shopper can choose: its value and its name. */
export interface Choice {
  value: string
  text: string
}

/** The select's options a shopper can choose: not the empty "Select…" one, not disabled ones. */
export function optionsOf(select: HTMLSelectElement): Choice[] {
  return Array.from(select.options)
    .filter((o) => o.value !== '' && !o.disabled)
    .map((o) => ({ value: o.value, text: o.text.trim() }))
}

/** Lower case without accents or marks, so "laane" finds "Lääne-Virumaa" and "ahvenamaa" "Ahvenamaa". */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

/** Whether an option's name holds what was typed, anywhere in it (case and accents ignored). */
export const matches = (text: string, query: string): boolean => fold(text).includes(fold(query))
