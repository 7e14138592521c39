import { forwardRef, useCallback, useEffect, useRef, useState, type HTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { Virtuoso } from 'react-virtuoso'
import { useDocumentTitle } from '../../app/useDocumentTitle'
import { registerActiveTimeline } from '../../app/realtime'
import {
  CLICK_BLOCK_AFTER_SHOW_NEW,
  LOAD_OLDER_THRESHOLD_PX,
  OLDER_FETCH_THROTTLE,
  SHOW_AT_TOP_THRESHOLD_PX,
} from '../../config/constants'
import { selectTimeline, useTimelines } from '../../store/timelines'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { usePreferences } from '../settings/preferences'
import { StatusView } from '../statuses/StatusView'
import { TIMELINES, type TimelineKind } from './timelineKinds'
import { timelineErrorMessage } from './timelineErrors'
import { fetchInitial, fetchOlder, reloadTimeline } from './timelineService'
import styles from './TimelinePage.module.css'

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

const FeedList = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function FeedList(props, ref) {
    return <div {...props} ref={ref} role="feed" />
  },
)

export function TimelinePage({ kind }: { kind: TimelineKind }) {
  const { t } = useTranslation()
  const def = TIMELINES[kind]
  const title = t(def.titleKey)
  useDocumentTitle(title)
  const timeline = useTimelines(selectTimeline(kind))
  const showNewInStore = useTimelines((s) => s.showNew)
  const prefs = usePreferences((s) => s.prefs)
  const [clicksBlocked, setClicksBlocked] = useState(false)
  const lastOlderFetch = useRef(0)

  useEffect(() => registerActiveTimeline(kind), [kind])

  useEffect(() => {
    if (!timeline.loaded && !timeline.loading) void fetchInitial(kind)
  }, [kind, timeline.loaded, timeline.loading])

  const showNew = useCallback(() => {
    if (timeline.flushMarker) {
      void reloadTimeline(kind)
      return
    }
    if (timeline.newIds.length === 0) return
    showNewInStore(kind)
    // Clicks are blocked for a moment so a tap meant for the button does not
    // land on a status that just moved under the finger.
    setClicksBlocked(true)
    setTimeout(() => setClicksBlocked(false), CLICK_BLOCK_AFTER_SHOW_NEW)
  }, [kind, timeline.flushMarker, timeline.newIds.length, showNewInStore])

  // The "." key shows new statuses (outside text inputs).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '.' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) showNew()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [showNew])

  // Auto-show when streaming is on, the page is at the top and the tab has focus.
  useEffect(() => {
    if (!prefs.streaming || timeline.newIds.length === 0 || timeline.flushMarker) return
    const atTop = window.scrollY <= SHOW_AT_TOP_THRESHOLD_PX
    const focused = !prefs.pauseOnUnfocused || document.hasFocus()
    if (atTop && focused) showNewInStore(kind)
  }, [
    prefs.streaming,
    prefs.pauseOnUnfocused,
    timeline.newIds.length,
    timeline.flushMarker,
    kind,
    showNewInStore,
  ])

  const loadOlder = useCallback(() => {
    const now = Date.now()
    if (now - lastOlderFetch.current < OLDER_FETCH_THROTTLE) return
    if (timeline.bottomedOut || timeline.loading || timeline.error) return
    lastOlderFetch.current = now
    void fetchOlder(kind)
  }, [kind, timeline.bottomedOut, timeline.loading, timeline.error])

  const newCount = timeline.newIds.length
  const ids = timeline.statusIds
  const error = timeline.error ? timelineErrorMessage(timeline.error) : null

  return (
    <section className={styles.timeline} aria-labelledby={`timeline-title-${kind}`}>
      <div className={styles.header}>
        <h1 id={`timeline-title-${kind}`} className={styles.title}>
          {title}
        </h1>
        {timeline.flushMarker ? (
          <Button variant="primary" size="small" onClick={showNew}>
            {t('timeline.reload')}
          </Button>
        ) : newCount > 0 ? (
          <Button variant="primary" size="small" onClick={showNew}>
            {t('timeline.show_new_count', { count: newCount })}
          </Button>
        ) : (
          timeline.loaded &&
          !timeline.error && <span className={styles.upToDate}>{t('timeline.up_to_date')}</span>
        )}
      </div>
      <div
        className={`${styles.feed} ${clicksBlocked ? styles.blocked : ''}`}
        aria-busy={timeline.loading}
      >
        {prefs.virtualScrolling ? (
          <Virtuoso
            useWindowScroll
            data={ids}
            computeItemKey={(_, id) => id}
            increaseViewportBy={{ top: 400, bottom: LOAD_OLDER_THRESHOLD_PX }}
            endReached={loadOlder}
            components={{ List: FeedList }}
            itemContent={(_, id) => <StatusView id={id} />}
          />
        ) : (
          <div role="feed">
            {ids.map((id) => (
              <StatusView key={id} id={id} />
            ))}
          </div>
        )}
      </div>
      <div className={styles.footer}>
        {error ? (
          <div className={styles.error} role="alert">
            <p>{t(error.key, error.args)}</p>
            <Button
              onClick={() =>
                void (timeline.statusIds.length ? fetchOlder(kind) : fetchInitial(kind))
              }
            >
              {t('general.retry')}
            </Button>
          </div>
        ) : timeline.loading ? (
          <Spinner label={t('timeline.loading')} />
        ) : timeline.bottomedOut ? (
          <span>
            {ids.length === 0 ? t('timeline.no_statuses') : t('timeline.no_more_statuses')}
          </span>
        ) : (
          timeline.loaded && (
            <Button onClick={() => void fetchOlder(kind)}>{t('timeline.load_older')}</Button>
          )
        )}
      </div>
    </section>
  )
}
