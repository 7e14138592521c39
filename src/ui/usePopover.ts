import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react'

/**
 * A non-modal popover next to the button that opens it: focus moves into it
 * on opening; Escape closes it and returns focus to the button; a click
 * outside or tabbing away closes it too.
 *
 * The panel is shown in the top layer (the Popover API, anchored to its
 * button by CSS anchor positioning), so panels with `overflow: clip` around
 * a status cannot cut it off, and no inline style is needed to place it.
 * Where the API is missing it stays an ordinary absolutely placed box.
 */
/** Only where the API exists: elsewhere a `popover` attribute could hide the panel for good. */
const popoverSupported =
  typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function'

export function usePopover<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false)
  const triggerRef = useRef<T>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) triggerRef.current?.focus()
  }, [])

  // A layout effect: focus is inside the panel from the commit that shows it.
  // As a passive effect it could still be pending when an Escape came, and
  // run after it, taking the focus back into a panel that was closing.
  useLayoutEffect(() => {
    if (!open) return
    const panel = panelRef.current
    if (panel && popoverSupported && !panel.matches(':popover-open')) {
      // `source` makes the button the panel's implicit anchor.
      panel.showPopover({ source: triggerRef.current ?? undefined })
    }
    if (panel && !panel.contains(document.activeElement)) {
      // What the panel asks to have first (a search field): its own layout
      // effect ran before the panel was shown, when it could not take focus.
      const first = panel.querySelector<HTMLElement>('[data-autofocus]')
      ;(first ?? panel).focus()
    }
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target
      if (!(target instanceof Node)) return
      if (panelRef.current?.contains(target) || triggerRef.current?.contains(target)) return
      close(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, close])

  const toggle = useCallback(() => setOpen((o) => !o), [])

  return {
    open,
    close,
    toggle,
    triggerRef,
    panelRef,
    /** Spread on the panel, together with `ref={panelRef}`. */
    panelProps: {
      popover: popoverSupported ? ('manual' as const) : undefined,
      tabIndex: -1,
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key !== 'Escape') return
        e.stopPropagation()
        close(true)
      },
      onBlur: (e: FocusEvent) => {
        const next = e.relatedTarget
        // null: focus went to the page itself (a click on nothing focusable),
        // which the pointerdown handler already judged.
        if (!(next instanceof Node)) return
        if (panelRef.current?.contains(next) || triggerRef.current?.contains(next)) return
        close(false)
      },
    },
  }
}
