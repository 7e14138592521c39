/**
 * What a form control's `aria-describedby` names: its error (`{id}-error`)
 * first, then its hint (`{id}-hint`); empty when it has neither.
 */
export function describedByOf(id: string, hasErrors: boolean, hasHint: boolean): string {
  return [hasErrors ? `${id}-error` : null, hasHint ? `${id}-hint` : null].filter(Boolean).join(' ')
}
