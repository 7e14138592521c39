import './messages'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { api } from '../../api/client'
import { fetchScheduledStatuses, type ScheduledStatus } from '../../api/endpoints/scheduledStatuses'
import type { Page } from '../../api/http'
import { SCHEDULED_PAGE_SIZE } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { useFeature } from '../../store/serverFeatures'
import { Button } from '../../ui/Button'
import { NotFoundPage } from '../../ui/NotFoundPage'
import { Page as PageFrame } from '../../ui/Page'
import { AsyncErrorPanel, LoadingPanel } from '../../ui/Spinner'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { usePostModal } from '../compose'
import { scheduledListReducer, type NextPage } from './listState'
import { ScheduledItem } from './ScheduledItem'
import styles from './Scheduled.module.css'

export { default as ScheduledNavItem } from './ScheduledNavItem'

const FIRST_PAGE = { limit: String(SCHEDULED_PAGE_SIZE) }
/** Servers link a next page even after the last one; a page shorter than asked is the end. */
const nextOf = (page: Page<ScheduledStatus>): NextPage =>
  page.items.length < SCHEDULED_PAGE_SIZE ? null : page.next

/**
 * The scheduled posts screen: the member's posts waiting for their time,
 * soonest first, each with its text, files, poll and time, to reschedule,
 * edit (a new post in its place) or cancel. Where the server keeps no
 * scheduled posts there is no such screen.
 */
export default function ScheduledPage() {
  const offered = useFeature('scheduledStatuses')
  if (!offered) return <NotFoundPage />
  return <ScheduledList />
}

function ScheduledList() {
  const { t } = useTranslation()
  useDocumentTitle(t('scheduled.title'))
  const [state, dispatch] = useReducer(scheduledListReducer, { name: 'loading' })
  const modalOpen = usePostModal((s) => s.open)
  const wasOpen = useRef(modalOpen)

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const page = await fetchScheduledStatuses(api(), FIRST_PAGE, { signal })
      dispatch({ type: 'loaded', items: page.items, next: nextOf(page) })
    } catch {
      if (!signal?.aborted) dispatch({ type: 'failed' })
    }
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  // An edit is sent from the post modal: once it closes, the list is read again.
  useEffect(() => {
    if (wasOpen.current && !modalOpen) void load()
    wasOpen.current = modalOpen
  }, [modalOpen, load])

  const loadMore = async () => {
    if (state.name !== 'ready' || !state.next) return
    dispatch({ type: 'moreRequested' })
    try {
      const page = await fetchScheduledStatuses(api(), state.next)
      dispatch({ type: 'moreLoaded', items: page.items, next: nextOf(page) })
    } catch {
      dispatch({ type: 'moreFailed' })
    }
  }

  return (
    <PageFrame titleId="scheduled-title" title={t('scheduled.title')} clip={false}>
      {state.name === 'failed' ? (
        <AsyncErrorPanel
          message={t('scheduled.load_error')}
          onRetry={() => {
            dispatch({ type: 'reload' })
            void load()
          }}
        />
      ) : state.name === 'loading' ? (
        <LoadingPanel />
      ) : state.items.length === 0 ? (
        <p className={styles.note}>{t('scheduled.empty')}</p>
      ) : (
        <>
          <p className={styles.note} id="scheduled-edit-hint">
            {t('scheduled.edit_hint')}
          </p>
          <ul className={styles.list} aria-labelledby="scheduled-title">
            {state.items.map((post) => (
              <ScheduledItem
                key={post.id}
                post={post}
                onUpdated={(item) => dispatch({ type: 'updated', item })}
                onRemoved={(id) => dispatch({ type: 'removed', id })}
              />
            ))}
          </ul>
          {state.next && (
            <div className={styles.more}>
              {state.more === 'failed' && (
                <p className={styles.error} role="alert">
                  {t('scheduled.load_error')}
                </p>
              )}
              <Button onClick={() => void loadMore()} disabled={state.more === 'loading'}>
                {state.more === 'failed' ? t('general.retry') : t('scheduled.load_more')}
              </Button>
            </div>
          )}
        </>
      )}
    </PageFrame>
  )
}
