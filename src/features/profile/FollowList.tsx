import { useCallback } from 'react'
import { fetchFollowPage, type FollowListKind } from '../../api/endpoints/profile'
import type { Page, PageQuery } from '../../api/http'
import { api } from '../../api/client'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { useTranslation } from '../../i18n/react'
import { useEntities } from '../../store/entities'
import { useRetainedAccounts } from '../../store/retention'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { BasicUserCard } from '../users'
import type { PagedState } from './paged'
import { usePagedList } from './usePagedList'
import styles from './Profile.module.css'

/** Followers or followees, 20 at a time (Link paging), each a basic card. */
export function FollowList({
  accountId,
  kind,
  title,
}: {
  accountId: string
  kind: FollowListKind
  title: string
}) {
  const { t } = useTranslation()
  useDocumentTitle(title)
  const fetchPage = useCallback(
    async (next: PageQuery | null): Promise<Page<string>> => {
      const page = await fetchFollowPage(api(), accountId, kind, next)
      useEntities.getState().ingestAccounts(page.items)
      return { ...page, items: page.items.map((a) => a.id) }
    },
    [accountId, kind],
  )
  const [state, more] = usePagedList(fetchPage)
  useRetainedAccounts(state.items)
  const accounts = useEntities((s) => s.accounts)

  return (
    <section className={styles.list} aria-label={title} aria-busy={state.phase === 'loading'}>
      <ul className={styles.listItems}>
        {state.items.map((id) => {
          const account = accounts[id]
          return account ? (
            <li key={id} className={styles.listItem}>
              <BasicUserCard account={account} />
            </li>
          ) : null
        })}
      </ul>
      <ListFooter
        state={state}
        empty={t(kind === 'followers' ? 'user_profile.no_followers' : 'user_profile.no_followees')}
        onMore={more}
      />
    </section>
  )
}

export function ListFooter<T>({
  state,
  empty,
  onMore,
}: {
  state: PagedState<T>
  empty: string
  onMore: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className={styles.listFooter}>
      {state.phase === 'loading' ? (
        <Spinner label={t('general.loading')} />
      ) : state.phase === 'error' ? (
        <div role="alert" className={styles.listError}>
          <span>{t('user_profile.list_error')}</span>
          <Button size="small" onClick={onMore}>
            {t('general.retry')}
          </Button>
        </div>
      ) : state.phase === 'done' ? (
        state.items.length === 0 && <span>{empty}</span>
      ) : (
        <Button onClick={onMore}>{t('user_profile.load_more')}</Button>
      )}
    </div>
  )
}
