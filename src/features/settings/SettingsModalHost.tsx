import { Suspense } from 'react'
import { lazy } from '../../ui/lazy'
import { useSettingsModal } from '../../store/settingsModal'

const SettingsModal = lazy(() => import('./SettingsModal'))

/** Loads the settings modal the first time it opens, and keeps it from then on. */
export function SettingsModalHost() {
  const loaded = useSettingsModal((s) => s.loaded)
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <SettingsModal />
    </Suspense>
  )
}
