import { useCallback, useMemo } from 'react'
import { createPortal } from 'react-dom'
import { useLocation, useNavigate } from 'react-router'
import type { Account } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { useFeature } from '../../store/serverFeatures'
import { useSession } from '../../store/session'
import { usePref } from '../../store/preferences'
import { UserCard, type CountTab } from '../users'
import { NoteEditor } from './NoteEditor'
import { ProfileTabPanel } from './ProfileTabPanel'
import { tabFromHash, visibleTabs, type ProfileTab } from './profileTabs'
import styles from './Profile.module.css'
import { inlineStep } from '../../ui/direction'

/** A loaded profile: background, full card, private note, tabs. */
export function ProfileView({ account }: { account: Account }) {
  const { t } = useTranslation()
  const { hash } = useLocation()
  const navigate = useNavigate()
  const currentUserId = useSession((s) => s.currentUserId)
  const accountNotes = useFeature('accountNotes')
  const defaultTab = usePref('userProfileDefaultTab')
  const showBackground = usePref('displayPageBackgrounds')
  const hideStats = usePref('hideUserStats')
  const isOwn = currentUserId === account.id
  const tabs = useMemo(() => visibleTabs(account, isOwn), [account, isOwn])
  const tab = tabFromHash(hash, defaultTab, tabs)
  const name = account.display_name || account.username

  // Each switch is a history entry, so back and forward move between tabs.
  const select = useCallback(
    (next: ProfileTab) => {
      if (next !== tab) void navigate({ hash: `#${next}` })
    },
    [navigate, tab],
  )
  const selectFromCard = useCallback(
    (next: CountTab) => {
      if (tabs.includes(next)) select(next)
    },
    [select, tabs],
  )

  const tabLabel = (key: ProfileTab) =>
    key === 'statuses' && !hideStats
      ? t('user_profile.statuses_tab_count', { count: account.statuses_count })
      : t(`user_profile.${key}_tab`)

  const onTabKey = (e: React.KeyboardEvent, index: number) => {
    const step = inlineStep(e.key)
    if (!step) return
    e.preventDefault()
    const next = tabs[(index + step + tabs.length) % tabs.length]
    if (!next) return
    select(next)
    document.getElementById(`profile-tab-${next}`)?.focus()
  }

  return (
    <div className={styles.profile}>
      {/* The page background, cleared when the profile unmounts. */}
      {account.background_image &&
        showBackground &&
        createPortal(
          <img
            className={styles.background}
            src={account.background_image}
            alt=""
            data-profile-background=""
          />,
          document.body,
        )}
      <UserCard account={account} onSelectTab={selectFromCard} selectableTabs={tabs} level={1} />
      {currentUserId !== null && !isOwn && accountNotes && (
        <NoteEditor
          accountId={account.id}
          initialNote={account.relationship?.note ?? null}
          name={name}
        />
      )}
      <div className={styles.tabs} role="tablist" aria-label={t('user_profile.tabs_label')}>
        {tabs.map((key, index) => (
          <button
            key={key}
            id={`profile-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={key === tab}
            aria-controls="profile-tab-panel"
            tabIndex={key === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => select(key)}
            onKeyDown={(e) => onTabKey(e, index)}
          >
            {tabLabel(key)}
          </button>
        ))}
      </div>
      <div
        id="profile-tab-panel"
        role="tabpanel"
        aria-labelledby={`profile-tab-${tab}`}
        className={styles.panel}
      >
        <ProfileTabPanel
          account={account}
          tab={tab}
          isOwn={isOwn}
          title={`${tabLabel(tab)} · ${name}`}
        />
      </div>
    </div>
  )
}
