import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { AnnouncementDraft } from '../../api/endpoints/announcements'
import { readableText } from '../../api/readableError'
import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { ErrorBanner } from '../../ui/ErrorBanner'
import { Spinner } from '../../ui/Spinner'
import { draftOf, endBeforeStart, switchInputValue, type EditorValues } from './dates'
import styles from './Announcements.module.css'

interface EditorProps {
  /** The form's heading (new or edit). */
  title: string
  initial: EditorValues
  submitLabel: string
  busyLabel: string
  onSubmit: (draft: AnnouncementDraft) => Promise<void>
  onCancel: () => void
}

/** The server's words when it gave any (shown with edit_error). */
function errorMessage(e: unknown, t: ReturnType<typeof useTranslation>['t']): string {
  const details = readableText(e)
  return details
    ? t('announcements.edit_error_details', { message: details })
    : t('announcements.edit_error')
}

/**
 * The post and edit form of an announcement: text, start,
 * end and the all-day box, which turns the two times into dates. A failure
 * shows above the form and can be closed; what was typed stays.
 */
export function AnnouncementEditor({
  title,
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: EditorProps) {
  const { t } = useTranslation()
  const id = useId()
  const [values, setValues] = useState<EditorValues>(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const textRef = useRef<HTMLTextAreaElement>(null)
  const datesWrong = endBeforeStart(values)

  // Opened by a button that is now out of the way: the text is where typing goes.
  useEffect(() => {
    textRef.current?.focus()
  }, [])
  const blank = values.content.trim() === ''

  const set = (patch: Partial<EditorValues>) => setValues((v) => ({ ...v, ...patch }))

  const toggleAllDay = (allDay: boolean) =>
    setValues((v) => ({
      ...v,
      allDay,
      start: switchInputValue(v.start, allDay, 'start'),
      end: switchInputValue(v.end, allDay, 'end'),
    }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy || blank || datesWrong) return
    setBusy(true)
    setError(null)
    try {
      await onSubmit(draftOf(values))
    } catch (e) {
      console.warn('Could not save the announcement', e)
      setError(errorMessage(e, t))
      setBusy(false)
    }
  }

  const dateType = values.allDay ? 'date' : 'datetime-local'
  return (
    <form className={styles.editor} aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className={styles.editorTitle}>
        {title}
      </h2>
      {error && <ErrorBanner message={error} onDismiss={() => setError(null)} />}
      <div className={styles.field}>
        <label htmlFor={`${id}-content`}>{t('announcements.content')}</label>
        <textarea
          id={`${id}-content`}
          ref={textRef}
          className={styles.textarea}
          value={values.content}
          required
          rows={4}
          onChange={(e) => set({ content: e.target.value })}
        />
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.allDay}
          onChange={(e) => toggleAllDay(e.target.checked)}
        />
        <span>{t('announcements.all_day')}</span>
      </label>
      <div className={styles.dates}>
        <div className={styles.field}>
          <label htmlFor={`${id}-start`}>{t('announcements.start_field')}</label>
          <input
            id={`${id}-start`}
            className={styles.input}
            type={dateType}
            value={values.start}
            aria-describedby={`${id}-dates-hint`}
            onChange={(e) => set({ start: e.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-end`}>{t('announcements.end_field')}</label>
          <input
            id={`${id}-end`}
            className={styles.input}
            type={dateType}
            value={values.end}
            aria-invalid={datesWrong || undefined}
            aria-describedby={`${id}-dates-hint${datesWrong ? ` ${id}-dates-error` : ''}`}
            onChange={(e) => set({ end: e.target.value })}
          />
        </div>
      </div>
      <p id={`${id}-dates-hint`} className={styles.hint}>
        {t('announcements.dates_hint')}
      </p>
      {datesWrong && (
        <p id={`${id}-dates-error`} className={styles.fieldError}>
          {t('announcements.end_before_start')}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={busy}>
          {t('general.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={busy || blank || datesWrong}
          aria-busy={busy || undefined}
        >
          {busy && <Spinner />}
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  )
}
