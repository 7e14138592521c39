/**
 * Settings and moderation modals: hidden, visible, minimized.
 * Content loads on first open only, so `loaded` survives closing.
 */
export type ModalVisibility = 'hidden' | 'visible' | 'minimized'

export interface ModalState {
  visibility: ModalVisibility
  loaded: boolean
}

export type ModalEvent = { type: 'open' } | { type: 'close' } | { type: 'peek' }

export const initialModalState: ModalState = { visibility: 'hidden', loaded: false }

export function modalTransition(state: ModalState, event: ModalEvent): ModalState {
  switch (event.type) {
    case 'open':
      return { visibility: 'visible', loaded: true }
    case 'close':
      return { ...state, visibility: 'hidden' }
    case 'peek':
      if (state.visibility === 'hidden') throw new Error('Illegal minimization state')
      return {
        ...state,
        visibility: state.visibility === 'visible' ? 'minimized' : 'visible',
      }
  }
}

/**
 * What a tabbed modal's store offers its frame (ui/TabbedModal): its state
 * with the chosen tab, choosing a tab, minimizing or restoring, closing.
 */
export interface TabbedModalStore<K extends string> {
  useStore: <T>(select: (state: ModalState & { tab: K }) => T) => T
  choose: (tab: K) => void
  /** Minimizes the modal to a bar, or restores it from there. */
  peek: () => void
  close: () => void
}
