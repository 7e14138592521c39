import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react'

/**
 * Drives a native <dialog> from React state: opens it modally, closes it,
 * and routes Escape and backdrop clicks to `onClose` so state stays the
 * single source of truth.
 */
export function useNativeDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // React's autoFocus runs while the dialog is still closed, where nothing
      // can take focus; a control marked data-autofocus gets it once it is open.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])
  return {
    ref,
    onCancel: (e: SyntheticEvent) => {
      e.preventDefault()
      onClose()
    },
    // A click on the backdrop lands on the dialog element itself.
    onClick: (e: MouseEvent) => {
      if (e.target === ref.current) onClose()
    },
  }
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Tab past the last control of a modal dialog goes round to its first (and
 * Shift+Tab back from the first to the last): a native modal dialog would
 * let focus leave for the browser's own toolbar, out of the reader's task.
 */
export function keepTabInside(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return
  const controls = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  )
  const first = controls[0]
  const last = controls[controls.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (e.shiftKey && (active === first || active === e.currentTarget)) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && active === last) {
    e.preventDefault()
    first.focus()
  }
}
