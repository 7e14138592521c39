import './messages'
import { useEffect, useId, useState } from 'react'
import {
  ADMIN_VISIBILITIES,
  changeAdminStatus,
  deleteAdminStatus,
  fetchAdminStatuses,
  type AdminVisibility,
} from '../../api/endpoints/moderation'
import { api } from '../../api/client'
import type { Visibility } from '../../api/types'
import { ADMIN_PAGE_SIZE } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { useEntities } from '../../store/entities'
import { useTimelines } from '../../store/timelines'
import { Button } from '../../ui/Button'
import { ConfirmModal } from '../../ui/Modal'
import { AsyncErrorPanel, LoadingPanel } from '../../ui/Spinner'
import { StatusView } from '../statuses'
import { errorText } from '../../api/readableError'
import { noteAdminRefusal } from '../../store/adminScopes'
import styles from './Moderation.module.css'

/** Which scopes the list shows; private and direct ones need Akkoma's godmode. */
export type PostScope = 'all' | Visibility

/** Whether the admin list must be asked in godmode for this filter. */
export const needsGodmode = (scope: PostScope): boolean =>
  scope === 'all' || scope === 'private' || scope === 'direct'

const SCOPES: readonly PostScope[] = ['all', 'public', 'unlisted', 'local', 'private', 'direct']

function PostControls({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = useTranslation()
  const status = useEntities((s) => s.statuses[id])
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState('')
  const [confirming, setConfirming] = useState(false)
  const selectId = useId()
  if (!status) return null
  const run = async (what: string, request: () => Promise<void>) => {
    setBusy(what)
    setError('')
    try {
      await request()
    } catch (e) {
      setError(t('moderation.action_error', { message: errorText(e) }))
    } finally {
      setBusy(null)
    }
  }
  const change = (patch: { sensitive?: boolean; visibility?: AdminVisibility }, what: string) =>
    run(what, async () => {
      const next = await changeAdminStatus(api(), id, patch)
      useEntities.getState().ingestStatuses([next])
    })
  const scopeEditable = (ADMIN_VISIBILITIES as readonly string[]).includes(status.visibility)
  return (
    <div className={styles.actions}>
      <Button
        size="small"
        disabled={busy !== null}
        onClick={() => void change({ sensitive: !status.sensitive }, 'sensitive')}
      >
        {busy === 'sensitive'
          ? t('moderation.saving')
          : status.sensitive
            ? t('moderation.mark_not_sensitive')
            : t('moderation.mark_sensitive')}
      </Button>
      {scopeEditable && (
        <span className={styles.field}>
          <label htmlFor={selectId}>{t('moderation.post_visibility')}</label>
          <select
            id={selectId}
            className={styles.select}
            value={status.visibility}
            disabled={busy !== null}
            onChange={(e) =>
              void change({ visibility: e.target.value as AdminVisibility }, 'visibility')
            }
          >
            {ADMIN_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {t(`moderation.scope_${v}`)}
              </option>
            ))}
          </select>
        </span>
      )}
      <Button
        size="small"
        variant="danger"
        disabled={busy !== null}
        onClick={() => setConfirming(true)}
      >
        {busy === 'delete' ? t('moderation.deleting') : t('moderation.delete_post')}
      </Button>
      {busy === 'visibility' && <span role="status">{t('moderation.saving')}</span>}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <ConfirmModal
        open={confirming}
        title={t('moderation.delete_post_title')}
        text={t('moderation.delete_post_text')}
        confirmLabel={t('moderation.delete_post')}
        onConfirm={() => {
          setConfirming(false)
          void run('delete', async () => {
            await deleteAdminStatus(api(), id)
            useEntities.getState().markStatusDeleted(id)
            useTimelines.getState().removeStatus(id)
            onDeleted()
          })
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  )
}

interface Loaded {
  /** The filters the pages belong to. */
  key: string
  /** Ids of each page read so far. */
  pages: string[][]
  done: boolean
  error: string | null
}

type Load = {
  phase: 'loading' | 'ready' | 'more' | 'error'
  ids: string[]
  done: boolean
  message: string
}

/** Recent posts of the instance: by scope, local only, with the admin API's changes. */
export default function PostsTab() {
  const { t } = useTranslation()
  const [localOnly, setLocalOnly] = useState(false)
  const [scope, setScope] = useState<PostScope>('all')
  const [page, setPage] = useState(1)
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [removed, setRemoved] = useState<readonly string[]>([])
  const scopeId = useId()
  const key = JSON.stringify([localOnly, scope, attempt])
  const mine = loaded && loaded.key === key ? loaded : null
  const ids = (mine?.pages.flat() ?? []).filter((id) => !removed.includes(id))
  const load: Load = {
    phase: !mine
      ? 'loading'
      : mine.error !== null
        ? 'error'
        : mine.pages.length < page
          ? 'more'
          : 'ready',
    ids,
    done: mine?.done ?? false,
    message: mine?.error ?? '',
  }

  useEffect(() => {
    let live = true
    fetchAdminStatuses(api(), {
      localOnly,
      godmode: needsGodmode(scope),
      page,
      pageSize: ADMIN_PAGE_SIZE,
    })
      .then((statuses) => {
        if (!live) return
        useEntities.getState().ingestStatuses(statuses)
        const found = statuses
          .filter((s) => scope === 'all' || s.visibility === scope)
          .map((s) => s.id)
        setLoaded((l) => ({
          key,
          pages: [...(l && l.key === key ? l.pages.slice(0, page - 1) : []), found],
          done: statuses.length < ADMIN_PAGE_SIZE,
          error: null,
        }))
      })
      .catch((e: unknown) => {
        noteAdminRefusal(e)
        if (live)
          setLoaded((l) => ({
            key,
            pages: l && l.key === key ? l.pages : [],
            done: false,
            error: errorText(e),
          }))
      })
    return () => {
      live = false
    }
    // key stands for localOnly, scope and attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, page])

  return (
    <section aria-label={t('moderation.tab_posts')}>
      <div className={styles.toolbar}>
        <span className={styles.field}>
          <label htmlFor={scopeId}>{t('moderation.post_scope')}</label>
          <select
            id={scopeId}
            className={styles.select}
            value={scope}
            onChange={(e) => {
              setScope(e.target.value as PostScope)
              setPage(1)
            }}
          >
            {SCOPES.map((s) => (
              <option key={s} value={s}>
                {t(`moderation.scope_${s}`)}
              </option>
            ))}
          </select>
        </span>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={localOnly}
            onChange={(e) => {
              setLocalOnly(e.target.checked)
              setPage(1)
            }}
          />
          {t('moderation.local_only')}
        </label>
      </div>
      {load.phase === 'loading' && <LoadingPanel text={t('moderation.loading_posts')} />}
      {load.phase === 'error' && (
        <AsyncErrorPanel
          message={t('moderation.posts_error', { message: load.message })}
          onRetry={() => {
            setAttempt((n) => n + 1)
            setPage(1)
          }}
        />
      )}
      {load.phase !== 'loading' && load.ids.length === 0 && load.phase !== 'error' && (
        <p className={styles.empty}>{t('moderation.no_posts')}</p>
      )}
      {load.ids.length > 0 && (
        <ul className={styles.posts} aria-label={t('moderation.posts_list')}>
          {load.ids.map((id) => (
            <li key={id} className={styles.post}>
              <StatusView id={id} context="timeline" />
              <PostControls id={id} onDeleted={() => setRemoved((r) => [...r, id])} />
            </li>
          ))}
        </ul>
      )}
      {load.phase !== 'loading' && !load.done && load.ids.length > 0 && (
        <Button onClick={() => setPage((p) => p + 1)} disabled={load.phase === 'more'}>
          {load.phase === 'more' ? t('moderation.loading_posts') : t('moderation.load_more')}
        </Button>
      )}
    </section>
  )
}
