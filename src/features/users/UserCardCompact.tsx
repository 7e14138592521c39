import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/react'
import type { Account } from '../../api/types'
import { useSession } from '../../store/session'
import { Avatar } from '../../ui/Avatar'
import { InlineText } from '../../ui/richContent/RichContent'
import { profileLink } from '../../ui/profileLink'
import styles from './UserCardCompact.module.css'

/**
 * The user card without bio (user panel, drawer, lists): avatar, names and
 * role. `avatar` replaces the plain picture (the basic card's expand button).
 */
export function UserCardCompact({ account, avatar }: { account: Account; avatar?: ReactNode }) {
  const { t } = useTranslation()
  const restricted = useSession((s) => s.instance?.restrictedNicknames)
  return (
    <div className={styles.card}>
      {avatar ?? <Avatar src={account.avatar} size={48} />}
      <div className={styles.names}>
        <Link to={profileLink(account, restricted)} className={styles.name}>
          <InlineText text={account.display_name || account.username} emojis={account.emojis} />
        </Link>
        <span className={styles.acct} dir="ltr">
          @{account.acct}
        </span>
        {account.role !== 'member' && (
          <span className={styles.role}>{t(`user_card.${account.role}`)}</span>
        )}
      </div>
    </div>
  )
}
