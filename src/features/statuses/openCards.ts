import { create } from 'zustand'

/**
 * Which statuses show their author's full card (the avatar opens and closes
 * it). Kept in a store, not in the status's own state, so an open card
 * survives its status being drawn anew: the first paint's plain list giving
 * way to the virtual one, or the status scrolling out of it and back.
 */
export const useOpenCards = create<{ open: Record<string, true> }>()(() => ({ open: {} }))

export const useCardOpen = (statusId: string): boolean =>
  useOpenCards((s) => s.open[statusId] === true)

export function toggleCard(statusId: string): void {
  useOpenCards.setState((s) => {
    const { [statusId]: wasOpen, ...open } = s.open
    return { open: wasOpen ? open : { ...open, [statusId]: true } }
  })
}
