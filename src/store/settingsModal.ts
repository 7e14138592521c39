/**
 * The settings modal's state: hidden, visible or
 * minimized through the shared modal machine, and the tab it shows. Tiny and
 * eager: the top bar and the drawer open it; the modal itself is a lazy chunk.
 */
import { create } from 'zustand'
import {
  initialModalState,
  modalTransition,
  type ModalState,
  type TabbedModalStore,
} from '../ui/modalMachine'

export type SettingsTab =
  'general' | 'profile' | 'security' | 'notifications' | 'mutes' | 'data' | 'theme'

interface SettingsModalStore extends ModalState {
  tab: SettingsTab
}

export const useSettingsModal = create<SettingsModalStore>()(() => ({
  ...initialModalState,
  tab: 'general',
}))

const step = (event: Parameters<typeof modalTransition>[1]) =>
  useSettingsModal.setState((s) => modalTransition(s, event))

/** Opens (or restores) the modal, on `tab` when given. */
export function openSettings(tab?: SettingsTab): void {
  step({ type: 'open' })
  if (tab) useSettingsModal.setState({ tab })
}

export const closeSettings = (): void => step({ type: 'close' })

/** Minimizes the modal to a bar, or restores it from there. */
export const peekSettings = (): void => step({ type: 'peek' })

export const chooseSettingsTab = (tab: SettingsTab): void => useSettingsModal.setState({ tab })

/** The settings modal as its frame (ui/TabbedModal) drives it. */
export const settingsModal: TabbedModalStore<SettingsTab> = {
  useStore: useSettingsModal,
  choose: chooseSettingsTab,
  peek: peekSettings,
  close: closeSettings,
}
