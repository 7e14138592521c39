import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../i18n/react'
import { getInteractingAccounts } from '../../../api/endpoints/statusInfo'
import type { Account } from '../../../api/types'
import { api } from '../../../api/client'
import { AVATAR_ROW_LIMIT } from '../../../config/constants'
import { useEntities } from '../../../store/entities'
import { useSession } from '../../../store/session'
import { Avatar } from '../../../ui/Avatar'
import { profileLink } from '../../../ui/profileLink'
import type { StatFacesProps } from './statFaces'
import styles from './StatusStats.module.css'

const TITLES = {
  reblogged_by: 'status_extras.stats.repeated_by',
  favourited_by: 'status_extras.stats.favourited_by',
} as const

/**
 * The faces of who repeated or favourited the focused status of a thread:
 * up to AVATAR_ROW_LIMIT avatars, each a link to that profile, beside the
 * count that opens the whole list. It is an extra: while it loads, or when
 * it cannot, the count and its list (which says why) stand alone. Given to
 * StatusStats through StatFaces by the thread's page.
 */
export function AvatarRow({ statusId, kind }: StatFacesProps) {
  const { t } = useTranslation()
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  const [accounts, setAccounts] = useState<Account[]>([])

  useEffect(() => {
    const controller = new AbortController()
    getInteractingAccounts(api(), statusId, kind, AVATAR_ROW_LIMIT, {
      signal: controller.signal,
    }).then(
      (found) => {
        useEntities.getState().ingestAccounts(found)
        setAccounts(found.slice(0, AVATAR_ROW_LIMIT))
      },
      () => undefined,
    )
    return () => controller.abort()
  }, [statusId, kind])

  if (accounts.length === 0) return null
  return (
    <ul className={styles.avatarRow} aria-label={t(TITLES[kind])}>
      {accounts.map((account) => (
        <li key={account.id}>
          <Link
            to={profileLink(account, restricted)}
            className={styles.avatarLink}
            title={`@${account.acct}`}
          >
            <Avatar src={account.avatar} size={24} alt={account.display_name || account.username} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
