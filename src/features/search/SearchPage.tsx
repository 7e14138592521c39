import './messages'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router'
import { useTranslation } from '../../i18n/react'
import { useSession } from '../../store/session'
import { Page } from '../../ui/Page'
import { Button } from '../../ui/Button'
import { useDocumentTitle } from '../../ui/useDocumentTitle'
import { searchableQuery, searchPath } from './searchModel'
import { canReuse, clearSearch, startSearch } from './searchStore'
import { SearchResults } from './SearchResults'
import { usePlaceKeeper } from '../timelines'
import styles from './SearchPage.module.css'

/**
 * The search page, /search?query=...: a form whose submit pushes
 * the route (so Back returns to the previous search), and the results of the
 * route's query in three tabs.
 */
export default function SearchPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const navigationType = useNavigationType()
  const viewer = useSession((s) => s.currentUserId)
  const query = searchableQuery(params.get('query'))
  useDocumentTitle(query ? t('search.title_with_query', { query }) : t('search.title'))
  const titleId = useId()
  // Back and Forward land on the result that was being read.
  const root = useRef<HTMLElement>(null)
  usePlaceKeeper(root, 'data-status-id')

  // What the user types is theirs until the route's query changes (a search,
  // Back, the top bar): failures and results never touch it.
  const [draft, setDraft] = useState(query ?? '')
  const [routeQuery, setRouteQuery] = useState(query)
  if (routeQuery !== query) {
    setRouteQuery(query)
    setDraft(query ?? '')
  }

  // Every visit to a search route searches, except coming Back to the
  // search already on screen; `location.key` makes a repeated submit search again.
  useEffect(() => {
    if (query === null) {
      clearSearch()
      return
    }
    if (navigationType === 'POP' && canReuse(query, viewer)) return
    void startSearch(query, viewer)
  }, [query, viewer, location.key, navigationType])

  const submittable = searchableQuery(draft)
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (submittable === null) return
    // The same query again searches again without a second history entry.
    navigate(searchPath(submittable), { replace: submittable === query })
  }

  return (
    <Page titleId={titleId} title={t('search.title')} clip={false} ref={root}>
      <form className={styles.form} onSubmit={onSubmit}>
        <input
          type="search"
          className={styles.input}
          aria-label={t('search.input_label')}
          placeholder={t('search.input_placeholder')}
          enterKeyHint="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="primary" disabled={submittable === null}>
          {t('search.submit')}
        </Button>
      </form>
      {query === null ? (
        <p className={styles.hint}>{t(viewer ? 'search.hint' : 'search.guest_hint')}</p>
      ) : (
        <SearchResults query={query} viewer={viewer} />
      )}
    </Page>
  )
}
