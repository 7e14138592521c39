import { lazy } from '../../ui/lazy'
import { OnceOpened } from '../../ui/OnceOpened'
import { useSettingsModal } from '../../store/settingsModal'

const SettingsModal = lazy(() => import('./SettingsModal'))

/** Loads the settings modal the first time it opens, and keeps it from then on. */
export function SettingsModalHost() {
  return (
    <OnceOpened store={useSettingsModal}>
      <SettingsModal />
    </OnceOpened>
  )
}
