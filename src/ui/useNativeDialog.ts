import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react'

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
