import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { lazy } from '../../ui/lazy'
import { useSeveralAccounts } from '../../store/accounts'
import { useTranslation } from '../../i18n/react'
import { useParams } from 'react-router'
import { api } from '../../api/client'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { useEntities } from '../../store/entities'
import { retainStatus } from '../../store/retention'
import { Page } from '../../ui/Page'
import { AsyncErrorPanel, LoadingPanel } from '../../ui/Spinner'
import { useIsLoggedIn } from '../../store/session'
import { isMembersOnly, MembersOnlyNotice } from '../auth'
import { usePref } from '../../store/preferences'
import { conversationErrorMessage } from './conversationErrors'
import { ensureConversation } from './conversationService'
import { itemSelector } from './itemSelector'
import { findPublicPage, publicPageOf } from './publicPage'
import { LinearConversation } from './LinearConversation'
import { selectThreadIds, useThreadCache } from './threadCache'
import { buildThread } from './threadModel'
import { TreeConversation } from './TreeConversation'
import { AvatarRow, StatFaces } from '../statuses'
import { usePlaceKeeper } from '../timelines'
import './messages'

// With several accounts signed in here: the same thread as another of them.
const OpenWith = lazy(() => import('../accounts/OpenWith'))

/** Keeps every status of the open conversation cached, hidden branches included. */
function useRetained(ids: readonly string[] | undefined): void {
  useEffect(() => {
    if (!ids) return
    const releases = ids.map((id) => retainStatus(id))
    return () => releases.forEach((release) => release())
  }, [ids])
}

/** The conversation page, /notice/{id}: always expanded. */
export default function ConversationPage() {
  const severalAccounts = useSeveralAccounts()
  const { id = '' } = useParams()
  const { t } = useTranslation()
  useDocumentTitle(t('conversation.title'))
  const display = usePref('conversationDisplay')
  const focusedUri = useEntities((s) => s.statuses[id]?.uri ?? s.statuses[id]?.url ?? '')
  const loggedIn = useIsLoggedIn()

  const ids = useThreadCache(selectThreadIds(id))
  const load = useThreadCache((s) => s.loads[id])
  const complete = useEntities((s) => ids !== undefined && ids.every((i) => i in s.statuses))
  // The reply structure as one string: the tree is rebuilt only when it changes,
  // not on every favourite anywhere in the cache.
  const parentsKey = useEntities((s) =>
    ids ? ids.map((i) => s.statuses[i]?.in_reply_to_id ?? '').join('\n') : '',
  )
  useRetained(ids)

  useEffect(() => {
    if (!complete && load === undefined) void ensureConversation(id)
  }, [id, complete, load])

  // A failure is forgotten on leaving, so coming back tries again.
  useEffect(
    () => () => {
      const cache = useThreadCache.getState()
      if (cache.loads[id]?.kind === 'error') cache.setLoad(id, null)
    },
    [id],
  )

  const model = useMemo(() => {
    if (!ids) return null
    const parents = parentsKey.split('\n')
    const parentOf = new Map(ids.map((i, n) => [i, parents[n] || null]))
    return buildThread(ids, (i) => parentOf.get(i) ?? null)
  }, [ids, parentsKey])

  // The focused status is scrolled into view once shown (and when another
  // status of the same conversation is opened); the app itself keeps the
  // scroll position on navigation to conversations.
  const containerRef = useRef<HTMLDivElement>(null)
  // Back or Forward to the thread lands where the reader was instead.
  const bringsBack = usePlaceKeeper(containerRef, 'data-status-id')
  useEffect(() => {
    if (!complete || bringsBack) return
    const el = containerRef.current?.querySelector(itemSelector(id))
    if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'start' })
  }, [id, complete, bringsBack])

  let body
  if (complete && ids && model) {
    body =
      display === 'tree' ? (
        <TreeConversation key={id} model={model} focusedId={id} />
      ) : (
        <LinearConversation ids={model.order} focusedId={id} />
      )
  } else if (load?.kind === 'error' && isMembersOnly(load.error, loggedIn)) {
    body = (
      <MembersOnlyNotice>
        <PublicPageLink id={id} />
      </MembersOnlyNotice>
    )
  } else if (load?.kind === 'error') {
    const message = conversationErrorMessage(load.error)
    body = (
      <AsyncErrorPanel
        message={t(message.key, message.args)}
        onRetry={() => {
          useThreadCache.getState().setLoad(id, null)
        }}
      />
    )
  } else {
    body = <LoadingPanel />
  }

  return (
    <Page
      titleId="conversation-title"
      title={t('conversation.title')}
      actions={
        focusedUri &&
        severalAccounts && (
          <Suspense fallback={null}>
            <OpenWith url={focusedUri} />
          </Suspense>
        )
      }
    >
      <div ref={containerRef} aria-busy={!complete && load?.kind === 'loading'}>
        {/* The focused status shows the faces of who repeated and favourited it. */}
        <StatFaces.Provider value={AvatarRow}>{body}</StatFaces.Provider>
      </div>
    </Page>
  )
}

/**
 * Where a guest may still read a post the server's API keeps from guests:
 * its own public page, from the post when this client has seen it (a
 * timeline led here), else looked up by its id.
 */
function PublicPageLink({ id }: { id: string }) {
  const { t } = useTranslation()
  const known = useEntities((s) => publicPageOf(s.statuses[id]))
  const [found, setFound] = useState<{ id: string; url: string | null } | null>(null)
  useEffect(() => {
    if (known) return
    let live = true
    void findPublicPage(api(), id).then((url) => {
      if (live) setFound({ id, url })
    })
    return () => {
      live = false
    }
  }, [id, known])
  const url = known ?? (found?.id === id ? found.url : null)
  if (!url) return null
  return (
    <p>
      {t('conversation.public_page')}{' '}
      <a href={url}>{t('conversation.open_on', { host: new URL(url).host })}</a>
    </p>
  )
}
