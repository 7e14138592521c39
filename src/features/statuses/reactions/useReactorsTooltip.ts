import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { POPOVER_OPEN_DELAY } from '../../../config/constants'

/**
 * Shows who reacted while the pointer rests on a reaction or it has focus.
 * The tooltip only describes; the reaction itself stays the control.
 */
export function useReactorsTooltip(statusId: string) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  const show = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    setOpen(true)
    // The names, and the code that lists them, load on the first hover.
    void import('./reactorsStore').then((m) => m.loadReactors(statusId))
  }
  const hide = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    setOpen(false)
  }
  return {
    open,
    id,
    hide,
    container: {
      onMouseEnter: () => {
        if (timer.current) clearTimeout(timer.current)
        timer.current = setTimeout(show, POPOVER_OPEN_DELAY)
      },
      onMouseLeave: hide,
    },
    trigger: {
      onFocus: show,
      onBlur: hide,
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation()
          hide()
        }
      },
      'aria-describedby': open ? id : undefined,
    },
  }
}
