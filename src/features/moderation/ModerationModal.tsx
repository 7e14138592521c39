import './messages'
import { Suspense, useId, type ComponentType } from 'react'
import { lazy } from '../../ui/lazy'
import { MOBILE_MAX_WIDTH } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { useCurrentUser } from '../../store/currentUser'
import {
  chooseModerationTab,
  closeModeration,
  moderationTabs,
  peekModeration,
  useModerationModal,
  type ModerationTab,
} from '../../store/moderation'
import { Button } from '../../ui/Button'
import { useWindowWidth } from '../../ui/layoutType'
import { LoadingPanel } from '../../ui/Spinner'
import { TabList, tabId, tabPanelId } from '../../ui/TabList'
import { useNativeDialog } from '../../ui/useNativeDialog'
import { AdminScopeNotice } from '../auth/AdminScopeNotice'
import { useAdminScopesMissing } from '../../store/adminScopes'
import styles from './ModerationModal.module.css'

// Each section's code loads when it is first shown.
const TABS: Record<ModerationTab, ComponentType> = {
  reports: lazy(() => import('./ReportsTab')),
  users: lazy(() => import('./UsersTab')),
  posts: lazy(() => import('./PostsTab')),
}

/** The bar a minimized modal leaves: restore or close from there. */
function MinimizedBar() {
  const { t } = useTranslation()
  return (
    <section className={styles.minimized} aria-label={t('moderation.minimized_label')}>
      <span className={styles.minimizedTitle}>{t('moderation.title')}</span>
      <Button size="small" onClick={peekModeration}>
        {t('moderation.restore')}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={closeModeration}
        aria-label={t('moderation.close')}
      >
        <span aria-hidden="true">✕</span>
      </Button>
    </section>
  )
}

/**
 * The moderation modal: reports, users and posts as
 * the user's role allows; hidden, visible or minimized like the settings
 * modal, its content loaded on first open and kept.
 */
export default function ModerationModal() {
  const { t } = useTranslation()
  const visibility = useModerationModal((s) => s.visibility)
  const chosen = useModerationModal((s) => s.tab)
  const user = useCurrentUser()
  const dialog = useNativeDialog(visibility === 'visible', closeModeration)
  const titleId = useId()
  const idBase = useId()
  const vertical = useWindowWidth() > MOBILE_MAX_WIDTH
  const tabs = moderationTabs(user)
  const tab = tabs.includes(chosen) ? chosen : tabs[0]
  // The token lacks the admin scopes: the sections would only fail; offer to grant them.
  const scopesMissing = useAdminScopesMissing()
  if (!tab) return null
  const Tab = TABS[tab]

  return (
    <>
      <dialog {...dialog} className={styles.dialog} aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('moderation.title')}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            onClick={peekModeration}
            aria-label={t('moderation.minimize')}
          >
            <span aria-hidden="true">▁</span>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={closeModeration}
            aria-label={t('moderation.close')}
          >
            <span aria-hidden="true">✕</span>
          </Button>
        </div>
        {scopesMissing ? (
          <AdminScopeNotice />
        ) : (
          <div className={styles.main}>
            {tabs.length > 1 && (
              <TabList
                tabs={tabs}
                selected={tab}
                onSelect={chooseModerationTab}
                label={t('moderation.sections')}
                idBase={idBase}
                className={styles.tabs}
                tabClassName={styles.tab}
                orientation={vertical ? 'vertical' : 'horizontal'}
              >
                {(key) => t(`moderation.tab_${key}`)}
              </TabList>
            )}
            <div
              role={tabs.length > 1 ? 'tabpanel' : undefined}
              id={tabPanelId(idBase)}
              aria-labelledby={tabs.length > 1 ? tabId(idBase, tab) : undefined}
              className={styles.panel}
            >
              <Suspense fallback={<LoadingPanel />}>
                <Tab key={tab} />
              </Suspense>
            </div>
          </div>
        )}
      </dialog>
      {visibility === 'minimized' && <MinimizedBar />}
    </>
  )
}
