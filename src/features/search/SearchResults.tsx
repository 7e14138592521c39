import { memo, useEffect, useId, useMemo } from 'react'
import { Link } from 'react-router'
import type { SearchHashtag } from '../../api/endpoints/search'
import type { Account } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { useEntities } from '../../store/entities'
import { retainStatus } from '../../store/retention'
import { Button } from '../../ui/Button'
import { AsyncErrorPanel, LoadingPanel, Spinner } from '../../ui/Spinner'
import { TabList, tabId, tabPanelId } from '../../ui/TabList'
import { MembersOnlyNotice } from '../auth'
import { RelationshipControls } from '../relationships'
import { StatusView } from '../statuses'
import { BasicUserCard } from '../users'
import {
  latestHistory,
  SEARCH_TABS,
  visibleStatusIds,
  type ResultList,
  type SearchTab,
  type TabCounts,
} from './searchModel'
import { chooseTab, loadMore, startSearch, useSearch } from './searchStore'
import styles from './SearchPage.module.css'
import '../../i18n/areas/relationships'

/** Result ids of the search on screen, without deleted statuses. */
function useVisibleStatusIds(ids: readonly string[]): string[] {
  // One string, so a change elsewhere in the cache (a like anywhere) renders nothing here.
  const joined = useEntities((s) => visibleStatusIds(ids, s.statuses).join('\n'))
  return useMemo(() => (joined === '' ? [] : joined.split('\n')), [joined])
}

/** Every result status stays cached while the page is open, on any tab. */
function useRetained(ids: readonly string[]): void {
  useEffect(() => {
    const releases = ids.map((id) => retainStatus(id))
    return () => releases.forEach((release) => release())
  }, [ids])
}

/** Tabs of statuses, people and hashtags for `query`, each with its count. */
export function SearchResults({ query, viewer }: { query: string; viewer: string | null }) {
  const { t } = useTranslation()
  const state = useSearch()
  const baseId = useId()
  // The stored search may still be an earlier one until this one starts.
  const current = state.query === query && state.viewer === viewer
  const phase = current ? state.phase : 'loading'
  const statusIds = useVisibleStatusIds(state.statuses.items)
  useRetained(state.statuses.items)

  const counts: TabCounts =
    current && phase === 'loaded'
      ? {
          statuses: statusIds.length,
          people: state.people.items.length,
          hashtags: state.hashtags.items.length,
        }
      : { statuses: 0, people: 0, hashtags: 0 }
  const tab = current ? state.tab : 'statuses'

  let panel
  if (phase === 'loading' || phase === 'idle') {
    panel = <LoadingPanel text={t('search.searching')} />
  } else if (phase === 'error' && viewer === null && state.error?.key === 'search.forbidden') {
    // A server that searches for members only (Hollo, a private Akkoma): trying
    // again cannot help a guest, signing in does, and comes back to this search.
    panel = <MembersOnlyNotice />
  } else if (phase === 'error') {
    const message = state.error ?? { key: 'search.error' }
    panel = (
      <AsyncErrorPanel
        message={t(message.key, message.args)}
        onRetry={() => void startSearch(query, viewer)}
      />
    )
  } else {
    const elsewhere = SEARCH_TABS.some((other) => other !== tab && counts[other] > 0)
    if (tab === 'statuses') {
      panel = <StatusResults ids={statusIds} list={state.statuses} elsewhere={elsewhere} />
    } else if (tab === 'people') {
      panel = <PeopleResults list={state.people} elsewhere={elsewhere} />
    } else {
      panel = <HashtagResults list={state.hashtags} elsewhere={elsewhere} />
    }
  }

  return (
    <>
      <TabList
        tabs={SEARCH_TABS}
        selected={tab}
        onSelect={chooseTab}
        label={t('search.tabs_label')}
        idBase={baseId}
        className="page-tabs"
        tabClassName="page-tab"
      >
        {(key) =>
          counts[key] > 0
            ? t(`search.tab_${key}_count`, { count: counts[key] })
            : t(`search.tab_${key}`)
        }
      </TabList>
      <div
        role="tabpanel"
        id={tabPanelId(baseId)}
        aria-labelledby={tabId(baseId, tab)}
        aria-busy={phase === 'loading'}
        className={styles.panel}
      >
        {panel}
      </div>
    </>
  )
}

/** The no-results heading of an empty tab, pointing to the tabs that have some. */
function NoResults({ elsewhere }: { elsewhere: boolean }) {
  const { t } = useTranslation()
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{t('search.no_results')}</h2>
      <p className={styles.muted}>
        {t(elsewhere ? 'search.no_results_elsewhere' : 'search.no_results_hint')}
      </p>
    </div>
  )
}

/** "Load more" for one tab while the server may have more; its progress and failure. */
function MoreFooter({ tab, list }: { tab: SearchTab; list: ResultList<unknown> }) {
  const { t } = useTranslation()
  if (list.phase === 'loading') {
    return (
      <div className={styles.footer}>
        <Spinner label={t('search.loading_more')} />
      </div>
    )
  }
  if (list.phase === 'error') {
    return (
      <div className={styles.footer}>
        <p role="alert" className={styles.footerError}>
          {t('search.load_more_error')}
        </p>
        <Button size="small" onClick={() => void loadMore(tab)}>
          {t('general.retry')}
        </Button>
      </div>
    )
  }
  if (!list.more) return null
  return (
    <div className={styles.footer}>
      <Button onClick={() => void loadMore(tab)}>{t(`search.load_more_${tab}`)}</Button>
    </div>
  )
}

function StatusResults({
  ids,
  list,
  elsewhere,
}: {
  ids: readonly string[]
  list: ResultList<string>
  elsewhere: boolean
}) {
  const { t } = useTranslation()
  return (
    <>
      {ids.length === 0 ? (
        <NoResults elsewhere={elsewhere} />
      ) : (
        <ul className={styles.list} aria-label={t('search.statuses_list')}>
          {ids.map((id) => (
            <li key={id}>
              <StatusView id={id} context="timeline" />
            </li>
          ))}
        </ul>
      )}
      <MoreFooter tab="statuses" list={list} />
    </>
  )
}

/** One account row; the cached copy (fresher, with its relationship) when there is one. */
const PersonRow = memo(function PersonRow({ account }: { account: Account }) {
  const cached = useEntities((s) => s.accounts[account.id])
  const shown = cached ?? account
  return (
    <li className={styles.row}>
      <BasicUserCard account={shown}>
        <RelationshipControls account={shown} />
      </BasicUserCard>
    </li>
  )
})

function PeopleResults({ list, elsewhere }: { list: ResultList<Account>; elsewhere: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      {list.items.length === 0 ? (
        <NoResults elsewhere={elsewhere} />
      ) : (
        <ul className={styles.list} aria-label={t('search.people_list')}>
          {list.items.map((account) => (
            <PersonRow key={account.id} account={account} />
          ))}
        </ul>
      )}
      <MoreFooter tab="people" list={list} />
    </>
  )
}

/** A hashtag linking to its timeline, with its newest day of use when the server tells it. */
function HashtagRow({ tag }: { tag: SearchHashtag }) {
  const { t } = useTranslation()
  const day = latestHistory(tag.history)
  return (
    <li className={`${styles.row} ${styles.hashtag}`}>
      <Link to={`/tag/${encodeURIComponent(tag.name)}`} className={styles.tagName}>
        #{tag.name}
      </Link>
      {day && (
        <span className={styles.tagStats}>
          <span>{t('search.hashtag_people', { count: day.accounts })}</span>
          <span>{t('search.hashtag_uses', { count: day.uses })}</span>
        </span>
      )}
    </li>
  )
}

function HashtagResults({
  list,
  elsewhere,
}: {
  list: ResultList<SearchHashtag>
  elsewhere: boolean
}) {
  const { t } = useTranslation()
  return (
    <>
      {list.items.length === 0 ? (
        <NoResults elsewhere={elsewhere} />
      ) : (
        <ul className={styles.list} aria-label={t('search.hashtags_list')}>
          {list.items.map((tag) => (
            <HashtagRow key={tag.name.toLowerCase()} tag={tag} />
          ))}
        </ul>
      )}
      <MoreFooter tab="hashtags" list={list} />
    </>
  )
}
