import type { KeyboardEvent } from 'react'

/**
 * Tab past the last control of a modal dialog goes round to its first (and
 * Shift+Tab back from the first to the last): a native modal dialog would
 * let focus leave for the browser's own toolbar, out of the reader's task.
 * For a dialog's onKeyDown (Modal passes it on).
 */
export function keepTabInside(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Tab') return
  const controls = [
    ...e.currentTarget.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea'),
  ].filter((el) => el.tabIndex >= 0 && !el.matches(':disabled') && el.getClientRects().length)
  const edge = e.shiftKey ? controls[0] : controls[controls.length - 1]
  if (
    !edge ||
    (document.activeElement !== edge && !(e.shiftKey && document.activeElement === e.currentTarget))
  )
    return
  e.preventDefault()
  ;(e.shiftKey ? controls[controls.length - 1] : controls[0])?.focus()
}
