import {
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import { getStatusSource } from '../../api/endpoints/statusActions'
import { editStatus, postStatus, type PostStatusParams } from '../../api/endpoints/statuses'
import type { Attachment, Poll, Status, Visibility } from '../../api/types'
import { api } from '../../api/client'
import { DEFAULT_TEXT_LIMIT, POSTED_NOTICE_TIMEOUT } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { useCurrentUser } from '../../store/currentUser'
import { pushNotice } from '../../store/notices'
import { useEntities, type StoredStatus } from '../../store/entities'
import { useSession } from '../../store/session'
import { Button } from '../../ui/Button'
import { ErrorBanner } from '../../ui/ErrorBanner'
import { usePref } from '../../store/preferences'
import { errorText } from '../statuses/actions/actionErrors'
import { receiveStatus } from '../timelines/timelineService'
import { EmojiInsertButton, insertText, useAutocomplete } from './autocomplete'
import { contentTypeKey } from './contentTypes'
import { draftKey, emptyDraft, readDraft, removeDraft, saveDraft, type PostDraft } from './drafts'
import { FormWarnings, ScopeNotice } from './FormWarnings'
import { languageOptions } from './languages'
import {
  dropTargetClass,
  MediaPickerButton,
  MediaUploadList,
  useMediaDrop,
  useMediaUploads,
  type UploadedMedia,
} from './media'
import {
  emptyPoll,
  PollEditor,
  pollLimits,
  pollsAvailable,
  toPollPayload,
  validatePoll,
  type PollDraft,
} from './poll'
import { PostPreview } from './PostPreview'
import {
  availableScopes,
  charactersLeft,
  defaultContentType,
  defaultPostLanguage,
  defaultReplyScope,
  formWarnings,
  isEmptyPost,
  newPostScope,
  replyMentionPrefix,
  replyScopes,
  replySubject,
  sensitiveAfterSubject,
} from './postFormRules'
import { initialPostFormState, isLocked, postFormReducer } from './postFormMachine'
import { usePostPreview } from './usePostPreview'
import styles from './PostForm.module.css'
import './messages'
import { useThreadCache } from '../conversation/threadCache'

type Draft = PostDraft<PollDraft, UploadedMedia>

/** A redrafted post's poll, as the editor holds it (the expiry starts from the default). */
const pollDraftOf = (poll: Poll): PollDraft => ({
  ...emptyPoll(),
  options: poll.options.map((o) => o.title),
  multiple: poll.multiple,
})

/** Values a form starts with instead of a draft (redraft, links that carry a message). */
export interface PostFormInitial {
  status?: string
  spoiler_text?: string
  visibility?: Visibility
  sensitive?: boolean
  content_type?: string | null
  language?: string | null
  in_reply_to_id?: string | null
  quote_id?: string | null
  /** Files already on the server (redraft). */
  media?: Attachment[]
  poll?: Poll | null
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

/**
 * The post form of the user panel, the post modal and the inline reply and
 * quote forms. What was typed is kept as a draft
 * until it is posted, so a reload or a failed post loses nothing; edits
 * start from the server's source (or their own draft).
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
  const { t, i18n } = useTranslation()
  const instance = useSession((s) => s.instance)
  const currentUserId = useSession((s) => s.currentUserId)
  const defaultScope = useSession((s) => s.extras?.default_scope ?? 'public')
  const accountLocked = useCurrentUser()?.locked ?? false
  const subjectBehavior = usePref('subjectLineBehavior')
  const preferredType = usePref('postContentType')
  const postLanguage = usePref('postLanguage')
  const sensitiveByDefault = usePref('sensitiveByDefault')
  const sensitiveIfSubject = usePref('sensitiveIfSubject')
  const alwaysShowSubject = usePref('alwaysShowSubjectInput')
  const padEmoji = usePref('padEmoji')
  const replyAuthor = useEntities((s) => (replyTo ? s.accounts[replyTo.account_id] : undefined))
  const quotedAuthor = useEntities((s) => (quoteOf ? s.accounts[quoteOf.account_id] : undefined))

  const key = draftKey({
    replyTo: replyTo?.id,
    quoteOf: quoteOf?.id,
    editOf: editOf?.id,
    prefilled: initial !== undefined,
  })
  // What the form shows before anything is typed; a draft equal to it is no
  // draft. An edit's blank is its source, known once fetched.
  const [blank, setBlank] = useState<Draft>(() => ({
    ...emptyDraft(),
    status:
      initial?.status ??
      (replyTo && replyAuthor
        ? replyMentionPrefix(replyAuthor, replyTo.mentions, currentUserId)
        : ''),
    spoiler_text:
      initial?.spoiler_text ?? (replyTo ? replySubject(subjectBehavior, replyTo.spoiler_text) : ''),
    media: editOf?.media_attachments ?? initial?.media ?? [],
    poll: initial?.poll ? pollDraftOf(initial.poll) : null,
  }))
  const [saved] = useState(() => readDraft(key, blank))
  const [draft, setDraft] = useState<Draft>(() => (editOf ? blank : (saved ?? blank)))
  const [cwOpen, setCwOpen] = useState(() => draft.spoiler_text !== '')
  const [previewOpen, setPreviewOpen] = useState(false)
  const [state, dispatch] = useReducer(postFormReducer, !!editOf, initialPostFormState)
  const [sourceAttempt, setSourceAttempt] = useState(0)
  const [sourceType, setSourceType] = useState<string | null>(null)
  const uploads = useMediaUploads(saved?.media ?? blank.media)
  const drop = useMediaDrop(uploads)
  const pendingCaret = useRef<number | null>(null)
  const idempotencyKey = useRef<string | null>(null)
  const textRef = useRef<HTMLTextAreaElement>(null)
  const autoFocused = useRef(false)
  const ids = {
    text: useId(),
    cw: useId(),
    scope: useId(),
    type: useId(),
    language: useId(),
    sensitive: useId(),
    counter: useId(),
    preview: useId(),
    poll: useId(),
  }

  const localScope = instance?.features.localScope ?? false
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
      : (initial?.visibility ?? newPostScope(defaultScope, offered))
  const visibility =
    !editOf && draft.visibility && scopes.includes(draft.visibility) ? draft.visibility : startScope

  const formats = instance?.postFormats ?? []
  const startType =
    (editOf ? sourceType : initial?.content_type) ?? defaultContentType(preferredType, formats)
  const contentType = draft.content_type ?? startType
  const typeChoices = formats.includes(contentType) ? formats : [...formats, contentType]

  const interfaceLanguage = i18n.locale || 'en'
  const startLanguage =
    (editOf ? editOf.language : initial?.language) ??
    defaultPostLanguage(postLanguage, interfaceLanguage)
  const language = draft.language ?? startLanguage
  const languages = languageOptions(interfaceLanguage, [language])

  const startSensitive = editOf?.sensitive ?? initial?.sensitive ?? sensitiveByDefault
  const sensitive = draft.sensitive ?? startSensitive

  const subjectShown = alwaysShowSubject || cwOpen
  const spoiler = subjectShown ? draft.spoiler_text : ''
  const textlimit = instance?.textlimit ?? DEFAULT_TEXT_LIMIT
  const left = charactersLeft(draft.status, spoiler, textlimit)
  const over = left !== null && left < 0
  const posting = state.name === 'posting'
  const locked = isLocked(state)
  const mediaCount = uploads.items.filter((item) => item.status !== 'failed').length
  const empty = isEmptyPost(draft.status, mediaCount)
  useEffect(() => dispatch({ type: 'edited', empty }), [empty])
  const limits = instance ? pollLimits(instance) : null
  const canPoll = !editOf && !!limits && pollsAvailable(instance)
  const poll = canPoll && draft.poll ? draft.poll : null
  const pollPayload = poll && limits ? toPollPayload(poll, limits) : null
  const busy = locked || !uploads.ready

  const warnings = formWarnings({
    visibility,
    accountLocked,
    subject: spoiler,
    mediaCount,
    sensitive,
    safeDM: instance?.safeDM ?? false,
    editing: !!editOf,
  })

  const params: PostStatusParams = {
    status: draft.status,
    visibility,
    spoiler_text: spoiler === '' ? null : spoiler,
    sensitive,
    content_type: contentType,
    language,
    in_reply_to_id: replyTo?.id ?? initial?.in_reply_to_id ?? null,
    quote_id: quoteOf?.id ?? initial?.quote_id ?? null,
    media_ids: uploads.attachmentIds(),
    poll: pollPayload,
  }
  const preview = usePostPreview(previewOpen, params, empty)

  // Saved as typed; an edit only once its source is there to compare with.
  const sourceReady = !editOf || state.name !== 'loadingSource'
  const uploaded = uploads.uploaded()
  const uploadedJson = JSON.stringify(uploaded)
  useEffect(() => {
    if (!sourceReady) return
    const media = JSON.parse(uploadedJson) as UploadedMedia[]
    saveDraft(key, { ...draft, media }, blank)
  }, [draft, uploadedJson, key, blank, sourceReady])

  const editId = editOf?.id
  const editMedia = blank.media
  useEffect(() => {
    if (!editId) return
    let cancelled = false
    getStatusSource(api(), editId).then(
      (source) => {
        if (cancelled) return
        const fromSource: Draft = {
          ...emptyDraft(),
          status: source.text,
          spoiler_text: source.spoiler_text,
          media: editMedia,
        }
        setSourceType(source.content_type)
        setBlank(fromSource)
        // A draft of this edit wins over the source: it is what the user typed.
        const restored = saved ?? fromSource
        setDraft(restored)
        setCwOpen(restored.spoiler_text !== '')
        dispatch({ type: 'sourceLoaded', empty: isEmptyPost(restored.status, editMedia.length) })
      },
      (error: unknown) => {
        if (!cancelled) dispatch({ type: 'sourceFailed', message: errorText(error) })
      },
    )
    return () => {
      cancelled = true
    }
  }, [editId, editMedia, saved, sourceAttempt])

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

  // The caret after an autocomplete pick or an inserted emoji, once the text is rendered.
  useLayoutEffect(() => {
    const caret = pendingCaret.current
    const el = textRef.current
    if (caret === null || !el) return
    pendingCaret.current = null
    el.setSelectionRange(caret, caret)
  })

  const update = (patch: Partial<Draft>) => {
    // A changed post is a new post: a retry of the old one must not reuse its key.
    idempotencyKey.current = null
    setDraft((d) => ({ ...d, ...patch }))
  }

  const updateSubject = (next: string) => {
    const marked = sensitiveAfterSubject(sensitive, spoiler, next, sensitiveIfSubject)
    update(
      marked !== sensitive ? { spoiler_text: next, sensitive: marked } : { spoiler_text: next },
    )
  }

  const setText = (next: string, caret: number) => {
    pendingCaret.current = caret
    update({ status: next })
  }
  // The text area stays a textbox (as forms and tests know it): of the combobox
  // attributes it takes those a textbox supports.
  const autocomplete = useAutocomplete({
    inputRef: textRef,
    value: draft.status,
    onChange: setText,
  })

  const insertEmoji = (text: string) => {
    const el = textRef.current
    const start = el?.selectionStart ?? draft.status.length
    const end = el?.selectionEnd ?? start
    const next = insertText(draft.status, start, end, text, padEmoji)
    setText(next.value, next.caret)
    el?.focus()
  }

  const send = async (): Promise<Status> => {
    if (editOf) {
      const status = await editStatus(api(), editOf.id, {
        status: draft.status,
        spoiler_text: spoiler,
        sensitive,
        content_type: contentType,
        language,
        media_ids: uploads.attachmentIds(),
      })
      // One copy in the cache: every view of the status shows the edit.
      useEntities.getState().ingestStatuses([status])
      return status
    }
    // Same key on retry after a failure, so a post that did reach the server is not doubled.
    idempotencyKey.current ??= `${Date.now()}-${Math.random().toString(36).slice(2)}`
    const status = await postStatus(api(), params, { idempotencyKey: idempotencyKey.current })
    idempotencyKey.current = null
    receiveStatus('friends', status, true)
    if (replyTo) {
      const parent = useEntities.getState().statuses[replyTo.id]
      if (parent) {
        useEntities.getState().patchStatus(parent.id, { replies_count: parent.replies_count + 1 })
      }
      // The conversation on screen shows the new reply at once, not after a reload.
      useThreadCache.getState().addReply(replyTo.id, status.id)
    }
    return status
  }

  const submit = async (e?: FormEvent) => {
    e?.preventDefault()
    if (busy || over) return
    if (empty) {
      dispatch({ type: 'refused', message: t('post_status.empty_status_error') })
      return
    }
    const pollError = poll ? validatePoll(poll) : null
    if (pollError) {
      dispatch({ type: 'refused', message: t(pollError) })
      return
    }
    dispatch({ type: 'submit' })
    try {
      // Alt texts first: a post must not go out with descriptions the user typed lost.
      await uploads.saveDescriptions()
    } catch (err) {
      dispatch({ type: 'failed', message: errorText(err) })
      return
    }
    try {
      const status = await send()
      // The form may close right away (inline and modal forms): drop the draft now.
      removeDraft(key)
      const cleared =
        editOf || replyTo || quoteOf ? blank : { ...blank, visibility: draft.visibility }
      setDraft(cleared)
      if (!editOf) uploads.reset()
      setPreviewOpen(false)
      dispatch({ type: 'posted' })
      // A new post may land out of sight (above a timeline read further
      // down, or below in a long thread): say it went, with the way to it.
      if (!editOf) {
        pushNotice('post_status.posted', {
          level: 'success',
          timeout: POSTED_NOTICE_TIMEOUT,
          link: { labelKey: 'post_status.view_posted', to: `/notice/${status.id}` },
        })
      }
      onPosted?.(status)
    } catch (err) {
      // An edit failure is logged as well as shown.
      if (editOf) console.error('Editing the post failed', err)
      dispatch({ type: 'failed', message: t('post_status.error', { message: errorText(err) }) })
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.currentTarget === textRef.current && autocomplete.onKeyDown(e)) return
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

  const poster = (
    <Button type="submit" variant="primary" disabled={busy || over}>
      {posting
        ? t('post_status.posting')
        : editOf
          ? t('post_status.save_edit')
          : t('post_status.post')}
    </Button>
  )

  return (
    <form
      className={`${styles.form} ${drop.dragging ? dropTargetClass : ''}`}
      onSubmit={submit}
      aria-label={label}
      aria-busy={locked}
      onDragOver={drop.onDragOver}
      onDragLeave={drop.onDragLeave}
      onDrop={drop.onDrop}
    >
      {state.name === 'sourceFailed' && (
        <div className={styles.sourceError}>
          <p role="alert">{t('post_status.source_error', { message: state.message })}</p>
          <Button
            size="small"
            onClick={() => {
              dispatch({ type: 'retrySource' })
              setSourceAttempt((n) => n + 1)
            }}
          >
            {t('general.retry')}
          </Button>
        </div>
      )}
      {subjectShown && (
        <>
          <label htmlFor={ids.cw} className="visually-hidden">
            {t('post_status.content_warning')}
          </label>
          <input
            id={ids.cw}
            className={styles.subject}
            value={draft.spoiler_text}
            placeholder={t('post_status.content_warning')}
            onChange={(e) => updateSubject(e.target.value)}
            onKeyDown={onKeyDown}
            disabled={locked}
          />
        </>
      )}
      <label htmlFor={ids.text} className="visually-hidden">
        {label}
      </label>
      <div className={styles.textWrap}>
        <textarea
          id={ids.text}
          className={styles.textarea}
          value={draft.status}
          placeholder={
            state.name === 'loadingSource' ? t('general.loading') : t('post_status.placeholder')
          }
          onChange={(e) => {
            update({ status: e.target.value })
            autocomplete.onSelect()
          }}
          ref={textRef}
          onKeyDown={onKeyDown}
          onSelect={autocomplete.onSelect}
          onBlur={autocomplete.onBlur}
          onPaste={drop.onPaste}
          disabled={locked}
          aria-describedby={ids.counter}
          aria-invalid={over || undefined}
          aria-autocomplete={autocomplete.inputProps['aria-autocomplete']}
          aria-controls={autocomplete.inputProps['aria-controls']}
          aria-activedescendant={autocomplete.inputProps['aria-activedescendant']}
        />
        {autocomplete.popup}
      </div>
      <MediaUploadList uploads={uploads} disabled={locked} />
      {poll && limits && (
        <div id={ids.poll}>
          <PollEditor
            value={poll}
            onChange={(next) => update({ poll: next })}
            limits={limits}
            disabled={locked}
          />
        </div>
      )}
      {!editOf && <ScopeNotice visibility={visibility} locked={accountLocked} />}
      <FormWarnings warnings={warnings} />
      {previewOpen && (
        <div id={ids.preview}>
          <PostPreview state={preview} />
        </div>
      )}
      {state.name === 'error' && (
        <ErrorBanner
          message={state.message}
          onDismiss={() => dispatch({ type: 'dismiss', empty })}
        />
      )}
      <div className={styles.row}>
        <MediaPickerButton uploads={uploads} disabled={locked} />
        {!editOf && (
          <Button
            variant="ghost"
            size="small"
            aria-expanded={!!poll}
            aria-controls={poll ? ids.poll : undefined}
            onClick={() => update({ poll: poll ? null : emptyPoll() })}
            disabled={locked || !canPoll}
          >
            <PollIcon />
            {t('post_status.poll_toggle')}
          </Button>
        )}
        <EmojiInsertButton
          onInsert={insertEmoji}
          onSticker={(file) => uploads.addFiles([file])}
          disabled={locked}
        />
        {!alwaysShowSubject && (
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
        )}
        <Button
          variant="ghost"
          size="small"
          aria-expanded={previewOpen}
          aria-controls={previewOpen ? ids.preview : undefined}
          onClick={() => setPreviewOpen((open) => !open)}
          disabled={locked}
        >
          {t('post_status.preview')}
        </Button>
      </div>
      <div className={styles.row}>
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
        {typeChoices.length > 1 && (
          <>
            <label htmlFor={ids.type} className="visually-hidden">
              {t('post_status.content_type_label')}
            </label>
            <select
              id={ids.type}
              className={styles.select}
              value={contentType}
              onChange={(e) => update({ content_type: e.target.value })}
              disabled={locked}
            >
              {typeChoices.map((type) => {
                const name = contentTypeKey(type)
                return (
                  <option key={type} value={type}>
                    {name ? t(name) : type}
                  </option>
                )
              })}
            </select>
          </>
        )}
        <label htmlFor={ids.language} className="visually-hidden">
          {t('post_status.language_label')}
        </label>
        <select
          id={ids.language}
          className={styles.select}
          value={language}
          onChange={(e) => update({ language: e.target.value })}
          disabled={locked}
        >
          {languages.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <label className={styles.check} htmlFor={ids.sensitive}>
          <input
            id={ids.sensitive}
            type="checkbox"
            checked={sensitive}
            onChange={(e) => update({ sensitive: e.target.checked })}
            disabled={locked}
          />
          {t('post_status.sensitive')}
        </label>
      </div>
      <div className={styles.row}>
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
        {uploads.uploading > 0 && (
          <span className={styles.waiting} role="status">
            {t('post_status.uploading')}
          </span>
        )}
        {/* A new post is announced by the global "Posted" notice; an edit here. */}
        <span className="visually-hidden" role="status">
          {state.name === 'posted' && editOf ? t('post_status.posted') : ''}
        </span>
        {onCancel && (
          <Button onClick={onCancel} disabled={posting}>
            {t('general.cancel')}
          </Button>
        )}
        {poster}
      </div>
    </form>
  )
}

const PollIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M5 20V10M12 20V4M19 20v-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  </svg>
)
