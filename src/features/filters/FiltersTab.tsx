import './messages'
import { useEffect, useId, useState } from 'react'
import type { ServerFilter } from '../../api/endpoints/filters'
import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { formatAbsolute } from '../../ui/relativeTime'
import { FilterEditor } from './FilterEditor'
import { expiryState } from './filterForm'
import { loadFilters, removeFilter } from './filterService'
import { useFilters } from './filtersStore'
import styles from './Filters.module.css'

/** One filter of the list: its words, where it applies, what it does, until when. */
function FilterRow({ filter, onEdit }: { filter: ServerFilter; onEdit: () => void }) {
  const { t, i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  // When the list was drawn is now enough: a filter expiring meanwhile says so at the next look.
  const [now] = useState(() => Date.now())
  const expiry = expiryState(filter, now)
  const titleId = useId()
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <div className={styles.rowText}>
        <span id={titleId} className={styles.rowTitle}>
          {filter.title}
        </span>
        {filter.keywords.length > 0 && (
          <span className={styles.rowMeta}>
            {t('filters.words_list', {
              words: filter.keywords.map((k) => k.keyword).join(', '),
            })}
          </span>
        )}
        {/* Posts filtered one by one (Mastodon's "filter this post", made elsewhere). */}
        {filter.statusIds.length > 0 && (
          <span className={styles.rowMeta}>
            {t('filters.posts_list', { n: filter.statusIds.length })}
          </span>
        )}
        <span className={styles.rowMeta}>
          {filter.context.map((c) => t(`filters.context_${c}`)).join(', ')}
          {' · '}
          {filter.action === 'hide' ? t('filters.action_hide') : t('filters.action_warn')}
          {' · '}
          {expiry.kind === 'never'
            ? t('filters.expires_never')
            : expiry.kind === 'expired'
              ? t('filters.expired')
              : t('filters.expires_at', { date: formatAbsolute(expiry.at, i18n.locale) })}
        </span>
        {failed && (
          <span role="alert" className={styles.error}>
            {t('filters.change_error')}
          </span>
        )}
      </div>
      <div className={styles.rowButtons}>
        <Button
          size="small"
          onClick={onEdit}
          aria-label={t('filters.edit_label', { title: filter.title })}
        >
          {t('filters.edit')}
        </Button>
        <Button
          size="small"
          variant="danger"
          disabled={busy}
          aria-label={t('filters.delete_label', { title: filter.title })}
          onClick={() => {
            setBusy(true)
            setFailed(false)
            removeFilter(filter).then(
              () => setBusy(false),
              () => {
                setBusy(false)
                setFailed(true)
              },
            )
          }}
        >
          {t('filters.delete')}
        </Button>
      </div>
    </li>
  )
}

/**
 * The Filters tab of the settings: keyword filters kept on the member's
 * server (they follow them to every device and app), beside the word mutes
 * of the Mutes tab, which stay in this browser.
 */
export default function FiltersTab() {
  const { t } = useTranslation()
  const { phase, filters } = useFilters()
  /** The filter being edited; 'new' for a new one; null: the list. */
  const [editing, setEditing] = useState<ServerFilter | 'new' | null>(null)
  const headingId = useId()
  // Opened before the session's load began (or after it failed): ask now.
  useEffect(() => {
    if (useFilters.getState().phase === 'idle') void loadFilters()
  }, [])

  if (editing !== null)
    return (
      <FilterEditor filter={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
    )

  return (
    <section className={styles.tab} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('filters.title')}
      </h3>
      <p className={styles.hint}>{t('filters.server_kept')}</p>
      <Button variant="primary" onClick={() => setEditing('new')}>
        {t('filters.new')}
      </Button>
      {phase === 'failed' ? (
        <p role="alert" className={styles.error}>
          {t('filters.load_error')}{' '}
          <Button size="small" onClick={() => void loadFilters()}>
            {t('filters.retry')}
          </Button>
        </p>
      ) : phase !== 'ready' ? (
        <p role="status" className={styles.hint}>
          {t('filters.loading')}
        </p>
      ) : filters.length === 0 ? (
        <p className={styles.empty}>{t('filters.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('filters.title')}>
          {filters.map((f) => (
            <FilterRow key={f.id} filter={f} onEdit={() => setEditing(f)} />
          ))}
        </ul>
      )}
    </section>
  )
}
