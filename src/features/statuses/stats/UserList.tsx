import { useEffect, useState } from 'react'
import { useTranslation } from '../../../i18n/react'
import { Link } from 'react-router'
import { isAbortError } from '../../../api/errors'
import { getInteractingAccounts, type InteractionKind } from '../../../api/endpoints/statusInfo'
import type { Account } from '../../../api/types'
import { api } from '../../../api/client'
import { USER_LIST_POPOVER_LIMIT } from '../../../config/constants'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { Avatar } from '../../../ui/Avatar'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { profileLink } from '../../../ui/profileLink'
import { serverErrorText } from '../poll/errorText'
import { InlineText } from '../../../ui/richContent/RichContent'
import { limitUserList } from './userListLogic'
import styles from './StatusStats.module.css'

type ListState =
  | { kind: 'loading' }
  | { kind: 'loaded'; accounts: Account[] }
  | { kind: 'failed'; message: string | null }

export interface UserListProps {
  statusId: string
  kind: InteractionKind
  /** The count the status shows, so "and N more" is right when the server sends fewer. */
  total: number
  onNavigate: () => void
}

/** Who favourited or repeated a status: fetched when the popover opens (its own chunk). */
export default function UserList({ statusId, kind, total, onNavigate }: UserListProps) {
  const { t } = useTranslation()
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const [state, setState] = useState<ListState>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    getInteractingAccounts(api(), statusId, kind, USER_LIST_POPOVER_LIMIT, {
      signal: controller.signal,
    }).then(
      (accounts) => {
        useEntities.getState().ingestAccounts(accounts)
        setState({ kind: 'loaded', accounts })
      },
      (error: unknown) => {
        if (!isAbortError(error)) setState({ kind: 'failed', message: serverErrorText(error) })
      },
    )
    return () => controller.abort()
  }, [statusId, kind, attempt])

  if (state.kind === 'loading') {
    return (
      <p className={styles.muted} role="status">
        <Spinner /> {t('general.loading')}
      </p>
    )
  }
  if (state.kind === 'failed') {
    return (
      <div className={styles.failed}>
        <p role="alert">{state.message ?? t('status_extras.stats.load_error')}</p>
        <Button
          size="small"
          onClick={() => {
            setState({ kind: 'loading' })
            setAttempt((a) => a + 1)
          }}
        >
          {t('general.retry')}
        </Button>
      </div>
    )
  }
  if (state.accounts.length === 0) {
    return <p className={styles.muted}>{t('status_extras.stats.nobody')}</p>
  }
  const { shown, more } = limitUserList(state.accounts, total)
  return (
    <>
      <ul className={styles.users}>
        {shown.map((account) => (
          <li key={account.id}>
            <Link
              to={profileLink(account, restricted)}
              className={styles.user}
              onClick={onNavigate}
            >
              <Avatar src={account.avatar} size={32} />
              <span className={styles.userNames}>
                <InlineText
                  className={styles.userName}
                  text={account.display_name || account.username}
                  emojis={account.emojis}
                />
                <span className={styles.muted} dir="ltr">
                  @{account.acct}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className={styles.muted}>{t('status_extras.stats.and_more', { count: more })}</p>
      )}
    </>
  )
}
