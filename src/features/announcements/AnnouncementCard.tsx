import { memo, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { isInactive, useAnnouncements, type AnnouncementItem } from '../../store/announcements'
import { pushNotice } from '../../store/notices'
import { useSession } from '../../store/session'
import { Button } from '../../ui/Button'
import { ConfirmModal } from '../../ui/Modal'
import { Spinner } from '../../ui/Spinner'
import { postContent, RichContent } from '../../ui/richContent/RichContent'
import { AnnouncementEditor } from './AnnouncementEditor'
import { editorValuesOf, formatAnnouncementTime } from './dates'
import { editAnnouncement, markAnnouncementRead, removeAnnouncement } from './service'
import styles from './Announcements.module.css'

function Time({ iso, allDay }: { iso: string; allDay: boolean }) {
  const { i18n } = useTranslation()
  return <time dateTime={iso}>{formatAnnouncementTime(iso, allDay, i18n.locale)}</time>
}

interface CardProps {
  item: AnnouncementItem
  /** Members may mark it read. */
  member: boolean
  /** Admins may edit and delete it. */
  manage: boolean
}

/** What the read controls show; one mark request at a time. */
type MarkState = 'idle' | 'sending' | 'failed'

/**
 * One announcement: its content with custom emoji, when it
 * was published, its start and end (dates only when all day), its read state
 * and, for members, a mark-as-read button; for admins, edit and delete.
 */
export const AnnouncementCard = memo(function AnnouncementCard({
  item,
  member,
  manage,
}: CardProps) {
  const { t } = useTranslation()
  const id = useId()
  const [editing, setEditing] = useState(false)
  // After the editor closes, focus goes back to the Edit button it replaced.
  const refocus = useRef(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [mark, setMark] = useState<MarkState>('idle')
  const inactive = useAnnouncements((s) => isInactive(item, s))
  const restricted = useSession((s) => s.instance?.restrictedNicknames)

  useEffect(() => {
    if (editing || !refocus.current) return
    refocus.current = false
    editButton.current?.focus()
  }, [editing])

  const stopEditing = () => {
    refocus.current = true
    setEditing(false)
  }

  const sendMark = async () => {
    setMark('sending')
    try {
      await markAnnouncementRead(item.id)
      setMark('idle')
    } catch (e) {
      console.warn('Could not mark the announcement as read', e)
      setMark('failed')
    }
  }

  const sendDelete = async () => {
    setConfirmDelete(false)
    setDeleting(true)
    try {
      await removeAnnouncement(item.id)
      pushNotice('announcements.deleted', { level: 'success' })
    } catch (e) {
      console.warn('Could not delete the announcement', e)
      pushNotice('announcements.delete_error', { level: 'error' })
      setDeleting(false)
    }
  }

  if (editing) {
    return (
      <AnnouncementEditor
        title={t('announcements.edit_title')}
        initial={editorValuesOf(item)}
        submitLabel={t('announcements.save')}
        busyLabel={t('announcements.saving')}
        onSubmit={async (draft) => {
          await editAnnouncement(item.id, draft)
          stopEditing()
        }}
        onCancel={stopEditing}
      />
    )
  }

  // Members see the read state; an admin-list entry members cannot see has none (inactive).
  const readState = !member
    ? null
    : item.read === true
      ? 'read'
      : item.read === false || inactive
        ? 'unread'
        : null
  return (
    <article className={styles.card}>
      {manage && inactive && (
        <p className={styles.inactiveTag}>{t('announcements.inactive_tag')}</p>
      )}
      <RichContent
        className={styles.content}
        {...postContent(item)}
        restrictedNicknames={restricted}
      />
      <dl className={styles.meta}>
        <div>
          <dt>{t('announcements.published')}</dt>
          <dd>
            <Time iso={item.publishedAt} allDay={false} />
          </dd>
        </div>
        {item.startsAt && (
          <div>
            <dt>{t('announcements.starts')}</dt>
            <dd>
              <Time iso={item.startsAt} allDay={item.allDay} />
            </dd>
          </div>
        )}
        {item.endsAt && (
          <div>
            <dt>{t('announcements.ends')}</dt>
            <dd>
              <Time iso={item.endsAt} allDay={item.allDay} />
            </dd>
          </div>
        )}
      </dl>
      {(readState !== null || manage) && (
        <div className={styles.footer}>
          {readState === 'read' && <p className={styles.readState}>{t('announcements.read')}</p>}
          {readState === 'unread' && (
            <>
              {item.read === false && (
                <p className={styles.unreadState}>{t('announcements.unread')}</p>
              )}
              <Button
                size="small"
                disabled={inactive || mark === 'sending'}
                aria-busy={mark === 'sending' || undefined}
                aria-describedby={inactive ? `${id}-inactive` : undefined}
                onClick={() => void sendMark()}
              >
                {mark === 'sending' && <Spinner />}
                {t('announcements.mark_read')}
              </Button>
            </>
          )}
          {manage && (
            <div className={styles.adminActions}>
              <Button
                ref={editButton}
                size="small"
                onClick={() => setEditing(true)}
                disabled={deleting}
              >
                {t('announcements.edit')}
              </Button>
              <Button
                size="small"
                variant="danger"
                onClick={() => setConfirmDelete(true)}
                disabled={deleting}
                aria-busy={deleting || undefined}
              >
                {deleting && <Spinner />}
                {t('announcements.delete')}
              </Button>
            </div>
          )}
        </div>
      )}
      {readState === 'unread' && inactive && (
        <p id={`${id}-inactive`} className={styles.note}>
          {t('announcements.inactive')}
        </p>
      )}
      {mark === 'failed' && (
        <p role="alert" className={styles.fieldError}>
          {t('announcements.mark_read_error')}
        </p>
      )}
      <ConfirmModal
        open={confirmDelete}
        title={t('announcements.confirm_delete_title')}
        text={t('announcements.confirm_delete_text')}
        confirmLabel={t('announcements.delete')}
        onConfirm={() => void sendDelete()}
        onCancel={() => setConfirmDelete(false)}
      />
    </article>
  )
})
