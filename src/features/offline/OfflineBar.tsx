import { Suspense, useEffect, useLayoutEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/react'
import { lazy } from '../../ui/lazy'
import { Button } from '../../ui/Button'
import { openOutbox, useOutboxDialog } from './outboxDialogStore'
import { useOutbox } from './outboxService'
import { useSavedReading } from './readingService'
import { useOnline } from '../../ui/useOnline'
import styles from './Offline.module.css'
import './messages'

const OutboxDialog = lazy(() => import('./OutboxDialog'))

/**
 * The strip's height, as `--strip-height` on the document while it shows:
 * the columns' sticky tops and the reading line start under it.
 */
function useStripHeight(shown: boolean) {
  const strip = useRef<HTMLElement>(null)
  // Before the paint that shows it: the sticky tops move in the same frame.
  useLayoutEffect(() => {
    const element = strip.current
    if (!shown || !element) return
    const root = document.documentElement.style
    const measure = () => root.setProperty('--strip-height', `${element.offsetHeight}px`)
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.removeProperty('--strip-height')
    }
  }, [shown])
  return strip
}

/**
 * The strip under the top bar: it says the browser is offline, or that the
 * server could not be reached and what shows was saved earlier, and counts
 * the posts waiting in the outbox, a button that opens it. Nothing shows
 * while the server answers and the outbox is empty.
 */
export default function OfflineBar() {
  const { t, i18n } = useTranslation()
  const online = useOnline()
  const savedAt = useSavedReading((s) => s.savedAt)
  const count = useOutbox((s) => s.items.length)
  const dialogOpen = useOutboxDialog((s) => s.open)
  // The dialog is fetched while there is a network: it may be wanted without one.
  useEffect(() => {
    void import('./OutboxDialog').catch(() => undefined)
  }, [])
  const shown = !online || savedAt !== null || count > 0
  const strip = useStripHeight(shown)
  return (
    <>
      {shown && (
        <section ref={strip} className={styles.bar} aria-label={t('offline.strip_label')}>
          {(!online || savedAt !== null) && (
            <p className={styles.barText} role="status">
              {savedAt === null
                ? t('offline.banner')
                : t(online ? 'offline.unreachable' : 'offline.reading', {
                    time: new Intl.DateTimeFormat(i18n.locale || 'en', {
                      hour: '2-digit',
                      minute: '2-digit',
                    }).format(savedAt),
                  })}
            </p>
          )}
          {count > 0 && (
            <Button
              variant="ghost"
              className={styles.outboxButton}
              onClick={openOutbox}
              aria-haspopup="dialog"
              aria-label={t('offline.outbox_count', { count })}
            >
              {t('offline.outbox')}
              <span className="count-badge" aria-hidden="true">
                {count}
              </span>
            </Button>
          )}
        </section>
      )}
      {dialogOpen && (
        <Suspense fallback={null}>
          <OutboxDialog />
        </Suspense>
      )}
    </>
  )
}
