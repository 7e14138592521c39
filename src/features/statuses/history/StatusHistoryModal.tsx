import { useEffect, useState } from 'react'
import { useTranslation } from '../../../i18n/react'
import { isAbortError } from '../../../api/errors'
import { getStatusHistory, type StatusEdit } from '../../../api/endpoints/statusInfo'
import { api } from '../../../api/client'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { Modal } from '../../../ui/Modal'
import { formatAbsolute } from '../../../ui/relativeTime'
import { AsyncErrorPanel, LoadingPanel } from '../../../ui/Spinner'
import { serverErrorText } from '../poll/errorText'
import { InlineText, RichContent } from '../../../ui/richContent/RichContent'
import { closeStatusHistory } from './historyStore'
import styles from './StatusHistoryModal.module.css'
import './messages'

type HistoryState =
  | { kind: 'loading' }
  | { kind: 'loaded'; edits: StatusEdit[] }
  | { kind: 'failed'; message: string | null }

/** A fetched result and the request it answers; anything older reads as loading. */
type Answer = { request: string; state: HistoryState }

/** Oldest is the original, newest the current version, the rest numbered edits. */
function versionLabel(index: number, count: number): { key: string; number?: number } {
  if (index === count - 1) return { key: 'status_extras.history.current' }
  if (index === 0) return { key: 'status_extras.history.original' }
  return { key: 'status_extras.history.edit_number', number: index }
}

function Version({ edit, label, current }: { edit: StatusEdit; label: string; current: boolean }) {
  const { t, i18n } = useTranslation()
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const date = new Date(edit.created_at)
  return (
    <li className={[styles.version, current ? styles.current : ''].join(' ')}>
      <h3 className={styles.versionHeader}>
        <span className={styles.label}>{label}</span>
        <time className={styles.time} dateTime={date.toISOString()}>
          {formatAbsolute(date, i18n.locale)}
        </time>
      </h3>
      {edit.spoiler_text !== '' && (
        <p className={styles.subject}>
          <span className="visually-hidden">{t('status_extras.history.subject')} </span>
          <InlineText text={edit.spoiler_text} emojis={edit.emojis} />
        </p>
      )}
      <RichContent html={edit.content} emojis={edit.emojis} restrictedNicknames={restricted} />
      {edit.poll && (
        <ul className={styles.pollOptions} aria-label={t('status_extras.history.poll')}>
          {edit.poll.options.map((option, i) => (
            <li key={i}>
              <InlineText text={option.title} emojis={edit.poll?.emojis} />
            </li>
          ))}
        </ul>
      )}
      {edit.media_attachments.length > 0 && (
        <p className={styles.note}>
          {t('status_extras.history.attachments', { count: edit.media_attachments.length })}
        </p>
      )}
    </li>
  )
}

/** Every version of an edited status, oldest first; the newest is marked current. */
export default function StatusHistoryModal({
  statusId,
  open,
  opening,
}: {
  statusId: string
  open: boolean
  /** Changes with every opening: each one fetches afresh. */
  opening: number
}) {
  const { t } = useTranslation()
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [attempt, setAttempt] = useState(0)
  const request = `${statusId}\n${opening}\n${attempt}`
  const state: HistoryState = answer?.request === request ? answer.state : { kind: 'loading' }
  // Reading the edited status from the cache keeps its author's name in the title.
  const authorName = useEntities((s) => {
    const status = s.statuses[statusId]
    const account = status ? s.accounts[status.account_id] : undefined
    return account ? account.display_name || account.username : null
  })

  useEffect(() => {
    if (!open) return
    const controller = new AbortController()
    getStatusHistory(api(), statusId, { signal: controller.signal }).then(
      (edits) => setAnswer({ request, state: { kind: 'loaded', edits } }),
      (error: unknown) => {
        if (isAbortError(error)) return
        setAnswer({ request, state: { kind: 'failed', message: serverErrorText(error) } })
      },
    )
    return () => controller.abort()
  }, [statusId, open, request])

  return (
    <Modal
      open={open}
      title={
        authorName
          ? t('status_extras.history.title_by', { name: authorName })
          : t('status_extras.history.title')
      }
      onClose={closeStatusHistory}
      className={styles.dialog}
    >
      {state.kind === 'loading' && <LoadingPanel />}
      {state.kind === 'failed' && (
        <AsyncErrorPanel
          message={state.message ?? t('status_extras.history.load_error')}
          onRetry={() => setAttempt((a) => a + 1)}
        />
      )}
      {state.kind === 'loaded' &&
        (state.edits.length === 0 ? (
          <p>{t('status_extras.history.empty')}</p>
        ) : (
          <ol className={styles.versions}>
            {state.edits.map((edit, index) => {
              const { key, number } = versionLabel(index, state.edits.length)
              return (
                <Version
                  key={`${edit.created_at}-${index}`}
                  edit={edit}
                  label={t(key, { number })}
                  current={index === state.edits.length - 1}
                />
              )
            })}
          </ol>
        ))}
    </Modal>
  )
}
