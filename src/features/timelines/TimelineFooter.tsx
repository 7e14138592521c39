import { Suspense } from 'react'
import { useTranslation } from '../../i18n/react'
import type { TimelineState } from '../../store/timelineState'
import { Button } from '../../ui/Button'
import { lazy } from '../../ui/lazy'
import { Spinner } from '../../ui/Spinner'
import { timelineErrorMessage } from './timelineErrors'
import styles from './TimelinePage.module.css'

// Only guests of servers that keep timelines from them see it: its own chunk.
const MembersOnlyNotice = lazy(() =>
  import('../auth/MembersOnlyNotice').then((m) => ({ default: m.MembersOnlyNotice })),
)

interface TimelineFooterProps {
  timeline: TimelineState
  /** The timeline shows no status. */
  empty: boolean
  onRetry: () => void
  onLoadOlder: () => void
}

/** Below a timeline: why it stopped (error, end) or the way to older statuses. */
export function TimelineFooter({ timeline, empty, onRetry, onLoadOlder }: TimelineFooterProps) {
  const { t } = useTranslation()
  const error = timeline.error ? timelineErrorMessage(timeline.error) : null
  return (
    <div className={styles.footer}>
      {timeline.error?.membersOnly ? (
        <Suspense fallback={<Spinner label={t('general.loading')} />}>
          <MembersOnlyNotice />
        </Suspense>
      ) : error ? (
        <div className={styles.error} role="alert">
          <p>{t(error.key, error.args)}</p>
          <Button onClick={onRetry}>{t('general.retry')}</Button>
        </div>
      ) : timeline.loading ? (
        <Spinner label={t('timeline.loading')} />
      ) : timeline.bottomedOut ? (
        <span>{empty ? t('timeline.no_statuses') : t('timeline.no_more_statuses')}</span>
      ) : (
        timeline.loaded && <Button onClick={onLoadOlder}>{t('timeline.load_older')}</Button>
      )}
    </div>
  )
}
