import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from '../../i18n/react'
import { getStatusSource } from '../../api/endpoints/statusActions'
import { editStatus, postStatus } from '../../api/endpoints/statuses'
import type { Status, Visibility } from '../../api/types'
import { api } from '../../app/apiClient'
import { DEFAULT_TEXT_LIMIT } from '../../config/constants'
import { useEntities, type StoredStatus } from '../../store/entities'
import { readJson, removeKey, writeJson } from '../../store/localStore'
import { useSession } from '../../store/session'
import { Button } from '../../ui/Button'
import { ErrorBanner } from '../../ui/ErrorBanner'
import { usePref } from '../settings/preferences'
import { errorText } from '../statuses/actions/actionErrors'
import { receiveStatus } from '../timelines/timelineService'
import {
  availableScopes,
  charactersLeft,
  defaultReplyScope,
  isEmptyPost,
  replyMentionPrefix,
  replyScopes,
  replySubject,
} from './postFormRules'
import styles from './PostForm.module.css'
import './messages'

interface Draft {
  status: string
  visibility: Visibility | null
  /** Content warning; older drafts have none. */
  spoiler_text?: string
}

const DRAFT_KEY = 'drafts:status'

/** Values a form starts with instead of a draft (redraft, links that carry a message). */
export interface PostFormInitial {
  status?: string
  spoiler_text?: string
  visibility?: Visibility
  sensitive?: boolean
  content_type?: string | null
  in_reply_to_id?: string | null
  quote_id?: string | null
}

export interface PostFormProps {
  autoFocus?: boolean
  onPosted?: (status: Status) => void
  /** Shows a cancel button (inline and modal forms). */
  onCancel?: () => void
  /** Reply to this status: mentions, scope limits and the `reply:{id}` draft. */
  replyTo?: StoredStatus
  /** Quote this status (`quote_id`), with the `quote:{id}` draft. */
  quoteOf?: StoredStatus
  /** Edit this own status: its source is fetched and the scope is fixed. */
  editOf?: StoredStatus
  initial?: PostFormInitial
}

type FormState =
  | { name: 'loading' }
  | { name: 'sourceFailed'; message: string }
  | { name: 'editing' }
  | { name: 'posting' }
  | { name: 'error'; message: string }

const sameDraft = (a: Draft, b: Draft) =>
  a.status === b.status &&
  a.visibility === b.visibility &&
  (a.spoiler_text ?? '') === (b.spoiler_text ?? '')

/**
 * The post form of the user panel, the post modal and the inline reply and
 * quote forms: text, content warning and visibility. What was typed is kept
 * as a draft (spec 2 §4: `status`, `reply:{id}`, `quote:{id}`) until it is
 * posted, so a reload or a failed post loses nothing; edits and redrafts
 * start from the server's source instead.
 */
export function PostForm({
  autoFocus,
  onPosted,
  onCancel,
  replyTo,
  quoteOf,
  editOf,
  initial,
}: PostFormProps) {
  const { t } = useTranslation()
  const instance = useSession((s) => s.instance)
  const currentUserId = useSession((s) => s.currentUserId)
  const defaultScope = useSession((s) => s.extras?.default_scope ?? 'public')
  const subjectBehavior = usePref('subjectLineBehavior')
  const replyAuthor = useEntities((s) => (replyTo ? s.accounts[replyTo.account_id] : undefined))
  const quotedAuthor = useEntities((s) => (quoteOf ? s.accounts[quoteOf.account_id] : undefined))

  const draftKey =
    editOf || initial
      ? null
      : replyTo
        ? `drafts:reply:${replyTo.id}`
        : quoteOf
          ? `drafts:quote:${quoteOf.id}`
          : DRAFT_KEY
  // What the form shows before anything is typed; a draft equal to it is no draft.
  const [blank] = useState<Draft>(() => ({
    status:
      initial?.status ??
      (replyTo && replyAuthor
        ? replyMentionPrefix(replyAuthor, replyTo.mentions, currentUserId)
        : ''),
    visibility: initial?.visibility ?? null,
    spoiler_text:
      initial?.spoiler_text ?? (replyTo ? replySubject(subjectBehavior, replyTo.spoiler_text) : ''),
  }))
  const [draft, setDraft] = useState<Draft>(() => {
    const saved = draftKey ? readJson<Draft | null>(draftKey, null) : null
    return saved ? { ...blank, ...saved } : blank
  })
  const [cwOpen, setCwOpen] = useState(() => (draft.spoiler_text ?? '') !== '')
  const [state, setState] = useState<FormState>(() =>
    editOf ? { name: 'loading' } : { name: 'editing' },
  )
  const [sourceAttempt, setSourceAttempt] = useState(0)
  const contentType = useRef<string | null>(initial?.content_type ?? null)
  const idempotencyKey = useRef<string | null>(null)
  const textRef = useRef<HTMLTextAreaElement>(null)
  const autoFocused = useRef(false)
  const ids = { text: useId(), cw: useId(), scope: useId(), counter: useId() }

  const localScope = instance?.softwareName === 'akkoma' || instance?.softwareName === 'pleroma'
  const offered = availableScopes(localScope)
  const scopes = replyTo
    ? replyScopes(replyTo.visibility, offered)
    : editOf && !offered.includes(editOf.visibility)
      ? [...offered, editOf.visibility]
      : offered
  const startScope = editOf
    ? editOf.visibility
    : replyTo
      ? defaultReplyScope(replyTo.visibility, defaultScope, scopes)
      : defaultScope
  const visibility =
    !editOf && draft.visibility && scopes.includes(draft.visibility) ? draft.visibility : startScope
  const spoiler = cwOpen ? (draft.spoiler_text ?? '') : ''
  const textlimit = instance?.textlimit ?? DEFAULT_TEXT_LIMIT
  const left = charactersLeft(draft.status, spoiler, textlimit)
  const over = left !== null && left < 0
  const posting = state.name === 'posting'
  const locked = posting || state.name === 'loading' || state.name === 'sourceFailed'

  useEffect(() => {
    if (!draftKey) return
    if (sameDraft(draft, blank)) removeKey(draftKey)
    else writeJson(draftKey, draft)
  }, [draft, draftKey, blank])

  const editId = editOf?.id
  const editVisibility = editOf?.visibility ?? null
  useEffect(() => {
    if (!editId) return
    let cancelled = false
    getStatusSource(api(), editId).then(
      (source) => {
        if (cancelled) return
        contentType.current = source.content_type
        setDraft({
          status: source.text,
          spoiler_text: source.spoiler_text,
          visibility: editVisibility,
        })
        setCwOpen(source.spoiler_text !== '')
        setState({ name: 'editing' })
      },
      (error: unknown) => {
        if (!cancelled) setState({ name: 'sourceFailed', message: errorText(error) })
      },
    )
    return () => {
      cancelled = true
    }
  }, [editId, editVisibility, sourceAttempt])

  // Focus once the text can be typed (an edit waits for its source). A frame
  // later, so a modal's <dialog> has opened and does not move focus itself.
  const ready = !locked
  useEffect(() => {
    if (!autoFocus || !ready || autoFocused.current) return
    const frame = requestAnimationFrame(() => {
      const el = textRef.current
      if (!el) return
      autoFocused.current = true
      el.focus()
      // Replies start after the prefilled mentions.
      el.setSelectionRange(el.value.length, el.value.length)
    })
    return () => cancelAnimationFrame(frame)
  }, [autoFocus, ready])

  const update = (patch: Partial<Draft>) => {
    // A changed post is a new post: a retry of the old one must not reuse its key.
    idempotencyKey.current = null
    setDraft((d) => ({ ...d, ...patch }))
  }

  const send = async (): Promise<Status> => {
    if (editOf) {
      const status = await editStatus(api(), editOf.id, {
        status: draft.status,
        spoiler_text: spoiler,
        sensitive: editOf.sensitive,
        content_type: contentType.current ?? undefined,
      })
      // One copy in the cache: every view of the status shows the edit.
      useEntities.getState().ingestStatuses([status])
      return status
    }
    // Same key on retry after a failure, so a post that did reach the server is not doubled.
    idempotencyKey.current ??= `${Date.now()}-${Math.random().toString(36).slice(2)}`
    const status = await postStatus(
      api(),
      {
        status: draft.status,
        visibility,
        spoiler_text: spoiler === '' ? null : spoiler,
        sensitive: initial?.sensitive,
        content_type: contentType.current ?? undefined,
        in_reply_to_id: replyTo?.id ?? initial?.in_reply_to_id ?? null,
        quote_id: quoteOf?.id ?? initial?.quote_id ?? null,
      },
      { idempotencyKey: idempotencyKey.current },
    )
    idempotencyKey.current = null
    receiveStatus('friends', status, true)
    if (replyTo) {
      const parent = useEntities.getState().statuses[replyTo.id]
      if (parent) {
        useEntities.getState().patchStatus(parent.id, { replies_count: parent.replies_count + 1 })
      }
    }
    return status
  }

  const submit = async (e?: FormEvent) => {
    e?.preventDefault()
    if (locked || over) return
    if (isEmptyPost(draft.status, 0)) {
      setState({ name: 'error', message: t('post_status.empty_status_error') })
      return
    }
    setState({ name: 'posting' })
    try {
      const status = await send()
      // The form may close right away (inline and modal forms): drop the draft now.
      if (draftKey) removeKey(draftKey)
      setDraft(editOf || replyTo || quoteOf ? blank : { ...blank, visibility: draft.visibility })
      setState({ name: 'editing' })
      onPosted?.(status)
    } catch (err) {
      setState({ name: 'error', message: errorText(err) })
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault()
      void submit()
    }
  }

  const label = editOf
    ? t('post_status.label_edit')
    : replyTo
      ? t('post_status.label_reply', { name: replyAuthor?.acct ?? '' })
      : quoteOf
        ? t('post_status.label_quote', { name: quotedAuthor?.acct ?? '' })
        : t('post_status.label')

  return (
    <form className={styles.form} onSubmit={submit} aria-label={label} aria-busy={locked}>
      {state.name === 'sourceFailed' && (
        <div className={styles.sourceError}>
          <p role="alert">{t('post_status.source_error', { message: state.message })}</p>
          <Button
            size="small"
            onClick={() => {
              setState({ name: 'loading' })
              setSourceAttempt((n) => n + 1)
            }}
          >
            {t('general.retry')}
          </Button>
        </div>
      )}
      {cwOpen && (
        <>
          <label htmlFor={ids.cw} className="visually-hidden">
            {t('post_status.content_warning')}
          </label>
          <input
            id={ids.cw}
            className={styles.subject}
            value={draft.spoiler_text ?? ''}
            placeholder={t('post_status.content_warning')}
            onChange={(e) => update({ spoiler_text: e.target.value })}
            onKeyDown={onKeyDown}
            disabled={locked}
          />
        </>
      )}
      <label htmlFor={ids.text} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={ids.text}
        className={styles.textarea}
        value={draft.status}
        placeholder={state.name === 'loading' ? t('general.loading') : t('post_status.placeholder')}
        onChange={(e) => update({ status: e.target.value })}
        ref={textRef}
        onKeyDown={onKeyDown}
        disabled={locked}
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
        <Button
          variant="ghost"
          size="small"
          aria-expanded={cwOpen}
          aria-controls={cwOpen ? ids.cw : undefined}
          onClick={() => setCwOpen((open) => !open)}
          disabled={locked}
        >
          {t('post_status.content_warning_toggle')}
        </Button>
        <label htmlFor={ids.scope} className="visually-hidden">
          {t('post_status.scope_label')}
        </label>
        <select
          id={ids.scope}
          className={styles.select}
          value={visibility}
          onChange={(e) => update({ visibility: e.target.value as Visibility })}
          disabled={locked || !!editOf}
        >
          {scopes.map((scope) => (
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
        {onCancel && (
          <Button onClick={onCancel} disabled={posting}>
            {t('general.cancel')}
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={locked || over}>
          {posting
            ? t('post_status.posting')
            : editOf
              ? t('post_status.save_edit')
              : t('post_status.post')}
        </Button>
      </div>
    </form>
  )
}
