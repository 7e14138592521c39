import { useId, useState, type FormEvent } from 'react'
import { api } from '../../api/client'
import {
  cancelScheduledStatus,
  rescheduleStatus,
  type ScheduledStatus,
} from '../../api/endpoints/scheduledStatuses'
import { ApiError } from '../../api/errors'
import { errorText } from '../../api/readableError'
import { NOTICE_TIMEOUT } from '../../config/constants'
import { intlLocaleOf } from '../../i18n/languages'
import { useTranslation } from '../../i18n/react'
import { pushNotice } from '../../store/notices'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { formatAbsolute } from '../../ui/relativeTime'
import {
  earliestPickerValue,
  fromPickerValue,
  openPostModal,
  readerTimeZone,
  scheduleProblem,
  toPickerValue,
} from '../compose'
import { editInitial } from './editScheduled'
import styles from './Scheduled.module.css'

interface ItemProps {
  post: ScheduledStatus
  onUpdated: (post: ScheduledStatus) => void
  onRemoved: (id: string) => void
}

/** One scheduled post: when it goes out, what it says, and what can be done with it. */
export function ScheduledItem({ post, onUpdated, onRemoved }: ItemProps) {
  const { t, i18n } = useTranslation()
  const locale = intlLocaleOf(i18n.locale || 'en')
  const [rescheduling, setRescheduling] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const formId = useId()
  const time = formatAbsolute(new Date(post.scheduled_at), locale)
  const { params } = post

  const cancel = async () => {
    setConfirming(false)
    try {
      await cancelScheduledStatus(api(), post.id)
    } catch (err) {
      // Already gone (sent, or cancelled elsewhere): it leaves the list all the same.
      if (!(err instanceof ApiError && err.status === 404)) {
        setError(errorText(err))
        return
      }
    }
    pushNotice('scheduled.cancelled', { level: 'success', timeout: NOTICE_TIMEOUT })
    onRemoved(post.id)
  }

  return (
    <li className={styles.item}>
      <article aria-label={t('scheduled.item_label', { time })}>
        <p className={styles.time}>
          <time dateTime={post.scheduled_at}>{t('scheduled.goes_out', { time })}</time>
        </p>
        {params.spoiler_text !== '' && (
          <p className={styles.cw}>
            {t('scheduled.content_warning', { text: params.spoiler_text })}
          </p>
        )}
        {params.text !== '' && <p className={styles.text}>{params.text}</p>}
        {post.media_attachments.length > 0 && (
          <ul className={styles.media}>
            {post.media_attachments.map((m) => (
              <li key={m.id}>
                <img
                  src={m.preview_url || m.url}
                  alt={m.description ?? ''}
                  className={styles.thumb}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        )}
        {params.poll && (
          <p className={styles.poll}>
            {t('scheduled.poll', { options: params.poll.options.join(' · ') })}
          </p>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <Button
            size="small"
            aria-expanded={rescheduling}
            aria-controls={rescheduling ? formId : undefined}
            onClick={() => setRescheduling((open) => !open)}
          >
            {t('scheduled.reschedule')}
          </Button>
          <Button
            size="small"
            aria-describedby="scheduled-edit-hint"
            onClick={() => openPostModal({ mode: 'new', initial: editInitial(post) })}
          >
            {t('scheduled.edit')}
          </Button>
          <Button size="small" variant="danger" onClick={() => setConfirming(true)}>
            {t('scheduled.cancel')}
          </Button>
        </div>
        {rescheduling && (
          <RescheduleForm
            id={formId}
            post={post}
            locale={locale}
            onDone={(moved) => {
              setRescheduling(false)
              if (moved) {
                onUpdated(moved)
                pushNotice('scheduled.rescheduled', {
                  args: { time: formatAbsolute(new Date(moved.scheduled_at), locale) },
                  level: 'success',
                  timeout: NOTICE_TIMEOUT,
                })
              }
            }}
          />
        )}
      </article>
      <Modal
        open={confirming}
        title={t('scheduled.cancel_title')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button onClick={() => setConfirming(false)} autoFocus>
              {t('scheduled.keep')}
            </Button>
            <Button variant="danger" onClick={() => void cancel()}>
              {t('scheduled.cancel_yes')}
            </Button>
          </>
        }
      >
        <p>{t('scheduled.cancel_body')}</p>
      </Modal>
    </li>
  )
}

/** A new time for one post: the same rule as in the post form, the server's refusal in its words. */
function RescheduleForm({
  id,
  post,
  locale,
  onDone,
}: {
  id: string
  post: ScheduledStatus
  locale: string
  onDone: (moved: ScheduledStatus | null) => void
}) {
  const { t } = useTranslation()
  const [value, setValue] = useState(() => toPickerValue(Date.parse(post.scheduled_at)))
  const [opened] = useState(() => Date.now())
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const wrong = scheduleProblem(value, Date.now())
    const at = fromPickerValue(value)
    if (wrong || at === null) {
      setProblem(t(`scheduled.${wrong ?? 'invalid'}`))
      return
    }
    setSaving(true)
    try {
      onDone(await rescheduleStatus(api(), post.id, new Date(at).toISOString()))
    } catch (err) {
      setProblem(errorText(err))
      setSaving(false)
    }
  }

  return (
    <form id={id} className={styles.reschedule} onSubmit={(e) => void submit(e)}>
      <div className={styles.line}>
        <label htmlFor={inputId}>{t('scheduled.when')}</label>
        <input
          id={inputId}
          type="datetime-local"
          className={styles.input}
          value={value}
          min={earliestPickerValue(opened)}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            setValue(e.target.value)
            setProblem(null)
          }}
        />
      </div>
      <p id={hintId} className={styles.hint}>
        {t('scheduled.time_zone', { zone: readerTimeZone(locale, opened) })}
      </p>
      {problem && (
        <p id={errorId} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button size="small" onClick={() => onDone(null)} disabled={saving}>
          {t('general.cancel')}
        </Button>
        <Button size="small" type="submit" variant="primary" disabled={saving}>
          {t('scheduled.save_time')}
        </Button>
      </div>
    </form>
  )
}
