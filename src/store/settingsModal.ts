/**
 * The settings modal's state: hidden, visible or
 * minimized through the shared modal machine, and the tab it shows. Tiny and
 * eager: the top bar and the drawer open it; the modal itself is a lazy chunk.
 */
import { createTabbedModal } from './tabbedModal'

export type SettingsTab =
  'general' | 'profile' | 'security' | 'notifications' | 'mutes' | 'filters' | 'data' | 'theme'

const settings = createTabbedModal<SettingsTab>('general')

export const useSettingsModal = settings.useStore
/** Opens (or restores) the modal, on `tab` when given. */
export const openSettings = settings.open
/** The settings modal as its frame (ui/TabbedModal) drives it. */
export const settingsModal = settings.modal
export const closeSettings = settingsModal.close
