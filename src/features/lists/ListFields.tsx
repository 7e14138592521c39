import { useId, useState, type Dispatch, type Ref, type SetStateAction } from 'react'
import type { Account } from '../../api/types'
import { useTranslation } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { ErrorBanner } from '../../ui/ErrorBanner'
import { Spinner } from '../../ui/Spinner'
import { MemberPicker } from './MemberPicker'
import { isValidTitle } from './transitions'
import styles from './Lists.module.css'

interface ListFieldsProps {
  title: string
  onTitle: (title: string) => void
  members: Account[]
  setMembers: Dispatch<SetStateAction<Account[]>>
  busy: boolean
  error: string | null
  onDismissError: () => void
  titleRef?: Ref<HTMLInputElement>
}

/**
 * What the create form and the edit page keep alike: the title and members
 * being edited, whether a send is under way, and the last error. `fields`
 * feeds ListFields; `sending` and `failed` bracket a send.
 */
export function useListForm(initialTitle: string, initialMembers: Account[]) {
  const [title, setTitle] = useState(initialTitle)
  const [members, setMembers] = useState<Account[]>(initialMembers)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const fields: ListFieldsProps = {
    title,
    onTitle: setTitle,
    members,
    setMembers,
    busy,
    error,
    onDismissError: () => setError(null),
  }
  return {
    title,
    members,
    busy,
    fields,
    /** Nothing is sent while the title is blank or a send is under way. */
    canSend: isValidTitle(title) && !busy,
    sending: () => {
      setBusy(true)
      setError(null)
    },
    /** A send failed: its message shows and the fields can be used again. */
    failed: (message: string) => {
      setError(message)
      setBusy(false)
    },
  }
}

/** The title, the members and the last error: what the create form and the edit page share. */
export function ListFields({
  title,
  onTitle,
  members,
  setMembers,
  busy,
  error,
  onDismissError,
  titleRef,
}: ListFieldsProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const titleHintId = useId()
  const valid = isValidTitle(title)
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={titleId}>{t('lists.title_label')}</label>
        <input
          ref={titleRef}
          id={titleId}
          className={styles.input}
          value={title}
          autoComplete="off"
          disabled={busy}
          aria-describedby={valid ? undefined : titleHintId}
          onChange={(e) => onTitle(e.target.value)}
        />
        {!valid && (
          <p id={titleHintId} className={styles.hint}>
            {t('lists.title_required')}
          </p>
        )}
      </div>
      <MemberPicker
        members={members}
        disabled={busy}
        onAdd={(account) =>
          setMembers((m) => (m.some((a) => a.id === account.id) ? m : [...m, account]))
        }
        onRemove={(accountId) => setMembers((m) => m.filter((a) => a.id !== accountId))}
      />
      {error && <ErrorBanner message={error} onDismiss={onDismissError} />}
    </>
  )
}

/** Create or save: off while the title is blank or the list is being sent. */
export function ListSubmit({
  busy,
  title,
  label,
}: {
  busy: boolean
  title: string
  label: string
}) {
  return (
    <Button
      type="submit"
      variant="primary"
      disabled={!isValidTitle(title) || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner />}
      {label}
    </Button>
  )
}
