import { useState, type FormEvent } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from '../../i18n/react'
import styles from './SearchBar.module.css'

/*
 * The top bar's search field. It ships with the first
 * visit, so it stays tiny: no imports beyond React, the router and the
 * translator (its words are in core.json), and the route is spelled out
 * here rather than imported from the search page's modules.
 */
export function SearchBar() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const current = pathname === '/search' ? (params.get('query') ?? '') : ''
  const [draft, setDraft] = useState(current)
  // Follows the page's query (a new search, Back, leaving the page).
  const [shown, setShown] = useState(current)
  if (shown !== current) {
    setShown(current)
    setDraft(current)
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const query = draft.trim()
    // Search only for a non-empty query.
    if (query !== '') navigate(`/search?query=${encodeURIComponent(query)}`)
  }

  return (
    <form role="search" className={styles.bar} onSubmit={onSubmit}>
      <input
        type="search"
        className={styles.input}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
    </form>
  )
}
