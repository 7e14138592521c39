import './messages'
import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { useAnnouncements } from '../../store/announcements'
import { useCurrentUser } from '../../store/currentUser'
import { useFeature } from '../../store/serverFeatures'
import { useIsLoggedIn } from '../../store/session'
import { Button } from '../../ui/Button'
import { Page } from '../../ui/Page'
import { AsyncErrorPanel, LoadingPanel } from '../../ui/Spinner'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { loginPathReturningTo, AdminScopeNotice } from '../auth'
import { useAdminScopesMissing } from '../../store/adminScopes'
import { AnnouncementCard } from './AnnouncementCard'
import { AnnouncementEditor } from './AnnouncementEditor'
import { emptyEditorValues } from './dates'
import { loadAnnouncements, postAnnouncement } from './service'
import styles from './Announcements.module.css'

/** What a guest reads where the server keeps announcements for its members. */
function MembersOnly() {
  const { t } = useTranslation()
  const location = useLocation()
  return (
    <div className={styles.membersOnly} role="status">
      <p>{t('announcements.members_only')}</p>
      <Link to={loginPathReturningTo(`${location.pathname}${location.search}`)}>
        {t('announcements.sign_in')}
      </Link>
    </div>
  )
}

/**
 * The announcements page: open to everyone; members mark
 * announcements read; admins (where the server has the admin API) also post,
 * edit and delete them, and see the inactive ones members do not.
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('announcements.title'))
  const member = useIsLoggedIn()
  const admin = useCurrentUser()?.is_admin === true
  const adminApi = useFeature('announcementsAdmin')
  const phase = useAnnouncements((s) => s.phase)
  const items = useAnnouncements((s) => s.items)
  const managed = useAnnouncements((s) => s.managed)
  const ownerId = useAnnouncements((s) => s.ownerId)
  const [creating, setCreating] = useState(false)
  const newButton = useRef<HTMLButtonElement>(null)
  // An admin whose token lacks the admin scopes is offered to grant them instead of the tools.
  const scopesMissing = useAdminScopesMissing()
  const manage = member && admin && adminApi && !scopesMissing

  const close = () => {
    setCreating(false)
    newButton.current?.focus()
  }

  // Fresh on every visit (and for admins, with the admin list merged in).
  useEffect(() => {
    void loadAnnouncements()
  }, [ownerId, manage])

  let body
  if (phase === 'error') {
    body = (
      <AsyncErrorPanel
        message={t('announcements.load_error')}
        onRetry={() => void loadAnnouncements()}
      />
    )
  } else if (phase === 'membersOnly') {
    body = <MembersOnly />
  } else if (phase !== 'ready') {
    body = <LoadingPanel text={t('announcements.loading')} />
  } else if (items.length === 0) {
    body = <p className={styles.empty}>{t('announcements.empty')}</p>
  } else {
    body = (
      <ul className={styles.list} aria-label={t('announcements.list_label')}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <AnnouncementCard item={item} member={member} manage={manage && managed} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <Page
      titleId="announcements-title"
      title={t('announcements.title')}
      headerClassName={styles.header}
      actions={
        manage && (
          <Button
            ref={newButton}
            size="small"
            variant="primary"
            aria-expanded={creating}
            aria-controls={creating ? 'announcement-new-form' : undefined}
            onClick={() => setCreating((open) => !open)}
          >
            {t('announcements.new')}
          </Button>
        )
      }
    >
      {manage && creating && (
        <div id="announcement-new-form" className={styles.newForm}>
          <AnnouncementEditor
            title={t('announcements.new_title')}
            initial={emptyEditorValues()}
            submitLabel={t('announcements.publish')}
            busyLabel={t('announcements.publishing')}
            onSubmit={async (draft) => {
              await postAnnouncement(draft)
              close()
            }}
            onCancel={close}
          />
        </div>
      )}
      {member && admin && adminApi && scopesMissing && <AdminScopeNotice level={2} />}
      {body}
    </Page>
  )
}
