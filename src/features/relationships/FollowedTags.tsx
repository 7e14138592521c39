import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { listFollowedTags } from '../../api/endpoints/relationships'
import { followTag, unfollowTag } from '../../api/endpoints/tags'
import type { Page, PageQuery } from '../../api/http'
import type { Tag } from '../../api/types'
import { api } from '../../api/client'
import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { AsyncErrorPanel, LoadingPanel, Spinner } from '../../ui/Spinner'
import { reportActionError } from './actionFeedback'
import styles from './FollowedTags.module.css'
import '../../i18n/areas/relationships'

interface Row {
  name: string
  following: boolean
  busy: boolean
}

type Phase = 'loading' | 'ready' | 'error'

/**
 * The signed-in user's followed hashtags (own profile's
 * followees tab), each with an unfollow button. An unfollowed tag stays
 * listed with a button to follow it again, so nothing jumps under the
 * pointer. The tag timeline's own button reads the server on every visit,
 * so both always agree.
 */
export function FollowedTags() {
  const { t } = useTranslation()
  const [phase, setPhase] = useState<Phase>('loading')
  const [rows, setRows] = useState<Row[]>([])
  const [next, setNext] = useState<PageQuery | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)

  const [attempt, setAttempt] = useState(0)

  const apply = (page: Page<Tag>, appended: boolean) => {
    const fresh = page.items.map((tag) => ({ name: tag.name, following: true, busy: false }))
    setRows((old) => {
      const base = appended ? old : []
      const known = new Set(base.map((r) => r.name.toLowerCase()))
      return [...base, ...fresh.filter((r) => !known.has(r.name.toLowerCase()))]
    })
    setNext(page.items.length > 0 ? page.next : null)
  }

  useEffect(() => {
    let live = true
    listFollowedTags(api()).then(
      (page) => {
        if (!live) return
        apply(page, false)
        setPhase('ready')
      },
      (error: unknown) => {
        console.warn('Could not load followed hashtags', error)
        if (live) setPhase('error')
      },
    )
    return () => {
      live = false
    }
  }, [attempt])

  const retry = () => {
    setPhase('loading')
    setAttempt((n) => n + 1)
  }

  const more = () => {
    if (!next) return
    setLoadingMore(true)
    listFollowedTags(api(), next)
      .then((page) => apply(page, true), reportActionError)
      .finally(() => setLoadingMore(false))
  }

  const toggle = async (name: string, following: boolean) => {
    const patch = (fields: Partial<Row>) =>
      setRows((old) => old.map((r) => (r.name === name ? { ...r, ...fields } : r)))
    patch({ busy: true })
    try {
      const tag = await (following ? unfollowTag(api(), name) : followTag(api(), name))
      patch({ busy: false, following: tag.following ?? !following })
    } catch (error) {
      patch({ busy: false })
      reportActionError(error)
    }
  }

  if (phase === 'error')
    return <AsyncErrorPanel message={t('followed_tags.error')} onRetry={retry} />
  if (phase === 'loading') return <LoadingPanel />
  if (rows.length === 0) return <p className={styles.empty}>{t('followed_tags.empty')}</p>
  return (
    <>
      <ul className={styles.list} aria-label={t('followed_tags.label')}>
        {rows.map((row) => (
          <li key={row.name} className={styles.item}>
            <Link to={`/tag/${encodeURIComponent(row.name)}`} className={styles.tag}>
              #{row.name}
            </Link>
            <Button
              size="small"
              variant={row.following ? 'default' : 'primary'}
              disabled={row.busy}
              aria-busy={row.busy || undefined}
              onClick={() => void toggle(row.name, row.following)}
            >
              {row.following
                ? t('followed_tags.unfollow', { tag: row.name })
                : t('followed_tags.follow', { tag: row.name })}
            </Button>
          </li>
        ))}
      </ul>
      {next && (
        <div className={styles.footer}>
          <Button onClick={more} disabled={loadingMore} aria-busy={loadingMore || undefined}>
            {loadingMore && <Spinner />}
            {t('followed_tags.load_more')}
          </Button>
        </div>
      )}
    </>
  )
}
