import './messages'
import { useEffect } from 'react'
import { useTranslation } from '../../i18n/react'
import { useFeature } from '../../store/serverFeatures'
import { useIsLoggedIn, useSession } from '../../store/session'
import { closeSettings, settingsModal, type SettingsTab } from '../../store/settingsModal'
import { Notices } from '../../ui/Notices'
import { lazyTabs, TabbedModal } from '../../ui/TabbedModal'
import { LogoutButton } from '../auth'
import { usePreferences } from '../../store/preferences'
import { reportSaved, useSaveNotice } from './saveNotice'
import BackupMenu from './sync/BackupMenu'
import styles from './SettingsModal.module.css'

const TABS = lazyTabs<SettingsTab>({
  general: () => import('./tabs/GeneralTab'),
  profile: () => import('./tabs/ProfileTab'),
  security: () => import('./tabs/SecurityTab'),
  notifications: () => import('./tabs/NotificationsTab'),
  mutes: () => import('./tabs/MutesBlocksTab'),
  // The filters area's own screen: filters kept on the server.
  filters: () => import('../filters/FiltersTab'),
  data: () => import('./tabs/DataTab'),
  theme: () => import('./tabs/ThemeTab'),
})

/**
 * General for everyone; the tabs about the account and its data for members
 *. Security only where the server has something of it to manage
 * (a password change at least): elsewhere (Hollo, Mastodon) it would be empty.
 */
export function settingsTabs(loggedIn: boolean, security = true, filters = false): SettingsTab[] {
  if (!loggedIn) return ['general', 'theme']
  const tabs: SettingsTab[] = [
    'general',
    'profile',
    'security',
    'notifications',
    'mutes',
    'filters',
    'data',
    'theme',
  ]
  // Filters only where the server keeps them (not on Hollo).
  return tabs.filter((tab) => (tab !== 'security' || security) && (tab !== 'filters' || filters))
}

/** Local preference changes report to the save notice while the modal is open. */
function useLocalSaveReports(): void {
  useEffect(
    () =>
      usePreferences.subscribe((state, previous) => {
        if (state.lastSave && state.lastSave !== previous.lastSave) reportSaved(state.lastSave.ok)
      }),
    [],
  )
}

function SaveNotice() {
  const { t } = useTranslation()
  const notice = useSaveNotice((s) => s.notice)
  return (
    <p
      role="status"
      className={[styles.notice, notice === 'error' ? styles.noticeError : ''].join(' ')}
    >
      {notice === 'ok' && t('settings.saving_ok')}
      {notice === 'error' && t('settings.saving_err')}
    </p>
  )
}

/**
 * The settings modal: a tab list of sections, the
 * save notice, peek and close, and the footer with backup and restore, expert
 * mode and logout. Minimizing leaves a bar; the tab and its state are kept.
 */
export default function SettingsModal() {
  const { t } = useTranslation()
  const loggedIn = useIsLoggedIn()
  const expertMode = usePreferences((s) => s.prefs.expertMode)
  const setPref = usePreferences((s) => s.set)
  useLocalSaveReports()

  const accountSecurity = useFeature('accountSecurity')
  const passwordChange = useFeature('userPasswordChange')
  const security = accountSecurity || passwordChange
  const filters = useSession((s) => (s.instance?.features.serverFilters ?? 'none') !== 'none')

  return (
    <TabbedModal
      modal={settingsModal}
      messages="settings"
      tabs={settingsTabs(loggedIn, security, filters)}
      panels={TABS}
      headerExtra={<SaveNotice />}
      footer={
        <>
          {/* Notices of the tabs (restore, sync, imports) stay readable above the page. */}
          <Notices />
          <div className={styles.footer}>
            <BackupMenu />
            <label className={styles.expert} title={t('settings.expert_mode_hint')}>
              <input
                type="checkbox"
                checked={expertMode}
                onChange={(e) => setPref('expertMode', e.target.checked)}
              />
              {t('settings.expert_mode')}
            </label>
            <span className={styles.spacer} />
            {loggedIn && <LogoutButton onLoggedOut={closeSettings} />}
          </div>
        </>
      }
    />
  )
}
