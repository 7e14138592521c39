import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import { Spinner } from '../../ui/Spinner'
import { useRelationship } from '../../store/relationships'
import { useNoteEditor } from './useNoteEditor'
import styles from './Profile.module.css'

/**
 * The private note about another user. The note comes with the
 * relationship (shared with the follow button); until it is known the field
 * waits, disabled.
 */
export function NoteEditor({
  accountId,
  initialNote,
  name,
}: {
  accountId: string
  initialNote: string | null
  name: string
}) {
  const relationship = useRelationship(accountId)
  const note = relationship?.note ?? initialNote
  return <NoteField accountId={accountId} initial={note ?? ''} ready={note !== null} name={name} />
}

function NoteField({
  accountId,
  initial,
  ready,
  name,
}: {
  accountId: string
  initial: string
  ready: boolean
  name: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const [state, edit] = useNoteEditor(accountId, initial)
  return (
    <div className={styles.note}>
      <label htmlFor={id} className={styles.noteLabel}>
        {t('user_profile.note_label')}
      </label>
      <textarea
        id={id}
        className={styles.noteInput}
        rows={2}
        disabled={!ready}
        value={state.text}
        placeholder={t('user_profile.note_placeholder', { name })}
        onChange={(e) => edit(e.target.value)}
        aria-describedby={`${id}-status`}
      />
      <div id={`${id}-status`} className={styles.noteStatus} role="status">
        {state.status === 'saving' && (
          <>
            <Spinner />
            <span>{t('user_profile.note_saving')}</span>
          </>
        )}
        {state.status === 'saved' && <span>{t('user_profile.note_saved')}</span>}
        {state.status === 'pending' && <span>{t('user_profile.note_unsaved')}</span>}
        {state.status === 'error' && (
          <span className={styles.noteError}>{t('user_profile.note_error')}</span>
        )}
      </div>
    </div>
  )
}
