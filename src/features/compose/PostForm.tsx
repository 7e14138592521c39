import {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import type { Status } from '../../api/types'
import { DEFAULT_TEXT_LIMIT } from '../../config/constants'
import { useTranslation } from '../../i18n/react'
import { useCurrentUser } from '../../store/currentUser'
import { useEntities, type StoredStatus } from '../../store/entities'
import { useSession } from '../../store/session'
import { ErrorBanner } from '../../ui/ErrorBanner'
import { usePref } from '../../store/preferences'
import { errorText } from '../../api/readableError'
import { OfflineHint } from '../offline'
import { insertText, useAutocomplete } from './autocomplete'
import { draftKey, readDraft, removeDraft, type PostDraft } from './drafts'
import { EditSourceError } from './EditSourceError'
import { FormWarnings, ScopeNotice } from './FormWarnings'
import { postIdempotency } from './idempotency'
import {
  dropTargetClass,
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
import { PostFormFooter } from './PostFormFooter'
import { PostFormOptions } from './PostFormOptions'
import { PostFormTools } from './PostFormTools'
import { PostPreview } from './PostPreview'
import { blankDraft, postChoices, type PostFormInitial } from './postFormChoices'
import { charactersLeft, formWarnings, isEmptyPost, sensitiveAfterSubject } from './postFormRules'
import { initialPostFormState, isLocked, postFormReducer } from './postFormMachine'
import { newPostParams, type PostContent } from './postRequest'
import { useSchedule } from './schedule/useSchedule'
import { sendForm } from './sendPost'
import { useDraftPersistence } from './useDraftPersistence'
import { useEditSource } from './useEditSource'
import { usePostPreview } from './usePostPreview'
import { useTextCaret } from './useTextCaret'
import styles from './PostForm.module.css'
import '../../i18n/areas/compose'

export type { PostFormInitial } from './postFormChoices'

type Draft = PostDraft<PollDraft, UploadedMedia>

export interface PostFormProps {
  autoFocus?: boolean
  /** After sending; null when there is no status yet (scheduled, or waiting in the outbox). */
  onPosted?: (status: Status | null) => void
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
  const [blank, setBlank] = useState<Draft>(() =>
    blankDraft<UploadedMedia>({
      initial,
      replyTo,
      replyAuthor,
      currentUserId,
      subjectBehavior,
      media: editOf?.media_attachments ?? initial?.media ?? [],
    }),
  )
  const [saved] = useState(() => readDraft(key, blank))
  const [draft, setDraft] = useState<Draft>(() => (editOf ? blank : (saved ?? blank)))
  const [cwOpen, setCwOpen] = useState(() => draft.spoiler_text !== '')
  const [previewOpen, setPreviewOpen] = useState(false)
  const [state, dispatch] = useReducer(postFormReducer, !!editOf, initialPostFormState)
  const [sourceAttempt, setSourceAttempt] = useState(0)
  const [sourceType, setSourceType] = useState<string | null>(null)
  const uploads = useMediaUploads(saved?.media ?? blank.media)
  const drop = useMediaDrop(uploads)
  const [idempotency] = useState(postIdempotency)
  const schedule = useSchedule(initial?.scheduled, !editOf, idempotency.clear)
  const textRef = useRef<HTMLTextAreaElement>(null)
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

  const interfaceLanguage = i18n.locale || 'en'
  const choices = postChoices({
    draft,
    replyTo,
    editOf,
    initial,
    localScope: instance?.features.localScope ?? false,
    defaultScope,
    formats: instance?.postFormats ?? [],
    preferredType,
    sourceType,
    postLanguage,
    interfaceLanguage,
    sensitiveByDefault,
  })
  const { scopes, visibility, contentType, typeChoices, languages, language, sensitive } = choices

  const subjectShown = alwaysShowSubject || cwOpen
  const spoiler = subjectShown ? draft.spoiler_text : ''
  const textlimit = instance?.textlimit ?? DEFAULT_TEXT_LIMIT
  const left = charactersLeft(draft.status, spoiler, textlimit)
  const over = left !== null && left < 0
  const posting = state.name === 'posting'
  const locked = isLocked(state)
  const mediaCount = uploads.attached
  const empty = isEmptyPost(draft.status, mediaCount)
  useEffect(() => dispatch({ type: 'edited', empty }), [empty])
  const limits = instance ? pollLimits(instance) : null
  const canPoll = !editOf && !!limits && pollsAvailable(instance)
  const poll = canPoll && draft.poll ? draft.poll : null
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

  const content: PostContent = {
    status: draft.status,
    spoiler,
    visibility,
    sensitive,
    contentType,
    language,
    replyToId: replyTo?.id ?? initial?.in_reply_to_id ?? null,
    quoteId: quoteOf?.id ?? initial?.quote_id ?? null,
    mediaIds: uploads.attachmentIds(),
    poll: poll && limits ? toPollPayload(poll, limits) : null,
  }
  const params = newPostParams(content)
  const preview = usePostPreview(previewOpen, params, empty)

  // Saved as typed; an edit only once its source is there to compare with.
  const sourceReady = !editOf || state.name !== 'loadingSource'
  useDraftPersistence(key, draft, uploads.uploaded(), blank, sourceReady)

  useEditSource(
    { editId: editOf?.id, editMedia: blank.media, saved, attempt: sourceAttempt },
    { setSourceType, setBlank, setDraft, setCwOpen, dispatch },
  )

  const placeCaret = useTextCaret(textRef, autoFocus, !locked)

  const update = (patch: Partial<Draft>) => {
    // A changed post is a new post: a retry of the old one must not reuse its key.
    idempotency.clear()
    setDraft((d) => ({ ...d, ...patch }))
  }

  const updateSubject = (next: string) => {
    const marked = sensitiveAfterSubject(sensitive, spoiler, next, sensitiveIfSubject)
    update(
      marked !== sensitive ? { spoiler_text: next, sensitive: marked } : { spoiler_text: next },
    )
  }

  const setText = (next: string, caret: number) => {
    placeCaret(caret)
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

  const submit = async (e?: FormEvent) => {
    e?.preventDefault()
    if (busy || over) return
    const refusal = empty ? 'post_status.empty_status_error' : poll ? validatePoll(poll) : null
    const message = refusal ? t(refusal) : schedule.refusal()
    if (message) {
      dispatch({ type: 'refused', message })
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
      const status = await sendForm(
        { editOf, content, params, idempotency, replyToId: replyTo?.id },
        schedule,
        uploads.offlineFiles(),
      )
      // The form may close right away (inline and modal forms): drop the draft now.
      removeDraft(key)
      const cleared =
        editOf || replyTo || quoteOf ? blank : { ...blank, visibility: draft.visibility }
      setDraft(cleared)
      if (!editOf) uploads.reset()
      setPreviewOpen(false)
      schedule.reset()
      dispatch({ type: 'posted' })
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
        <EditSourceError
          message={state.message}
          onRetry={() => {
            dispatch({ type: 'retrySource' })
            setSourceAttempt((n) => n + 1)
          }}
        />
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
      <PostFormTools
        uploads={uploads}
        poll={
          editOf
            ? null
            : {
                open: !!poll,
                controls: ids.poll,
                available: canPoll,
                onToggle: () => update({ poll: poll ? null : emptyPoll() }),
              }
        }
        onInsertEmoji={insertEmoji}
        extra={schedule.toggle}
        subject={
          alwaysShowSubject
            ? null
            : { open: cwOpen, controls: ids.cw, onToggle: () => setCwOpen((open) => !open) }
        }
        preview={{
          open: previewOpen,
          controls: ids.preview,
          onToggle: () => setPreviewOpen((open) => !open),
        }}
        disabled={locked}
      />
      {schedule.panel}
      <PostFormOptions
        ids={ids}
        scopes={scopes}
        visibility={visibility}
        scopeFixed={!!editOf}
        typeChoices={typeChoices}
        contentType={contentType}
        languages={languages}
        language={language}
        sensitive={sensitive}
        disabled={locked}
        onChange={update}
      />
      <OfflineHint />
      <PostFormFooter
        left={left}
        counterId={ids.counter}
        uploading={uploads.uploading > 0}
        editSaved={state.name === 'posted' && !!editOf}
        posting={posting}
        editing={!!editOf}
        blocked={busy || over}
        submitLabel={schedule.submitLabel}
        onCancel={onCancel}
      />
    </form>
  )
}
