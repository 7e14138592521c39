import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Button, type ButtonProps } from './Button'
import styles from './Popover.module.css'

interface PopoverProps {
  /** Content of the toggle button. */
  label: ReactNode
  /** Accessible name when the label is an icon. */
  ariaLabel?: string
  buttonProps?: Omit<ButtonProps, 'onClick' | 'children'>
  align?: 'start' | 'end'
  /** The panel's content; `close` lets an item close it. */
  children: (close: () => void) => ReactNode
  /** Accessible name of the panel (a group of controls). */
  panelLabel: string
}

/**
 * A button that shows a floating panel of controls (a disclosure, not a
 * menu): Escape or a click outside closes it and focus returns to the button.
 */
export function Popover({
  label,
  ariaLabel,
  buttonProps,
  align = 'end',
  children,
  panelLabel,
}: PopoverProps) {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const buttonId = useId()
  // Focus goes back by id: `close` is handed to the panel's content during render.
  const focusButton = () => document.getElementById(buttonId)?.focus()

  useEffect(() => {
    if (!open) return
    const onDown = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        document.getElementById(buttonId)?.focus()
      }
    }
    document.addEventListener('pointerdown', onDown)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onDown)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, buttonId])

  const close = () => {
    setOpen(false)
    focusButton()
  }

  return (
    <div className={styles.wrapper} ref={wrapper}>
      <Button
        {...buttonProps}
        id={buttonId}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={ariaLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </Button>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={panelLabel}
          className={`${styles.panel} ${align === 'start' ? styles.alignStart : ''}`}
        >
          {children(close)}
        </div>
      )}
    </div>
  )
}
