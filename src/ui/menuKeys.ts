import type { KeyboardEvent } from 'react'

/**
 * Keyboard of a menu of buttons (WAI-ARIA menu pattern): arrows, Home and
 * End move focus with wrap-around; Escape closes and returns focus to the
 * menu button; Tab closes and lets focus move on.
 */
export function handleMenuKeys(
  e: KeyboardEvent,
  items: readonly HTMLElement[],
  close: (returnFocus: boolean) => void,
): void {
  const at = items.indexOf(document.activeElement as HTMLElement)
  const move = (index: number) => {
    e.preventDefault()
    items[(index + items.length) % items.length]?.focus()
  }
  if (e.key === 'ArrowDown') move(at + 1)
  else if (e.key === 'ArrowUp') move(at - 1)
  else if (e.key === 'Home') move(0)
  else if (e.key === 'End') move(items.length - 1)
  else if (e.key === 'Escape') {
    e.preventDefault()
    e.stopPropagation()
    close(true)
  } else if (e.key === 'Tab') close(false)
}
