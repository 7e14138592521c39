import { useTranslation } from '../../i18n/react'
import type { TimelineState } from '../../store/timelineState'
import { Button } from '../../ui/Button'
import styles from './TimelinePage.module.css'

interface NewStatusControlsProps {
  timeline: TimelineState
  /** Unread statuses above the place home resumed at. */
  unread: number
  onJumpToNewest: () => void
  onShowNew: () => void
}

/**
 * The header's word on what is newer than the list: unread statuses above
 * the reader (with a jump to the newest), new ones waiting to be shown, a
 * reload after the stream lost track, or "up to date".
 */
export function NewStatusControls({
  timeline,
  unread,
  onJumpToNewest,
  onShowNew,
}: NewStatusControlsProps) {
  const { t } = useTranslation()
  const newCount = timeline.newIds.length + timeline.newDropped
  return (
    <>
      {(unread > 0 || timeline.gapAbove) && (
        <>
          <span className={styles.unreadAbove}>
            {timeline.gapAbove
              ? t('timeline.unread_above_more', { count: unread })
              : t('timeline.unread_above', { count: unread })}
          </span>
          <Button size="small" onClick={onJumpToNewest}>
            {t('timeline.jump_to_newest')}
          </Button>
        </>
      )}
      {timeline.gapAbove ? null : timeline.flushMarker ? (
        <Button variant="primary" size="small" onClick={onShowNew}>
          {t('timeline.reload')}
        </Button>
      ) : newCount > 0 ? (
        <Button variant="primary" size="small" onClick={onShowNew}>
          {t('timeline.show_new_count', { count: newCount })}
        </Button>
      ) : (
        timeline.loaded &&
        !timeline.error &&
        unread === 0 && <span className={styles.upToDate}>{t('timeline.up_to_date')}</span>
      )}
    </>
  )
}
