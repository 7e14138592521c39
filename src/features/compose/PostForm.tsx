import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { postStatus } from '../../api/endpoints/statuses'
import { ApiError } from '../../api/errors'
import type { Visibility } from '../../api/types'
import { api } from '../../app/apiClient'
import { DEFAULT_TEXT_LIMIT } from '../../config/constants'
import { readJson, removeKey, writeJson } from '../../store/localStore'
import { useSession } from '../../store/session'
import { Button } from '../../ui/Button'
import { ErrorBanner } from '../../ui/ErrorBanner'
import { receiveStatus } from '../timelines/timelineService'
import { availableScopes, charactersLeft, isEmptyPost } from './postFormRules'
import styles from './PostForm.module.css'

interface Draft {
  status: string
  visibility: Visibility | null
}

const DRAFT_KEY = 'drafts:status'

type FormState = { name: 'editing' } | { name: 'posting' } | { name: 'error'; message: string }

/**
 * The post form of the user panel and the new-post modal: text and
 * visibility. What was typed is kept as a draft until it is posted, so a
 * reload or a failed post loses nothing.
 */
export function PostForm({ autoFocus, onPosted }: { autoFocus?: boolean; onPosted?: () => void }) {
  const { t } = useTranslation()
  const instance = useSession((s) => s.instance)
  const defaultScope = useSession((s) => s.extras?.default_scope ?? 'public')
  const [draft, setDraft] = useState<Draft>(() =>
    readJson<Draft>(DRAFT_KEY, { status: '', visibility: null }),
  )
  const [state, setState] = useState<FormState>({ name: 'editing' })
  const idempotencyKey = useRef<string | null>(null)
  const ids = { text: useId(), scope: useId(), counter: useId() }

  const visibility = draft.visibility ?? defaultScope
  const textlimit = instance?.textlimit ?? DEFAULT_TEXT_LIMIT
  const left = charactersLeft(draft.status, '', textlimit)
  const over = left !== null && left < 0
  const posting = state.name === 'posting'
  const localScope = instance?.softwareName === 'akkoma' || instance?.softwareName === 'pleroma'

  useEffect(() => {
    if (draft.status === '' && draft.visibility === null) removeKey(DRAFT_KEY)
    else writeJson(DRAFT_KEY, draft)
  }, [draft])

  const update = (patch: Partial<Draft>) => {
    // A changed post is a new post: a retry of the old one must not reuse its key.
    idempotencyKey.current = null
    setDraft((d) => ({ ...d, ...patch }))
  }

  const submit = async (e?: FormEvent) => {
    e?.preventDefault()
    if (posting || over) return
    if (isEmptyPost(draft.status, 0)) {
      setState({ name: 'error', message: t('post_status.empty_status_error') })
      return
    }
    setState({ name: 'posting' })
    // Same key on retry after a failure, so a post that did reach the server is not doubled.
    idempotencyKey.current ??= `${Date.now()}-${Math.random().toString(36).slice(2)}`
    try {
      const status = await postStatus(
        api(),
        { status: draft.status, visibility },
        { idempotencyKey: idempotencyKey.current },
      )
      idempotencyKey.current = null
      receiveStatus('friends', status, true)
      setDraft({ status: '', visibility: draft.visibility })
      setState({ name: 'editing' })
      onPosted?.()
    } catch (err) {
      const message =
        err instanceof ApiError
          ? (err.errorText ?? err.statusText ?? String(err.status))
          : err instanceof Error
            ? err.message
            : String(err)
      setState({ name: 'error', message })
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit()
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('post_status.label')}>
      <label htmlFor={ids.text} className="visually-hidden">
        {t('post_status.label')}
      </label>
      <textarea
        id={ids.text}
        className={styles.textarea}
        value={draft.status}
        placeholder={t('post_status.placeholder')}
        onChange={(e) => update({ status: e.target.value })}
        onKeyDown={onKeyDown}
        disabled={posting}
        autoFocus={autoFocus}
        aria-describedby={ids.counter}
        aria-invalid={over || undefined}
      />
      {state.name === 'error' && (
        <ErrorBanner
          message={t('post_status.error', { message: state.message })}
          onDismiss={() => setState({ name: 'editing' })}
        />
      )}
      <div className={styles.row}>
        <label htmlFor={ids.scope} className="visually-hidden">
          {t('post_status.scope_label')}
        </label>
        <select
          id={ids.scope}
          className={styles.select}
          value={visibility}
          onChange={(e) => update({ visibility: e.target.value as Visibility })}
          disabled={posting}
        >
          {availableScopes(localScope).map((scope) => (
            <option key={scope} value={scope} title={t(`post_status.scope_help.${scope}`)}>
              {t(`post_status.scope.${scope}`)}
            </option>
          ))}
        </select>
        <span className={`${styles.counter} ${over ? styles.over : ''}`}>
          {left !== null && (
            <>
              <span aria-hidden="true">{left}</span>
              <span id={ids.counter} className="visually-hidden">
                {over
                  ? t('post_status.characters_over', { count: -left })
                  : t('post_status.characters_left', { count: left })}
              </span>
            </>
          )}
        </span>
        <Button type="submit" variant="primary" disabled={posting || over}>
          {posting ? t('post_status.posting') : t('post_status.post')}
        </Button>
      </div>
    </form>
  )
}
