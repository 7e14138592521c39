import { useEffect, useRef, type ReactNode } from 'react'
import { handleMenuKeys } from './menuKeys'
import type { MenuFocus } from './useMenuButton'

const ITEMS = '[role="menuitem"],[role="menuitemcheckbox"]'

interface MenuProps {
  id: string
  /** The id of the menu button, which names the menu. */
  labelledBy: string
  /** The item that takes focus when the menu appears. */
  focus: MenuFocus
  onClose: (returnFocus: boolean) => void
  className?: string
  /** The items: elements with role menuitem or menuitemcheckbox and tabIndex -1. */
  children: ReactNode
}

/**
 * The menu of a menu button (see useMenuButton): focus moves to its first
 * or last item as it appears; arrows, Home and End move with wrap-around;
 * Escape closes and returns focus to the button; Tab closes and moves on.
 */
export function Menu({ id, labelledBy, focus, onClose, className, children }: MenuProps) {
  const ref = useRef<HTMLDivElement>(null)
  const items = (): HTMLElement[] =>
    Array.from(ref.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])

  useEffect(() => {
    const list = items()
    ;(focus === 'first' ? list[0] : list[list.length - 1])?.focus()
  }, [focus])

  return (
    <div
      ref={ref}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      className={className}
      onKeyDown={(e) => handleMenuKeys(e, items(), onClose)}
    >
      {children}
    </div>
  )
}
