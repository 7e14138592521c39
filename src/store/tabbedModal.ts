/**
 * The state of a tabbed modal (settings, moderation): hidden, visible or
 * minimized through the shared modal machine, the tab it shows, and what
 * else the modal keeps beside them. One factory, so each modal's store
 * states only its first tab and its own fields.
 */
import { create } from 'zustand'
import {
  initialModalState,
  modalTransition,
  type ModalEvent,
  type ModalState,
  type TabbedModalStore,
} from '../ui/modalMachine'

export function createTabbedModal<Tab extends string, Extra extends object = object>(
  firstTab: Tab,
  extra?: Extra,
) {
  type State = ModalState & { tab: Tab } & Extra
  const useStore = create<State>()(
    () => ({ ...initialModalState, tab: firstTab, ...extra }) as State,
  )
  const step = (event: ModalEvent) =>
    useStore.setState((state) => modalTransition(state, event) as Partial<State>)
  const choose = (tab: Tab): void => useStore.setState({ tab } as Partial<State>)
  /** The modal as its frame (ui/TabbedModal) drives it. */
  const modal: TabbedModalStore<Tab> = {
    useStore,
    choose,
    /** Minimizes the modal to a bar, or restores it from there. */
    peek: () => step({ type: 'peek' }),
    close: () => step({ type: 'close' }),
  }
  /** Opens (or restores) the modal, on `tab` when given. */
  const open = (tab?: Tab): void => {
    step({ type: 'open' })
    if (tab) choose(tab)
  }
  return { useStore, open, modal }
}
