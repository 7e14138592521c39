import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react'

/** Which item takes focus when the menu opens (ArrowUp on the button opens at the end). */
export type MenuFocus = 'first' | 'last'

interface MenuButtonOptions {
  /** The button's ref, when the owner needs it too (e.g. to return focus after a confirmation). */
  buttonRef?: RefObject<HTMLButtonElement | null>
  /** Runs as the menu opens, while the button is where it was (e.g. to measure room). */
  onOpen?: (focus: MenuFocus) => void
}

/**
 * The button side of a menu button (the WAI-ARIA pattern): the open state,
 * the button's ARIA attributes and keys (click toggles, ArrowDown and
 * ArrowUp open at the first or last item), a pointer down outside the
 * wrapper closing the menu, and `close`, which can return focus to the
 * button. The menu itself is `ui/Menu`, given `menuProps`, so a menu whose
 * code loads later (a lazy chunk) still gets the same keyboard.
 */
export function useMenuButton({ buttonRef: ownRef, onOpen }: MenuButtonOptions = {}) {
  const [open, setOpen] = useState<MenuFocus | null>(null)
  const wrapRef = useRef<HTMLDivElement>(null)
  const localRef = useRef<HTMLButtonElement>(null)
  const buttonRef = ownRef ?? localRef
  const menuId = useId()
  const buttonId = useId()

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(null)
      if (returnFocus) buttonRef.current?.focus()
    },
    [buttonRef],
  )

  const show = (focus: MenuFocus) => {
    onOpen?.(focus)
    setOpen(focus)
  }

  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [open])

  return {
    open,
    close,
    /** The element holding the button and the menu: a pointer down outside it closes the menu. */
    wrapRef,
    buttonProps: {
      ref: buttonRef,
      id: buttonId,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open !== null,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? setOpen(null) : show('first')),
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault()
          show(e.key === 'ArrowDown' ? 'first' : 'last')
        }
      },
    },
    /** For `ui/Menu`, rendered while `open` is set. */
    menuProps: { id: menuId, labelledBy: buttonId, focus: open ?? 'first', onClose: close },
  }
}
