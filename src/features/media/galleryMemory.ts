import { useCallback, useState } from 'react'

/*
 * Per-status gallery choices (sensitive media revealed, long gallery
 * expanded) outlive the gallery component: the virtualized timeline unmounts
 * statuses scrolled out of view, and scrolling back must not hide what the
 * reader chose to see. The newest choices are kept, up to MEMORY_LIMIT each.
 */
export type GalleryChoice = 'revealed' | 'expanded'

export const MEMORY_LIMIT = 500

const memory: Record<GalleryChoice, Set<string>> = {
  revealed: new Set(),
  expanded: new Set(),
}

export function remember(choice: GalleryChoice, statusId: string, on: boolean): void {
  const set = memory[choice]
  set.delete(statusId)
  if (!on) return
  set.add(statusId)
  if (set.size > MEMORY_LIMIT) {
    const oldest = set.values().next().value
    if (oldest !== undefined) set.delete(oldest)
  }
}

export const remembered = (choice: GalleryChoice, statusId: string): boolean =>
  memory[choice].has(statusId)

/** For tests: forget every choice. */
export function forgetGalleryChoices(): void {
  memory.revealed.clear()
  memory.expanded.clear()
}

/** A boolean gallery choice for one status, remembered across remounts. */
export function useGalleryChoice(
  choice: GalleryChoice,
  statusId: string,
): [boolean, (on: boolean) => void] {
  const [value, setValue] = useState(() => remembered(choice, statusId))
  const set = useCallback(
    (on: boolean) => {
      remember(choice, statusId, on)
      setValue(on)
    },
    [choice, statusId],
  )
  return [value, set]
}
